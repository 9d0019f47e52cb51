"""Size limits on every write path and in transactions, key type mismatches inside transactions, and
tags on indexes (their own, apart from the table's)."""

from __future__ import annotations

from typing import Any

import pytest
from dynamodb_server_helpers import error_of, make_table

BIG = "x" * (400 * 1024)  # over the 400 KB item limit with its key
NEAR = "y" * (390 * 1024)  # under it: eleven of these pass 4 MB


@pytest.fixture
def orders(ddb: Any) -> Any:
    make_table(
        ddb,
        "orders",
        extra_definitions=[{"AttributeName": "status", "AttributeType": "S"}],
        GlobalSecondaryIndexes=[
            {
                "IndexName": "by-status",
                "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "KEYS_ONLY"},
            }
        ],
    )
    ddb.put_item(TableName="orders", Item={"id": {"S": "o1"}, "status": {"S": "NEW"}})
    return ddb


def _count(ddb: Any) -> int:
    """Every item of the table (a Scan page stops at 1 MB)."""
    pages = ddb.get_paginator("scan").paginate(TableName="orders", Select="COUNT")
    return sum(page["Count"] for page in pages)


def test_item_size_limit_on_every_write_path(orders: Any) -> None:
    code, message, _ = error_of(
        orders.update_item,
        TableName="orders",
        Key={"id": {"S": "o1"}},
        UpdateExpression="SET payload = :b",
        ExpressionAttributeValues={":b": {"S": BIG}},
    )
    assert (code, message) == (
        "ValidationException",
        "Item size to update has exceeded the maximum allowed size",
    )
    code, message, _ = error_of(
        orders.batch_write_item,
        RequestItems={"orders": [{"PutRequest": {"Item": {"id": {"S": "o2"}, "payload": {"S": BIG}}}}]},
    )
    assert (code, message) == ("ValidationException", "Item size has exceeded the maximum allowed size")
    code, message, response = error_of(
        orders.transact_write_items,
        TransactItems=[{"Put": {"TableName": "orders", "Item": {"id": {"S": "o2"}, "payload": {"S": BIG}}}}],
    )
    assert (code, message) == ("ValidationException", "Item size has exceeded the maximum allowed size")
    assert "Item" not in orders.get_item(TableName="orders", Key={"id": {"S": "o2"}})


def test_transaction_aggregate_over_4_mb_is_refused(orders: Any) -> None:
    actions = [
        {"Put": {"TableName": "orders", "Item": {"id": {"S": f"t{n}"}, "payload": {"S": NEAR}}}}
        for n in range(11)
    ]
    code, message, _ = error_of(orders.transact_write_items, TransactItems=actions)
    assert code == "ValidationException"
    assert message.startswith("Transaction size has exceeded the maximum allowed size of 4 MB")
    assert _count(orders) == 1  # nothing written
    orders.transact_write_items(TransactItems=actions[:10])
    assert _count(orders) == 11
    orders.put_item(TableName="orders", Item={"id": {"S": "t10"}, "payload": {"S": NEAR}})
    gets = [{"Get": {"TableName": "orders", "Key": {"id": {"S": f"t{n}"}}}} for n in range(11)]
    code, message, _ = error_of(orders.transact_get_items, TransactItems=gets)
    assert code == "ValidationException"
    assert message.startswith("Transaction size has exceeded the maximum allowed size of 4 MB")
    assert len(orders.transact_get_items(TransactItems=gets[:10])["Responses"]) == 10


