"""Secrets Manager's errors with AWS's codes and wording."""

from __future__ import annotations

from labcloud.errors import AwsError

NOT_FOUND = "Secrets Manager can't find the specified secret."
MARKED_FOR_DELETION = "You can't perform this operation on the secret because it was marked for deletion."


def not_found(message: str = NOT_FOUND) -> AwsError:
    return AwsError("ResourceNotFoundException", message)


def invalid_parameter(message: str) -> AwsError:
    return AwsError("InvalidParameterException", message)


def invalid_request(message: str) -> AwsError:
    return AwsError("InvalidRequestException", message)


def marked_for_deletion() -> AwsError:
    return invalid_request(MARKED_FOR_DELETION)


def exists(message: str) -> AwsError:
    return AwsError("ResourceExistsException", message)


def decryption_failure() -> AwsError:
    return AwsError(
        "DecryptionFailure",
        "Secrets Manager can't decrypt the protected secret text using the provided KMS key.",
    )


def encryption_failure() -> AwsError:
    return AwsError(
        "EncryptionFailure",
        "Secrets Manager can't encrypt the protected secret text using the provided KMS key. Check that the KMS"
        " key is available, enabled, and not in an invalid state.",
    )


def kms_access_denied() -> AwsError:
    return AwsError("AccessDeniedException", "Access to KMS is not allowed")


def limit_exceeded(message: str) -> AwsError:
    return AwsError("LimitExceededException", message)


def malformed_policy(message: str) -> AwsError:
    return AwsError("MalformedPolicyDocumentException", message)


def public_policy() -> AwsError:
    return AwsError(
        "PublicPolicyException", "This resource policy contains a policy that would grant public access."
    )


def invalid_next_token() -> AwsError:
    return AwsError("InvalidNextTokenException", "The NextToken value is invalid.")
