"""Invoke: the Invoke API (RequestResponse, Event, DryRun), invocation events, enqueueing Event calls.

Every invocation, whatever its trigger (``sync``, ``async``, ``esm``), goes through
:func:`run_invocation`, which builds the runtime's FunctionSpec (:mod:`execution`), runs it in a
sandbox and publishes ``lambda.invocation.started`` / ``.finished``.
"""

from __future__ import annotations

import base64
import dataclasses
import json
import random
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock, json_document
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.events import scope as event_scope
from labcloud.runtime import InvokeResult
from labcloud.runtime.response_stream import ResponseStream
from labcloud.services.lambda_ import env_encryption, records, tenancy, tracing
from labcloud.services.lambda_.core import Resolved
from labcloud.services.lambda_.durable import lifecycle as durable
from labcloud.services.lambda_.durable.config import SYNC_LIMIT, check_invocable, durable_config
from labcloud.services.lambda_.repo import async_queue as queue
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.unsupported import refuse

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        InvokeRequest,
        InvokeResponse,
    )


MAX_SYNC_PAYLOAD = 6_291_456
#: Invoke's payload limit for Event invocations (1 MB since AWS raised it from 256 KB; the deprecated
#: InvokeAsync keeps 256 KB: ``invoke_variants.MAX_INVOKE_ASYNC_ARGS``).
MAX_ASYNC_PAYLOAD = 1_048_576
_UNDECODED: Any = object()


def decode_payload(payload: bytes) -> Any:
    """A payload as JSON when it is JSON, else as text (for events and destinations)."""
    if not payload:
        return None
    try:
        return json_document.loads(payload)
    except (ValueError, UnicodeDecodeError):
        return payload.decode("utf-8", "replace")


def upstream_trace(event: Any) -> str | None:
    """The X-Ray trace header an invocation arrives with, as AWS propagates it: an API Gateway
    request's ``X-Amzn-Trace-Id``, the first SQS record's ``AWSTraceHeader``, the trace of the request
    that invoked it; None when there is none (``tracing`` decides what the function then sees)."""
    found: str | None = None
    if isinstance(event, dict):
        headers = event.get("headers")
        if isinstance(headers, dict):
            found = next(
                (v for n, v in headers.items() if isinstance(n, str) and n.lower() == "x-amzn-trace-id"), None
            )
        records = event.get("Records")
        if found is None and isinstance(records, list) and records and isinstance(records[0], dict):
            attributes = records[0].get("attributes")
            if isinstance(attributes, dict):
                found = attributes.get("AWSTraceHeader")
    return event_scope.header_value(found if isinstance(found, str) else None) or event_scope.current_trace()


async def run_invocation(
    state: LambdaState,
    ctx: RequestContext,
    resolved: Resolved,
    payload: bytes,
    *,
    trigger: str,
    request_id: str,
    mapping_uuid: str | None = None,
    client_context: str | None = None,
    event: Any = _UNDECODED,
    tenant_id: str | None = None,
    stream: ResponseStream | None = None,
) -> InvokeResult:
    """Run one invocation; ``event`` is ``payload`` already decoded, when the caller built it.
    A weighted alias picks its version here, per invocation, whatever the trigger. ``tenant_id``: the
    tenant of a tenant-isolated function, whose sandboxes serve that tenant alone (``tenancy.py``). ``stream``:
    where a streaming function's answer goes while it runs (a buffered answer still comes back whole)."""
    if resolved.weights:
        resolved = records.route(state, ctx, resolved, random.random())
    tenancy.check_invocation(resolved.config, tenant_id)
    if trigger not in DURABLE_TRIGGERS and durable_config(resolved) is not None:
        return await _run_execution(state, ctx, resolved, payload, request_id)
    spec = state.execution.spec_for(ctx.account_id, ctx.region, resolved)
    if tenant_id is not None:
        spec = dataclasses.replace(spec, tenant_id=tenant_id)
    tenant_fields = {"tenant_id": tenant_id} if tenant_id is not None else {}
    principal = await state.execution.broker.principal(
        resolved.config.role, spec.function_name, ctx.account_id
    )
    state.execution.log_delivery.route(spec.log_group_name, principal, ctx.account_id, ctx.region)
    if event is _UNDECODED:
        event = decode_payload(payload)
    trace_header = tracing.function_header(
        upstream_trace(event), event_scope.new_trace_header(clock.now()), resolved.config
    )
    state.publish(
        ctx,
        "lambda.invocation.started",
        resource=spec.function_arn,
        function_name=spec.function_name,
        request_id=request_id,
        trigger=trigger,
        mapping_uuid=mapping_uuid,
        event=event,
        version=resolved.version,
        trace_id=trace_header,
        **tenant_fields,
    )
    try:
        result = await state.execution.engine.invoke(
            spec,
            payload,
            request_id=request_id,
            client_context=client_context,
            reserved_concurrency=resolved.row.reserved,
            trace_header=trace_header,
            stream=stream,
        )
    except AwsError as error:
        state.publish(
            ctx,
            "lambda.invocation.finished",
            resource=spec.function_arn,
            function_name=spec.function_name,
            request_id=request_id,
            trigger=trigger,
            mapping_uuid=mapping_uuid,
            status="throttled" if error.status == 429 else "error",
            duration_ms=0,
            error={"errorType": error.code, "errorMessage": error.message},
            log="",
            trace_id=trace_header,
        )
        raise
    data: dict[str, Any] = {
        "function_name": spec.function_name,
        "request_id": request_id,
        "trigger": trigger,
        "mapping_uuid": mapping_uuid,
        "status": result.status if result.status != "init_error" else "error",
        "duration_ms": round(result.duration_ms, 3),
        "billed_duration_ms": result.billed_duration_ms,
        "max_memory_mb": result.max_memory_mb,
        "init_duration_ms": result.init_duration_ms,
        "cold": result.cold,
        "sandbox_id": result.sandbox_id,
        "version": result.executed_version,
        "log": result.log_tail,
        "trace_id": trace_header,
        **tenant_fields,
    }
    if result.function_error:
        data["error"] = decode_payload(result.payload)
    elif result.streamed_bytes is None:
        data["result"] = decode_payload(result.payload)
    if result.streamed_bytes is not None:
        data["streamed_bytes"] = result.streamed_bytes
    state.publish(ctx, "lambda.invocation.finished", resource=spec.function_arn, **data)
    return result


