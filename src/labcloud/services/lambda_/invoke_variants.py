"""InvokeWithResponseStream and the deprecated InvokeAsync, both run through the Invoke API's own path
(same checks, same sandboxes, same events).

A streaming function (Node.js ``awslambda.streamifyResponse``) streams: each chunk its runtime sends is
a ``PayloadChunk`` event as it arrives, while the function still runs (streamed_invoke.py), then one
``InvokeComplete``. A buffered function (every Python function: AWS's Python runtimes do not stream) is
answered once it returned: its response as ``PayloadChunk`` events (64 KiB each), then ``InvokeComplete``.
A function error sends no more chunks: ``InvokeComplete`` carries the error's type as ``ErrorCode`` and its
message as ``ErrorDetails``; ``LogType=Tail`` puts the base64 log tail in ``LogResult``. InvokeAsync queues an ``Event`` invocation and answers 202 ``{Status: 202}``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING, Any, cast

from labcloud import json_document
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.protocol.eventstream import StreamItem
from labcloud.services.lambda_ import invoke as invoke_op
from labcloud.services.lambda_ import streamed_invoke
from labcloud.services.lambda_.state import LambdaState

if TYPE_CHECKING:
    from labcloud.runtime.response_stream import ResponseStream
    from labcloud.services.lambda_.api import (
        InvokeAsyncRequest,
        InvokeAsyncResponse,
        InvokeRequest,
        InvokeWithResponseStreamRequest,
        InvokeWithResponseStreamResponse,
    )


Invoke = Callable[[RequestContext, dict[str, Any]], Awaitable[dict[str, Any]]]


def _invoke(state: LambdaState) -> Invoke:
    """The Invoke operation the variants run through (same checks, sandboxes and events)."""

    async def run(ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return dict(await invoke_op.invoke(state, cast("InvokeRequest", params), ctx))

    return run


CHUNK_BYTES = 65_536
#: The HTTP Content-Type of a streamed invoke, which botocore reports as ResponseStreamContentType.
STREAM_CONTENT_TYPE = "application/vnd.amazon.eventstream"


#: The deprecated InvokeAsync's payload limit (its reference: "The payload limit is 256KB").
MAX_INVOKE_ASYNC_ARGS = 262_144


async def invoke_async(
    state: LambdaState, params: InvokeAsyncRequest, ctx: RequestContext
) -> InvokeAsyncResponse:
    invoke = _invoke(state)
    args = bytes(params.get("InvokeArgs") or b"")
    if len(args) > MAX_INVOKE_ASYNC_ARGS:
        raise AwsError(
            "RequestTooLargeException",
            f"Request must be smaller than {MAX_INVOKE_ASYNC_ARGS} bytes for the InvokeAsync operation",
            status=413,
            Type="User",
        )
    await invoke(ctx, {"FunctionName": params["FunctionName"], "InvocationType": "Event", "Payload": args})
    return {"Status": 202}


async def invoke_with_response_stream(
    state: LambdaState, params: InvokeWithResponseStreamRequest, ctx: RequestContext
) -> InvokeWithResponseStreamResponse:
    kind = params.get("InvocationType") or "RequestResponse"
    if kind == "DryRun":
        await _invoke(state)(ctx, {**params, "InvocationType": kind})
        return {"StatusCode": 204}
    request = cast("InvokeRequest", {**params, "InvocationType": kind})

    async def run(stream: ResponseStream) -> dict[str, Any]:
        return dict(await invoke_op.invoke_into(state, request, ctx, stream))

    started = await streamed_invoke.start(run)
    if started.live:
        version: Any = started.stream.version
        events = _live_events(started)
    else:
        answer = started.task.result()
        version, events = answer.get("ExecutedVersion"), _events(answer)
    streamed = {
        "StatusCode": 200,
        "ExecutedVersion": version,
        "ResponseStreamContentType": STREAM_CONTENT_TYPE,
        "EventStream": events,
    }
    return cast("InvokeWithResponseStreamResponse", streamed)


def completion(answer: dict[str, Any]) -> dict[str, Any]:
    """The ``InvokeComplete`` event of an Invoke answer."""
    complete: dict[str, Any] = {}
    if answer.get("FunctionError"):
        payload = bytes(answer.get("Payload") or b"")
        try:
            error = json_document.loads(payload)
        except (ValueError, UnicodeDecodeError):
            error = None
        if isinstance(error, dict):
            complete["ErrorCode"] = str(error.get("errorType") or answer["FunctionError"])
            complete["ErrorDetails"] = str(error.get("errorMessage") or "")
        else:
            complete["ErrorCode"] = str(answer["FunctionError"])
            complete["ErrorDetails"] = payload.decode("utf-8", "replace")
    if answer.get("LogResult"):
        complete["LogResult"] = answer["LogResult"]
    return complete


async def _live_events(started: streamed_invoke.Started[dict[str, Any]]) -> AsyncIterator[StreamItem]:
    """A streaming function's chunks as they arrive, then its outcome."""
    try:
        while (data := await started.stream.read()) is not None:
            for start in range(0, len(data), CHUNK_BYTES):
                yield ("event", "PayloadChunk", {"Payload": data[start : start + CHUNK_BYTES]})
        try:
            answer = await started.task
        except AwsError as error:
            yield ("event", "InvokeComplete", {"ErrorCode": error.code, "ErrorDetails": error.message})
            return
        yield ("event", "InvokeComplete", completion(answer))
    finally:
        started.stream.abandon()


async def _events(answer: dict[str, Any]) -> AsyncIterator[StreamItem]:
    if not answer.get("FunctionError"):
        payload = bytes(answer.get("Payload") or b"")
        for start in range(0, len(payload), CHUNK_BYTES):
            yield ("event", "PayloadChunk", {"Payload": payload[start : start + CHUNK_BYTES]})
    yield ("event", "InvokeComplete", completion(answer))
