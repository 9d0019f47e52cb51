"""MSK's errors as its model declares them: BadRequestException (400), NotFoundException (404) and
ConflictException (409), each with ``invalidParameter`` naming the member at fault and ``message``
(given under their wire names: the error serializer does not apply an error shape's locationName)."""

from __future__ import annotations

from labcloud.errors import AwsError


def bad(parameter: str, message: str) -> AwsError:
    return AwsError("BadRequestException", message, status=400, invalidParameter=parameter)


def not_found(parameter: str, message: str) -> AwsError:
    return AwsError("NotFoundException", message, status=404, invalidParameter=parameter)


def conflict(parameter: str, message: str) -> AwsError:
    return AwsError("ConflictException", message, status=409, invalidParameter=parameter)


def refused(parameter: str, feature: str) -> AwsError:
    """What labcloud's MSK does not do, refused by name (no broker runs: docs/kafka.md)."""
    return bad(parameter, f"labcloud does not support {feature}")
