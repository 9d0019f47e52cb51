"""Object Lambda access point operations: Create/Get/List/DeleteAccessPointForObjectLambda, its
configuration (Get/Put), and Put/Get/DeleteAccessPointPolicyForObjectLambda with its policy status.

A configuration names a supporting access point (by ARN, in the caller's account and region) and for each
of GetObject, HeadObject, ListObjects and ListObjectsV2 at most one Lambda function (``AwsLambda``)."""

from __future__ import annotations

import datetime as dt
import re
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
        CreateAccessPointForObjectLambdaRequest,
        CreateAccessPointForObjectLambdaResponse,
        DeleteAccessPointForObjectLambdaRequest,
        DeleteAccessPointForObjectLambdaResponse,
        DeleteAccessPointPolicyForObjectLambdaRequest,
        DeleteAccessPointPolicyForObjectLambdaResponse,
        GetAccessPointConfigurationForObjectLambdaRequest,
        GetAccessPointConfigurationForObjectLambdaResponse,
        GetAccessPointForObjectLambdaRequest,
        GetAccessPointForObjectLambdaResponse,
        GetAccessPointPolicyForObjectLambdaRequest,
        GetAccessPointPolicyForObjectLambdaResponse,
        GetAccessPointPolicyStatusForObjectLambdaRequest,
        GetAccessPointPolicyStatusForObjectLambdaResponse,
        ListAccessPointsForObjectLambdaRequest,
        ListAccessPointsForObjectLambdaResponse,
        PutAccessPointConfigurationForObjectLambdaRequest,
        PutAccessPointConfigurationForObjectLambdaResponse,
        PutAccessPointPolicyForObjectLambdaRequest,
        PutAccessPointPolicyForObjectLambdaResponse,
    )

ACTIONS = frozenset({"GetObject", "HeadObject", "ListObjects", "ListObjectsV2"})
FEATURES = frozenset({"GetObject-Range", "GetObject-PartNumber", "HeadObject-Range", "HeadObject-PartNumber"})
_SUPPORTING = re.compile(r"^arn:aws[a-z-]*:s3:([a-z0-9-]+):(\d{12}):accesspoint/([a-z0-9-]+)$")
_FUNCTION = re.compile(
    r"^arn:aws[a-z-]*:lambda:([a-z0-9-]+):(\d{12}):function:[A-Za-z0-9_-]+(:[A-Za-z0-9$_-]+)?$"
)


def checked_configuration(
    state: S3ControlState, ctx: RequestContext, config: dict[str, Any]
) -> dict[str, Any]:
    found = _SUPPORTING.match(config.get("SupportingAccessPoint", ""))
    if found is None:
        raise errors.invalid_request("SupportingAccessPoint must be an access point ARN.")
    region, account, name = found.groups()
    if (region, account) != (ctx.region, ctx.account_id):
        raise errors.not_implemented("a supporting access point in another account or region")
    if rows.get(state.store, account, region, "ap", name) is None:
        raise errors.invalid_request("The supporting access point does not exist.")
    features = list(config.get("AllowedFeatures") or [])
    if any(f not in FEATURES for f in features):
        raise errors.invalid_request(f"AllowedFeatures must be among {', '.join(sorted(FEATURES))}.")
    seen: set[str] = set()
    transformations = []
    for one in config.get("TransformationConfigurations") or []:
        actions = list(one.get("Actions") or [])
        if not actions or any(a not in ACTIONS for a in actions):
            raise errors.invalid_request(f"Actions must be among {', '.join(sorted(ACTIONS))}.")
        if seen & set(actions):
            raise errors.invalid_request("Each action may have only one transformation configuration.")
        seen |= set(actions)
        function = ((one.get("ContentTransformation") or {}).get("AwsLambda") or {}).get("FunctionArn", "")
        if not _FUNCTION.match(function):
            raise errors.invalid_request(
                "ContentTransformation needs an AwsLambda FunctionArn (a function ARN)."
            )
        transformations.append(one)
    if not transformations:
        raise errors.invalid_request("TransformationConfigurations needs at least one configuration.")
    return {
        "SupportingAccessPoint": config["SupportingAccessPoint"],
        "CloudWatchMetricsEnabled": bool(config.get("CloudWatchMetricsEnabled", False)),
        "AllowedFeatures": features,
        "TransformationConfigurations": transformations,
    }


def _alias(point: Point) -> dict[str, str]:
    return {"Value": point.alias, "Status": "READY"}


def create_access_point_for_object_lambda(
    state: S3ControlState, request: CreateAccessPointForObjectLambdaRequest, ctx: RequestContext
) -> CreateAccessPointForObjectLambdaResponse:
    req = cast("dict[str, Any]", request)
    account = points.caller_account(ctx, req["AccountId"])
    name = req["Name"]
    points.check_name(name, "olap")
    with state.store.transaction():
        if rows.get(state.store, account, ctx.region, "olap", name) is not None:
            raise errors.already_owned()
        config = checked_configuration(state, ctx, req["Configuration"])
        point = Point(
            account,
            ctx.region,
            "olap",
            name,
            points.new_alias(state, name, "olap"),
            now(),
            None,
            {
                "Configuration": config,
                "PublicAccessBlockConfiguration": dict(points.DEFAULT_BLOCK),
            },
        )
        rows.insert(state.store, point)
        arn = points.point_arn(point)
        functions = sorted(
            {
                t["ContentTransformation"]["AwsLambda"]["FunctionArn"]
                for t in config["TransformationConfigurations"]
            }
        )
        emit(state, ctx, "s3control.object_lambda_access_point.created", arn, name=name, functions=functions)
    return cast(
        "CreateAccessPointForObjectLambdaResponse",
        {"ObjectLambdaAccessPointArn": arn, "Alias": _alias(point)},
    )


