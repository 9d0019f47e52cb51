"""Application Auto Scaling's errors with AWS's codes (ValidationException, ObjectNotFoundException,
LimitExceededException, ResourceNotFoundException for tags)."""

from __future__ import annotations

from labcloud.errors import AwsError


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message)


def not_found(message: str) -> AwsError:
    return AwsError("ObjectNotFoundException", message)


def limit(message: str) -> AwsError:
    return AwsError("LimitExceededException", message)


def resource_not_found(message: str) -> AwsError:
    return AwsError("ResourceNotFoundException", message)


def unsupported(feature: str) -> AwsError:
    """What labcloud's Application Auto Scaling does not do, refused by name (docs/applicationautoscaling.md)."""
    return AwsError("ValidationException", f"labcloud does not support {feature}")
