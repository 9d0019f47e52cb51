"""PutItem, GetItem, UpdateItem and DeleteItem over the real server: conditions, ReturnValues, errors."""

from __future__ import annotations

import pytest
from dynamodb_server_helpers import error_of, make_table


@pytest.fixture
def orders(ddb):
    make_table(ddb)
    return ddb


def test_seed_lab_conditional_put_twice_returns_the_stored_item(orders):
    item = {"id": {"S": "order-1"}, "total": {"N": "42.50"}, "status": {"S": "NEW"}}
    orders.put_item(
        TableName="orders",
        Item=item,
        ConditionExpression="attribute_not_exists(id)",
        ReturnValuesOnConditionCheckFailure="ALL_OLD",
    )
    second = dict(item, status={"S": "DUPLICATE"})
    code, message, response = error_of(
        orders.put_item,
        TableName="orders",
        Item=second,
        ConditionExpression="attribute_not_exists(id)",
        ReturnValuesOnConditionCheckFailure="ALL_OLD",
    )
    assert code == "ConditionalCheckFailedException"
    assert message == "The conditional request failed"
    assert response["ResponseMetadata"]["HTTPStatusCode"] == 400
    assert response["Item"] == {"id": {"S": "order-1"}, "total": {"N": "42.5"}, "status": {"S": "NEW"}}
    assert orders.get_item(TableName="orders", Key={"id": {"S": "order-1"}})["Item"]["status"] == {"S": "NEW"}


def test_failed_condition_without_return_values_has_no_item(orders):
    orders.put_item(TableName="orders", Item={"id": {"S": "a"}})
    code, _message, response = error_of(
        orders.put_item,
        TableName="orders",
        Item={"id": {"S": "a"}},
        ConditionExpression="attribute_not_exists(id)",
    )
    assert code == "ConditionalCheckFailedException"
    assert "Item" not in response


def test_failed_condition_on_missing_item_has_no_item_even_with_all_old(orders):
    code, _message, response = error_of(
        orders.delete_item,
        TableName="orders",
        Key={"id": {"S": "ghost"}},
        ConditionExpression="attribute_exists(id)",
        ReturnValuesOnConditionCheckFailure="ALL_OLD",
    )
    assert code == "ConditionalCheckFailedException"
    assert "Item" not in response


def test_put_return_values_all_old(orders):
    first = orders.put_item(
        TableName="orders", Item={"id": {"S": "a"}, "v": {"N": "1"}}, ReturnValues="ALL_OLD"
    )
    assert "Attributes" not in first
    second = orders.put_item(
        TableName="orders", Item={"id": {"S": "a"}, "v": {"N": "2"}}, ReturnValues="ALL_OLD"
    )
    assert second["Attributes"] == {"id": {"S": "a"}, "v": {"N": "1"}}


@pytest.mark.parametrize("value", ["ALL_NEW", "UPDATED_OLD", "UPDATED_NEW"])
def test_put_rejects_return_values_other_than_all_old(orders, value):
    code, message, _ = error_of(
        orders.put_item, TableName="orders", Item={"id": {"S": "a"}}, ReturnValues=value
    )
    assert (code, message) == ("ValidationException", "ReturnValues can only be ALL_OLD or NONE")


def test_delete_rejects_all_new(orders):
    code, message, _ = error_of(
        orders.delete_item, TableName="orders", Key={"id": {"S": "a"}}, ReturnValues="ALL_NEW"
    )
    assert (code, message) == ("ValidationException", "ReturnValues can only be ALL_OLD or NONE")


def test_update_return_values_each_kind(orders):
    orders.put_item(TableName="orders", Item={"id": {"S": "a"}, "n": {"N": "1"}, "keep": {"S": "k"}})
    common = {
        "TableName": "orders",
        "Key": {"id": {"S": "a"}},
        "UpdateExpression": "SET n = n + :one",
        "ExpressionAttributeValues": {":one": {"N": "1"}},
    }
    assert orders.update_item(**common, ReturnValues="UPDATED_OLD")["Attributes"] == {"n": {"N": "1"}}
    assert orders.update_item(**common, ReturnValues="UPDATED_NEW")["Attributes"] == {"n": {"N": "3"}}
    assert orders.update_item(**common, ReturnValues="ALL_OLD")["Attributes"] == {
        "id": {"S": "a"},
        "n": {"N": "3"},
        "keep": {"S": "k"},
    }
    assert orders.update_item(**common, ReturnValues="ALL_NEW")["Attributes"] == {
        "id": {"S": "a"},
        "n": {"N": "5"},
        "keep": {"S": "k"},
    }
    assert "Attributes" not in orders.update_item(**common)


