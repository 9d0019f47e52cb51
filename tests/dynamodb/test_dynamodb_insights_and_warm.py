"""Warm throughput as DescribeTable reports it, and Contributor Insights settings per table and index."""

from __future__ import annotations

from typing import Any

from dynamodb_server_helpers import error_of, make_table

GSI = {
    "IndexName": "by-g",
    "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
    "Projection": {"ProjectionType": "ALL"},
}


def _table_with_gsi(ddb: Any, **extra: Any) -> None:
    make_table(
        ddb,
        "events",
        range_key="at",
        extra_definitions=[{"AttributeName": "g", "AttributeType": "S"}],
        GlobalSecondaryIndexes=[GSI],
        **extra,
    )


def test_on_demand_table_and_gsi_report_starting_warm_throughput(ddb: Any) -> None:
    _table_with_gsi(ddb)
    table = ddb.describe_table(TableName="events")["Table"]
    starting = {"ReadUnitsPerSecond": 12000, "WriteUnitsPerSecond": 4000, "Status": "ACTIVE"}
    assert table["WarmThroughput"] == starting
    assert table["GlobalSecondaryIndexes"][0]["WarmThroughput"] == starting
    ddb.update_table(TableName="events", WarmThroughput={"ReadUnitsPerSecond": 20000})
    assert ddb.describe_table(TableName="events")["Table"]["WarmThroughput"] == {
        "ReadUnitsPerSecond": 20000,
        "WriteUnitsPerSecond": 4000,
        "Status": "ACTIVE",
    }


def test_contributor_insights_lifecycle(ddb: Any) -> None:
    _table_with_gsi(ddb)
    assert _described(ddb, "events") == {"TableName": "events", "ContributorInsightsStatus": "DISABLED"}
    assert ddb.list_contributor_insights()["ContributorInsightsSummaries"] == []

    updated = ddb.update_contributor_insights(TableName="events", ContributorInsightsAction="ENABLE")
    updated.pop("ResponseMetadata")
    assert updated == {
        "TableName": "events",
        "ContributorInsightsStatus": "ENABLING",
        "ContributorInsightsMode": "ACCESSED_AND_THROTTLED_KEYS",
    }
    described = _described(ddb, "events")
    assert described["ContributorInsightsStatus"] == "ENABLED"
    # A table with a sort key has the four rules: partition and sort key, most accessed and throttled.
    assert [rule.split("-")[1] for rule in described["ContributorInsightsRuleList"]] == [
        "PKC",
        "PKT",
        "SKC",
        "SKT",
    ]
    assert all(
        rule.startswith("DynamoDBContributorInsights-") for rule in described["ContributorInsightsRuleList"]
    )
    assert "LastUpdateDateTime" in described

    index = ddb.update_contributor_insights(
        TableName="events", IndexName="by-g", ContributorInsightsAction="ENABLE"
    )
    assert (index["IndexName"], index["ContributorInsightsStatus"]) == ("by-g", "ENABLING")
    assert len(_described(ddb, "events", IndexName="by-g")["ContributorInsightsRuleList"]) == 2
    assert ddb.list_contributor_insights(TableName="events")["ContributorInsightsSummaries"] == [
        {
            "TableName": "events",
            "ContributorInsightsStatus": "ENABLED",
            "ContributorInsightsMode": "ACCESSED_AND_THROTTLED_KEYS",
        },
        {
            "TableName": "events",
            "IndexName": "by-g",
            "ContributorInsightsStatus": "ENABLED",
            "ContributorInsightsMode": "ACCESSED_AND_THROTTLED_KEYS",
        },
    ]

    disabled = ddb.update_contributor_insights(TableName="events", ContributorInsightsAction="DISABLE")
    assert disabled["ContributorInsightsStatus"] == "DISABLING"
    described = _described(ddb, "events")
    assert described["ContributorInsightsStatus"] == "DISABLED"
    assert "ContributorInsightsRuleList" not in described


def test_contributor_insights_errors(ddb: Any) -> None:
    _table_with_gsi(ddb)
    code, message, _ = error_of(ddb.describe_contributor_insights, TableName="missing")
    assert (code, message) == ("ResourceNotFoundException", "Requested resource not found")
    code, message, _ = error_of(
        ddb.update_contributor_insights,
        TableName="events",
        IndexName="nope",
        ContributorInsightsAction="ENABLE",
    )
    assert (code, message) == (
        "ResourceNotFoundException",
        "Requested resource not found: Index: nope not found",
    )


def test_contributor_insights_survive_restart(tmp_path: Any) -> None:
    from labcloud.testing.server_process import LabcloudProcess

    first = LabcloudProcess(data_dir=tmp_path).start()
    try:
        ddb = first.boto3_client("dynamodb")
        make_table(ddb, "kept")
        ddb.update_contributor_insights(TableName="kept", ContributorInsightsAction="ENABLE")
    finally:
        first.stop()
    second = LabcloudProcess(data_dir=tmp_path).start()
    try:
        assert _described(second.boto3_client("dynamodb"), "kept")["ContributorInsightsStatus"] == "ENABLED"
    finally:
        second.stop()


def _described(ddb: Any, table: str, **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = ddb.describe_contributor_insights(TableName=table, **extra)
    out.pop("ResponseMetadata")
    return out


def test_no_table_has_a_kinesis_streaming_destination(ddb: Any) -> None:
    make_table(ddb, "plain")
    described = ddb.describe_kinesis_streaming_destination(TableName="plain")
    assert (described["TableName"], described["KinesisDataStreamDestinations"]) == ("plain", [])
    code, message, _ = error_of(ddb.describe_kinesis_streaming_destination, TableName="missing")
    assert (code, message) == ("ResourceNotFoundException", "Requested resource not found")