#: The triggers of a durable execution's own invocations (every other trigger starts an execution).
DURABLE_TRIGGERS = ("durable", "durable-chained")


async def _run_execution(
    state: LambdaState, ctx: RequestContext, resolved: Resolved, payload: bytes, request_id: str
) -> InvokeResult:
    """A durable function invoked by an event source mapping or its URL: a synchronous execution, its
    outcome given back as the invocation's (the result, or the execution's error as an Unhandled one)."""
    config = check_invocable(resolved, "RequestResponse")
    ex, _new = durable.start(state, ctx, resolved, payload, None)
    limit = min(float(config["ExecutionTimeout"]), float(SYNC_LIMIT)) + 5.0
    ended = await durable.wait_finished(state, ex.arn, limit)
    succeeded = ended is not None and ended.status == "SUCCEEDED"
    if ended is not None and succeeded:
        answer = str(ended.doc.get("Result") or "null").encode()
    else:
        error = (ended.doc.get("Error") if ended is not None else None) or {}
        answer = json.dumps(
            {
                "errorType": error.get("ErrorType") or ended_status(ended),
                "errorMessage": error.get("ErrorMessage") or "",
            }
        ).encode()
    return InvokeResult(
        request_id=request_id,
        payload=answer,
        function_error=None if succeeded else "Unhandled",
        status="success" if succeeded else "error",
        duration_ms=0.0,
        billed_duration_ms=0,
        max_memory_mb=0,
        init_duration_ms=None,
        log_tail="",
        sandbox_id="",
        cold=False,
        executed_version=resolved.version,
    )


# -- the async queue's producer side -----------------------------------------------------


def enqueue_async(
    state: LambdaState,
    ctx: RequestContext,
    resolved: Resolved,
    payload: bytes,
    request_id: str,
    tenant_id: str | None = None,
) -> None:
    """Queue an Event invocation durably (with its tenant, for a tenant-isolated function); the worker
    in :mod:`async_invoke` runs it."""
    now = clock.now()
    with state.store.transaction():
        queue.enqueue(
            state.store,
            request_id,
            ctx.account_id,
            ctx.region,
            resolved.name,
            resolved.qualifier or "$LATEST",
            payload,
            now,
            tenant_id,
        )
        state.publish(
            ctx,
            "lambda.invocation.queued",
            resource=resolved.config.function_arn,
            function_name=resolved.name,
            request_id=request_id,
            event=decode_payload(payload),
        )
    if state.async_wake is not None:
        state.async_wake.set()


# -- the Invoke API ------------------------------------------------------------------------


async def invoke(state: LambdaState, params: InvokeRequest, ctx: RequestContext) -> InvokeResponse:
    return await invoke_into(state, params, ctx, None)


