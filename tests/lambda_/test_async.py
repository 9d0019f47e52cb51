"""Asynchronous invocation: durable queue, retries with backoff, OnFailure/OnSuccess destinations to SQS."""

from __future__ import annotations

import json
from typing import Any

from lambda_helpers import events, wait_for


def test_async_retries_reach_on_failure_queue(labcloud: Any, deploy: Any, lam: Any) -> None:
    sqs = labcloud.boto3_client("sqs")
    failures = sqs.create_queue(QueueName="failures")["QueueUrl"]
    successes = sqs.create_queue(QueueName="successes")["QueueUrl"]

    def arn(queue_url: str) -> str:
        return str(
            sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["QueueArn"])["Attributes"][
                "QueueArn"
            ]
        )

    deploy(
        "flaky",
        "def handler(event, context):\n    if event.get('fail'):\n        raise RuntimeError('nope')\n"
        "    return {'ok': event}\n",
    )
    lam.put_function_event_invoke_config(
        FunctionName="flaky",
        MaximumRetryAttempts=1,
        DestinationConfig={
            "OnFailure": {"Destination": arn(failures)},
            "OnSuccess": {"Destination": arn(successes)},
        },
    )
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
    assert (
        record["requestContext"]["functionArn"]
        == "arn:aws:lambda:us-east-1:000000000000:function:flaky:$LATEST"
    )
    assert record["requestPayload"] == {"fail": True}
    assert record["responseContext"]["functionError"] == "Unhandled"
    assert record["responsePayload"]["errorMessage"] == "nope"
    ok = json.loads(wait_for(lambda: receive(successes), timeout=10)[0]["Body"])
    assert ok["requestContext"]["condition"] == "Success"
    assert ok["responsePayload"] == {"ok": {"n": 1}}
    runs = [e for e in events(labcloud, "lambda.invocation.finished") if e["data"]["trigger"] == "async"]
    assert sorted(e["data"]["status"] for e in runs) == ["error", "error", "success"]


def test_function_destinations_receive_the_invocation_record(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("sink", "def handler(event, context):\n    return event['requestContext']['condition']\n")
    sink_arn = lam.get_function(FunctionName="sink")["Configuration"]["FunctionArn"]
    deploy(
        "source",
        "def handler(event, context):\n    if event.get('fail'):\n        raise ValueError('bad')\n"
        "    return {'got': event}\n",
    )
    lam.put_function_event_invoke_config(
        FunctionName="source",
        MaximumRetryAttempts=0,
        DestinationConfig={"OnSuccess": {"Destination": sink_arn}, "OnFailure": {"Destination": sink_arn}},
    )
    ok = lam.invoke(FunctionName="source", InvocationType="Event", Payload=json.dumps({"n": 1}))
    bad = lam.invoke(FunctionName="source", InvocationType="Event", Payload=json.dumps({"fail": True}))

    def sink_runs() -> list[dict[str, Any]]:
        runs = [
            e["data"]
            for e in events(labcloud, "lambda.invocation.finished")
            if e["data"]["function_name"] == "sink"
        ]
        return runs if len(runs) == 2 else []

    runs = wait_for(sink_runs, timeout=30)
    assert sorted(r["result"] for r in runs) == ["RetriesExhausted", "Success"]
    assert {r["trigger"] for r in runs} == {"async"}
    started = {
        e["data"]["event"]["requestContext"]["requestId"]: e["data"]["event"]
        for e in events(labcloud, "lambda.invocation.started")
        if e["data"]["function_name"] == "sink"
    }
    success = started[ok["ResponseMetadata"]["RequestId"]]
    assert success["requestContext"]["functionArn"].endswith(":function:source:$LATEST")
    assert success["requestPayload"] == {"n": 1}
    assert success["responsePayload"] == {"got": {"n": 1}}
    assert success["responseContext"] == {"statusCode": 200, "executedVersion": "$LATEST"}
    failure = started[bad["ResponseMetadata"]["RequestId"]]
    assert failure["requestContext"]["condition"] == "RetriesExhausted"
    assert failure["requestContext"]["approximateInvokeCount"] == 1
    assert failure["responseContext"]["functionError"] == "Unhandled"
    assert failure["responsePayload"]["errorMessage"] == "bad"
    deliveries = {
        e["data"]["request_id"]: e["data"]["destination"]
        for e in events(labcloud, "lambda.invocation.destination")
    }
    assert deliveries[ok["ResponseMetadata"]["RequestId"]] == sink_arn
    assert deliveries[bad["ResponseMetadata"]["RequestId"]] == sink_arn