def test_update_creates_item_and_supports_every_clause(orders):
    result = orders.update_item(
        TableName="orders",
        Key={"id": {"S": "u"}},
        UpdateExpression="SET tags = list_append(if_not_exists(tags, :empty), :t), c = if_not_exists(c, :zero) "
        "ADD visits :one, colors :red",
        ExpressionAttributeValues={
            ":empty": {"L": []},
            ":t": {"L": [{"S": "x"}]},
            ":zero": {"N": "0"},
            ":one": {"N": "1"},
            ":red": {"SS": ["red", "blue"]},
        },
        ReturnValues="ALL_NEW",
    )
    assert result["Attributes"]["tags"] == {"L": [{"S": "x"}]}
    assert result["Attributes"]["visits"] == {"N": "1"}
    after = orders.update_item(
        TableName="orders",
        Key={"id": {"S": "u"}},
        UpdateExpression="REMOVE c DELETE colors :red",
        ExpressionAttributeValues={":red": {"SS": ["red"]}},
        ReturnValues="ALL_NEW",
    )["Attributes"]
    assert "c" not in after
    assert after["colors"] == {"SS": ["blue"]}


def test_update_without_expression_creates_key_only_item(orders):
    orders.update_item(TableName="orders", Key={"id": {"S": "bare"}})
    assert orders.get_item(TableName="orders", Key={"id": {"S": "bare"}})["Item"] == {"id": {"S": "bare"}}


def test_update_condition_on_the_item_before(orders):
    orders.put_item(TableName="orders", Item={"id": {"S": "a"}, "stock": {"N": "1"}})
    update = {
        "TableName": "orders",
        "Key": {"id": {"S": "a"}},
        "UpdateExpression": "SET stock = stock - :one",
        "ConditionExpression": "stock >= :one",
        "ExpressionAttributeValues": {":one": {"N": "1"}},
    }
    orders.update_item(**update)
    code, _message, response = error_of(
        orders.update_item, **update, ReturnValuesOnConditionCheckFailure="ALL_OLD"
    )
    assert code == "ConditionalCheckFailedException"
    assert response["Item"] == {"id": {"S": "a"}, "stock": {"N": "0"}}


def test_update_runtime_type_error(orders):
    orders.put_item(TableName="orders", Item={"id": {"S": "a"}, "label": {"S": "x"}})
    code, message, _ = error_of(
        orders.update_item,
        TableName="orders",
        Key={"id": {"S": "a"}},
        UpdateExpression="SET label = label + :one",
        ExpressionAttributeValues={":one": {"N": "1"}},
    )
    assert code == "ValidationException"
    assert message == "An operand in the update expression has an incorrect data type"


def test_update_of_a_key_attribute_is_rejected(orders):
    code, message, _ = error_of(
        orders.update_item,
        TableName="orders",
        Key={"id": {"S": "a"}},
        UpdateExpression="SET id = :v",
        ExpressionAttributeValues={":v": {"S": "b"}},
    )
    assert code == "ValidationException"
    assert "This attribute is part of the key" in message


def test_delete_returns_old_item(orders):
    orders.put_item(TableName="orders", Item={"id": {"S": "a"}, "v": {"S": "x"}})
    result = orders.delete_item(TableName="orders", Key={"id": {"S": "a"}}, ReturnValues="ALL_OLD")
    assert result["Attributes"] == {"id": {"S": "a"}, "v": {"S": "x"}}
    assert "Item" not in orders.get_item(TableName="orders", Key={"id": {"S": "a"}})


def test_get_item_projection_and_attributes_to_get(orders):
    orders.put_item(
        TableName="orders",
        Item={
            "id": {"S": "a"},
            "m": {"M": {"x": {"N": "1"}, "y": {"N": "2"}}},
            "l": {"L": [{"S": "a"}, {"S": "b"}, {"S": "c"}]},
            "z": {"S": "z"},
        },
    )
    got = orders.get_item(
        TableName="orders",
        Key={"id": {"S": "a"}},
        ProjectionExpression="m.y, l[2], #z",
        ExpressionAttributeNames={"#z": "z"},
    )["Item"]
    assert got == {"m": {"M": {"y": {"N": "2"}}}, "l": {"L": [{"S": "c"}]}, "z": {"S": "z"}}
    legacy = orders.get_item(TableName="orders", Key={"id": {"S": "a"}}, AttributesToGet=["z"])["Item"]
    assert legacy == {"z": {"S": "z"}}


def test_binary_and_set_values_round_trip(orders):
    item = {
        "id": {"S": "b"},
        "raw": {"B": b"\x00\xffdata"},
        "bins": {"BS": [b"\x01", b"\x02"]},
        "nested": {"M": {"inner": {"B": b"\x10"}, "list": {"L": [{"B": b"\x11"}, {"NULL": True}]}}},
        "flag": {"BOOL": False},
        "nums": {"NS": ["1", "2.5"]},
    }
    orders.put_item(TableName="orders", Item=item)
    assert orders.get_item(TableName="orders", Key={"id": {"S": "b"}})["Item"] == item


