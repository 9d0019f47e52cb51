"""Targets of target groups: RegisterTargets (a Lambda function the load balancer may invoke, one a
group; IPv4 addresses; instances, which labcloud's EC2 does not run; one Application Load Balancer of the
group's VPC with a listener on the target's port), DeregisterTargets and DescribeTargetHealth. labcloud
runs no health checks: a Lambda target is healthy when its health checks are on and unavailable when
off, as AWS reports it; an ALB target is healthy while it has a listener on its port (the network load
balancer's traffic is served by that listener); ip targets are reported unhealthy (nothing is routed
to them)."""

from __future__ import annotations

import ipaddress
import re
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.elbv2 import errors, lookup, permission, publish, views
from labcloud.services.elbv2.repo.resources import LISTENER, LOAD_BALANCER, Target
from labcloud.services.elbv2.state import Elbv2State

if TYPE_CHECKING:
    from labcloud.services.elbv2.api import (
        DeregisterTargetsRequest,
        DeregisterTargetsResponse,
        DescribeTargetHealthRequest,
        DescribeTargetHealthResponse,
        RegisterTargetsRequest,
        RegisterTargetsResponse,
    )

MAX_TARGETS = 1000
_FUNCTION_ARN = re.compile(r"^arn:aws:lambda:[a-z0-9-]+:\d{12}:function:[A-Za-z0-9_-]+(:[A-Za-z0-9$_-]+)?$")


async def register_targets(
    state: Elbv2State, request: RegisterTargetsRequest, ctx: RequestContext
) -> RegisterTargetsResponse:
    group = lookup.target_group(state, ctx, request["TargetGroupArn"])
    kind = group.doc["TargetType"]
    given = request["Targets"]
    wanted: list[Target] = []
    if kind == "lambda":
        if len(given) != 1:
            raise errors.too_many("Targets", "You can register only one Lambda function with a target group")
        target = given[0]
        function = target["Id"]
        if "Port" in target or "AvailabilityZone" in target:
            raise errors.validation("A port or Availability Zone cannot be specified for a Lambda target")
        if not _FUNCTION_ARN.match(function):
            raise errors.validation(f"The target ID '{function}' is not a valid Lambda function ARN")
        if not await permission.function_exists(state, ctx.account_id, function):
            raise errors.invalid_target(f"The Lambda function '{function}' does not exist")
        if not await permission.may_invoke(state, ctx.account_id, function, group.arn):
            raise errors.access_denied(
                f"elasticloadbalancing principal does not have permission to invoke {function} from target"
                f" group {group.arn}"
            )
        wanted.append(Target(function, 0, ""))
    elif kind == "ip":
        for target in given:
            try:
                address = ipaddress.ip_address(target["Id"])
            except ValueError:
                raise errors.invalid_target(f"The IP address '{target['Id']}' is not valid") from None
            if address.version != 4:
                raise errors.invalid_target(f"The IP address '{target['Id']}' is not an IPv4 address")
            port = int(target.get("Port") or group.doc["Port"])
            if not 1 <= port <= 65535:
                raise errors.validation("Port must be between 1 and 65535")
            wanted.append(Target(str(address), port, str(target.get("AvailabilityZone") or "")))
    elif kind == "alb":
        wanted.append(_alb_target(state, ctx, group, given))
    else:
        ids = ", ".join(target["Id"] for target in given)
        raise errors.invalid_target(
            f"The following targets are not valid instances: '{ids}' (labcloud's EC2 runs no instances)"
        )
    group = lookup.target_group(state, ctx, request["TargetGroupArn"])  # (still there after the awaits)
    present = state.resources.targets(group.arn)
    if kind == "lambda" and present and present[0].id != wanted[0].id:
        raise errors.too_many("Targets", "You can register only one Lambda function with a target group")
    if kind == "alb" and present and (present[0].id, present[0].port) != (wanted[0].id, wanted[0].port):
        raise errors.too_many(
            "Targets", "You can register only one Application Load Balancer with a target group"
        )
    if len({(t.id, t.port) for t in present} | {(t.id, t.port) for t in wanted}) > MAX_TARGETS:
        raise errors.too_many("Targets", f"A target group can have at most {MAX_TARGETS} targets")
    now = clock.now()
    with state.store.transaction():
        for wanted_target in wanted:
            state.resources.register(group.arn, wanted_target, now)
        publish.emit(
            state,
            ctx.account_id,
            ctx.region,
            "elbv2.targets.registered",
            group.arn,
            targets=[t.id for t in wanted],
        )
    return {}


