"""EventBridge Pipes' error codes and AWS's wording for them."""

from __future__ import annotations

from labcloud.errors import AwsError


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def conflict(message: str, name: str) -> AwsError:
    return AwsError("ConflictException", message, status=409, resourceId=name, resourceType="pipe")


def not_found(message: str) -> AwsError:
    return AwsError("NotFoundException", message, status=404)
