"""Poller semantics: batching window, partial failures, DLQ redrive, redelivery, disabling, filters, FIFO, errors."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import events, wait_for


def _queue(sqs: Any, name: str, **attributes: str) -> tuple[str, str]:
    url = sqs.create_queue(QueueName=name, Attributes=attributes)["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    return url, arn


def _counts(sqs: Any, url: str) -> tuple[str, str]:
    attrs = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
    return attrs["ApproximateNumberOfMessages"], attrs["ApproximateNumberOfMessagesNotVisible"]


def _batches(labcloud: Any) -> list[dict[str, Any]]:
    return [e["data"] for e in events(labcloud, "lambda.esm.batch")]


RECORDER = """
import json
def handler(event, context):
    print(json.dumps(event))
    return [r["body"] for r in event["Records"]]
"""


def test_batch_of_ten_with_window_and_event_shape(labcloud: Any, deploy: Any, lam: Any, sqs: Any) -> None:
    deploy("rec", RECORDER)
    url, arn = _queue(sqs, "batched")
    for index in range(10):
        sqs.send_message(
            QueueUrl=url,
            MessageBody=f"m{index}",
            MessageAttributes={"kind": {"DataType": "String", "StringValue": "order"}},
        )
    mapping = lam.create_event_source_mapping(
        FunctionName="rec", EventSourceArn=arn, BatchSize=10, MaximumBatchingWindowInSeconds=1
    )
    assert mapping["State"] == "Creating"
    finished = wait_for(lambda: [e for e in events(labcloud, "lambda.invocation.finished")])
    assert len(finished) == 1
    assert sorted(finished[0]["data"]["result"]) == [f"m{i}" for i in range(10)]
    event = events(labcloud, "lambda.invocation.started")[0]["data"]["event"]
    record = event["Records"][0]
    assert list(record) == [
        "messageId",
        "receiptHandle",
        "body",
        "attributes",
        "messageAttributes",
        "md5OfBody",
        "md5OfMessageAttributes",
        "eventSource",
        "eventSourceARN",
        "awsRegion",
    ]
    assert record["eventSource"] == "aws:sqs" and record["eventSourceARN"] == arn
    assert record["awsRegion"] == "us-east-1"
    assert record["attributes"]["ApproximateReceiveCount"] == "1"
    assert set(record["attributes"]) >= {
        "ApproximateReceiveCount",
        "SentTimestamp",
        "SenderId",
        "ApproximateFirstReceiveTimestamp",
    }
    assert record["messageAttributes"] == {
        "kind": {"stringValue": "order", "stringListValues": [], "binaryListValues": [], "dataType": "String"}
    }
    wait_for(lambda: _counts(sqs, url) == ("0", "0"))
    got = lam.get_event_source_mapping(UUID=mapping["UUID"])
    # Lambda reports LastProcessingResult for streams only; for a queue it is null (absent)
    assert got["State"] == "Enabled" and "LastProcessingResult" not in got


def test_partial_batch_failures(labcloud: Any, deploy: Any, lam: Any, sqs: Any) -> None:
    deploy(
        "partial",
        """
def handler(event, context):
    return {"batchItemFailures": [{"itemIdentifier": r["messageId"]} for r in event["Records"]
                                  if r["body"].startswith("bad")]}
