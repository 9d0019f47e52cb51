"""Table lifecycle: CreateTable validation, Describe/List/Delete/Update, tags, limits and endpoints."""

from __future__ import annotations

import pytest
from dynamodb_server_helpers import error_of, make_table


def test_create_describe_list_delete(ddb):
    created = make_table(ddb, "orders", range_key="sk", range_type="N")["TableDescription"]
    assert created["TableStatus"] == "CREATING"
    assert created["TableArn"] == "arn:aws:dynamodb:us-east-1:000000000000:table/orders"
    ddb.put_item(TableName="orders", Item={"id": {"S": "a"}, "sk": {"N": "1"}})
    table = ddb.describe_table(TableName="orders")["Table"]
    assert table["TableStatus"] == "ACTIVE"
    assert table["ItemCount"] == 1
    assert table["KeySchema"] == [
        {"AttributeName": "id", "KeyType": "HASH"},
        {"AttributeName": "sk", "KeyType": "RANGE"},
    ]
    assert table["BillingModeSummary"]["BillingMode"] == "PAY_PER_REQUEST"
    assert ddb.list_tables()["TableNames"] == ["orders"]
    deleted = ddb.delete_table(TableName="orders")["TableDescription"]
    assert deleted["TableStatus"] == "DELETING"
    code, message, _ = error_of(ddb.describe_table, TableName="orders")
    assert (code, message) == (
        "ResourceNotFoundException",
        "Requested resource not found: Table: orders not found",
    )
    assert ddb.list_tables()["TableNames"] == []


def test_waiter_table_exists_and_not_exists(ddb):
    make_table(ddb)
    ddb.get_waiter("table_exists").wait(TableName="orders", WaiterConfig={"Delay": 1, "MaxAttempts": 5})
    assert ddb.describe_table(TableName="orders")["Table"]["TableStatus"] == "ACTIVE"
    ddb.delete_table(TableName="orders")
    ddb.get_waiter("table_not_exists").wait(TableName="orders", WaiterConfig={"Delay": 1, "MaxAttempts": 5})
    assert "orders" not in ddb.list_tables()["TableNames"]


def test_list_tables_pages(ddb):
    for name in ("t-c", "t-a", "t-b"):
        make_table(ddb, name)
    first = ddb.list_tables(Limit=2)
    assert first["TableNames"] == ["t-a", "t-b"]
    assert first["LastEvaluatedTableName"] == "t-b"
    second = ddb.list_tables(Limit=2, ExclusiveStartTableName="t-b")
    assert second["TableNames"] == ["t-c"]
    assert "LastEvaluatedTableName" not in second


def test_tables_are_per_region(labcloud):
    east = labcloud.boto3_client("dynamodb", region_name="us-east-1")
    west = labcloud.boto3_client("dynamodb", region_name="eu-west-1")
    make_table(east)
    assert west.list_tables()["TableNames"] == []
    make_table(west)
    west.put_item(TableName="orders", Item={"id": {"S": "w"}})
    assert "Item" not in east.get_item(TableName="orders", Key={"id": {"S": "w"}})


def test_create_existing_table(ddb):
    make_table(ddb)
    code, message, _ = error_of(make_table, ddb)
    assert (code, message) == ("ResourceInUseException", "Table already exists: orders")


@pytest.mark.parametrize(
    ("definitions", "schema", "message"),
    [
        (
            [{"AttributeName": "id", "AttributeType": "S"}, {"AttributeName": "x", "AttributeType": "S"}],
            [{"AttributeName": "id", "KeyType": "HASH"}],
            "One or more parameter values were invalid: Number of attributes in KeySchema does not exactly match number "
            "of attributes defined in AttributeDefinitions",
        ),
        (
            [{"AttributeName": "id", "AttributeType": "S"}],
            [{"AttributeName": "other", "KeyType": "HASH"}],
            "One or more parameter values were invalid: Some index key attributes are not defined in AttributeDefinitions. "
            "Keys: [other], AttributeDefinitions: [id]",
        ),
        (
            [{"AttributeName": "id", "AttributeType": "S"}, {"AttributeName": "sk", "AttributeType": "S"}],
            [{"AttributeName": "sk", "KeyType": "RANGE"}, {"AttributeName": "id", "KeyType": "HASH"}],
            "Invalid KeySchema: The first KeySchemaElement is not a HASH key type",
        ),
    ],
)
def test_create_table_schema_errors(ddb, definitions, schema, message):
    code, got, _ = error_of(
        ddb.create_table,
        TableName="bad",
        AttributeDefinitions=definitions,
        KeySchema=schema,
        BillingMode="PAY_PER_REQUEST",
    )
    assert (code, got) == ("ValidationException", message)


