"""Access logs of HTTP API stages: a stage's ``AccessLogSettings`` (``DestinationArn`` a CloudWatch Logs
log group, ``Format`` with ``$context`` variables, which must include ``$context.requestId``) checked at
CreateStage, and one line per request rendered and written to the log group (stream
``<api-id>_<stage>``) through the pipeline, after the answer is sent. A variable without a value renders
``-`` as AWS does; a log group that does not exist loses the line (AWS drops it too)."""

from __future__ import annotations

import asyncio
import logging
import re
import time
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.protocol.wire import WireResponse
from labcloud.services.apigatewayv2.errors import bad_request
from labcloud.services.apigatewayv2.payload import Facts
from labcloud.services.apigatewayv2.repo.apis import ApiRecord
from labcloud.services.apigatewayv2.state import HttpApiState

log = logging.getLogger("labcloud.apigatewayv2")
_GROUP = re.compile(r"^arn:aws:logs:([a-z0-9-]+):(\d{12}):log-group:([A-Za-z0-9_/.#-]{1,512})(:\*)?$")
_VARIABLE = re.compile(r"\$context\.([A-Za-z0-9_.]+)")
MAX_FORMAT = 3 * 1024
_pending: set[asyncio.Task[None]] = set()


def settings(request: dict[str, Any], account_id: str) -> dict[str, Any]:
    """The stage document's ``AccessLogSettings`` member (checked: a log group of the API's account)."""
    given = request.get("AccessLogSettings")
    if not given:
        return {}
    arn = str(given.get("DestinationArn") or "")
    form = str(given.get("Format") or "")
    found = _GROUP.match(arn)
    if found is None or found.group(2) != account_id:
        raise bad_request(
            f"Invalid DestinationArn {arn!r}: the ARN of a CloudWatch Logs log group of this account"
        )
    if not form or len(form) > MAX_FORMAT:
        raise bad_request(f"Access log Format is required (at most {MAX_FORMAT} characters)")
    if "$context.requestId" not in form and "$context.extendedRequestId" not in form:
        raise bad_request(
            "Access log format must include at least $context.requestId or $context.extendedRequestId"
        )
    return {"AccessLogSettings": {"DestinationArn": arn, "Format": form}}


def context_values(facts: Facts, response: WireResponse, extra: dict[str, Any]) -> dict[str, str]:
    request = facts.request
    now = clock.now()
    values: dict[str, Any] = {
        "accountId": facts.account_id,
        "apiId": facts.api_id,
        "domainName": facts.domain_name,
        "domainPrefix": facts.domain_name.split(".", 1)[0],
        "extendedRequestId": facts.request_id,
        "httpMethod": request.method.upper(),
        "identity.sourceIp": request.client_host,
        "identity.userAgent": request.headers.get("user-agent", ""),
        "path": facts.path,
        "protocol": "HTTP/1.1",
        "requestId": facts.request_id,
        "requestTime": time.strftime("%d/%b/%Y:%H:%M:%S +0000", time.gmtime(facts.started)),
        "requestTimeEpoch": int(facts.started * 1000),
        "responseLatency": int((now - facts.started) * 1000),
        "responseLength": len(response.body) if isinstance(response.body, (bytes, bytearray)) else 0,
        "routeKey": facts.route_key,
        "stage": facts.stage,
        "status": response.status,
    }
    latency = extra.get("integration_latency_ms")
    if latency is not None:
        values["integrationLatency"] = int(float(latency))
        values["integrationStatus"] = response.status
        values["integration.latency"] = int(float(latency))
        values["integration.status"] = response.status
    for name, value in (facts.authorizer.get("2.0") or {}).get("jwt", {}).get("claims", {}).items():
        values[f"authorizer.claims.{name}"] = value
    return {k: str(v) for k, v in values.items() if v not in (None, "")}


def render(form: str, values: dict[str, str]) -> str:
    return _VARIABLE.sub(lambda m: values.get(m.group(1), "-"), form)


async def _write(state: HttpApiState, api: ApiRecord, arn: str, stream: str, line: str) -> None:
    found = _GROUP.match(arn)
    assert found is not None
    region, account, group = found.group(1), found.group(2), found.group(3)
    try:
        if (arn, stream) not in state.caches.log_streams:
            try:
                await state.calls.call(
                    "logs",
                    "CreateLogStream",
                    {"logGroupName": group, "logStreamName": stream},
                    account_id=account,
                    region=region,
                )
            except AwsError as exc:
                if exc.code != "ResourceAlreadyExistsException":
                    raise
            state.caches.log_streams.add((arn, stream))
        event = {"timestamp": int(clock.now() * 1000), "message": line}
        await state.calls.call(
            "logs",
            "PutLogEvents",
            {"logGroupName": group, "logStreamName": stream, "logEvents": [event]},
            account_id=account,
            region=region,
        )
    except AwsError as exc:
        state.caches.log_streams.discard((arn, stream))
        log.warning("HTTP API %s: access log to %s dropped: %s", api.id, arn, exc)


def write(
    state: HttpApiState,
    api: ApiRecord,
    stage: dict[str, Any],
    facts: Facts,
    response: WireResponse,
    extra: dict[str, Any],
) -> None:
    """Write the request's access log line in the background, when the stage has access logs."""
    config = stage.get("AccessLogSettings")
    if not config:
        return
    line = render(str(config["Format"]), context_values(facts, response, extra))
    stream = f"{api.id}_{facts.stage}"
    task = asyncio.get_running_loop().create_task(
        _write(state, api, str(config["DestinationArn"]), stream, line)
    )
    _pending.add(task)
    task.add_done_callback(_pending.discard)