""",
    )
    url, arn = _queue(sqs, "partial", VisibilityTimeout="30")
    for body in ("good-1", "bad-1", "good-2"):
        sqs.send_message(QueueUrl=url, MessageBody=body)
    lam.create_event_source_mapping(
        FunctionName="partial",
        EventSourceArn=arn,
        BatchSize=3,
        MaximumBatchingWindowInSeconds=1,
        FunctionResponseTypes=["ReportBatchItemFailures"],
    )
    batch = wait_for(lambda: _batches(labcloud))[0]
    assert batch["outcome"] == "PartialFailure"
    assert len(batch["deleted"]) == 2 and len(batch["retried"]) == 1
    assert _counts(sqs, url) == ("0", "1")


def test_invalid_batch_response_fails_whole_batch(labcloud: Any, deploy: Any, lam: Any, sqs: Any) -> None:
    deploy(
        "liar",
        "def handler(event, context):\n    return {'batchItemFailures': [{'itemIdentifier': 'nope'}]}\n",
    )
    url, arn = _queue(sqs, "liar")
    sqs.send_message(QueueUrl=url, MessageBody="x")
    lam.create_event_source_mapping(
        FunctionName="liar",
        EventSourceArn=arn,
        BatchSize=1,
        FunctionResponseTypes=["ReportBatchItemFailures"],
    )
    batch = wait_for(lambda: _batches(labcloud))[0]
    assert batch["outcome"] == "InvalidBatchResponse" and batch["deleted"] == []
    assert _counts(sqs, url) == ("0", "1")


def test_always_failing_function_moves_message_to_dlq(labcloud: Any, deploy: Any, lam: Any, sqs: Any) -> None:
    # the function fails at once; two seconds leave room for a cold start on a loaded machine
    deploy("raiser", "def handler(event, context):\n    raise RuntimeError('always')\n", Timeout=2)
    dlq_url, dlq_arn = _queue(sqs, "raiser-dlq")
    url, arn = _queue(
        sqs,
        "raiser-q",
        VisibilityTimeout="2",
        RedrivePolicy=json.dumps({"deadLetterTargetArn": dlq_arn, "maxReceiveCount": "2"}),
    )
    sqs.send_message(QueueUrl=url, MessageBody="poison")
    mapping = lam.create_event_source_mapping(FunctionName="raiser", EventSourceArn=arn, BatchSize=1)
    moved = wait_for(
        lambda: sqs.receive_message(QueueUrl=dlq_url, WaitTimeSeconds=1, AttributeNames=["All"]).get(
            "Messages"
        ),
        timeout=30,
    )
    assert moved[0]["Body"] == "poison"
    # a delivery throttled by a busy machine's sandbox limit counts as failed too (it is not lost)
    failed = [b for b in _batches(labcloud) if b["outcome"] in ("FunctionError", "Throttled")]
    assert sorted(b["receive_counts"][b["message_ids"][0]] for b in failed) == [1, 2]
    assert "LastProcessingResult" not in lam.get_event_source_mapping(UUID=mapping["UUID"])


def test_slow_function_gets_second_delivery(labcloud: Any, deploy: Any, lam: Any, sqs: Any) -> None:
    deploy(
        "slowpoke",
        """
import time
def handler(event, context):
    if event["Records"][0]["attributes"]["ApproximateReceiveCount"] == "1":
        time.sleep(2.5)
    return "done"
