"""A Lambda authorizer's checked answer, as cached in the state (``lambda_authorizer.py`` makes it)."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.services.iam.policy import Policy


@dataclass(slots=True)
class Verdict:
    """What the function answered: its policy is evaluated against each request's method ARN."""

    principal_id: str
    policy: Policy
    policy_text: str
    context: dict[str, str]
    usage_key: str | None
    latency_ms: int
