"""Helpers for the DynamoDB server tests: creating tables and catching AWS errors."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError


def make_table(
    ddb: Any,
    name: str = "orders",
    hash_key: str = "id",
    hash_type: str = "S",
    range_key: str | None = None,
    range_type: str = "S",
    **extra: Any,
) -> dict[str, Any]:
    definitions = [{"AttributeName": hash_key, "AttributeType": hash_type}]
    schema = [{"AttributeName": hash_key, "KeyType": "HASH"}]
    if range_key:
        definitions.append({"AttributeName": range_key, "AttributeType": range_type})
        schema.append({"AttributeName": range_key, "KeyType": "RANGE"})
    for extra_def in extra.pop("extra_definitions", []):
        definitions.append(extra_def)
    extra.setdefault("BillingMode", "PAY_PER_REQUEST")
    result: dict[str, Any] = ddb.create_table(
        TableName=name, AttributeDefinitions=definitions, KeySchema=schema, **extra
    )
    return result


def error_of(call: Any, *args: Any, **kwargs: Any) -> tuple[str, str, dict[str, Any]]:
    """Run a call that must fail; return (code, message, whole response)."""
    with pytest.raises(ClientError) as info:
        call(*args, **kwargs)
    response = info.value.response
    return response["Error"]["Code"], response["Error"]["Message"], response
