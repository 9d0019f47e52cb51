"""The Pipes API against a running labcloud (boto3 and the aws CLI): describe, list, update, delete,
start/stop and tags with AWS's states, and every refusal with AWS's error code."""

from __future__ import annotations

from typing import Any

import pytest
from pipes_helpers import SQS_SOURCE, error_of, pipe_role, queue, wait_state

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"
REGION = "us-east-1"


@pytest.fixture
def wired(labcloud: LabcloudProcess, sqs: Any) -> dict[str, str]:
    _, source = queue(sqs, "api-in")
    _, target = queue(sqs, "api-out")
    _, fifo = queue(sqs, "api-out.fifo", FifoQueue="true")
    role = pipe_role(labcloud, "api-role", [*SQS_SOURCE, "sqs:SendMessage"])
    return {"source": source, "target": target, "fifo": fifo, "role": role}


def test_create_describe_list_update_and_delete(pipes: Any, wired: dict[str, str]):
    created = pipes.create_pipe(
        Name="p1",
        Source=wired["source"],
        Target=wired["target"],
        RoleArn=wired["role"],
        Description="first",
        DesiredState="STOPPED",
        SourceParameters={"SqsQueueParameters": {"BatchSize": 5}},
        Tags={"env": "test"},
    )
    assert created["Arn"] == f"arn:aws:pipes:{REGION}:{ACCOUNT}:pipe/p1"
    assert (created["DesiredState"], created["CurrentState"]) == ("STOPPED", "CREATING")
    described = wait_state(pipes, "p1", "STOPPED")
    assert described["Description"] == "first" and described["Tags"] == {"env": "test"}
    assert described["SourceParameters"] == {"SqsQueueParameters": {"BatchSize": 5}}
    assert described["Source"] == wired["source"] and described["RoleArn"] == wired["role"]
    listed = pipes.list_pipes(NamePrefix="p")["Pipes"]
    assert [(p["Name"], p["CurrentState"], p["Target"]) for p in listed] == [
        ("p1", "STOPPED", wired["target"])
    ]
    assert pipes.list_pipes(CurrentState="RUNNING")["Pipes"] == []
    updated = pipes.update_pipe(
        Name="p1",
        RoleArn=wired["role"],
        DesiredState="RUNNING",
        SourceParameters={"SqsQueueParameters": {"BatchSize": 2}},
    )
    assert (updated["DesiredState"], updated["CurrentState"]) == ("RUNNING", "UPDATING")
    described = wait_state(pipes, "p1", "RUNNING")
    assert described["SourceParameters"]["SqsQueueParameters"] == {"BatchSize": 2}
    assert described["Description"] == "first"
    deleted = pipes.delete_pipe(Name="p1")
    assert (deleted["DesiredState"], deleted["CurrentState"]) == ("DELETED", "DELETING")
    for _ in range(100):
        if not pipes.list_pipes()["Pipes"]:
            break
    assert error_of(pipes.describe_pipe, Name="p1")["Code"] == "NotFoundException"


def test_paging_and_prefix_filters(pipes: Any, wired: dict[str, str]):
    for index in range(3):
        pipes.create_pipe(
            Name=f"page-{index}", Source=wired["source"], Target=wired["target"], RoleArn=wired["role"]
        )
    first = pipes.list_pipes(Limit=2)
    assert [p["Name"] for p in first["Pipes"]] == ["page-0", "page-1"]
    rest = pipes.list_pipes(Limit=2, NextToken=first["NextToken"])
    assert [p["Name"] for p in rest["Pipes"]] == ["page-2"] and "NextToken" not in rest
    assert len(pipes.list_pipes(SourcePrefix=wired["source"])["Pipes"]) == 3
    assert pipes.list_pipes(TargetPrefix="arn:aws:lambda")["Pipes"] == []


def test_tags(pipes: Any, wired: dict[str, str]):
    arn = pipes.create_pipe(
        Name="tagged", Source=wired["source"], Target=wired["target"], RoleArn=wired["role"]
    )["Arn"]
    pipes.tag_resource(resourceArn=arn, tags={"a": "1", "b": "2"})
    pipes.untag_resource(resourceArn=arn, tagKeys=["a"])
    assert pipes.list_tags_for_resource(resourceArn=arn)["tags"] == {"b": "2"}
    missing = arn.replace("tagged", "nope")
    assert error_of(pipes.list_tags_for_resource, resourceArn=missing)["Code"] == "NotFoundException"


def test_conflicts_and_not_found(labcloud: LabcloudProcess, pipes: Any, wired: dict[str, str]):
    pipes.create_pipe(Name="once", Source=wired["source"], Target=wired["target"], RoleArn=wired["role"])
    again = error_of(
        pipes.create_pipe, Name="once", Source=wired["source"], Target=wired["target"], RoleArn=wired["role"]
    )
    assert (again["Code"], again["Status"]) == ("ConflictException", 409)
    # a pipe that failed to be created cannot be started
    untrusting = pipe_role(
        labcloud, "untrusting", SQS_SOURCE, trust={"Version": "2012-10-17", "Statement": []}
    )
    pipes.create_pipe(Name="broken", Source=wired["source"], Target=wired["target"], RoleArn=untrusting)
    wait_state(pipes, "broken", "CREATE_FAILED")
    busy = error_of(pipes.start_pipe, Name="broken")
    assert busy["Code"] == "ConflictException" and "CREATE_FAILED" in busy["Message"]
    for call in (pipes.describe_pipe, pipes.start_pipe, pipes.stop_pipe, pipes.delete_pipe):
        assert error_of(call, Name="ghost")["Code"] == "NotFoundException"
    assert error_of(pipes.update_pipe, Name="ghost", RoleArn=wired["role"])["Code"] == "NotFoundException"


