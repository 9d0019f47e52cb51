"""Asynchronous invocation: the durable event queue, retries with backoff, event age, destinations and DLQ.

``InvocationType=Event`` stores the event in ``lambda_async_queue`` before answering 202; a
worker task runs due events, retries function errors up to MaximumRetryAttempts (default 2)
with a growing delay, drops events older than MaximumEventAgeInSeconds, and sends the AWS
destination record to the OnSuccess/OnFailure destination (SQS queue or another function), or
the original event to the function's DeadLetterConfig queue. Delays are AWS's shape scaled down
(1 s, 2 s instead of 1 min, 2 min) so retries are observable in a lab.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import uuid
from collections.abc import Mapping
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_ import invoke, records, tenancy
from labcloud.services.lambda_.core import Resolved, lambda_timestamp, page
from labcloud.services.lambda_.invoke import decode_payload
from labcloud.services.lambda_.names import check_region, function_arn, split_function_name
from labcloud.services.lambda_.repo import async_queue as queue
from labcloud.services.lambda_.repo import functions
from labcloud.services.lambda_.repo.async_queue import Queued
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.unsupported import unsupported
from labcloud.services.lambda_.validation import invalid

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        DeleteFunctionEventInvokeConfigRequest,
        DeleteFunctionEventInvokeConfigResponse,
        GetFunctionEventInvokeConfigRequest,
        GetFunctionEventInvokeConfigResponse,
        ListFunctionEventInvokeConfigsRequest,
        ListFunctionEventInvokeConfigsResponse,
        PutFunctionEventInvokeConfigRequest,
        PutFunctionEventInvokeConfigResponse,
        UpdateFunctionEventInvokeConfigRequest,
        UpdateFunctionEventInvokeConfigResponse,
    )


RETRY_DELAYS_S = (1.0, 2.0)
THROTTLE_DELAY_S = 0.5
DEFAULT_RETRIES = 2
DEFAULT_MAX_AGE_S = 21600


_async_wake: asyncio.Event | None = None
_async_task: asyncio.Task[None] | None = None

# -- configuration API ----------------------------------------------------------------------


def _invoke_configs(
    state: LambdaState, ctx: RequestContext, function_name: str, qualifier: str | None
) -> tuple[str, str, dict[str, Any]]:
    name, derived = split_function_name(function_name)
    check_region(function_name, ctx.region)
    qualifier = qualifier or derived or "$LATEST"
    resolved = records.resolve(state, ctx, name, None if qualifier == "$LATEST" else qualifier)
    return resolved.name, qualifier, dict(resolved.row.invoke_configs)


def _check_destinations(state: LambdaState, config: Mapping[str, Any]) -> None:
    for key in ("OnSuccess", "OnFailure"):
        target = ((config.get("DestinationConfig") or {}).get(key) or {}).get("Destination")
        service = target.split(":")[2:3] if target else []
        if target and service not in (["sqs"], ["lambda"], ["sns"], ["events"], ["s3"]):
            raise invalid(f"The destination ARN {target} is invalid.")
        if service in (["sns"], ["events"], ["s3"]):
            raise unsupported(f"DestinationConfig.{key}", f"{service[0]} destinations (use SQS or Lambda)")


def put_function_event_invoke_config(
    state: LambdaState, params: PutFunctionEventInvokeConfigRequest, ctx: RequestContext
) -> PutFunctionEventInvokeConfigResponse:
    return cast(
        "PutFunctionEventInvokeConfigResponse", _write_invoke_config(state, ctx, params, replace=True)
    )


def update_function_event_invoke_config(
    state: LambdaState, params: UpdateFunctionEventInvokeConfigRequest, ctx: RequestContext
) -> UpdateFunctionEventInvokeConfigResponse:
    return cast(
        "UpdateFunctionEventInvokeConfigResponse", _write_invoke_config(state, ctx, params, replace=False)
    )


def _write_invoke_config(
    state: LambdaState, ctx: RequestContext, params: Mapping[str, Any], *, replace: bool
) -> dict[str, Any]:
    name, qualifier, configs = _invoke_configs(state, ctx, params["FunctionName"], params.get("Qualifier"))
    _check_destinations(state, params)
    doc = {} if replace else dict(configs.get(qualifier) or {})
    for key in ("MaximumRetryAttempts", "MaximumEventAgeInSeconds", "DestinationConfig"):
        if key in params:
            doc[key] = params[key]
    doc.setdefault("DestinationConfig", {"OnSuccess": {}, "OnFailure": {}})
    doc["FunctionArn"] = function_arn(ctx.region, ctx.account_id, name, qualifier)
    doc["LastModified"] = clock.now_datetime()
    configs[qualifier] = {**doc, "LastModified": doc["LastModified"].timestamp()}
    with state.store.transaction():
        functions.save_invoke_configs(state.store, (ctx.account_id, ctx.region, name), configs)
    return doc


def _config_out(state: LambdaState, doc: dict[str, Any]) -> dict[str, Any]:
    return {**doc, "LastModified": datetime.fromtimestamp(doc["LastModified"], timezone.utc)}


def get_function_event_invoke_config(
    state: LambdaState, params: GetFunctionEventInvokeConfigRequest, ctx: RequestContext
) -> GetFunctionEventInvokeConfigResponse:
    name, qualifier, configs = _invoke_configs(state, ctx, params["FunctionName"], params.get("Qualifier"))
    if qualifier not in configs:
        raise AwsError(
            "ResourceNotFoundException",
            f"The function {function_arn(ctx.region, ctx.account_id, name, qualifier)} doesn't have "
            "an EventInvokeConfig",
            status=404,
            Type="User",
        )
    return cast("GetFunctionEventInvokeConfigResponse", _config_out(state, configs[qualifier]))


def delete_function_event_invoke_config(
    state: LambdaState, params: DeleteFunctionEventInvokeConfigRequest, ctx: RequestContext
) -> DeleteFunctionEventInvokeConfigResponse:
    name, qualifier, configs = _invoke_configs(state, ctx, params["FunctionName"], params.get("Qualifier"))
    if configs.pop(qualifier, None) is None:
        raise AwsError(
            "ResourceNotFoundException",
            f"The function {function_arn(ctx.region, ctx.account_id, name, qualifier)} doesn't have "
            "an EventInvokeConfig",
            status=404,
            Type="User",
        )
    with state.store.transaction():
        functions.save_invoke_configs(state.store, (ctx.account_id, ctx.region, name), configs)
    return {}


def list_function_event_invoke_configs(
    state: LambdaState, params: ListFunctionEventInvokeConfigsRequest, ctx: RequestContext
) -> ListFunctionEventInvokeConfigsResponse:
    _, row = records.require_function(state, ctx, params["FunctionName"])
    configs = dict(row.invoke_configs)
    return cast(
        "ListFunctionEventInvokeConfigsResponse",
        page([_config_out(state, d) for d in configs.values()], params, "FunctionEventInvokeConfigs"),
    )


# -- the queue ------------------------------------------------------------------------------


async def run_async(state: LambdaState, row: Queued) -> None:
    ctx = state.host.context("lambda", "Invoke", account_id=row.account_id, region=row.region)
    ctx.request_id = row.id
    try:
        resolved = records.resolve(
            state, ctx, row.name, None if row.qualifier == "$LATEST" else row.qualifier
        )
    except AwsError:
        with state.store.transaction():
            queue.delete(state.store, row.id)
        return
    configs = dict(resolved.row.invoke_configs)
    settings = configs.get(row.qualifier) or configs.get("$LATEST") or {}
    retries = settings.get("MaximumRetryAttempts", DEFAULT_RETRIES)
    max_age = settings.get("MaximumEventAgeInSeconds", DEFAULT_MAX_AGE_S)
    payload = bytes(row.payload)
    attempts = row.attempts + 1
    if clock.now() - row.enqueued > max_age:
        await _finish_async(state, ctx, resolved, row, settings, None, "EventAgeExceeded", attempts - 1)
        return
    try:
        result = await invoke.run_invocation(
            state, ctx, resolved, payload, trigger="async", request_id=row.id, tenant_id=row.tenant_id
        )
    except AwsError as error:
        if error.status == 429:
            with state.store.transaction():
                queue.delay(state.store, row.id, clock.now() + THROTTLE_DELAY_S)
            return
        raise
    if not result.function_error:
        await _finish_async(state, ctx, resolved, row, settings, result, "Success", attempts)
        return
    if attempts > retries:
        await _finish_async(state, ctx, resolved, row, settings, result, "RetriesExhausted", attempts)
        return
    delay = RETRY_DELAYS_S[min(attempts - 1, len(RETRY_DELAYS_S) - 1)]
    with state.store.transaction():
        queue.retry(state.store, row, attempts, clock.now() + delay)


async def _finish_async(
    state: LambdaState,
    ctx: RequestContext,
    resolved: Resolved,
    row: Queued,
    settings: dict[str, Any],
    result: Any,
    condition: str,
    attempts: int,
) -> None:
    with state.store.transaction():
        queue.delete(state.store, row.id)
    success = condition == "Success"
    destination = (
        (settings.get("DestinationConfig") or {}).get("OnSuccess" if success else "OnFailure") or {}
    ).get("Destination")
    executed = row.qualifier
    record: dict[str, Any] = {
        "version": "1.0",
        "timestamp": lambda_timestamp().replace("+0000", "Z"),
        "requestContext": {
            "requestId": row.id,
            "functionArn": function_arn(ctx.region, ctx.account_id, row.name, executed),
            "condition": condition,
            "approximateInvokeCount": attempts,
        },
        "requestPayload": decode_payload(bytes(row.payload)),
        "responseContext": {
            "statusCode": 200,
            "executedVersion": result.executed_version if result is not None else resolved.version,
        },
        "responsePayload": decode_payload(result.payload) if result is not None else None,
    }
    if result is not None and result.function_error:
        record["responseContext"]["functionError"] = result.function_error
    if result is None:
        record.pop("responsePayload")
        record["responseContext"] = {}
    principal = await state.execution.broker.principal(resolved.config.role, row.name, ctx.account_id)
    state.publish(
        ctx,
        "lambda.invocation.destination",
        resource=resolved.config.function_arn,
        function_name=row.name,
        request_id=row.id,
        condition=condition,
        destination=destination,
        attempts=attempts,
    )
    source = {"aws:SourceArn": resolved.config.function_arn, "aws:SourceAccount": ctx.account_id}
    if destination:
        await _deliver(state, ctx, destination, json.dumps(record).encode(), principal, source)
        return
    dlq = resolved.config.dead_letter_target
    if not success and dlq and dlq.split(":")[2] == "sqs":
        error = decode_payload(result.payload) if result is not None else {}
        attributes = {
            "RequestID": {"DataType": "String", "StringValue": row.id},
            "ErrorCode": {"DataType": "Number", "StringValue": "200"},
            "ErrorMessage": {
                "DataType": "String",
                "StringValue": str((error or {}).get("errorMessage", condition))[:1000]
                if isinstance(error, dict)
                else str(error)[:1000],
            },
        }
        with contextlib.suppress(AwsError):
            await state.host.call(
                "sqs",
                "SendMessage",
                {
                    "QueueUrl": queue_url(state, dlq),
                    "MessageBody": bytes(row.payload).decode("utf-8", "replace"),
                    "MessageAttributes": attributes,
                },
                principal=principal,
                region=ctx.region,
                extra=source,
            )


async def _deliver(
    state: LambdaState,
    ctx: RequestContext,
    destination: str,
    body: bytes,
    principal: Any,
    source: dict[str, str],
) -> None:
    service = destination.split(":")[2]
    with contextlib.suppress(AwsError):
        if service == "sqs":
            await state.host.call(
                "sqs",
                "SendMessage",
                {"QueueUrl": queue_url(state, destination), "MessageBody": body.decode()},
                principal=principal,
                region=ctx.region,
                extra=source,
            )
        elif service == "lambda":
            target = records.resolve(state, ctx, destination)
            tenancy.check_invocation(target.config, None)  # no tenant to give a tenant-isolated one
            invoke.enqueue_async(state, ctx, target, body, str(uuid.uuid4()))


def queue_url(state: LambdaState, queue_arn: str) -> str:
    """The URL labcloud's SQS gives the queue with this ARN."""
    parts = queue_arn.split(":")
    return f"{state.settings.endpoint}/{parts[4]}/{parts[5]}"
