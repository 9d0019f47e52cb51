"""ACM's errors with AWS's codes and wording."""

from __future__ import annotations

from labcloud.errors import AwsError


def not_found(arn: str) -> AwsError:
    return AwsError("ResourceNotFoundException", f"Could not find certificate {arn}.")


def invalid_arn(arn: str) -> AwsError:
    return AwsError("InvalidArnException", f"String '{arn}' is not a valid ARN.")


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message)


def invalid_parameter(message: str) -> AwsError:
    return AwsError("InvalidParameterException", message)


def invalid_options(message: str) -> AwsError:
    return AwsError("InvalidDomainValidationOptionsException", message)


def invalid_state(message: str) -> AwsError:
    return AwsError("InvalidStateException", message)


def in_use(arn: str) -> AwsError:
    return AwsError("ResourceInUseException", f"Certificate {arn} in use.")


def in_progress(arn: str, status: str = "PENDING_VALIDATION") -> AwsError:
    return AwsError("RequestInProgressException", f"Certificate '{arn}' is in state: {status}")


def invalid_args(message: str) -> AwsError:
    return AwsError("InvalidArgsException", message)


def limit_exceeded(message: str) -> AwsError:
    return AwsError("LimitExceededException", message)
