"""Point-in-time recovery settings: DescribeContinuousBackups / UpdateContinuousBackups (stored, reported)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def _table(ddb: Any, name: str) -> None:
    ddb.create_table(
        TableName=name,
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
    )


def _error(info: Any) -> tuple[str, str, int]:
    response = info.value.response
    return (
        response["Error"]["Code"],
        response["Error"]["Message"],
        response["ResponseMetadata"]["HTTPStatusCode"],
    )


def test_new_table_reports_backups_on_and_recovery_off(ddb: Any) -> None:
    _table(ddb, "pitr-new")
    described = ddb.describe_continuous_backups(TableName="pitr-new")["ContinuousBackupsDescription"]
    assert described == {
        "ContinuousBackupsStatus": "ENABLED",
        "PointInTimeRecoveryDescription": {"PointInTimeRecoveryStatus": "DISABLED"},
    }


def test_enable_with_default_and_chosen_period_then_disable(ddb: Any) -> None:
    _table(ddb, "pitr-on")
    arn = ddb.describe_table(TableName="pitr-on")["Table"]["TableArn"]
    answer = ddb.update_continuous_backups(
        TableName="pitr-on", PointInTimeRecoverySpecification={"PointInTimeRecoveryEnabled": True}
    )
    recovery = answer["ContinuousBackupsDescription"]["PointInTimeRecoveryDescription"]
    assert recovery["PointInTimeRecoveryStatus"] == "ENABLED"
    assert recovery["RecoveryPeriodInDays"] == 35
    assert isinstance(recovery["EarliestRestorableDateTime"], datetime)
    assert recovery["LatestRestorableDateTime"] >= recovery["EarliestRestorableDateTime"]
    # The table may be named by its ARN; the period can be changed while enabled.
    ddb.update_continuous_backups(
        TableName=arn,
        PointInTimeRecoverySpecification={"PointInTimeRecoveryEnabled": True, "RecoveryPeriodInDays": 7},
    )
    recovery = ddb.describe_continuous_backups(TableName="pitr-on")["ContinuousBackupsDescription"][
        "PointInTimeRecoveryDescription"
    ]
    assert (recovery["PointInTimeRecoveryStatus"], recovery["RecoveryPeriodInDays"]) == ("ENABLED", 7)
    ddb.update_continuous_backups(
        TableName="pitr-on", PointInTimeRecoverySpecification={"PointInTimeRecoveryEnabled": False}
    )
    described = ddb.describe_continuous_backups(TableName="pitr-on")["ContinuousBackupsDescription"]
    assert described["PointInTimeRecoveryDescription"] == {"PointInTimeRecoveryStatus": "DISABLED"}


def test_missing_table_is_table_not_found(ddb: Any) -> None:
    with pytest.raises(ClientError) as info:
        ddb.describe_continuous_backups(TableName="nope")
    assert _error(info) == ("TableNotFoundException", "Table not found: nope", 400)
    with pytest.raises(ClientError) as info:
        ddb.update_continuous_backups(
            TableName="nope", PointInTimeRecoverySpecification={"PointInTimeRecoveryEnabled": True}
        )
    assert _error(info) == ("TableNotFoundException", "Table not found: nope", 400)


def test_period_without_enabling_or_out_of_range_is_refused(ddb: Any) -> None:
    _table(ddb, "pitr-bad")
    with pytest.raises(ClientError) as info:
        ddb.update_continuous_backups(
            TableName="pitr-bad",
            PointInTimeRecoverySpecification={"PointInTimeRecoveryEnabled": False, "RecoveryPeriodInDays": 5},
        )
    assert _error(info)[0] == "ValidationException"
    with pytest.raises(ClientError) as info:
        ddb.update_continuous_backups(
            TableName="pitr-bad",
            PointInTimeRecoverySpecification={"PointInTimeRecoveryEnabled": True, "RecoveryPeriodInDays": 36},
        )
    assert _error(info)[0] == "ValidationException"
    described = ddb.describe_continuous_backups(TableName="pitr-bad")["ContinuousBackupsDescription"]
    assert described["PointInTimeRecoveryDescription"]["PointInTimeRecoveryStatus"] == "DISABLED"


def test_aws_cli_reads_the_setting(labcloud: Any, ddb: Any) -> None:
    _table(ddb, "pitr-cli")
    labcloud.aws_json(
        "dynamodb",
        "update-continuous-backups",
        "--table-name",
        "pitr-cli",
        "--point-in-time-recovery-specification",
        "PointInTimeRecoveryEnabled=true,RecoveryPeriodInDays=10",
    )
    described = labcloud.aws_json("dynamodb", "describe-continuous-backups", "--table-name", "pitr-cli")
    recovery = described["ContinuousBackupsDescription"]["PointInTimeRecoveryDescription"]
    assert (recovery["PointInTimeRecoveryStatus"], recovery["RecoveryPeriodInDays"]) == ("ENABLED", 10)


def test_setting_survives_a_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        ddb = server.boto3_client("dynamodb")
        _table(ddb, "pitr-kept")
        ddb.update_continuous_backups(
            TableName="pitr-kept",
            PointInTimeRecoverySpecification={"PointInTimeRecoveryEnabled": True, "RecoveryPeriodInDays": 3},
        )
        server.stop()
        server.start()
        recovery = server.boto3_client("dynamodb").describe_continuous_backups(TableName="pitr-kept")[
            "ContinuousBackupsDescription"
        ]["PointInTimeRecoveryDescription"]
        assert (recovery["PointInTimeRecoveryStatus"], recovery["RecoveryPeriodInDays"]) == ("ENABLED", 3)
    finally:
        server.stop()
