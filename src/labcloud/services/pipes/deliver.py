"""Handing a batch of events to a pipe's target, as the pipe's role.

A Lambda function and a state machine get the batch as one JSON array (REQUEST_RESPONSE, the default:
a synchronous invoke or StartSyncExecution whose ``batchItemFailures`` may name the items that failed;
FIRE_AND_FORGET: an ``Event`` invoke or StartExecution). The other targets get one event at a time: an
SQS queue a message (a FIFO queue with the target's MessageGroupId and MessageDeduplicationId), an
event bus an entry (Source ``Pipe <name>`` and DetailType ``Event from <source>`` unless the target's
parameters say otherwise), an SNS topic a message, a log group a log event, a Kinesis stream a record
keyed by the target's PartitionKey, a Firehose delivery stream a record (PutRecord, no delimiter added), an API destination one call (EventBridge's invoker, as the pipe's
role, with the target's HttpParameters). ``$.`` parameters are read from each event.

Answers the indexes of the events that failed (empty: all delivered); raises ``invoking.Failed`` when
the whole batch failed.
"""

from __future__ import annotations

import json
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.pipes import arns, invoking, template
from labcloud.services.pipes.host import Caller
from labcloud.services.sqs.urls import queue_url


def body_of(event: Any) -> str:
    return event if isinstance(event, str) else json.dumps(event)


def item_failures(answer: Any, ids: list[str]) -> set[str] | None:
    """The ids a ``batchItemFailures`` answer names (None: no such answer)."""
    if not isinstance(answer, dict) or not isinstance(answer.get("batchItemFailures"), list):
        return None
    failed = set()
    for entry in answer["batchItemFailures"]:
        item = entry.get("itemIdentifier") if isinstance(entry, dict) else None
        if not isinstance(item, str) or item not in ids:
            raise invoking.Failed(
                "InvalidBatchItemFailures", "The batchItemFailures answer names unknown items."
            )
        failed.add(item)
    return failed


async def deliver(
    services: Caller,
    spec: dict[str, Any],
    name: str,
    endpoint: str,
    events: list[Any],
    payloads: list[Any],
    sources: list[dict[str, Any]],
    calling: dict[str, Any],
) -> set[int]:
    """``payloads``: what is sent for each of ``events`` (after the InputTemplate; ``$.`` parameters
    read the event itself); ``sources``: the source records behind the events (their ids answer
    ``batchItemFailures``), or empty when an enrichment stands between them."""
    target = arns.target(spec["Target"])
    parameters = spec.get("TargetParameters") or {}
    where = {**calling, "region": target.region or calling["region"]}
    if target.service in ("lambda", "states"):
        block = (
            "LambdaFunctionParameters" if target.service == "lambda" else "StepFunctionStateMachineParameters"
        )
        mode = (parameters.get(block) or {}).get("InvocationType") or "REQUEST_RESPONSE"
        if mode == "FIRE_AND_FORGET":
            send = invoking.lambda_async if target.service == "lambda" else invoking.states_async
            await send(services, target.arn, payloads, where)
            return set()
        call = invoking.lambda_sync if target.service == "lambda" else invoking.states_sync
        answer = await call(services, target.arn, payloads, where)
        ids = [record_id(record) for record in sources]
        named = item_failures(answer, ids) if ids else None
        return {ids.index(item) for item in named} if named else set()
    failed: set[int] = set()
    for index, event in enumerate(events):
        try:
            await _one(services, spec, name, endpoint, target, parameters, event, payloads[index], where)
        except AwsError as error:
            if index == 0 and len(events) == 1:
                raise invoking.Failed(error.code, error.message) from None
            failed.add(index)
            if len(failed) == len(events):
                raise invoking.Failed(error.code, error.message) from None
    return failed


def record_id(record: dict[str, Any]) -> str:
    """The id a ``batchItemFailures`` entry names a source record by."""
    if "messageId" in record:
        return str(record["messageId"])
    if "sequenceNumber" in record:
        return str(record["sequenceNumber"])
    return str((record.get("dynamodb") or {}).get("SequenceNumber", record.get("eventID", "")))


