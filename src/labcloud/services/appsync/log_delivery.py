"""Writing a request's AppSync log records (``request_log.py``) to CloudWatch Logs, as AppSync does: to the
group ``/aws/appsync/apis/<apiId>``, in one stream per API and (server clock) day, each record one event
(JSON, or a text line) carrying the request's ``x-amzn-RequestId``.

AppSync writes as the API's ``cloudWatchLogsRoleArn``: the role must trust ``appsync.amazonaws.com``, and
the calls to Logs go through the pipeline as a session of it, so IAM decides ``logs:PutLogEvents``,
``logs:CreateLogStream`` (and ``logs:CreateLogGroup`` when the group is missing) on its policies. Writing
happens after the answer and never fails the request: a refusal shows as ``appsync.log.failed`` on
labcloud's bus and in the server's log."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.appsync.repo.records import Api
from labcloud.services.appsync.request_log import RequestLog
from labcloud.services.appsync.state import AppsyncState
from labcloud.services.sts.interfaces import RoleSessions

log = logging.getLogger("labcloud.appsync")

PRINCIPAL = "appsync.amazonaws.com"
SESSION_NAME = "appsync-logs"
#: records of one request written (the rest are dropped: a request's logs stay bounded)
MAX_RECORDS = 500
#: CloudWatch Logs' bounds: one event's bytes (26 more count per event), one PutLogEvents' events and bytes
MAX_EVENT_BYTES = 256 * 1024 - 26
MAX_BATCH_EVENTS = 1000
MAX_BATCH_BYTES = 1_048_576
#: members of a record cut first when it is larger than an event may be
_BULKY = ("context", "transformedTemplate", "events")


def group_name(api_id: str) -> str:
    return f"/aws/appsync/apis/{api_id}"


def stream_name(api_id: str) -> str:
    day = time.strftime("%Y-%m-%d", time.gmtime(clock.now()))
    return hashlib.md5(f"{api_id}/{day}".encode(), usedforsecurity=False).hexdigest()


def _cut(text: str, most: int) -> str:
    data = text.encode()
    return text if len(data) <= most else data[:most].decode(errors="ignore")


def _message(record: dict[str, Any] | str, request_id: str) -> str:
    """One log event's text, within an event's bytes: a record's bulky members are cut (as truncated JSON
    text) before the record is, so it stays a JSON object."""
    if isinstance(record, str):
        return _cut(f"{request_id} {record}", MAX_EVENT_BYTES)
    shown = {**record, "requestId": request_id}
    text = json.dumps(shown, default=str)
    if len(text.encode()) <= MAX_EVENT_BYTES:
        return text
    share = MAX_EVENT_BYTES // (2 * len(_BULKY))
    for member in _BULKY:
        if member in shown:
            shown[member] = _cut(json.dumps(shown[member], default=str), share) + " [TRUNCATED]"
    return _cut(json.dumps(shown, default=str), MAX_EVENT_BYTES)


def _batches(events: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    batches: list[list[dict[str, Any]]] = []
    current: list[dict[str, Any]] = []
    size = 0
    for event in events:
        cost = len(event["message"].encode()) + 26
        if current and (len(current) >= MAX_BATCH_EVENTS or size + cost > MAX_BATCH_BYTES):
            batches.append(current)
            current, size = [], 0
        current.append(event)
        size += cost
    if current:
        batches.append(current)
    return batches


def deliver(state: AppsyncState, api: Api, request_id: str, request: RequestLog | None) -> None:
    """Schedules the request's records for the API's group; returns at once."""
    if request is None or not request.records:
        return
    now = int(clock.now() * 1000)
    events = [{"timestamp": now, "message": _message(r, request_id)} for r in request.records[:MAX_RECORDS]]
    task = asyncio.ensure_future(_write(state, api, request.role_arn, events))
    state.log_tasks.add(task)
    task.add_done_callback(state.log_tasks.discard)


async def _write(state: AppsyncState, api: Api, role_arn: str, events: list[dict[str, Any]]) -> None:
    group, stream = group_name(api.api_id), stream_name(api.api_id)
    try:
        sessions = state.services.interface(RoleSessions)
        if sessions is None or not sessions.trusts_service(role_arn, PRINCIPAL):
            raise AwsError(
                "AccessDeniedException",
                f"{PRINCIPAL} is not authorized to perform sts:AssumeRole on resource {role_arn}",
                status=403,
            )
        where: dict[str, Any] = {
            "account_id": api.account_id,
            "region": api.region,
            "principal": sessions.role_principal(role_arn, SESSION_NAME),
        }
        for batch in _batches(events):
            params = {"logGroupName": group, "logStreamName": stream, "logEvents": batch}
            try:
                await state.services.call("logs", "PutLogEvents", params, **where)
            except AwsError as missing:
                if missing.code != "ResourceNotFoundException":
                    raise
                await _made(state, where, group, stream)
                await state.services.call("logs", "PutLogEvents", params, **where)
    except AwsError as exc:
        log.warning("AppSync log to %s failed: %s", group, exc)
        with state.store.transaction():
            state.bus.publish(
                "appsync.log.failed",
                service="appsync",
                account_id=api.account_id,
                region=api.region,
                resource=api.arn,
                data={"api_id": api.api_id, "error": f"{exc.code}: {exc.message}"},
            )


async def _made(state: AppsyncState, where: dict[str, Any], group: str, stream: str) -> None:
    """The stream made, and its group first when that is missing too."""
    try:
        await _make(state, where, "CreateLogStream", logGroupName=group, logStreamName=stream)
    except AwsError as no_group:
        if no_group.code != "ResourceNotFoundException":
            raise
        await _make(state, where, "CreateLogGroup", logGroupName=group)
        await _make(state, where, "CreateLogStream", logGroupName=group, logStreamName=stream)


async def _make(state: AppsyncState, where: dict[str, Any], operation: str, **names: str) -> None:
    try:
        await state.services.call("logs", operation, dict(names), **where)
    except AwsError as exc:
        if exc.code != "ResourceAlreadyExistsException":
            raise
