"""One firing of one schedule's target, made through the pipeline as a session of the schedule's
execution role (``RoleArn``), so the role's policies decide (IAM enforced as AWS does).

Templated targets: Lambda (an ``Event`` invoke of the Input), SQS (SendMessage of the Input; a FIFO
queue gets the target's MessageGroupId and the execution id as deduplication id), SNS (Publish), Step
Functions (StartExecution) and an event bus (PutEvents of the Input as detail, with the target's
DetailType and Source). The universal target calls ``<service>:<apiAction>`` with the Input's JSON as
its parameters. The Input is passed as written, with AWS's context attributes
(``<aws.scheduler.schedule-arn>``, ``<aws.scheduler.scheduled-time>``, ``<aws.scheduler.execution-id>``,
``<aws.scheduler.attempt-number>``) filled in; without one a target gets ``{}``.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.eventscheduler import targets
from labcloud.services.eventscheduler.host import Caller
from labcloud.services.sts.interfaces import RoleSessions

SESSION = "EventBridgeScheduler"
#: The service principal a schedule's execution role must trust.
PRINCIPAL = "scheduler.amazonaws.com"
#: The universal target's SDK service names that differ from botocore's.
SDK_NAMES = {"sfn": "stepfunctions"}


def render(
    target: dict[str, Any], schedule_arn: str, scheduled: float, execution_id: str, attempt: int
) -> str:
    text = target.get("Input")
    if text is None:
        return "{}"
    when = datetime.fromtimestamp(scheduled, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    for key, value in (
        ("<aws.scheduler.schedule-arn>", schedule_arn),
        ("<aws.scheduler.scheduled-time>", when),
        ("<aws.scheduler.execution-id>", execution_id),
        ("<aws.scheduler.attempt-number>", str(attempt)),
    ):
        text = text.replace(key, value)
    return str(text)


def as_role(services: Caller, role_arn: str) -> dict[str, Any]:
    sessions = services.interface(RoleSessions)
    if sessions is None:
        raise AwsError(
            "AccessDeniedException", f"Role {role_arn} cannot be assumed: STS is not running", status=403
        )
    if not sessions.trusts_service(role_arn, PRINCIPAL):
        # AWS's Scheduler assumes the role first: a role that does not trust it is never acted as
        raise AwsError(
            "AccessDeniedException",
            f"{PRINCIPAL} is not authorized to perform sts:AssumeRole on resource {role_arn}",
            status=403,
        )
    return {"principal": sessions.role_principal(role_arn, SESSION)}


async def deliver(
    services: Caller, target: dict[str, Any], payload: str, account_id: str, region: str, execution_id: str
) -> dict[str, str]:
    """Deliver; answers what the delivery produced (a message id, an execution ARN) for the view."""
    found = targets.kind(str(target["Arn"]))
    acting = as_role(services, str(target["RoleArn"]))
    where: dict[str, Any] = {"account_id": account_id, "region": found.region or region}
    arn = str(target["Arn"])
    if found.operation:
        service = SDK_NAMES.get(found.service, found.service)
        if not services.serves(service):
            raise AwsError("ValidationException", f"labcloud does not serve {found.service}.", status=400)
        answer = await services.call(service, found.operation, json.loads(payload), **where, **acting)
        return {
            "operation": f"{service}:{found.operation}",
            "request_id": str(answer.get("ResponseMetadata", "")),
        }
    if found.service == "lambda":
        answer = await services.call(
            "lambda",
            "Invoke",
            {"FunctionName": arn, "InvocationType": "Event", "Payload": payload.encode()},
            **where,
            **acting,
        )
        return {"status_code": str(answer.get("StatusCode", ""))}
    if found.service == "sqs":
        message_id = await send_to_queue(services, arn, payload, where, acting, target, execution_id)
        return {"message_id": message_id}
    if found.service == "sns":
        answer = await services.call(
            "sns", "Publish", {"TopicArn": arn, "Message": payload}, **where, **acting
        )
        return {"message_id": str(answer.get("MessageId", ""))}
    if found.service == "states":
        answer = await services.call(
            "stepfunctions", "StartExecution", {"stateMachineArn": arn, "input": payload}, **where, **acting
        )
        return {"execution_arn": str(answer.get("executionArn", ""))}
    if found.service == "ecs":
        from labcloud.services.eventscheduler import ecs_target

        schedule = str(target.get("_schedule_name") or execution_id)
        answer = await services.call(
            "ecs", "RunTask", ecs_target.run_task_params(target, schedule), **where, **acting
        )
        return {"task_arns": ecs_target.task_arns(answer)}
    parameters = target.get("EventBridgeParameters") or {}
    answer = await services.call(
        "events",
        "PutEvents",
        {
            "Entries": [
                {
                    "Source": parameters.get("Source"),
                    "DetailType": parameters.get("DetailType"),
                    "Detail": payload,
                    "EventBusName": arn,
                }
            ]
        },
        **where,
        **acting,
    )
    entry = answer["Entries"][0]
    if answer.get("FailedEntryCount"):
        raise AwsError(entry.get("ErrorCode", "InternalFailure"), entry.get("ErrorMessage", ""), status=400)
    return {"event_id": str(entry.get("EventId", ""))}


async def send_to_queue(
    services: Caller,
    queue_arn: str,
    body: str,
    where: dict[str, Any],
    acting: dict[str, Any],
    target: dict[str, Any] | None,
    dedup_id: str,
    attributes: dict[str, Any] | None = None,
) -> str:
    found = targets.kind(queue_arn)
    located = await services.call(
        "sqs",
        "GetQueueUrl",
        {"QueueName": found.resource, "QueueOwnerAWSAccountId": found.account_id},
        account_id=where["account_id"],
        region=found.region,
    )
    params: dict[str, Any] = {"QueueUrl": located["QueueUrl"], "MessageBody": body}
    if attributes:
        params["MessageAttributes"] = attributes
    if found.queue_fifo:
        params["MessageGroupId"] = ((target or {}).get("SqsParameters") or {}).get(
            "MessageGroupId"
        ) or "scheduler"
        params["MessageDeduplicationId"] = dedup_id
    sent = await services.call(
        "sqs", "SendMessage", params, account_id=where["account_id"], region=found.region, **acting
    )
    return str(sent.get("MessageId", ""))
