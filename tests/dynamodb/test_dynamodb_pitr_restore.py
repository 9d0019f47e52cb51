"""RestoreTableToPointInTime over the real server: item-for-item state at a chosen second, indexes
restored, overrides, AWS's errors, the restorable window, and a restore after kill -9."""

from __future__ import annotations

import json
import math
import time
from datetime import datetime, timezone
from typing import Any

from dynamodb_server_helpers import error_of, make_table

from labcloud.testing.server_process import LabcloudProcess


def _orders(ddb: Any, name: str = "orders") -> None:
    make_table(
        ddb,
        name,
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
    )
    ddb.update_continuous_backups(
        TableName=name, PointInTimeRecoverySpecification={"PointInTimeRecoveryEnabled": True}
    )


def _item(n: int, status: str = "NEW") -> dict[str, Any]:
    return {"id": {"S": f"o{n % 3}"}, "line": {"S": f"{n:03d}"}, "status": {"S": status}, "n": {"N": str(n)}}


def _all(ddb: Any, table: str) -> list[dict[str, Any]]:
    items = ddb.scan(TableName=table)["Items"]
    return sorted(items, key=lambda i: (i["id"]["S"], i["line"]["S"]))


def _next_second() -> datetime:
    """A whole second after every write so far (restore times travel as whole seconds)."""
    boundary = math.ceil(time.time())
    time.sleep(max(0.0, boundary - time.time()) + 0.05)
    return datetime.fromtimestamp(boundary, timezone.utc)


def _change_everything(ddb: Any, table: str) -> None:
    ddb.put_item(TableName=table, Item=_item(100, "LATE"))
    ddb.delete_item(TableName=table, Key={"id": {"S": "o0"}, "line": {"S": "000"}})
    ddb.update_item(
        TableName=table,
        Key={"id": {"S": "o1"}, "line": {"S": "001"}},
        UpdateExpression="SET #s = :s, n = :n",
        ExpressionAttributeNames={"#s": "status"},
        ExpressionAttributeValues={":s": {"S": "PAID"}, ":n": {"N": "-1"}},
    )
    # changed twice after the restore point: the restore takes the image before the first change
    ddb.put_item(TableName=table, Item=_item(2, "FIRST"))
    ddb.put_item(TableName=table, Item=_item(2, "SECOND"))


def test_restore_to_a_second_gives_that_seconds_items_and_indexes(ddb: Any) -> None:
    _orders(ddb)
    for n in range(12):
        ddb.put_item(TableName="orders", Item=_item(n))
    at = _next_second()
    expected = _all(ddb, "orders")
    _change_everything(ddb, "orders")
    assert _all(ddb, "orders") != expected

    restored = ddb.restore_table_to_point_in_time(
        SourceTableName="orders", TargetTableName="orders-then", RestoreDateTime=at
    )["TableDescription"]
    assert restored["TableName"] == "orders-then"
    summary = restored["RestoreSummary"]
    assert summary["SourceTableArn"] == "arn:aws:dynamodb:us-east-1:000000000000:table/orders"
    assert summary["RestoreDateTime"] == at
    assert summary["RestoreInProgress"] is False
    assert [g["IndexName"] for g in restored["GlobalSecondaryIndexes"]] == ["by-status"]

    assert _all(ddb, "orders-then") == expected
    by_status = ddb.query(
        TableName="orders-then",
        IndexName="by-status",
        KeyConditionExpression="#s = :s",
        ExpressionAttributeNames={"#s": "status"},
        ExpressionAttributeValues={":s": {"S": "NEW"}},
    )
    assert by_status["Count"] == 12
    for status in ("LATE", "PAID", "SECOND"):
        gone = ddb.query(
            TableName="orders-then",
            IndexName="by-status",
            KeyConditionExpression="#s = :s",
            ExpressionAttributeNames={"#s": "status"},
            ExpressionAttributeValues={":s": {"S": status}},
        )
        assert gone["Count"] == 0
    # a restored table does not inherit point-in-time recovery
    recovery = ddb.describe_continuous_backups(TableName="orders-then")["ContinuousBackupsDescription"]
    assert recovery["PointInTimeRecoveryDescription"]["PointInTimeRecoveryStatus"] == "DISABLED"


def test_latest_restorable_time_and_the_source_by_arn(ddb: Any) -> None:
    _orders(ddb)
    for n in range(5):
        ddb.put_item(TableName="orders", Item=_item(n))
    ddb.delete_item(TableName="orders", Key={"id": {"S": "o1"}, "line": {"S": "001"}})
    arn = ddb.describe_table(TableName="orders")["Table"]["TableArn"]
    restored = ddb.restore_table_to_point_in_time(
        SourceTableArn=arn, TargetTableName="orders-now", UseLatestRestorableTime=True
    )["TableDescription"]
    assert restored["RestoreSummary"]["SourceTableArn"] == arn
    assert _all(ddb, "orders-now") == _all(ddb, "orders")


