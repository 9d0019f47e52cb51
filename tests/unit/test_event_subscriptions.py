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


def test_publish_many_stores_and_streams_what_publishing_one_by_one_would() -> None:
    async def scenario() -> None:
        bus = EventBus(Store(None))
        live = bus.subscribe(kind_prefixes=("sqs.",))
        first = bus.publish("sqs.message.sent", service="sqs", account_id="1", region="r", resource="q")
        with bus.store.transaction():
            many = bus.publish_many(
                "sqs.message.received",
                [{"message_id": f"m{n}"} for n in range(250)],  # three INSERTs of at most 100 rows
                service="sqs",
                account_id="1",
                region="r",
                resource="q",
            )
            assert _kinds(live) == ["sqs.message.sent"]  # the batch streams after the commit
        assert [e.seq for e in many] == list(range(first.seq + 1, first.seq + 251))
        streamed = []
        while not live.empty():
            streamed.append(live.get_nowait())
        assert [(e.seq, e.data["message_id"]) for e in streamed] == [
            (e.seq, f"m{n}") for n, e in enumerate(many)
        ]
        stored = bus.store.all(
            "SELECT seq, kind, resource, data FROM events WHERE seq > ? ORDER BY seq", (first.seq,)
        )
        assert [(r["seq"], r["kind"], r["resource"]) for r in stored] == [
            (e.seq, "sqs.message.received", "q") for e in many
        ]
        assert [r["data"] for r in stored][:2] == ['{"message_id":"m0"}', '{"message_id":"m1"}']
        assert bus.publish_many("sqs.message.received", [], service="sqs", account_id="1", region="r") == []

    asyncio.run(scenario())