def get_access_point_for_object_lambda(
    state: S3ControlState, request: GetAccessPointForObjectLambdaRequest, ctx: RequestContext
) -> GetAccessPointForObjectLambdaResponse:
    req = cast("dict[str, Any]", request)
    points.caller_account(ctx, req["AccountId"])
    point = points.load(state, ctx, "olap", req["Name"])
    return cast(
        "GetAccessPointForObjectLambdaResponse",
        {
            "Name": point.name,
            "PublicAccessBlockConfiguration": point.doc["PublicAccessBlockConfiguration"],
            "CreationDate": dt.datetime.fromtimestamp(point.created, dt.timezone.utc),
            "Alias": _alias(point),
        },
    )


def list_access_points_for_object_lambda(
    state: S3ControlState, request: ListAccessPointsForObjectLambdaRequest, ctx: RequestContext
) -> ListAccessPointsForObjectLambdaResponse:
    req = cast("dict[str, Any]", request)
    account = points.caller_account(ctx, req["AccountId"])
    found = rows.of_account(state.store, account, ctx.region, "olap")
    answer = point_ops.listing(
        found,
        req,
        "ObjectLambdaAccessPointList",
        lambda p: {"Name": p.name, "ObjectLambdaAccessPointArn": points.point_arn(p), "Alias": _alias(p)},
    )
    return cast("ListAccessPointsForObjectLambdaResponse", answer)


def delete_access_point_for_object_lambda(
    state: S3ControlState, request: DeleteAccessPointForObjectLambdaRequest, ctx: RequestContext
) -> DeleteAccessPointForObjectLambdaResponse:
    req = cast("dict[str, Any]", request)
    answer = point_ops.delete_point(state, req, ctx, "olap", "s3control.object_lambda_access_point.deleted")
    return cast("DeleteAccessPointForObjectLambdaResponse", answer)


def get_access_point_configuration_for_object_lambda(
    state: S3ControlState, request: GetAccessPointConfigurationForObjectLambdaRequest, ctx: RequestContext
) -> GetAccessPointConfigurationForObjectLambdaResponse:
    req = cast("dict[str, Any]", request)
    points.caller_account(ctx, req["AccountId"])
    return cast(
        "GetAccessPointConfigurationForObjectLambdaResponse",
        {"Configuration": points.load(state, ctx, "olap", req["Name"]).doc["Configuration"]},
    )


def put_access_point_configuration_for_object_lambda(
    state: S3ControlState, request: PutAccessPointConfigurationForObjectLambdaRequest, ctx: RequestContext
) -> PutAccessPointConfigurationForObjectLambdaResponse:
    req = cast("dict[str, Any]", request)
    points.caller_account(ctx, req["AccountId"])
    with state.store.transaction():
        point = points.load(state, ctx, "olap", req["Name"])
        config = checked_configuration(state, ctx, req["Configuration"])
        rows.set_doc(state.store, point, {**point.doc, "Configuration": config})
        emit(
            state,
            ctx,
            "s3control.object_lambda_access_point.configured",
            points.point_arn(point),
            name=point.name,
        )
    return cast("PutAccessPointConfigurationForObjectLambdaResponse", {})


def put_access_point_policy_for_object_lambda(
    state: S3ControlState, request: PutAccessPointPolicyForObjectLambdaRequest, ctx: RequestContext
) -> PutAccessPointPolicyForObjectLambdaResponse:
    req = cast("dict[str, Any]", request)
    return cast(
        "PutAccessPointPolicyForObjectLambdaResponse",
        point_ops.put_policy(state, req, ctx, "olap", "PutAccessPointPolicyForObjectLambda"),
    )


def get_access_point_policy_for_object_lambda(
    state: S3ControlState, request: GetAccessPointPolicyForObjectLambdaRequest, ctx: RequestContext
) -> GetAccessPointPolicyForObjectLambdaResponse:
    req = cast("dict[str, Any]", request)
    return cast("GetAccessPointPolicyForObjectLambdaResponse", point_ops.get_policy(state, req, ctx, "olap"))


def delete_access_point_policy_for_object_lambda(
    state: S3ControlState, request: DeleteAccessPointPolicyForObjectLambdaRequest, ctx: RequestContext
) -> DeleteAccessPointPolicyForObjectLambdaResponse:
    req = cast("dict[str, Any]", request)
    return cast(
        "DeleteAccessPointPolicyForObjectLambdaResponse", point_ops.delete_policy(state, req, ctx, "olap")
    )


def get_access_point_policy_status_for_object_lambda(
    state: S3ControlState, request: GetAccessPointPolicyStatusForObjectLambdaRequest, ctx: RequestContext
) -> GetAccessPointPolicyStatusForObjectLambdaResponse:
    req = cast("dict[str, Any]", request)
    return cast(
        "GetAccessPointPolicyStatusForObjectLambdaResponse", point_ops.policy_status(state, req, ctx, "olap")
    )
