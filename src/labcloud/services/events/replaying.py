"""Replays at work, on the hub's scheduler: a STARTING replay becomes RUNNING; a RUNNING one queues up to
``CHUNK`` archived events per pass, oldest first, each with ``replay-name`` set, to the enabled rules of
its bus that match (only those named in Destination.FilterArns, when given), through the same outbox as
PutEvents, recording the last row queued in the same transaction (a restart goes on after it); when none
are left it is COMPLETED. A CANCELLING replay becomes CANCELLED. The same pass drops archived events past
their archive's retention."""

from __future__ import annotations

from labcloud.services.events import archiving, delivery
from labcloud.services.events.event_ops import enqueue
from labcloud.services.events.matching import rule_matcher
from labcloud.services.events.publish import emit
from labcloud.services.events.repo import archives, rules
from labcloud.services.events.state import EventsState

CHUNK = 500


def run(state: EventsState, now: float) -> None:
    queued = 0
    with state.store.transaction():
        archiving.expire(state.store, now)
        for replay in archives.active_replays(state.store):
            if replay.state == "CANCELLING":
                archives.put_replay(state.store, replay.moved(state="CANCELLED", ended=now))
                emit(state, "events.replay.cancelled", replay.account_id, replay.region, replay.arn)
                continue
            if replay.state == "STARTING":
                replay = replay.moved(state="RUNNING")
                archives.put_replay(state.store, replay)
                emit(state, "events.replay.running", replay.account_id, replay.region, replay.arn)
                continue
            queued += _step(state, replay, now)
    if queued:
        delivery.wake_after_commit(state)


def _step(state: EventsState, replay: archives.Replay, now: float) -> int:
    spec = replay.spec
    found = archives.window(
        state.store, replay.archive_arn, replay.position, spec["EventStartTime"], spec["EventEndTime"], CHUNK
    )
    archive = archives.find(
        state.store, replay.account_id, replay.region, replay.archive_arn.rsplit("/", 1)[-1]
    )
    if not found or archive is None:
        archives.put_replay(state.store, replay.moved(state="COMPLETED", ended=now))
        emit(state, "events.replay.completed", replay.account_id, replay.region, replay.arn)
        return 0
    bus = archive.bus_arn.rsplit("/", 1)[-1]
    on_bus = rules.on_bus(state.store, replay.account_id, replay.region, bus)
    only = set(spec["Destination"].get("FilterArns") or [])
    match = rule_matcher([rule for rule in on_bus if not only or rule.arn in only])
    queued = 0
    last_at = replay.last_replayed
    for _, at, event in found:
        replayed = {**event, "replay-name": replay.name}
        queued += enqueue(state, match(replayed), replayed, now)
        last_at = at
    archives.put_replay(state.store, replay.moved(position=found[-1][0], last_replayed=last_at))
    return queued