def test_window_is_reported_and_enforced(ddb: Any) -> None:
    _orders(ddb)
    recovery = ddb.describe_continuous_backups(TableName="orders")["ContinuousBackupsDescription"][
        "PointInTimeRecoveryDescription"
    ]
    earliest = recovery["EarliestRestorableDateTime"]
    assert earliest.timestamp() == int(earliest.timestamp())  # restore times are whole seconds
    assert recovery["LatestRestorableDateTime"] >= earliest
    before = datetime.fromtimestamp(earliest.timestamp() - 60, timezone.utc)
    future = datetime.fromtimestamp(time.time() + 3600, timezone.utc)
    for when in (before, future):
        code, message, response = error_of(
            ddb.restore_table_to_point_in_time,
            SourceTableName="orders",
            TargetTableName="nowhere",
            RestoreDateTime=when,
        )
        assert (code, message) == (
            "InvalidRestoreTimeException",
            "RestoreDateTime must be between EarliestRestorableDateTime and LatestRestorableDateTime.",
        )
        assert response["ResponseMetadata"]["HTTPStatusCode"] == 400
    assert "nowhere" not in ddb.list_tables()["TableNames"]


def test_errors(ddb: Any) -> None:
    make_table(ddb, "plain")
    code, message, _ = error_of(
        ddb.restore_table_to_point_in_time,
        SourceTableName="plain",
        TargetTableName="copy",
        UseLatestRestorableTime=True,
    )
    assert (code, message) == (
        "PointInTimeRecoveryUnavailableException",
        "Point in time recovery is not enabled for table 'plain'",
    )
    code, message, _ = error_of(
        ddb.restore_table_to_point_in_time,
        SourceTableName="missing",
        TargetTableName="copy",
        UseLatestRestorableTime=True,
    )
    assert (code, message) == ("TableNotFoundException", "Table not found: missing")
    _orders(ddb)
    code, message, _ = error_of(
        ddb.restore_table_to_point_in_time,
        SourceTableName="orders",
        TargetTableName="plain",
        UseLatestRestorableTime=True,
    )
    assert (code, message) == ("TableAlreadyExistsException", "Table already exists: plain")
    elsewhere = "arn:aws:dynamodb:eu-west-1:000000000000:table/orders"
    code, message, _ = error_of(
        ddb.restore_table_to_point_in_time,
        SourceTableArn=elsewhere,
        TargetTableName="copy",
        UseLatestRestorableTime=True,
    )
    assert (code, message) == ("TableNotFoundException", "Table not found: orders")
    code, message, _ = error_of(
        ddb.restore_table_to_point_in_time, SourceTableName="orders", TargetTableName="copy"
    )
    assert (code, message) == (
        "ValidationException",
        "Either RestoreDateTime or UseLatestRestorableTime must be specified",
    )
    code, _, _ = error_of(
        ddb.restore_table_to_point_in_time,
        SourceTableName="orders",
        TargetTableName="copy",
        UseLatestRestorableTime=True,
        RestoreDateTime=datetime.now(timezone.utc),
    )
    assert code == "ValidationException"
    code, message, _ = error_of(
        ddb.restore_table_to_point_in_time, TargetTableName="copy", UseLatestRestorableTime=True
    )
    assert (code, message) == (
        "ValidationException",
        "Either SourceTableArn or SourceTableName must be provided, but not both",
    )
    # turning recovery off ends the window: the journal is gone with it
    ddb.update_continuous_backups(
        TableName="orders", PointInTimeRecoverySpecification={"PointInTimeRecoveryEnabled": False}
    )
    code, _, _ = error_of(
        ddb.restore_table_to_point_in_time,
        SourceTableName="orders",
        TargetTableName="copy",
        UseLatestRestorableTime=True,
    )
    assert code == "PointInTimeRecoveryUnavailableException"
    assert "copy" not in ddb.list_tables()["TableNames"]


def test_overrides(ddb: Any) -> None:
    _orders(ddb)
    for n in range(4):
        ddb.put_item(TableName="orders", Item=_item(n))
    restored = ddb.restore_table_to_point_in_time(
        SourceTableName="orders",
        TargetTableName="orders-lean",
        UseLatestRestorableTime=True,
        BillingModeOverride="PROVISIONED",
        ProvisionedThroughputOverride={"ReadCapacityUnits": 3, "WriteCapacityUnits": 4},
        GlobalSecondaryIndexOverride=[],
    )["TableDescription"]
    throughput = restored["ProvisionedThroughput"]
    assert (throughput["ReadCapacityUnits"], throughput["WriteCapacityUnits"]) == (3, 4)
    assert "GlobalSecondaryIndexes" not in restored
    code, _, _ = error_of(
        ddb.query,
        TableName="orders-lean",
        IndexName="by-status",
        KeyConditionExpression="#s = :s",
        ExpressionAttributeNames={"#s": "status"},
        ExpressionAttributeValues={":s": {"S": "NEW"}},
    )
    assert code == "ValidationException"
    assert len(_all(ddb, "orders-lean")) == 4


