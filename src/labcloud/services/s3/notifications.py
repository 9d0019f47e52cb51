"""Bucket event notifications to Lambda functions, SQS queues and SNS topics, in AWS's event record
shape, and to EventBridge (``EventBridgeConfiguration``: "Object Created"/"Object Deleted" on the default bus).

``PutBucketNotificationConfiguration`` checks every destination exists (through the pipeline, as the bucket owner),
the event names and the prefix/suffix filter rules, and, as S3 does, sends an ``s3:TestEvent``
to each queue and topic before it answers. After an object change commits, every matching configuration gets one record:
Lambda through an asynchronous ``Invoke``, SQS through ``SendMessage``, SNS through ``Publish`` (subject
"Amazon S3 Notification", the records as the message), all as the bucket owner's account, on background tasks (a slow destination never delays the S3 response).
"""

from __future__ import annotations

import json
import logging
import uuid
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import quote_plus

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3.core import ObjectChange, bucket_arn, canonical_id
from labcloud.services.s3.errors import invalid_argument, unsupported
from labcloud.services.s3.repo import buckets
from labcloud.services.s3.state import S3State
from labcloud.spawn import spawn

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        GetBucketNotificationConfigurationRequest,
        GetBucketNotificationConfigurationResponse,
        PutBucketNotificationConfigurationRequest,
        PutBucketNotificationConfigurationResponse,
    )

log = logging.getLogger("labcloud.s3")

EVENTS = frozenset(
    {
        "s3:ObjectCreated:*",
        "s3:ObjectCreated:Put",
        "s3:ObjectCreated:Post",
        "s3:ObjectCreated:Copy",
        "s3:ObjectCreated:CompleteMultipartUpload",
        "s3:ObjectRemoved:*",
        "s3:ObjectRemoved:Delete",
        "s3:ObjectRemoved:DeleteMarkerCreated",
        "s3:LifecycleExpiration:*",
        "s3:LifecycleExpiration:Delete",
        "s3:LifecycleExpiration:DeleteMarkerCreated",
    }
)
#: Event types S3 has that labcloud never produces (no lifecycle, restore, replication...).
KNOWN_UNPRODUCED = (
    "s3:ReducedRedundancyLostObject",
    "s3:ObjectRestore",
    "s3:Replication",
    "s3:LifecycleExpiration",
    "s3:LifecycleTransition",
    "s3:IntelligentTiering",
    "s3:ObjectTagging",
    "s3:ObjectAcl:Put",
)


def _validation_error(arns: list[str]) -> AwsError:
    return AwsError(
        "InvalidArgument",
        "Unable to validate the following destination configurations",
        status=400,
        ArgumentName=arns[0] if arns else None,
        ArgumentValue="Not authorized to invoke function or the destination does not exist" if arns else None,
    )


def _check_filter(config: dict[str, Any]) -> None:
    rules = ((config.get("Filter") or {}).get("Key") or {}).get("FilterRules") or []
    seen: set[str] = set()
    for rule in rules:
        name = str(rule.get("Name", "")).lower()
        if name not in ("prefix", "suffix"):
            raise invalid_argument(
                "filter rule name must be either prefix or suffix", "FilterRule.Name", rule.get("Name")
            )
        if name in seen:
            raise invalid_argument(
                "Cannot specify more than one prefix rule in a filter."
                if name == "prefix"
                else "Cannot specify more than one suffix rule in a filter.",
                "FilterRule.Name",
                name,
            )
        seen.add(name)


def _check_events(config: dict[str, Any]) -> None:
    events = config.get("Events") or []
    if not events:
        raise AwsError(
            "MalformedXML",
            "The XML you provided was not well-formed or did not validate against our published schema",
            status=400,
        )
    for event in events:
        if event in EVENTS:
            continue
        if event.startswith(KNOWN_UNPRODUCED):
            raise unsupported(f"notifications for {event} (labcloud never emits it)")
        raise invalid_argument("The event is not supported for notifications", "Event", event)


