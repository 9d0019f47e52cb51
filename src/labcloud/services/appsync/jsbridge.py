"""The call site of the ``APPSYNC_JS`` runtime: ``labcloud.services.appsync.jsruntime.evaluate`` (built
separately; it never runs code in the server process). Without that package the runtime is unavailable:
resolvers and functions answer AppSync's error for the field, and :func:`available` lets the control
plane refuse ``APPSYNC_JS`` with BadRequestException. Also the control plane's check of code (parsed, never
run: ``BadRequestException`` with ``reason: CODE_ERROR`` and AppSync's ``codeErrors``) and the workers' stop."""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from labcloud.errors import AwsError
from labcloud.services.appsync.resolver_error import ResolverError


class JsOutcome(Protocol):
    value: Any
    error: dict[str, Any] | None
    errors: list[dict[str, Any]]
    stash: dict[str, Any]
    early_return: bool
    logs: list[str]
    levels: list[str]


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
        code_error = getattr(exc, "code_error", None)
        if code_error is not None:
            raise ResolverError(str(exc.message), str(exc.code), None, code_error()) from None  # type: ignore[attr-defined]
        raise ResolverError(str(exc), "Code") from None
    return outcome


async def code_errors(code: str) -> list[dict[str, Any]]:
    """AppSync's ``CodeError`` list for code it would refuse (empty when it parses and passes the checks)."""
    module = importlib.import_module("labcloud.services.appsync.jsruntime")
    try:
        await module.check(code)
    except module.JsRuntimeError as exc:
        return [exc.code_error()]
    return []


def refused(errors: list[dict[str, Any]]) -> AwsError:
    """CreateResolver/CreateFunction's answer to code with errors, as AppSync's."""
    return AwsError(
        "BadRequestException",
        "The code contains one or more errors.",
        reason="CODE_ERROR",
        detail={"codeErrors": errors},
    )


async def check_request(request: Any) -> None:
    """Refuse the APPSYNC_JS code of a resolver or function request that AppSync would refuse."""
    runtime = request.get("runtime") or {}
    code = request.get("code")
    if runtime.get("name") == "APPSYNC_JS" and isinstance(code, str) and code and available():
        errors = await code_errors(code)
        if errors:
            raise refused(errors)


async def shutdown() -> None:
    """Stop the runtime's workers of the running loop (the server's stop)."""
    if available():
        await importlib.import_module("labcloud.services.appsync.jsruntime").shutdown()