async def _one(
    services: Caller,
    spec: dict[str, Any],
    name: str,
    endpoint: str,
    target: arns.Named,
    parameters: dict[str, Any],
    event: Any,
    payload: Any,
    where: dict[str, Any],
) -> None:
    body = body_of(payload)
    if target.service == "sqs":
        url = queue_url(endpoint, target.account_id, target.short_name)
        params: dict[str, Any] = {"QueueUrl": url, "MessageBody": body}
        sqs = parameters.get("SqsQueueParameters") or {}
        if target.queue_fifo:
            params["MessageGroupId"] = template.dynamic(sqs.get("MessageGroupId"), event) or "pipes"
            dedup = template.dynamic(sqs.get("MessageDeduplicationId"), event)
            if dedup:
                params["MessageDeduplicationId"] = dedup
            elif isinstance(event, dict) and event.get("messageId"):
                params["MessageDeduplicationId"] = str(event["messageId"])
        await services.call("sqs", "SendMessage", params, **where)
    elif target.service == "sns":
        await services.call("sns", "Publish", {"TopicArn": target.arn, "Message": body}, **where)
    elif target.service == "events" and target.resource.startswith("api-destination/"):
        http = parameters.get("HttpParameters") or {}
        try:
            await invoking.api_destination(services, target.arn, spec["RoleArn"], http, payload, event)
        except invoking.Failed as failed:
            raise AwsError(failed.code, failed.message, status=400) from None
    elif target.service == "events":
        await _put_event(services, spec, name, target, parameters, event, payload, where)
    elif target.service == "logs":
        await _log(services, name, target, parameters, event, body, where)
    elif target.service == "firehose":
        await services.call(
            "firehose",
            "PutRecord",
            {"DeliveryStreamName": target.short_name, "Record": {"Data": body.encode()}},
            **where,
        )
    else:
        key = template.dynamic((parameters.get("KinesisStreamParameters") or {}).get("PartitionKey"), event)
        await services.call(
            "kinesis",
            "PutRecord",
            {"StreamARN": target.arn, "Data": body.encode(), "PartitionKey": key or "pipes"},
            **where,
        )


async def _put_event(
    services: Caller,
    spec: dict[str, Any],
    name: str,
    target: arns.Named,
    parameters: dict[str, Any],
    event: Any,
    payload: Any,
    where: dict[str, Any],
) -> None:
    body = body_of(payload)
    bus = parameters.get("EventBridgeEventBusParameters") or {}
    source_kind = "aws." + arns.source(spec["Source"]).service
    entry: dict[str, Any] = {
        "EventBusName": target.arn,
        "Source": template.dynamic(bus.get("Source"), event) or f"Pipe {name}",
        "DetailType": template.dynamic(bus.get("DetailType"), event) or f"Event from {source_kind}",
        "Detail": body if isinstance(payload, dict) else json.dumps({"value": payload}),
    }
    if bus.get("Resources"):
        entry["Resources"] = list(bus["Resources"])
    if bus.get("Time"):
        entry["Time"] = template.dynamic(bus["Time"], event)
    answer = await services.call("events", "PutEvents", {"Entries": [entry]}, **where)
    if answer.get("FailedEntryCount"):
        failed = answer["Entries"][0]
        raise AwsError(str(failed.get("ErrorCode", "InternalFailure")), str(failed.get("ErrorMessage", "")))


async def _log(
    services: Caller,
    name: str,
    target: arns.Named,
    parameters: dict[str, Any],
    event: Any,
    body: str,
    where: dict[str, Any],
) -> None:
    logs = parameters.get("CloudWatchLogsParameters") or {}
    stream = template.dynamic(logs.get("LogStreamName"), event) or name
    group = target.short_name
    try:
        await services.call(
            "logs", "CreateLogStream", {"logGroupName": group, "logStreamName": stream}, **where
        )
    except AwsError as error:
        if error.code != "ResourceAlreadyExistsException":
            raise
    stamp = template.dynamic(logs.get("Timestamp"), event)
    try:
        millis = int(float(stamp)) if stamp else int(clock.now() * 1000)
    except ValueError:
        millis = int(clock.now() * 1000)
    await services.call(
        "logs",
        "PutLogEvents",
        {
            "logGroupName": group,
            "logStreamName": stream,
            "logEvents": [{"timestamp": millis, "message": body}],
        },
        **where,
    )
