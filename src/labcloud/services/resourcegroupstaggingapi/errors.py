"""The Tagging API's errors with AWS's codes."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid_parameter(message: str) -> AwsError:
    return AwsError("InvalidParameterException", message)


def token_expired() -> AwsError:
    return AwsError(
        "PaginationTokenExpiredException", "The specified pagination token has expired or is invalid."
    )


def not_supported(what: str) -> AwsError:
    return AwsError("InvalidParameterException", f"{what} is not supported by labcloud.")
