"""IoT's errors with the codes of botocore's ``iot`` and ``iot-data`` models."""

from __future__ import annotations

from labcloud.errors import AwsError


def not_found(message: str) -> AwsError:
    return AwsError("ResourceNotFoundException", message, status=404)


def exists(message: str, resource_id: str = "", resource_arn: str = "") -> AwsError:
    return AwsError(
        "ResourceAlreadyExistsException",
        message,
        status=409,
        resourceId=resource_id,
        resourceArn=resource_arn,
    )


def invalid(message: str) -> AwsError:
    return AwsError("InvalidRequestException", message, status=400)


def sql_parse(message: str) -> AwsError:
    return AwsError("SqlParseException", message, status=400)


def conflict(message: str) -> AwsError:
    return AwsError("DeleteConflictException", message, status=409)


def certificate_state(message: str) -> AwsError:
    return AwsError("CertificateStateException", message, status=406)


def malformed(message: str) -> AwsError:
    return AwsError("MalformedPolicyException", message, status=400)


def version_conflict(message: str) -> AwsError:
    """iot-data's answer to an update naming a version other than the shadow's."""
    return AwsError("ConflictException", message, status=409)


def too_large(message: str) -> AwsError:
    return AwsError("RequestEntityTooLargeException", message, status=413)


def limit(message: str) -> AwsError:
    return AwsError("LimitExceededException", message, status=410)


def version_conflict_iot(message: str) -> AwsError:
    """iot's answer to an expectedVersion other than the resource's."""
    return AwsError("VersionConflictException", message, status=409)


def unauthorized(message: str) -> AwsError:
    return AwsError("UnauthorizedException", message, status=401)
