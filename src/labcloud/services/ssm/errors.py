"""SSM's errors with AWS's codes and wording (json protocol: the code is the error shape's name)."""

from __future__ import annotations

import uuid

from labcloud.errors import AwsError

NAME_RULES = (
    'Parameter name: can\'t be prefixed with "aws" or "ssm" (case-insensitive). If formed as a path, it can '
    "consist of sub-paths divided by slash symbol; each sub-path can be formed as a mix of letters, numbers "
    "and the following 3 symbols .-_"
)


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message)


def parameter_not_found(name: str | None = None) -> AwsError:
    return AwsError("ParameterNotFound", f"Parameter {name} not found." if name else "")


def version_not_found(name: str, selector: str) -> AwsError:
    return AwsError(
        "ParameterVersionNotFound",
        f"Systems Manager could not find version {selector} of {name}. Verify the version and try again.",
    )


def already_exists() -> AwsError:
    return AwsError(
        "ParameterAlreadyExists",
        "The parameter already exists. To overwrite this value, set the overwrite option in the request to true.",
    )


def hierarchy_too_deep() -> AwsError:
    return AwsError(
        "HierarchyLevelLimitExceededException",
        "A hierarchy can have a maximum of 15 levels. For more information, see Requirements and Constraints "
        "for Parameter Names in the AWS Systems Manager User Guide.",
    )


def invalid_key_id(key_id: str, region: str, account_id: str) -> AwsError:
    """A KeyId naming no key: AWS relays KMS's NotFoundException in its own words."""
    if key_id.startswith("arn:"):
        arn = key_id
    elif key_id.startswith("alias/"):
        arn = f"arn:aws:kms:{region}:{account_id}:{key_id}"
    else:
        arn = f"arn:aws:kms:{region}:{account_id}:key/{key_id}"
    return AwsError(
        "InvalidKeyId",
        f"Key '{arn}' does not exist (Service: AWSKMS; Status Code: 400; Error Code: NotFoundException; "
        f"Request ID: {uuid.uuid4()})",
    )


def invalid_next_token() -> AwsError:
    return AwsError("InvalidNextToken", "The nextToken is not valid.")


def invalid_filter_key(message: str) -> AwsError:
    return AwsError("InvalidFilterKey", message)


def invalid_filter_option(message: str) -> AwsError:
    return AwsError("InvalidFilterOption", message)


def invalid_filter_value(message: str) -> AwsError:
    return AwsError("InvalidFilterValue", message)


def invalid_resource_id() -> AwsError:
    return AwsError("InvalidResourceId", "The resource ID is not valid. Verify the ID and try again.")
