"""MSK's implementation of :class:`~labcloud.services.kafka.interfaces.KafkaTopics`: reads of the topic
logs and consumer groups' committed offsets, for Lambda's Kafka mappings."""

from __future__ import annotations

from labcloud import clock
from labcloud.services.kafka import clusters, provisioned, topics
from labcloud.services.kafka.interfaces import LogRecord
from labcloud.services.kafka.state import KafkaState


class Topics:
    def __init__(self, state: KafkaState) -> None:
        self.state = state

    def cluster_source(self, account_id: str, region: str, cluster_arn: str) -> tuple[str, str] | None:
        doc = self.state.records.get("cluster", account_id, region, cluster_arn)
        if doc is None or clusters.gone(doc, clock.now()):
            return None
        listeners = provisioned.listeners(doc["Provisioned"]) if doc["ClusterType"] == "PROVISIONED" else {}
        strings = clusters.bootstrap(doc, listeners)
        return cluster_arn, next(iter(strings.values()), "")

    def self_managed_source(self, account_id: str, servers: str) -> str:
        return topics.self_managed_source(account_id, servers)

    def partitions(self, source: str, topic: str) -> int | None:
        return self.state.logs.partitions(source, topic)

    def read(self, source: str, topic: str, partition: int, offset: int, limit: int) -> list[LogRecord]:
        return self.state.logs.read(source, topic, partition, offset, limit)

    def end(self, source: str, topic: str, partition: int) -> int:
        return self.state.logs.end(source, topic, partition)

    def offset_at(self, source: str, topic: str, partition: int, millis: int) -> int:
        return self.state.logs.offset_at(source, topic, partition, millis)

    def committed(self, source: str, topic: str, group: str) -> dict[int, int]:
        return self.state.logs.committed(source, topic, group)

    def commit(self, source: str, topic: str, group: str, partition: int, offset: int) -> None:
        with self.state.store.transaction():
            self.state.logs.commit(source, topic, group, partition, offset)
