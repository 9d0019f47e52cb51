"""The Apache Kafka versions MSK offers for provisioned clusters (``ListKafkaVersions``), which of them
run in KRaft mode (no ZooKeeper connect string), and the instance types a broker may be."""

from __future__ import annotations

import re

ACTIVE = (
    "2.8.1",
    "2.8.2.tiered",
    "3.1.1",
    "3.2.0",
    "3.3.1",
    "3.3.2",
    "3.4.0",
    "3.5.1",
    "3.6.0",
    "3.7.x",
    "3.7.x.kraft",
    "3.8.x",
    "3.9.x",
    "3.9.x.kraft",
    "4.0.x.kraft",
    "4.1.x.kraft",
)
DEPRECATED = (
    "1.1.1",
    "2.1.0",
    "2.2.1",
    "2.3.1",
    "2.4.1",
    "2.4.1.1",
    "2.5.1",
    "2.6.0",
    "2.6.1",
    "2.6.2",
    "2.6.3",
    "2.7.0",
    "2.7.1",
    "2.7.2",
    "2.8.0",
)
INSTANCE_TYPE = re.compile(r"^(kafka|express)\.(t3|m5|m7g|m6g|m5a)\.[a-z0-9]+$")


def kraft(version: str) -> bool:
    return version.endswith(".kraft") or version.startswith("4.")
