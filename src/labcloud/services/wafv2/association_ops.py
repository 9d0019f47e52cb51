"""AssociateWebACL, DisassociateWebACL, GetWebACLForResource and ListResourcesForWebACL for the resources
labcloud's WAF filters: REST API stages (``arn:aws:apigateway:<region>::/restapis/<id>/stages/<stage>``),
application load balancers and AppSync GraphQL APIs, checked with their services through the pipeline. Other
load balancers, Cognito user pools and the rest are refused by name (docs/wafv2.md); CloudFront distributions take a web ACL through their own
``WebACLId``, as AWS."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.wafv2 import errors
from labcloud.services.wafv2.entities import public
from labcloud.services.wafv2.events import publish
from labcloud.services.wafv2.state import WafState

if TYPE_CHECKING:
    from labcloud.services.wafv2.api import (
        AssociateWebACLRequest,
        AssociateWebACLResponse,
        DisassociateWebACLRequest,
        DisassociateWebACLResponse,
        GetWebACLForResourceRequest,
        GetWebACLForResourceResponse,
        ListResourcesForWebACLRequest,
        ListResourcesForWebACLResponse,
    )

_STAGE = re.compile(r"arn:aws:apigateway:([a-z0-9-]+)::/restapis/([^/]+)/stages/([^/]+)")
#: ARN service (and resource prefix) → the name AWS gives the resource type, for refusals.
_ALB = re.compile(r"arn:aws:elasticloadbalancing:([a-z0-9-]+):(\d{12}):loadbalancer/app/[^/]+/[0-9a-f]+")
_APPSYNC = re.compile(r"arn:aws:appsync:([a-z0-9-]+):(\d{12}):apis/([A-Za-z0-9]+)")
_REFUSED = (
    ("arn:aws:cognito-idp:", "COGNITO_USER_POOL"),
    ("arn:aws:apprunner:", "APP_RUNNER_SERVICE"),
    ("arn:aws:ec2:", "VERIFIED_ACCESS_INSTANCE"),
    ("arn:aws:amplify:", "AMPLIFY"),
)


async def _exists(
    state: WafState,
    ctx: RequestContext,
    service: str,
    operation: str,
    params: dict[str, object],
    missing: str,
) -> None:
    try:
        await state.services.call(service, operation, params, account_id=ctx.account_id, region=ctx.region)
    except AwsError as exc:
        if exc.code == missing:
            raise errors.nonexistent() from None
        raise


async def _checked_resource(state: WafState, ctx: RequestContext, arn: str) -> None:
    """The resource must be a REST API stage, an application load balancer or an AppSync API (GraphQL or
    Events) of the caller's region that exists."""
    if arn.startswith("arn:aws:cloudfront:"):
        raise errors.invalid(
            "RESOURCE_ARN",
            arn,
            "A CloudFront distribution takes a web ACL through its distribution config's WebACLId",
        )
    graphql = _APPSYNC.fullmatch(arn)
    if graphql is not None:
        if graphql.group(1) != ctx.region:
            raise errors.nonexistent()
        try:
            await _exists(
                state, ctx, "appsync", "GetGraphqlApi", {"apiId": graphql.group(3)}, "NotFoundException"
            )
        except AwsError as exc:  # not a GraphQL API: an AppSync Events API then, or nothing
            if exc.code != errors.nonexistent().code:
                raise
            await _exists(state, ctx, "appsync", "GetApi", {"apiId": graphql.group(3)}, "NotFoundException")
        return
    alb = _ALB.fullmatch(arn)
    if alb is not None:
        if alb.group(1) != ctx.region:
            raise errors.nonexistent()
        try:
            await state.services.call(
                "elbv2",
                "DescribeLoadBalancers",
                {"LoadBalancerArns": [arn]},
                account_id=ctx.account_id,
                region=ctx.region,
            )
        except AwsError as exc:
            if exc.code == "LoadBalancerNotFound":
                raise errors.nonexistent() from None
            raise
        return
    if arn.startswith("arn:aws:elasticloadbalancing:"):
        raise errors.invalid("RESOURCE_ARN", arn, "AWS WAF protects application load balancers only")
    for prefix, kind in _REFUSED:
        if arn.startswith(prefix):
            raise errors.invalid("RESOURCE_TYPE", kind, f"labcloud's WAF does not filter {kind} resources")
    match = _STAGE.fullmatch(arn)
    if match is None:
        raise errors.invalid("RESOURCE_ARN", arn, "Not the ARN of a resource AWS WAF can protect")
    region, api_id, stage = match.groups()
    if region != ctx.region:
        raise errors.nonexistent()
    try:
        await state.services.call(
            "apigateway",
            "GetStage",
            {"restApiId": api_id, "stageName": stage},
            account_id=ctx.account_id,
            region=ctx.region,
        )
    except AwsError as exc:
        if exc.code == "NotFoundException":
            raise errors.nonexistent() from None
        raise


