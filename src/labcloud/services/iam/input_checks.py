"""Checks IAM makes on ARN parameters before anything else (so a malformed ARN is a 400 whoever asks):
an ARN that does not even parse answers InvalidInput "Invalid ARN: Could not be parsed!"."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError

#: Members of IAM requests that carry an ARN.
ARN_MEMBERS = (
    "PolicyArn",
    "PermissionsBoundary",
    "PolicySourceArn",
    "OpenIDConnectProviderArn",
    "SAMLProviderArn",
)


def parses(arn: str) -> bool:
    parts = arn.split(":", 5)
    return len(parts) == 6 and parts[0] == "arn" and bool(parts[1]) and bool(parts[2]) and bool(parts[5])


def check_arns(ctx: RequestContext, params: dict[str, Any]) -> None:
    """Pipeline authorizer registered ahead of enforcement."""
    if ctx.service != "iam":
        return
    for member in ARN_MEMBERS:
        value = params.get(member)
        if isinstance(value, str) and not parses(value):
            raise AwsError("InvalidInput", "Invalid ARN: Could not be parsed!", status=400)
