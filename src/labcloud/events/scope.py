"""The request an event is published for: its ``X-Amzn-Trace-Id`` and the Lambda invocation calling.

A request that carries an X-Ray trace header (a function's SDK sends ``_X_AMZN_TRACE_ID`` as
``X-Amzn-Trace-Id``; API Gateway makes one per request) or comes from a function's sandbox opens a
:class:`Scope` for as long as it runs; :meth:`labcloud.events.bus.EventBus.publish` stamps the events
published meanwhile with ``trace_id`` and ``lambda_request_id`` (when the data has none), so a
request's trace (``labcloud.view.trace``) joins what a function caused even where no id of the
function's is in the event. A scope closes when its request ends: work a request started that runs
later (a background delivery, a poller) is not stamped with it; what AWS propagates there is
carried explicitly (the invocation's trace header, ``AWSTraceHeader`` in an SQS record).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

#: The longest trace header taken from a request (AWS allows 7 KB of header; a trace id is short).
MAX_HEADER = 256


#: ``extra`` key of an internal call (``hub.call``) made for a Step Functions execution: the events the
#: call publishes (a Task's function invocation) carry that ``execution_arn``.
EXECUTION_KEY = "labcloud:execution_arn"


@dataclass(slots=True)
class Scope:
    """What the events published within a request or an invocation share: its trace and ids."""

    trace_header: str | None
    lambda_request_id: str | None
    open: bool = True
    execution_arn: str | None = None


_CURRENT: ContextVar[Scope | None] = ContextVar("labcloud_event_scope", default=None)


def current() -> Scope | None:
    """The open scope of the request running now, if any."""
    scope = _CURRENT.get()
    return scope if scope is not None and scope.open else None


def current_trace() -> str | None:
    scope = current()
    return scope.trace_header if scope is not None else None


def header_value(value: str | None) -> str | None:
    """A trace header as given, when it looks like one (``Root=…``) and is not too long."""
    if not value or len(value) > MAX_HEADER or "Root=" not in value:
        return None
    return value


def new_trace_header(now: float | None = None) -> str:
    """A fresh X-Ray trace header (``Root=1-<epoch hex>-<96 random bits>``)."""
    stamp = int(time.time() if now is None else now)
    return f"Root=1-{stamp:08x}-{secrets.token_hex(12)};Parent={secrets.token_hex(8)};Sampled=0"


def stamped(opened: Scope, payload: dict[str, Any]) -> dict[str, Any]:
    """``payload`` with the scope's ``trace_id`` and ``lambda_request_id`` where it has none."""
    adds: dict[str, Any] = {}
    if opened.trace_header and "trace_id" not in payload:
        adds["trace_id"] = opened.trace_header
    if opened.lambda_request_id and "lambda_request_id" not in payload:
        adds["lambda_request_id"] = opened.lambda_request_id
    if opened.execution_arn and "execution_arn" not in payload:
        adds["execution_arn"] = opened.execution_arn
    return {**payload, **adds} if adds else payload


@contextmanager
def scope(
    trace_header: str | None, lambda_request_id: str | None = None, execution_arn: str | None = None
) -> Iterator[Scope | None]:
    """Events published inside carry this trace, invocation and execution (nothing when all are None)."""
    if not trace_header and not lambda_request_id and not execution_arn:
        yield None
        return
    outer = current()
    opened = Scope(
        trace_header or (outer.trace_header if outer else None),
        lambda_request_id or (outer.lambda_request_id if outer else None),
        execution_arn=execution_arn,
    )
    token = _CURRENT.set(opened)
    try:
        yield opened
    finally:
        opened.open = False
        _CURRENT.reset(token)


@contextmanager
def resumed(opened: Scope | None) -> Iterator[None]:
    """Work a request decided, done after it ended (``services/sqs/later.py``): what it publishes carries
    that request's scope (``opened``, taken while it ran), whichever scope is open when it runs."""
    token = _CURRENT.set(
        None
        if opened is None
        else Scope(opened.trace_header, opened.lambda_request_id, execution_arn=opened.execution_arn)
    )
    try:
        yield
    finally:
        _CURRENT.reset(token)
