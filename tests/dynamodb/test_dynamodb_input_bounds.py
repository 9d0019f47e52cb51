"""Inputs that once reached a 500 (issue 20): each is now DynamoDB's exact ValidationException.

Deeply nested or operator-heavy expressions, items nested past 32 levels (and bodies nested past
the JSON decoder's own limit), and a CreateTable without AttributeDefinitions or KeySchema.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

import pytest
from botocore.exceptions import ClientError


@pytest.fixture
def table(ddb: Any) -> str:
    ddb.create_table(
        TableName="bounds",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    ddb.put_item(TableName="bounds", Item={"pk": {"S": "k"}, "a": {"N": "1"}})
    return "bounds"


def _error(call: Any, **kwargs: Any) -> dict[str, Any]:
    with pytest.raises(ClientError) as info:
        call(**kwargs)
    assert info.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400
    return dict(info.value.response["Error"])


def _raw(endpoint: str, target: str, body: bytes) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(
        endpoint + "/",
        data=body,
        method="POST",
        headers={"x-amz-target": f"DynamoDB_20120810.{target}", "content-type": "application/x-amz-json-1.0"},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


VALUES = {":v": {"N": "1"}}


def test_redundant_parentheses_nested_hundreds_deep(ddb: Any, table: str) -> None:
    error = _error(
        ddb.put_item,
        TableName=table,
        Item={"pk": {"S": "x"}},
        ConditionExpression="(" * 400 + "a = :v" + ")" * 400,
        ExpressionAttributeValues=VALUES,
    )
    assert error == {
        "Code": "ValidationException",
        "Message": "Invalid ConditionExpression: The expression has redundant parentheses;",
    }


def test_too_many_operators_in_each_expression_kind(ddb: Any, table: str) -> None:
    condition = " AND ".join(["a = :v"] * 151)  # 151 comparisons + 150 ANDs
    error = _error(ddb.scan, TableName=table, FilterExpression=condition, ExpressionAttributeValues=VALUES)
    assert (
        error["Message"]
        == "Invalid FilterExpression: The expression contains too many operators; operator count: 301"
    )
    error = _error(
        ddb.put_item,
        TableName=table,
        Item={"pk": {"S": "x"}},
        ConditionExpression="NOT " * 800 + "a = :v",
        ExpressionAttributeValues=VALUES,
    )
    assert error["Message"] == (
        "Invalid ConditionExpression: The expression contains too many operators; operator count: 801"
    )
    update = "SET " + ",".join(f"b{i}=:v+:v" for i in range(301))  # 301 additions, under 4 KB
    error = _error(
        ddb.update_item,
        TableName=table,
        Key={"pk": {"S": "k"}},
        UpdateExpression=update,
        ExpressionAttributeValues=VALUES,
    )
    assert (
        error["Message"]
        == "Invalid UpdateExpression: The expression contains too many operators; operator count: 301"
    )


def test_legal_nesting_below_the_bounds_is_evaluated(ddb: Any, table: str) -> None:
    # 299 operators as one left-deep chain, and 50 levels of NOT (...) — both legal and evaluated.
    chain = " AND ".join(["a = :v"] * 150)
    assert ddb.scan(TableName=table, FilterExpression=chain, ExpressionAttributeValues=VALUES)["Count"] == 1
    nested = "NOT (" * 50 + "a = :v" + ")" * 50  # an even count of NOTs: true for a = 1
    assert ddb.scan(TableName=table, FilterExpression=nested, ExpressionAttributeValues=VALUES)["Count"] == 1


def test_nesting_past_labclouds_bound_is_refused_not_a_500(ddb: Any, table: str) -> None:
    nested = "NOT (" * 120 + "a = :v" + ")" * 120  # 120 operators, 240 levels: within AWS's counts
    error = _error(ddb.scan, TableName=table, FilterExpression=nested, ExpressionAttributeValues=VALUES)
    assert error["Code"] == "ValidationException"
    assert error["Message"].startswith(
        "Invalid FilterExpression: The expression is nested too deeply; labcloud"
    )


def test_item_nested_past_32_levels(ddb: Any, table: str) -> None:
    value: dict[str, Any] = {"S": "leaf"}
    for _ in range(33):
        value = {"M": {"n": value}}
    error = _error(ddb.put_item, TableName=table, Item={"pk": {"S": "deep"}, "d": value})
    assert error == {
        "Code": "ValidationException",
        "Message": "Nesting Levels have exceeded supported limits",
    }


@pytest.mark.parametrize("levels", [400, 5000])
def test_body_nested_past_the_decoder_limit(labcloud_server: Any, table: str, levels: int) -> None:
    body = (
        b'{"TableName":"bounds","Item":{"pk":{"S":"x"},"d":'
        + b'{"M":{"a":' * levels
        + b'{"S":"x"}'
        + b"}}" * levels
        + b"}}"
    )
    status, document = _raw(labcloud_server.endpoint, "PutItem", body)
    assert status == 400
    assert document == {
        "__type": "com.amazonaws.dynamodb#ValidationException",
        "message": "Nesting Levels have exceeded supported limits",
    }
    status, document = _raw(
        labcloud_server.endpoint, "ListTables", b'{"x":' + b"[" * 100000 + b"]" * 100000 + b"}"
    )
    assert (status, document["message"]) == (400, "Nesting Levels have exceeded supported limits")


def test_create_table_without_attribute_definitions(ddb: Any) -> None:
    error = _error(
        ddb.create_table,
        TableName="nodefs",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        BillingMode="PAY_PER_REQUEST",
    )
    assert error == {
        "Code": "ValidationException",
        "Message": (
            "1 validation error detected: Value null at 'attributeDefinitions' failed to satisfy constraint: "
            "Member must not be null"
        ),
    }
    error = _error(ddb.create_table, TableName="nothing", BillingMode="PAY_PER_REQUEST")
    assert error["Message"] == (
        "2 validation errors detected: Value null at 'attributeDefinitions' failed to satisfy constraint: "
        "Member must not be null; Value null at 'keySchema' failed to satisfy constraint: Member must not be null"
    )
    assert "nodefs" not in ddb.list_tables()["TableNames"]


def test_too_many_operators_from_the_cli(labcloud: Any, table: str) -> None:
    values = json.dumps(VALUES)
    result = labcloud.aws(
        "dynamodb",
        "scan",
        "--table-name",
        table,
        "--filter-expression",
        " OR ".join(["a = :v"] * 151),
        "--expression-attribute-values",
        values,
        check=False,
    )
    assert result.returncode != 0
    assert (
        "An error occurred (ValidationException) when calling the Scan operation: Invalid FilterExpression: "
        "The expression contains too many operators; operator count: 301"
    ) in result.stderr


def test_attribute_name_past_its_bound_in_a_batch_names_its_place(ddb: Any, table: str) -> None:
    """An attribute name longer than the model's 65,535 characters, in the second request of a batch: the
    error names the list item by its number (from 1) and the item's key, as for any list and map."""
    good = {"PutRequest": {"Item": {"pk": {"S": "a"}}}}
    long_name = {"PutRequest": {"Item": {"pk": {"S": "b"}, "n" * 65_536: {"S": "x"}}}}
    error = _error(ddb.batch_write_item, RequestItems={table: [good, long_name]})
    assert error["Code"] == "ValidationException"
    assert error["Message"].startswith("1 validation error detected: Value '")
    assert error["Message"].endswith(
        "' at 'requestItems.value.2.member.putRequest.item.key' failed to satisfy constraint:"
        " Member must have length less than or equal to 65535"
    )
    assert "Item" not in ddb.get_item(TableName=table, Key={"pk": {"S": "a"}})
