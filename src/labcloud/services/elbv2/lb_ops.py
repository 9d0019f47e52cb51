"""Load balancers: CreateLoadBalancer (application and network; subnets and security groups checked
against EC2's records), DescribeLoadBalancers, DeleteLoadBalancer (with its listeners and rules), and
Modify/DescribeLoadBalancerAttributes."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ec2.interfaces import NetworkRecords
from labcloud.services.elbv2 import arns, attributes, errors, lookup, publish, tagging, views
from labcloud.services.elbv2.repo.resources import LISTENER, LOAD_BALANCER, TARGET_GROUP, Resource
from labcloud.services.elbv2.state import Elbv2State

if TYPE_CHECKING:
    from labcloud.services.elbv2.api import (
        CreateLoadBalancerRequest,
        CreateLoadBalancerResponse,
        DeleteLoadBalancerRequest,
        DeleteLoadBalancerResponse,
        DescribeCapacityReservationRequest,
        DescribeCapacityReservationResponse,
        DescribeLoadBalancerAttributesRequest,
        DescribeLoadBalancerAttributesResponse,
        DescribeLoadBalancersRequest,
        DescribeLoadBalancersResponse,
        ModifyLoadBalancerAttributesRequest,
        ModifyLoadBalancerAttributesResponse,
    )

MAX_LOAD_BALANCERS = 50
_NAME = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9-]{0,30}[A-Za-z0-9])?$")


def check_name(name: str, what: str) -> None:
    if len(name) > 32:
        raise errors.validation(f"The {what} name '{name}' cannot be longer than '32' characters")
    if not _NAME.match(name):
        raise errors.validation(
            f"The {what} name '{name}' can contain only alphanumeric characters and hyphens, and must not"
            " begin or end with a hyphen"
        )


def _refuse_unsupported(request: CreateLoadBalancerRequest) -> None:
    for member in ("CustomerOwnedIpv4Pool", "IpamPools", "EnablePrefixForIpv6SourceNat"):
        if member in request:
            raise errors.unsupported(member)
    if request.get("IpAddressType", "ipv4") != "ipv4":
        raise errors.unsupported(
            f"IpAddressType '{request.get('IpAddressType')}' (labcloud's subnets are IPv4 only)"
        )
    for mapping in request.get("SubnetMappings") or []:
        for member in ("AllocationId", "PrivateIPv4Address", "IPv6Address", "SourceNatIpv6Prefix"):
            if member in mapping:
                raise errors.unsupported(f"SubnetMappings.{member}")


async def _subnets(state: Elbv2State, ctx: RequestContext, ids: list[str]) -> list[dict[str, Any]]:
    try:
        found = await state.services.call(
            "ec2", "DescribeSubnets", {"SubnetIds": ids}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError as error:
        if error.code.endswith("NotFound"):
            raise errors.subnet_not_found(f"The subnet ID '{', '.join(ids)}' is not valid") from None
        raise
    return list(found.get("Subnets") or [])


async def _default_group(state: Elbv2State, ctx: RequestContext, vpc_id: str) -> list[str]:
    found = await state.services.call(
        "ec2",
        "DescribeSecurityGroups",
        {"Filters": [{"Name": "vpc-id", "Values": [vpc_id]}, {"Name": "group-name", "Values": ["default"]}]},
        account_id=ctx.account_id,
        region=ctx.region,
    )
    return [group["GroupId"] for group in found.get("SecurityGroups") or []][:1]


async def create_load_balancer(
    state: Elbv2State, request: CreateLoadBalancerRequest, ctx: RequestContext
) -> CreateLoadBalancerResponse:
    name = request["Name"]
    check_name(name, "load balancer")
    if name.lower().startswith("internal-"):
        raise errors.validation("The load balancer name cannot begin with 'internal-'")
    kind = request.get("Type", "application")
    if kind not in ("application", "network"):
        raise errors.unsupported(f"load balancers of type '{kind}' (application and network only)")
    scheme = request.get("Scheme", "internet-facing")
    if scheme not in ("internet-facing", "internal"):
        raise AwsError("InvalidScheme", f"Scheme '{scheme}' is not valid", status=400)
    _refuse_unsupported(request)
    if request.get("Subnets") and request.get("SubnetMappings"):
        raise errors.validation("You can specify subnets or subnet mappings, not both")
    subnet_ids = list(request.get("Subnets") or [m["SubnetId"] for m in request.get("SubnetMappings") or []])
    if not subnet_ids:
        raise errors.validation("At least one subnet must be specified")
    tags = tagging.checked(request.get("Tags"))
    subnets = await _subnets(state, ctx, subnet_ids)
    vpcs = {subnet["VpcId"] for subnet in subnets}
    if len(vpcs) != 1:
        raise errors.invalid_subnet("The subnets must all belong to the same VPC")
    vpc_id = vpcs.pop()
    zones: dict[str, dict[str, Any]] = {}
    for subnet in subnets:
        zone = subnet["AvailabilityZone"]
        if zone in zones:
            raise errors.invalid_configuration(
                f"You can specify only one subnet per Availability Zone ({zone})"
            )
        zones[zone] = {"ZoneName": zone, "SubnetId": subnet["SubnetId"], "LoadBalancerAddresses": []}
    if kind == "application" and len(zones) < 2:
        raise errors.validation("At least two subnets in two different Availability Zones must be specified")
    group_ids = list(request.get("SecurityGroups") or [])
    if group_ids:
        networks = state.services.interface(NetworkRecords)
        if networks is None:
            raise errors.invalid_security_group("labcloud's EC2 records are not available")
        placed = networks.security_groups(ctx.account_id, ctx.region, group_ids)
        missing = [group for group in group_ids if group not in placed]
        if missing:
            raise errors.invalid_security_group(
                f"One or more security groups are invalid: {', '.join(missing)}"
            )
        if any(group.vpc_id != vpc_id for group in placed.values()):
            raise errors.invalid_security_group("The security groups must belong to the load balancer's VPC")
    elif kind == "application":
        group_ids = await _default_group(state, ctx, vpc_id)
    # no await below: the checks and the write are one step
    if state.resources.named(ctx.account_id, ctx.region, LOAD_BALANCER, name) is not None:
        raise errors.duplicate_load_balancer(name)
    if state.resources.count(ctx.account_id, ctx.region, LOAD_BALANCER) >= MAX_LOAD_BALANCERS:
        raise errors.too_many(
            "LoadBalancers", f"A region can have at most {MAX_LOAD_BALANCERS} load balancers"
        )
    arn = arns.load_balancer(ctx.region, ctx.account_id, kind, name)
    dns = arns.dns_name(name, ctx.region, scheme == "internal")
    doc: dict[str, Any] = {
        "LoadBalancerArn": arn,
        "DNSName": dns,
        "CanonicalHostedZoneId": arns.HOSTED_ZONES[kind],
        "LoadBalancerName": name,
        "Scheme": scheme,
        "VpcId": vpc_id,
        "State": {"Code": "active"},
        "Type": kind,
        "AvailabilityZones": list(zones.values()),
        "IpAddressType": "ipv4",
    }
    if group_ids:
        doc["SecurityGroups"] = group_ids
    defaults = attributes.APPLICATION if kind == "application" else attributes.NETWORK
    resource = Resource(
        arn, ctx.account_id, ctx.region, LOAD_BALANCER, name, "", dns, doc, dict(defaults), tags, clock.now()
    )
    with state.store.transaction():
        state.resources.insert(resource)
        publish.emit(
            state, ctx.account_id, ctx.region, "elbv2.load_balancer.created", arn, name=name, type=kind
        )
    return {"LoadBalancers": [views.load_balancer(resource)]}


def describe_load_balancers(
    state: Elbv2State, request: DescribeLoadBalancersRequest, ctx: RequestContext
) -> DescribeLoadBalancersResponse:
    every = state.resources.of_kind(ctx.account_id, ctx.region, LOAD_BALANCER)
    if request.get("LoadBalancerArns") and request.get("Names"):
        raise errors.validation(
            "Load balancer names and load balancer ARNs cannot be specified at the same time"
        )
    if request.get("LoadBalancerArns"):
        chosen = [lookup.load_balancer(state, ctx, arn) for arn in request["LoadBalancerArns"]]
    elif request.get("Names"):
        by_name = {lb.name: lb for lb in every}
        missing = [name for name in request["Names"] if name not in by_name]
        if missing:
            raise errors.load_balancer_not_found(f"Load balancers '{missing}' not found")
        chosen = [by_name[name] for name in request["Names"]]
    else:
        chosen = every
    page, marker = paged(chosen, request.get("Marker"), request.get("PageSize"))
    answer: DescribeLoadBalancersResponse = {"LoadBalancers": [views.load_balancer(lb) for lb in page]}
    if marker:
        answer["NextMarker"] = marker
    return answer


def paged(items: list[Any], marker: str | None, size: int | None) -> tuple[list[Any], str | None]:
    """One page of ``items`` from ``marker`` (an offset we handed out), and the next marker."""
    limit = 400 if size is None else int(size)
    if not 1 <= limit <= 400:
        raise errors.validation("PageSize must be between 1 and 400")
    start = 0
    if marker:
        if not marker.isdigit():
            raise errors.validation(f"Invalid Marker '{marker}'")
        start = int(marker)
    page = items[start : start + limit]
    return page, (str(start + limit) if start + limit < len(items) else None)


def delete_load_balancer(
    state: Elbv2State, request: DeleteLoadBalancerRequest, ctx: RequestContext
) -> DeleteLoadBalancerResponse:
    arn = request["LoadBalancerArn"]
    found = state.resources.get(arn)
    if found is None or found.account_id != ctx.account_id or found.region != ctx.region:
        return {}  # AWS: deleting a load balancer that is gone succeeds
    lb = lookup.load_balancer(state, ctx, arn)
    if lb.attributes.get("deletion_protection.enabled") == "true":
        raise errors.not_permitted(
            f"Load balancer '{arn}' cannot be deleted because deletion protection is enabled"
        )
    for group in state.resources.of_kind(ctx.account_id, ctx.region, TARGET_GROUP):
        if group.doc["TargetType"] == "alb" and any(t.id == arn for t in state.resources.targets(group.arn)):
            # AWS: an ALB registered as the target of an NLB's target group must be deregistered first
            raise errors.resource_in_use(
                f"Load balancer '{arn}' cannot be deleted because it is currently associated with another service"
            )
    with state.store.transaction():
        for listener in state.resources.children(arn):
            for rule in state.resources.children(listener.arn):
                state.resources.delete(rule.arn)
            state.resources.delete(listener.arn)
        state.resources.delete(arn)
        publish.emit(state, ctx.account_id, ctx.region, "elbv2.load_balancer.deleted", arn, name=lb.name)
    return {}


def describe_load_balancer_attributes(
    state: Elbv2State, request: DescribeLoadBalancerAttributesRequest, ctx: RequestContext
) -> DescribeLoadBalancerAttributesResponse:
    lb = lookup.load_balancer(state, ctx, request["LoadBalancerArn"])
    return {"Attributes": attributes.listed(lb.attributes)}  # type: ignore[typeddict-item]


def modify_load_balancer_attributes(
    state: Elbv2State, request: ModifyLoadBalancerAttributesRequest, ctx: RequestContext
) -> ModifyLoadBalancerAttributesResponse:
    lb = lookup.load_balancer(state, ctx, request["LoadBalancerArn"])
    defaults = attributes.APPLICATION if lb.doc["Type"] == "application" else attributes.NETWORK
    given = [dict(pair) for pair in request["Attributes"]]
    result = attributes.modified(lb.attributes, defaults, given, "Load balancer")  # type: ignore[arg-type]
    with state.store.transaction():
        state.resources.set_attributes(lb.arn, result)
        publish.emit(
            state,
            ctx.account_id,
            ctx.region,
            "elbv2.load_balancer.modified",
            lb.arn,
            keys=sorted(p["Key"] for p in given),
        )
    return {"Attributes": attributes.listed(result)}  # type: ignore[typeddict-item]


def listeners_of(state: Elbv2State, lb: Resource) -> list[Resource]:
    return [child for child in state.resources.children(lb.arn) if child.kind == LISTENER]


def describe_capacity_reservation(
    state: Elbv2State, request: DescribeCapacityReservationRequest, ctx: RequestContext
) -> DescribeCapacityReservationResponse:
    """No load balancer here has reserved capacity (ModifyCapacityReservation is not implemented)."""
    lookup.load_balancer(state, ctx, request["LoadBalancerArn"])
    return {"DecreaseRequestsRemaining": 3, "CapacityReservationState": []}
