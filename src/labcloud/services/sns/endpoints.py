"""Subscription protocols and endpoints: what AWS accepts for each, and what labcloud can reach.

HTTP(S) endpoints must be loopback addresses (labcloud never sends requests off the machine);
``application`` endpoints are mobile push endpoint ARNs (recorded in the outbox on delivery);
``firehose`` endpoints are delivery stream ARNs, written as the subscription's SubscriptionRoleArn.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from labcloud.loopback import is_loopback
from labcloud.services.sns.errors import invalid_parameter

PROTOCOLS = ("http", "https", "email", "email-json", "sms", "sqs", "application", "lambda", "firehose")
#: Protocols whose subscriptions wait for a confirmation.
CONFIRMED_BY_SUBSCRIBER = frozenset({"http", "https", "email", "email-json"})
#: Protocols that may take RawMessageDelivery.
RAW_CAPABLE = frozenset({"http", "https", "sqs", "firehose"})

_PHONE = re.compile(r"^\+?[0-9]{6,15}$")
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+$")


def parse_arn(arn: str, service: str) -> tuple[str, str, str] | None:
    """(region, account, resource) of an ARN of ``service``."""
    parts = arn.split(":", 6)
    if len(parts) < 6 or parts[0] != "arn" or parts[2] != service or not parts[5]:
        return None
    return parts[3], parts[4], ":".join(parts[5:])


def check_endpoint(protocol: str, endpoint: str) -> str:
    """The endpoint to store, or AWS's InvalidParameter."""
    if protocol not in PROTOCOLS:
        raise invalid_parameter(f"Amazon SNS does not support this protocol string: {protocol}")
    if protocol == "sqs":
        if parse_arn(endpoint, "sqs") is None or ":" in parse_arn(endpoint, "sqs")[2]:  # type: ignore[index]
            raise invalid_parameter("SQS endpoint ARN")
    elif protocol == "lambda":
        found = parse_arn(endpoint, "lambda")
        if found is None or not found[2].startswith("function:"):
            raise invalid_parameter("Lambda endpoint ARN")
    elif protocol in ("http", "https"):
        parts = urlsplit(endpoint)
        if parts.scheme != protocol or not parts.hostname:
            raise invalid_parameter("Endpoint must match the specified protocol")
        if not is_loopback(parts.hostname):
            raise invalid_parameter(
                "Endpoint Reason: labcloud delivers HTTP(S) notifications to loopback addresses only"
            )
    elif protocol == "application":
        found = parse_arn(endpoint, "sns")
        if found is None or not found[2].startswith("endpoint/") or found[2].count("/") != 3:
            raise invalid_parameter(
                "Endpoint Reason: An application endpoint must be a platform endpoint ARN"
            )
    elif protocol == "firehose":
        found = parse_arn(endpoint, "firehose")
        if found is None or not found[2].startswith("deliverystream/") or found[2].count("/") != 1:
            raise invalid_parameter("Firehose endpoint ARN")
    elif protocol in ("email", "email-json"):
        if not _EMAIL.match(endpoint):
            raise invalid_parameter("Email address")
    elif protocol == "sms":
        if not _PHONE.match(endpoint.replace("-", "").replace(" ", "")):
            raise invalid_parameter(f"SMS endpoint: {endpoint}")
    else:
        raise invalid_parameter(f"Endpoint Reason: labcloud does not deliver to {protocol} endpoints")
    return endpoint
