"""Global and local secondary indexes: projections, sparse entries, consistency on every kind of write."""

from __future__ import annotations

import pytest
from dynamodb_server_helpers import error_of, make_table


@pytest.fixture
def shop(ddb):
    make_table(
        ddb,
        "shop",
        hash_key="customer",
        range_key="order",
        extra_definitions=[
            {"AttributeName": "status", "AttributeType": "S"},
            {"AttributeName": "total", "AttributeType": "N"},
        ],
        GlobalSecondaryIndexes=[
            {
                "IndexName": "by-status",
                "KeySchema": [
                    {"AttributeName": "status", "KeyType": "HASH"},
                    {"AttributeName": "total", "KeyType": "RANGE"},
                ],
                "Projection": {"ProjectionType": "KEYS_ONLY"},
            },
            {
                "IndexName": "by-status-all",
                "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
            },
        ],
        LocalSecondaryIndexes=[
            {
                "IndexName": "by-total",
                "KeySchema": [
                    {"AttributeName": "customer", "KeyType": "HASH"},
                    {"AttributeName": "total", "KeyType": "RANGE"},
                ],
                "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["note"]},
            },
        ],
    )
    return ddb


def _by_status(ddb, status, **kwargs):
    return ddb.query(
        TableName="shop",
        IndexName="by-status",
        KeyConditionExpression="#s = :s",
        ExpressionAttributeNames={"#s": "status"},
        ExpressionAttributeValues={":s": {"S": status}},
        **kwargs,
    )


def test_keys_only_projection_and_order(shop):
    for order, total in (("o1", "30"), ("o2", "10"), ("o3", "20")):
        shop.put_item(
            TableName="shop",
            Item={
                "customer": {"S": "c"},
                "order": {"S": order},
                "status": {"S": "NEW"},
                "total": {"N": total},
                "note": {"S": "n"},
                "secret": {"S": "s"},
            },
        )
    result = _by_status(shop, "NEW")
    assert [i["order"]["S"] for i in result["Items"]] == ["o2", "o3", "o1"]
    assert set(result["Items"][0]) == {"customer", "order", "status", "total"}


def test_index_follows_updates_and_deletes(shop):
    key = {"customer": {"S": "c"}, "order": {"S": "o1"}}
    shop.put_item(TableName="shop", Item={**key, "status": {"S": "NEW"}, "total": {"N": "5"}})
    shop.update_item(
        TableName="shop",
        Key=key,
        UpdateExpression="SET #s = :p",
        ExpressionAttributeNames={"#s": "status"},
        ExpressionAttributeValues={":p": {"S": "PAID"}},
    )
    assert _by_status(shop, "NEW")["Count"] == 0
    assert _by_status(shop, "PAID")["Count"] == 1
    shop.update_item(
        TableName="shop", Key=key, UpdateExpression="REMOVE #s", ExpressionAttributeNames={"#s": "status"}
    )
    assert _by_status(shop, "PAID")["Count"] == 0
    shop.update_item(
        TableName="shop",
        Key=key,
        UpdateExpression="SET #s = :p",
        ExpressionAttributeNames={"#s": "status"},
        ExpressionAttributeValues={":p": {"S": "PAID"}},
    )
    shop.delete_item(TableName="shop", Key=key)
    assert _by_status(shop, "PAID")["Count"] == 0
    assert shop.scan(TableName="shop", IndexName="by-status-all")["Count"] == 0