async def invoke_into(
    state: LambdaState, params: InvokeRequest, ctx: RequestContext, stream: ResponseStream | None
) -> InvokeResponse:
    """The Invoke API; ``stream`` (InvokeWithResponseStream's) receives a streaming function's answer as it runs."""
    refuse(params)
    kind = params.get("InvocationType") or "RequestResponse"
    if params.get("DurableExecutionName") and not durable_config(
        records.resolve(state, ctx, params["FunctionName"], params.get("Qualifier"))
    ):
        raise AwsError(
            "InvalidParameterValueException",
            "DurableExecutionName can only be used with a durable function",
            status=400,
            Type="User",
        )
    payload = bytes(params.get("Payload") or b"")
    resolved = records.resolve(state, ctx, params["FunctionName"], params.get("Qualifier"))
    tenant_id = params.get("TenantId")
    tenancy.check_invocation(resolved.config, tenant_id)
    limit = MAX_ASYNC_PAYLOAD if kind == "Event" else MAX_SYNC_PAYLOAD
    if len(payload) > limit:
        raise AwsError(
            "RequestTooLargeException",
            f"Request must be smaller than {limit} bytes for the InvokeFunction operation",
            status=413,
            Type="User",
        )
    if payload.strip():
        try:
            json_document.loads(payload)
        except (ValueError, UnicodeDecodeError) as exc:
            raise AwsError(
                "InvalidRequestContentException",
                f"Could not parse request body into json: {exc}",
                status=400,
                Type="User",
            ) from exc
    else:
        payload = b"{}"
    if durable_config(resolved) is not None:
        return await _invoke_durable(state, params, ctx, resolved, kind, payload)
    if kind == "DryRun":
        return {"StatusCode": 204}
    if kind == "Event":
        enqueue_async(state, ctx, resolved, payload, ctx.request_id, tenant_id)
        return {"StatusCode": 202}
    await env_encryption.check_before_invoke(state, resolved.config)
    result = await run_invocation(
        state,
        ctx,
        resolved,
        payload,
        trigger="sync",
        request_id=ctx.request_id,
        client_context=params.get("ClientContext"),
        tenant_id=tenant_id,
        stream=stream,
    )
    answer: dict[str, Any] = {
        "StatusCode": 200,
        "Payload": result.payload,
        "ExecutedVersion": result.executed_version,
    }
    if result.function_error:
        answer["FunctionError"] = result.function_error
    if params.get("LogType") == "Tail":
        answer["LogResult"] = base64.b64encode(result.log_tail.encode()[-4096:]).decode()
    return cast("InvokeResponse", answer)


async def _invoke_durable(
    state: LambdaState,
    params: InvokeRequest,
    ctx: RequestContext,
    resolved: Resolved,
    kind: str,
    payload: bytes,
) -> InvokeResponse:
    """Invoke of a durable function: start (or find, by name) an execution. An Event invocation
    answers at once; a synchronous one waits for the execution's end (AWS's 15 minutes at most)."""
    config = check_invocable(resolved, kind)
    if kind == "DryRun":
        return {"StatusCode": 204}
    ex, _new = durable.start(state, ctx, resolved, payload, params.get("DurableExecutionName"))
    if kind == "Event":
        return cast("InvokeResponse", {"StatusCode": 202, "DurableExecutionArn": ex.arn})
    limit = min(float(config["ExecutionTimeout"]), float(SYNC_LIMIT)) + 5.0
    ended = await durable.wait_finished(state, ex.arn, limit)
    answer: dict[str, Any] = {
        "StatusCode": 200,
        "ExecutedVersion": resolved.version,
        "DurableExecutionArn": ex.arn,
    }
    if ended is not None and ended.status == "SUCCEEDED":
        answer["Payload"] = str(ended.doc.get("Result") or "null").encode()
        return cast("InvokeResponse", answer)
    error = (ended.doc.get("Error") if ended is not None else None) or {}
    answer["FunctionError"] = "Unhandled"
    if ended is None:
        error = {
            "ErrorType": "Sandbox.Timedout",
            "ErrorMessage": "The durable execution did not end within the synchronous invocation's limit",
        }
    answer["Payload"] = json.dumps(
        {
            "errorType": error.get("ErrorType") or ended_status(ended),
            "errorMessage": error.get("ErrorMessage") or "",
        }
    ).encode()
    return cast("InvokeResponse", answer)


def ended_status(ended: Any) -> str:
    return str(getattr(ended, "status", "Unhandled"))
