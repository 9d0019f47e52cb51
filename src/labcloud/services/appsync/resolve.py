"""One field's resolver run: UNIT (request template → data source → response template) and PIPELINE
(before → each function → after), in VTL (``vtl.py``) or ``APPSYNC_JS`` (``jsbridge.py``). A resolver with
no request template on a Lambda data source is a direct Lambda resolver: the function gets AppSync's
context and its answer is the field's value. Data source errors reach ``$ctx.error`` for templates of
version 2018-05-29 (the template decides), and end the field otherwise."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from labcloud.services.appsync import jsbridge, sources, vtl
from labcloud.services.appsync.repo.records import DATA_SOURCE, FUNCTION, Api
from labcloud.services.appsync.state import AppsyncState
from labcloud.services.appsync.vtl import ResolverError, Returned


@dataclass(slots=True)
class Call:
    """One field's invocation: what ``$ctx`` holds."""

    api: Api
    arguments: dict[str, Any]
    source: Any
    identity: Any
    info: dict[str, Any]
    request: dict[str, Any]
    stash: dict[str, Any] = field(default_factory=dict)
    #: ``$util.appendError`` entries of this field
    errors: list[dict[str, Any]] = field(default_factory=list)
    #: with logging on (``request_log.py``): each evaluated mapping (kind, transformed, context)
    logging: bool = False
    mapped: list[tuple[str, Any, dict[str, Any]]] = field(default_factory=list)
    #: with logging on: the code's console lines (level, text)
    messages: list[tuple[str, str]] = field(default_factory=list)

    def mapping(self, kind: str, transformed: Any, context: dict[str, Any]) -> None:
        if self.logging:
            seen = {k: context.get(k) for k in ("arguments", "source", "result", "error", "prev")}
            self.mapped.append((kind, transformed, {**seen, "stash": dict(self.stash)}))

    def context(self, **more: Any) -> dict[str, Any]:
        return {
            "arguments": self.arguments,
            "args": self.arguments,
            "source": self.source,
            "identity": self.identity,
            "stash": self.stash,
            "info": self.info,
            "request": self.request,
            "result": None,
            "error": None,
            "prev": {"result": None},
            **more,
        }


class _Early(Exception):
    def __init__(self, value: Any) -> None:
        super().__init__("early return")
        self.value = value


def _parsed(text: str, what: str) -> Any:
    if not text.strip():
        return None
    try:
        return json.loads(text)
    except ValueError:
        raise ResolverError(f"Unable to convert {text.strip()[:200]} to Object.", "MappingTemplate") from None


def _template(template: str, context: dict[str, Any], call: Call, what: str) -> tuple[Any, bool]:
    """(value, returned): the rendered JSON, or the ``#return`` value with returned=True."""
    try:
        text, returned = vtl.render(template, context, call.errors)
    except vtl.TemplateError as exc:
        raise ResolverError(str(exc), "MappingTemplate") from None
    if isinstance(returned, Returned):
        return returned.value, True
    return _parsed(text, what), False


async def _js(code: str, handler: str, context: dict[str, Any], call: Call) -> tuple[Any, bool]:
    outcome = await jsbridge.evaluate(code, handler, context)
    if call.logging:
        call.messages += zip(outcome.levels, outcome.logs, strict=False)
    call.stash.clear()
    call.stash.update(outcome.stash or {})
    for error in outcome.errors or []:
        call.errors.append(
            {
                "message": error.get("message"),
                "errorType": error.get("type"),
                "data": error.get("data"),
                "errorInfo": error.get("info"),
            }
        )
    if outcome.error:
        error = outcome.error
        raise ResolverError(
            str(error.get("message")), error.get("type"), error.get("data"), error.get("info")
        )
    return outcome.value, bool(outcome.early_return)


async def _unit(state: AppsyncState, call: Call, unit: dict[str, Any], prev: Any, source_name: str) -> Any:
    """One data source step (a UNIT resolver or a pipeline function)."""
    data_source = state.records.item(call.api.api_id, DATA_SOURCE, source_name)
    if data_source is None:
        raise ResolverError(f"No data source found named {source_name}.", "DataSourceNotFound")
    context = call.context(prev={"result": prev})
    js = unit.get("runtime") is not None
    request = unit.get("requestMappingTemplate")
    direct = not js and request is None
    if direct and data_source["type"] != "AWS_LAMBDA":
        raise ResolverError("A request mapping template is required for this data source.", "MappingTemplate")
    document: Any = None
    if js:
        document, early = await _js(str(unit["code"]), "request", context, call)
        if early:
            return document
    elif not direct:
        document, early = _template(str(request), context, call, "request")
        if early:
            return document
    call.mapping("RequestMapping", document if not direct else _direct_payload(context), context)
    version = (document or {}).get("version", "2018-05-29") if isinstance(document, dict) else "2018-05-29"
    error: dict[str, Any] | None = None
    result: Any = None
    try:
        direct_payload = _direct_payload(context) if direct else None
        result = await sources.run(state, call.api, data_source, document or {}, direct_payload)
    except ResolverError as exc:
        if direct or unit.get("responseMappingTemplate") is None and not js or version == "2017-02-28":
            raise
        error = {"message": exc.message, "type": exc.error_type}
    context = call.context(prev={"result": prev}, result=result, error=error)
    if js:
        value, _early = await _js(str(unit["code"]), "response", context, call)
    elif unit.get("responseMappingTemplate") is None:
        value = result
    else:
        value = _responded(str(unit["responseMappingTemplate"]), context, call)
    call.mapping("ResponseMapping", value, context)
    return value


def _responded(template: str, context: dict[str, Any], call: Call) -> Any:
    """A response template's value; one that fails is still logged (with nothing transformed)."""
    try:
        value, _returned = _template(template, context, call, "response")
    except ResolverError:
        call.mapping("ResponseMapping", None, context)
        raise
    return value


def _direct_payload(context: dict[str, Any]) -> dict[str, Any]:
    """What AppSync sends a direct Lambda resolver."""
    return {
        "arguments": context["arguments"],
        "identity": context["identity"],
        "source": context["source"],
        "request": context["request"],
        "prev": context["prev"],
        "info": context["info"],
        "stash": context["stash"],
    }


async def run(state: AppsyncState, call: Call, resolver: dict[str, Any]) -> Any:
    """The field's value (raises ResolverError for the field's error)."""
    if resolver.get("kind") != "PIPELINE":
        return await _unit(state, call, resolver, None, str(resolver["dataSourceName"]))
    js = resolver.get("runtime") is not None
    context = call.context()
    if js:
        value, early = await _js(str(resolver["code"]), "request", context, call)
    elif resolver.get("requestMappingTemplate") is not None:
        value, early = _template(str(resolver["requestMappingTemplate"]), context, call, "request")
    else:
        value, early = None, False
    call.mapping("RequestMapping", value, context)
    if early:
        return value
    prev = value
    for function_id in (resolver.get("pipelineConfig") or {}).get("functions") or []:
        function = state.records.item(call.api.api_id, FUNCTION, function_id)
        if function is None:
            raise ResolverError(f"No function found with id {function_id}.", "FunctionNotFound")
        prev = await _unit(state, call, function, prev, str(function["dataSourceName"]))
    context = call.context(prev={"result": prev}, result=prev)
    if js:
        value, _early = await _js(str(resolver["code"]), "response", context, call)
    elif resolver.get("responseMappingTemplate") is None:
        value = prev
    else:
        value = _responded(str(resolver["responseMappingTemplate"]), context, call)
    call.mapping("ResponseMapping", value, context)
    return value
