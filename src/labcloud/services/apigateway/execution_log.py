"""Execution logs: what a stage's ``logging/loglevel`` (ERROR or INFO) and ``logging/dataTrace`` method
settings switch on. Each request to a method that logs writes its lines, prefixed ``(<request id>)``, to
the ``API-Gateway-Execution-Logs_<api id>/<stage>`` group (made when missing, as API Gateway makes it), in
one stream per stage and day. INFO writes every request's steps (start, method and resource path, the
status); ERROR only requests API Gateway itself failed or refused (its gateway responses), with the reason
API Gateway answered; ``dataTrace`` adds the method request's path, query string, headers and body and
the method response's headers and body, each cut at 1 KiB. Turning logging on needs the account's
``cloudwatchRoleArn`` (``stage_ops.py`` refuses it otherwise, as AWS does). The lines are labcloud's
wording of AWS's steps, not a promise of AWS's exact text; they are written after the answer."""

from __future__ import annotations

import hashlib
import json
import time

from labcloud import clock
from labcloud.services.apigateway import access_log, method_settings
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.state import ApigwState

#: Bytes of a body or header set kept in one line.
TRACE_LIMIT = 1024


def group_name(api_id: str, stage: str) -> str:
    return f"API-Gateway-Execution-Logs_{api_id}/{stage}"


def stream_name(api_id: str, stage: str) -> str:
    """One stream per stage and (server clock) day, named by a digest as API Gateway's streams are."""
    day = time.strftime("%Y-%m-%d", time.gmtime(clock.now()))
    return hashlib.md5(f"{api_id}/{stage}/{day}".encode(), usedforsecurity=False).hexdigest()


def _cut(text: str) -> str:
    data = text.encode("utf-8", "replace")
    if len(data) <= TRACE_LIMIT:
        return text
    return data[:TRACE_LIMIT].decode("utf-8", "ignore") + " [TRUNCATED]"


def _trace_in(facts: Facts) -> list[str]:
    request = facts.request
    return [
        f"Method request path: {json.dumps(facts.route.path_parameters)}",
        f"Method request query string: {json.dumps(dict(request.query))}",
        f"Method request headers: {_cut(json.dumps(dict(request.headers.items())))}",
        f"Method request body before transformations: {_cut(request.body.decode('utf-8', 'replace'))}",
    ]


def _trace_out(headers: list[tuple[str, str]], body: bytes) -> list[str]:
    return [
        f"Method response body after transformations: {_cut(body.decode('utf-8', 'replace'))}",
        f"Method response headers: {_cut(json.dumps(dict(headers)))}",
    ]


def write(
    state: ApigwState,
    facts: Facts,
    status: int,
    headers: list[tuple[str, str]],
    body: bytes,
    failure: str | None,
) -> None:
    """Schedules the request's execution log lines when its method logs; returns at once.

    ``failure`` is the message of a gateway response (API Gateway answered instead of the integration)."""
    method = str(facts.route.method.get("httpMethod") or facts.http_method)
    found = method_settings.of_method(facts.stage, str(facts.route.resource.get("path", "/")), method)
    if found is None:
        return
    level = str(found.get("loggingLevel") or "OFF")
    trace = bool(found.get("dataTraceEnabled"))
    if level == "OFF" or (level == "ERROR" and failure is None):
        return
    lines = [f"Extended Request Id: {facts.gateway_id}"]
    if level == "INFO":
        lines += [
            f"Starting execution for request: {facts.request_id}",
            f"HTTP Method: {facts.http_method}, Resource Path: {facts.path}",
        ]
        if trace:
            lines += _trace_in(facts)
    if failure is not None:
        lines.append(f"Execution failed: API Gateway answered {status} {failure}")
    elif trace:
        lines += _trace_out(headers, body)
    if failure is None:
        lines.append("Successfully completed execution")
    lines.append(f"Method completed with status: {status}")
    api_id = facts.api.id
    access_log.send(
        state,
        facts.api.account_id,
        facts.api.region,
        group_name(api_id, facts.stage_name),
        stream_name(api_id, facts.stage_name),
        [f"({facts.request_id}) {line}" for line in lines],
        make_group=True,
    )