async def put_configuration(
    state: S3State, request: PutBucketNotificationConfigurationRequest, ctx: RequestContext
) -> PutBucketNotificationConfigurationResponse:
    params = cast("dict[str, Any]", request)
    bucket = state.bucket(params["Bucket"])
    config = params.get("NotificationConfiguration") or {}
    eventbridge = config.get("EventBridgeConfiguration")
    if eventbridge is not None and not state.services.serves("events"):
        raise unsupported("EventBridge notifications (the events service is not running)")
    lambdas = config.get("LambdaFunctionConfigurations") or []
    queues = config.get("QueueConfigurations") or []
    topics = config.get("TopicConfigurations") or []
    failed: list[str] = []
    for item in lambdas:
        _check_events(item)
        _check_filter(item)
        item.setdefault("Id", str(uuid.uuid4()))
        try:
            await state.services.call(
                "lambda",
                "GetFunction",
                {"FunctionName": item["LambdaFunctionArn"]},
                account_id=bucket.account_id,
                region=ctx.region,
            )
        except AwsError:
            failed.append(item["LambdaFunctionArn"])
    for item in queues:
        _check_events(item)
        _check_filter(item)
        item.setdefault("Id", str(uuid.uuid4()))
        try:
            await _queue_url(state, bucket.account_id, item["QueueArn"])
        except AwsError:
            failed.append(item["QueueArn"])
    for item in topics:
        _check_events(item)
        _check_filter(item)
        item.setdefault("Id", str(uuid.uuid4()))
        try:
            await _topic_exists(state, bucket.account_id, item["TopicArn"])
        except AwsError:
            failed.append(item["TopicArn"])
    if failed:
        raise _validation_error(failed)
    stored: dict[str, Any] = {
        "LambdaFunctionConfigurations": lambdas,
        "QueueConfigurations": queues,
        "TopicConfigurations": topics,
    }
    if eventbridge is not None:
        stored["EventBridgeConfiguration"] = {}
    with state.store.transaction():
        state.bucket(params["Bucket"])
        buckets.set_notification(
            state.store,
            params["Bucket"],
            json.dumps(stored) if lambdas or queues or topics or eventbridge is not None else None,
        )
    test_event = {
        "Service": "Amazon S3",
        "Event": "s3:TestEvent",
        "Time": _now(),
        "Bucket": params["Bucket"],
        "RequestId": ctx.request_id,
        "HostId": ctx.request_id,
    }
    # sent before the answer, as S3 does: a client that purges the queue next never sees it arrive later
    for item in queues:
        await _send_to_queue(state, bucket.account_id, item["QueueArn"], test_event)
    for item in topics:
        await _publish(state, bucket.account_id, item["TopicArn"], test_event)
    return {}


def get_configuration(
    state: S3State, request: GetBucketNotificationConfigurationRequest, ctx: RequestContext
) -> GetBucketNotificationConfigurationResponse:
    bucket = state.bucket(request["Bucket"])
    stored = json.loads(bucket.notification) if bucket.notification else {}
    answer = {k: v for k, v in stored.items() if v or k == "EventBridgeConfiguration"}
    return cast("GetBucketNotificationConfigurationResponse", answer)


def _now() -> str:
    return clock.now_datetime().strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def _matches(config: dict[str, Any], change: ObjectChange) -> bool:
    wanted = f"s3:{change.event}"
    family = wanted.rsplit(":", 1)[0] + ":*"
    if not any(event in (wanted, family) for event in config.get("Events") or []):
        return False
    for rule in ((config.get("Filter") or {}).get("Key") or {}).get("FilterRules") or []:
        name, value = str(rule.get("Name", "")).lower(), str(rule.get("Value", ""))
        if name == "prefix" and not change.key.startswith(value):
            return False
        if name == "suffix" and not change.key.endswith(value):
            return False
    return True


