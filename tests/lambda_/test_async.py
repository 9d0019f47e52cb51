"""Asynchronous invocation: durable queue, retries with backoff, OnFailure/OnSuccess destinations to SQS."""

from __future__ import annotations

import json
from typing import Any

from lambda_helpers import events, wait_for


def test_async_retries_reach_on_failure_queue(labcloud: Any, deploy: Any, lam: Any) -> None:
    sqs = labcloud.boto3_client("sqs")
    failures = sqs.create_queue(QueueName="failures")["QueueUrl"]
    successes = sqs.create_queue(QueueName="successes")["QueueUrl"]
    arn = lambda q: sqs.get_queue_attributes(QueueUrl=q, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]  # noqa: E731
    deploy("flaky", "def handler(event, context):\n    if event.get('fail'):\n        raise RuntimeError('nope')\n"
           "    return {'ok': event}\n")
    lam.put_function_event_invoke_config(
        FunctionName="flaky", MaximumRetryAttempts=1,
        DestinationConfig={"OnFailure": {"Destination": arn(failures)}, "OnSuccess": {"Destination": arn(successes)}})
    failed = lam.invoke(FunctionName="flaky", InvocationType="Event", Payload=json.dumps({"fail": True}))
    assert failed["StatusCode"] == 202
    lam.invoke(FunctionName="flaky", InvocationType="Event", Payload=json.dumps({"n": 1}))

    def receive(queue: str) -> list[dict[str, Any]]:
        return sqs.receive_message(QueueUrl=queue, WaitTimeSeconds=1).get("Messages", [])

    message = wait_for(lambda: receive(failures), timeout=30)[0]
    record = json.loads(message["Body"])
    assert record["requestContext"]["condition"] == "RetriesExhausted"
    assert record["requestContext"]["approximateInvokeCount"] == 2
    assert record["requestContext"]["requestId"] == failed["ResponseMetadata"]["RequestId"]
    assert record["requestContext"]["functionArn"] == "arn:aws:lambda:us-east-1:000000000000:function:flaky:$LATEST"
    assert record["requestPayload"] == {"fail": True}
    assert record["responseContext"]["functionError"] == "Unhandled"
    assert record["responsePayload"]["errorMessage"] == "nope"
    ok = json.loads(wait_for(lambda: receive(successes), timeout=10)[0]["Body"])
    assert ok["requestContext"]["condition"] == "Success"
    assert ok["responsePayload"] == {"ok": {"n": 1}}
    runs = [e for e in events(labcloud, "lambda.invocation.finished") if e["data"]["trigger"] == "async"]
    assert sorted(e["data"]["status"] for e in runs) == ["error", "error", "success"]