def test_billing_mode_errors(ddb):
    code, message, _ = error_of(
        ddb.create_table,
        TableName="bad",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
    )
    assert (code, message) == (
        "ValidationException",
        "One or more parameter values were invalid: ReadCapacityUnits and WriteCapacityUnits "
        "must both be specified when BillingMode is PROVISIONED",
    )
    code, message, _ = error_of(
        ddb.create_table,
        TableName="bad",
        BillingMode="PAY_PER_REQUEST",
        ProvisionedThroughput={"ReadCapacityUnits": 1, "WriteCapacityUnits": 1},
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
    )
    assert (code, message) == (
        "ValidationException",
        "One or more parameter values were invalid: Neither ReadCapacityUnits nor "
        "WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST",
    )


def test_lsi_requires_range_key(ddb):
    code, message, _ = error_of(
        make_table,
        ddb,
        "bad",
        extra_definitions=[{"AttributeName": "x", "AttributeType": "S"}],
        LocalSecondaryIndexes=[
            {
                "IndexName": "by-x",
                "KeySchema": [
                    {"AttributeName": "id", "KeyType": "HASH"},
                    {"AttributeName": "x", "KeyType": "RANGE"},
                ],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
    )
    assert (code, message) == (
        "ValidationException",
        "One or more parameter values were invalid: Table KeySchema does not have a range key, "
        "which is required when specifying a LocalSecondaryIndex",
    )


def test_provisioned_table_and_update_table(ddb):
    make_table(
        ddb,
        BillingMode="PROVISIONED",
        ProvisionedThroughput={"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
    )
    described = ddb.describe_table(TableName="orders")["Table"]
    assert described["ProvisionedThroughput"]["ReadCapacityUnits"] == 5
    updated = ddb.update_table(
        TableName="orders", ProvisionedThroughput={"ReadCapacityUnits": 7, "WriteCapacityUnits": 9}
    )
    assert updated["TableDescription"]["TableStatus"] == "UPDATING"
    assert ddb.describe_table(TableName="orders")["Table"]["ProvisionedThroughput"]["WriteCapacityUnits"] == 9
    ddb.update_table(TableName="orders", BillingMode="PAY_PER_REQUEST")
    assert (
        ddb.describe_table(TableName="orders")["Table"]["BillingModeSummary"]["BillingMode"]
        == "PAY_PER_REQUEST"
    )
    code, message, _ = error_of(ddb.update_table, TableName="orders")
    assert code == "ValidationException"
    assert message.startswith("At least one of ProvisionedThroughput, BillingMode")


def test_deletion_protection(ddb):
    make_table(ddb, DeletionProtectionEnabled=True)
    code, message, _ = error_of(ddb.delete_table, TableName="orders")
    assert code == "ValidationException"
    assert message == (
        "Resource cannot be deleted as it is currently protected against deletion. "
        "Disable deletion protection first."
    )
    ddb.update_table(TableName="orders", DeletionProtectionEnabled=False)
    ddb.delete_table(TableName="orders")


def test_delete_missing_table(ddb):
    code, message, _ = error_of(ddb.delete_table, TableName="ghost")
    assert (code, message) == (
        "ResourceNotFoundException",
        "Requested resource not found: Table: ghost not found",
    )


def test_tags(ddb):
    arn = make_table(ddb, Tags=[{"Key": "team", "Value": "a"}])["TableDescription"]["TableArn"]
    ddb.tag_resource(ResourceArn=arn, Tags=[{"Key": "env", "Value": "lab"}, {"Key": "team", "Value": "b"}])
    tags = {t["Key"]: t["Value"] for t in ddb.list_tags_of_resource(ResourceArn=arn)["Tags"]}
    assert tags == {"team": "b", "env": "lab"}
    ddb.untag_resource(ResourceArn=arn, TagKeys=["team"])
    assert ddb.list_tags_of_resource(ResourceArn=arn)["Tags"] == [{"Key": "env", "Value": "lab"}]
    missing = arn.replace("orders", "ghost")
    code, message, _ = error_of(ddb.list_tags_of_resource, ResourceArn=missing)
    assert (code, message) == (
        "ResourceNotFoundException",
        f"Requested resource not found: ResourcArn: {missing} not found",
    )


def test_describe_limits_and_endpoints(ddb, labcloud):
    limits = ddb.describe_limits()
    assert limits["TableMaxWriteCapacityUnits"] == 40000
    assert limits["AccountMaxReadCapacityUnits"] == 80000
    endpoints = ddb.describe_endpoints()["Endpoints"]
    assert endpoints == [{"Address": labcloud.endpoint.split("://")[1], "CachePeriodInMinutes": 1440}]


def test_unimplemented_operations_answer_clearly(ddb):
    code, message, _ = error_of(ddb.list_exports)
    assert code == "NotImplementedException"
    assert message == "labcloud does not implement dynamodb:ListExports"


def test_cli_create_wait_put_get(labcloud):
    labcloud.aws(
        "dynamodb",
        "create-table",
        "--table-name",
        "cli",
        "--attribute-definitions",
        "AttributeName=id,AttributeType=S",
        "--key-schema",
        "AttributeName=id,KeyType=HASH",
        "--billing-mode",
        "PAY_PER_REQUEST",
    )
    labcloud.aws("dynamodb", "wait", "table-exists", "--table-name", "cli")
    labcloud.aws(
        "dynamodb", "put-item", "--table-name", "cli", "--item", '{"id": {"S": "a"}, "n": {"N": "7"}}'
    )
    got = labcloud.aws_json("dynamodb", "get-item", "--table-name", "cli", "--key", '{"id": {"S": "a"}}')
    assert got["Item"] == {"id": {"S": "a"}, "n": {"N": "7"}}
    failed = labcloud.aws(
        "dynamodb",
        "put-item",
        "--table-name",
        "cli",
        "--item",
        '{"id": {"S": "a"}}',
        "--condition-expression",
        "attribute_not_exists(id)",
        check=False,
    )
    assert failed.returncode != 0
    assert "ConditionalCheckFailedException" in failed.stderr
    listed = labcloud.aws_json("dynamodb", "list-tables")
    assert listed["TableNames"] == ["cli"]
    labcloud.aws("dynamodb", "delete-table", "--table-name", "cli")
    labcloud.aws("dynamodb", "wait", "table-not-exists", "--table-name", "cli")


def test_reported_settings_are_stored_and_described(ddb, labcloud_client):
    key = labcloud_client("kms").create_key()["KeyMetadata"]  # the key must exist (test_dynamodb_sse_kms.py)
    made = make_table(
        ddb,
        TableClass="STANDARD_INFREQUENT_ACCESS",
        SSESpecification={"Enabled": True, "SSEType": "KMS", "KMSMasterKeyId": key["KeyId"]},
        OnDemandThroughput={"MaxReadRequestUnits": 10, "MaxWriteRequestUnits": 5},
        WarmThroughput={"ReadUnitsPerSecond": 12000, "WriteUnitsPerSecond": 4000},
    )
    created = made["TableDescription"]
    assert created["SSEDescription"] == {
        "Status": "ENABLED",
        "SSEType": "KMS",
        "KMSMasterKeyArn": key["Arn"],
    }
    table = ddb.describe_table(TableName="orders")["Table"]
    assert table["TableClassSummary"]["TableClass"] == "STANDARD_INFREQUENT_ACCESS"
    assert table["OnDemandThroughput"] == {"MaxReadRequestUnits": 10, "MaxWriteRequestUnits": 5}
    assert table["WarmThroughput"] == {
        "ReadUnitsPerSecond": 12000,
        "WriteUnitsPerSecond": 4000,
        "Status": "ACTIVE",
    }
    ddb.update_table(
        TableName="orders",
        SSESpecification={"Enabled": False},
        TableClass="STANDARD",
        OnDemandThroughput={"MaxReadRequestUnits": 20, "MaxWriteRequestUnits": 8},
    )
    table = ddb.describe_table(TableName="orders")["Table"]
    assert "SSEDescription" not in table
    assert table["TableClassSummary"]["TableClass"] == "STANDARD"
    assert table["OnDemandThroughput"] == {"MaxReadRequestUnits": 20, "MaxWriteRequestUnits": 8}


def test_default_table_reports_no_sse_and_standard_class(ddb):
    table = make_table(ddb)["TableDescription"]
    assert "SSEDescription" not in table
    assert "StreamSpecification" not in table
    assert table["TableClassSummary"] == {"TableClass": "STANDARD"}
    assert table["DeletionProtectionEnabled"] is False


def test_deletion_protection_set_by_update_blocks_delete(ddb):
    make_table(ddb)
    ddb.update_table(TableName="orders", DeletionProtectionEnabled=True)
    assert ddb.describe_table(TableName="orders")["Table"]["DeletionProtectionEnabled"] is True
    code, _, _ = error_of(ddb.delete_table, TableName="orders")
    assert code == "ValidationException"
    assert ddb.list_tables()["TableNames"] == ["orders"]


@pytest.mark.parametrize(
    ("extra", "member", "feature"),
    [
        (
            {"GlobalTableSourceArn": "arn:aws:dynamodb:us-west-2:000000000000:table/orders"},
            "GlobalTableSourceArn",
            "global tables",
        ),
    ],
)
def test_create_table_refuses_features_labcloud_lacks(ddb, extra, member, feature):
    code, message, _ = error_of(make_table, ddb, **extra)
    assert (code, message) == (
        "ValidationException",
        f"labcloud does not support {feature}: {member} cannot be used",
    )
    assert ddb.list_tables()["TableNames"] == []


@pytest.mark.parametrize(
    ("extra", "member", "feature"),
    [
        ({"MultiRegionConsistency": "STRONG"}, "MultiRegionConsistency", "global tables"),
    ],
)
def test_update_table_refuses_features_labcloud_lacks(ddb, extra, member, feature):
    make_table(ddb)
    code, message, _ = error_of(ddb.update_table, TableName="orders", **extra)
    assert (code, message) == (
        "ValidationException",
        f"labcloud does not support {feature}: {member} cannot be used",
    )
    assert "StreamSpecification" not in ddb.describe_table(TableName="orders")["Table"]


def test_gsi_on_demand_and_warm_throughput_are_described(ddb):
    make_table(
        ddb,
        extra_definitions=[{"AttributeName": "status", "AttributeType": "S"}],
        GlobalSecondaryIndexes=[
            {
                "IndexName": "by-status",
                "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "KEYS_ONLY"},
                "OnDemandThroughput": {"MaxReadRequestUnits": 7, "MaxWriteRequestUnits": 3},
            }
        ],
    )
    gsi = ddb.describe_table(TableName="orders")["Table"]["GlobalSecondaryIndexes"][0]
    assert gsi["OnDemandThroughput"] == {"MaxReadRequestUnits": 7, "MaxWriteRequestUnits": 3}
    ddb.update_table(
        TableName="orders",
        GlobalSecondaryIndexUpdates=[
            {
                "Update": {
                    "IndexName": "by-status",
                    "OnDemandThroughput": {"MaxReadRequestUnits": 9, "MaxWriteRequestUnits": 4},
                }
            }
        ],
    )
    gsi = ddb.describe_table(TableName="orders")["Table"]["GlobalSecondaryIndexes"][0]
    assert gsi["OnDemandThroughput"] == {"MaxReadRequestUnits": 9, "MaxWriteRequestUnits": 4}