BAD = [
    ({"Source": "arn:aws:mq:us-east-1:000000000000:broker:b:id"}, "not a source labcloud's Pipes serves"),
    ({"Target": "arn:aws:ecs:us-east-1:000000000000:cluster/c"}, "not a target labcloud's Pipes serves"),
    (
        {"Enrichment": "arn:aws:execute-api:us-east-1:000000000000:abc123/prod/POST/enrich"},
        "not an enrichment",
    ),
    (
        {"SourceParameters": {"FilterCriteria": {"Filters": [{"Pattern": '{"body": "x"}'}]}}},
        "Invalid filter pattern",
    ),
    (
        {"SourceParameters": {"FilterCriteria": {"Filters": [{"Pattern": "{}"}] * 6}}},
        "length less than or equal to 5",
    ),
    (
        {"SourceParameters": {"SqsQueueParameters": {"BatchSize": 50}}},
        "MaximumBatchingWindowInSeconds must be at least 1",
    ),
    (
        {
            "SourceParameters": {
                "SqsQueueParameters": {"BatchSize": 20000, "MaximumBatchingWindowInSeconds": 1}
            }
        },
        "less than or equal to 10000",
    ),
    ({"SourceParameters": {"KinesisStreamParameters": {"StartingPosition": "LATEST"}}}, "matching source"),
    (
        {"TargetParameters": {"LambdaFunctionParameters": {"InvocationType": "FIRE_AND_FORGET"}}},
        "matching target",
    ),
    (
        {
            "TargetParameters": {
                "EcsTaskParameters": {
                    "TaskDefinitionArn": "arn:aws:ecs:us-east-1:000000000000:task-definition/t:1"
                }
            }
        },
        "EcsTaskParameters is not supported",
    ),
    ({"EnrichmentParameters": {"HttpParameters": {"HeaderParameters": {"a": "b"}}}}, "HttpParameters"),
    ({"KmsKeyIdentifier": "alias/mine"}, "KmsKeyIdentifier"),
    ({"LogConfiguration": {"Level": "INFO"}}, "needs a log destination"),
    ({"DesiredState": "PAUSED"}, "enum value set: [RUNNING, STOPPED]"),
]


@pytest.mark.parametrize(("change", "says"), BAD)
def test_definitions_aws_refuses_answer_validation_exception(
    pipes: Any, wired: dict[str, str], change: dict[str, Any], says: str
):
    request = {
        "Name": "bad",
        "Source": wired["source"],
        "Target": wired["target"],
        "RoleArn": wired["role"],
        **change,
    }
    refused = error_of(pipes.create_pipe, **request)
    assert (refused["Code"], refused["Status"]) == ("ValidationException", 400)
    assert says in refused["Message"]
    assert error_of(pipes.describe_pipe, Name="bad")["Code"] == "NotFoundException"


def test_a_fifo_target_needs_a_message_group(pipes: Any, wired: dict[str, str]):
    refused = error_of(
        pipes.create_pipe, Name="f", Source=wired["source"], Target=wired["fifo"], RoleArn=wired["role"]
    )
    assert refused["Code"] == "ValidationException" and "MessageGroupId" in refused["Message"]


def test_stream_sources_need_a_starting_position(
    labcloud: LabcloudProcess, pipes: Any, wired: dict[str, str]
):
    kinesis = labcloud.boto3_client("kinesis")
    kinesis.create_stream(StreamName="api-stream", ShardCount=1)
    stream = kinesis.describe_stream_summary(StreamName="api-stream")["StreamDescriptionSummary"]["StreamARN"]
    refused = error_of(
        pipes.create_pipe, Name="k", Source=stream, Target=wired["target"], RoleArn=wired["role"]
    )
    assert refused["Code"] == "ValidationException" and "StartingPosition is required" in refused["Message"]
    bisect = {
        "KinesisStreamParameters": {
            "StartingPosition": "LATEST",
            "OnPartialBatchItemFailure": "AUTOMATIC_BISECT",
        }
    }
    refused = error_of(
        pipes.create_pipe,
        Name="k",
        Source=stream,
        Target=wired["target"],
        RoleArn=wired["role"],
        SourceParameters=bisect,
    )
    assert refused["Code"] == "ValidationException" and "AUTOMATIC_BISECT" in refused["Message"]


def test_the_aws_cli_creates_and_lists_pipes(labcloud: LabcloudProcess, wired: dict[str, str]):
    made = labcloud.aws_json(
        "pipes",
        "create-pipe",
        "--name",
        "cli",
        "--source",
        wired["source"],
        "--target",
        wired["target"],
        "--role-arn",
        wired["role"],
    )
    assert made["CurrentState"] == "CREATING"
    listed = labcloud.aws_json("pipes", "list-pipes")
    assert [p["Name"] for p in listed["Pipes"]] == ["cli"]
    missing = labcloud.aws("pipes", "describe-pipe", "--name", "nope", check=False)
    assert missing.returncode != 0 and "NotFoundException" in missing.stderr


def test_pipe_times_follow_the_moved_server_clock(pipes: Any, wired: dict[str, str], labcloud_clock: Any):
    labcloud_clock.advance("3d")
    created = pipes.create_pipe(
        Name="later",
        Source=wired["source"],
        Target=wired["target"],
        RoleArn=wired["role"],
        DesiredState="STOPPED",
    )
    assert abs(created["CreationTime"].timestamp() - labcloud_clock.now()) < 60
