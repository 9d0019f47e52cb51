"""Replays: StartReplay (from an archive, the events it took between EventStartTime and EventEndTime,
to its own bus, optionally only to the rules in Destination.FilterArns), DescribeReplay, ListReplays and
CancelReplay. A replay is STARTING, then RUNNING, then COMPLETED (``replaying.py``), or CANCELLING and
CANCELLED; cancelling one that has ended is an IllegalStatusException."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.events import paging
from labcloud.services.events.errors import already_exists, not_found, validation
from labcloud.services.events.publish import emit
from labcloud.services.events.repo import archives, rules
from labcloud.services.events.state import EventsState

if TYPE_CHECKING:
    from labcloud.services.events.api import (
        CancelReplayRequest,
        CancelReplayResponse,
        DescribeReplayRequest,
        DescribeReplayResponse,
        ListReplaysRequest,
        ListReplaysResponse,
        StartReplayRequest,
        StartReplayResponse,
    )

STATES = ("STARTING", "RUNNING", "CANCELLING", "COMPLETED", "CANCELLED", "FAILED")
ENDED = ("COMPLETED", "CANCELLED", "FAILED")


def _time(value: float | None) -> datetime | None:
    return None if value is None else datetime.fromtimestamp(value, tz=timezone.utc)


def _seconds(value: Any) -> float:
    return value.timestamp() if isinstance(value, datetime) else float(value)


def _existing(state: EventsState, ctx: RequestContext, name: str) -> archives.Replay:
    found = archives.find_replay(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise not_found(f"Replay {name} does not exist.")
    return found


def start_replay(state: EventsState, request: StartReplayRequest, ctx: RequestContext) -> StartReplayResponse:
    start = _seconds(request["EventStartTime"])
    end = _seconds(request["EventEndTime"])
    now = clock.now()
    if end <= start:
        raise validation(
            "Parameter EventEndTime is not valid. Reason: EventStartTime must be before EventEndTime."
        )
    if end > now:
        raise validation("Parameter EventEndTime is not valid. Reason: EventEndTime cannot be in the future.")
    source = request["EventSourceArn"]
    name = source.rsplit("/", 1)[-1]
    destination: dict[str, Any] = dict(request["Destination"])
    with state.store.transaction():
        archive = archives.find(state.store, ctx.account_id, ctx.region, name)
        if archive is None or archive.arn != source:
            raise not_found(f"Archive {name} does not exist.")
        if destination["Arn"] != archive.bus_arn:
            raise validation(
                "Parameter Destination.Arn is not valid. Reason: Cross event bus replay is not permitted."
            )
        bus = archive.bus_arn.rsplit("/", 1)[-1]
        on_bus = {rule.arn for rule in rules.on_bus(state.store, ctx.account_id, ctx.region, bus)}
        filter_arns: list[str] = list(request["Destination"].get("FilterArns") or [])
        for arn in filter_arns:
            if arn not in on_bus:
                raise not_found(f"Rule {arn.rsplit('/', 1)[-1]} does not exist on EventBus {bus}.")
        replay_name = request["ReplayName"]
        if archives.find_replay(state.store, ctx.account_id, ctx.region, replay_name) is not None:
            raise already_exists(f"Replay {replay_name} already exists.")
        spec: dict[str, Any] = {"EventStartTime": start, "EventEndTime": end, "Destination": destination}
        if request.get("Description"):
            spec["Description"] = request["Description"]
        replay = archives.Replay(
            ctx.account_id, ctx.region, replay_name, archive.arn, "STARTING", spec, 0, now, None, None, ""
        )
        archives.put_replay(state.store, replay)
        emit(state, "events.replay.started", ctx.account_id, ctx.region, replay.arn, archive=archive.arn)
    return {"ReplayArn": replay.arn, "State": "STARTING", "ReplayStartTime": _time(now)}  # type: ignore[typeddict-item]


def _described(replay: archives.Replay) -> dict[str, Any]:
    answer: dict[str, Any] = {
        "ReplayName": replay.name,
        "ReplayArn": replay.arn,
        "State": replay.state,
        "EventSourceArn": replay.archive_arn,
        "Destination": replay.spec["Destination"],
        "EventStartTime": _time(replay.spec["EventStartTime"]),
        "EventEndTime": _time(replay.spec["EventEndTime"]),
        "ReplayStartTime": _time(replay.started),
    }
    if replay.spec.get("Description"):
        answer["Description"] = replay.spec["Description"]
    if replay.reason:
        answer["StateReason"] = replay.reason
    if replay.last_replayed is not None:
        answer["EventLastReplayedTime"] = _time(replay.last_replayed)
    if replay.ended is not None:
        answer["ReplayEndTime"] = _time(replay.ended)
    return answer


def describe_replay(
    state: EventsState, request: DescribeReplayRequest, ctx: RequestContext
) -> DescribeReplayResponse:
    return _described(_existing(state, ctx, request["ReplayName"]))  # type: ignore[return-value]


def list_replays(state: EventsState, request: ListReplaysRequest, ctx: RequestContext) -> ListReplaysResponse:
    after = paging.after(request.get("NextToken"))
    size = paging.limit(request.get("Limit"))
    wanted = request.get("State")
    if wanted is not None and wanted not in STATES:
        raise validation("Parameter State is not valid.")
    found = [
        replay
        for replay in archives.replays(state.store, ctx.account_id, ctx.region)
        if replay.name > after
        and replay.name.startswith(request.get("NamePrefix") or "")
        and (wanted is None or replay.state == wanted)
        and (not request.get("EventSourceArn") or replay.archive_arn == request.get("EventSourceArn"))
    ]
    page = found[:size]
    listed = [
        {k: v for k, v in _described(replay).items() if k not in ("ReplayArn", "Destination", "Description")}
        for replay in page
    ]
    answer: dict[str, Any] = {"Replays": listed}
    if len(found) > size:
        answer["NextToken"] = paging.token(page[-1].name)
    return answer  # type: ignore[return-value]


def cancel_replay(
    state: EventsState, request: CancelReplayRequest, ctx: RequestContext
) -> CancelReplayResponse:
    with state.store.transaction():
        replay = _existing(state, ctx, request["ReplayName"])
        if replay.state in ENDED or replay.state == "CANCELLING":
            raise AwsError(
                "IllegalStatusException",
                f"Replay {replay.name} is {replay.state} and cannot be cancelled.",
                status=400,
            )
        archives.put_replay(state.store, replay.moved(state="CANCELLING"))
        emit(state, "events.replay.cancelling", ctx.account_id, ctx.region, replay.arn)
    return {"ReplayArn": replay.arn, "State": "CANCELLING"}
