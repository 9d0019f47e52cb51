"""Batch's errors: AWS Batch declares only ClientException (a request it cannot act on) and
ServerException, so every refusal is a ClientException with AWS's wording."""

from __future__ import annotations

from labcloud.errors import AwsError


def client(message: str) -> AwsError:
    return AwsError("ClientException", message)


def refused(feature: str) -> AwsError:
    """What labcloud's Batch does not do, refused by name (nothing runs jobs: docs/batch.md)."""
    return AwsError("ClientException", f"labcloud does not support {feature}")
