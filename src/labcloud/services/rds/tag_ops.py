"""Tags of RDS resources by ARN: AddTagsToResource, ListTagsForResource, RemoveTagsFromResource."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.rds import names, requests
from labcloud.services.rds.errors import (
    cluster_not_found,
    cluster_pg_not_found,
    cluster_snapshot_not_found,
    instance_not_found,
    invalid_value,
    pg_not_found,
    proxy_not_found,
    snapshot_not_found,
    subnet_group_not_found,
)
from labcloud.services.rds.state import RdsState

if TYPE_CHECKING:
    from labcloud.services.rds.api import (
        AddTagsToResourceRequest,
        AddTagsToResourceResponse,
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        RemoveTagsFromResourceRequest,
        RemoveTagsFromResourceResponse,
    )

Doc = dict[str, Any]
_MISSING = {
    "cluster": cluster_not_found,
    "instance": instance_not_found,
    "subnet-group": subnet_group_not_found,
    "cluster-pg": cluster_pg_not_found,
    "pg": pg_not_found,
    "cluster-snapshot": cluster_snapshot_not_found,
    "snapshot": snapshot_not_found,
    "proxy": proxy_not_found,
}


def _find(state: RdsState, ctx: RequestContext, arn: str) -> tuple[str, str, Doc]:
    parsed = names.parse_arn(arn)
    if parsed is None:
        raise invalid_value(
            f"The specified resource name does not match an RDS resource in this region: {arn}"
        )
    account, region, kind, name = parsed
    doc = None
    if (account, region) == (ctx.account_id, ctx.region) and kind == "proxy":  # its ARN names its resource id
        doc = next((d for d in state.records.listed(kind, account, region) if d["DBProxyArn"] == arn), None)
        name = str(doc["DBProxyName"]) if doc else name
    elif (account, region) == (ctx.account_id, ctx.region):
        doc = state.records.get(kind, account, region, name.lower())
    if doc is None:
        raise _MISSING[kind](name)
    return kind, name.lower(), doc


def add_tags_to_resource(
    state: RdsState, request: AddTagsToResourceRequest, ctx: RequestContext
) -> AddTagsToResourceResponse:
    kind, name, doc = _find(state, ctx, str(request["ResourceName"]))
    current = {t["Key"]: t["Value"] for t in doc.get("TagList") or []}
    current.update({t["Key"]: t["Value"] for t in requests.tags(list(request["Tags"]))})
    doc["TagList"] = requests.tags([{"Key": k, "Value": v} for k, v in current.items()])
    with state.store.transaction():
        state.records.put(kind, ctx.account_id, ctx.region, name, doc, float(doc["_created"]))
    return {}


def remove_tags_from_resource(
    state: RdsState, request: RemoveTagsFromResourceRequest, ctx: RequestContext
) -> RemoveTagsFromResourceResponse:
    kind, name, doc = _find(state, ctx, str(request["ResourceName"]))
    drop = set(request["TagKeys"])
    doc["TagList"] = [t for t in doc.get("TagList") or [] if t["Key"] not in drop]
    with state.store.transaction():
        state.records.put(kind, ctx.account_id, ctx.region, name, doc, float(doc["_created"]))
    return {}


def list_tags_for_resource(
    state: RdsState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    requests.filters(dict(request), ())
    _, _, doc = _find(state, ctx, str(request["ResourceName"]))
    return {"TagList": list(doc.get("TagList") or [])}
