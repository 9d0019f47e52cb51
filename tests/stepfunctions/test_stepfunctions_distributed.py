"""Distributed Map: items from S3 (JSON, CSV with either header location, listObjectsV2) read as the
state machine's role, ItemSelector and ItemBatcher, tolerated failures, ResultWriter's files, and the
Map run API (DescribeMapRun, ListMapRuns, UpdateMapRun, ListExecutions of a run's children)."""

from __future__ import annotations

import json
import signal
import time
import urllib.request
import uuid
from pathlib import Path
from typing import Any

import pytest
from botocore.config import Config
from botocore.exceptions import ClientError
from sfn_helpers import history, output, wait_done

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def make_role(labcloud: LabcloudProcess, actions: list[str]) -> str:
    iam = labcloud.boto3_client("iam")
    name = f"dmap-{uuid.uuid4().hex[:8]}"
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    policy = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": actions, "Resource": "*"}]}
    iam.put_role_policy(RoleName=name, PolicyName="p", PolicyDocument=json.dumps(policy))
    return arn


@pytest.fixture
def role(labcloud: LabcloudProcess) -> str:
    return make_role(labcloud, ["s3:*", "states:*", "lambda:*"])


@pytest.fixture
def s3(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("s3")


@pytest.fixture
def bucket(s3: Any) -> str:
    name = f"dmap-{uuid.uuid4().hex[:10]}"
    s3.create_bucket(Bucket=name)
    return name


def dmap(processor_states: dict[str, Any], execution_type: str = "STANDARD", **fields: Any) -> dict[str, Any]:
    first = next(iter(processor_states))
    return {
        "StartAt": "Map",
        "States": {
            "Map": {
                "Type": "Map",
                "ItemProcessor": {
                    "ProcessorConfig": {"Mode": "DISTRIBUTED", "ExecutionType": execution_type},
                    "StartAt": first,
                    "States": processor_states,
                },
                "End": True,
                **fields,
            }
        },
    }


def start(sfn: Any, definition: dict[str, Any], role: str, data: Any = None) -> tuple[str, str]:
    machine = sfn.create_state_machine(
        name=f"d-{uuid.uuid4().hex[:10]}", definition=json.dumps(definition), roleArn=role
    )["stateMachineArn"]
    execution = sfn.start_execution(stateMachineArn=machine, input=json.dumps({} if data is None else data))
    return machine, execution["executionArn"]


ECHO = {"Echo": {"Type": "Pass", "End": True}}
DOUBLE = {
    "Double": {
        "Type": "Pass",
        "Parameters": {"n.$": "States.MathAdd($.n, $.n)"},
        "End": True,
    }
}


def test_items_from_a_json_object_run_as_child_executions(sfn: Any, s3: Any, bucket: str, role: str) -> None:
    s3.put_object(Bucket=bucket, Key="in/items.json", Body=json.dumps([{"n": i} for i in range(5)]))
    definition = dmap(
        DOUBLE,
        ItemReader={
            "Resource": "arn:aws:states:::s3:getObject",
            "ReaderConfig": {"InputType": "JSON"},
            "Parameters": {"Bucket.$": "$.bucket", "Key": "in/items.json"},
        },
        MaxConcurrency=2,
        Label="Doubler",
    )
    machine, execution = start(sfn, definition, role, {"bucket": bucket})
    assert output(wait_done(sfn, execution)) == [{"n": 2 * i} for i in range(5)]
    kinds = [e["type"] for e in history(sfn, execution)]
    at = kinds.index("MapStateStarted")
    assert kinds[at : at + 4] == ["MapStateStarted", "MapRunStarted", "MapRunSucceeded", "MapStateSucceeded"]
    events = history(sfn, execution)
    run_arn = next(e for e in events if e["type"] == "MapRunStarted")["mapRunStartedEventDetails"][
        "mapRunArn"
    ]
    name = machine.rsplit(":", 1)[1]
    assert run_arn.startswith(f"arn:aws:states:us-east-1:000000000000:mapRun:{name}/Doubler:")
    assert next(e for e in events if e["type"] == "MapStateStarted")["mapStateStartedEventDetails"] == {
        "length": 5
    }
    described = sfn.describe_map_run(mapRunArn=run_arn)
    assert described["status"] == "SUCCEEDED" and described["executionArn"] == execution
    assert described["maxConcurrency"] == 2
    assert described["itemCounts"]["succeeded"] == 5 and described["itemCounts"]["total"] == 5
    assert described["executionCounts"]["succeeded"] == 5 and described["executionCounts"]["failed"] == 0
    runs = sfn.list_map_runs(executionArn=execution)["mapRuns"]
    assert [r["mapRunArn"] for r in runs] == [run_arn]
    assert runs[0]["stateMachineArn"] == f"{machine}/Doubler"
    children = sfn.list_executions(mapRunArn=run_arn)["executions"]
    assert len(children) == 5 and {c["status"] for c in children} == {"SUCCEEDED"}
    child = sfn.describe_execution(executionArn=children[0]["executionArn"])
    assert child["mapRunArn"] == run_arn and child["stateMachineArn"] == f"{machine}/Doubler"
    assert children[0]["executionArn"].startswith(
        f"arn:aws:states:us-east-1:000000000000:execution:{name}/Doubler:"
    )
    assert json.loads(child["output"])["n"] % 2 == 0
    # the parent machine's own executions do not list the children
    assert [e["executionArn"] for e in sfn.list_executions(stateMachineArn=machine)["executions"]] == [
        execution
    ]


def test_csv_with_first_row_and_given_headers(sfn: Any, s3: Any, bucket: str, role: str) -> None:
    s3.put_object(Bucket=bucket, Key="rows.csv", Body=b"id,colour\n1,red\n2,blue\n")
    reader = {
        "Resource": "arn:aws:states:::s3:getObject",
        "ReaderConfig": {"InputType": "CSV", "CSVHeaderLocation": "FIRST_ROW"},
        "Parameters": {"Bucket": bucket, "Key": "rows.csv"},
    }
    _, execution = start(sfn, dmap(ECHO, "EXPRESS", ItemReader=reader), role)
    assert output(wait_done(sfn, execution)) == [{"id": "1", "colour": "red"}, {"id": "2", "colour": "blue"}]
    given = {
        **reader,
        "ReaderConfig": {
            "InputType": "CSV",
            "CSVHeaderLocation": "GIVEN",
            "CSVHeaders": ["a", "b"],
            "MaxItems": 2,
        },
    }
    _, execution = start(sfn, dmap(ECHO, "EXPRESS", ItemReader=given), role)
    assert output(wait_done(sfn, execution)) == [{"a": "id", "b": "colour"}, {"a": "1", "b": "red"}]


def test_list_objects_selector_and_batches(sfn: Any, s3: Any, bucket: str, role: str) -> None:
    for i in range(5):
        s3.put_object(Bucket=bucket, Key=f"logs/{i}.txt", Body=b"x" * (i + 1))
    s3.put_object(Bucket=bucket, Key="other/skip.txt", Body=b"y")
    definition = dmap(
        ECHO,
        ItemReader={
            "Resource": "arn:aws:states:::s3:listObjectsV2",
            "Parameters": {"Bucket": bucket, "Prefix": "logs/"},
        },
        ItemSelector={"key.$": "$$.Map.Item.Value.Key", "size.$": "$$.Map.Item.Value.Size", "job.$": "$.job"},
        ItemBatcher={"MaxItemsPerBatch": 2, "BatchInput": {"job.$": "$.job"}},
    )
    _, execution = start(sfn, definition, role, {"job": "j1"})
    batches = output(wait_done(sfn, execution))
    assert [len(b["Items"]) for b in batches] == [2, 2, 1]
    assert all(b["BatchInput"] == {"job": "j1"} for b in batches)
    assert [i["key"] for b in batches for i in b["Items"]] == [f"logs/{i}.txt" for i in range(5)]
    assert [i["size"] for b in batches for i in b["Items"]] == [1, 2, 3, 4, 5]


def test_batches_bounded_by_bytes(sfn: Any, role: str) -> None:
    definition = dmap(ECHO, "EXPRESS", ItemBatcher={"MaxInputBytesPerBatch": 40})
    data = [f"item-{i}" for i in range(6)]  # {"Items":["item-0","item-1","item-2"]} is 38 bytes
    _, execution = start(sfn, definition, role, data)
    batches = output(wait_done(sfn, execution))
    assert [b["Items"] for b in batches] == [data[0:3], data[3:6]]


FAIL_ODD = {
    "Check": {
        "Type": "Choice",
        "Choices": [{"Variable": "$.n", "NumericGreaterThan": 2, "Next": "Boom"}],
        "Default": "Ok",
    },
    "Boom": {"Type": "Fail", "Error": "Item.Bad", "Cause": "too big"},
    "Ok": {"Type": "Pass", "End": True},
}


def test_tolerated_failures_and_result_writer(sfn: Any, s3: Any, bucket: str, role: str) -> None:
    items = [{"n": i} for i in range(5)]  # 3 and 4 fail: 40 %
    writer = {"Resource": "arn:aws:states:::s3:putObject", "Parameters": {"Bucket": bucket, "Prefix": "out"}}
    _, execution = start(sfn, dmap(FAIL_ODD, ToleratedFailurePercentage=40, ResultWriter=writer), role, items)
    result = output(wait_done(sfn, execution))
    run_arn = result["MapRunArn"]
    run_id = run_arn.rsplit(":", 1)[1]
    assert result["ResultWriterDetails"] == {"Bucket": bucket, "Key": f"out/{run_id}/manifest.json"}
    manifest = json.loads(s3.get_object(Bucket=bucket, Key=f"out/{run_id}/manifest.json")["Body"].read())
    assert manifest["DestinationBucket"] == bucket and manifest["MapRunArn"] == run_arn
    assert [f["Key"] for f in manifest["ResultFiles"]["SUCCEEDED"]] == [f"out/{run_id}/SUCCEEDED_0.json"]
    assert [f["Key"] for f in manifest["ResultFiles"]["FAILED"]] == [f"out/{run_id}/FAILED_0.json"]
    assert manifest["ResultFiles"]["PENDING"] == []
    succeeded = json.loads(s3.get_object(Bucket=bucket, Key=f"out/{run_id}/SUCCEEDED_0.json")["Body"].read())
    failed = json.loads(s3.get_object(Bucket=bucket, Key=f"out/{run_id}/FAILED_0.json")["Body"].read())
    assert sorted(json.loads(e["Output"])["n"] for e in succeeded) == [0, 1, 2]
    assert {(e["Error"], e["Cause"], e["Status"]) for e in failed} == {("Item.Bad", "too big", "FAILED")}
    assert sorted(json.loads(e["Input"])["n"] for e in failed) == [3, 4]
    assert manifest["ResultFiles"]["SUCCEEDED"][0]["Size"] == len(
        s3.get_object(Bucket=bucket, Key=f"out/{run_id}/SUCCEEDED_0.json")["Body"].read()
    )
    described = sfn.describe_map_run(mapRunArn=run_arn)
    assert described["itemCounts"]["failed"] == 2 and described["itemCounts"]["resultsWritten"] == 5
    assert described["toleratedFailurePercentage"] == 40.0
    failed_children = sfn.list_executions(mapRunArn=run_arn, statusFilter="FAILED")["executions"]
    assert len(failed_children) == 2


def test_past_the_threshold_the_map_fails_and_can_be_caught(sfn: Any, role: str) -> None:
    items = [{"n": i} for i in range(5)]
    definition = dmap(FAIL_ODD, ToleratedFailureCount=1)
    _, execution = start(sfn, definition, role, items)
    done = wait_done(sfn, execution)
    assert done["status"] == "FAILED" and done["error"] == "States.ExceedToleratedFailureThreshold"
    events = history(sfn, execution)
    failed = next(e for e in events if e["type"] == "MapRunFailed")["mapRunFailedEventDetails"]
    assert failed["error"] == "States.ExceedToleratedFailureThreshold"
    assert "MapStateFailed" in [e["type"] for e in events]
    run_arn = sfn.list_map_runs(executionArn=execution)["mapRuns"][0]["mapRunArn"]
    assert sfn.describe_map_run(mapRunArn=run_arn)["status"] == "FAILED"
    # with both thresholds set, exceeding either one fails the run (2 of 5 is within 5 but past 10 %)
    both = dmap(FAIL_ODD, ToleratedFailureCount=5, ToleratedFailurePercentage=10)
    _, execution = start(sfn, both, role, items)
    assert wait_done(sfn, execution)["error"] == "States.ExceedToleratedFailureThreshold"
    caught = dmap(FAIL_ODD, ToleratedFailureCount=1)
    caught["States"]["Map"]["Catch"] = [
        {"ErrorEquals": ["States.ExceedToleratedFailureThreshold"], "Next": "Handled"}
    ]
    del caught["States"]["Map"]["End"]
    caught["States"]["Map"]["Next"] = "Done"
    caught["States"]["Done"] = {"Type": "Succeed"}
    caught["States"]["Handled"] = {"Type": "Pass", "Result": "handled", "End": True}
    _, execution = start(sfn, caught, role, items)
    assert output(wait_done(sfn, execution)) == "handled"


def test_reading_is_done_as_the_role_with_iam_enforced(
    labcloud: LabcloudProcess, sfn: Any, s3: Any, bucket: str
) -> None:
    s3.put_object(Bucket=bucket, Key="items.json", Body=b"[1,2]")
    reader = {
        "Resource": "arn:aws:states:::s3:getObject",
        "ReaderConfig": {"InputType": "JSON"},
        "Parameters": {"Bucket": bucket, "Key": "items.json"},
    }
    weak = make_role(labcloud, ["s3:ListBucket"])
    _, execution = start(sfn, dmap(ECHO, ItemReader=reader), weak)
    done = wait_done(sfn, execution)
    assert done["status"] == "FAILED" and done["error"] == "States.ItemReaderFailed"
    assert "AccessDenied" in done["cause"]
    missing = {**reader, "Parameters": {"Bucket": bucket, "Key": "nope.json"}}
    strong = make_role(labcloud, ["s3:*"])
    _, execution = start(sfn, dmap(ECHO, ItemReader=missing), strong)
    done = wait_done(sfn, execution)
    assert done["error"] == "States.ItemReaderFailed" and "NoSuchKey" in done["cause"]
    s3.put_object(Bucket=bucket, Key="notalist.json", Body=b'{"a":1}')
    wrong = {**reader, "Parameters": {"Bucket": bucket, "Key": "notalist.json"}}
    _, execution = start(sfn, dmap(ECHO, ItemReader=wrong), strong)
    assert wait_done(sfn, execution)["error"] == "States.ItemReaderFailed"
    writer = {"Resource": "arn:aws:states:::s3:putObject", "Parameters": {"Bucket": bucket, "Prefix": "w"}}
    reader_only = make_role(labcloud, ["s3:GetObject"])
    _, execution = start(sfn, dmap(ECHO, ItemReader=reader, ResultWriter=writer), reader_only)
    done = wait_done(sfn, execution)
    assert done["error"] == "States.ResultWriterFailed" and "AccessDenied" in done["cause"]


def test_update_map_run_raises_concurrency_while_running(sfn: Any, role: str) -> None:
    slow = {"Nap": {"Type": "Wait", "Seconds": 1, "End": True}}
    _, execution = start(sfn, dmap(slow, MaxConcurrency=1), role, list(range(4)))
    deadline = time.time() + 10
    runs: list[Any] = []
    while not runs and time.time() < deadline:
        runs = sfn.list_map_runs(executionArn=execution)["mapRuns"]
        time.sleep(0.05)
    run_arn = runs[0]["mapRunArn"]
    assert sfn.describe_map_run(mapRunArn=run_arn)["executionCounts"]["running"] == 1
    sfn.update_map_run(mapRunArn=run_arn, maxConcurrency=4, toleratedFailureCount=3)
    time.sleep(0.6)
    described = sfn.describe_map_run(mapRunArn=run_arn)
    assert described["maxConcurrency"] == 4 and described["toleratedFailureCount"] == 3
    assert described["executionCounts"]["running"] + described["executionCounts"]["succeeded"] >= 3
    assert wait_done(sfn, execution)["status"] == "SUCCEEDED"
    assert sfn.describe_map_run(mapRunArn=run_arn)["status"] == "SUCCEEDED"
    with pytest.raises(ClientError) as err:
        sfn.update_map_run(mapRunArn=run_arn, maxConcurrency=2)
    assert err.value.response["Error"]["Code"] == "ValidationException"


def test_stopping_the_parent_aborts_the_run(sfn: Any, role: str) -> None:
    slow = {"Nap": {"Type": "Wait", "Seconds": 30, "End": True}}
    _, execution = start(sfn, dmap(slow), role, [1, 2])
    deadline = time.time() + 10
    runs: list[Any] = []
    while not runs and time.time() < deadline:
        runs = sfn.list_map_runs(executionArn=execution)["mapRuns"]
        time.sleep(0.05)
    run_arn = runs[0]["mapRunArn"]
    while len(sfn.list_executions(mapRunArn=run_arn)["executions"]) < 2 and time.time() < deadline:
        time.sleep(0.05)
    sfn.stop_execution(executionArn=execution)
    while sfn.describe_map_run(mapRunArn=run_arn)["status"] == "RUNNING" and time.time() < deadline:
        time.sleep(0.05)
    assert sfn.describe_map_run(mapRunArn=run_arn)["status"] == "ABORTED"
    statuses = {c["status"] for c in sfn.list_executions(mapRunArn=run_arn)["executions"]}
    assert statuses == {"ABORTED"}


def test_map_run_errors(sfn: Any, role: str) -> None:
    gone = "arn:aws:states:us-east-1:000000000000:mapRun:m/Map:00000000-0000-0000-0000-000000000000"
    for call in (
        lambda: sfn.describe_map_run(mapRunArn=gone),
        lambda: sfn.update_map_run(mapRunArn=gone, maxConcurrency=1),
        lambda: sfn.list_executions(mapRunArn=gone),
    ):
        with pytest.raises(ClientError) as err:
            call()
        assert err.value.response["Error"]["Code"] == "ResourceNotFound"
    with pytest.raises(ClientError) as err:
        sfn.describe_map_run(mapRunArn="arn:aws:states:us-east-1:000000000000:stateMachine:m")
    assert err.value.response["Error"]["Code"] == "InvalidArn"
    with pytest.raises(ClientError) as err:
        sfn.list_map_runs(executionArn="arn:aws:states:us-east-1:000000000000:execution:m:none")
    assert err.value.response["Error"]["Code"] == "ExecutionDoesNotExist"
    _, execution = start(sfn, dmap(ECHO), role, [1])
    wait_done(sfn, execution)
    run_arn = sfn.list_map_runs(executionArn=execution)["mapRuns"][0]["mapRunArn"]
    with pytest.raises(ClientError) as err:
        sfn.update_map_run(mapRunArn=run_arn)
    assert err.value.response["Error"]["Code"] == "ValidationException"


@pytest.mark.parametrize(
    "change",
    [
        {
            "ItemReader": {
                "Resource": "arn:aws:states:::s3:getObject",
                "Parameters": {"Bucket": "b", "Key": "k"},
            }
        },
        {"ItemReader": {"Resource": "arn:aws:states:::dynamodb:scan", "Parameters": {"Bucket": "b"}}},
        {
            "ItemReader": {
                "Resource": "arn:aws:states:::s3:getObject",
                "ReaderConfig": {"InputType": "CSV", "CSVHeaderLocation": "GIVEN"},
                "Parameters": {"Bucket": "b", "Key": "k"},
            }
        },
        {"ItemBatcher": {"BatchInput": {}}},
        {"ResultWriter": {"Resource": "arn:aws:states:::s3:putObject", "Parameters": {"Prefix": "p"}}},
        {
            "ResultWriter": {
                "Resource": "arn:aws:states:::s3:putObject",
                "Parameters": {"Bucket": "b"},
                "WriterConfig": {},
            }
        },
        {"ToleratedFailurePercentage": 101},
        {"ToleratedFailureCount": -1},
    ],
)
def test_malformed_distributed_fields_are_refused(sfn: Any, role: str, change: dict[str, Any]) -> None:
    with pytest.raises(ClientError) as err:
        sfn.create_state_machine(
            name=f"bad-{uuid.uuid4().hex[:8]}", definition=json.dumps(dmap(ECHO, **change)), roleArn=role
        )
    assert err.value.response["Error"]["Code"] == "InvalidDefinition"


def test_distributed_fields_need_a_distributed_map(sfn: Any, role: str) -> None:
    inline = {
        "StartAt": "M",
        "States": {
            "M": {
                "Type": "Map",
                "ItemProcessor": {"StartAt": "P", "States": {"P": {"Type": "Pass", "End": True}}},
                "ToleratedFailureCount": 1,
                "End": True,
            }
        },
    }
    with pytest.raises(ClientError) as err:
        sfn.create_state_machine(
            name=f"bad-{uuid.uuid4().hex[:8]}", definition=json.dumps(inline), roleArn=role
        )
    assert err.value.response["Error"]["Code"] == "InvalidDefinition"
    no_type = dmap(ECHO)
    del no_type["States"]["Map"]["ItemProcessor"]["ProcessorConfig"]["ExecutionType"]
    with pytest.raises(ClientError) as err:
        sfn.create_state_machine(
            name=f"bad-{uuid.uuid4().hex[:8]}", definition=json.dumps(no_type), roleArn=role
        )
    assert err.value.response["Error"]["Code"] == "InvalidDefinition"


def test_the_aws_cli_describes_a_map_run(labcloud: LabcloudProcess, sfn: Any, role: str) -> None:
    _, execution = start(sfn, dmap(ECHO), role, [1, 2, 3])
    wait_done(sfn, execution)
    run_arn = sfn.list_map_runs(executionArn=execution)["mapRuns"][0]["mapRunArn"]
    described = labcloud.aws_json("stepfunctions", "describe-map-run", "--map-run-arn", run_arn)
    assert described["status"] == "SUCCEEDED" and described["itemCounts"]["total"] == 3
    listed = labcloud.aws_json("stepfunctions", "list-executions", "--map-run-arn", run_arn)
    assert len(listed["executions"]) == 3
    failed = labcloud.aws(
        "stepfunctions", "describe-map-run", "--map-run-arn", run_arn[:-1] + "x", check=False
    )
    assert failed.returncode != 0 and "(ResourceNotFound)" in failed.stderr


def test_a_map_run_finishes_after_kill_9_without_running_finished_children_again(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        sfn = server.boto3_client("stepfunctions", config=Config(retries={"max_attempts": 1}))
        sqs = server.boto3_client("sqs")
        url = sqs.create_queue(QueueName="children")["QueueUrl"]
        role = make_role(server, ["sqs:*"])
        work = {
            "Note": {
                "Type": "Task",
                "Resource": "arn:aws:states:::sqs:sendMessage",
                "Parameters": {"QueueUrl": url, "MessageBody.$": "States.Format('item {}', $.n)"},
                "ResultPath": None,
                "Next": "Nap",
            },
            "Nap": {"Type": "Wait", "Seconds": 3, "Next": "Done"},
            "Done": {"Type": "Pass", "Parameters": {"done.$": "$.n"}, "End": True},
        }
        definition = dmap(work, MaxConcurrency=2)
        definition["StartAt"] = "Before"
        definition["States"]["Before"] = {"Type": "Pass", "Next": "Map"}
        _, execution = start(sfn, definition, role, [{"n": i} for i in range(4)])
        deadline = time.time() + 20
        run_arn = None
        while time.time() < deadline:
            runs = sfn.list_map_runs(executionArn=execution)["mapRuns"]
            if runs:
                run_arn = runs[0]["mapRunArn"]
                counts = sfn.describe_map_run(mapRunArn=run_arn)["executionCounts"]
                if counts["succeeded"] == 2 and counts["running"] == 2:
                    break
            time.sleep(0.05)
        assert run_arn is not None
        time.sleep(0.5)  # the two running children are in their Wait: their message went out
        server.stop(sig=signal.SIGKILL)
        server.start()
        sfn = server.boto3_client("stepfunctions", config=Config(retries={"max_attempts": 1}))
        sqs = server.boto3_client("sqs")
        result = wait_done(sfn, execution, 30)
        assert output(result) == [{"done": i} for i in range(4)]
        assert [r["mapRunArn"] for r in sfn.list_map_runs(executionArn=execution)["mapRuns"]] == [run_arn]
        described = sfn.describe_map_run(mapRunArn=run_arn)
        assert described["status"] == "SUCCEEDED" and described["executionCounts"]["succeeded"] == 4
        assert len(sfn.list_executions(mapRunArn=run_arn)["executions"]) == 4
        kinds = [e["type"] for e in history(sfn, execution)]
        assert kinds.count("MapRunStarted") == 1 and kinds.count("MapRunSucceeded") == 1
        bodies = []
        while True:
            got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1).get(
                "Messages", []
            )
            if not got:
                break
            bodies += [m["Body"] for m in got]
            for m in got:
                sqs.delete_message(QueueUrl=url, ReceiptHandle=m["ReceiptHandle"])
        assert sorted(bodies) == [f"item {i}" for i in range(4)]  # no child step ran twice
    finally:
        server.stop()


def test_the_resource_map_wires_the_buckets_a_distributed_map_reads_and_writes(
    labcloud: LabcloudProcess, sfn: Any, s3: Any, bucket: str, role: str
) -> None:
    reader = {
        "Resource": "arn:aws:states:::s3:getObject",
        "ReaderConfig": {"InputType": "JSON"},
        "Parameters": {"Bucket": bucket, "Key": "items.json"},
    }
    writer = {"Resource": "arn:aws:states:::s3:putObject", "Parameters": {"Bucket": bucket, "Prefix": "out"}}
    machine, _ = start(sfn, dmap(ECHO, ItemReader=reader, ResultWriter=writer), role)
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as answer:
        doc = json.loads(answer.read())
    edges = {(e["kind"], e["to"], e["label"]) for e in doc["edges"] if e["from"] == machine}
    assert ("task", f"arn:aws:s3:::{bucket}", "itemReader") in edges
    assert ("task", f"arn:aws:s3:::{bucket}", "resultWriter") in edges
