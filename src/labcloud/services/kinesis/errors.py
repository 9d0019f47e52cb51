"""Kinesis's errors with AWS's codes and wording."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid_argument(message: str) -> AwsError:
    return AwsError("InvalidArgumentException", message, status=400)


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def stream_not_found(name: str, account_id: str) -> AwsError:
    return AwsError(
        "ResourceNotFoundException", f"Stream {name} under account {account_id} not found.", status=400
    )


def shard_not_found(shard_id: str, name: str, account_id: str) -> AwsError:
    return AwsError(
        "ResourceNotFoundException",
        f"Shard {shard_id} in stream {name} under account {account_id} does not exist",
        status=400,
    )


def stream_exists(name: str, account_id: str) -> AwsError:
    return AwsError(
        "ResourceInUseException", f"Stream {name} under account {account_id} already exists.", status=400
    )


def in_use(name: str, account_id: str, status: str) -> AwsError:
    return AwsError(
        "ResourceInUseException",
        f"Stream {name} under account {account_id} not ACTIVE, instead in state {status}",
        status=400,
    )


def limit_exceeded(message: str) -> AwsError:
    return AwsError("LimitExceededException", message, status=400)


def throughput_exceeded(message: str) -> AwsError:
    return AwsError("ProvisionedThroughputExceededException", message, status=400)


def unsupported(member: str, feature: str) -> AwsError:
    return invalid_argument(f"labcloud does not support {feature}: {member} cannot be used")