def _web_acl(state: WafState, ctx: RequestContext, arn: str) -> str:
    found = state.records.by_arn(arn)
    if found is None or found.kind != "webacl" or f":{ctx.account_id}:" not in arn:
        raise errors.nonexistent()
    if found.scope != "REGIONAL":
        raise errors.invalid("RESOURCE_ARN", arn, "Only a REGIONAL web ACL protects a regional resource")
    return found.arn


async def associate_web_acl(
    state: WafState, request: AssociateWebACLRequest, ctx: RequestContext
) -> AssociateWebACLResponse:
    acl_arn = _web_acl(state, ctx, request["WebACLArn"])
    resource = request["ResourceArn"]
    await _checked_resource(state, ctx, resource)
    with state.store.transaction():
        state.records.associate(resource, acl_arn, ctx.account_id, ctx.region)
        publish(
            state, "wafv2.association.created", ctx.account_id, ctx.region, acl_arn, resource_arn=resource
        )
    return cast("AssociateWebACLResponse", {})


async def disassociate_web_acl(
    state: WafState, request: DisassociateWebACLRequest, ctx: RequestContext
) -> DisassociateWebACLResponse:
    resource = request["ResourceArn"]
    await _checked_resource(state, ctx, resource)
    acl_arn = state.records.associated(resource)
    if acl_arn is not None:  # AWS answers 200 for a resource with no web ACL
        with state.store.transaction():
            state.records.disassociate(resource)
            publish(
                state, "wafv2.association.deleted", ctx.account_id, ctx.region, acl_arn, resource_arn=resource
            )
    return cast("DisassociateWebACLResponse", {})


async def get_web_acl_for_resource(
    state: WafState, request: GetWebACLForResourceRequest, ctx: RequestContext
) -> GetWebACLForResourceResponse:
    resource = request["ResourceArn"]
    await _checked_resource(state, ctx, resource)
    acl_arn = state.records.associated(resource)
    found = state.records.by_arn(acl_arn) if acl_arn else None
    if found is None:
        return cast("GetWebACLForResourceResponse", {})
    return cast("GetWebACLForResourceResponse", {"WebACL": public(found)})


def list_resources_for_web_acl(
    state: WafState, request: ListResourcesForWebACLRequest, ctx: RequestContext
) -> ListResourcesForWebACLResponse:
    acl_arn = _web_acl(state, ctx, request["WebACLArn"])
    kind = request.get("ResourceType") or "APPLICATION_LOAD_BALANCER"
    if kind not in (
        "API_GATEWAY",
        "APPLICATION_LOAD_BALANCER",
        "APPSYNC",
        "COGNITO_USER_POOL",
        "APP_RUNNER_SERVICE",
        "VERIFIED_ACCESS_INSTANCE",
        "AMPLIFY",
    ):
        raise errors.invalid("RESOURCE_TYPE", kind, "Invalid ResourceType")
    prefix = {
        "API_GATEWAY": "arn:aws:apigateway:",
        "APPLICATION_LOAD_BALANCER": "arn:aws:elasticloadbalancing:",
        "APPSYNC": "arn:aws:appsync:",
    }
    arns = [a for a in state.records.resources_of(acl_arn) if kind in prefix and a.startswith(prefix[kind])]
    return cast("ListResourcesForWebACLResponse", {"ResourceArns": arns})
