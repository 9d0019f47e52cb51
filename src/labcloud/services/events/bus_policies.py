"""Event bus policies: the statements PutPermission adds and RemovePermission takes away, and whether
a bus's policy lets a principal of another account put events on it (IAM's policy language)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.events.records import Bus
from labcloud.services.iam.policy import parse_resource_policy, resource_decision

ACTION = "events:PutEvents"


def document(bus: Bus) -> dict[str, Any]:
    if not bus.policy:
        return {"Version": "2012-10-17", "Statement": []}
    found: dict[str, Any] = json.loads(bus.policy)
    return found


def statement(bus: Bus, sid: str, principal: str, condition: dict[str, Any] | None) -> dict[str, Any]:
    who: Any = "*" if principal == "*" else {"AWS": f"arn:aws:iam::{principal}:root"}
    made: dict[str, Any] = {
        "Sid": sid,
        "Effect": "Allow",
        "Principal": who,
        "Action": ACTION,
        "Resource": bus.arn,
    }
    if condition:
        made["Condition"] = {condition["Type"]: {condition["Key"]: condition["Value"]}}
    return made


def check(text: str) -> None:
    """A policy given whole (PutPermission's Policy): IAM's checks of a resource policy."""
    try:
        parse_resource_policy(text)
    except AwsError as error:
        raise AwsError("ValidationException", f"Policy is not valid: {error.message}", status=400) from None


def may_put(bus: Bus, principal_arn: str, account_id: str) -> bool:
    """Does ``bus``'s policy let ``principal_arn`` (of ``account_id``) call PutEvents on it?"""
    if not bus.policy:
        return False
    policy = parse_resource_policy(bus.policy)
    context = {"aws:PrincipalAccount": account_id, "aws:PrincipalArn": principal_arn}
    return resource_decision(policy, principal_arn, ACTION, bus.arn, context).allowed