def record(
    ctx: RequestContext, change: ObjectChange, region: str, owner_account: str, configuration_id: str
) -> dict[str, Any]:
    """One S3 event record, as Lambda and SQS receive it."""
    obj: dict[str, Any] = {"key": quote_plus(change.key, safe="/"), "sequencer": change.sequencer}
    if change.event.startswith("ObjectCreated"):
        obj = {
            "key": obj["key"],
            "size": change.size,
            "eTag": change.etag.strip('"'),
            "sequencer": change.sequencer,
        }
    if change.version_id is not None:  # S3's order: the version id comes before the sequencer
        sequencer = obj.pop("sequencer")
        obj.update(versionId=change.version_id, sequencer=sequencer)
    principal = ctx.principal
    principal_id = f"AWS:{principal.user_id or principal.account_id}"
    return {
        "eventVersion": "2.1",
        "eventSource": "aws:s3",
        "awsRegion": region,
        "eventTime": _now(),
        "eventName": change.event,
        "userIdentity": {"principalId": principal_id},
        "requestParameters": {"sourceIPAddress": ctx.client_host or "127.0.0.1"},
        "responseElements": {"x-amz-request-id": ctx.request_id, "x-amz-id-2": ctx.request_id},
        "s3": {
            "s3SchemaVersion": "1.0",
            "configurationId": configuration_id,
            "bucket": {
                "name": change.bucket,
                "ownerIdentity": {"principalId": canonical_id(owner_account)},
                "arn": bucket_arn(change.bucket),
            },
            "object": obj,
        },
    }


def dispatch(state: S3State, ctx: RequestContext, change: ObjectChange) -> None:
    """A change listener: deliver the change to every matching destination (after its commit)."""
    row = buckets.get(state.store, change.bucket)
    if row is None or not row.notification:
        return
    stored = json.loads(row.notification)
    for item in stored.get("LambdaFunctionConfigurations") or []:
        if _matches(item, change):
            event = {"Records": [record(ctx, change, row.region, row.account_id, item["Id"])]}
            spawn(_invoke(state, row.account_id, item["LambdaFunctionArn"], event), state.deliveries)
    for item in stored.get("QueueConfigurations") or []:
        if _matches(item, change):
            event = {"Records": [record(ctx, change, row.region, row.account_id, item["Id"])]}
            spawn(_send_to_queue(state, row.account_id, item["QueueArn"], event), state.deliveries)
    for item in stored.get("TopicConfigurations") or []:
        if _matches(item, change):
            event = {"Records": [record(ctx, change, row.region, row.account_id, item["Id"])]}
            spawn(_publish(state, row.account_id, item["TopicArn"], event), state.deliveries)
    if "EventBridgeConfiguration" in stored:
        entry = eventbridge_entry(ctx, change)
        spawn(_put_event(state, row.account_id, row.region, entry), state.deliveries)


#: The ``reason`` of an EventBridge event per S3 event name.
REASONS = {
    "ObjectCreated:Put": "PutObject",
    "ObjectCreated:Post": "POST Object",
    "ObjectCreated:Copy": "CopyObject",
    "ObjectCreated:CompleteMultipartUpload": "CompleteMultipartUpload",
    "ObjectRemoved:Delete": "DeleteObject",
    "ObjectRemoved:DeleteMarkerCreated": "DeleteObject",
    "LifecycleExpiration:Delete": "Lifecycle Expiration",
    "LifecycleExpiration:DeleteMarkerCreated": "Lifecycle Expiration",
}