def test_index_follows_batch_and_transaction_writes(shop):
    shop.batch_write_item(
        RequestItems={
            "shop": [
                {
                    "PutRequest": {
                        "Item": {
                            "customer": {"S": "c"},
                            "order": {"S": f"o{i}"},
                            "status": {"S": "NEW"},
                            "total": {"N": str(i)},
                        }
                    }
                }
                for i in range(3)
            ]
        }
    )
    assert _by_status(shop, "NEW")["Count"] == 3
    shop.transact_write_items(
        TransactItems=[
            {
                "Update": {
                    "TableName": "shop",
                    "Key": {"customer": {"S": "c"}, "order": {"S": "o0"}},
                    "UpdateExpression": "SET #s = :d",
                    "ExpressionAttributeNames": {"#s": "status"},
                    "ExpressionAttributeValues": {":d": {"S": "DONE"}},
                }
            },
            {"Delete": {"TableName": "shop", "Key": {"customer": {"S": "c"}, "order": {"S": "o1"}}}},
        ]
    )
    assert _by_status(shop, "NEW")["Count"] == 1
    assert _by_status(shop, "DONE")["Count"] == 1
    shop.batch_write_item(
        RequestItems={"shop": [{"DeleteRequest": {"Key": {"customer": {"S": "c"}, "order": {"S": "o2"}}}}]}
    )
    assert _by_status(shop, "NEW")["Count"] == 0


def test_sparse_index_skips_items_without_index_key(shop):
    shop.put_item(TableName="shop", Item={"customer": {"S": "c"}, "order": {"S": "o1"}})
    assert shop.scan(TableName="shop", IndexName="by-status-all")["Count"] == 0
    assert shop.scan(TableName="shop")["Count"] == 1


def test_lsi_query_include_projection_and_fetch(shop):
    for order, total in (("o1", "3"), ("o2", "1"), ("o3", "2")):
        shop.put_item(
            TableName="shop",
            Item={
                "customer": {"S": "c"},
                "order": {"S": order},
                "total": {"N": total},
                "note": {"S": "n" + order},
                "secret": {"S": "s"},
            },
        )
    projected = shop.query(
        TableName="shop",
        IndexName="by-total",
        KeyConditionExpression="customer = :c",
        ExpressionAttributeValues={":c": {"S": "c"}},
    )
    assert [i["order"]["S"] for i in projected["Items"]] == ["o2", "o3", "o1"]
    assert set(projected["Items"][0]) == {"customer", "order", "total", "note"}
    whole = shop.query(
        TableName="shop",
        IndexName="by-total",
        KeyConditionExpression="customer = :c",
        Select="ALL_ATTRIBUTES",
        ExpressionAttributeValues={":c": {"S": "c"}},
        ConsistentRead=True,
    )
    assert whole["Items"][0]["secret"] == {"S": "s"}


def test_index_query_errors(shop):
    code, message, _ = error_of(
        shop.query,
        TableName="shop",
        IndexName="nope",
        KeyConditionExpression="customer = :c",
        ExpressionAttributeValues={":c": {"S": "c"}},
    )
    assert (code, message) == ("ValidationException", "The table does not have the specified index: nope")
    code, message, _ = error_of(_by_status, shop, "NEW", ConsistentRead=True)
    assert (code, message) == (
        "ValidationException",
        "Consistent reads are not supported on global secondary indexes",
    )
    code, message, _ = error_of(_by_status, shop, "NEW", Select="ALL_ATTRIBUTES")
    assert (code, message) == (
        "ValidationException",
        "One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not supported "
        "for global secondary index by-status because its projection type is not ALL",
    )


def test_index_key_type_mismatch_is_rejected(shop):
    code, message, _ = error_of(
        shop.put_item,
        TableName="shop",
        Item={"customer": {"S": "c"}, "order": {"S": "o"}, "total": {"S": "ten"}},
    )
    assert code == "ValidationException"
    assert message == (
        "One or more parameter values were invalid: Type mismatch for Index Key total Expected: N "
        "Actual: S IndexName: by-status"
    )


