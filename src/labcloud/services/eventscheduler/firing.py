"""Schedules falling due, on the hub's scheduler: every second each schedule whose ``next_fire`` has
come writes one firing to the outbox (``repo/runs``) and its next firing time, in one transaction, so
a schedule due while the server was down fires once when it is back. A one-time schedule with
``ActionAfterCompletion`` DELETE is deleted with its last firing. The outbox is then drained
(``delivery.py``).

The expression language and the delivery (``timing``, ``delivery``: zoneinfo, EventBridge's schedule
parser, the targets' senders) are imported when a schedule first falls due, not when the service is
built: the first run of this task, in the step that builds it, finds nothing due (issue 40)."""

from __future__ import annotations

from labcloud.services.eventscheduler.publish import emit
from labcloud.services.eventscheduler.repo import runs, schedules
from labcloud.services.eventscheduler.state import SchedulerState

INTERVAL = 1.0


def fire_due(state: SchedulerState, now: float) -> int:
    fired = 0
    with state.store.transaction():
        for schedule in schedules.due(state.store, now):
            from labcloud.services.eventscheduler import timing  # noqa: PLC0415 - module docstring

            when = schedule.next_fire or now
            try:
                upcoming = timing.next_fire(schedule.spec, max(now, when), schedule.created)
            except ValueError:
                upcoming = None
            runs.add(
                state.store,
                schedule.account_id,
                schedule.region,
                schedule.arn,
                schedule.spec["Target"],
                when,
                now,
            )
            emit(
                state,
                "scheduler.schedule.fired",
                schedule.account_id,
                schedule.region,
                schedule.arn,
                next_fire=upcoming,
            )
            fired += 1
            if upcoming is None and schedule.spec.get("ActionAfterCompletion") == "DELETE":
                schedules.remove(
                    state.store, schedule.account_id, schedule.region, schedule.group, schedule.name
                )
                emit(
                    state,
                    "scheduler.schedule.deleted",
                    schedule.account_id,
                    schedule.region,
                    schedule.arn,
                    completed=True,
                )
            else:
                schedules.set_next_fire(state.store, schedule, upcoming)
    if runs.any_due(state.store, now):
        from labcloud.services.eventscheduler import delivery  # noqa: PLC0415 - module docstring

        delivery.drain_soon(state)
    return fired
