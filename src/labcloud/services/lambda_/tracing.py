"""A function's X-Ray tracing mode (``TracingConfig``) and the trace header each invocation runs with.

labcloud has no X-Ray: no segment is recorded, sent or kept, and GetTraceSummaries has nothing to
find. The mode still changes what the function sees, as on AWS, so code that reads or propagates the
header (the X-Ray SDK, Powertools, OpenTelemetry) behaves as it does there:

- ``PassThrough`` (the default): the upstream header (an API Gateway request's ``X-Amzn-Trace-Id``,
  an SQS record's ``AWSTraceHeader``, the calling request's trace) is passed on as it came; without
  one the invocation starts a new trace that is not sampled (``Sampled=0``).
- ``Active``: Lambda makes the sampling decision when no upstream service made it (``Sampled=1``,
  labcloud samples every such invocation) and the function runs under Lambda's own segment, a new
  ``Parent`` id; an upstream ``Sampled=0`` is respected, as on AWS.

The header is ``Root=1-<8 hex epoch seconds>-<24 hex>;Parent=<16 hex>;Sampled=<0|1>`` (other fields
an upstream service set, e.g. ``Lineage``, are kept) and reaches the function as ``_X_AMZN_TRACE_ID``.
A Mode outside the model's enum is refused by the protocol layer's shape check (ValidationException).
"""

from __future__ import annotations

import secrets
from typing import Any

from labcloud.services.lambda_.function_config import FunctionConfig


def stored(given: Any, current: dict[str, Any] | None = None) -> dict[str, str]:
    """The ``TracingConfig`` a function keeps: a given Mode, else the current one, else PassThrough."""
    mode = (given or {}).get("Mode") or (current or {}).get("Mode") or "PassThrough"
    return {"Mode": str(mode)}


def _fields(header: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in header.split(";"):
        key, _, value = part.strip().partition("=")
        if key:
            out[key] = value
    return out


def function_header(upstream: str | None, new: str, config: FunctionConfig) -> str:
    """The ``_X_AMZN_TRACE_ID`` of one invocation: ``upstream`` is the header it was invoked with (or
    None), ``new`` a fresh unsampled one, ``config`` the function's configuration."""
    if not config.tracing_active:
        return upstream or new
    fields = _fields(upstream or new)
    decided = upstream is not None and fields.get("Sampled") in ("0", "1")
    if decided and fields["Sampled"] == "0":
        return upstream or new
    fields["Parent"] = secrets.token_hex(8)
    fields["Sampled"] = "1"
    ordered = {
        "Root": fields.pop("Root", ""),
        "Parent": fields.pop("Parent"),
        "Sampled": fields.pop("Sampled"),
    }
    return ";".join(f"{k}={v}" for k, v in {**ordered, **fields}.items())
