"""Target groups: Create/Describe/DeleteTargetGroup (ResourceInUse while a listener or rule forwards to
it), Modify/DescribeTargetGroupAttributes (``lambda.multi_value_headers.enabled`` and the instance/ip
keys), ModifyTargetGroup's health check fields. Targets are in ``target_ops.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.elbv2 import arns, attributes, errors, lookup, publish, tagging, views
from labcloud.services.elbv2.lb_ops import check_name, paged
from labcloud.services.elbv2.repo.resources import TARGET_GROUP, Resource
from labcloud.services.elbv2.state import Elbv2State

if TYPE_CHECKING:
    from labcloud.services.elbv2.api import (
        CreateTargetGroupRequest,
        CreateTargetGroupResponse,
        DeleteTargetGroupRequest,
        DeleteTargetGroupResponse,
        DescribeTargetGroupAttributesRequest,
        DescribeTargetGroupAttributesResponse,
        DescribeTargetGroupsRequest,
        DescribeTargetGroupsResponse,
        ModifyTargetGroupAttributesRequest,
        ModifyTargetGroupAttributesResponse,
        ModifyTargetGroupRequest,
        ModifyTargetGroupResponse,
    )

MAX_TARGET_GROUPS = 3000
PROTOCOLS = ("HTTP", "HTTPS", "TCP", "TLS", "UDP", "TCP_UDP")
_HEALTH_MEMBERS = (
    "HealthCheckProtocol",
    "HealthCheckPort",
    "HealthCheckEnabled",
    "HealthCheckPath",
    "HealthCheckIntervalSeconds",
    "HealthCheckTimeoutSeconds",
    "HealthyThresholdCount",
    "UnhealthyThresholdCount",
    "Matcher",
)


def _health(kind: str, protocol: str | None, given: dict[str, Any]) -> dict[str, Any]:
    """The health check fields with AWS's defaults for the target type and protocol."""
    if kind == "alb":
        # an ALB target is checked over HTTP(S) whatever the group's TCP protocol (AWS's defaults)
        if given.get("HealthCheckProtocol", "HTTP") not in ("HTTP", "HTTPS"):
            raise errors.validation(
                "Health check protocol must be 'HTTP' or 'HTTPS' for target groups with target type 'alb'"
            )
        doc: dict[str, Any] = {
            "HealthCheckProtocol": "HTTP",
            "HealthCheckPort": "traffic-port",
            "HealthCheckEnabled": True,
            "HealthCheckIntervalSeconds": 30,
            "HealthCheckTimeoutSeconds": 6,
            "HealthyThresholdCount": 5,
            "UnhealthyThresholdCount": 2,
            "HealthCheckPath": "/",
            "Matcher": {"HttpCode": "200-399"},
        }
    elif kind == "lambda":
        doc = {
            "HealthCheckEnabled": False,
            "HealthCheckIntervalSeconds": 35,
            "HealthCheckTimeoutSeconds": 30,
            "HealthyThresholdCount": 5,
            "UnhealthyThresholdCount": 2,
            "HealthCheckPath": "/",
            "Matcher": {"HttpCode": "200"},
        }
    elif protocol in ("HTTP", "HTTPS"):
        doc = {
            "HealthCheckProtocol": protocol,
            "HealthCheckPort": "traffic-port",
            "HealthCheckEnabled": True,
            "HealthCheckIntervalSeconds": 30,
            "HealthCheckTimeoutSeconds": 5,
            "HealthyThresholdCount": 5,
            "UnhealthyThresholdCount": 2,
            "HealthCheckPath": "/",
            "Matcher": {"HttpCode": "200"},
        }
    else:
        doc = {
            "HealthCheckProtocol": "TCP",
            "HealthCheckPort": "traffic-port",
            "HealthCheckEnabled": True,
            "HealthCheckIntervalSeconds": 30,
            "HealthCheckTimeoutSeconds": 10,
            "HealthyThresholdCount": 5,
            "UnhealthyThresholdCount": 2,
        }
    for member in _HEALTH_MEMBERS:
        if member in given:
            doc[member] = given[member]
    if kind == "lambda" and "HealthCheckEnabled" in given and "HealthCheckIntervalSeconds" not in given:
        doc["HealthCheckIntervalSeconds"] = 35
    _check_health(doc)
    return doc


