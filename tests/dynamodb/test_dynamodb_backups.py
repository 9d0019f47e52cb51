"""On-demand backups over the real server: create, describe, list, restore (item for item), delete."""

from __future__ import annotations

import pytest
from dynamodb_server_helpers import error_of, make_table


@pytest.fixture
def orders(ddb):
    make_table(
        ddb,
        "orders",
        "id",
        range_key="line",
        extra_definitions=[{"AttributeName": "status", "AttributeType": "S"}],
        GlobalSecondaryIndexes=[
            {
                "IndexName": "by-status",
                "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
        Tags=[{"Key": "team", "Value": "a"}],
    )
    for n in range(30):
        ddb.put_item(
            TableName="orders",
            Item={
                "id": {"S": f"o{n % 5}"},
                "line": {"S": f"{n:03d}"},
                "status": {"S": "NEW" if n % 2 else "PAID"},
                "n": {"N": str(n)},
            },
        )
    return ddb


def _all(ddb, table):
    items = ddb.scan(TableName=table)["Items"]
    return sorted(items, key=lambda i: (i["id"]["S"], i["line"]["S"]))


def test_backup_and_restore_item_for_item(orders):
    created = orders.create_backup(TableName="orders", BackupName="before-change")["BackupDetails"]
    arn = created["BackupArn"]
    assert arn.startswith("arn:aws:dynamodb:us-east-1:000000000000:table/orders/backup/")
    assert (created["BackupName"], created["BackupType"]) == ("before-change", "USER")
    orders.put_item(
        TableName="orders", Item={"id": {"S": "late"}, "line": {"S": "x"}, "status": {"S": "NEW"}}
    )
    orders.delete_item(TableName="orders", Key={"id": {"S": "o0"}, "line": {"S": "000"}})
    described = orders.describe_backup(BackupArn=arn)["BackupDescription"]
    assert described["BackupDetails"]["BackupStatus"] == "AVAILABLE"
    assert described["SourceTableDetails"]["ItemCount"] == 30
    assert described["SourceTableFeatureDetails"]["GlobalSecondaryIndexes"][0]["IndexName"] == "by-status"
    restored = orders.restore_table_from_backup(TargetTableName="orders-restored", BackupArn=arn)[
        "TableDescription"
    ]
    assert restored["TableName"] == "orders-restored"
    assert restored["RestoreSummary"]["SourceBackupArn"] == arn
    assert len(_all(orders, "orders-restored")) == 30
    assert {i["n"]["N"] for i in _all(orders, "orders-restored")} == {str(n) for n in range(30)}
    paid = orders.query(
        TableName="orders-restored",
        IndexName="by-status",
        KeyConditionExpression="#s = :p",
        ExpressionAttributeNames={"#s": "status"},
        ExpressionAttributeValues={":p": {"S": "PAID"}},
    )
    assert paid["Count"] == 15
    table = orders.describe_table(TableName="orders-restored")["Table"]
    assert table["RestoreSummary"]["RestoreInProgress"] is False
    assert orders.list_tags_of_resource(ResourceArn=table["TableArn"]).get("Tags", []) == []


def test_restore_with_overrides(orders):
    arn = orders.create_backup(TableName="orders", BackupName="bk1")["BackupDetails"]["BackupArn"]
    restored = orders.restore_table_from_backup(
        TargetTableName="lean",
        BackupArn=arn,
        BillingModeOverride="PROVISIONED",
        ProvisionedThroughputOverride={"ReadCapacityUnits": 3, "WriteCapacityUnits": 4},
        GlobalSecondaryIndexOverride=[],
    )["TableDescription"]
    assert restored["ProvisionedThroughput"]["ReadCapacityUnits"] == 3
    assert "GlobalSecondaryIndexes" not in orders.describe_table(TableName="lean")["Table"]
    assert orders.scan(TableName="lean", Select="COUNT")["Count"] == 30


def test_list_and_delete(orders):
    first = orders.create_backup(TableName="orders", BackupName="one")["BackupDetails"]["BackupArn"]
    second = orders.create_backup(TableName="orders", BackupName="two")["BackupDetails"]["BackupArn"]
    listed = orders.list_backups(TableName="orders")["BackupSummaries"]
    assert sorted(b["BackupArn"] for b in listed) == sorted([first, second])
    page = orders.list_backups(Limit=1)
    assert len(page["BackupSummaries"]) == 1 and page["LastEvaluatedBackupArn"]
    rest = orders.list_backups(Limit=1, ExclusiveStartBackupArn=page["LastEvaluatedBackupArn"])
    assert len(rest["BackupSummaries"]) == 1 and "LastEvaluatedBackupArn" not in rest
    deleted = orders.delete_backup(BackupArn=first)["BackupDescription"]["BackupDetails"]
    assert deleted["BackupStatus"] == "DELETED"
    assert [b["BackupArn"] for b in orders.list_backups()["BackupSummaries"]] == [second]
    code, _, _ = error_of(orders.describe_backup, BackupArn=first)
    assert code == "BackupNotFoundException"


def test_backup_errors(orders):
    code, message, _ = error_of(orders.create_backup, TableName="missing", BackupName="bk1")
    assert (code, message) == ("TableNotFoundException", "Table not found: missing")
    arn = orders.create_backup(TableName="orders", BackupName="bk1")["BackupDetails"]["BackupArn"]
    code, message, _ = error_of(orders.restore_table_from_backup, TargetTableName="orders", BackupArn=arn)
    assert (code, message) == ("TableAlreadyExistsException", "Table already exists: orders")
    code, _, _ = error_of(
        orders.restore_table_from_backup, TargetTableName="tt2", BackupArn=arn.replace("backup/", "backup/9")
    )
    assert code == "BackupNotFoundException"
    code, _, _ = error_of(
        orders.restore_table_from_backup,
        TargetTableName="tt3",
        BackupArn=arn,
        BillingModeOverride="PAY_PER_REQUEST",
        ProvisionedThroughputOverride={"ReadCapacityUnits": 1, "WriteCapacityUnits": 1},
    )
    assert code == "ValidationException"


def test_backup_survives_table_deletion_and_kill(tmp_path):
    from labcloud.testing.server_process import LabcloudProcess

    first = LabcloudProcess(data_dir=tmp_path).start()
    try:
        ddb = first.boto3_client("dynamodb")
        make_table(ddb, "orders", "id")
        for n in range(10):
            ddb.put_item(TableName="orders", Item={"id": {"S": str(n)}})
        arn = ddb.create_backup(TableName="orders", BackupName="keep")["BackupDetails"]["BackupArn"]
        ddb.delete_table(TableName="orders")
    finally:
        first.kill()
    second = LabcloudProcess(data_dir=tmp_path).start()
    try:
        ddb = second.boto3_client("dynamodb")
        ddb.restore_table_from_backup(TargetTableName="orders", BackupArn=arn)
        assert ddb.scan(TableName="orders", Select="COUNT")["Count"] == 10
    finally:
        second.stop()


def test_backups_from_the_cli(labcloud):
    make_table(labcloud.boto3_client("dynamodb"), "cli", "id")
    out = labcloud.aws_json("dynamodb", "create-backup", "--table-name", "cli", "--backup-name", "nightly")
    arn = out["BackupDetails"]["BackupArn"]
    listed = labcloud.aws_json("dynamodb", "list-backups", "--table-name", "cli")
    assert [b["BackupName"] for b in listed["BackupSummaries"]] == ["nightly"]
    labcloud.aws(
        "dynamodb", "restore-table-from-backup", "--target-table-name", "cli-copy", "--backup-arn", arn
    )
    labcloud.aws("dynamodb", "wait", "table-exists", "--table-name", "cli-copy")
