"""Zip layers: PublishLayerVersion, GetLayerVersion, ListLayerVersions, ListLayers, DeleteLayerVersion.

Layer versions are extracted like function code; functions reference them by version ARN. AWS's public
layers (Powertools) are described by ``public_layers.py``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.lambda_ import code_store, layer_policies, public_layers, validation
from labcloud.services.lambda_.core import page, public_doc
from labcloud.services.lambda_.names import missing
from labcloud.services.lambda_.repo import layers as layer_rows
from labcloud.services.lambda_.s3_code import names_s3_code, zip_from_s3
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.validation import invalid

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        DeleteLayerVersionRequest,
        DeleteLayerVersionResponse,
        GetLayerVersionByArnRequest,
        GetLayerVersionByArnResponse,
        GetLayerVersionRequest,
        GetLayerVersionResponse,
        ListLayersRequest,
        ListLayersResponse,
        ListLayerVersionsRequest,
        ListLayerVersionsResponse,
        PublishLayerVersionRequest,
        PublishLayerVersionResponse,
    )


def _layer_arn(ctx: RequestContext, name: str) -> str:
    return f"arn:aws:lambda:{ctx.region}:{ctx.account_id}:layer:{name}"


def _layer_name(value: str) -> str:
    return value.split(":")[6] if value.startswith("arn:") and len(value.split(":")) >= 7 else value


async def publish_layer_version(
    state: LambdaState, params: PublishLayerVersionRequest, ctx: RequestContext
) -> PublishLayerVersionResponse:
    name = _layer_name(params["LayerName"])
    content = params.get("Content") or {}
    zip_bytes = content.get("ZipFile")
    if not zip_bytes and names_s3_code(content):
        zip_bytes = await zip_from_s3(state.host, ctx, content)
    if not zip_bytes:
        raise invalid("Please provide a source for the layer content (ZipFile, or S3Bucket and S3Key).")
    validation.check_zip_size(bytes(zip_bytes), "PublishLayerVersion")
    sha, size, path, hex_digest = await code_store.store_code(state, bytes(zip_bytes))
    key = (ctx.account_id, ctx.region, name)
    with state.store.transaction():
        number = layer_rows.newest_number(state.store, key) + 1
        arn = _layer_arn(ctx, name)
        doc: dict[str, Any] = {
            "Content": {
                "Location": f"{ctx.endpoint}/_labcloud/lambda/code/{hex_digest}",
                "CodeSha256": sha,
                "CodeSize": size,
            },
            "LayerArn": arn,
            "LayerVersionArn": f"{arn}:{number}",
            "Description": params.get("Description", ""),
            "CreatedDate": clock.now_datetime().strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "+0000",
            "Version": number,
            "_path": path,
        }
        for member in ("CompatibleRuntimes", "LicenseInfo", "CompatibleArchitectures"):
            if params.get(member):
                doc[member] = params[member]
        layer_rows.insert(state.store, key, number, doc)
    return cast("PublishLayerVersionResponse", public_doc(doc))


def _layer_doc(state: LambdaState, ctx: RequestContext, name: str, version: int) -> dict[str, Any]:
    doc = (
        layer_rows.get(state.store, (ctx.account_id, ctx.region, name), version)
        if 0 < version < 2**63
        else None
    )
    if doc is None:
        raise missing()
    return doc


async def get_layer_version(
    state: LambdaState, params: GetLayerVersionRequest, ctx: RequestContext
) -> GetLayerVersionResponse:
    if params["LayerName"].startswith("arn:"):  # AWS's public layer, named by its ARN
        found = await public_layers.describe(
            f"{params['LayerName']}:{params['VersionNumber']}", state.settings.tuning
        )
        if found is not None:
            return cast("GetLayerVersionResponse", found)
    return cast(
        "GetLayerVersionResponse",
        public_doc(_layer_doc(state, ctx, _layer_name(params["LayerName"]), params["VersionNumber"])),
    )


async def get_layer_version_by_arn(
    state: LambdaState, params: GetLayerVersionByArnRequest, ctx: RequestContext
) -> GetLayerVersionByArnResponse:
    found = await public_layers.describe(
        params["Arn"], state.settings.tuning
    )  # AWS's public layers (Powertools)
    if found is not None:
        return cast("GetLayerVersionByArnResponse", found)
    parts = params["Arn"].split(":")
    return cast("GetLayerVersionByArnResponse", public_doc(_layer_doc(state, ctx, parts[6], int(parts[7]))))


def delete_layer_version(
    state: LambdaState, params: DeleteLayerVersionRequest, ctx: RequestContext
) -> DeleteLayerVersionResponse:
    name = _layer_name(params["LayerName"])
    if not 0 < int(params["VersionNumber"]) < 2**63:
        return {}  # no such version: deleting is idempotent
    with state.store.transaction():
        layer_rows.delete(state.store, (ctx.account_id, ctx.region, name), int(params["VersionNumber"]))
        layer_policies.forget(state.store, ctx, name, int(params["VersionNumber"]))
    return {}


def _layer_versions(state: LambdaState, ctx: RequestContext, name: str) -> list[dict[str, Any]]:
    docs = layer_rows.versions(state.store, (ctx.account_id, ctx.region, name))
    return [{k: v for k, v in public_doc(d).items() if k not in ("Content", "LayerArn")} for d in docs]


def list_layer_versions(
    state: LambdaState, params: ListLayerVersionsRequest, ctx: RequestContext
) -> ListLayerVersionsResponse:
    versions = _matching(_layer_versions(state, ctx, _layer_name(params["LayerName"])), params)
    return cast("ListLayerVersionsResponse", page(versions, params, "LayerVersions"))


def _matching(versions: list[dict[str, Any]], params: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The versions compatible with the runtime and architecture the request names (if any)."""
    if params.get("CompatibleRuntime"):
        versions = [v for v in versions if params["CompatibleRuntime"] in v.get("CompatibleRuntimes", [])]
    if params.get("CompatibleArchitecture"):
        versions = [
            v for v in versions if params["CompatibleArchitecture"] in v.get("CompatibleArchitectures", [])
        ]
    return versions


def list_layers(state: LambdaState, params: ListLayersRequest, ctx: RequestContext) -> ListLayersResponse:
    names = layer_rows.names(state.store, ctx.account_id, ctx.region)
    layers = []
    for name in names:
        matching = _matching(_layer_versions(state, ctx, name), params)
        if matching:
            layers.append(
                {
                    "LayerName": name,
                    "LayerArn": _layer_arn(ctx, name),
                    "LatestMatchingVersion": matching[0],
                }
            )
    return cast("ListLayersResponse", page(layers, params, "Layers"))
