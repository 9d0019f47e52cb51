"""EvaluateCode and EvaluateMappingTemplate: one ``APPSYNC_JS`` handler (``jsbridge.py``, run in a node
worker, never here) or one VTL template (``vtl.py``) against a context given as JSON, answered in AppSync's
shape: ``evaluationResult`` (JSON text), ``stash``, ``outErrors`` (what ``util.appendError`` collected),
``logs``, and ``error`` when the code or template failed (with ``codeErrors`` for code). A context that is
not a JSON object, or a runtime other than APPSYNC_JS 1.0.0, is a BadRequestException."""

from __future__ import annotations

import copy
import json
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.appsync import jsbridge, vtl
from labcloud.services.appsync.errors import bad_request
from labcloud.services.appsync.state import AppsyncState

if TYPE_CHECKING:
    from labcloud.services.appsync.api import (
        EvaluateCodeRequest,
        EvaluateCodeResponse,
        EvaluateMappingTemplateRequest,
        EvaluateMappingTemplateResponse,
    )

#: what every context holds when the caller leaves it out
_CONTEXT_DEFAULTS: dict[str, Any] = {
    "arguments": {},
    "source": None,
    "identity": None,
    "stash": {},
    "result": None,
    "error": None,
    "prev": {"result": None},
    "info": {},
    "request": {"headers": {}},
}


def _context(text: str) -> dict[str, Any]:
    try:
        given = json.loads(text)
    except ValueError:
        raise bad_request("The context is not valid JSON.") from None
    if not isinstance(given, dict):
        raise bad_request("The context must be a JSON object.")
    context = {**copy.deepcopy(_CONTEXT_DEFAULTS), **given}
    if "args" in given and "arguments" not in given:
        context["arguments"] = given["args"]
    context["args"] = context["arguments"]
    if not isinstance(context["stash"], dict):
        raise bad_request("The context's stash must be a JSON object.")
    return context


def _out_errors(errors: list[dict[str, Any]]) -> str:
    return json.dumps(
        [
            {
                "message": e.get("message"),
                "errorType": e.get("errorType", e.get("type")),
                "data": e.get("data"),
                "errorInfo": e.get("errorInfo", e.get("info")),
            }
            for e in errors
        ]
    )


async def evaluate_code(
    state: AppsyncState, request: EvaluateCodeRequest, ctx: RequestContext
) -> EvaluateCodeResponse:
    runtime = request["runtime"]
    if runtime.get("name") != "APPSYNC_JS" or runtime.get("runtimeVersion") != "1.0.0":
        raise bad_request("The runtime must be APPSYNC_JS version 1.0.0.")
    function = request.get("function") or "request"
    if function not in ("request", "response"):
        raise bad_request("function must be request or response.")
    context = _context(request["context"])
    if not jsbridge.available():
        raise bad_request("labcloud cannot run the APPSYNC_JS runtime here.")
    code_errors = await jsbridge.code_errors(request["code"])
    if code_errors:
        return {"error": {"message": "The code contains one or more errors.", "codeErrors": code_errors}}  # type: ignore[typeddict-item]
    try:
        outcome = await jsbridge.evaluate(request["code"], function, context)
    except vtl.ResolverError as exc:
        failed: dict[str, Any] = {"message": exc.message}
        if isinstance(exc.info, dict) and "errorType" in exc.info:
            failed["codeErrors"] = [exc.info]
        return {"error": failed}  # type: ignore[typeddict-item]
    answer: dict[str, Any] = {
        "logs": list(outcome.logs),
        "stash": json.dumps(outcome.stash or {}),
        "outErrors": _out_errors(list(outcome.errors or [])),
    }
    if outcome.error:
        answer["error"] = {"message": str(outcome.error.get("message"))}
    else:
        answer["evaluationResult"] = json.dumps(outcome.value)
    return answer  # type: ignore[return-value]


def evaluate_mapping_template(
    state: AppsyncState, request: EvaluateMappingTemplateRequest, ctx: RequestContext
) -> EvaluateMappingTemplateResponse:
    context = _context(request["context"])
    errors: list[dict[str, Any]] = []
    answer: dict[str, Any] = {"logs": []}
    try:
        text, returned = vtl.render(request["template"], context, errors)
    except vtl.ResolverError as exc:
        answer["error"] = {"message": exc.message}
    except vtl.TemplateError as exc:
        answer["error"] = {"message": str(exc)}
    else:
        if isinstance(returned, vtl.Returned):
            text = json.dumps(returned.value)
        answer["evaluationResult"] = text
    answer["stash"] = json.dumps(context["stash"], default=str)
    answer["outErrors"] = _out_errors(errors)
    return answer  # type: ignore[return-value]
