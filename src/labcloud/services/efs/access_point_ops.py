"""CreateAccessPoint (ClientToken idempotency), DescribeAccessPoints, DeleteAccessPoint.

An access point names a POSIX user and a root directory; the directory is made with CreationInfo's owner
and permissions when a function first mounts it (``storage.access_point_root``), as EFS makes it on the
first NFS mount. A path with ``..`` or ``.`` components is refused (BadRequest)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.efs import errors
from labcloud.services.efs.events import publish
from labcloud.services.efs.file_system_ops import find as find_fs
from labcloud.services.efs.state import MAX_ACCESS_POINTS, EfsState
from labcloud.services.efs.tagging import checked
from labcloud.services.efs.views import access_point, arn, new_id

if TYPE_CHECKING:
    from labcloud.services.efs.api import (
        CreateAccessPointRequest,
        CreateAccessPointResponse,
        DeleteAccessPointRequest,
        DeleteAccessPointResponse,
        DescribeAccessPointsRequest,
        DescribeAccessPointsResponse,
    )


def find(state: EfsState, ctx: RequestContext, ap_id: str) -> dict[str, Any]:
    doc = state.records.get("ap", ctx.account_id, ctx.region, ap_id)
    if doc is None:
        raise errors.ap_not_found(ap_id)
    return doc


def _root(given: dict[str, Any] | None) -> dict[str, Any]:
    root = dict(given or {})
    path = str(root.get("Path") or "/")
    if not path.startswith("/") or len(path) > 100:
        raise errors.bad_request(
            f"Invalid RootDirectory Path '{path}': it must be absolute, at most 100 characters"
        )
    parts = [p for p in path.split("/") if p]
    if any(p in (".", "..") for p in parts) or len(parts) > 4:
        raise errors.bad_request(
            f"Invalid RootDirectory Path '{path}': at most 4 components, none of them '.' or '..'"
        )
    root["Path"] = "/" + "/".join(parts)
    info = root.get("CreationInfo")
    if info is not None:
        permissions = str(info.get("Permissions", ""))
        if not (3 <= len(permissions) <= 4 and all(c in "01234567" for c in permissions)):
            raise errors.bad_request(
                f"Invalid CreationInfo Permissions '{permissions}': an octal mode such as 755"
            )
    return root


def create_access_point(
    state: EfsState, request: CreateAccessPointRequest, ctx: RequestContext
) -> CreateAccessPointResponse:
    token = request["ClientToken"]
    fs = find_fs(state, ctx, request["FileSystemId"])
    fs_id = str(fs["FileSystemId"])
    existing = state.records.by_token("ap", ctx.account_id, ctx.region, token)
    if existing is not None:
        raise errors.ap_exists(str(existing["AccessPointId"]), token)
    if fs["LifeCycleState"] != "available":
        raise errors.bad_request(f"File system {fs_id} is {fs['LifeCycleState']}")
    if len(state.records.listed("ap", ctx.account_id, ctx.region, fs_id)) >= MAX_ACCESS_POINTS:
        raise errors.ap_limit(fs_id)
    root = _root(dict(request.get("RootDirectory") or {}))
    tags = checked({}, request.get("Tags") or [])
    ap_id = new_id("fsap")
    doc: dict[str, Any] = {
        "ClientToken": token,
        "AccessPointId": ap_id,
        "AccessPointArn": arn(ctx, "access-point", ap_id),
        "FileSystemId": fs_id,
        "RootDirectory": root,
        "OwnerId": ctx.account_id,
        "LifeCycleState": "available",
        "_tags": tags,
    }
    if request.get("PosixUser"):
        doc["PosixUser"] = dict(request["PosixUser"])
    with state.store.transaction():
        state.records.put_access_point(ctx.account_id, ctx.region, doc, clock.now())
        publish(state, "efs.access_point.created", ctx, ap_id, file_system=fs_id, path=root["Path"])
    return cast("CreateAccessPointResponse", access_point(doc))


def describe_access_points(
    state: EfsState, request: DescribeAccessPointsRequest, ctx: RequestContext
) -> DescribeAccessPointsResponse:
    fs_id = request.get("FileSystemId")
    ap_id = request.get("AccessPointId")
    if fs_id and ap_id:
        raise errors.bad_request("Specify either FileSystemId or AccessPointId, not both.")
    if ap_id:
        docs = [find(state, ctx, ap_id)]
    else:
        if fs_id:
            find_fs(state, ctx, fs_id)
        docs = state.records.listed("ap", ctx.account_id, ctx.region, fs_id)
    token = request.get("NextToken")
    if token and not token.isdigit():
        raise errors.bad_request(f"Invalid NextToken '{token}'")
    start = int(token) if token else 0
    most = int(request.get("MaxResults") or 100)
    out: dict[str, Any] = {"AccessPoints": [access_point(d) for d in docs[start : start + most]]}
    if start + most < len(docs):
        out["NextToken"] = str(start + most)
    return cast("DescribeAccessPointsResponse", out)


def delete_access_point(
    state: EfsState, request: DeleteAccessPointRequest, ctx: RequestContext
) -> DeleteAccessPointResponse:
    doc = find(state, ctx, request["AccessPointId"])
    with state.store.transaction():
        state.records.delete("ap", str(doc["AccessPointId"]))
        publish(
            state, "efs.access_point.deleted", ctx, str(doc["AccessPointId"]), file_system=doc["FileSystemId"]
        )
    return cast("DeleteAccessPointResponse", {})
