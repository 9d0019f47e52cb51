"""AWS's public layers in Lambda's API: functions naming them, and GetLayerVersion(ByArn) describing them.

The layers labcloud builds (Powertools, ``runtime/public_layers.py``) are prepared before a function is
created or reconfigured: a build missing from the cache runs in a daemon thread with a bounded time, and
a build that fails (registries unreachable, offline mode) is refused with an InvalidParameterValueException
naming the layer and the reason. Other layers AWS publishes that labcloud knows it cannot serve (agents and
extensions that are binaries) are refused by name rather than as missing.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import threading
from typing import Any, cast

from labcloud.errors import AwsError
from labcloud.runtime import public_layers
from labcloud.runtime.public_layers import Built, PublicLayer
from labcloud.services.lambda_.names import missing
from labcloud.services.lambda_.validation import invalid

#: Published layers labcloud does not serve: (account, layer name pattern, what it is).
UNSERVED = (
    ("580247275435", r"LambdaInsightsExtension(-Arm64)?", "the Lambda Insights extension (a binary agent)"),
    ("901920570463", r"aws-otel-.*", "the AWS Distro for OpenTelemetry layer (a binary collector)"),
    ("027255383542|066940009817", r"AWS-AppConfig-Extension(-Arm64)?", "the AppConfig extension"),
    ("753240598075", r"LambdaAdapterLayer.*", "the Lambda Web Adapter (a binary extension)"),
)


def _refuse_unserved(arn: str) -> None:
    parts = arn.split(":")
    if len(parts) != 8 or parts[5] != "layer":
        return
    for account, name, what in UNSERVED:
        if re.fullmatch(account, parts[4]) and re.fullmatch(name, parts[6]):
            raise invalid(
                f"Layer version {arn} is {what}, which labcloud does not serve: remove it from the function"
                " (its code runs without it) or see docs/lambda-layers.md."
            )


def _settle(future: asyncio.Future[Built], result: Built | None, error: BaseException | None) -> None:
    if future.done():  # the request was cancelled meanwhile
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(cast("Built", result))


def _in_daemon_thread(layer: PublicLayer, runtime: str | None) -> asyncio.Future[Built]:
    """The build, in a daemon thread: a server stopping mid-build never waits for pip or npm."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future[Built] = loop.create_future()

    def work() -> None:
        result: Built | None = None
        failure: BaseException | None = None
        try:
            result = public_layers.ensure(layer, runtime)
        except Exception as error:  # noqa: BLE001 - handed to the awaiting request
            failure = error
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
            loop.call_soon_threadsafe(_settle, future, result, failure)

    threading.Thread(target=work, name=f"labcloud-layer-{layer.name}", daemon=True).start()
    return future


async def _ensure(layer: PublicLayer, runtime: str | None) -> Built:
    found = public_layers.cached(layer, runtime)
    if found is not None:
        return found
    try:
        return await _in_daemon_thread(layer, runtime)
    except public_layers.BuildError as error:
        raise AwsError(
            "InvalidParameterValueException",
            f"Layer version {layer.arn} is AWS's public layer {layer.name}, which labcloud builds from the"
            f" package registries; the build failed: {error}",
            status=400,
            Type="User",
        ) from error


async def prepare(arns: list[str], runtime: str | None) -> dict[str, Built]:
    """The builds of the public layers among ``arns`` (made now when missing); refusals for those unserved."""
    prepared: dict[str, Built] = {}
    for arn in arns:
        _refuse_unserved(arn)
        layer = public_layers.parse(arn)
        if layer is not None and layer.version <= layer.family.max_version:
            prepared[arn] = await _ensure(layer, runtime)
    return prepared


async def describe(arn: str) -> dict[str, Any] | None:
    """GetLayerVersionByArn's answer for a public layer's ARN, or None when ``arn`` names none."""
    layer = public_layers.parse(arn)
    if layer is None:
        if public_layers.publisher(arn):
            raise missing()
        return None
    if layer.version > layer.family.max_version:
        raise missing()
    built = await _ensure(layer, None)
    layer_arn = arn.rsplit(":", 1)[0]
    return {
        "Content": {"CodeSha256": built.sha256, "CodeSize": built.size},
        "LayerArn": layer_arn,
        "LayerVersionArn": arn,
        "Description": layer.description,
        "CreatedDate": "2024-01-01T00:00:00.000+0000",
        "Version": layer.version,
        "CompatibleRuntimes": list(layer.runtimes),
        "CompatibleArchitectures": list(layer.architectures),
        "LicenseInfo": "MIT-0",
    }


def exists(arn: str) -> bool:
    """Whether ``arn`` names a version of a public layer labcloud serves (in its family's range)."""
    layer = public_layers.parse(arn)
    return layer is not None and layer.version <= layer.family.max_version
