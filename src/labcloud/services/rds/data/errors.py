"""The Data API's errors (botocore ``rds-data``): their codes, and postgres's errors as AWS words them
(``ERROR: <message>`` with the position when postgres gives one)."""

from __future__ import annotations

from typing import Any

from labcloud.errors import AwsError


def bad_request(message: str) -> AwsError:
    return AwsError("BadRequestException", message, status=400)


def http_endpoint_off(arn: str) -> AwsError:
    return AwsError(
        "HttpEndpointNotEnabledException", f"HttpEndpoint is not enabled for resource {arn}", status=400
    )


def transaction_not_found(tid: str) -> AwsError:
    return AwsError("TransactionNotFoundException", f"Transaction {tid} is not found", status=404)


def invalid_secret(message: str) -> AwsError:
    return AwsError("InvalidSecretException", message, status=400)


def secrets_error(message: str) -> AwsError:
    return AwsError("SecretsErrorException", message, status=400)


def unavailable(message: str) -> AwsError:
    return AwsError("DatabaseUnavailableException", message, status=504, sender_fault=False)


def unsupported(feature: str) -> AwsError:
    return bad_request(f"labcloud does not support {feature}")


def from_postgres(fields: Any) -> AwsError:
    """A postgres error (pg8000's field dict: C code, M message, P position) as the Data API answers it."""
    if not isinstance(fields, dict):
        return bad_request(str(fields))
    code = str(fields.get("C") or "")
    message = f"ERROR: {fields.get('M', '')}"
    if fields.get("P"):
        message += f"\n  Position: {fields['P']}"
    if code == "57014":
        return AwsError("StatementTimeoutException", message, status=400, dbConnectionId=0)
    if code == "3D000":
        return AwsError("DatabaseNotFoundException", message, status=404)
    if code == "28P01":
        return invalid_secret("The secret's username and password do not sign in to the database: " + message)
    return bad_request(message)
