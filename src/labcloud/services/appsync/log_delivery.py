"""Writing a request's AppSync log records (``request_log.py``) to CloudWatch Logs, as AppSync does: to the
group ``/aws/appsync/apis/<apiId>``, in one stream per API and (server clock) day, each record one event
(JSON, or a text line) carrying the request's ``x-amzn-RequestId``. Requests' records wait a moment in a
queue so that the requests of a busy API share their PutLogEvents calls.

AppSync writes as the API's ``cloudWatchLogsRoleArn``: the role must trust ``appsync.amazonaws.com`` (its
conditions see ``aws:SourceAccount`` and ``aws:SourceArn``, the API's account and ARN), and
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
from labcloud.services.appsync.state import AppsyncState, LogEvent
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import parse_trust_policy, trust_allows
from labcloud.services.sts.interfaces import RoleSessions

log = logging.getLogger("labcloud.appsync")

PRINCIPAL = "appsync.amazonaws.com"
SESSION_NAME = "appsync-logs"
#: records of one request written (the rest are dropped: a request's logs stay bounded)
MAX_RECORDS = 500
#: how long the first queued record waits for others to share its PutLogEvents
FLUSH_SECONDS = 0.02
#: events one API may have waiting (more are dropped, and the server logs it)
MAX_QUEUED = 20_000
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


def _batches(events: list[LogEvent]) -> list[list[LogEvent]]:
    batches: list[list[LogEvent]] = []
    current: list[LogEvent] = []
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
    """Queues the request's records for the API's group and returns at once: one task writes what every
    API queued meanwhile (FLUSH_SECONDS after the first), so requests share PutLogEvents calls."""
    if request is None or not request.records:
        return
    now = int(clock.now() * 1000)
    events = [LogEvent(timestamp=now, message=_message(r, request_id)) for r in request.records[:MAX_RECORDS]]
    _, queued = state.log_pending.setdefault((api.api_id, request.role_arn), (api, []))
    room = MAX_QUEUED - len(queued)
    if room < len(events):
        log.warning("AppSync logs of %s dropped: %d events already wait", api.api_id, len(queued))
    queued += events[: max(room, 0)]
    if not state.log_tasks:
        task = asyncio.ensure_future(_flush(state))
        state.log_tasks.add(task)
        task.add_done_callback(state.log_tasks.discard)


async def _flush(state: AppsyncState) -> None:
    """Writes the queued records, API by API in the order they were first queued, until none wait."""
    try:
        await asyncio.sleep(FLUSH_SECONDS)
        while state.log_pending:
            pending, state.log_pending = state.log_pending, {}
            for (_, role_arn), (api, events) in pending.items():
                await _write(state, api, role_arn, events)
    finally:
        # at once, not in the done callback a tick later: a record queued meanwhile starts the next flush
        state.log_tasks.clear()


async def _write(state: AppsyncState, api: Api, role_arn: str, events: list[LogEvent]) -> None:
    group, stream = group_name(api.api_id), stream_name(api.api_id)
    try:
        sessions = state.services.interface(RoleSessions)
        if sessions is None or not _trusted(state, api, role_arn):
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


def _trusted(state: AppsyncState, api: Api, role_arn: str) -> bool:
    """Whether the role's trust policy lets AppSync assume it for this API: ``aws:SourceAccount`` and
    ``aws:SourceArn`` (the API's ARN) are in the request's context, as AWS's confused-deputy advice uses."""
    directory = state.services.interface(IamDirectory)
    role = directory.find_role_by_arn(role_arn) if directory is not None else None
    if role is None:
        return False
    context = {"aws:SourceAccount": api.account_id, "aws:SourceArn": api.arn}
    return trust_allows(
        parse_trust_policy(role["AssumeRolePolicyDocument"]), PRINCIPAL, "sts:AssumeRole", context
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
