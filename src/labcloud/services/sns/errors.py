"""SNS's errors: the query-protocol codes of botocore's SNS model with AWS's wording."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid_parameter(detail: str) -> AwsError:
    """``InvalidParameter``: AWS words these ``Invalid parameter: <detail>``."""
    return AwsError("InvalidParameter", f"Invalid parameter: {detail}", status=400)


def invalid_value(message: str) -> AwsError:
    """``ParameterValueInvalid`` (InvalidParameterValueException): message attribute problems."""
    return AwsError("ParameterValueInvalid", message, status=400)


def topic_not_found() -> AwsError:
    return AwsError("NotFound", "Topic does not exist", status=404)


def subscription_not_found() -> AwsError:
    return AwsError("NotFound", "Subscription does not exist", status=404)


def resource_not_found() -> AwsError:
    return AwsError("ResourceNotFound", "Resource does not exist", status=404)


def authorization_error(message: str) -> AwsError:
    return AwsError("AuthorizationError", message, status=403)


def batch_error(code: str, message: str) -> AwsError:
    return AwsError(code, message, status=400)
