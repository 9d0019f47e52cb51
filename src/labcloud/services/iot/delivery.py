"""Running the rules on acknowledged publishes: Publish (and a shadow's update) writes the message to the
outbox (``repo``) in its transaction and answers; this drain then finds the enabled rules whose topic
filter matches (for a Basic Ingest topic, ``$aws/rules/<name>/...``, the named rule alone, which sees the
topic without that prefix, FROM clause or none), evaluates their SQL (``sql/``) and runs their actions (``actions.py``) through the
pipeline. A failing action runs the rule's errorAction with AWS's error message (ruleName, topic, clientId,
base64OriginalPayload, failures). A row leaves the outbox only when its rules have run, so a restart
resumes it (at least once, like AWS). A periodic sweep starts the drain after a restart."""

from __future__ import annotations

import asyncio
import base64
import logging
import uuid
from typing import Any

from labcloud import clock
from labcloud.crash_points import crash_point
from labcloud.errors import AwsError
from labcloud.services.iot import actions, topics
from labcloud.services.iot.events import emit
from labcloud.services.iot.repo import records
from labcloud.services.iot.sql import evaluate, parse
from labcloud.services.iot.state import IotState

log = logging.getLogger("labcloud.iot")
BATCH = 50
SWEEP_SECONDS = 1.0


def drain_soon(state: IotState) -> None:
    """Start draining (after the current transaction commits), unless a drain is already running."""
    if state.draining is not None and not state.draining.done():
        state.again = True
        return
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return
    state.draining = loop.create_task(_drain(state))


def sweep(state: IotState, now: float) -> None:
    if state.draining is None or state.draining.done():
        if records.pending(state.store, 1):
            drain_soon(state)


async def _drain(state: IotState) -> None:
    while True:
        state.again = False
        batch = records.pending(state.store, BATCH)
        if not batch:
            if state.again:
                continue
            return
        for publication in batch:
            crash_point(f"iot.rules:{publication.topic}")
            try:
                await _run_rules(state, publication)
            except Exception:  # noqa: BLE001 - one message's failure never stops the drain
                log.exception("iot rules on %s failed", publication.topic)
            with state.store.transaction():
                records.settle(state.store, publication.id)


async def _run_rules(state: IotState, publication: records.Publication) -> None:
    ingest = topics.basic_ingest(publication.topic)
    seen = publication.topic if ingest is None else ingest[1]
    message = evaluate.Message(
        seen, publication.payload, publication.client_id, int(publication.published * 1000)
    )
    document = message.document()
    for rule in records.rules(state.store, publication.account_id, publication.region):
        if rule.payload.get("ruleDisabled"):
            continue
        statement = parse.statement(rule.payload["sql"])
        if ingest is not None:
            if rule.name != ingest[0]:
                continue
        elif statement.topic_filter is None or not topics.matches(statement.topic_filter, publication.topic):
            continue
        rule_arn = f"arn:aws:iot:{rule.region}:{rule.account_id}:rule/{rule.name}"
        executed = evaluate.matches(statement, message, document)
        emit(
            state,
            "iot.rule.matched",
            rule.account_id,
            rule.region,
            rule_arn,
            topic=publication.topic,
            executed=executed,
        )
        if not executed:
            continue
        output = evaluate.select(statement, message, document)
        failures = await asyncio.gather(
            *(
                _one(state, rule, rule_arn, a, output, message, document, publication)
                for a in rule.payload["actions"]
            )
        )
        failed = [f for f in failures if f is not None]
        if failed and rule.payload.get("errorAction"):
            report = {
                "ruleName": rule.name,
                "topic": publication.topic,
                "cloudwatchTraceId": str(uuid.uuid4()),
                "clientId": publication.client_id,
                "base64OriginalPayload": base64.b64encode(publication.payload).decode(),
                "failures": failed,
            }
            await _one(
                state,
                rule,
                rule_arn,
                rule.payload["errorAction"],
                report,
                message,
                document,
                publication,
                True,
            )


async def _one(
    state: IotState,
    rule: records.Rule,
    rule_arn: str,
    action: dict[str, Any],
    output: Any,
    message: evaluate.Message,
    document: Any,
    publication: records.Publication,
    error_action: bool = False,
) -> dict[str, str] | None:
    kind = actions.kind_of(action)
    try:
        await actions.run(
            state.services,
            state.services,
            action,
            rule_arn,
            output,
            message,
            document,
            rule.account_id,
            rule.region,
            publication.hops,
        )
    except AwsError as error:
        text = f"{error.code}: {error.message}"
    except Exception as error:  # noqa: BLE001 - a target's failure is the rule's failure, never the drain's
        log.exception("iot action %s of %s failed", kind, rule.name)
        text = f"InternalFailure: {error}"
    else:
        emit(
            state,
            "iot.action.succeeded",
            rule.account_id,
            rule.region,
            rule_arn,
            action=kind,
            target=_target(action[kind]),
            topic=publication.topic,
            error_action=error_action,
        )
        return None
    emit(
        state,
        "iot.action.failed",
        rule.account_id,
        rule.region,
        rule_arn,
        action=kind,
        target=_target(action[kind]),
        topic=publication.topic,
        error=text,
        error_action=error_action,
    )
    return {
        "failedAction": _ACTION_NAMES.get(kind, kind),
        "failedResource": _target(action[kind]),
        "errorMessage": text,
    }


_ACTION_NAMES = {
    "lambda": "LambdaAction",
    "sqs": "SqsAction",
    "sns": "SnsAction",
    "dynamoDB": "DynamoAction",
    "dynamoDBv2": "DynamoActionV2",
    "kinesis": "KinesisAction",
    "firehose": "FirehoseAction",
    "stepFunctions": "StepFunctionsAction",
    "republish": "RepublishAction",
}


def _target(body: dict[str, Any]) -> str:
    for key in (
        "functionArn",
        "queueUrl",
        "targetArn",
        "tableName",
        "streamName",
        "deliveryStreamName",
        "stateMachineName",
        "topic",
    ):
        if body.get(key):
            return str(body[key])
    table = (body.get("putItem") or {}).get("tableName")
    return str(table or "")


def publish(
    state: IotState, account_id: str, region: str, topic: str, payload: bytes, client_id: str, hops: int = 0
) -> None:
    """Record an acknowledged message (inside the caller's transaction) and drain once it commits."""
    records.enqueue(state.store, account_id, region, topic, payload, client_id, clock.now(), hops)
    emit(
        state,
        "iot.message.published",
        account_id,
        region,
        f"arn:aws:iot:{region}:{account_id}:topic/{topic}",
        topic=topic,
        bytes=len(payload),
    )
    state.store.after_commit(lambda: drain_soon(state))