def test_restore_from_the_cli(labcloud: Any) -> None:
    ddb = labcloud.boto3_client("dynamodb")
    _orders(ddb, "cli-pitr")
    ddb.put_item(TableName="cli-pitr", Item=_item(1))
    out = labcloud.aws_json(
        "dynamodb",
        "restore-table-to-point-in-time",
        "--source-table-name",
        "cli-pitr",
        "--target-table-name",
        "cli-pitr-copy",
        "--use-latest-restorable-time",
    )
    assert out["TableDescription"]["TableName"] == "cli-pitr-copy"
    assert _all(ddb, "cli-pitr-copy") == _all(ddb, "cli-pitr")


def test_restore_after_kill_9(tmp_path: Any) -> None:
    first = LabcloudProcess(data_dir=tmp_path).start()
    try:
        ddb = first.boto3_client("dynamodb")
        _orders(ddb)
        for n in range(9):
            ddb.put_item(TableName="orders", Item=_item(n))
        at = _next_second()
        expected = _all(ddb, "orders")
        _change_everything(ddb, "orders")
        after = _all(ddb, "orders")
    finally:
        first.kill()
    second = LabcloudProcess(data_dir=tmp_path).start()
    try:
        ddb = second.boto3_client("dynamodb")
        assert _all(ddb, "orders") == after
        ddb.restore_table_to_point_in_time(
            SourceTableName="orders", TargetTableName="orders-then", RestoreDateTime=at
        )
        assert _all(ddb, "orders-then") == expected
        recovery = ddb.describe_continuous_backups(TableName="orders")["ContinuousBackupsDescription"]
        assert recovery["PointInTimeRecoveryDescription"]["EarliestRestorableDateTime"] <= at
    finally:
        second.stop()


def test_deleting_a_recoverable_table_keeps_a_system_backup(ddb: Any) -> None:
    _orders(ddb)
    make_table(ddb, "plain")
    for n in range(6):
        ddb.put_item(TableName="orders", Item=_item(n))
    expected = _all(ddb, "orders")
    ddb.delete_table(TableName="orders")
    ddb.delete_table(TableName="plain")  # no recovery: nothing kept
    assert ddb.list_backups()["BackupSummaries"] == []
    system = ddb.list_backups(BackupType="SYSTEM")["BackupSummaries"]
    assert [(b["TableName"], b["BackupName"], b["BackupType"]) for b in system] == [
        ("orders", "$DeletedTableBackup", "SYSTEM")
    ]
    assert [b["BackupType"] for b in ddb.list_backups(BackupType="ALL")["BackupSummaries"]] == ["SYSTEM"]
    arn = system[0]["BackupArn"]
    assert ddb.describe_backup(BackupArn=arn)["BackupDescription"]["BackupDetails"]["BackupType"] == "SYSTEM"
    ddb.restore_table_from_backup(TargetTableName="orders", BackupArn=arn)
    assert _all(ddb, "orders") == expected
    assert (
        ddb.query(
            TableName="orders",
            IndexName="by-status",
            KeyConditionExpression="#s = :s",
            ExpressionAttributeNames={"#s": "status"},
            ExpressionAttributeValues={":s": {"S": "NEW"}},
        )["Count"]
        == 6
    )


def test_restore_is_authorized_on_the_source_table(ddb: Any, labcloud: Any) -> None:
    _orders(ddb)
    iam = labcloud.boto3_client("iam")
    trust = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {"Effect": "Allow", "Principal": {"AWS": "000000000000"}, "Action": "sts:AssumeRole"}
            ],
        }
    )
    role = iam.create_role(RoleName="restorer", AssumeRolePolicyDocument=trust)["Role"]["Arn"]
    source = "arn:aws:dynamodb:us-east-1:000000000000:table/orders"
    iam.put_role_policy(
        RoleName="restorer",
        PolicyName="restore",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {"Effect": "Allow", "Action": "dynamodb:RestoreTableToPointInTime", "Resource": source}
                ],
            }
        ),
    )
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=role, RoleSessionName="r1")["Credentials"]
    restorer = labcloud.boto3_client(
        "dynamodb",
        aws_access_key_id=creds["AccessKeyId"],
        aws_secret_access_key=creds["SecretAccessKey"],
        aws_session_token=creds["SessionToken"],
    )
    restorer.restore_table_to_point_in_time(
        SourceTableName="orders", TargetTableName="orders-copy", UseLatestRestorableTime=True
    )
    make_table(ddb, "other")
    ddb.update_continuous_backups(
        TableName="other", PointInTimeRecoverySpecification={"PointInTimeRecoveryEnabled": True}
    )
    code, message, _ = error_of(
        restorer.restore_table_to_point_in_time,
        SourceTableName="other",
        TargetTableName="other-copy",
        UseLatestRestorableTime=True,
    )
    assert code == "AccessDeniedException"
    assert (
        "dynamodb:RestoreTableToPointInTime on resource: arn:aws:dynamodb:us-east-1:000000000000:table/other"
        in (message)
    )
