"""KMS's errors with AWS's codes and wording."""

from __future__ import annotations

from labcloud.errors import AwsError


def not_found(message: str) -> AwsError:
    return AwsError("NotFoundException", message)


def key_not_found(arn: str) -> AwsError:
    return not_found(f"Key '{arn}' does not exist")


def alias_not_found(alias_arn: str) -> AwsError:
    return not_found(f"Alias {alias_arn} is not found.")


def invalid_arn(value: str) -> AwsError:
    return AwsError("NotFoundException", f"Invalid keyId '{value}'")


def disabled(arn: str) -> AwsError:
    return AwsError("DisabledException", f"{arn} is disabled.")


def invalid_state(message: str) -> AwsError:
    return AwsError("KMSInvalidStateException", message)


def pending_deletion(arn: str) -> AwsError:
    return invalid_state(f"{arn} is pending deletion.")


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message)


def invalid_ciphertext() -> AwsError:
    return AwsError("InvalidCiphertextException", "")


def incorrect_key() -> AwsError:
    return AwsError(
        "IncorrectKeyException",
        "The key ID in the request does not identify a CMK that can perform this operation.",
    )


def invalid_usage(message: str) -> AwsError:
    return AwsError("InvalidKeyUsageException", message)


def already_exists(message: str) -> AwsError:
    return AwsError("AlreadyExistsException", message)


def not_authorized(message: str) -> AwsError:
    return AwsError("NotAuthorizedException", message)


def malformed_policy(message: str) -> AwsError:
    return AwsError("MalformedPolicyDocumentException", message)


def unsupported(message: str) -> AwsError:
    return AwsError("UnsupportedOperationException", message)


def tag_error(message: str) -> AwsError:
    return AwsError("TagException", message)


def access_denied(message: str) -> AwsError:
    return AwsError("AccessDeniedException", message)
