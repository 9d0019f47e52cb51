"""SQS-sourced pipes against a running labcloud: messages reach the target as AWS shapes them, filters
drop what they do not match (and the dropped messages leave the queue), input templates, an enrichment
function's output reaching the target, partial batch failures, a stopped pipe consuming nothing, a role
Pipes may not assume or that may not read the source, and a restart."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

from pipes_helpers import SQS_SOURCE, function, pipe_role, queue, receive, wait_for, wait_state

from labcloud.testing.server_process import LabcloudProcess


def sqs_to_sqs(labcloud: LabcloudProcess, pipes: Any, sqs: Any, name: str, **extra: Any) -> tuple[str, str]:
    src_url, src_arn = queue(sqs, f"{name}-in")
    out_url, out_arn = queue(sqs, f"{name}-out")
    role = pipe_role(labcloud, f"{name}-role", [*SQS_SOURCE, "sqs:SendMessage"])
    pipes.create_pipe(Name=name, Source=src_arn, Target=out_arn, RoleArn=role, **extra)
    wait_state(pipes, name, "RUNNING")
    return src_url, out_url


def test_a_message_reaches_the_target_queue_as_the_sqs_record(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any
):
    src_url, out_url = sqs_to_sqs(labcloud, pipes, sqs, "copy")
    sent = sqs.send_message(
        QueueUrl=src_url,
        MessageBody='{"order": 7}',
        MessageAttributes={"kind": {"DataType": "String", "StringValue": "new"}},
    )
    [message] = receive(sqs, out_url)
    record = json.loads(message["Body"])
    assert record["messageId"] == sent["MessageId"]
    assert record["body"] == '{"order": 7}'
    assert record["eventSource"] == "aws:sqs"
    assert record["eventSourceARN"].endswith(":copy-in")
    assert record["awsRegion"] == "us-east-1"
    assert record["messageAttributes"]["kind"]["stringValue"] == "new"
    assert record["attributes"]["ApproximateReceiveCount"] == "1"
    assert record["md5OfBody"] == sent["MD5OfMessageBody"]
    # delivered messages leave the source queue
    assert sqs.receive_message(QueueUrl=src_url, WaitTimeSeconds=1).get("Messages") is None


def test_a_filter_drops_what_it_does_not_match_and_the_dropped_leave_the_queue(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any
):
    pattern = json.dumps({"body": {"kind": ["keep"]}})
    src_url, out_url = sqs_to_sqs(
        labcloud, pipes, sqs, "sift", SourceParameters={"FilterCriteria": {"Filters": [{"Pattern": pattern}]}}
    )
    sqs.send_message(QueueUrl=src_url, MessageBody='{"kind": "drop", "n": 1}')
    sqs.send_message(QueueUrl=src_url, MessageBody="not json at all")
    sqs.send_message(QueueUrl=src_url, MessageBody='{"kind": "keep", "n": 2}')
    delivered = [json.loads(json.loads(m["Body"])["body"]) for m in receive(sqs, out_url, count=1)]
    assert delivered == [{"kind": "keep", "n": 2}]
    assert receive(sqs, out_url, timeout=2) == []
    batches = wait_for(labcloud, "pipes.pipe.batch", count=1)
    assert sum(b["filtered"] for b in batches) == 2
    depth = sqs.get_queue_attributes(QueueUrl=src_url, AttributeNames=["All"])["Attributes"]
    assert (
        depth["ApproximateNumberOfMessages"] == "0" and depth["ApproximateNumberOfMessagesNotVisible"] == "0"
    )


ENRICH = """
import json
import urllib.request
def handler(event, context):
    return [{"order": json.loads(e["body"])["order"], "total": json.loads(e["body"])["qty"] * 10} for e in event]
