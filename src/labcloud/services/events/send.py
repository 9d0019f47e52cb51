"""One delivery to one target through the pipeline (``hub.call``).

Lambda: an asynchronous (``Event``) invoke; SQS: SendMessage (a FIFO queue gets the target's
MessageGroupId and the event id as deduplication id); CloudWatch Logs: one log event in a stream
named after the event id; an event bus: PutEvents of the event's source, detail-type, detail,
resources and time; an SNS topic: Publish (a FIFO topic as a FIFO queue); a Step Functions state
machine: StartExecution with the event as input; a Kinesis stream: PutRecord of the event, keyed by
the value at KinesisParameters.PartitionKeyPath (the event id when none is given, as AWS documents); a
Firehose delivery stream: PutRecord of the event (no delimiter is added, as on AWS); an AppSync API: its
GraphQLOperation with the input as variables, as the target's role (``appsync.py``); an ECS cluster:
RunTask from its EcsParameters, as the target's role (``ecs_target.py``: task records, no container runs).
Errors are the target service's own (``AwsError``).

As on AWS, Lambda functions and SQS queues (targets and dead-letter queues) are reached as the
service principal ``events.amazonaws.com`` with ``aws:SourceArn`` (the rule) and
``aws:SourceAccount``: the function's resource policy (``AddPermission``) or the queue's policy must
let it in; so are SNS topics (the topic policy must allow ``sns:Publish`` to the service). State
machines, streams and delivery streams are reached as a session of the target's ``RoleArn`` (PutTargets requires one). Log groups and buses are written as the rule's account (labcloud's Logs keeps no
resource policies for enforcement). An event bus is written as the rule's account, or, when the
target names a ``RoleArn``, as a session of that role (whose policies must allow events:PutEvents).
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.services.events import target_kinds, transform
from labcloud.services.events.envelope import parse_time
from labcloud.services.events.host import Caller
from labcloud.services.sts.interfaces import RoleSessions

SERVICE = "events.amazonaws.com"


def as_service(account_id: str, rule_arn: str) -> dict[str, Any]:
    """``hub.call`` keywords acting as EventBridge for ``rule_arn``."""
    return {
        "principal": Principal(account_id, SERVICE, "service", name=SERVICE),
        "extra": {"aws:SourceArn": rule_arn, "aws:SourceAccount": account_id},
    }


async def deliver(
    services: Caller,
    target: dict[str, Any],
    payload: str,
    event: dict[str, Any],
    account_id: str,
    rule_arn: str,
) -> dict[str, str]:
    """Deliver; answers what the delivery produced, for the view to link to (a message id, an event id)."""
    arn = target_kinds.parse(str(target["Arn"]))
    if arn is None:  # pragma: no cover - PutTargets refuses such targets
        raise AwsError("ValidationException", f"Target ARN {target['Arn']} is not valid.", status=400)
    if arn.service == "lambda":
        answer = await services.call(
            "lambda",
            "Invoke",
            {"FunctionName": target["Arn"], "InvocationType": "Event", "Payload": payload.encode()},
            account_id=account_id,
            region=arn.region,
            **as_service(account_id, rule_arn),
        )
        return {"status_code": str(answer.get("StatusCode", ""))}
    if arn.service == "sqs":
        message_id = await send_to_queue(
            services, str(target["Arn"]), payload, account_id, rule_arn, target, event["id"]
        )
        return {"message_id": message_id}
    if arn.service == "logs":
        await _log(services, arn, payload, event, account_id)
        return {"log_stream": str(event["id"])}
    if arn.service == "events":
        acting = await _as_role(services, target.get("RoleArn"))
        answer = await services.call(
            "events",
            "PutEvents",
            {
                "Entries": [
                    {
                        "Source": event["source"],
                        "DetailType": event["detail-type"],
                        "Detail": json.dumps(event.get("detail") or {}),
                        "Resources": list(event.get("resources") or []),
                        "EventBusName": str(target["Arn"]),
                    }
                ]
            },
            account_id=account_id,
            region=arn.region,
            **acting,
        )
        entry = answer["Entries"][0]
        if answer.get("FailedEntryCount"):
            raise AwsError(
                entry.get("ErrorCode", "InternalFailure"), entry.get("ErrorMessage", ""), status=400
            )
        return {"forwarded_event_id": str(entry.get("EventId", ""))}
    if arn.service == "sns":
        return {"message_id": await _publish(services, target, payload, event, account_id, rule_arn)}
    if arn.service == "states":
        started = await services.call(
            "stepfunctions",
            "StartExecution",
            {"stateMachineArn": str(target["Arn"]), "input": payload},
            account_id=account_id,
            region=arn.region,
            **(await _as_role(services, target.get("RoleArn"))),
        )
        return {"execution_arn": str(started.get("executionArn", ""))}
    if arn.service == "kinesis":
        put = await services.call(
            "kinesis",
            "PutRecord",
            {
                "StreamARN": str(target["Arn"]),
                "Data": payload.encode(),
                "PartitionKey": _partition_key(target, event),
            },
            account_id=account_id,
            region=arn.region,
            **(await _as_role(services, target.get("RoleArn"))),
        )
        return {
            "sequence_number": str(put.get("SequenceNumber", "")),
            "shard_id": str(put.get("ShardId", "")),
        }
    if arn.service == "firehose":
        put = await services.call(
            "firehose",
            "PutRecord",
            {"DeliveryStreamName": arn.delivery_stream_name, "Record": {"Data": payload.encode()}},
            account_id=account_id,
            region=arn.region,
            **(await _as_role(services, target.get("RoleArn"))),
        )
        return {"record_id": str(put.get("RecordId", ""))}
    if arn.service == "ecs":
        from labcloud.services.events import ecs_target

        rule_name = rule_arn.rsplit("/", 1)[-1]
        answer = await services.call(
            "ecs",
            "RunTask",
            ecs_target.run_task_params(target, payload, rule_name),
            account_id=account_id,
            region=arn.region,
            **(await _as_role(services, target.get("RoleArn"))),
        )
        return {"task_arns": ecs_target.task_arns(answer)}
    if arn.service == "batch":
        from labcloud.services.events import batch_target

        submitted = await services.call(
            "batch",
            "SubmitJob",
            batch_target.submit_job_params(target, payload),
            account_id=account_id,
            region=arn.region,
            **(await _as_role(services, target.get("RoleArn"))),
        )
        return {"job_id": str(submitted.get("jobId", ""))}
    if arn.service == "appsync":
        from labcloud.services.events import appsync

        return await appsync.deliver(services, target, payload, account_id)
    raise AwsError("ValidationException", f"labcloud does not deliver to {arn.service}", status=400)


def _partition_key(target: dict[str, Any], event: dict[str, Any]) -> str:
    """The value at PartitionKeyPath (as text), or the event id when no path is set; a path that
    finds nothing (or finds an empty value) fails the delivery as AWS does."""
    path = (target.get("KinesisParameters") or {}).get("PartitionKeyPath")
    if not path:
        return str(event["id"])
    value = transform.resolve(event, str(path))
    if value is transform.MISSING or value is None or value == "":
        raise AwsError(
            "ValidationException",
            f"PartitionKeyPath {path} does not resolve to a value in the event.",
            status=400,
        )
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))


async def _publish(
    services: Caller,
    target: dict[str, Any],
    payload: str,
    event: dict[str, Any],
    account_id: str,
    rule_arn: str,
) -> str:
    arn = target_kinds.parse(str(target["Arn"]))
    assert arn is not None
    params: dict[str, Any] = {"TopicArn": str(target["Arn"]), "Message": payload}
    if arn.fifo:
        params["MessageGroupId"] = ((target.get("SqsParameters") or {}).get("MessageGroupId")) or "events"
        params["MessageDeduplicationId"] = str(event["id"])
    sent = await services.call(
        "sns", "Publish", params, account_id=account_id, region=arn.region, **as_service(account_id, rule_arn)
    )
    return str(sent.get("MessageId", ""))


async def _as_role(services: Caller, role_arn: str | None) -> dict[str, Any]:
    """``hub.call`` keywords acting as a session of the target's role (its policies must allow the call)."""
    if not role_arn:
        return {}
    sessions = services.interface(RoleSessions)
    if sessions is None:
        raise AwsError(
            "AccessDeniedException", f"Role {role_arn} cannot be used: STS is not running", status=400
        )
    return {"principal": sessions.role_principal(role_arn, "EventBridge")}


