"""API Gateway v2's errors with AWS's codes (rest-json: ``x-amzn-ErrorType`` and the status)."""

from __future__ import annotations

from labcloud.errors import AwsError


def not_found(message: str) -> AwsError:
    return AwsError("NotFoundException", message, status=404)


def bad_request(message: str) -> AwsError:
    return AwsError("BadRequestException", message, status=400)


def conflict(message: str) -> AwsError:
    return AwsError("ConflictException", message, status=409)
