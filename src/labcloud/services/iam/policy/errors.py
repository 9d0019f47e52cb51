"""The ``MalformedPolicyDocument`` error every policy validation failure raises."""

from __future__ import annotations

from labcloud.errors import AwsError

SYNTAX_ERRORS = "Syntax errors in policy."


def malformed(message: str = SYNTAX_ERRORS) -> AwsError:
    """IAM's 400 answer for a policy document it cannot accept."""
    return AwsError("MalformedPolicyDocument", message, status=400)