"""


def test_an_enrichment_functions_output_reaches_the_target_through_the_input_template(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any
):
    enrich = function(labcloud, "pricer", ENRICH)
    src_url, src_arn = queue(sqs, "orders")
    out_url, out_arn = queue(sqs, "priced")
    role = pipe_role(labcloud, "pricing", [*SQS_SOURCE, "sqs:SendMessage", "lambda:InvokeFunction"])
    pipes.create_pipe(
        Name="pricing",
        Source=src_arn,
        Enrichment=enrich,
        Target=out_arn,
        RoleArn=role,
        TargetParameters={
            "InputTemplate": '{"id": <$.order>, "total": <$.total>, "via": "<aws.pipes.pipe-name>"}'
        },
    )
    wait_state(pipes, "pricing", "RUNNING")
    sqs.send_message(QueueUrl=src_url, MessageBody='{"order": "o-1", "qty": 3}')
    [message] = receive(sqs, out_url)
    assert json.loads(message["Body"]) == {"id": "o-1", "total": 30, "via": "pricing"}
    [batch] = wait_for(labcloud, "pipes.pipe.batch")
    assert batch["enriched"] == 1 and batch["outcome"] == "Delivered"


PARTIAL = """
import json
import urllib.request
def handler(event, context):
    return {"batchItemFailures": [{"itemIdentifier": e["messageId"]} for e in event if e["body"] == "bad"]}