def _alb_target(state: Elbv2State, ctx: RequestContext, group: Any, given: Any) -> Target:
    """The one Application Load Balancer of an ``alb`` target group: an ALB of the account and region, in
    the group's VPC, with a listener on the target's port (the group's unless overridden)."""
    if len(given) != 1:
        raise errors.too_many(
            "Targets", "You can register only one Application Load Balancer with a target group"
        )
    target = given[0]
    if "AvailabilityZone" in target:
        raise errors.validation("An Availability Zone cannot be specified for targets of type 'alb'")
    arn = str(target["Id"])
    found = state.resources.get(arn)
    if (
        found is None
        or found.kind != LOAD_BALANCER
        or (found.account_id, found.region) != (ctx.account_id, ctx.region)
    ):
        raise errors.invalid_target(f"The target '{arn}' is not an Application Load Balancer of this account")
    if found.doc["Type"] != "application":
        raise errors.invalid_target(f"The target '{arn}' is not an Application Load Balancer")
    if found.doc.get("VpcId") != group.doc.get("VpcId"):
        raise errors.invalid_target(
            f"The Application Load Balancer '{arn}' is not in the target group's VPC '{group.doc.get('VpcId')}'"
        )
    port = int(target.get("Port") or group.doc["Port"])
    if not alb_listens(state, arn, port):
        raise errors.validation(
            "If the target type is ALB, the target must have at least one listener that matches the target"
            " group port or any specified port overrides"
        )
    return Target(arn, port, "")


def alb_listens(state: Elbv2State, alb_arn: str, port: int) -> bool:
    """Whether the Application Load Balancer ``alb_arn`` (still) has a listener on ``port``."""
    return any(
        child.kind == LISTENER and child.doc["Port"] == port for child in state.resources.children(alb_arn)
    )


def deregister_targets(
    state: Elbv2State, request: DeregisterTargetsRequest, ctx: RequestContext
) -> DeregisterTargetsResponse:
    group = lookup.target_group(state, ctx, request["TargetGroupArn"])
    present = {target.id for target in state.resources.targets(group.arn)}
    missing = [target["Id"] for target in request["Targets"] if target["Id"] not in present]
    if missing:
        raise errors.invalid_target(f"The following targets are not registered: '{', '.join(missing)}'")
    with state.store.transaction():
        for target in request["Targets"]:
            state.resources.deregister(group.arn, target["Id"], target.get("Port"))
        publish.emit(
            state,
            ctx.account_id,
            ctx.region,
            "elbv2.targets.deregistered",
            group.arn,
            targets=[t["Id"] for t in request["Targets"]],
        )
    return {}


def describe_target_health(
    state: Elbv2State, request: DescribeTargetHealthRequest, ctx: RequestContext
) -> DescribeTargetHealthResponse:
    group = lookup.target_group(state, ctx, request["TargetGroupArn"])
    if request.get("Include"):
        raise errors.unsupported("Include (anomaly detection)")
    registered = state.resources.targets(group.arn)
    in_use = bool(views.users_of(state, group)[0])
    alb = group.doc["TargetType"] == "alb"
    answer: list[Any] = []
    asked = request.get("Targets")
    if asked:
        chosen: list[tuple[Target, bool]] = []
        for named in asked:
            matches = [t for t in registered if t.id == named["Id"] and named.get("Port") in (None, t.port)]
            chosen += [(t, True) for t in matches] or [
                (Target(named["Id"], int(named.get("Port") or 0), ""), False)
            ]
    else:
        chosen = [(t, True) for t in registered]
    for one, is_registered in chosen:
        described: dict[str, Any] = {"Id": one.id}
        if one.port:
            described["Port"] = one.port
        if one.zone:
            described["AvailabilityZone"] = one.zone
        entry: dict[str, Any] = {
            "Target": described,
            "TargetHealth": target_health(
                group.doc, in_use, is_registered, alb and alb_listens(state, one.id, one.port)
            ),
        }
        if group.doc["TargetType"] != "lambda":
            port = group.doc.get("HealthCheckPort", "traffic-port")
            entry["HealthCheckPort"] = str(one.port) if port == "traffic-port" else port
        answer.append(entry)
    return {"TargetHealthDescriptions": answer}


def target_health(
    doc: dict[str, Any], in_use: bool, registered: bool, listening: bool = False
) -> dict[str, str]:
    """AWS's TargetHealth of a target (``listening``: an ALB target has a listener on its port)."""
    if not registered:
        return {
            "State": "unused",
            "Reason": "Target.NotRegistered",
            "Description": "Target is not registered to the target group",
        }
    if not in_use:
        return {
            "State": "unused",
            "Reason": "Target.NotInUse",
            "Description": "Target group is not configured to receive traffic from the load balancer",
        }
    if doc["TargetType"] == "lambda":
        if not doc.get("HealthCheckEnabled"):
            return {
                "State": "unavailable",
                "Reason": "Target.HealthCheckDisabled",
                "Description": "Health checks disabled",
            }
        return {"State": "healthy"}
    if doc["TargetType"] == "alb":
        if listening:
            return {"State": "healthy"}  # labcloud serves it: the NLB's traffic reaches that listener
        return {
            "State": "unhealthy",
            "Reason": "Target.FailedHealthChecks",
            "Description": "Health checks failed (the Application Load Balancer has no listener on the port)",
        }
    return {
        "State": "unhealthy",
        "Reason": "Target.FailedHealthChecks",
        "Description": "Health checks failed (labcloud routes no traffic to ip or instance targets)",
    }
