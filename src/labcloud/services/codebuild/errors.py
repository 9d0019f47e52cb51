"""CodeBuild's errors, as its model declares them: InvalidInputException (a request it cannot act on),
ResourceNotFoundException, ResourceAlreadyExistsException, AccountLimitExceededException."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid(message: str) -> AwsError:
    return AwsError("InvalidInputException", message)


def not_found(message: str) -> AwsError:
    return AwsError("ResourceNotFoundException", message)


def exists(message: str) -> AwsError:
    return AwsError("ResourceAlreadyExistsException", message)


def limit(message: str) -> AwsError:
    return AwsError("AccountLimitExceededException", message)


def unsupported(feature: str) -> AwsError:
    """What labcloud's CodeBuild does not do, refused by name (docs/codebuild.md)."""
    return AwsError("InvalidInputException", f"labcloud does not support {feature}")
