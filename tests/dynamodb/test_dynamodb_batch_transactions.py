"""BatchGetItem, BatchWriteItem, TransactWriteItems and TransactGetItems."""

from __future__ import annotations

import pytest
from dynamodb_server_helpers import error_of, make_table


@pytest.fixture
def accounts(ddb):
    make_table(ddb, "accounts")
    for name, balance in (("alice", "100"), ("bob", "5")):
        ddb.put_item(TableName="accounts", Item={"id": {"S": name}, "balance": {"N": balance}})
    return ddb


def _balance(ddb, name):
    return ddb.get_item(TableName="accounts", Key={"id": {"S": name}})["Item"]["balance"]["N"]


def _transfer(amount):
    return [
        {
            "Update": {
                "TableName": "accounts",
                "Key": {"id": {"S": "alice"}},
                "UpdateExpression": "SET balance = balance - :a",
                "ConditionExpression": "balance >= :a",
                "ExpressionAttributeValues": {":a": {"N": str(amount)}},
                "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
            }
        },
        {
            "Update": {
                "TableName": "accounts",
                "Key": {"id": {"S": "bob"}},
                "UpdateExpression": "SET balance = balance + :a",
                "ExpressionAttributeValues": {":a": {"N": str(amount)}},
            }
        },
    ]


def test_batch_write_and_get(ddb):
    make_table(ddb)
    make_table(ddb, "other")
    result = ddb.batch_write_item(
        RequestItems={
            "orders": [
                {"PutRequest": {"Item": {"id": {"S": f"o{i}"}, "v": {"N": str(i)}}}} for i in range(20)
            ],
            "other": [{"PutRequest": {"Item": {"id": {"S": "x"}}}}],
        }
    )
    assert result["UnprocessedItems"] == {}
    got = ddb.batch_get_item(
        RequestItems={
            "orders": {
                "Keys": [{"id": {"S": "o1"}}, {"id": {"S": "o2"}}, {"id": {"S": "missing"}}],
                "ProjectionExpression": "v",
            },
            "other": {"Keys": [{"id": {"S": "x"}}]},
        }
    )
    assert sorted(got["Responses"]["orders"], key=lambda i: i["v"]["N"]) == [
        {"v": {"N": "1"}},
        {"v": {"N": "2"}},
    ]
    assert got["Responses"]["other"] == [{"id": {"S": "x"}}]
    assert got["UnprocessedKeys"] == {}
    ddb.batch_write_item(RequestItems={"orders": [{"DeleteRequest": {"Key": {"id": {"S": "o1"}}}}]})
    assert "Item" not in ddb.get_item(TableName="orders", Key={"id": {"S": "o1"}})


def test_batch_limits_and_duplicates(ddb):
    make_table(ddb)
    make_table(ddb, "other")
    code, message, _ = error_of(
        ddb.batch_write_item,
        RequestItems={
            "orders": [{"PutRequest": {"Item": {"id": {"S": f"a{i}"}}}} for i in range(20)],
            "other": [{"PutRequest": {"Item": {"id": {"S": f"b{i}"}}}} for i in range(6)],
        },
    )
    assert (code, message) == ("ValidationException", "Too many items requested for the BatchWriteItem call")
    code, message, _ = error_of(
        ddb.batch_write_item,
        RequestItems={
            "orders": [
                {"PutRequest": {"Item": {"id": {"S": "a"}}}},
                {"DeleteRequest": {"Key": {"id": {"S": "a"}}}},
            ]
        },
    )
    assert (code, message) == ("ValidationException", "Provided list of item keys contains duplicates")
    code, message, _ = error_of(
        ddb.batch_get_item,
        RequestItems={
            "orders": {"Keys": [{"id": {"S": f"a{i}"}} for i in range(60)]},
            "other": {"Keys": [{"id": {"S": f"b{i}"}} for i in range(41)]},
        },
    )
    assert (code, message) == ("ValidationException", "Too many items requested for the BatchGetItem call")
    code, message, _ = error_of(
        ddb.batch_get_item, RequestItems={"orders": {"Keys": [{"id": {"S": "a"}}, {"id": {"S": "a"}}]}}
    )
    assert (code, message) == ("ValidationException", "Provided list of item keys contains duplicates")
    code, message, _ = error_of(ddb.batch_get_item, RequestItems={"ghost": {"Keys": [{"id": {"S": "a"}}]}})
    assert (code, message) == ("ResourceNotFoundException", "Requested resource not found")
    assert ddb.scan(TableName="orders")["Count"] == 0


def test_transaction_commits_all(accounts):
    accounts.transact_write_items(TransactItems=_transfer(30))
    assert (_balance(accounts, "alice"), _balance(accounts, "bob")) == ("70", "35")


def test_transaction_cancels_all_with_reasons(accounts):
    code, message, response = error_of(accounts.transact_write_items, TransactItems=_transfer(500))
    assert code == "TransactionCanceledException"
    assert message == (
        "Transaction cancelled, please refer cancellation reasons for specific reasons "
        "[ConditionalCheckFailed, None]"
    )
    reasons = response["CancellationReasons"]
    assert reasons[0] == {
        "Code": "ConditionalCheckFailed",
        "Message": "The conditional request failed",
        "Item": {"id": {"S": "alice"}, "balance": {"N": "100"}},
    }
    assert reasons[1] == {"Code": "None"}
    assert (_balance(accounts, "alice"), _balance(accounts, "bob")) == ("100", "5")


