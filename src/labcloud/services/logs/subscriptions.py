"""Subscription filters: what PutSubscriptionFilter accepts, how one is described, and the payload
delivered to a Lambda (stored per group, at most two: ``repo/subscriptions.py``).

A destination Lambda receives ``{"awslogs": {"data": base64(gzip(json))}}`` where the JSON is a
``DATA_MESSAGE`` with the owner, group, stream, filter names and the matching events.
"""

from __future__ import annotations

import base64
import gzip
import json
from collections.abc import Mapping
from typing import Any

from .errors import invalid_parameter
from .repo.subscriptions import Subscription


def check_supported(params: Mapping[str, Any]) -> None:
    """Refuse what labcloud cannot deliver: non-Lambda destinations, transformed logs, selected fields."""
    destination = str(params.get("destinationArn") or "")
    if destination.startswith("arn:") and ":lambda:" not in destination:
        raise invalid_parameter(
            f"labcloud delivers subscription filters only to Lambda functions, not to {destination}"
        )
    if params.get("applyOnTransformedLogs"):
        raise invalid_parameter(
            "labcloud does not support log transformers: applyOnTransformedLogs must be false"
        )
    for member in ("fieldSelectionCriteria", "emitSystemFields"):
        if params.get(member):
            raise invalid_parameter(f"labcloud does not support {member} on subscription filters")


def describe_filter(group_name: str, row: Subscription) -> dict[str, Any]:
    out: dict[str, Any] = {
        "filterName": row.name,
        "logGroupName": group_name,
        "filterPattern": row.pattern,
        "destinationArn": row.destination_arn,
        "distribution": row.distribution,
        "applyOnTransformedLogs": False,
        "creationTime": row.creation_time,
    }
    if row.role_arn:
        out["roleArn"] = row.role_arn
    return out


def lambda_payload(
    owner: str,
    group: str,
    stream: str,
    filter_name: str,
    events: list[dict[str, Any]],
    policy_level: str | None = None,
) -> bytes:
    """``policy_level``: ``ACCOUNT_LEVEL_POLICY`` for an account-level subscription filter policy."""
    document: dict[str, Any] = {
        "messageType": "DATA_MESSAGE",
        "owner": owner,
        "logGroup": group,
        "logStream": stream,
        "subscriptionFilters": [filter_name],
        "logEvents": events,
    }
    if policy_level is not None:
        document["policyLevel"] = policy_level
    data = base64.b64encode(gzip.compress(json.dumps(document).encode())).decode()
    return json.dumps({"awslogs": {"data": data}}).encode()
