"""Issue 42's DynamoDB findings, each a named regression: bad input answered with DynamoDB's own
ValidationException and wording, never a 500.

- A number whose exponent lies far outside DynamoDB's range (``1E+9999999``) once reached an
  ``AssertionError`` in the number check (normalising it gave Infinity) and answered 500.
- A TableName is modelled as ``TableArn`` (1 to 1024 characters, since a table ARN may stand in
  for the name), so a two-character name passed model validation; a name that is not an ARN
  follows the ``TableName`` shape (3 to 255 characters of ``[a-zA-Z0-9_.-]``) as AWS checks it.
"""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError

OVERFLOW = "Number overflow. Attempting to store a number with magnitude larger than supported range"
UNDERFLOW = "Number underflow. Attempting to store a number with magnitude smaller than supported range"
KEY = [{"AttributeName": "pk", "KeyType": "HASH"}]
DEFINITIONS = [{"AttributeName": "pk", "AttributeType": "S"}]


@pytest.fixture
def table(ddb: Any) -> str:
    ddb.create_table(
        TableName="numbers",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
        AttributeDefinitions=[
            {"AttributeName": "pk", "AttributeType": "S"},
            {"AttributeName": "sk", "AttributeType": "N"},
        ],
        BillingMode="PAY_PER_REQUEST",
    )
    return "numbers"


def _error(call: Any, **kwargs: Any) -> tuple[int, str, str]:
    with pytest.raises(ClientError) as info:
        call(**kwargs)
    response = info.value.response
    return (
        response["ResponseMetadata"]["HTTPStatusCode"],
        response["Error"]["Code"],
        response["Error"]["Message"],
    )


@pytest.mark.parametrize(
    ("number", "message"),
    [
        ("1E9999999", OVERFLOW),
        ("-1E+1000000", OVERFLOW),
        ("9.9e999999", OVERFLOW),
        ("1E-9999999", UNDERFLOW),
        ("-0.5e-1000000", UNDERFLOW),
    ],
)
def test_number_exponent_far_outside_the_range_is_a_validation_error(
    ddb: Any, table: str, number: str, message: str
) -> None:
    item = {"pk": {"S": "k"}, "sk": {"N": "1"}}
    assert _error(ddb.put_item, TableName=table, Item={**item, "n": {"N": number}}) == (
        400,
        "ValidationException",
        message,
    )
    # as a key, an expression value and an ADD operand too
    assert _error(ddb.put_item, TableName=table, Item={"pk": {"S": "k"}, "sk": {"N": number}})[2] == message
    assert _error(
        ddb.query,
        TableName=table,
        KeyConditionExpression="pk = :p AND sk > :n",
        ExpressionAttributeValues={":p": {"S": "k"}, ":n": {"N": number}},
    )[1:] == (
        "ValidationException",
        f"ExpressionAttributeValues contains invalid value: {message} for key :n",
    )
    ddb.put_item(TableName=table, Item=item)
    assert _error(
        ddb.update_item,
        TableName=table,
        Key=item,
        UpdateExpression="ADD c :n",
        ExpressionAttributeValues={":n": {"N": number}},
    )[1:] == (
        "ValidationException",
        f"ExpressionAttributeValues contains invalid value: {message} for key :n",
    )


def test_number_exponent_past_what_a_decimal_holds_cannot_be_converted(ddb: Any, table: str) -> None:
    number = "1e99999999999999999999"
    assert _error(ddb.put_item, TableName=table, Item={"pk": {"S": "k"}, "sk": {"N": number}}) == (
        400,
        "ValidationException",
        f"The parameter cannot be converted to a numeric value: {number}",
    )


def test_zero_with_any_exponent_is_zero(ddb: Any, table: str) -> None:
    ddb.put_item(TableName=table, Item={"pk": {"S": "k"}, "sk": {"N": "0E+99999999"}})
    items = ddb.scan(TableName=table)["Items"]
    assert items == [{"pk": {"S": "k"}, "sk": {"N": "0"}}]


def _length_error(name: str, rule: str) -> str:
    return f"1 validation error detected: Value '{name}' at 'tableName' failed to satisfy constraint: {rule}"


@pytest.mark.parametrize(
    ("name", "rule"),
    [
        ("ab", "Member must have length greater than or equal to 3"),
        ("a", "Member must have length greater than or equal to 3"),
        ("x" * 256, "Member must have length less than or equal to 255"),
        ("has space", "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"),
        ("ta/ble", "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"),
    ],
)
def test_table_name_outside_the_name_rules_is_refused(ddb: Any, name: str, rule: str) -> None:
    assert _error(
        ddb.create_table,
        TableName=name,
        KeySchema=KEY,
        AttributeDefinitions=DEFINITIONS,
        BillingMode="PAY_PER_REQUEST",
    ) == (400, "ValidationException", _length_error(name, rule))
    # item operations check the name before looking the table up
    assert _error(ddb.get_item, TableName=name, Key={"pk": {"S": "k"}}) == (
        400,
        "ValidationException",
        _length_error(name, rule),
    )
    assert ddb.list_tables()["TableNames"] == []


def test_table_names_at_the_limits_and_arns_are_accepted(ddb: Any) -> None:
    for name in ("abc", "A" * 255, "a.b_c-9"):
        ddb.create_table(
            TableName=name, KeySchema=KEY, AttributeDefinitions=DEFINITIONS, BillingMode="PAY_PER_REQUEST"
        )
    arn = ddb.describe_table(TableName="abc")["Table"]["TableArn"]
    assert ddb.describe_table(TableName=arn)["Table"]["TableName"] == "abc"
    ddb.put_item(TableName=arn, Item={"pk": {"S": "k"}})
    assert ddb.get_item(TableName=arn, Key={"pk": {"S": "k"}})["Item"] == {"pk": {"S": "k"}}


def test_batch_request_table_names_follow_the_name_rules(ddb: Any) -> None:
    code = _error(ddb.batch_write_item, RequestItems={"ab": [{"PutRequest": {"Item": {"pk": {"S": "k"}}}}]})
    assert code[:2] == (400, "ValidationException")
    assert "Member must have length greater than or equal to 3" in code[2]
    code = _error(
        ddb.transact_write_items, TransactItems=[{"Put": {"TableName": "ab", "Item": {"pk": {"S": "k"}}}}]
    )
    assert code[:2] == (400, "ValidationException")
    assert "Member must have length greater than or equal to 3" in code[2]
