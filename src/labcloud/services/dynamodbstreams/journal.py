"""The write side of streams, offered to DynamoDB on the hub: open and close streams, append records.

DynamoDB calls this (as the hub's :class:`interfaces.StreamJournal`) inside the transaction that changes the item, so a change and
its stream record commit (or roll back) together. The caller decides what changed (no record for a
write that left the item as it was); the journal stores the images the stream's view type asks for,
assigns the sequence number and rolls the shard over when it is old enough (see ``settings``).
"""

from __future__ import annotations

import json
import secrets
from datetime import datetime, timezone
from typing import Any

from labcloud import clock
from labcloud.services.dynamodb.codec import encode_item
from labcloud.services.dynamodb.values import item_size
from labcloud.services.dynamodbstreams.repo import rows
from labcloud.services.dynamodbstreams.repo.rows import next_seq
from labcloud.services.dynamodbstreams.settings import StreamSettings
from labcloud.services.dynamodbstreams.signals import RecordSignals
from labcloud.store.db import Store

Item = dict[str, dict[str, Any]]

#: Sequence numbers are shown as 21-digit decimal strings (AWS's are 21 to 40 digits).
SEQ_BASE = 10**20

VIEW_TYPES = ("NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES", "KEYS_ONLY")


def sequence_text(seq: int) -> str:
    return str(SEQ_BASE + seq)


def stream_label(moment: float) -> str:
    """A stream label (and ARN suffix): the creation time, ISO 8601 with milliseconds."""
    when = datetime.fromtimestamp(moment, timezone.utc)
    return when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{when.microsecond // 1000:03d}"


def new_shard_id(moment: float) -> str:
    return f"shardId-{int(moment * 1000):020d}-{secrets.token_hex(4)}"


class JournalWriter:
    """Streams as DynamoDB tables see them (the typed interface DynamoDB finds on the hub)."""

    def __init__(self, store: Store, settings: StreamSettings, signals: RecordSignals) -> None:
        self.store = store
        self.settings = settings
        self.signals = signals
        self._arns: dict[int, str] = {}
        #: stream id -> its open shard (row id, created, start seq, shard id); filled from committed rows only.
        self._open: dict[int, tuple[int, float, int, str]] = {}

    # ------------------------------------------------------------------ stream lifecycle

    def exists(self, arn: str) -> bool:
        """Whether a stream with this ARN exists (enabled or disabled, until it is trimmed away)."""
        return rows.stream_exists(self.store, arn)

    def open_stream(
        self,
        *,
        account_id: str,
        region: str,
        table_name: str,
        key_schema: list[dict[str, str]],
        view_type: str,
        now: float | None = None,
    ) -> tuple[int, str, str]:
        """Create an ENABLED stream with its first shard; return (stream id, ARN, label)."""
        moment = clock.now() if now is None else now
        label = stream_label(moment)
        base = f"arn:aws:dynamodb:{region}:{account_id}:table/{table_name}/stream/"
        while rows.stream_exists(self.store, base + label):
            moment += 0.001  # two streams of one table in the same millisecond still get distinct labels
            label = stream_label(moment)
        sid = rows.insert_stream(
            self.store,
            base + label,
            account_id,
            region,
            table_name,
            label,
            view_type,
            json.dumps(key_schema),
            moment,
        )
        self._open_shard(sid, None, moment)
        return sid, base + label, label

    def disable_stream(self, sid: int, now: float | None = None) -> None:
        """Stop a stream (stream disabled or table deleted): it stays readable for the retention period."""
        moment = clock.now() if now is None else now
        self._open.pop(sid, None)
        rows.disable_stream(self.store, sid, moment)
        row = rows.open_shard(self.store.conn, sid)
        if row is not None:
            rows.close_shard(self.store, row[0], row[2], moment)

    def _open_shard(self, sid: int, parent: str | None, moment: float) -> tuple[int, float]:
        shid = rows.insert_shard(self.store, sid, new_shard_id(moment), parent, moment, next_seq(self.store))
        return shid, moment

    # ------------------------------------------------------------------ records

    def append(
        self,
        sid: int,
        view_type: str,
        event: str,
        keys: Item,
        old: Item | None,
        new: Item | None,
        *,
        by_service: bool = False,
        new_encoded: tuple[str, bool, int] | None = None,
        old_encoded: tuple[str, bool, int] | None = None,
    ) -> str | None:
        """Store one change record in the current transaction; return its sequence number.
        ``new_encoded``/``old_encoded`` are an image's stored text, binary flag and size when the
        caller has them."""
        conn = self.store.conn
        row = self._open.get(sid)
        if row is None:
            row = rows.open_shard(conn, sid)
            if row is None:
                return None
            if self.store.in_transaction:
                self._remember_after_commit(sid, row)
            else:
                self._open[sid] = row
        now = clock.now()
        shid = row[0]
        if now - row[1] >= self.settings.shard_lifetime and rows.has_records(conn, shid):
            self._open.pop(sid, None)  # rows written in this transaction are cached only once committed
            rows.close_shard(self.store, shid, row[2], now)
            shid, _ = self._open_shard(sid, row[3], now)
        binary = False
        keys_text, flag = encode_item(keys)
        binary |= flag
        size = item_size(keys)
        new_text = old_text = None
        if new is not None and view_type in ("NEW_IMAGE", "NEW_AND_OLD_IMAGES"):
            if new_encoded is not None:
                new_text, flag, new_size = new_encoded
            else:
                new_text, flag = encode_item(new)
                new_size = item_size(new)
            binary |= flag
            size += new_size
        if old is not None and view_type in ("OLD_IMAGE", "NEW_AND_OLD_IMAGES"):
            if old_encoded is not None:
                old_text, flag, old_size = old_encoded
            else:
                old_text, flag = encode_item(old)
                old_size = item_size(old)
            binary |= flag
            size += old_size
        seq = rows.insert_record(
            conn, shid, now, event, keys_text, new_text, old_text, binary, max(1, size), by_service
        )
        self.store.after_commit(self._notifier(sid))
        return sequence_text(seq)

    def _notifier(self, sid: int) -> Any:
        arn = self._arns.get(sid)
        if arn is None:
            arn = self._arns[sid] = rows.arn_of(self.store, sid)

        def notify() -> None:
            self.signals.notify(arn)

        return notify

    def _remember_after_commit(self, sid: int, row: tuple[int, float, int, str]) -> None:
        def remember() -> None:
            self._open.setdefault(sid, row)

        self.store.after_commit(remember)

    def forget(self) -> None:
        self._arns.clear()
        self._open.clear()
