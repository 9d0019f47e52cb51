"""AWS Private CA's errors with AWS's codes."""

from __future__ import annotations

from labcloud.errors import AwsError


def not_found(what: str) -> AwsError:
    return AwsError("ResourceNotFoundException", f"{what} not found.")


def invalid_arn(arn: str) -> AwsError:
    return AwsError("InvalidArnException", f"The ARN {arn!r} is not valid.")


def invalid_args(message: str) -> AwsError:
    return AwsError("InvalidArgsException", message)


def invalid_state(message: str) -> AwsError:
    return AwsError("InvalidStateException", message)


def invalid_request(message: str) -> AwsError:
    return AwsError("InvalidRequestException", message)


def invalid_policy(message: str) -> AwsError:
    return AwsError("InvalidPolicyException", message)


def malformed_csr(message: str) -> AwsError:
    return AwsError("MalformedCSRException", message)


def malformed_certificate(message: str) -> AwsError:
    return AwsError("MalformedCertificateException", message)


def mismatch(message: str) -> AwsError:
    return AwsError("CertificateMismatchException", message)


def already_processed(message: str) -> AwsError:
    return AwsError("RequestAlreadyProcessedException", message)


def permission_exists(message: str) -> AwsError:
    return AwsError("PermissionAlreadyExistsException", message)


def invalid_next_token(token: str) -> AwsError:
    return AwsError("InvalidNextTokenException", f"The token {token!r} is not valid.")