def test_index_pagination_includes_index_and_table_keys(shop):
    for i in range(5):
        shop.put_item(
            TableName="shop",
            Item={
                "customer": {"S": f"c{i}"},
                "order": {"S": "o"},
                "status": {"S": "NEW"},
                "total": {"N": "1"},
            },
        )
    first = _by_status(shop, "NEW", Limit=2)
    assert set(first["LastEvaluatedKey"]) == {"customer", "order", "status", "total"}
    second = _by_status(shop, "NEW", Limit=10, ExclusiveStartKey=first["LastEvaluatedKey"])
    got = [i["customer"]["S"] for i in first["Items"] + second["Items"]]
    assert sorted(got) == [f"c{i}" for i in range(5)]


def test_index_capacity_breakdown(shop):
    result = shop.put_item(
        TableName="shop",
        ReturnConsumedCapacity="INDEXES",
        Item={"customer": {"S": "c"}, "order": {"S": "o"}, "status": {"S": "NEW"}, "total": {"N": "1"}},
    )
    capacity = result["ConsumedCapacity"]
    assert capacity["Table"] == {"CapacityUnits": 1.0, "WriteCapacityUnits": 1.0}
    assert set(capacity["GlobalSecondaryIndexes"]) == {"by-status", "by-status-all"}
    assert set(capacity["LocalSecondaryIndexes"]) == {"by-total"}
    assert capacity["CapacityUnits"] == 4.0


def test_update_table_adds_and_removes_a_gsi(ddb):
    make_table(ddb)
    ddb.put_item(TableName="orders", Item={"id": {"S": "a"}, "email": {"S": "x@y"}})
    result = ddb.update_table(
        TableName="orders",
        AttributeDefinitions=[{"AttributeName": "email", "AttributeType": "S"}],
        GlobalSecondaryIndexUpdates=[
            {
                "Create": {
                    "IndexName": "by-email",
                    "KeySchema": [{"AttributeName": "email", "KeyType": "HASH"}],
                    "Projection": {"ProjectionType": "ALL"},
                }
            }
        ],
    )
    assert result["TableDescription"]["GlobalSecondaryIndexes"][0]["IndexStatus"] == "CREATING"
    found = ddb.query(
        TableName="orders",
        IndexName="by-email",
        KeyConditionExpression="email = :e",
        ExpressionAttributeValues={":e": {"S": "x@y"}},
    )
    assert found["Items"] == [{"id": {"S": "a"}, "email": {"S": "x@y"}}]
    described = ddb.describe_table(TableName="orders")["Table"]["GlobalSecondaryIndexes"][0]
    assert described["IndexStatus"] == "ACTIVE" and described["ItemCount"] == 1
    ddb.update_table(TableName="orders", GlobalSecondaryIndexUpdates=[{"Delete": {"IndexName": "by-email"}}])
    assert "GlobalSecondaryIndexes" not in ddb.describe_table(TableName="orders")["Table"]


def test_index_query_capacity_and_item_collection_metrics(shop):
    result = shop.put_item(
        TableName="shop",
        ReturnItemCollectionMetrics="SIZE",
        Item={"customer": {"S": "c"}, "order": {"S": "o"}, "total": {"N": "1"}},
    )
    assert result["ItemCollectionMetrics"] == {
        "ItemCollectionKey": {"customer": {"S": "c"}},
        "SizeEstimateRangeGB": [0.0, 1.0],
    }
    queried = shop.query(
        TableName="shop",
        IndexName="by-total",
        KeyConditionExpression="customer = :c",
        ExpressionAttributeValues={":c": {"S": "c"}},
        ReturnConsumedCapacity="INDEXES",
    )
    capacity = queried["ConsumedCapacity"]
    assert capacity["LocalSecondaryIndexes"] == {"by-total": {"CapacityUnits": 0.5, "ReadCapacityUnits": 0.5}}
    assert capacity["CapacityUnits"] == 0.5


