"""AddPermission / RemovePermission (statements in the topic's Policy, found by their Sid) and the
topic's data protection policy (kept and answered; messages are not inspected)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.sns import policies
from labcloud.services.sns import topic_attributes as tattrs
from labcloud.services.sns.errors import invalid_parameter, topic_not_found
from labcloud.services.sns.state import SnsState
from labcloud.services.sns.topic_ops import topic_of

if TYPE_CHECKING:
    from labcloud.services.sns.api import (
        AddPermissionRequest,
        AddPermissionResponse,
        GetDataProtectionPolicyRequest,
        GetDataProtectionPolicyResponse,
        PutDataProtectionPolicyRequest,
        PutDataProtectionPolicyResponse,
        RemovePermissionRequest,
        RemovePermissionResponse,
    )

#: The actions AddPermission may grant (AWS's list for topics).
ACTIONS = frozenset(
    {
        "Publish",
        "Subscribe",
        "Receive",
        "GetTopicAttributes",
        "SetTopicAttributes",
        "AddPermission",
        "RemovePermission",
        "DeleteTopic",
        "ListSubscriptionsByTopic",
    }
)


def _document(policy: str) -> dict[str, Any]:
    document = json.loads(policy)
    return document if isinstance(document, dict) else {}


def add_permission(
    state: SnsState, request: AddPermissionRequest, ctx: RequestContext
) -> AddPermissionResponse:
    label = request["Label"]
    accounts, actions = list(request["AWSAccountId"]), list(request["ActionName"])
    if not accounts:
        raise invalid_parameter("AWSAccountId")
    if not actions or any(a not in ACTIONS for a in actions):
        raise invalid_parameter("Policy statement action out of service scope!")
    with state.store.transaction():
        topic = topic_of(state, ctx, request["TopicArn"])
        document = _document(
            topic.attributes.get("Policy") or tattrs.default_policy(topic.arn, topic.account_id)
        )
        statements = [s for s in document.get("Statement") or [] if isinstance(s, dict)]
        if any(s.get("Sid") == label for s in statements):
            raise invalid_parameter("Statement already exists")
        statements.append(
            {
                "Sid": label,
                "Effect": "Allow",
                "Principal": {"AWS": [f"arn:aws:iam::{a}:root" for a in accounts]},
                "Action": [f"SNS:{a}" for a in actions],
                "Resource": topic.arn,
            }
        )
        document["Statement"] = statements
        text = json.dumps(document, separators=(",", ":"))
        policies.check_policy(text)
        state.topics.set_attributes(topic.arn, {**topic.attributes, "Policy": text})
        state.topic_count.changed()
    return {}


def remove_permission(
    state: SnsState, request: RemovePermissionRequest, ctx: RequestContext
) -> RemovePermissionResponse:
    with state.store.transaction():
        topic = topic_of(state, ctx, request["TopicArn"])
        document = _document(
            topic.attributes.get("Policy") or tattrs.default_policy(topic.arn, topic.account_id)
        )
        statements = [s for s in document.get("Statement") or [] if isinstance(s, dict)]
        kept = [s for s in statements if s.get("Sid") != request["Label"]]
        if len(kept) != len(statements):
            document["Statement"] = kept
            state.topics.set_attributes(
                topic.arn, {**topic.attributes, "Policy": json.dumps(document, separators=(",", ":"))}
            )
    return {}


def put_data_protection_policy(
    state: SnsState, request: PutDataProtectionPolicyRequest, ctx: RequestContext
) -> PutDataProtectionPolicyResponse:
    # an empty policy removes the topic's policy (how Terraform deletes one)
    raw = request["DataProtectionPolicy"]
    text = tattrs.check_data_protection_policy(raw) if raw else ""
    with state.store.transaction():
        topic = state.topics.find(request["ResourceArn"])
        if topic is None:
            raise topic_not_found()
        policies.reachable(ctx, topic)
        kept = {k: v for k, v in topic.attributes.items() if k != "DataProtectionPolicy"}
        state.topics.set_attributes(topic.arn, {**kept, "DataProtectionPolicy": text} if text else kept)
    return {}


def get_data_protection_policy(
    state: SnsState, request: GetDataProtectionPolicyRequest, ctx: RequestContext
) -> GetDataProtectionPolicyResponse:
    topic = state.topics.find(request["ResourceArn"])
    if topic is None:
        raise topic_not_found()
    policies.reachable(ctx, topic)
    policy = topic.attributes.get("DataProtectionPolicy")
    return {"DataProtectionPolicy": policy} if policy else {}
