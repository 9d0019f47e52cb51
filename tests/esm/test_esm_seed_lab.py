"""The seed lab's mapping: batch size 1, created and read with the real aws CLI, four messages, four invocations."""

from __future__ import annotations

import json
from typing import Any

from lambda_helpers import events, wait_for

WORKER = """
import json
def handler(event, context):
    for record in event["Records"]:
        print("RESULT", json.loads(record["body"])["order"])
    return {"n": len(event["Records"])}
"""


def test_seed_lab_mapping_with_cli(labcloud: Any, deploy: Any, sqs: Any) -> None:
    deploy("labex-q05-worker", WORKER, Timeout=10)
    queue_url = labcloud.aws(
        "sqs",
        "create-queue",
        "--queue-name",
        "labex-q05-jobs",
        "--attributes",
        "VisibilityTimeout=30",
        "--query",
        "QueueUrl",
        "--output",
        "text",
    ).stdout.strip()
    queue_arn = labcloud.aws(
        "sqs",
        "get-queue-attributes",
        "--queue-url",
        queue_url,
        "--attribute-names",
        "QueueArn",
        "--query",
        "Attributes.QueueArn",
        "--output",
        "text",
    ).stdout.strip()
    mapping_id = labcloud.aws(
        "lambda",
        "create-event-source-mapping",
        "--function-name",
        "labex-q05-worker",
        "--event-source-arn",
        queue_arn,
        "--batch-size",
        "1",
        "--enabled",
        "--query",
        "UUID",
        "--output",
        "text",
    ).stdout.strip()
    shown = labcloud.aws_json(
        "lambda",
        "get-event-source-mapping",
        "--uuid",
        mapping_id,
        "--query",
        "{Source:EventSourceArn,Function:FunctionArn,Batch:BatchSize,State:State}",
    )
    assert shown == {
        "Source": queue_arn,
        "Function": "arn:aws:lambda:us-east-1:000000000000:function:labex-q05-worker",
        "Batch": 1,
        "State": "Enabled",
    }
    for order in ("a-1", "dup", "dup", "b-2"):
        sqs.send_message(QueueUrl=queue_url, MessageBody=json.dumps({"order": order}))
    finished = wait_for(
        lambda: (
            len(events(labcloud, "lambda.invocation.finished")) >= 4
            and events(labcloud, "lambda.invocation.finished")
        )
    )
    assert len(finished) == 4
    assert {e["data"]["trigger"] for e in finished} == {"esm"}
    assert all(e["data"]["status"] == "success" for e in finished)
    bodies = sorted(e["data"]["result"]["n"] for e in finished)
    assert bodies == [1, 1, 1, 1]
    batches = wait_for(
        lambda: len(events(labcloud, "lambda.esm.batch")) >= 4 and events(labcloud, "lambda.esm.batch")
    )
    assert all(b["data"]["outcome"] == "Success" and len(b["data"]["deleted"]) == 1 for b in batches)
    attributes = sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["All"])["Attributes"]
    assert attributes["ApproximateNumberOfMessages"] == "0"
    assert attributes["ApproximateNumberOfMessagesNotVisible"] == "0"
    listed = labcloud.aws_json(
        "lambda",
        "list-event-source-mappings",
        "--function-name",
        "labex-q05-worker",
        "--query",
        "EventSourceMappings[].UUID",
    )
    assert listed == [mapping_id]
    deleted = labcloud.aws(
        "lambda", "delete-event-source-mapping", "--uuid", mapping_id, "--query", "UUID", "--output", "text"
    ).stdout.strip()
    assert deleted == mapping_id
    assert (
        labcloud.aws_json(
            "lambda",
            "list-event-source-mappings",
            "--function-name",
            "labex-q05-worker",
            "--query",
            "EventSourceMappings",
        )
        == []
    )
    sqs.delete_queue(QueueUrl=queue_url)
