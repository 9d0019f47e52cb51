"""AppSync's errors with the codes of botocore's model and AWS's wording."""

from __future__ import annotations

from labcloud.errors import AwsError


def not_found(message: str) -> AwsError:
    return AwsError("NotFoundException", message)


def bad_request(message: str) -> AwsError:
    return AwsError("BadRequestException", message)


def concurrent(message: str) -> AwsError:
    return AwsError("ConcurrentModificationException", message)


def api_limit(message: str) -> AwsError:
    return AwsError("ApiLimitExceededException", message)


def key_limit(message: str) -> AwsError:
    return AwsError("ApiKeyLimitExceededException", message)


def key_validity(message: str) -> AwsError:
    return AwsError("ApiKeyValidityOutOfBoundsException", message)


def schema_error(message: str) -> AwsError:
    return AwsError("GraphQLSchemaException", message)


def unsupported(what: str) -> AwsError:
    """A feature labcloud does not implement, refused by name rather than accepted and ignored."""
    return bad_request(f"labcloud does not implement {what}.")
