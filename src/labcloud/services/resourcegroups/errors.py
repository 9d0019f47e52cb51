"""Resource Groups' errors with AWS's codes."""

from __future__ import annotations

from labcloud.errors import AwsError


def bad_request(message: str) -> AwsError:
    return AwsError("BadRequestException", message)


def not_found(message: str) -> AwsError:
    return AwsError("NotFoundException", message)


def group_not_found(name: str) -> AwsError:
    return not_found(f"Cannot find group {name}.")


def not_supported(what: str) -> AwsError:
    return AwsError("BadRequestException", f"{what} is not supported by labcloud.")
