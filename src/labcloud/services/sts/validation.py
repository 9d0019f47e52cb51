"""The checks STS makes on its input before anything is authorized: ARN syntax and session tags.

AWS validates a request's shape (the protocol layer does that from the model), then the syntax of
the ARNs it names, then session-tag rules, and only then asks whether the caller may act; so these
checks run in the pipeline's ``validate`` step, before IAM enforcement.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from labcloud.errors import AwsError

DUPLICATE_TAGS = "Duplicate tag keys found. Please note that Tag keys are case insensitive."
TRANSITIVE_NOT_TAGGED = "The specified transitive tag key must be included in the requested tags."


def validation_error(message: str) -> AwsError:
    return AwsError("ValidationError", message, status=400)


def invalid_parameter(message: str) -> AwsError:
    return AwsError("InvalidParameterValue", message, status=400)


def is_arn(value: str) -> bool:
    """AWS's ARN syntax: ``arn:partition:service:region:account:resource`` with a partition, a
    service and a resource (region and account may be empty)."""
    parts = value.split(":", 5)
    return len(parts) == 6 and parts[0] == "arn" and bool(parts[1]) and bool(parts[2]) and bool(parts[5])


def check_arns(params: Mapping[str, Any], members: Iterable[str]) -> None:
    for member in members:
        value = params.get(member)
        if isinstance(value, str) and not is_arn(value):
            raise validation_error(f"{value} is invalid")


def check_session_tags(tags: Sequence[Mapping[str, Any]], transitive_keys: Sequence[str]) -> None:
    """Tag keys are unique regardless of case; every transitive key names one of the tags."""
    keys = [str(tag["Key"]).lower() for tag in tags]
    if len(set(keys)) != len(keys):
        raise invalid_parameter(DUPLICATE_TAGS)
    if any(key.lower() not in keys for key in transitive_keys):
        raise invalid_parameter(TRANSITIVE_NOT_TAGGED)