def _check_health(doc: dict[str, Any]) -> None:
    interval = int(doc.get("HealthCheckIntervalSeconds", 30))
    timeout = int(doc.get("HealthCheckTimeoutSeconds", 5))
    if not 5 <= interval <= 300:
        raise errors.validation("Health check interval must be between 5 and 300 seconds")
    if not 2 <= timeout <= 120:
        raise errors.validation("Health check timeout must be between 2 and 120 seconds")
    if timeout >= interval:
        raise errors.validation("Health check timeout must be smaller than the interval")
    for member in ("HealthyThresholdCount", "UnhealthyThresholdCount"):
        if member in doc and not 2 <= int(doc[member]) <= 10:
            raise errors.validation(f"{member} must be between 2 and 10")
    path = doc.get("HealthCheckPath")
    if path is not None and not str(path).startswith("/"):
        raise errors.validation("Health check path must begin with a '/' character")
    if "GrpcCode" in (doc.get("Matcher") or {}):
        raise errors.unsupported("Matcher.GrpcCode (gRPC target groups)")


async def create_target_group(
    state: Elbv2State, request: CreateTargetGroupRequest, ctx: RequestContext
) -> CreateTargetGroupResponse:
    name = request["Name"]
    check_name(name, "target group")
    kind = request.get("TargetType", "instance")
    if kind not in ("lambda", "ip", "instance", "alb"):
        raise errors.validation(f"Target type '{kind}' must be one of 'instance, ip, lambda, alb'")
    if "TargetControlPort" in request:
        raise errors.unsupported("TargetControlPort")
    # HTTP1 is what labcloud serves an HTTP(S) group with (and what Terraform sends by default)
    version = request.get("ProtocolVersion") or None  # Terraform sends an empty one for "not set"
    if version not in (None, "HTTP1") or (version and request.get("Protocol") not in ("HTTP", "HTTPS")):
        raise errors.unsupported(f"ProtocolVersion '{request.get('ProtocolVersion')}'")
    if request.get("IpAddressType", "ipv4") != "ipv4":
        raise errors.unsupported(f"IpAddressType '{request.get('IpAddressType')}'")
    protocol = request.get("Protocol")
    doc: dict[str, Any] = {"TargetGroupName": name, "TargetType": kind}
    if kind == "lambda":
        for member in ("Protocol", "Port", "VpcId"):
            if member in request:
                raise errors.validation(
                    f"{member} cannot be specified for target groups with target type 'lambda'"
                )
    else:
        for member in ("Protocol", "Port", "VpcId"):
            if member not in request:
                raise errors.validation(
                    f"A {member.lower()} must be specified for target groups with target type '{kind}'"
                )
        if protocol not in PROTOCOLS:
            raise errors.validation(f"Protocol '{protocol}' is not valid")
        if kind == "alb" and protocol != "TCP":
            raise errors.validation(
                f"Protocol '{protocol}' is not supported for target groups with target type 'alb' (TCP only)"
            )
        if not 1 <= int(request["Port"]) <= 65535:
            raise errors.validation("Port must be between 1 and 65535")
        vpc = request["VpcId"]
        try:
            await state.services.call(
                "ec2", "DescribeVpcs", {"VpcIds": [vpc]}, account_id=ctx.account_id, region=ctx.region
            )
        except AwsError:
            raise errors.validation(f"The VPC ID '{vpc}' is not found") from None
        doc.update(
            {"Protocol": protocol, "Port": int(request["Port"]), "VpcId": vpc, "IpAddressType": "ipv4"}
        )
        if protocol in ("HTTP", "HTTPS"):
            doc["ProtocolVersion"] = "HTTP1"
    doc.update(_health(kind, protocol, dict(request)))
    tags = tagging.checked(request.get("Tags"))
    # no await below: the checks and the write are one step
    existing = state.resources.named(ctx.account_id, ctx.region, TARGET_GROUP, name)
    if existing is not None:
        if _same(existing.doc, doc):
            return {
                "TargetGroups": [views.target_group(state, existing)]
            }  # AWS: idempotent with equal settings
        raise errors.duplicate_target_group(name)
    if state.resources.count(ctx.account_id, ctx.region, TARGET_GROUP) >= MAX_TARGET_GROUPS:
        raise errors.too_many("TargetGroups", f"A region can have at most {MAX_TARGET_GROUPS} target groups")
    arn = arns.target_group(ctx.region, ctx.account_id, name)
    doc = {"TargetGroupArn": arn, **doc}
    defaults = attributes.LAMBDA_TARGETS if kind == "lambda" else attributes.NETWORK_TARGETS
    resource = Resource(
        arn, ctx.account_id, ctx.region, TARGET_GROUP, name, "", "", doc, dict(defaults), tags, clock.now()
    )
    with state.store.transaction():
        state.resources.insert(resource)
        publish.emit(
            state, ctx.account_id, ctx.region, "elbv2.target_group.created", arn, name=name, target_type=kind
        )
    return {"TargetGroups": [views.target_group(state, resource)]}


