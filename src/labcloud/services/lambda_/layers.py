"""Zip layers: PublishLayerVersion, GetLayerVersion, ListLayerVersions, ListLayers, DeleteLayerVersion.

Layer versions are extracted like function code; functions reference them by version ARN."""

from __future__ import annotations

import json
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.lambda_ import code_store, layer_policies, validation
from labcloud.services.lambda_.core import page, public
from labcloud.services.lambda_.names import missing
from labcloud.services.lambda_.s3_code import names_s3_code, zip_from_s3
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.validation import invalid


def _layer_arn(ctx: RequestContext, name: str) -> str:
    return f"arn:aws:lambda:{ctx.region}:{ctx.account_id}:layer:{name}"


def _layer_name(value: str) -> str:
    return value.split(":")[6] if value.startswith("arn:") and len(value.split(":")) >= 7 else value


async def publish_layer_version(
    state: LambdaState, ctx: RequestContext, params: dict[str, Any]
) -> dict[str, Any]:
    name = _layer_name(params["LayerName"])
    content = params.get("Content") or {}
    zip_bytes = content.get("ZipFile")
    if not zip_bytes and names_s3_code(content):
        zip_bytes = await zip_from_s3(state.hub, ctx, content)
    if not zip_bytes:
        raise invalid("Please provide a source for the layer content (ZipFile, or S3Bucket and S3Key).")
    validation.check_zip_size(bytes(zip_bytes), "PublishLayerVersion")
    sha, size, path, hex_digest = await code_store.store_code(state, bytes(zip_bytes))
    key = (ctx.account_id, ctx.region, name)
    with state.store.transaction():
        number = (
            int(
                state.store.scalar(
                    "SELECT COALESCE(MAX(version), 0) FROM lambda_layers WHERE account_id=? AND region=? AND name=?",
                    key,
                )
                or 0
            )
            + 1
        )
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
        state.store.execute(
            "INSERT INTO lambda_layers (account_id, region, name, version, doc) VALUES (?,?,?,?,?)",
            (*key, number, json.dumps(doc)),
        )
    return public(doc)


def _layer_doc(state: LambdaState, ctx: RequestContext, name: str, version: int) -> dict[str, Any]:
    row = (
        state.store.one(
            "SELECT doc FROM lambda_layers WHERE account_id=? AND region=? AND name=? AND version=?",
            (ctx.account_id, ctx.region, name, version),
        )
        if 0 < version < 2**63
        else None
    )
    if row is None:
        raise missing()
    return dict(json.loads(row["doc"]))


def get_layer_version(state: LambdaState, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    return public(_layer_doc(state, ctx, _layer_name(params["LayerName"]), params["VersionNumber"]))


def get_layer_version_by_arn(
    state: LambdaState, ctx: RequestContext, params: dict[str, Any]
) -> dict[str, Any]:
    parts = params["Arn"].split(":")
    return public(_layer_doc(state, ctx, parts[6], int(parts[7])))


def delete_layer_version(state: LambdaState, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    name = _layer_name(params["LayerName"])
    if not 0 < int(params["VersionNumber"]) < 2**63:
        return {}  # no such version: deleting is idempotent
    with state.store.transaction():
        state.store.execute(
            "DELETE FROM lambda_layers WHERE account_id=? AND region=? AND name=? AND version=?",
            (ctx.account_id, ctx.region, name, params["VersionNumber"]),
        )
        layer_policies.forget(state.store, ctx, name, int(params["VersionNumber"]))
    return {}


def _layer_versions(state: LambdaState, ctx: RequestContext, name: str) -> list[dict[str, Any]]:
    docs = [
        json.loads(r["doc"])
        for r in state.store.all(
            "SELECT doc FROM lambda_layers WHERE account_id=? AND region=? AND name=? ORDER BY version DESC",
            (ctx.account_id, ctx.region, name),
        )
    ]
    return [{k: v for k, v in public(d).items() if k not in ("Content", "LayerArn")} for d in docs]


def list_layer_versions(state: LambdaState, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    versions = _matching(_layer_versions(state, ctx, _layer_name(params["LayerName"])), params)
    return page(versions, params, "LayerVersions")


def _matching(versions: list[dict[str, Any]], params: dict[str, Any]) -> list[dict[str, Any]]:
    """The versions compatible with the runtime and architecture the request names (if any)."""
    if params.get("CompatibleRuntime"):
        versions = [v for v in versions if params["CompatibleRuntime"] in v.get("CompatibleRuntimes", [])]
    if params.get("CompatibleArchitecture"):
        versions = [
            v for v in versions if params["CompatibleArchitecture"] in v.get("CompatibleArchitectures", [])
        ]
    return versions


def list_layers(state: LambdaState, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    names = [
        r["name"]
        for r in state.store.all(
            "SELECT DISTINCT name FROM lambda_layers WHERE account_id=? AND region=? ORDER BY name",
            (ctx.account_id, ctx.region),
        )
    ]
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
    return page(layers, params, "Layers")
