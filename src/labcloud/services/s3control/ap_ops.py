"""Access point operations: Create/Get/List/DeleteAccessPoint, Put/Get/DeleteAccessPointPolicy,
GetAccessPointPolicyStatus (records and checks in :mod:`.points`, what both kinds of point do alike
in :mod:`.point_ops`)."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any, cast

from labcloud.clock import now
from labcloud.context import RequestContext
from labcloud.services.s3control import errors, point_ops, points
from labcloud.services.s3control.events import emit
from labcloud.services.s3control.repo import points as rows
from labcloud.services.s3control.repo.points import Point
from labcloud.services.s3control.state import S3ControlState

if TYPE_CHECKING:
    from labcloud.services.s3control.api import (
        CreateAccessPointRequest,
        CreateAccessPointResponse,
        DeleteAccessPointPolicyRequest,
        DeleteAccessPointPolicyResponse,
        DeleteAccessPointRequest,
        DeleteAccessPointResponse,
        GetAccessPointPolicyRequest,
        GetAccessPointPolicyResponse,
        GetAccessPointPolicyStatusRequest,
        GetAccessPointPolicyStatusResponse,
        GetAccessPointRequest,
        GetAccessPointResponse,
        ListAccessPointsRequest,
        ListAccessPointsResponse,
        PutAccessPointPolicyRequest,
        PutAccessPointPolicyResponse,
    )


def create_access_point(
    state: S3ControlState, request: CreateAccessPointRequest, ctx: RequestContext
) -> CreateAccessPointResponse:
    req = cast("dict[str, Any]", request)
    account = points.caller_account(ctx, req["AccountId"])
    name, bucket = req["Name"], req["Bucket"]
    for member in ("Scope", "Tags", "DataSourceId", "DataSourceType"):
        if req.get(member):
            raise errors.not_implemented(f"{member} on access points")
    if req.get("BucketAccountId") not in (None, account):
        raise errors.not_implemented("access points to another account's bucket (BucketAccountId)")
    points.check_name(name, "ap")
    vpc = req.get("VpcConfiguration")
    with state.store.transaction():
        if rows.get(state.store, account, ctx.region, "ap", name) is not None:
            raise errors.already_owned()
        if not points.bucket_exists(state, bucket):
            raise errors.no_such_bucket(bucket)
        alias = points.new_alias(state, name, "ap")
        doc: dict[str, Any] = {
            "Bucket": bucket,
            "NetworkOrigin": "VPC" if vpc else "Internet",
            "PublicAccessBlockConfiguration": (
                points.block_of(req["PublicAccessBlockConfiguration"])
                if req.get("PublicAccessBlockConfiguration") is not None
                else dict(points.DEFAULT_BLOCK)
            ),
            "BucketAccountId": account,
        }
        if vpc:
            doc["VpcConfiguration"] = {"VpcId": vpc["VpcId"]}
        point = Point(account, ctx.region, "ap", name, alias, now(), None, doc)
        rows.insert(state.store, point)
        arn = points.point_arn(point)
        emit(state, ctx, "s3control.access_point.created", arn, name=name, bucket=bucket, alias=alias)
    return cast("CreateAccessPointResponse", {"AccessPointArn": arn, "Alias": alias})


def _described(point: Point) -> dict[str, Any]:
    doc = point.doc
    answer: dict[str, Any] = {
        "Name": point.name,
        "Bucket": doc["Bucket"],
        "NetworkOrigin": doc["NetworkOrigin"],
        "PublicAccessBlockConfiguration": doc["PublicAccessBlockConfiguration"],
        "CreationDate": dt.datetime.fromtimestamp(point.created, dt.timezone.utc),
        "Alias": point.alias,
        "AccessPointArn": points.point_arn(point),
        "BucketAccountId": doc["BucketAccountId"],
    }
    if doc.get("VpcConfiguration"):
        answer["VpcConfiguration"] = doc["VpcConfiguration"]
    return answer


def get_access_point(
    state: S3ControlState, request: GetAccessPointRequest, ctx: RequestContext
) -> GetAccessPointResponse:
    req = cast("dict[str, Any]", request)
    points.caller_account(ctx, req["AccountId"])
    return cast("GetAccessPointResponse", _described(points.load(state, ctx, "ap", req["Name"])))


def _listed(point: Point) -> dict[str, Any]:
    """An access point as ListAccessPoints answers it: described, without its block and creation date."""
    one = _described(point)
    return {k: one[k] for k in one if k not in ("PublicAccessBlockConfiguration", "CreationDate")}


def list_access_points(
    state: S3ControlState, request: ListAccessPointsRequest, ctx: RequestContext
) -> ListAccessPointsResponse:
    req = cast("dict[str, Any]", request)
    account = points.caller_account(ctx, req["AccountId"])
    if req.get("DataSourceId") or req.get("DataSourceType"):
        raise errors.not_implemented("ListAccessPoints by data source")
    found = rows.of_account(state.store, account, ctx.region, "ap")
    if req.get("Bucket"):
        found = [p for p in found if p.doc["Bucket"] == req["Bucket"]]
    answer = point_ops.listing(found, req, "AccessPointList", _listed)
    return cast("ListAccessPointsResponse", answer)


def delete_access_point(
    state: S3ControlState, request: DeleteAccessPointRequest, ctx: RequestContext
) -> DeleteAccessPointResponse:
    req = cast("dict[str, Any]", request)
    answer = point_ops.delete_point(state, req, ctx, "ap", "s3control.access_point.deleted")
    return cast("DeleteAccessPointResponse", answer)


def put_access_point_policy(
    state: S3ControlState, request: PutAccessPointPolicyRequest, ctx: RequestContext
) -> PutAccessPointPolicyResponse:
    req = cast("dict[str, Any]", request)
    return cast(
        "PutAccessPointPolicyResponse", point_ops.put_policy(state, req, ctx, "ap", "PutAccessPointPolicy")
    )


def get_access_point_policy(
    state: S3ControlState, request: GetAccessPointPolicyRequest, ctx: RequestContext
) -> GetAccessPointPolicyResponse:
    req = cast("dict[str, Any]", request)
    return cast("GetAccessPointPolicyResponse", point_ops.get_policy(state, req, ctx, "ap"))


def delete_access_point_policy(
    state: S3ControlState, request: DeleteAccessPointPolicyRequest, ctx: RequestContext
) -> DeleteAccessPointPolicyResponse:
    req = cast("dict[str, Any]", request)
    return cast("DeleteAccessPointPolicyResponse", point_ops.delete_policy(state, req, ctx, "ap"))


def get_access_point_policy_status(
    state: S3ControlState, request: GetAccessPointPolicyStatusRequest, ctx: RequestContext
) -> GetAccessPointPolicyStatusResponse:
    req = cast("dict[str, Any]", request)
    return cast("GetAccessPointPolicyStatusResponse", point_ops.policy_status(state, req, ctx, "ap"))
