"""Delivery to CloudWatch Logs: a logging trail with a log group gets each event its selectors select as
one log event (the record's JSON, at the event's time) in the stream ``<account>_CloudTrail_<region>``,
``LOGS_SECONDS`` after the events are written (one PutLogEvents for many), written as a session of the
trail's role: IAM decides (as on AWS, whether or not the server enforces IAM for callers). A failure (the role no longer trusted or allowed, the
group deleted) is GetTrailStatus' ``LatestCloudWatchLogsDeliveryError``; the events wait and are tried
again ``RETRY_SECONDS`` later, or at the five-minute round."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.cloudtrail import logs_target
from labcloud.services.cloudtrail.repo.trails import TrailRow
from labcloud.services.cloudtrail.state import CloudTrailState
from labcloud.services.cloudtrail.trails import wanted
from labcloud.spawn import spawn

log = logging.getLogger("labcloud.cloudtrail")
#: written events wait this long for others to share their PutLogEvents
LOGS_SECONDS = 1.0
#: a trail whose delivery failed is tried again after this long (and at each five-minute round)
RETRY_SECONDS = 30.0
#: events of one trail read in one delivery (the rest go at the next)
MAX_EVENTS = 10_000
#: CloudWatch Logs' bounds of one PutLogEvents (26 bytes more count per event)
MAX_BATCH_EVENTS = 1000
MAX_BATCH_BYTES = 1_048_576
ERROR = "LatestCloudWatchLogsDeliveryError"
FAILED_AT = "CloudWatchLogsFailedAt"
_TASKS: set[asyncio.Task[None]] = set()
_BUSY: set[str] = set()


def soon(state: CloudTrailState) -> None:
    """Events were written: deliver them to the trails' log groups ``LOGS_SECONDS`` from now."""
    if state.logs_scheduled or not _targets(state):
        return
    state.logs_scheduled = True
    asyncio.get_running_loop().call_later(LOGS_SECONDS, _start, state, False)


def _targets(state: CloudTrailState) -> bool:
    if state.logs_trails is None:
        state.logs_trails = any(t.config.get(logs_target.GROUP_MEMBER) for t in state.trails.logging())
    return state.logs_trails


def _start(state: CloudTrailState, retry_all: bool) -> None:
    state.logs_scheduled = False
    deliver(state, retry_all)


def deliver(state: CloudTrailState, retry_all: bool = True) -> None:
    """Start each logging trail's delivery to its log group (failed ones only after ``RETRY_SECONDS``,
    unless ``retry_all``: the five-minute round)."""
    now = clock.now()
    for trail in state.trails.logging():
        if not trail.config.get(logs_target.GROUP_MEMBER) or trail.arn in _BUSY:
            continue
        if not retry_all and now - trail.status.get(FAILED_AT, 0.0) < RETRY_SECONDS:
            continue
        _BUSY.add(trail.arn)
        spawn(_deliver(state, trail), _TASKS)


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


async def _deliver(state: CloudTrailState, trail: TrailRow) -> None:
    try:
        region = None if trail.config.get("IsMultiRegionTrail") else trail.region
        events = state.events.after(trail.account_id, region, trail.logs_seq, MAX_EVENTS)
        if not events:
            return
        by_region: dict[str, list[dict[str, Any]]] = {}
        for event in events:
            if wanted(trail, event):
                by_region.setdefault(event.region, []).append(
                    {"timestamp": int(event.at * 1000), "message": event.record}
                )
        status = dict(trail.status)
        try:
            for event_region, records in by_region.items():
                records.sort(key=lambda e: e["timestamp"])
                await _put(state, trail, logs_target.stream_name(trail.account_id, event_region), records)
        except AwsError as error:
            status.update({ERROR: error.code, FAILED_AT: clock.now()})
            _save(state, trail, status, trail.logs_seq, "cloudtrail.logs.failed", error=error.code)
            return
        status.pop(ERROR, None)
        status.pop(FAILED_AT, None)
        if by_region:
            status["LatestCloudWatchLogsDeliveryTime"] = clock.now()
        count = sum(len(r) for r in by_region.values())
        _save(state, trail, status, events[-1].seq, "cloudtrail.logs.sent" if count else None, records=count)
    except Exception:  # noqa: BLE001 - one trail's failure must not stop the others' deliveries
        log.exception("CloudTrail delivery of %s to CloudWatch Logs failed", trail.arn)
    finally:
        _BUSY.discard(trail.arn)


def _save(
    state: CloudTrailState,
    trail: TrailRow,
    status: dict[str, Any],
    seq: int,
    kind: str | None,
    **data: object,
) -> None:
    with state.store.transaction():
        current = state.trails.get(trail.arn)
        if current is None:
            return
        state.trails.save(
            replace(current, status=_merged(current.status, status), logs_seq=max(seq, current.logs_seq))
        )
        if kind is not None:
            state.bus.publish(
                kind,
                data={
                    "name": trail.name,
                    "arn": trail.arn,
                    "logGroup": trail.config[logs_target.GROUP_MEMBER],
                    **data,
                },
                service="cloudtrail",
                account_id=trail.account_id,
                region=trail.region,
                resource=trail.arn,
            )


def _merged(current: dict[str, Any], delivery: dict[str, Any]) -> dict[str, Any]:
    """The trail's status now with this delivery's CloudWatch fields (an error it did not hit is gone)."""
    merged = {**current, **delivery}
    for key in (ERROR, FAILED_AT):
        if key not in delivery:
            merged.pop(key, None)
    return merged


async def _put(state: CloudTrailState, trail: TrailRow, stream: str, records: list[dict[str, Any]]) -> None:
    role = trail.config[logs_target.ROLE_MEMBER]
    session = logs_target.role_session(state, role, trail.arn, trail.account_id)
    if session is None:
        raise AwsError(
            "AccessDenied",
            f"{logs_target.SERVICE_PRINCIPAL} is not authorized to perform sts:AssumeRole on resource {role}",
            status=403,
        )
    group_arn = trail.config[logs_target.GROUP_MEMBER]
    if not logs_target.allowed(state, session, group_arn, stream):
        raise AwsError(
            "AccessDeniedException",
            f"{session.arn} is not authorized to perform logs:PutLogEvents on {group_arn}",
            status=400,
        )
    group = logs_target.group_name(group_arn)
    where: dict[str, Any] = {"account_id": trail.account_id, "region": trail.region, "principal": session}
    for batch in _batches(records):
        params = {"logGroupName": group, "logStreamName": stream, "logEvents": batch}
        try:
            await state.services.call("logs", "PutLogEvents", params, **where)
        except AwsError as missing:
            if missing.code != "ResourceNotFoundException":
                raise
            try:
                await state.services.call(
                    "logs", "CreateLogStream", {"logGroupName": group, "logStreamName": stream}, **where
                )
            except AwsError as exists:
                if exists.code != "ResourceAlreadyExistsException":
                    raise
            await state.services.call("logs", "PutLogEvents", params, **where)
