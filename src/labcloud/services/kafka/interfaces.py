"""What MSK offers other services on the hub (``hub.offer``/``hub.interface``): its topic logs, read
by Lambda's Kafka event source mappings as a consumer group reads a topic (by partition, from a
committed offset), for MSK clusters and for self-managed Kafka bootstrap server lists alike."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


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


class KafkaTopics(Protocol):
    def cluster_source(self, account_id: str, region: str, cluster_arn: str) -> tuple[str, str] | None:
        """(source, bootstrap servers) of an existing cluster of the account, or None."""
        ...

    def self_managed_source(self, account_id: str, servers: str) -> str: ...

    def partitions(self, source: str, topic: str) -> int | None:
        """How many partitions the topic has, None while it has never been written."""
        ...

    def read(self, source: str, topic: str, partition: int, offset: int, limit: int) -> list[LogRecord]: ...

    def end(self, source: str, topic: str, partition: int) -> int: ...

    def offset_at(self, source: str, topic: str, partition: int, millis: int) -> int: ...

    def committed(self, source: str, topic: str, group: str) -> dict[int, int]: ...

    def commit(self, source: str, topic: str, group: str, partition: int, offset: int) -> None:
        """Record the group's next offset of the partition (durable once this returns)."""
        ...
