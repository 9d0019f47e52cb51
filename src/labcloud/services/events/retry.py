"""After a failed delivery: retry later, or give up (and why), following the target's RetryPolicy.

AWS's defaults are 185 retries within 24 hours. Errors no retry can fix (the target does not exist,
access is denied, the request is refused) are not retried, as EventBridge does not retry them.
Back-off doubles from one second up to a minute (AWS's is longer; a local cloud answers sooner).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

DEFAULT_RETRIES = 185
DEFAULT_MAX_AGE = 86400
BASE_DELAY = 1.0
MAX_DELAY = 60.0
#: Error codes worth another attempt even though the status is below 500.
RETRIABLE_CODES = frozenset(
    {
        "ThrottlingException",
        "Throttling",
        "TooManyRequestsException",
        "RequestLimitExceeded",
        "ProvisionedThroughputExceededException",
        "KMSThrottlingException",
        "ServiceUnavailable",
        "ServiceUnavailableException",
        "InternalFailure",
        "InternalError",
        "InternalServerError",
        "ServiceException",
        "AWS.SimpleQueueService.InternalError",
    }
)


@dataclass(frozen=True, slots=True)
class Decision:
    #: Seconds until the next attempt, or None: give up.
    delay: float | None
    #: Why it gave up: "MaximumRetryAttempts", "MaximumEventAgeInSeconds" or "" (not retriable).
    condition: str = ""


def retriable(code: str, status: int | None) -> bool:
    return code in RETRIABLE_CODES or (status is not None and status >= 500)


def decide(policy: dict[str, Any], attempts: int, age: float, can_retry: bool) -> Decision:
    """``attempts``: failed attempts so far (at least 1); ``age``: seconds since the event arrived."""
    if not can_retry:
        return Decision(None, "")
    max_retries = int(policy.get("MaximumRetryAttempts", DEFAULT_RETRIES))
    max_age = float(policy.get("MaximumEventAgeInSeconds", DEFAULT_MAX_AGE))
    if attempts > max_retries:
        return Decision(None, "MaximumRetryAttempts")
    delay = min(BASE_DELAY * 2 ** (attempts - 1), MAX_DELAY)
    if age + delay > max_age:
        return Decision(None, "MaximumEventAgeInSeconds")
    return Decision(delay)


#: Target services' "not there" codes, reported as EventBridge reports a missing target.
NOT_FOUND_CODES = frozenset(
    {"QueueDoesNotExist", "AWS.SimpleQueueService.NonExistentQueue", "ResourceNotFoundException"}
)


def reported_code(code: str) -> str:
    """The ERROR_CODE a dead-letter message carries for a target service's error code."""
    return "ResourceNotFoundException" if code in NOT_FOUND_CODES else code
