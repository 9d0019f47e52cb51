"""Subscription attributes: settable ones with their checks, and what GetSubscriptionAttributes shows."""

from __future__ import annotations

import json

from labcloud import json_document
from labcloud.errors import AwsError
from labcloud.services.sns import filter_policy, topic_attributes
from labcloud.services.sns.endpoints import RAW_CAPABLE, parse_arn
from labcloud.services.sns.errors import invalid_parameter
from labcloud.services.sns.repo.subscriptions import Subscription


def _check_filter(text: str, scope: str) -> None:
    try:
        filter_policy.compile_policy(text, scope)
    except filter_policy.FilterPolicyError as exc:
        raise invalid_parameter(f"FilterPolicy: {exc.reason}") from None


SETTABLE = frozenset(
    {
        "DeliveryPolicy",
        "FilterPolicy",
        "FilterPolicyScope",
        "RawMessageDelivery",
        "RedrivePolicy",
        "SubscriptionRoleArn",
    }
)
#: The attribute AWS requires of a firehose subscription: the role SNS writes to the delivery stream as.
ROLE = "SubscriptionRoleArn"


def role_required(protocol: str) -> AwsError:
    return invalid_parameter(f"Attributes Reason: {ROLE} is required for the {protocol} protocol")


def check(name: str, value: str, protocol: str, attributes: dict[str, str]) -> str:
    """The value to store (after checking it against the subscription's other attributes)."""
    if name not in SETTABLE:
        raise invalid_parameter("AttributeName")
    if name == "RawMessageDelivery":
        if value.lower() not in ("true", "false"):
            raise invalid_parameter("Attributes Reason: RawMessageDelivery: Invalid value [" + value + "]")
        if protocol not in RAW_CAPABLE and value.lower() == "true":
            raise invalid_parameter(
                f"Attributes Reason: Delivery protocol [{protocol}] does not support raw message delivery."
            )
        return value.lower()
    if name == ROLE:
        if not value and protocol == "firehose":
            raise role_required(protocol)
        found = parse_arn(value, "iam") if value else None
        if value and (found is None or not found[2].startswith("role/")):
            raise invalid_parameter(f"Attributes Reason: {ROLE}: {value} is not a valid IAM role ARN")
        return value
    if name == "FilterPolicyScope":
        if value not in ("MessageAttributes", "MessageBody"):
            raise invalid_parameter(
                "Attributes Reason: FilterPolicyScope: Invalid value [" + value + "]. "
                "Please use either MessageBody or MessageAttributes"
            )
        if attributes.get("FilterPolicy"):
            _check_filter(attributes["FilterPolicy"], value)
        return value
    if name == "FilterPolicy":
        if value:
            _check_filter(value, attributes.get("FilterPolicyScope", "MessageAttributes"))
        return value
    if name == "DeliveryPolicy":
        try:
            document = json_document.loads(value)
        except ValueError:
            raise invalid_parameter("DeliveryPolicy: failed to parse JSON") from None
        if not isinstance(document, dict):
            raise invalid_parameter("DeliveryPolicy: must be a JSON object")
        topic_attributes.check_delivery_policy(document)
        return value
    # RedrivePolicy
    if not value:
        return value
    try:
        document = json_document.loads(value)
    except ValueError:
        raise invalid_parameter("RedrivePolicy: failed to parse JSON") from None
    if not isinstance(document, dict) or "deadLetterTargetArn" not in document:
        raise invalid_parameter("RedrivePolicy: deadLetterTargetArn is missing")
    target = document["deadLetterTargetArn"]
    if not isinstance(target, str) or parse_arn(target, "sqs") is None:
        raise invalid_parameter("RedrivePolicy: deadLetterTargetArn is an invalid arn")
    return value


def shown(sub: Subscription, topic_attributes_map: dict[str, str] | None) -> dict[str, str]:
    values = {
        "Owner": sub.owner,
        "RawMessageDelivery": "false",
        "TopicArn": sub.topic_arn,
        "Endpoint": sub.endpoint,
        "Protocol": sub.protocol,
        "PendingConfirmation": "false" if sub.confirmed else "true",
        "ConfirmationWasAuthenticated": "true" if sub.confirmed else "false",  # sqs, lambda, sms: by SNS
        "SubscriptionArn": sub.arn,
        "SubscriptionPrincipal": f"arn:aws:iam::{sub.owner}:root",
    }
    values.update(sub.attributes)
    if sub.attributes.get("FilterPolicy"):
        values.setdefault("FilterPolicyScope", "MessageAttributes")
    if sub.protocol in ("http", "https"):
        effective = json.loads(topic_attributes.effective_delivery_policy(topic_attributes_map or {}))
        own = sub.attributes.get("DeliveryPolicy")
        if own:
            document = json.loads(own)
            retry = document.get("healthyRetryPolicy") or document.get("http", {}).get(
                "defaultHealthyRetryPolicy"
            )
            if retry:
                effective["http"]["defaultHealthyRetryPolicy"].update(retry)
        values["EffectiveDeliveryPolicy"] = json.dumps(effective["http"] | {}, separators=(",", ":"))
    return values
