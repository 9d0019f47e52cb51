"""AppConfig's errors with AWS's codes and members (BadRequestException's Reason and Details,
ResourceNotFoundException's ResourceName)."""

from __future__ import annotations

from typing import Any

from labcloud.errors import AwsError


def bad_request(message: str, **members: Any) -> AwsError:
    return AwsError("BadRequestException", message, **members)


def invalid_configuration(problems: list[dict[str, str]]) -> AwsError:
    """Content that fails a validator: Reason ``InvalidConfiguration`` with each problem in Details."""
    return AwsError(
        "BadRequestException",
        "Configuration failed validation",
        Reason="InvalidConfiguration",
        Details={"InvalidConfiguration": problems[:10]},
    )


def not_found(kind: str, rid: str) -> AwsError:
    return AwsError("ResourceNotFoundException", f"{kind} {rid} not found", ResourceName=kind)


def conflict(message: str) -> AwsError:
    return AwsError("ConflictException", message)


def quota(message: str) -> AwsError:
    return AwsError("ServiceQuotaExceededException", message)


def too_large(size: int, limit: int) -> AwsError:
    return AwsError(
        "PayloadTooLargeException",
        f"Configuration content of {size} bytes exceeds the limit of {limit} bytes",
        Measure="BYTES",
        Limit=float(limit),
        Size=float(size),
    )


def unsupported(feature: str) -> AwsError:
    """What labcloud's AppConfig does not do, refused by name (docs/appconfig.md)."""
    return AwsError("BadRequestException", f"labcloud does not support {feature}")