def test_missing_table_is_resource_not_found(ddb):
    code, message, _ = error_of(ddb.put_item, TableName="nope", Item={"id": {"S": "a"}})
    assert (code, message) == ("ResourceNotFoundException", "Requested resource not found")
    code, message, _ = error_of(ddb.get_item, TableName="nope", Key={"id": {"S": "a"}})
    assert (code, message) == ("ResourceNotFoundException", "Requested resource not found")


def test_item_validation_errors(orders):
    code, message, _ = error_of(orders.put_item, TableName="orders", Item={"other": {"S": "a"}})
    assert (code, message) == (
        "ValidationException",
        "One or more parameter values were invalid: Missing the key id in the item",
    )
    code, message, _ = error_of(orders.put_item, TableName="orders", Item={"id": {"N": "1"}})
    assert (code, message) == (
        "ValidationException",
        "One or more parameter values were invalid: Type mismatch for key id expected: S actual: N",
    )
    code, message, _ = error_of(orders.put_item, TableName="orders", Item={"id": {"S": ""}})
    assert code == "ValidationException"
    assert message == (
        "One or more parameter values are not valid. The AttributeValue for a key attribute cannot "
        "contain an empty string value. Key: id"
    )
    code, message, _ = error_of(
        orders.put_item, TableName="orders", Item={"id": {"S": "a"}, "s": {"SS": ["x", "x"]}}
    )
    assert code == "ValidationException"
    assert (
        message == "One or more parameter values were invalid: Input collection [x, x] contains duplicates."
    )
    code, message, _ = error_of(
        orders.put_item, TableName="orders", Item={"id": {"S": "a"}, "big": {"S": "x" * (400 * 1024)}}
    )
    assert (code, message) == ("ValidationException", "Item size has exceeded the maximum allowed size")


def test_key_must_match_schema(orders):
    code, message, _ = error_of(orders.get_item, TableName="orders", Key={"id": {"S": "a"}, "x": {"S": "b"}})
    assert (code, message) == ("ValidationException", "The provided key element does not match the schema")
    code, message, _ = error_of(orders.delete_item, TableName="orders", Key={"id": {"N": "1"}})
    assert (code, message) == ("ValidationException", "The provided key element does not match the schema")


def test_expression_errors_reach_the_client(orders):
    code, message, _ = error_of(
        orders.put_item,
        TableName="orders",
        Item={"id": {"S": "a"}},
        ConditionExpression="attribute_exists(status)",
    )
    assert code == "ValidationException"
    assert message.startswith(
        "Invalid ConditionExpression: Attribute name is a reserved keyword; reserved keyword: status"
    )
    code, message, _ = error_of(
        orders.put_item,
        TableName="orders",
        Item={"id": {"S": "a"}},
        ConditionExpression="attribute_exists(id)",
        ExpressionAttributeValues={":x": {"S": "1"}},
    )
    assert (code, message) == (
        "ValidationException",
        "Value provided in ExpressionAttributeValues unused in expressions: keys: {:x}",
    )


def test_legacy_expected_works(orders):
    orders.put_item(TableName="orders", Item={"id": {"S": "a"}, "v": {"N": "1"}})
    orders.put_item(
        TableName="orders", Item={"id": {"S": "a"}, "v": {"N": "2"}}, Expected={"v": {"Value": {"N": "1"}}}
    )
    code, _message, _ = error_of(
        orders.put_item, TableName="orders", Item={"id": {"S": "a"}}, Expected={"v": {"Exists": False}}
    )
    assert code == "ConditionalCheckFailedException"
    orders.put_item(
        TableName="orders",
        Item={"id": {"S": "a"}, "v": {"N": "3"}},
        Expected={
            "v": {"ComparisonOperator": "GT", "AttributeValueList": [{"N": "1"}]},
            "w": {"ComparisonOperator": "NULL"},
        },
        ConditionalOperator="AND",
    )


def test_legacy_attribute_updates_work(orders):
    orders.put_item(TableName="orders", Item={"id": {"S": "a"}, "n": {"N": "1"}, "gone": {"S": "x"}})
    result = orders.update_item(
        TableName="orders",
        Key={"id": {"S": "a"}},
        AttributeUpdates={
            "n": {"Action": "ADD", "Value": {"N": "2"}},
            "gone": {"Action": "DELETE"},
            "s": {"Action": "PUT", "Value": {"S": "new"}},
        },
        ReturnValues="ALL_NEW",
    )
    assert result["Attributes"] == {"id": {"S": "a"}, "n": {"N": "3"}, "s": {"S": "new"}}


