"""Requests through an access point: an S3 request whose bucket is an access point's alias
(``<name>-<random>-s3alias``), its ARN, or ``<name>-<account>`` (the Host botocore builds from an access
point ARN) reaches the access point's bucket, as on AWS.

An authorizer of S3's calls (run after IAM's): the access point's policy and the bucket's policy both apply
to the request (an explicit deny in either refuses it; another account needs the access point's allow), with
the access point's condition keys (``s3:DataAccessPointArn``, ``s3:DataAccessPointAccount``,
``s3:AccessPointNetworkOrigin``) in the context, then the request's ``Bucket`` becomes the bucket's name.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.action_map import requests_for
from labcloud.services.iam.policy import parse_resource_policy, resource_decision
from labcloud.services.s3control import errors
from labcloud.services.s3control.point_names import host_name, looks_like_point
from labcloud.services.s3control.points import point_arn
from labcloud.services.s3control.repo import points as rows
from labcloud.services.s3control.repo.points import Point
from labcloud.services.s3control.state import S3ControlState

_ARN = re.compile(r"^arn:aws[a-z-]*:(s3|s3-object-lambda):([a-z0-9-]+):(\d{12}):accesspoint[/:]([a-z0-9-]+)$")


def find(state: S3ControlState, ctx: RequestContext, bucket: str) -> Point | None:
    """The access point ``bucket`` names, or None (then it is a bucket's name)."""
    if bucket.endswith(("-s3alias", "--ol-s3")):
        return rows.by_alias(state.store, bucket)
    found = _ARN.match(bucket)
    if found is not None:
        service, region, account, name = found.groups()
        return rows.get(state.store, account, region, "ap" if service == "s3" else "olap", name)
    named = host_name(bucket)
    if named is not None:
        name, account = named.groups()
        return rows.get(state.store, account, ctx.region, "ap", name) or rows.get(
            state.store, account, ctx.region, "olap", name
        )
    return None


def _denied(ctx: RequestContext, action: str, resource: str) -> AwsError:
    return errors.access_denied(
        f'User: {ctx.principal.arn} is not authorized to perform: {action} on resource: "{resource}"'
    )


def check(state: S3ControlState, ctx: RequestContext, params: dict[str, Any], point: Point) -> None:
    """The access point's policy and its bucket's, for each (action, resource) the request needs."""
    named = str(params["Bucket"])
    bucket = point.doc.get("Bucket")  # None for an Object Lambda point: its function reads the supporting one
    arn = point_arn(point)
    principal = ctx.principal.arn
    cross_account = point.account_id != ctx.account_id
    own = parse_resource_policy(json.loads(point.policy), name=f"policy of {arn}") if point.policy else None
    context: dict[str, object] = {
        "s3:DataAccessPointArn": arn,
        "s3:DataAccessPointAccount": point.account_id,
        "s3:AccessPointNetworkOrigin": point.doc.get("NetworkOrigin", "Internet"),
        "aws:PrincipalAccount": ctx.account_id,
    }
    prefix = f"arn:aws:s3:::{named}"
    for action, resource in requests_for(ctx, params):
        if not resource.startswith(prefix):
            continue
        rest = resource[len(prefix) :]
        through = arn + ("/object" + rest if rest else "")
        if point.kind == "olap":
            action = "s3-object-lambda:" + action.split(":", 1)[1]
        decision = resource_decision(own, principal, action, through, context) if own is not None else None
        if decision is not None and decision.kind == "explicit_deny":
            raise _denied(ctx, action, through)
        if cross_account and (decision is None or not decision.allowed):
            raise _denied(ctx, action, through)
        if bucket is None:
            continue
        target = f"arn:aws:s3:::{bucket}{rest}"
        attached = state.policies.find(target)
        if attached is not None:
            on_bucket = resource_decision(attached.policy, principal, action, target, context)
            if on_bucket.kind == "explicit_deny":
                raise _denied(ctx, action, target)


def authorizer(state: S3ControlState) -> Callable[[RequestContext, dict[str, Any]], None]:
    def authorize(ctx: RequestContext, params: dict[str, Any]) -> None:
        if ctx.service != "s3":
            return
        bucket = params.get("Bucket")
        if not isinstance(bucket, str) or not looks_like_point(bucket):
            return
        point = find(state, ctx, bucket)
        if point is None:
            return
        if point.kind == "olap":
            if ctx.operation != "GetObject":
                raise errors.not_implemented(f"s3:{ctx.operation} through an Object Lambda access point")
            check(state, ctx, params, point)
            return  # answered by the Object Lambda step (:mod:`.object_lambda`)
        check(state, ctx, params, point)
        params["Bucket"] = point.doc["Bucket"]

    return authorize