def test_gsi_on_provisioned_table_needs_throughput(ddb):
    code, message, _ = error_of(
        make_table,
        ddb,
        "ppp",
        BillingMode="PROVISIONED",
        ProvisionedThroughput={"ReadCapacityUnits": 1, "WriteCapacityUnits": 1},
        extra_definitions=[{"AttributeName": "g", "AttributeType": "S"}],
        GlobalSecondaryIndexes=[
            {
                "IndexName": "by-g",
                "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
    )
    assert (code, message) == (
        "ValidationException",
        "One or more parameter values were invalid: ProvisionedThroughput must be specified for index: by-g",
    )


def test_non_key_attributes_need_include(ddb):
    code, message, _ = error_of(
        make_table,
        ddb,
        "ppp",
        extra_definitions=[{"AttributeName": "g", "AttributeType": "S"}],
        GlobalSecondaryIndexes=[
            {
                "IndexName": "by-g",
                "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL", "NonKeyAttributes": ["x"]},
            }
        ],
    )
    assert (code, message) == (
        "ValidationException",
        "One or more parameter values were invalid: ProjectionType is ALL, but NonKeyAttributes is specified",
    )


def test_consistent_scan_of_a_gsi_is_rejected(shop):
    code, message, _ = error_of(shop.scan, TableName="shop", IndexName="by-status", ConsistentRead=True)
    assert (code, message) == (
        "ValidationException",
        "Consistent reads are not supported on global secondary indexes",
    )


def _on_demand_with_gsi(ddb):
    make_table(
        ddb,
        "billed",
        extra_definitions=[{"AttributeName": "g", "AttributeType": "S"}],
        GlobalSecondaryIndexes=[
            {
                "IndexName": "by-g",
                "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
    )


def _gsi_throughput(ddb):
    (index,) = ddb.describe_table(TableName="billed")["Table"]["GlobalSecondaryIndexes"]
    throughput = index["ProvisionedThroughput"]
    return throughput["ReadCapacityUnits"], throughput["WriteCapacityUnits"]


def test_billing_change_to_provisioned_needs_every_gsi_throughput(ddb):
    _on_demand_with_gsi(ddb)
    code, message, _ = error_of(
        ddb.update_table,
        TableName="billed",
        BillingMode="PROVISIONED",
        ProvisionedThroughput={"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
    )
    assert (code, message) == (
        "ValidationException",
        "One or more parameter values were invalid: ProvisionedThroughput must be specified for index: by-g",
    )
    # Refused: nothing changed.
    table = ddb.describe_table(TableName="billed")["Table"]
    assert table["BillingModeSummary"]["BillingMode"] == "PAY_PER_REQUEST"

    ddb.update_table(
        TableName="billed",
        BillingMode="PROVISIONED",
        ProvisionedThroughput={"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
        GlobalSecondaryIndexUpdates=[
            {
                "Update": {
                    "IndexName": "by-g",
                    "ProvisionedThroughput": {"ReadCapacityUnits": 3, "WriteCapacityUnits": 4},
                }
            }
        ],
    )
    assert _gsi_throughput(ddb) == (3, 4)


def test_billing_change_to_on_demand_resets_gsi_throughput(ddb):
    _on_demand_with_gsi(ddb)
    ddb.update_table(
        TableName="billed",
        BillingMode="PROVISIONED",
        ProvisionedThroughput={"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
        GlobalSecondaryIndexUpdates=[
            {
                "Update": {
                    "IndexName": "by-g",
                    "ProvisionedThroughput": {"ReadCapacityUnits": 3, "WriteCapacityUnits": 4},
                }
            }
        ],
    )
    ddb.update_table(TableName="billed", BillingMode="PAY_PER_REQUEST")
    assert _gsi_throughput(ddb) == (0, 0)
    code, message, _ = error_of(
        ddb.update_table,
        TableName="billed",
        GlobalSecondaryIndexUpdates=[
            {
                "Update": {
                    "IndexName": "by-g",
                    "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1},
                }
            }
        ],
    )
    assert (code, message) == (
        "ValidationException",
        "One or more parameter values were invalid: ProvisionedThroughput should not be specified for index: "
        "by-g when BillingMode is PAY_PER_REQUEST",
    )
