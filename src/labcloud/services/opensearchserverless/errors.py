"""OpenSearch Serverless's control-plane errors with AWS's codes."""

from __future__ import annotations

from labcloud.errors import AwsError


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message)


def not_found(message: str) -> AwsError:
    return AwsError("ResourceNotFoundException", message, status=404)


def conflict(message: str) -> AwsError:
    return AwsError("ConflictException", message, status=409)


def quota(message: str) -> AwsError:
    return AwsError("ServiceQuotaExceededException", message, status=402)


def policy_json(problem: str) -> AwsError:
    """A policy document that does not parse or fit its type's schema, worded as AWS words it."""
    return validation(f"Policy json is invalid, error: [{problem}]")