async def send_to_queue(
    services: Caller,
    queue_arn: str,
    body: str,
    account_id: str,
    rule_arn: str,
    target: dict[str, Any] | None = None,
    dedup_id: str | None = None,
    attributes: dict[str, Any] | None = None,
) -> str:
    arn = target_kinds.parse(queue_arn)
    if arn is None or arn.service != "sqs":
        raise AwsError("ResourceNotFoundException", f"{queue_arn} is not an SQS queue ARN.", status=400)
    found = await services.call(
        "sqs",
        "GetQueueUrl",
        {"QueueName": arn.queue_name, "QueueOwnerAWSAccountId": arn.account_id},
        account_id=account_id,
        region=arn.region,
    )
    params: dict[str, Any] = {"QueueUrl": found["QueueUrl"], "MessageBody": body}
    if attributes:
        params["MessageAttributes"] = attributes
    if arn.fifo:
        group = ((target or {}).get("SqsParameters") or {}).get("MessageGroupId") or "events"
        params["MessageGroupId"] = group
        params["MessageDeduplicationId"] = dedup_id or ""
    sent = await services.call(
        "sqs",
        "SendMessage",
        params,
        account_id=account_id,
        region=arn.region,
        **as_service(account_id, rule_arn),
    )
    return str(sent.get("MessageId", ""))


async def _log(
    services: Caller, arn: target_kinds.TargetArn, payload: str, event: dict[str, Any], account_id: str
) -> None:
    group = arn.log_group
    stream = str(event["id"])
    try:
        await services.call(
            "logs",
            "CreateLogStream",
            {"logGroupName": group, "logStreamName": stream},
            account_id=account_id,
            region=arn.region,
        )
    except AwsError as error:
        if error.code != "ResourceAlreadyExistsException":
            raise
    await services.call(
        "logs",
        "PutLogEvents",
        {
            "logGroupName": group,
            "logStreamName": stream,
            "logEvents": [{"timestamp": int(parse_time(str(event["time"])) * 1000), "message": payload}],
        },
        account_id=account_id,
        region=arn.region,
    )
