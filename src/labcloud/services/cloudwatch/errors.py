"""CloudWatch's error codes (the query-protocol codes botocore reports for every protocol)."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid_value(message: str) -> AwsError:
    return AwsError("InvalidParameterValue", message, status=400)


def invalid_value_of(name: str, value: object) -> AwsError:
    return invalid_value(f"The value {value} for parameter {name} is not valid.")


def missing(message: str) -> AwsError:
    return AwsError("MissingParameter", message, status=400)


def combination(message: str) -> AwsError:
    return AwsError("InvalidParameterCombination", message, status=400)


def validation(message: str) -> AwsError:
    return AwsError("ValidationError", message, status=400)


def not_found(message: str) -> AwsError:
    return AwsError("ResourceNotFound", message, status=404)


def limit_exceeded(message: str) -> AwsError:
    return AwsError("LimitExceeded", message, status=400)


def invalid_token(message: str = "The service returned an invalid NextToken.") -> AwsError:
    return AwsError("InvalidNextToken", message, status=400)


def unsupported(what: str) -> AwsError:
    return invalid_value(f"labcloud does not support {what}.")