def _same(old: dict[str, Any], new: dict[str, Any]) -> bool:
    return all(old.get(key) == value for key, value in new.items())


def describe_target_groups(
    state: Elbv2State, request: DescribeTargetGroupsRequest, ctx: RequestContext
) -> DescribeTargetGroupsResponse:
    every = state.resources.of_kind(ctx.account_id, ctx.region, TARGET_GROUP)
    chosen: list[Resource]
    if request.get("TargetGroupArns"):
        chosen = [lookup.target_group(state, ctx, arn) for arn in request["TargetGroupArns"]]
    elif request.get("Names"):
        by_name = {group.name: group for group in every}
        missing = [name for name in request["Names"] if name not in by_name]
        if missing:
            raise errors.target_group_not_found(f"Target groups '{missing}' not found")
        chosen = [by_name[name] for name in request["Names"]]
    elif request.get("LoadBalancerArn"):
        lb = lookup.load_balancer(state, ctx, request["LoadBalancerArn"])
        chosen = [group for group in every if lb.arn in views.users_of(state, group)[0]]
    else:
        chosen = every
    page, marker = paged(chosen, request.get("Marker"), request.get("PageSize"))
    answer: DescribeTargetGroupsResponse = {
        "TargetGroups": [views.target_group(state, group) for group in page]
    }
    if marker:
        answer["NextMarker"] = marker
    return answer


def modify_target_group(
    state: Elbv2State, request: ModifyTargetGroupRequest, ctx: RequestContext
) -> ModifyTargetGroupResponse:
    group = lookup.target_group(state, ctx, request["TargetGroupArn"])
    doc = dict(group.doc)
    for member in _HEALTH_MEMBERS:
        if member in request:
            doc[member] = request[member]  # type: ignore[literal-required]
    if doc["TargetType"] == "alb" and doc.get("HealthCheckProtocol") not in ("HTTP", "HTTPS"):
        raise errors.validation(
            "Health check protocol must be 'HTTP' or 'HTTPS' for target groups with target type 'alb'"
        )
    _check_health(doc)
    with state.store.transaction():
        state.resources.set_doc(group.arn, doc)
        publish.emit(
            state, ctx.account_id, ctx.region, "elbv2.target_group.modified", group.arn, name=group.name
        )
    return {"TargetGroups": [views.target_group(state, _with(group, doc))]}


def _with(resource: Resource, doc: dict[str, Any]) -> Resource:
    return Resource(
        resource.arn,
        resource.account_id,
        resource.region,
        resource.kind,
        resource.name,
        resource.parent,
        resource.dns,
        doc,
        resource.attributes,
        resource.tags,
        resource.created,
    )


def delete_target_group(
    state: Elbv2State, request: DeleteTargetGroupRequest, ctx: RequestContext
) -> DeleteTargetGroupResponse:
    arn = request["TargetGroupArn"]
    group = state.resources.get(arn)
    if (
        group is None
        or group.kind != TARGET_GROUP
        or group.account_id != ctx.account_id
        or group.region != ctx.region
    ):
        return {}  # AWS: deleting a target group that is gone succeeds
    users = views.users_of(state, group)[1]
    if users:
        raise errors.resource_in_use(f"Target group '{arn}' is currently in use by a listener or a rule")
    with state.store.transaction():
        state.resources.delete(arn)
        publish.emit(state, ctx.account_id, ctx.region, "elbv2.target_group.deleted", arn, name=group.name)
    return {}


def describe_target_group_attributes(
    state: Elbv2State, request: DescribeTargetGroupAttributesRequest, ctx: RequestContext
) -> DescribeTargetGroupAttributesResponse:
    group = lookup.target_group(state, ctx, request["TargetGroupArn"])
    return {"Attributes": attributes.listed(group.attributes)}  # type: ignore[typeddict-item]


def modify_target_group_attributes(
    state: Elbv2State, request: ModifyTargetGroupAttributesRequest, ctx: RequestContext
) -> ModifyTargetGroupAttributesResponse:
    group = lookup.target_group(state, ctx, request["TargetGroupArn"])
    defaults = (
        attributes.LAMBDA_TARGETS if group.doc["TargetType"] == "lambda" else attributes.NETWORK_TARGETS
    )
    given = [dict(pair) for pair in request["Attributes"]]
    result = attributes.modified(group.attributes, defaults, given, "Target group")  # type: ignore[arg-type]
    with state.store.transaction():
        state.resources.set_attributes(group.arn, result)
        publish.emit(
            state,
            ctx.account_id,
            ctx.region,
            "elbv2.target_group.modified",
            group.arn,
            keys=sorted(p["Key"] for p in given),
        )
    return {"Attributes": attributes.listed(result)}  # type: ignore[typeddict-item]
