"""The one error a filter pattern that cannot be parsed turns into."""

from __future__ import annotations

from labcloud.errors import AwsError

INVALID_FILTER_PATTERN = "Invalid filter pattern"


def invalid_pattern(message: str = INVALID_FILTER_PATTERN) -> AwsError:
    """``InvalidParameterException`` as CloudWatch Logs answers a bad ``filterPattern``."""
    return AwsError("InvalidParameterException", message, status=400)
