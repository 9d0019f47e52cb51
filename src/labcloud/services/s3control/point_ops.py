"""What both kinds of point (access points, ``ap``, and Object Lambda access points, ``olap``) answer alike:
the ListAccessPoints* pages by name (NextToken/MaxResults), deleting a point, and the point's resource policy
(put, get, delete, status). :mod:`.ap_ops` and :mod:`.olap_ops` name the kind and type the answer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.s3control import errors, points
from labcloud.services.s3control.events import emit
from labcloud.services.s3control.repo import points as rows
from labcloud.services.s3control.repo.points import Point
from labcloud.services.s3control.state import S3ControlState

#: ListAccessPoints and ListAccessPointsForObjectLambda answer at most 1000 a page.
PAGE = 1000


def _page_size(value: Any) -> int:
    """MaxResults as a page size (at most :data:`PAGE`; below 1 refused)."""
    if value is None:
        return PAGE
    if int(value) < 1:
        raise errors.invalid_request("MaxResults must be at least 1")
    return min(int(value), PAGE)


def _page(items: list[Point], token: str | None, size: int) -> tuple[list[Point], str | None]:
    """A page of ``items`` from the point named ``token``; the next token (the next point's name) when more
    follow."""
    start = 0
    if token:
        names = [p.name for p in items]
        if token not in names:
            raise errors.invalid_request("The continuation token provided is incorrect")
        start = names.index(token)
    chosen = items[start : start + size]
    rest = items[start + size : start + size + 1]
    return chosen, rest[0].name if rest else None


def listing(
    items: list[Point], request: dict[str, Any], member: str, shape: Callable[[Point], dict[str, Any]]
) -> dict[str, Any]:
    """The page of ``items`` a List request's NextToken and MaxResults ask for, as ``{member: [shape(point)
    ...], NextToken}`` (NextToken only when more follow)."""
    chosen, token = _page(items, request.get("NextToken"), _page_size(request.get("MaxResults")))
    answer: dict[str, Any] = {member: [shape(point) for point in chosen]}
    if token:
        answer["NextToken"] = token
    return answer


def delete_point(
    state: S3ControlState, request: dict[str, Any], ctx: RequestContext, kind: str, event: str
) -> dict[str, Any]:
    """Delete the caller's point of ``kind`` named in the request, publishing ``event``."""
    points.caller_account(ctx, request["AccountId"])
    with state.store.transaction():
        point = points.load(state, ctx, kind, request["Name"])
        rows.delete(state.store, point)
        emit(state, ctx, event, points.point_arn(point), name=point.name)
    return {}


def _policy(state: S3ControlState, request: dict[str, Any], ctx: RequestContext, kind: str) -> str:
    """The policy of the caller's point of ``kind`` named in the request (NoSuchAccessPointPolicy: none)."""
    points.caller_account(ctx, request["AccountId"])
    point = points.load(state, ctx, kind, request["Name"])
    if not point.policy:
        raise errors.no_such_policy()
    return point.policy


def put_policy(
    state: S3ControlState, request: dict[str, Any], ctx: RequestContext, kind: str, operation: str
) -> dict[str, Any]:
    points.caller_account(ctx, request["AccountId"])
    text = request.get("Policy") or ""
    with state.store.transaction():
        point = points.load(state, ctx, kind, request["Name"])
        points.check_policy(state, ctx, point, text, operation)
        rows.set_policy(state.store, point, text)
        emit(state, ctx, "s3control.access_point.policy_put", points.point_arn(point), name=point.name)
    return {}


def get_policy(
    state: S3ControlState, request: dict[str, Any], ctx: RequestContext, kind: str
) -> dict[str, Any]:
    return {"Policy": _policy(state, request, ctx, kind)}


def delete_policy(
    state: S3ControlState, request: dict[str, Any], ctx: RequestContext, kind: str
) -> dict[str, Any]:
    points.caller_account(ctx, request["AccountId"])
    with state.store.transaction():
        point = points.load(state, ctx, kind, request["Name"])
        rows.set_policy(state.store, point, None)
        emit(state, ctx, "s3control.access_point.policy_deleted", points.point_arn(point), name=point.name)
    return {}


def policy_status(
    state: S3ControlState, request: dict[str, Any], ctx: RequestContext, kind: str
) -> dict[str, Any]:
    return {"PolicyStatus": {"IsPublic": points.is_public(_policy(state, request, ctx, kind))}}
