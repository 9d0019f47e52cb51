"""Firehose's errors with AWS's codes and wording."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid_argument(message: str) -> AwsError:
    return AwsError("InvalidArgumentException", message, status=400)


def not_found(name: str, account_id: str) -> AwsError:
    return AwsError(
        "ResourceNotFoundException",
        f"Firehose {name} under account {account_id} not found.",
        status=400,
    )


def in_use(message: str) -> AwsError:
    return AwsError("ResourceInUseException", message, status=400)


def limit_exceeded(message: str) -> AwsError:
    return AwsError("LimitExceededException", message, status=400)


def concurrent_modification(message: str) -> AwsError:
    return AwsError("ConcurrentModificationException", message, status=400)


def invalid_kms(message: str) -> AwsError:
    return AwsError("InvalidKMSResourceException", message, status=400)


def unsupported(member: str) -> AwsError:
    """A setting labcloud does not implement, refused rather than accepted and ignored."""
    return invalid_argument(f"labcloud does not support {member}.")


def validation(message: str) -> AwsError:
    """A constraint of the model's, in the wording of AWS's validation errors."""
    return AwsError("ValidationException", f"1 validation error detected: {message}", status=400)
