"""The API shapes ELBv2 answers with, from the stored documents (times as datetimes, target groups with
the load balancers whose listeners and rules forward to them)."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from labcloud.services.elbv2.repo.resources import LISTENER, RULE, Resource
from labcloud.services.elbv2.state import Elbv2State


def load_balancer(resource: Resource) -> Any:
    doc = dict(resource.doc)
    doc["CreatedTime"] = datetime.fromtimestamp(resource.created, tz=timezone.utc)
    return doc


def forwarded_groups(actions: list[dict[str, Any]]) -> list[str]:
    """The target group ARNs ``actions`` forward to."""
    found: list[str] = []
    for action in actions:
        if action.get("Type") != "forward":
            continue
        if action.get("TargetGroupArn"):
            found.append(str(action["TargetGroupArn"]))
        for pair in (action.get("ForwardConfig") or {}).get("TargetGroups") or []:
            if pair.get("TargetGroupArn"):
                found.append(str(pair["TargetGroupArn"]))
    return list(dict.fromkeys(found))


def users_of(state: Elbv2State, target_group: Resource) -> tuple[list[str], list[str]]:
    """(load balancer ARNs, listener or rule ARNs) that forward to ``target_group``."""
    balancers: list[str] = []
    users: list[str] = []
    for listener in state.resources.of_kind(target_group.account_id, target_group.region, LISTENER):
        if target_group.arn in forwarded_groups(listener.doc.get("DefaultActions") or []):
            balancers.append(listener.parent)
            users.append(listener.arn)
    for rule in state.resources.of_kind(target_group.account_id, target_group.region, RULE):
        if target_group.arn in forwarded_groups(rule.doc.get("Actions") or []):
            listener_row = state.resources.get(rule.parent)
            if listener_row is not None:
                balancers.append(listener_row.parent)
            users.append(rule.arn)
    return list(dict.fromkeys(balancers)), users


def target_group(state: Elbv2State, resource: Resource) -> Any:
    doc = dict(resource.doc)
    doc["LoadBalancerArns"] = users_of(state, resource)[0]
    return doc
