"""What DynamoDB Streams offers other services on the hub (``hub.offer``/``hub.interface``).

Only these Protocols may be imported by another service; the classes behind them (``journal.py``,
``signals.py``) and the stream tables stay this package's own.
"""

from __future__ import annotations

from typing import Any, Protocol

Item = dict[str, dict[str, Any]]


class StreamJournal(Protocol):
    """DynamoDB writes its change records through this, inside its own transactions."""

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
        ...

    def disable_stream(self, sid: int, now: float | None = None) -> None:
        """Stop a stream; it stays readable for the retention period."""
        ...

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
        ``new_encoded``/``old_encoded``: an image's stored text, binary flag and size, when known."""
        ...

    def exists(self, arn: str) -> bool:
        """Whether a stream with this ARN exists (enabled or disabled, until it is trimmed away)."""
        ...


class StreamSignals(Protocol):
    """Readers with nothing to read wait here until a record of the stream commits."""

    async def wait(self, stream_arn: str, timeout: float) -> bool: ...