def test_key_type_mismatch_in_transactions_matches_the_single_item_operations(orders: Any) -> None:
    put = error_of(orders.put_item, TableName="orders", Item={"id": {"N": "1"}})
    in_tx = error_of(
        orders.transact_write_items,
        TransactItems=[{"Put": {"TableName": "orders", "Item": {"id": {"N": "1"}}}}],
    )
    assert (
        put[:2]
        == in_tx[:2]
        == (
            "ValidationException",
            "One or more parameter values were invalid: Type mismatch for key id expected: S actual: N",
        )
    )
    update = {
        "TableName": "orders",
        "Key": {"id": {"N": "1"}},
        "UpdateExpression": "SET n = :n",
        "ExpressionAttributeValues": {":n": {"N": "1"}},
    }
    single = error_of(orders.update_item, **update)
    in_tx = error_of(orders.transact_write_items, TransactItems=[{"Update": update}])
    assert (
        single[:2]
        == in_tx[:2]
        == ("ValidationException", "The provided key element does not match the schema")
    )
    get = error_of(
        orders.transact_get_items, TransactItems=[{"Get": {"TableName": "orders", "Key": {"id": {"N": "1"}}}}]
    )
    assert get[:2] == ("ValidationException", "The provided key element does not match the schema")
    index = error_of(
        orders.transact_write_items,
        TransactItems=[{"Put": {"TableName": "orders", "Item": {"id": {"S": "o9"}, "status": {"N": "1"}}}}],
    )
    assert index[:2] == (
        "ValidationException",
        "One or more parameter values were invalid: Type mismatch for Index Key status Expected: S Actual: N "
        "IndexName: by-status",
    )


def test_tags_on_an_index_are_its_own(orders: Any) -> None:
    table = orders.describe_table(TableName="orders")["Table"]["TableArn"]
    index = f"{table}/index/by-status"
    orders.tag_resource(ResourceArn=table, Tags=[{"Key": "team", "Value": "a"}])
    orders.tag_resource(ResourceArn=index, Tags=[{"Key": "purpose", "Value": "lookup"}])
    assert orders.list_tags_of_resource(ResourceArn=index)["Tags"] == [{"Key": "purpose", "Value": "lookup"}]
    assert orders.list_tags_of_resource(ResourceArn=table)["Tags"] == [{"Key": "team", "Value": "a"}]
    orders.untag_resource(ResourceArn=index, TagKeys=["purpose"])
    assert orders.list_tags_of_resource(ResourceArn=index)["Tags"] == []
    assert orders.list_tags_of_resource(ResourceArn=table)["Tags"] == [{"Key": "team", "Value": "a"}]
    missing = f"{table}/index/nope"
    code, message, _ = error_of(orders.tag_resource, ResourceArn=missing, Tags=[{"Key": "k", "Value": "v"}])
    assert (code, message) == (
        "ResourceNotFoundException",
        f"Requested resource not found: ResourcArn: {missing} not found",
    )
    code, message, _ = error_of(
        orders.tag_resource, ResourceArn=index, Tags=[{"Key": f"k{n}", "Value": "v"} for n in range(51)]
    )
    assert (code, message) == (
        "ValidationException",
        "One or more parameter values were invalid: The number of tags for the resource exceeds the limit of 50",
    )
    # deleting the index drops its tags; a new index of the same name starts bare
    orders.tag_resource(ResourceArn=index, Tags=[{"Key": "purpose", "Value": "lookup"}])
    orders.update_table(
        TableName="orders", GlobalSecondaryIndexUpdates=[{"Delete": {"IndexName": "by-status"}}]
    )
    code, _, _ = error_of(orders.list_tags_of_resource, ResourceArn=index)
    assert code == "ResourceNotFoundException"
    orders.update_table(
        TableName="orders",
        AttributeDefinitions=[{"AttributeName": "status", "AttributeType": "S"}],
        GlobalSecondaryIndexUpdates=[
            {
                "Create": {
                    "IndexName": "by-status",
                    "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
                    "Projection": {"ProjectionType": "KEYS_ONLY"},
                }
            }
        ],
    )
    assert orders.list_tags_of_resource(ResourceArn=index)["Tags"] == []


def test_index_tags_from_the_cli(labcloud: Any, orders: Any) -> None:
    table = orders.describe_table(TableName="orders")["Table"]["TableArn"]
    index = f"{table}/index/by-status"
    labcloud.aws("dynamodb", "tag-resource", "--resource-arn", index, "--tags", "Key=owner,Value=ops")
    listed = labcloud.aws_json("dynamodb", "list-tags-of-resource", "--resource-arn", index)
    assert listed["Tags"] == [{"Key": "owner", "Value": "ops"}]
