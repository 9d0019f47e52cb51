"""Scheduled rules: every second, each enabled rule whose ``next_fire`` has come fires once.

Firing queues a "Scheduled Event" for each target (in the outbox, like PutEvents) and stores the
next time after now, in one transaction: a rule due while the server was down fires once when it
is back, never once per missed period.
"""

from __future__ import annotations

from labcloud.services.events import delivery, schedule
from labcloud.services.events.envelope import scheduled
from labcloud.services.events.event_ops import enqueue
from labcloud.services.events.repo import rules
from labcloud.services.events.state import EventsState


def fire_due(state: EventsState, now: float) -> int:
    queued = 0
    fired = 0
    with state.store.transaction():
        for rule in rules.due(state.store, now):
            if not rule.enabled or not rule.schedule:
                rules.set_next_fire(state.store, rule, None)
                continue
            try:
                upcoming = schedule.parse(rule.schedule).next_after(now)
            except ValueError:
                upcoming = None
            rules.set_next_fire(state.store, rule, upcoming)
            event = scheduled(rule.arn, rule.account_id, rule.region, rule.next_fire or now)
            queued += enqueue(state, [rule], event, now)
            fired += 1
    if queued:
        delivery.wake_after_commit(state)
    return fired
