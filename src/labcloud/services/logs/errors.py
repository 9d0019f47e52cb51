"""The CloudWatch Logs errors its operations raise, with AWS's codes and wording."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid_parameter(message: str) -> AwsError:
    return AwsError("InvalidParameterException", message, status=400)


def group_not_found() -> AwsError:
    return AwsError("ResourceNotFoundException", "The specified log group does not exist.", status=400)


def stream_not_found() -> AwsError:
    return AwsError("ResourceNotFoundException", "The specified log stream does not exist.", status=400)


def subscription_not_found() -> AwsError:
    return AwsError(
        "ResourceNotFoundException", "The specified subscription filter does not exist.", status=400
    )


def group_exists() -> AwsError:
    return AwsError("ResourceAlreadyExistsException", "The specified log group already exists", status=400)


def stream_exists() -> AwsError:
    return AwsError("ResourceAlreadyExistsException", "The specified log stream already exists", status=400)


def invalid_token() -> AwsError:
    return invalid_parameter("The specified nextToken is invalid.")


def deletion_protected() -> AwsError:
    return AwsError(
        "ValidationException",
        "Cannot delete log group with deletion protection enabled. Disable deletion protection first.",
        status=400,
    )
