"""AWS's public layers in Lambda's API: functions naming them, and GetLayerVersion(ByArn) describing them.

The layers labcloud builds (Powertools, ``runtime/public_layers.py``) are prepared before a function is
created or reconfigured: a build missing from the cache runs in a daemon thread with a bounded time; the
request waits for it at most ``LABCLOUD_PUBLIC_LAYER_WAIT`` seconds (45, under the SDKs' read timeout),
then answers a retryable TooManyRequestsException while the build goes on. A build that fails
(registries unreachable, offline mode) is refused with an InvalidParameterValueException naming the
layer and the reason. Other layers AWS publishes that labcloud knows it cannot serve (agents and
extensions that are binaries) are refused by name rather than as missing.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

from labcloud.errors import AwsError
from labcloud.runtime import public_layers
from labcloud.runtime.public_layers import Built, PublicLayer
from labcloud.services.lambda_.names import missing
from labcloud.services.lambda_.validation import invalid
from labcloud.tuning import Tuning

DEFAULT_WAIT = 45.0

#: Published layers labcloud does not serve: (account, layer name pattern, what it is).
UNSERVED = (
    ("580247275435", r"LambdaInsightsExtension(-Arm64)?", "the Lambda Insights extension (a binary agent)"),
    ("901920570463", r"aws-otel-.*", "the AWS Distro for OpenTelemetry layer (a binary collector)"),
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


def request_wait(tuning: Tuning) -> float:
    """How long a request waits for a build: under the SDKs' 60 s read timeout, so a slow build is a
    retryable answer (the build goes on) rather than a timed-out request the SDK sends again."""
    return tuning.number("LABCLOUD_PUBLIC_LAYER_WAIT", DEFAULT_WAIT, minimum=0.0)


async def _ensure(layer: PublicLayer, runtime: str | None, wait: float) -> Built:
    found = public_layers.cached(layer, runtime)
    if found is not None:
        return found
    started = public_layers.start(layer, runtime)
    try:
        if started.done():  # cached meanwhile, or a failure still remembered
            return started.result()
        return await asyncio.wait_for(asyncio.shield(asyncio.wrap_future(started)), wait)
    except asyncio.TimeoutError as error:  # noqa: UP041 - not the builtin's alias on Python 3.10
        raise AwsError(
            "TooManyRequestsException",
            f"Layer version {layer.arn} is AWS's public layer {layer.name}, which labcloud is building from"
            " the package registries: retry in a few seconds (or run `labcloud layers prefetch`).",
            status=429,
            Reason="PublicLayerBuilding",
            Type="User",
        ) from error
    except public_layers.BuildError as error:
        raise AwsError(
            "InvalidParameterValueException",
            f"Layer version {layer.arn} is AWS's public layer {layer.name}, which labcloud builds from the"
            f" package registries; the build failed: {error}",
            status=400,
            Type="User",
        ) from error


async def prepare(arns: list[str], runtime: str | None, tuning: Tuning) -> dict[str, Built]:
    """The builds of the public layers among ``arns`` (made now when missing); refusals for those unserved."""
    prepared: dict[str, Built] = {}
    for arn in arns:
        _refuse_unserved(arn)
        layer = public_layers.parse(arn)
        if layer is not None and layer.version <= layer.family.max_version:
            prepared[arn] = await _ensure(layer, runtime, request_wait(tuning))
    return prepared


async def describe(arn: str, tuning: Tuning) -> dict[str, Any] | None:
    """GetLayerVersionByArn's answer for a public layer's ARN, or None when ``arn`` names none."""
    layer = public_layers.parse(arn)
    if layer is None:
        if public_layers.publisher(arn):
            raise missing()
        return None
    if layer.version > layer.family.max_version:
        raise missing()
    built = await _ensure(layer, None, request_wait(tuning))
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