"""


def test_a_partial_batch_failure_leaves_only_the_failed_message_on_the_queue(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any
):
    target = function(labcloud, "picky", PARTIAL)
    labcloud.boto3_client("lambda").invoke(
        FunctionName="picky", Payload=b"[]"
    )  # warm: a batch outlasts no timeout
    _, dlq_arn = queue(sqs, "work-dlq")
    redrive = json.dumps({"deadLetterTargetArn": dlq_arn, "maxReceiveCount": "1"})
    src_url, src_arn = queue(sqs, "work", VisibilityTimeout="3", RedrivePolicy=redrive)
    role = pipe_role(labcloud, "picky-role", [*SQS_SOURCE, "lambda:InvokeFunction"])
    pipes.create_pipe(
        Name="picky",
        Source=src_arn,
        Target=target,
        RoleArn=role,
        SourceParameters={"SqsQueueParameters": {"BatchSize": 10, "MaximumBatchingWindowInSeconds": 1}},
    )
    wait_state(pipes, "picky", "RUNNING")
    good = sqs.send_message(QueueUrl=src_url, MessageBody="good")["MessageId"]
    bad = sqs.send_message(QueueUrl=src_url, MessageBody="bad")["MessageId"]
    [batch] = wait_for(labcloud, "pipes.pipe.batch")
    assert batch["outcome"] == "PartialFailure"
    assert sorted(batch["ids"]) == sorted([good, bad]) and batch["failed_ids"] == [bad]
    # the failed message comes back after its visibility timeout and, received once already, is redriven
    dlq_url = sqs.get_queue_url(QueueName="work-dlq")["QueueUrl"]
    [dead] = receive(sqs, dlq_url, timeout=20)
    assert dead["MessageId"] == bad and dead["Body"] == "bad"


def test_a_stopped_pipe_consumes_nothing_until_started(labcloud: LabcloudProcess, pipes: Any, sqs: Any):
    src_url, out_url = sqs_to_sqs(labcloud, pipes, sqs, "pause")
    stopping = pipes.stop_pipe(Name="pause")
    assert (stopping["DesiredState"], stopping["CurrentState"]) == ("STOPPED", "STOPPING")
    wait_state(pipes, "pause", "STOPPED")
    sqs.send_message(QueueUrl=src_url, MessageBody="later")
    assert receive(sqs, out_url, timeout=3) == []
    depth = sqs.get_queue_attributes(QueueUrl=src_url, AttributeNames=["ApproximateNumberOfMessages"])
    assert depth["Attributes"]["ApproximateNumberOfMessages"] == "1"
    starting = pipes.start_pipe(Name="pause")
    assert (starting["DesiredState"], starting["CurrentState"]) == ("RUNNING", "STARTING")
    [message] = receive(sqs, out_url)
    assert json.loads(message["Body"])["body"] == "later"


def test_a_role_pipes_may_not_assume_fails_the_pipe(labcloud: LabcloudProcess, pipes: Any, sqs: Any):
    _, src_arn = queue(sqs, "guarded")
    _, out_arn = queue(sqs, "guarded-out")
    lambda_only = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    role = pipe_role(labcloud, "not-for-pipes", [*SQS_SOURCE, "sqs:SendMessage"], trust=lambda_only)
    pipes.create_pipe(Name="refused", Source=src_arn, Target=out_arn, RoleArn=role)
    failed = wait_state(pipes, "refused", "CREATE_FAILED")
    assert failed["StateReason"] == f"Pipes does not have permission to assume the role {role}."


def test_a_role_that_may_not_read_the_source_fails_the_pipe(labcloud: LabcloudProcess, pipes: Any, sqs: Any):
    _, src_arn = queue(sqs, "closed")
    _, out_arn = queue(sqs, "closed-out")
    role = pipe_role(labcloud, "send-only", ["sqs:SendMessage"])
    pipes.create_pipe(Name="blind", Source=src_arn, Target=out_arn, RoleArn=role)
    # the source's permission is waited for (AWS creates a pipe in about a minute), then the pipe fails
    assert pipes.describe_pipe(Name="blind")["CurrentState"] == "CREATING"
    labcloud.advance_clock(31)
    failed = wait_state(pipes, "blind", "CREATE_FAILED")
    assert (
        "AccessDenied" in failed["StateReason"] and "sqs:getqueueattributes" in failed["StateReason"].lower()
    )


def test_a_source_permission_attached_after_the_pipe_is_asked_for_counts(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any
):
    """AWS's Terraform patterns attach the role's policy with no dependency from the pipe: Terraform may
    create the pipe first; the policy attached a moment later still lets it run."""
    src_url, src_arn = queue(sqs, "late")
    out_url, out_arn = queue(sqs, "late-out")
    role = pipe_role(labcloud, "late-role", [])
    pipes.create_pipe(Name="late", Source=src_arn, Target=out_arn, RoleArn=role)
    policy = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": [*SQS_SOURCE, "sqs:SendMessage"], "Resource": "*"}],
    }
    labcloud.boto3_client("iam").put_role_policy(
        RoleName="late-role", PolicyName="pipe", PolicyDocument=json.dumps(policy)
    )
    wait_state(pipes, "late", "RUNNING")
    sqs.send_message(QueueUrl=src_url, MessageBody="hello")
    assert [json.loads(m["Body"])["body"] for m in receive(sqs, out_url)] == ["hello"]


def test_a_role_denied_the_target_keeps_the_message_on_the_source(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any
):
    src_url, src_arn = queue(sqs, "kept")
    out_url, out_arn = queue(sqs, "kept-out")
    role = pipe_role(labcloud, "read-only", SQS_SOURCE)
    pipes.create_pipe(Name="kept", Source=src_arn, Target=out_arn, RoleArn=role)
    wait_state(pipes, "kept", "RUNNING")
    sent = sqs.send_message(QueueUrl=src_url, MessageBody="stay")["MessageId"]
    [batch] = wait_for(labcloud, "pipes.pipe.batch")
    assert batch["outcome"] == "Failed" and batch["failed_ids"] == [sent]
    assert batch["error"].startswith("AccessDenied")
    assert receive(sqs, out_url, timeout=1) == []
    pipes.stop_pipe(Name="kept")
    wait_state(pipes, "kept", "STOPPED")
    [back] = receive(sqs, src_url, timeout=40)
    assert back["MessageId"] == sent


def test_a_pipe_runs_again_after_a_restart(tmp_path: Path):
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        pipes = server.boto3_client("pipes")
        sqs = server.boto3_client("sqs")
        src_url, out_url = sqs_to_sqs(server, pipes, sqs, "durable")
        pipes.tag_resource(resourceArn=pipes.describe_pipe(Name="durable")["Arn"], tags={"team": "a"})
        server.kill()
        server.start()
        pipes = server.boto3_client("pipes")
        sqs = server.boto3_client("sqs")
        described = wait_state(pipes, "durable", "RUNNING")
        assert described["Tags"] == {"team": "a"}
        sqs.send_message(QueueUrl=src_url, MessageBody="after")
        [message] = receive(sqs, out_url)
        assert json.loads(message["Body"])["body"] == "after"
    finally:
        server.stop()


def test_a_pipe_and_its_wiring_are_on_the_map(labcloud: LabcloudProcess, pipes: Any, sqs: Any):
    enrich = function(labcloud, "mapped-enrich", "def handler(event, context):\n    return event\n")
    src_url, src_arn = queue(sqs, "mapped-in")
    _, out_arn = queue(sqs, "mapped-out")
    role = pipe_role(labcloud, "mapped-role", [*SQS_SOURCE, "sqs:SendMessage", "lambda:InvokeFunction"])
    arn = pipes.create_pipe(Name="mapped", Source=src_arn, Enrichment=enrich, Target=out_arn, RoleArn=role)[
        "Arn"
    ]
    wait_state(pipes, "mapped", "RUNNING")
    sqs.send_message(QueueUrl=src_url, MessageBody="on the map")
    assert wait_for(labcloud, "pipes.pipe.batch")
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        doc = json.loads(response.read())
    nodes = {n["id"]: n for n in doc["nodes"]}
    assert nodes[arn]["kind"] == "pipes.pipe" and nodes[arn]["facts"]["state"] == "RUNNING"
    assert nodes[arn]["facts"]["records_last_minute"] == 1
    edges = {(e["kind"], e["from"], e["to"]): e for e in doc["edges"]}
    assert edges[("pipe-source", src_arn, arn)]["traffic"]["records"] == 1
    assert ("pipe-enrichment", arn, enrich) in edges
    assert edges[("pipe-target", arn, out_arn)]["traffic"]["invocations"] == 1


def test_on_a_fifo_source_a_failed_message_holds_back_the_rest_of_its_group(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any
):
    target = function(labcloud, "picky-fifo", PARTIAL)
    labcloud.boto3_client("lambda").invoke(FunctionName="picky-fifo", Payload=b"[]")  # warm
    src_url, src_arn = queue(
        sqs, "orders.fifo", FifoQueue="true", ContentBasedDeduplication="true", VisibilityTimeout="30"
    )
    role = pipe_role(labcloud, "picky-fifo-role", [*SQS_SOURCE, "lambda:InvokeFunction"])
    pipes.create_pipe(
        Name="picky-fifo",
        Source=src_arn,
        Target=target,
        RoleArn=role,
        SourceParameters={"SqsQueueParameters": {"BatchSize": 10, "MaximumBatchingWindowInSeconds": 1}},
    )
    wait_state(pipes, "picky-fifo", "RUNNING")
    sqs.send_message_batch(
        QueueUrl=src_url,
        Entries=[
            {"Id": "1", "MessageBody": "bad", "MessageGroupId": "a"},
            {"Id": "2", "MessageBody": "after-bad", "MessageGroupId": "a"},
            {"Id": "3", "MessageBody": "other-group", "MessageGroupId": "b"},
        ],
    )
    [batch] = wait_for(labcloud, "pipes.pipe.batch")
    assert batch["outcome"] == "PartialFailure" and batch["records"] == 3
    pipes.stop_pipe(Name="picky-fifo")
    wait_state(pipes, "picky-fifo", "STOPPED")
    depth = sqs.get_queue_attributes(
        QueueUrl=src_url, AttributeNames=["ApproximateNumberOfMessagesNotVisible"]
    )
    assert (
        depth["Attributes"]["ApproximateNumberOfMessagesNotVisible"] == "2"
    )  # bad and after-bad stay; b went


def test_an_update_takes_effect_on_the_running_pipe(labcloud: LabcloudProcess, pipes: Any, sqs: Any):
    src_url, out_url = sqs_to_sqs(labcloud, pipes, sqs, "moving")
    new_url, new_arn = queue(sqs, "moving-new")
    role = pipes.describe_pipe(Name="moving")["RoleArn"]
    updated = pipes.update_pipe(
        Name="moving", RoleArn=role, Target=new_arn, TargetParameters={"InputTemplate": '"<$.body>"'}
    )
    assert updated["CurrentState"] == "UPDATING"
    wait_state(pipes, "moving", "RUNNING")
    sqs.send_message(QueueUrl=src_url, MessageBody="to the new one")
    assert [m["Body"] for m in receive(sqs, new_url)] == ["to the new one"]
    assert receive(sqs, out_url, timeout=1) == []
