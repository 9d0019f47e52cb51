"""AWS::Logs::LogStream (named and generated names, replacement on change, delete, a missing group) and
AWS::DynamoDB::Table's KinesisStreamSpecification (enabled on create, precision updated, moved to
another stream, removed), each checked against the services."""

from __future__ import annotations

import json
from typing import Any

from cfn_helpers import events, wait_for, wait_stack


def _log_template(group: str, stream: str | None) -> str:
    props: dict[str, Any] = {"LogGroupName": {"Ref": "Group"}}
    if stream:
        props["LogStreamName"] = stream
    return json.dumps(
        {
            "Resources": {
                "Group": {"Type": "AWS::Logs::LogGroup", "Properties": {"LogGroupName": group}},
                "Stream": {"Type": "AWS::Logs::LogStream", "Properties": props},
                "Generated": {
                    "Type": "AWS::Logs::LogStream",
                    "Properties": {"LogGroupName": {"Ref": "Group"}},
                },
            },
            "Outputs": {"Stream": {"Value": {"Ref": "Stream"}}, "Generated": {"Value": {"Ref": "Generated"}}},
        }
    )


def _streams(labcloud: Any, group: str) -> list[str]:
    logs = labcloud.boto3_client("logs")
    return sorted(s["logStreamName"] for s in logs.describe_log_streams(logGroupName=group)["logStreams"])


def test_log_stream_create_replace_and_delete(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(StackName="streams", TemplateBody=_log_template("/app/web", "first"))
    stack = wait_stack(cfn, "streams")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [e for e in events(cfn, "streams") if "FAILED" in e[1]]
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["Stream"] == "first"
    assert outputs["Generated"].startswith("streams-Generated-")
    assert _streams(labcloud, "/app/web") == sorted(["first", outputs["Generated"]])

    cfn.update_stack(StackName="streams", TemplateBody=_log_template("/app/web", "second"))
    stack = wait_stack(cfn, "streams")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", [e for e in events(cfn, "streams") if "FAILED" in e[1]]
    assert _streams(labcloud, "/app/web") == sorted(
        ["second", outputs["Generated"]]
    )  # replaced: old one gone

    cfn.delete_stack(StackName="streams")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert labcloud.boto3_client("logs").describe_log_groups()["logGroups"] == []


def test_log_stream_in_a_missing_group_fails(cfn: Any) -> None:
    template = {
        "Resources": {
            "Stream": {
                "Type": "AWS::Logs::LogStream",
                "Properties": {"LogGroupName": "/no/such", "LogStreamName": "s"},
            }
        }
    }
    cfn.create_stack(StackName="orphan", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "orphan")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    failed = [e for e in events(cfn, "orphan") if e[1] == "CREATE_FAILED" and e[0] == "Stream"]
    assert failed and "ResourceNotFoundException" in (failed[0][2] or ""), failed
    assert "The specified log group does not exist" in (failed[0][2] or "")


def _table_template(spec: dict[str, Any] | None) -> str:
    props: dict[str, Any] = {
        "TableName": "changes",
        "BillingMode": "PAY_PER_REQUEST",
        "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
        "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
    }
    if spec is not None:
        props["KinesisStreamSpecification"] = spec
    resources: dict[str, Any] = {
        "One": {"Type": "AWS::Kinesis::Stream", "Properties": {"Name": "one", "ShardCount": 1}},
        "Two": {"Type": "AWS::Kinesis::Stream", "Properties": {"Name": "two", "ShardCount": 1}},
        "Table": {"Type": "AWS::DynamoDB::Table", "Properties": props},
    }
    return json.dumps({"Resources": resources})


def _destinations(ddb: Any) -> list[tuple[str, str, str]]:
    found = ddb.describe_kinesis_streaming_destination(TableName="changes")["KinesisDataStreamDestinations"]
    return [
        (d["StreamArn"].rsplit("/", 1)[1], d["DestinationStatus"], d["ApproximateCreationDateTimePrecision"])
        for d in found
    ]


def test_table_kinesis_stream_specification_lifecycle(labcloud: Any, cfn: Any) -> None:
    ddb = labcloud.boto3_client("dynamodb")
    kinesis = labcloud.boto3_client("kinesis")
    one = {"StreamArn": {"Fn::GetAtt": ["One", "Arn"]}}
    cfn.create_stack(StackName="cdc", TemplateBody=_table_template(one))
    stack = wait_stack(cfn, "cdc")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [e for e in events(cfn, "cdc") if "FAILED" in e[1]]
    assert _destinations(ddb) == [("one", "ACTIVE", "MICROSECOND")]
    ddb.put_item(TableName="changes", Item={"id": {"S": "a"}})
    shard = kinesis.list_shards(StreamName="one")["Shards"][0]["ShardId"]

    def records(stream: str) -> list[dict[str, Any]]:
        it = kinesis.get_shard_iterator(StreamName=stream, ShardId=shard, ShardIteratorType="TRIM_HORIZON")
        return [
            json.loads(r["Data"]) for r in kinesis.get_records(ShardIterator=it["ShardIterator"])["Records"]
        ]

    first = wait_for(lambda: records("one"))
    assert first[0]["eventName"] == "INSERT" and first[0]["tableName"] == "changes"

    cfn.update_stack(
        StackName="cdc",
        TemplateBody=_table_template({**one, "ApproximateCreationDateTimePrecision": "MILLISECOND"}),
    )
    assert wait_stack(cfn, "cdc")["StackStatus"] == "UPDATE_COMPLETE"
    assert _destinations(ddb) == [("one", "ACTIVE", "MILLISECOND")]

    cfn.update_stack(
        StackName="cdc", TemplateBody=_table_template({"StreamArn": {"Fn::GetAtt": ["Two", "Arn"]}})
    )
    assert wait_stack(cfn, "cdc")["StackStatus"] == "UPDATE_COMPLETE"
    assert _destinations(ddb) == [("one", "DISABLED", "MILLISECOND"), ("two", "ACTIVE", "MICROSECOND")]
    ddb.put_item(TableName="changes", Item={"id": {"S": "b"}})
    second = wait_for(lambda: records("two"))
    assert second[0]["dynamodb"]["Keys"] == {"id": {"S": "b"}}

    cfn.update_stack(StackName="cdc", TemplateBody=_table_template(None))
    assert wait_stack(cfn, "cdc")["StackStatus"] == "UPDATE_COMPLETE"
    assert _destinations(ddb) == [("one", "DISABLED", "MILLISECOND"), ("two", "DISABLED", "MICROSECOND")]

    cfn.delete_stack(StackName="cdc")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert ddb.list_tables()["TableNames"] == []