def eventbridge_entry(ctx: RequestContext, change: ObjectChange) -> dict[str, Any]:
    """The PutEvents entry S3 sends the default bus for one change (``source: aws.s3``)."""
    created = change.event.startswith("ObjectCreated")
    obj: dict[str, Any] = {"key": change.key}
    if created:
        obj.update(size=change.size, etag=change.etag.strip('"'))
    if change.version_id is not None:
        obj["version-id"] = change.version_id
    obj["sequencer"] = change.sequencer
    detail: dict[str, Any] = {
        "version": "0",
        "bucket": {"name": change.bucket},
        "object": obj,
        "request-id": ctx.request_id,
        "requester": "s3.amazonaws.com" if change.event.startswith("Lifecycle") else ctx.principal.account_id,
        "source-ip-address": ctx.client_host or "127.0.0.1",
        "reason": REASONS.get(change.event, change.event),
    }
    if not created:
        marker = change.event.endswith(":DeleteMarkerCreated")
        detail["deletion-type"] = "Delete Marker Created" if marker else "Permanently Deleted"
    return {
        "Source": "aws.s3",
        "DetailType": "Object Created" if created else "Object Deleted",
        "Detail": json.dumps(detail),
        "Resources": [bucket_arn(change.bucket)],
    }


async def _put_event(state: S3State, account_id: str, region: str, entry: dict[str, Any]) -> None:
    try:
        answer = await state.services.call(
            "events", "PutEvents", {"Entries": [entry]}, account_id=account_id, region=region
        )
        if answer.get("FailedEntryCount"):
            failure = answer["Entries"][0]
            raise AwsError(str(failure.get("ErrorCode")), str(failure.get("ErrorMessage")))
    except Exception as error:  # noqa: BLE001 - a failed delivery is reported, never raised into S3
        _failed(state, account_id, f"arn:aws:events:{region}:{account_id}:event-bus/default", error)


async def _queue_url(state: S3State, account_id: str, arn: str) -> str:
    parts = arn.split(":")
    if len(parts) != 6 or parts[2] != "sqs":
        raise AwsError("InvalidArgument", f"Invalid queue ARN {arn}", status=400)
    answer = await state.services.call(
        "sqs",
        "GetQueueUrl",
        {"QueueName": parts[5], "QueueOwnerAWSAccountId": parts[4]},
        account_id=account_id,
        region=parts[3],
    )
    return str(answer["QueueUrl"])


async def _send_to_queue(state: S3State, account_id: str, arn: str, event: dict[str, Any]) -> None:
    try:
        url = await _queue_url(state, account_id, arn)
        await state.services.call(
            "sqs",
            "SendMessage",
            {"QueueUrl": url, "MessageBody": json.dumps(event)},
            account_id=account_id,
            region=arn.split(":")[3],
        )
    except Exception as error:  # noqa: BLE001 - a failed delivery is reported, never raised into S3
        _failed(state, account_id, arn, error)


async def _topic_exists(state: S3State, account_id: str, arn: str) -> None:
    parts = arn.split(":")
    if len(parts) != 6 or parts[2] != "sns":
        raise AwsError("InvalidArgument", f"Invalid topic ARN {arn}", status=400)
    await state.services.call(
        "sns", "GetTopicAttributes", {"TopicArn": arn}, account_id=account_id, region=parts[3]
    )


async def _publish(state: S3State, account_id: str, arn: str, event: dict[str, Any]) -> None:
    try:
        await state.services.call(
            "sns",
            "Publish",
            {"TopicArn": arn, "Subject": "Amazon S3 Notification", "Message": json.dumps(event)},
            account_id=account_id,
            region=arn.split(":")[3],
        )
    except Exception as error:  # noqa: BLE001 - a failed delivery is reported, never raised into S3
        _failed(state, account_id, arn, error)


async def _invoke(state: S3State, account_id: str, arn: str, event: dict[str, Any]) -> None:
    try:
        await state.services.call(
            "lambda",
            "Invoke",
            {"FunctionName": arn, "InvocationType": "Event", "Payload": json.dumps(event).encode()},
            account_id=account_id,
            region=arn.split(":")[3] if arn.startswith("arn:") else None,
        )
    except Exception as error:  # noqa: BLE001
        _failed(state, account_id, arn, error)


def _failed(state: S3State, account_id: str, destination: str, error: Exception) -> None:
    log.warning("s3 notification to %s failed: %s", destination, error)
    state.bus.publish(
        "s3.notification.failed",
        service="s3",
        account_id=account_id,
        region="",
        resource=destination,
        data={"destination": destination, "error": str(error)},
    )
