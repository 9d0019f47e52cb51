"""Finding a load balancer, target group, listener or rule a request names, in the caller's account and
region, or AWS's not-found error."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.services.elbv2 import errors
from labcloud.services.elbv2.repo.resources import LISTENER, LOAD_BALANCER, RULE, TARGET_GROUP, Resource
from labcloud.services.elbv2.state import Elbv2State


def _mine(state: Elbv2State, ctx: RequestContext, arn: str, kind: str) -> Resource | None:
    found = state.resources.get(arn)
    if (
        found is None
        or found.kind != kind
        or found.account_id != ctx.account_id
        or found.region != ctx.region
    ):
        return None
    return found


def load_balancer(state: Elbv2State, ctx: RequestContext, arn: str) -> Resource:
    found = _mine(state, ctx, arn, LOAD_BALANCER)
    if found is None:
        raise errors.load_balancer_not_found(f"'{arn}'")
    return found


def target_group(state: Elbv2State, ctx: RequestContext, arn: str) -> Resource:
    found = _mine(state, ctx, arn, TARGET_GROUP)
    if found is None:
        raise errors.target_group_not_found(f"'{arn}'")
    return found


def listener(state: Elbv2State, ctx: RequestContext, arn: str) -> Resource:
    found = _mine(state, ctx, arn, LISTENER)
    if found is None:
        raise errors.listener_not_found(f"'{arn}'")
    return found


def rule(state: Elbv2State, ctx: RequestContext, arn: str) -> Resource:
    found = _mine(state, ctx, arn, RULE)
    if found is None:
        raise errors.rule_not_found(f"'{arn}'")
    return found


def any_resource(state: Elbv2State, ctx: RequestContext, arn: str) -> Resource:
    """The resource of a tagging call, whatever its kind (each kind's own not-found error)."""
    for kind, missing in (
        (LOAD_BALANCER, errors.load_balancer_not_found),
        (TARGET_GROUP, errors.target_group_not_found),
        (LISTENER, errors.listener_not_found),
        (RULE, errors.rule_not_found),
    ):
        if (":" + ("listener-rule" if kind == RULE else kind) + "/") in arn:
            found = _mine(state, ctx, arn, kind)
            if found is None:
                raise missing(f"'{arn}'")
            return found
    raise errors.validation(f"'{arn}' is not a valid load balancer, target group, listener or rule ARN")
