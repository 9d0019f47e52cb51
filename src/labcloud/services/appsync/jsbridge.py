"""The call site of the ``APPSYNC_JS`` runtime: ``labcloud.services.appsync.jsruntime.evaluate`` (built
separately; it never runs code in the server process). Without that package the runtime is unavailable:
resolvers and functions answer AppSync's error for the field, and :func:`available` lets the control
plane refuse ``APPSYNC_JS`` with BadRequestException."""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from labcloud.services.appsync.vtl import ResolverError


class JsOutcome(Protocol):
    value: Any
    error: dict[str, Any] | None
    errors: list[dict[str, Any]]
    stash: dict[str, Any]
    early_return: bool
    logs: list[str]


def _evaluator() -> Any:
    try:
        module = importlib.import_module("labcloud.services.appsync.jsruntime")
    except ImportError:
        return None
    return getattr(module, "evaluate", None)


def available() -> bool:
    return _evaluator() is not None


async def evaluate(code: str, handler: str, context: dict[str, Any]) -> JsOutcome:
    evaluate_js = _evaluator()
    if evaluate_js is None:
        raise ResolverError("labcloud cannot run the APPSYNC_JS runtime here.", "Unsupported")
    try:
        outcome: JsOutcome = await evaluate_js(code, handler, context)
    except ResolverError:
        raise
    except Exception as exc:  # noqa: BLE001 - the evaluator's failure is the field's error
        raise ResolverError(str(exc), "Code") from None
    return outcome
