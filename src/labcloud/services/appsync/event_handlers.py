"""A channel namespace's handlers run on a publish or a subscribe: its APPSYNC_JS ``codeHandlers``
(``onPublish(ctx)`` answers the events to broadcast, each ``{id, payload}``, an ``error`` on one fails that
event, ``null`` drops them all; ``onSubscribe(ctx)`` refuses with ``util.unauthorized()`` or
``util.error()``) in the node workers of ``jsruntime``, or a DIRECT Lambda data source (invoked with the same
context; ``REQUEST_RESPONSE`` answers ``{"events": [...]}`` or ``{"error": ...}``, ``EVENT`` is invoked
asynchronously and the events go out as published). The context is AppSync's: ``events``, ``identity``,
``info.channel.path``/``segments``, ``info.channelNamespace.name``, ``info.operation``, ``request.headers``."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.appsync import jsbridge
from labcloud.services.appsync.repo.records import DATA_SOURCE, Api
from labcloud.services.appsync.resolver_error import ResolverError
from labcloud.services.appsync.state import AppsyncState


@dataclass(slots=True)
class Outcome:
    """What a handler decided: the events to broadcast (``{id, payload}``), the failed ones by id (code,
    message), or a refusal of the whole operation (``refused``: errorType, message)."""

    events: list[dict[str, Any]] = field(default_factory=list)
    failed: dict[str, tuple[str, str]] = field(default_factory=dict)
    refused: tuple[str, str] | None = None
    #: the handler code's console lines (level, text), for the API's logs
    messages: list[tuple[str, str]] = field(default_factory=list)


def context(
    operation: str,
    parts: list[str],
    identity: dict[str, Any] | None,
    headers: dict[str, str],
    events: list[dict[str, Any]] | None,
) -> dict[str, Any]:
    path = "/" + "/".join(parts)
    return {
        "events": events,
        "channel": path,
        "identity": identity,
        "info": {
            "channel": {"path": path, "segments": parts},
            "channelNamespace": {"name": parts[0]},
            "operation": operation,
        },
        "request": {"headers": headers, "domainName": None},
        "stash": {},
        "prev": None,
        "error": None,
        "result": None,
        "outErrors": [],
    }


async def on_publish(
    state: AppsyncState, api: Api, namespace: dict[str, Any], ctx: dict[str, Any]
) -> Outcome:
    incoming: list[dict[str, Any]] = ctx["events"]
    direct = (namespace.get("handlerConfigs") or {}).get("onPublish")
    code = namespace.get("codeHandlers")
    if direct is not None:
        answer, refused = await _direct(state, api, direct, ctx)
        if refused is not None:
            return Outcome(refused=refused)
        if answer is _ASYNC:
            return Outcome(events=incoming)
        value = answer.get("events") if isinstance(answer, dict) else None
        if isinstance(answer, dict) and answer.get("error"):
            return Outcome(refused=("LambdaError", str(answer["error"])))
    elif code and "onPublish" in str(code):
        try:
            outcome = await jsbridge.evaluate(str(code), "onPublish", ctx)
        except ResolverError as failure:
            if failure.error_type == "HANDLER_NOT_FOUND":
                return Outcome(events=incoming)
            return Outcome(refused=(failure.error_type or "CodeError", failure.message))
        messages = list(zip(outcome.levels, outcome.logs, strict=False))
        if outcome.error:
            error = outcome.error
            refused = (str(error.get("type") or "CustomError"), str(error.get("message")))
            return Outcome(refused=refused, messages=messages)
        published = _published(incoming, outcome.value)
        published.messages = messages
        return published
    else:
        return Outcome(events=incoming)
    return _published(incoming, value)


def _published(incoming: list[dict[str, Any]], value: Any) -> Outcome:
    """The handler's answer as events to send and events failed (an answer that is not a list sends none)."""
    known = {str(event["id"]) for event in incoming}
    out = Outcome()
    for item in value if isinstance(value, list) else []:
        if not isinstance(item, dict) or str(item.get("id")) not in known:
            continue
        if item.get("error"):
            out.failed[str(item["id"])] = ("CustomError", str(item["error"]))
        else:
            out.events.append({"id": str(item["id"]), "payload": item.get("payload")})
    return out


async def on_subscribe(
    state: AppsyncState, api: Api, namespace: dict[str, Any], ctx: dict[str, Any]
) -> tuple[str, str] | None:
    """None to admit the subscription, else the refusal (errorType, message)."""
    direct = (namespace.get("handlerConfigs") or {}).get("onSubscribe")
    code = namespace.get("codeHandlers")
    if direct is not None:
        answer, refused = await _direct(state, api, direct, ctx)
        if refused is not None:
            return refused
        if isinstance(answer, dict) and answer.get("error"):
            return ("Unauthorized", str(answer["error"]))
        return None
    if not code or "onSubscribe" not in str(code):
        return None
    try:
        outcome = await jsbridge.evaluate(str(code), "onSubscribe", ctx)
    except ResolverError as failure:
        if failure.error_type == "HANDLER_NOT_FOUND":
            return None
        return (failure.error_type or "CodeError", failure.message)
    if outcome.error:
        return (str(outcome.error.get("type") or "CustomError"), str(outcome.error.get("message")))
    return None


_ASYNC = object()


async def _direct(
    state: AppsyncState, api: Api, config: dict[str, Any], ctx: dict[str, Any]
) -> tuple[Any, tuple[str, str] | None]:
    """Invoke the DIRECT Lambda data source with the handler's context: its answer (``_ASYNC`` for an
    EVENT invocation), or a refusal."""
    from labcloud.services.appsync import sources

    integration = config.get("integration") or {}
    source = state.records.item(api.api_id, DATA_SOURCE, str(integration.get("dataSourceName", "")))
    if source is None or source.get("type") != "AWS_LAMBDA":
        return None, ("DataSourceNotFound", f"Data source {integration.get('dataSourceName')} not found.")
    if (integration.get("lambdaConfig") or {}).get("invokeType") == "EVENT":
        function = str(source["lambdaConfig"]["lambdaFunctionArn"])
        try:
            await state.services.call(
                "lambda",
                "Invoke",
                {"FunctionName": function, "InvocationType": "Event", "Payload": json.dumps(ctx).encode()},
                account_id=api.account_id,
                region=api.region,
                extra={"aws:SourceArn": api.arn, "aws:SourceAccount": api.account_id},
                **sources.acting_as(state, source),
            )
        except AwsError as exc:
            return None, (f"Lambda:{exc.code}", exc.message)
        except ResolverError as failure:
            return None, (failure.error_type or "Unauthorized", failure.message)
        return _ASYNC, None
    try:
        return await sources.run(state, api, source, {}, ctx), None
    except ResolverError as failure:
        return None, (failure.error_type or "Lambda:Unhandled", failure.message)