def test_condition_check_action(accounts):
    check = {
        "ConditionCheck": {
            "TableName": "accounts",
            "Key": {"id": {"S": "bob"}},
            "ConditionExpression": "balance > :x",
            "ExpressionAttributeValues": {":x": {"N": "10"}},
        }
    }
    put = {"Put": {"TableName": "accounts", "Item": {"id": {"S": "carol"}, "balance": {"N": "1"}}}}
    code, _message, response = error_of(accounts.transact_write_items, TransactItems=[check, put])
    assert code == "TransactionCanceledException"
    assert [r["Code"] for r in response["CancellationReasons"]] == ["ConditionalCheckFailed", "None"]
    assert "Item" not in accounts.get_item(TableName="accounts", Key={"id": {"S": "carol"}})


def test_two_actions_on_one_item_rejected(accounts):
    code, message, _ = error_of(
        accounts.transact_write_items,
        TransactItems=[
            {"Delete": {"TableName": "accounts", "Key": {"id": {"S": "bob"}}}},
            {"Put": {"TableName": "accounts", "Item": {"id": {"S": "bob"}}}},
        ],
    )
    assert (code, message) == (
        "ValidationException",
        "Transaction request cannot include multiple operations on one item",
    )


def test_too_many_actions(accounts):
    code, message, _ = error_of(
        accounts.transact_write_items,
        TransactItems=[
            {"Put": {"TableName": "accounts", "Item": {"id": {"S": f"k{i}"}}}} for i in range(101)
        ],
    )
    assert code == "ValidationException"
    assert "Member must have length less than or equal to 100" in message


def test_client_request_token_is_idempotent(accounts):
    accounts.transact_write_items(TransactItems=_transfer(10), ClientRequestToken="tok-1")
    accounts.transact_write_items(TransactItems=_transfer(10), ClientRequestToken="tok-1")
    assert (_balance(accounts, "alice"), _balance(accounts, "bob")) == ("90", "15")
    code, message, _ = error_of(
        accounts.transact_write_items, TransactItems=_transfer(20), ClientRequestToken="tok-1"
    )
    assert code == "IdempotentParameterMismatchException"
    assert message == "The request uses the same client token as a previous, but non-identical request."


def test_runtime_validation_error_cancels_with_validation_error(accounts):
    accounts.put_item(TableName="accounts", Item={"id": {"S": "text"}, "balance": {"S": "lots"}})
    code, _message, response = error_of(
        accounts.transact_write_items,
        TransactItems=[
            {
                "Update": {
                    "TableName": "accounts",
                    "Key": {"id": {"S": "text"}},
                    "UpdateExpression": "SET balance = balance + :a",
                    "ExpressionAttributeValues": {":a": {"N": "1"}},
                }
            },
        ],
    )
    assert code == "TransactionCanceledException"
    assert response["CancellationReasons"] == [
        {
            "Code": "ValidationError",
            "Message": "An operand in the update expression has an incorrect data type",
        }
    ]


def test_transact_get_items(accounts):
    result = accounts.transact_get_items(
        TransactItems=[
            {
                "Get": {
                    "TableName": "accounts",
                    "Key": {"id": {"S": "alice"}},
                    "ProjectionExpression": "balance",
                }
            },
            {"Get": {"TableName": "accounts", "Key": {"id": {"S": "nobody"}}}},
        ],
        ReturnConsumedCapacity="TOTAL",
    )
    assert result["Responses"] == [{"Item": {"balance": {"N": "100"}}}, {}]
    assert result["ConsumedCapacity"] == [
        {"TableName": "accounts", "CapacityUnits": 4.0, "ReadCapacityUnits": 4.0}
    ]


def test_transaction_capacity_is_doubled(accounts):
    result = accounts.transact_write_items(TransactItems=_transfer(1), ReturnConsumedCapacity="TOTAL")
    assert result["ConsumedCapacity"] == [
        {"TableName": "accounts", "CapacityUnits": 4.0, "WriteCapacityUnits": 4.0}
    ]


def test_batch_get_answers_stored_items_as_the_decoding_path_does(ddb):
    """Without a projection BatchGetItem answers each item's stored text as it is; the items and the
    capacity must equal what the decoding path (a projection naming every attribute) answers."""
    make_table(ddb, "stored", hash_key="pk")
    kinds = {
        "s": {"S": 'caf\u00e9 \U0001f600 "q" \\'},
        "num": {"N": "-1.50e3"},
        "b": {"B": b"\x00\xff"},
        "bs": {"BS": [b"\x01", b"\x02"]},
        "t": {"BOOL": False},
        "z": {"NULL": True},
        "l": {"L": [{"B": b"\x04"}, {"M": {"deep": {"NS": ["1", "2"]}}}]},
        "big": {"S": "x" * 9000},  # over 8 KB: each item costs more than the least read unit
    }
    keys = [{"pk": {"S": f"k{i}"}} for i in range(5)]
    for key in keys[:4]:  # the fifth is absent
        ddb.put_item(TableName="stored", Item={**key, **kinds})
    names = {f"#a{i}": name for i, name in enumerate(["pk", *kinds])}
    every = {"ProjectionExpression": ", ".join(names), "ExpressionAttributeNames": names}
    whole = ddb.batch_get_item(RequestItems={"stored": {"Keys": keys}}, ReturnConsumedCapacity="TOTAL")
    projected = ddb.batch_get_item(
        RequestItems={"stored": {"Keys": keys, **every}}, ReturnConsumedCapacity="TOTAL"
    )
    by_key = sorted(whole["Responses"]["stored"], key=lambda item: item["pk"]["S"])
    assert by_key == sorted(projected["Responses"]["stored"], key=lambda item: item["pk"]["S"])
    assert len(by_key) == 4 and by_key[0] == {"pk": {"S": "k0"}, **kinds, "num": {"N": "-1500"}}
    assert whole["ConsumedCapacity"] == projected["ConsumedCapacity"]
    assert whole["UnprocessedKeys"] == {}
