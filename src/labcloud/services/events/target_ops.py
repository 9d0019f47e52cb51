"""Target operations: PutTargets, RemoveTargets, ListTargetsByRule.

Every check is made before anything is written, so a refused call changes nothing. AWS reports
per-entry failures only for concurrent changes, which the one store transaction rules out: the
answers carry ``FailedEntryCount: 0`` and every malformed target refuses the whole call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.services.events import appsync, paging, target_kinds, transform
from labcloud.services.events.errors import limit_exceeded, validation
from labcloud.services.events.names import existing_rule
from labcloud.services.events.publish import emit
from labcloud.services.events.repo import rules
from labcloud.services.events.state import EventsState

if TYPE_CHECKING:
    from labcloud.services.events.api import (
        ListTargetsByRuleRequest,
        ListTargetsByRuleResponse,
        PutTargetsRequest,
        PutTargetsResponse,
        RemoveTargetsRequest,
        RemoveTargetsResponse,
        Target,
    )

MAX_TARGETS = 5
#: Target members for target kinds labcloud does not deliver to: refused, never ignored (EcsParameters
#: only on an ECS cluster target).
OTHER_KINDS = (
    "RunCommandParameters",
    "EcsParameters",
    "BatchParameters",
    "RedshiftDataParameters",
    "SageMakerPipelineParameters",
)


def check_target(state: EventsState, target: Target, ctx: RequestContext) -> None:
    target_id = target["Id"]
    arn = target_kinds.parse(target["Arn"])
    if arn is None:
        raise validation(
            f"Parameter {target['Arn']} is not valid. Reason: Provided Arn is not in correct format."
        )
    service = target_kinds.DELIVERED.get(arn.service)
    if service is None or not state.services.serves(service):
        served = (
            "runs but does not deliver events to" if state.services.serves(arn.service) else "does not serve"
        )
        raise validation(
            f"Target {target_id}: labcloud {served} the {arn.service} service ({target['Arn']})."
        )
    for member in OTHER_KINDS:
        if target.get(member) is not None and not (
            (member == "EcsParameters" and arn.service == "ecs")
            or (member == "BatchParameters" and arn.service == "batch")
        ):
            raise validation(f"Parameter(s) {member} not valid for target: {target_id}.")
    if arn.service == "ecs":
        from labcloud.services.events import ecs_target

        why = ecs_target.check(dict(target))
        if why:
            raise validation(why)
    if arn.service == "batch":
        from labcloud.services.events import batch_target

        why = batch_target.check(dict(target))
        if why:
            raise validation(why)
    if target.get("HttpParameters") is not None and not arn.api_destination:
        raise validation(f"Parameter(s) HttpParameters not valid for target: {target_id}.")
    if target.get("SqsParameters") is not None and not (arn.service == "sqs" or arn.fifo):
        raise validation(f"Parameter(s) SqsParameters not valid for target: {target_id}.")
    if target.get("AppSyncParameters") is not None and arn.service != "appsync":
        raise validation(f"Parameter(s) AppSyncParameters not valid for target: {target_id}.")
    if arn.service == "appsync":
        appsync.check(target)
    if target.get("KinesisParameters") is not None and arn.service != "kinesis":
        raise validation(f"Parameter(s) KinesisParameters not valid for target: {target_id}.")
    kinesis: dict[str, Any] = dict(target.get("KinesisParameters") or {})
    key_path = kinesis.get("PartitionKeyPath")
    if key_path is not None and not _is_path(key_path):
        raise validation(
            f"Parameter {key_path} is not valid. Reason: PartitionKeyPath is not a valid JsonPath."
        )
    if arn.service in target_kinds.NEEDS_ROLE and not target.get("RoleArn"):
        raise validation(f"RoleArn is required for target {target['Arn']}.")
    if arn.fifo and not (target.get("SqsParameters") or {}).get("MessageGroupId"):
        raise validation(f"Parameter(s) SqsParameters must be specified for target: {target_id}.")
    if arn.api_destination and not target.get("RoleArn"):
        raise validation(f"RoleArn is required for target {target['Arn']}.")
    if arn.api_destination and (arn.account_id != ctx.account_id or arn.region != ctx.region):
        raise validation(f"Target {target_id}: an API destination must be in the rule's account and region.")
    if arn.account_id != ctx.account_id and arn.service != "events":
        raise validation(
            f"Target {target_id}: only an event bus may be a target in another account ({target['Arn']})."
        )
    if arn.service != "events" and arn.region != ctx.region:
        raise validation(
            f"Target {target_id}: only an event bus may be a target in another region ({target['Arn']})."
        )
    dead_letter = (target.get("DeadLetterConfig") or {}).get("Arn")
    if dead_letter is not None:
        queue = target_kinds.parse(dead_letter)
        if queue is None or queue.service != "sqs":
            raise validation(f"The DeadLetterConfig Arn of target {target_id} is not a valid SQS queue ARN.")
        if queue.fifo:
            raise validation(
                f"The DeadLetterConfig of target {target_id} must be a standard SQS queue, not FIFO."
            )
        if queue.account_id != ctx.account_id:
            raise validation(
                f"Target {target_id}: labcloud does not support a DeadLetterConfig in another account."
            )
    retry: dict[str, Any] = dict(target.get("RetryPolicy") or {})
    attempts = retry.get("MaximumRetryAttempts")
    if attempts is not None and not 0 <= attempts <= 185:
        raise validation("Parameter MaximumRetryAttempts must be between 0 and 185.")
    age = retry.get("MaximumEventAgeInSeconds")
    if age is not None and not 60 <= age <= 86400:
        raise validation("Parameter MaximumEventAgeInSeconds must be between 60 and 86400.")
    try:
        transform.check(dict(target))
    except transform.InputError as error:
        raise validation(str(error)) from None


def _is_path(path: str) -> bool:
    try:
        transform.parse_path(path)
    except ValueError:
        return False
    return True


def put_targets(state: EventsState, request: PutTargetsRequest, ctx: RequestContext) -> PutTargetsResponse:
    given = request["Targets"]
    ids = [target["Id"] for target in given]
    if len(set(ids)) != len(ids):
        raise validation("Target ids must be unique within one request.")
    for target in given:
        check_target(state, target, ctx)
    with state.store.transaction():
        rule = existing_rule(state.store, request["Rule"], request.get("EventBusName"), ctx)
        existing = {target.target_id for target in rules.targets(state.store, rule)}
        if len(existing | set(ids)) > MAX_TARGETS:
            raise limit_exceeded("The requested resource exceeds the maximum number allowed.")
        for target in given:
            rules.put_target(state.store, rule, target["Id"], dict(target))
            emit(
                state,
                "events.target.put",
                ctx.account_id,
                ctx.region,
                rule.arn,
                rule=rule.name,
                bus=rule.bus,
                target_id=target["Id"],
                target_arn=target["Arn"],
            )
    return {"FailedEntryCount": 0, "FailedEntries": []}


def remove_targets(
    state: EventsState, request: RemoveTargetsRequest, ctx: RequestContext
) -> RemoveTargetsResponse:
    with state.store.transaction():
        rule = existing_rule(state.store, request["Rule"], request.get("EventBusName"), ctx)
        for target_id in request["Ids"]:
            if rules.remove_target(state.store, rule, target_id):
                emit(
                    state,
                    "events.target.removed",
                    ctx.account_id,
                    ctx.region,
                    rule.arn,
                    rule=rule.name,
                    bus=rule.bus,
                    target_id=target_id,
                )
    return {"FailedEntryCount": 0, "FailedEntries": []}


def list_targets_by_rule(
    state: EventsState, request: ListTargetsByRuleRequest, ctx: RequestContext
) -> ListTargetsByRuleResponse:
    rule = existing_rule(state.store, request["Rule"], request.get("EventBusName"), ctx)
    found = rules.targets(state.store, rule)
    position = paging.after(request.get("NextToken")) or "0"
    if not is_digits(position):
        raise validation("The NextToken provided is invalid.")
    start = int(position)
    limit = paging.limit(request.get("Limit"))
    page = found[start : start + limit]
    answer: ListTargetsByRuleResponse = {"Targets": [target.spec for target in page]}  # type: ignore[misc]
    if start + limit < len(found):
        answer["NextToken"] = paging.token(str(start + limit))
    return answer
