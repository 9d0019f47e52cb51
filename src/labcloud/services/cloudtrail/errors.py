"""CloudTrail's errors with AWS's codes and wording."""

from __future__ import annotations

from labcloud.errors import AwsError


def trail_not_found(name: str, account: str, region: str) -> AwsError:
    return AwsError(
        "TrailNotFoundException",
        f"Unknown trail: {name} for the user: {account}",
    )


def unsupported(message: str) -> AwsError:
    return AwsError("UnsupportedOperationException", f"labcloud does not support {message}.")


def invalid(code: str, message: str) -> AwsError:
    return AwsError(code, message)