def test_mixing_legacy_and_expressions_is_rejected(orders):
    code, message, _ = error_of(
        orders.put_item,
        TableName="orders",
        Item={"id": {"S": "a"}},
        ConditionExpression="attribute_exists(id)",
        Expected={"v": {"Exists": False}},
    )
    assert code == "ValidationException"
    assert message == (
        "Can not use both expression and non-expression parameters in the same request: "
        "Non-expression parameters: {Expected} Expression parameters: {ConditionExpression}"
    )


def test_conditional_operator_without_expected_is_rejected(orders):
    code, message, _ = error_of(
        orders.put_item, TableName="orders", Item={"id": {"S": "a"}}, ConditionalOperator="OR"
    )
    assert (code, message) == (
        "ValidationException",
        "ConditionalOperator can only be used when Expected is specified",
    )


def test_write_consumed_capacity(orders):
    result = orders.put_item(
        TableName="orders", Item={"id": {"S": "a"}, "blob": {"S": "x" * 3000}}, ReturnConsumedCapacity="TOTAL"
    )
    assert result["ConsumedCapacity"] == {
        "TableName": "orders",
        "CapacityUnits": 3.0,
        "WriteCapacityUnits": 3.0,
    }
    read = orders.get_item(
        TableName="orders", Key={"id": {"S": "a"}}, ReturnConsumedCapacity="TOTAL", ConsistentRead=True
    )
    assert read["ConsumedCapacity"] == {"TableName": "orders", "CapacityUnits": 1.0, "ReadCapacityUnits": 1.0}
    eventual = orders.get_item(TableName="orders", Key={"id": {"S": "a"}}, ReturnConsumedCapacity="TOTAL")
    assert eventual["ConsumedCapacity"]["CapacityUnits"] == 0.5


def test_numbers_are_normalised_and_compared_numerically(orders):
    orders.put_item(TableName="orders", Item={"id": {"S": "n"}, "v": {"N": "0010.500"}})
    assert orders.get_item(TableName="orders", Key={"id": {"S": "n"}})["Item"]["v"] == {"N": "10.5"}
    orders.put_item(
        TableName="orders",
        Item={"id": {"S": "n"}, "v": {"N": "11"}},
        ConditionExpression="v > :x",
        ExpressionAttributeValues={":x": {"N": "9.99999999999999999999999999999999999"}},
    )


def test_table_arn_as_table_name(orders):
    arn = orders.describe_table(TableName="orders")["Table"]["TableArn"]
    orders.put_item(TableName=arn, Item={"id": {"S": "via-arn"}})
    assert orders.get_item(TableName="orders", Key={"id": {"S": "via-arn"}})["Item"] == {
        "id": {"S": "via-arn"}
    }


@pytest.mark.parametrize(
    ("number", "message"),
    [
        ("1e126", "Number overflow. Attempting to store a number with magnitude larger than supported range"),
        ("abc", "The parameter cannot be converted to a numeric value: abc"),
        (
            "1.00000000000000000000000000000000000001",
            "Attempting to store more than 38 significant digits in a Number",
        ),
    ],
)
def test_number_limits(orders, number, message):
    code, got, _ = error_of(orders.put_item, TableName="orders", Item={"id": {"S": "a"}, "n": {"N": number}})
    assert (code, got) == ("ValidationException", message)


def test_empty_set_is_rejected(orders):
    code, message, _ = error_of(orders.put_item, TableName="orders", Item={"id": {"S": "a"}, "s": {"SS": []}})
    assert code == "ValidationException"
    assert message == "One or more parameter values were invalid: An string set  may not be empty"


def test_empty_string_allowed_outside_keys(orders):
    orders.put_item(TableName="orders", Item={"id": {"S": "a"}, "note": {"S": ""}, "raw": {"B": b""}})
    assert orders.get_item(TableName="orders", Key={"id": {"S": "a"}})["Item"]["note"] == {"S": ""}


def test_cli_update_and_delete_with_return_values(labcloud, orders):
    labcloud.aws(
        "dynamodb", "put-item", "--table-name", "orders", "--item", '{"id": {"S": "c"}, "n": {"N": "1"}}'
    )
    updated = labcloud.aws_json(
        "dynamodb",
        "update-item",
        "--table-name",
        "orders",
        "--key",
        '{"id": {"S": "c"}}',
        "--update-expression",
        "SET n = n + :d",
        "--expression-attribute-values",
        '{":d": {"N": "2"}}',
        "--return-values",
        "UPDATED_NEW",
    )
    assert updated["Attributes"] == {"n": {"N": "3"}}
    deleted = labcloud.aws_json(
        "dynamodb",
        "delete-item",
        "--table-name",
        "orders",
        "--key",
        '{"id": {"S": "c"}}',
        "--return-values",
        "ALL_OLD",
    )
    assert deleted["Attributes"] == {"id": {"S": "c"}, "n": {"N": "3"}}
