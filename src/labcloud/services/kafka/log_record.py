"""One record of a topic partition as readers see it (no state: shared with Lambda's Kafka mappings)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class LogRecord:
    """Key and value base64 (None when absent), headers ``[{name: base64}]``, timestamp epoch ms."""

    topic: str
    partition: int
    offset: int
    timestamp: int
    key: str | None
    value: str | None
    headers: list[dict[str, str]]
