"""What PutLogEvents sends on, after its commit: the matching events to each subscription filter's
Lambda (an asynchronous ``Invoke`` through the pipeline, one task per filter, tracked in the state
so the service's stop cancels them) and metric filter data to CloudWatch (``PutMetricData``). A
failed delivery is logged, never the writer's error."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from labcloud.context import RequestContext

from .filter_pattern import compile_pattern
from .repo.events import event_id
from .repo.subscriptions import Subscription
from .state import LogsState
from .subscriptions import lambda_payload

log = logging.getLogger("labcloud.logs")


def deliver(
    state: LogsState,
    ctx: RequestContext,
    group: str,
    stream: str,
    filters: list[Subscription],
    events: list[tuple[int, str, int]],
    policy_level: str | None = None,
) -> None:
    """Start one Lambda delivery per subscription filter with matching events (``events``:
    timestamp, message, row id); ``policy_level`` ``ACCOUNT_LEVEL_POLICY`` for the filters of
    account-level policies."""
    for row in filters:
        pattern = compile_pattern(row.pattern)
        matching = [
            {"id": event_id(ts, row_id), "timestamp": ts, "message": message}
            for ts, message, row_id in events
            if pattern.matches(message)
        ]
        if not matching or ":lambda:" not in row.destination_arn:
            continue
        payload = lambda_payload(ctx.account_id, group, stream, row.name, matching, policy_level)
        task = asyncio.get_running_loop().create_task(_invoke(state, ctx, row.destination_arn, payload))
        state.deliveries.add(task)
        task.add_done_callback(state.deliveries.discard)


async def _invoke(state: LogsState, ctx: RequestContext, function_arn: str, payload: bytes) -> None:
    try:
        await state.caller.call(
            "lambda",
            "Invoke",
            {"FunctionName": function_arn, "InvocationType": "Event", "Payload": payload},
            account_id=ctx.account_id,
            region=ctx.region,
        )
    except Exception:  # noqa: BLE001 - a failed delivery must not disturb the writer
        log.exception("subscription delivery to %s failed", function_arn)


async def publish_metric(state: LogsState, ctx: RequestContext, request: dict[str, Any]) -> None:
    """Send one metric filter's data to CloudWatch."""
    try:
        await state.caller.call(
            "cloudwatch", "PutMetricData", request, account_id=ctx.account_id, region=ctx.region
        )
    except Exception:  # noqa: BLE001 - the log events are stored whatever CloudWatch says
        log.exception("metric filter data for %s was not delivered", request.get("Namespace"))


async def stop(state: LogsState) -> None:
    """Cancel the deliveries still running (the service stops)."""
    tasks = list(state.deliveries)
    for task in tasks:
        task.cancel()
    for task in tasks:
        try:
            await task
        except (asyncio.CancelledError, Exception):  # noqa: BLE001 - stopping anyway
            pass
    state.deliveries.clear()