""",
        Timeout=2,
    )
    url, arn = _queue(sqs, "slowq", VisibilityTimeout="2")
    sqs.send_message(QueueUrl=url, MessageBody="once")
    lam.create_event_source_mapping(FunctionName="slowpoke", EventSourceArn=arn, BatchSize=1)
    batches = wait_for(lambda: len(_batches(labcloud)) >= 2 and _batches(labcloud), timeout=30)
    ids = {b["message_ids"][0] for b in batches}
    assert len(ids) == 1
    by_count = {b["receive_counts"][next(iter(ids))]: b["outcome"] for b in batches}
    assert by_count == {1: "FunctionError", 2: "Success"}


def test_disabled_mapping_does_not_invoke(labcloud: Any, deploy: Any, lam: Any, sqs: Any) -> None:
    deploy("idle", RECORDER)
    url, arn = _queue(sqs, "idleq")
    mapping = lam.create_event_source_mapping(
        FunctionName="idle", EventSourceArn=arn, BatchSize=1, Enabled=False
    )
    sqs.send_message(QueueUrl=url, MessageBody="wait")
    time.sleep(1.0)
    assert events(labcloud, "lambda.invocation.started") == []
    assert lam.get_event_source_mapping(UUID=mapping["UUID"])["State"] == "Disabled"
    assert lam.update_event_source_mapping(UUID=mapping["UUID"], Enabled=True)["State"] == "Updating"
    wait_for(lambda: events(labcloud, "lambda.invocation.finished"))
    lam.update_event_source_mapping(UUID=mapping["UUID"], Enabled=False)
    assert lam.get_event_source_mapping(UUID=mapping["UUID"])["State"] == "Disabled"
    sqs.send_message(QueueUrl=url, MessageBody="later")
    time.sleep(1.0)
    assert len(events(labcloud, "lambda.invocation.started")) == 1
    assert lam.delete_event_source_mapping(UUID=mapping["UUID"])["State"] == "Deleting"
    sqs.delete_queue(QueueUrl=url)


def test_filter_criteria_deletes_non_matching(labcloud: Any, deploy: Any, lam: Any, sqs: Any) -> None:
    deploy("picky", RECORDER)
    url, arn = _queue(sqs, "picky")
    for body in (json.dumps({"kind": "order", "n": 5}), json.dumps({"kind": "noise"}), "plain text"):
        sqs.send_message(QueueUrl=url, MessageBody=body)
    lam.create_event_source_mapping(
        FunctionName="picky",
        EventSourceArn=arn,
        BatchSize=3,
        MaximumBatchingWindowInSeconds=1,
        FilterCriteria={
            "Filters": [{"Pattern": json.dumps({"body": {"kind": ["order"], "n": [{"numeric": [">", 1]}]}})}]
        },
    )
    batch = wait_for(lambda: _batches(labcloud))[0]
    assert len(batch["filtered"]) == 2 and len(batch["deleted"]) == 3
    finished = events(labcloud, "lambda.invocation.finished")
    assert [json.loads(b) for b in finished[0]["data"]["result"]] == [{"kind": "order", "n": 5}]
    wait_for(lambda: _counts(sqs, url) == ("0", "0"))


def test_fifo_keeps_group_order(labcloud: Any, deploy: Any, lam: Any, sqs: Any) -> None:
    deploy("fifo", RECORDER)
    url, arn = _queue(sqs, "orders.fifo", FifoQueue="true", ContentBasedDeduplication="true")
    for index in range(6):
        sqs.send_message(QueueUrl=url, MessageBody=f"g-{index}", MessageGroupId="g")
    lam.create_event_source_mapping(FunctionName="fifo", EventSourceArn=arn, BatchSize=2)
    wait_for(
        lambda: sum(len(e["data"]["result"]) for e in events(labcloud, "lambda.invocation.finished")) >= 6
    )
    seen = [body for e in events(labcloud, "lambda.invocation.finished") for body in e["data"]["result"]]
    assert seen == [f"g-{i}" for i in range(6)]
    record = events(labcloud, "lambda.invocation.started")[0]["data"]["event"]["Records"][0]
    assert record["attributes"]["MessageGroupId"] == "g"
    assert "SequenceNumber" in record["attributes"] and "MessageDeduplicationId" in record["attributes"]


def _error(call: Any, **kwargs: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as err:
        call(**kwargs)
    return err.value.response["Error"]["Code"], err.value.response["Error"]["Message"]


def test_validation_errors(deploy: Any, lam: Any, sqs: Any) -> None:
    deploy("val", RECORDER, Timeout=60)
    _, arn = _queue(sqs, "short", VisibilityTimeout="30")
    assert _error(lam.create_event_source_mapping, FunctionName="val", EventSourceArn=arn) == (
        "InvalidParameterValueException",
        "Queue visibility timeout: 30 seconds is less than Function timeout: 60 seconds",
    )
    lam.update_function_configuration(FunctionName="val", Timeout=3)
    missing = arn.replace("short", "ghost")
    code, message = _error(lam.create_event_source_mapping, FunctionName="val", EventSourceArn=missing)
    assert code == "InvalidParameterValueException" and "NonExistentQueue" in message
    assert _error(lam.create_event_source_mapping, FunctionName="val", EventSourceArn=arn, BatchSize=100) == (
        "InvalidParameterValueException",
        "Maximum batch window in seconds must be greater than 0 if maximum batch size is greater than 10",
    )
    _, fifo_arn = _queue(sqs, "v.fifo", FifoQueue="true")
    code, _ = _error(
        lam.create_event_source_mapping,
        FunctionName="val",
        EventSourceArn=fifo_arn,
        BatchSize=11,
        MaximumBatchingWindowInSeconds=1,
    )
    assert code == "InvalidParameterValueException"
    code, message = _error(
        lam.create_event_source_mapping,
        FunctionName="val",
        EventSourceArn=arn,
        FilterCriteria={"Filters": [{"Pattern": '{"body": "not-a-list"}'}]},
    )
    assert (code, message) == ("InvalidParameterValueException", "Invalid filter pattern definition.")
    code, _ = _error(lam.create_event_source_mapping, FunctionName="nofn", EventSourceArn=arn)
    assert code == "ResourceNotFoundException"
    first = lam.create_event_source_mapping(FunctionName="val", EventSourceArn=arn, Enabled=False)
    code, message = _error(lam.create_event_source_mapping, FunctionName="val", EventSourceArn=arn)
    assert code == "ResourceConflictException"
    assert message == (
        f'An event source mapping with SQS arn (" {arn} ") and function (" val ") already exists. '
        f"Please update or delete the existing mapping with UUID {first['UUID']}"
    )
    assert (
        _error(lam.get_event_source_mapping, UUID="00000000-0000-0000-0000-000000000000")[0]
        == "ResourceNotFoundException"
    )
    assert [m["UUID"] for m in lam.list_event_source_mappings(EventSourceArn=arn)["EventSourceMappings"]] == [
        first["UUID"]
    ]


def test_role_without_sqs_permissions_is_refused(labcloud: Any, lam: Any, sqs: Any) -> None:
    from lambda_helpers import create_role, deployer

    arn_role = create_role(
        labcloud, "logs-only", ("arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",)
    )
    deployer(labcloud, arn_role)("noperm", RECORDER)
    _, arn = _queue(sqs, "guarded")
    assert _error(lam.create_event_source_mapping, FunctionName="noperm", EventSourceArn=arn) == (
        "InvalidParameterValueException",
        "The function execution role does not have permissions to call ReceiveMessage on SQS",
    )
