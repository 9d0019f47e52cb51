"""Message move task rows in ``sqs_move_tasks``, read as typed :class:`MoveTaskRow`."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple, cast

from labcloud.store.db import Store


class MoveTaskRow(NamedTuple):
    handle: str
    account_id: str
    region: str
    source_arn: str
    destination_arn: str | None
    max_per_second: int | None
    status: str  # RUNNING, COMPLETED, CANCELLED or FAILED
    moved: int
    to_move: int
    started: float
    failure_reason: str | None


_COLUMNS = ", ".join(MoveTaskRow._fields)


_task = cast(Callable[[Any], MoveTaskRow], partial(tuple.__new__, MoveTaskRow))


def get(store: Store, handle: str) -> MoveTaskRow | None:
    row = store.one(f"SELECT {_COLUMNS} FROM sqs_move_tasks WHERE handle=?", (handle,))
    return None if row is None else _task(row)


def of_source(store: Store, source_arn: str, limit: int) -> list[MoveTaskRow]:
    rows = store.all(
        f"SELECT {_COLUMNS} FROM sqs_move_tasks WHERE source_arn=? ORDER BY started DESC LIMIT ?",
        (source_arn, limit),
    )
    return [_task(row) for row in rows]


def running_for(store: Store, source_arn: str) -> bool:
    return (
        store.one("SELECT 1 FROM sqs_move_tasks WHERE source_arn=? AND status='RUNNING'", (source_arn,))
        is not None
    )


def running_handles(store: Store) -> list[str]:
    return [str(row[0]) for row in store.all("SELECT handle FROM sqs_move_tasks WHERE status='RUNNING'")]


def insert(store: Store, task: MoveTaskRow) -> None:
    store.execute(f"INSERT INTO sqs_move_tasks ({_COLUMNS}) VALUES ({','.join('?' * len(task))})", task)


def set_status(store: Store, handle: str, status: str, reason: str | None = None) -> None:
    store.execute(
        "UPDATE sqs_move_tasks SET status=?, failure_reason=? WHERE handle=?", (status, reason, handle)
    )


def add_moved(store: Store, handle: str, moved: int) -> None:
    store.execute("UPDATE sqs_move_tasks SET moved=moved+? WHERE handle=?", (moved, handle))
