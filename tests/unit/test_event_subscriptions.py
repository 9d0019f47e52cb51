"""Event-bus subscriptions by kind: a subscriber gets the kinds it asked for, after the commit, and a
write whose event nobody wants schedules no delivery (the metrics recorder only wants Lambda's)."""

from __future__ import annotations

import asyncio

from labcloud.events.bus import Event, EventBus
from labcloud.store.db import Store


def _kinds(queue: asyncio.Queue[Event]) -> list[str]:
    kinds = []
    while not queue.empty():
        kinds.append(queue.get_nowait().kind)
    return kinds


def test_subscribers_receive_the_kinds_they_asked_for_after_commit() -> None:
    async def scenario() -> None:
        bus = EventBus(Store(None))
        lambdas = bus.subscribe(kind_prefixes=("lambda.",))
        everything = bus.subscribe()
        with bus.store.transaction():
            bus.publish("lambda.invocation.started", service="lambda", account_id="1", region="r")
            assert _kinds(lambdas) == [] and _kinds(everything) == []  # nothing before the commit
        bus.publish("dynamodb.write.decided", service="dynamodb", account_id="1", region="r")
        assert _kinds(lambdas) == ["lambda.invocation.started"]
        assert _kinds(everything) == ["lambda.invocation.started", "dynamodb.write.decided"]

        bus.narrow(lambdas, ("lambda.", "sqs."))
        bus.publish("sqs.message.sent", service="sqs", account_id="1", region="r")
        assert _kinds(lambdas) == ["sqs.message.sent"]
        assert _kinds(everything) == ["sqs.message.sent"]

    asyncio.run(scenario())


def test_an_event_nobody_wants_schedules_no_delivery() -> None:
    async def scenario() -> None:
        bus = EventBus(Store(None))
        everything = bus.subscribe()
        with bus.store.transaction():
            bus.publish("dynamodb.write.decided", service="dynamodb", account_id="1", region="r")
            assert len(bus.store._after_commit) == 1
        assert _kinds(everything) == ["dynamodb.write.decided"]
        bus.unsubscribe(everything)
        lambdas = bus.subscribe(kind_prefixes=("lambda.",))
        with bus.store.transaction():
            bus.publish("dynamodb.write.decided", service="dynamodb", account_id="1", region="r")
            assert bus.store._after_commit == []  # the write's commit does no fan-out work
            bus.publish("lambda.invocation.finished", service="lambda", account_id="1", region="r")
            assert len(bus.store._after_commit) == 1
        assert _kinds(lambdas) == ["lambda.invocation.finished"]
        assert _kinds(everything) == []  # unsubscribed: delivered nothing more

    asyncio.run(scenario())
