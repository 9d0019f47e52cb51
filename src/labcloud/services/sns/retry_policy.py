"""When a failed delivery is tried again (pure).

SQS and Lambda endpoints (AWS-managed): 3 immediate tries, 2 one second apart, 10 backing off from 1
to 20 seconds, then every 20 seconds, 100,015 tries in all. HTTP/S endpoints follow the topic's or
the subscription's delivery policy (AWS's default: 3 retries 20 seconds apart): no-delay retries,
retries at minDelayTarget, the backoff phase, then retries at maxDelayTarget.
"""

from __future__ import annotations

import json

from labcloud.services.sns.topic_attributes import DEFAULT_RETRY_POLICY

MANAGED_ATTEMPTS = 100_015


def managed_delay(attempt: int) -> float | None:
    """Seconds before retry number ``attempt`` (1-based) for SQS/Lambda, or None: give up."""
    if attempt >= MANAGED_ATTEMPTS:
        return None
    if attempt < 3:
        return 0.0
    if attempt < 5:
        return 1.0
    if attempt < 15:
        step = attempt - 5  # 0..9
        return 1.0 * (20.0 ** (step / 9))
    return 20.0


def http_policy(topic_policy: str | None, subscription_policy: str | None) -> dict[str, object]:
    policy = dict(DEFAULT_RETRY_POLICY)
    disable_overrides = False
    if topic_policy:
        document = json.loads(topic_policy)
        http = document.get("http", document)
        policy.update(http.get("defaultHealthyRetryPolicy") or http.get("healthyRetryPolicy") or {})
        disable_overrides = bool(http.get("disableSubscriptionOverrides"))
    if subscription_policy and not disable_overrides:
        document = json.loads(subscription_policy)
        http = document.get("http", document)
        policy.update(http.get("healthyRetryPolicy") or http.get("defaultHealthyRetryPolicy") or {})
    return policy


def http_delay(attempt: int, policy: dict[str, object]) -> float | None:
    """Seconds before retry number ``attempt`` (1-based) of an HTTP/S delivery, or None: give up."""
    retries = int(str(policy.get("numRetries", 3)))
    if attempt > retries:
        return None
    no_delay = int(str(policy.get("numNoDelayRetries", 0)))
    min_retries = int(str(policy.get("numMinDelayRetries", 0)))
    max_retries = int(str(policy.get("numMaxDelayRetries", 0)))
    low = float(str(policy.get("minDelayTarget", 20)))
    high = float(str(policy.get("maxDelayTarget", 20)))
    if attempt <= no_delay:
        return 0.0
    if attempt <= no_delay + min_retries:
        return low
    backoff = retries - no_delay - min_retries - max_retries
    if attempt > no_delay + min_retries + max(backoff, 0):
        return high
    step = attempt - no_delay - min_retries  # 1..backoff
    if backoff <= 1:
        return low
    fraction = (step - 1) / (backoff - 1)
    function = str(policy.get("backoffFunction", "linear"))
    if function == "exponential" and low > 0:
        return low * (high / low) ** fraction
    if function == "geometric":
        return low + (high - low) * fraction**2
    if function == "arithmetic":
        return low + (high - low) * fraction**0.5
    return low + (high - low) * fraction
