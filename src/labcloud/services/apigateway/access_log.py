"""Access logs: a stage's ``accessLogSettings`` (``destinationArn`` a CloudWatch Logs group,
``format`` with ``$context`` variables) set by UpdateStage, and one line per request written to that
group's ``<api id>_<stage>`` stream through Logs' own API (the stream is created when missing).

Variables are ``$context.<name>`` (and ``$context.<a>.<b>``) of the request's context — requestId,
extendedRequestId, identity.sourceIp, identity.userAgent, identity.apiKeyId, requestTime,
requestTimeEpoch, httpMethod, resourcePath, path, protocol, stage, apiId, authorizer.principalId... —
plus status, responseLength, responseLatency and integrationLatency; a value that is not there is
``-``, as on AWS. Writing happens after the answer, never delaying it; a failed write is logged."""

from __future__ import annotations

import asyncio
import json
import logging
import re
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.apigateway.errors import bad_request
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.state import ApigwState

log = logging.getLogger("labcloud.apigateway")

_VARIABLE = re.compile(r"\$context\.([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)")
_GROUP_ARN = re.compile(
    r"^arn:aws:logs:(?P<region>[a-z0-9-]+):(?P<account>\d{12}):log-group:(?P<name>[^:]+)(:\*)?$"
)
MAX_FORMAT = 3 * 1024


def check_settings(settings: dict[str, Any]) -> None:
    destination = str(settings.get("destinationArn") or "")
    if destination and _GROUP_ARN.match(destination) is None:
        raise bad_request(
            f"Invalid ARN specified in the request: {destination}, a CloudWatch Logs group ARN is expected"
        )
    text = str(settings.get("format") or "")
    if len(text) > MAX_FORMAT:
        raise bad_request("The access log format is longer than 3 KB")
    if text and "$context.requestId" not in text and "$context.extendedRequestId" not in text:
        raise bad_request(
            "Access Log format must contain at least $context.requestId or $context.extendedRequestId"
        )


def apply(doc: dict[str, Any], operations: list[Any]) -> dict[str, Any]:
    """The stage with its ``/accessLogSettings/...`` patches applied."""
    settings = dict(doc.get("accessLogSettings") or {})
    for operation in operations:
        op, path = str(operation.get("op") or ""), str(operation.get("path") or "")
        member = path.removeprefix("/accessLogSettings").lstrip("/")
        if op == "remove" and not member:
            settings = {}
        elif op in ("replace", "add") and member in ("destinationArn", "format"):
            settings[member] = str(operation.get("value") or "")
        else:
            raise bad_request(f"Invalid patch path '{path}' specified for op '{op}'")
    out = {k: v for k, v in doc.items() if k != "accessLogSettings"}
    if settings:
        check_settings(settings)
        out["accessLogSettings"] = settings
    return out


def is_access_log(operation: Any) -> bool:
    return str(operation.get("path") or "").startswith("/accessLogSettings")


def render(template: str, context: dict[str, Any]) -> str:
    def value(match: re.Match[str]) -> str:
        found: Any = context
        for part in match.group(1).split("."):
            found = found.get(part) if isinstance(found, dict) else None
        if found is None or found == "":
            return "-"
        return json.dumps(found) if isinstance(found, (dict, list)) else str(found)

    return _VARIABLE.sub(value, template)


def write(state: ApigwState, facts: Facts, status: int, length: int) -> None:
    """Schedules the request's line when its stage logs access; returns at once."""
    settings = facts.stage.get("accessLogSettings") or {}
    found = _GROUP_ARN.match(str(settings.get("destinationArn") or ""))
    if found is None or not settings.get("format"):
        return
    context = facts.request_context()
    context.update(
        status=status,
        responseLength=length,
        responseLatency=int((clock.now() - facts.started) * 1000),
        integrationLatency=int(facts.integration_latency_ms),
    )
    line = render(str(settings["format"]), context)
    stream = f"{facts.api.id}_{facts.stage_name}"
    send(state, found.group("account"), found.group("region"), found.group("name"), stream, [line])


def send(
    state: ApigwState,
    account: str,
    region: str,
    group: str,
    stream: str,
    lines: list[str],
    *,
    make_group: bool = False,
) -> None:
    """Schedules ``lines`` for ``group``/``stream`` (the stream, and with ``make_group`` the group, made
    when missing) after the answer; returns at once. Execution logs (``execution_log.py``) send here too."""
    task = asyncio.ensure_future(_put(state, account, region, group, stream, lines, make_group))
    state.log_tasks.add(task)
    task.add_done_callback(state.log_tasks.discard)


async def _put(
    state: ApigwState, account: str, region: str, group: str, stream: str, lines: list[str], make_group: bool
) -> None:
    now = int(clock.now() * 1000)
    params = {
        "logGroupName": group,
        "logStreamName": stream,
        "logEvents": [{"timestamp": now, "message": line} for line in lines],
    }

    async def make(operation: str, **names: str) -> None:
        try:
            await state.calls.call("logs", operation, names, account_id=account, region=region)
        except AwsError as made:
            if made.code != "ResourceAlreadyExistsException":
                raise

    try:
        try:
            await state.calls.call("logs", "PutLogEvents", params, account_id=account, region=region)
        except AwsError as exc:
            if exc.code != "ResourceNotFoundException":
                raise
            if make_group:
                await make("CreateLogGroup", logGroupName=group)
            await make("CreateLogStream", logGroupName=group, logStreamName=stream)
            await state.calls.call("logs", "PutLogEvents", params, account_id=account, region=region)
    except AwsError as exc:
        log.warning("API Gateway log to %s failed: %s", group, exc)
