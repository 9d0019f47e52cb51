"""Events published with ``publish_later`` (SQS's message events, on a memory store): written after the
response, yet every reader sees the events, order and sequence numbers publishing at once gives, and
those of a transaction that rolled back never appear."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from labcloud.events.bus import EventBus
from labcloud.store.db import Store


def _later(bus: EventBus, kind: str, *ids: str) -> None:
    bus.publish_later(
        kind, [{"message_id": i} for i in ids], service="sqs", account_id="1", region="r", resource="q"
    )


def _stored(bus: EventBus) -> list[tuple[str, str]]:
    rows = bus.store.all("SELECT kind, data FROM events ORDER BY seq")
    return [(row["kind"], row["data"]) for row in rows]


def _written(bus: EventBus) -> list[str]:
    """The kinds the table holds now, read on the connection itself (the store would settle first)."""
    return [row[0] for row in bus.store.conn.execute("SELECT kind FROM events ORDER BY seq")]


def test_held_events_are_written_after_the_task_yields_in_publish_order() -> None:
    async def scenario() -> None:
        bus = EventBus(Store(None))
        with bus.store.transaction():
            _later(bus, "sqs.message.received", "a", "b")
            bus.publish("sqs.message.moved_to_dlq", service="sqs", account_id="1", region="r", data={"x": 1})
        # a publish in the same transaction wrote the held ones first, in publish order
        assert [kind for kind, _ in _stored(bus)] == [
            "sqs.message.received",
            "sqs.message.received",
            "sqs.message.moved_to_dlq",
        ]
        with bus.store.transaction():
            _later(bus, "sqs.message.deleted", "a", "b")
        assert _written(bus)[3:] == []  # held until the task yields
        await asyncio.sleep(0)
        assert _written(bus)[3:] == ["sqs.message.deleted"] * 2

    asyncio.run(scenario())


def test_a_statement_outside_a_transaction_writes_held_events_first() -> None:
    async def scenario() -> None:
        bus = EventBus(Store(None))
        with bus.store.transaction():
            _later(bus, "sqs.message.sent", "m0", "m1")
        assert _written(bus) == []
        assert [kind for kind, _ in _stored(bus)] == ["sqs.message.sent"] * 2  # a reader sees them at once
        assert _written(bus) == ["sqs.message.sent"] * 2

    asyncio.run(scenario())


def test_readers_see_held_events_at_once_with_the_sequence_numbers_of_publishing_now() -> None:
    async def scenario() -> None:
        bus = EventBus(Store(None))
        first = bus.publish("sqs.queue.created", service="sqs", account_id="1", region="r")
        with bus.store.transaction():
            _later(bus, "sqs.message.sent", "m0", "m1", "m2")
        assert bus.last_seq() == first.seq + 3
        found = bus.query(after=first.seq)
        assert [(e.seq, e.data["message_id"]) for e in found] == [
            (first.seq + n + 1, f"m{n}") for n in range(3)
        ]

    asyncio.run(scenario())


def test_a_later_transaction_writes_committed_held_events_first() -> None:
    async def scenario() -> None:
        bus = EventBus(Store(None))
        with bus.store.transaction():
            _later(bus, "sqs.message.sent", "m0")
        try:
            with bus.store.transaction():
                bus.publish("other.thing", service="x", account_id="1", region="r")
                raise RuntimeError("rolled back")
        except RuntimeError:
            pass
        # the sent event was committed before the failed transaction began: it stays
        assert [kind for kind, _ in _stored(bus)] == ["sqs.message.sent"]

    asyncio.run(scenario())


def test_held_events_of_a_rolled_back_transaction_never_appear() -> None:
    async def scenario() -> None:
        bus = EventBus(Store(None))
        try:
            with bus.store.transaction():
                _later(bus, "sqs.message.received", "gone")
                raise RuntimeError("rolled back")
        except RuntimeError:
            pass
        with bus.store.transaction():
            _later(bus, "sqs.message.received", "kept")
        await asyncio.sleep(0)
        assert [data for _, data in _stored(bus)] == ['{"message_id":"kept"}']

    asyncio.run(scenario())


def test_subscribers_receive_held_events_once_written() -> None:
    async def scenario() -> None:
        bus = EventBus(Store(None))
        live = bus.subscribe(kind_prefixes=("sqs.",))
        with bus.store.transaction():
            _later(bus, "sqs.message.received", "a", "b")
        assert live.empty()
        await asyncio.sleep(0)
        got = [live.get_nowait().data["message_id"] for _ in range(live.qsize())]
        assert got == ["a", "b"]

    asyncio.run(scenario())


def test_a_copy_of_the_store_holds_the_held_events() -> None:
    async def scenario() -> None:
        bus = EventBus(Store(None))
        with bus.store.transaction():
            _later(bus, "sqs.message.sent", "m0")
        copy = sqlite3.connect(":memory:")
        bus.store.backup_to(copy)
        assert copy.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 1

    asyncio.run(scenario())


def test_outside_a_loop_or_on_a_durable_store_events_are_written_at_once(tmp_path: Path) -> None:
    bus = EventBus(Store(None))
    with bus.store.transaction():
        _later(bus, "sqs.message.sent", "no-loop")
    assert len(_stored(bus)) == 1

    async def scenario() -> None:
        durable = EventBus(Store(tmp_path / "d.db"))
        with durable.store.transaction():
            _later(durable, "sqs.message.sent", "durable")
            assert len(_stored(durable)) == 1  # a durable store: in the write's own transaction
        durable.store.close()

    asyncio.run(scenario())


def test_a_restore_writes_held_events_first_so_none_land_in_the_restored_store() -> None:
    async def scenario() -> None:
        bus = EventBus(Store(None))
        empty = sqlite3.connect(":memory:")
        bus.store.backup_to(empty)  # a copy without events (its table exists, empty)
        with bus.store.transaction():
            _later(bus, "sqs.message.sent", "before-restore")
        bus.store.restore_from(empty)
        await asyncio.sleep(0)
        assert _stored(bus) == []

    asyncio.run(scenario())
