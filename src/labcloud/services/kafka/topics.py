"""Topic logs, fed through labcloud's route (no Kafka wire protocol: docs/kafka.md). A source is a
cluster's ARN or, for self-managed Kafka, the account with its bootstrap server list; a topic appears
when first written, with ``partitions`` partitions (1 unless the first write says). A record goes to
the partition it names, else to its key's (CRC32 of the key, modulo the partitions), else to the
partition with the fewest records; it gets the next offset of that partition."""

from __future__ import annotations

import base64
import binascii
import zlib
from typing import Any

from labcloud import clock
from labcloud.services.kafka.state import KafkaState

MAX_PARTITIONS = 100
MAX_RECORDS = 500


class Refused(Exception):
    """A write the route refuses, with the 400 message it answers."""


def self_managed_source(account_id: str, servers: str) -> str:
    listed = sorted(s.strip() for s in servers.split(",") if s.strip())
    return f"self-managed:{account_id}:{','.join(listed)}"


def _bytes(record: dict[str, Any], member: str) -> str | None:
    """A key or value as base64: ``<member>`` is text, ``<member>Base64`` already base64."""
    text = record.get(member)
    encoded = record.get(member + "Base64")
    if text is not None and encoded is not None:
        raise Refused(f"Give {member} or {member}Base64, not both.")
    if encoded is not None:
        try:
            base64.b64decode(str(encoded), validate=True)
        except binascii.Error as exc:
            raise Refused(f"{member}Base64 is not base64.") from exc
        return str(encoded)
    if text is None:
        return None
    if not isinstance(text, str):
        raise Refused(f"{member} must be text (or give {member}Base64).")
    return base64.b64encode(text.encode()).decode()


def _headers(given: Any) -> list[dict[str, str]]:
    pairs = given.items() if isinstance(given, dict) else given if isinstance(given, list) else None
    if pairs is None:
        raise Refused("headers must be an object or a list of objects.")
    out: list[dict[str, str]] = []
    for item in pairs:
        entries = (
            [item] if isinstance(given, dict) else list(item.items()) if isinstance(item, dict) else None
        )
        if entries is None:
            raise Refused("Each header must be an object of name to text.")
        for name, value in entries:
            if not isinstance(value, str):
                raise Refused(f"The header {name} must be text.")
            out.append({str(name): base64.b64encode(value.encode()).decode()})
    return out


def _partition(state: KafkaState, source: str, topic: str, record: dict[str, Any], count: int) -> int:
    given = record.get("partition")
    if given is not None:
        if not isinstance(given, int) or not 0 <= given < count:
            raise Refused(f"partition must be an integer from 0 to {count - 1}.")
        return given
    if record["key"] is not None:
        return zlib.crc32(base64.b64decode(record["key"])) % count
    ends = [state.logs.end(source, topic, p) for p in range(count)]
    return ends.index(min(ends))


def append(state: KafkaState, source: str, topic: str, body: Any) -> list[dict[str, int]]:
    """Append the body's ``records`` to the topic (created when first written); their places."""
    if not isinstance(body, dict) or not isinstance(body.get("records"), list) or not body["records"]:
        raise Refused('The body must be {"records": [{"key": ..., "value": ..., "headers": ...}, ...]}.')
    if len(body["records"]) > MAX_RECORDS:
        raise Refused(f"At most {MAX_RECORDS} records a request.")
    if not topic or len(topic) > 249 or not all(c.isalnum() or c in "._-" for c in topic):
        raise Refused("A topic name is 1-249 letters, digits, '.', '_' or '-'.")
    wanted = body.get("partitions")
    if wanted is not None and (not isinstance(wanted, int) or not 1 <= wanted <= MAX_PARTITIONS):
        raise Refused(f"partitions must be an integer from 1 to {MAX_PARTITIONS}.")
    now = clock.now()
    checked: list[dict[str, Any]] = []
    for given in body["records"]:
        if not isinstance(given, dict):
            raise Refused("Each record must be an object.")
        unknown = sorted(
            set(given) - {"key", "keyBase64", "value", "valueBase64", "headers", "partition", "timestamp"}
        )
        if unknown:
            raise Refused(f"Unknown record member {unknown[0]}.")
        stamp = given.get("timestamp", int(now * 1000))
        if not isinstance(stamp, int) or stamp < 0:
            raise Refused("timestamp must be epoch milliseconds.")
        checked.append(
            {
                "key": _bytes(given, "key"),
                "value": _bytes(given, "value"),
                "headers": _headers(given.get("headers") or []),
                "partition": given.get("partition"),
                "timestamp": stamp,
            }
        )
    placed: list[dict[str, int]] = []
    with state.store.transaction():
        count = state.logs.partitions(source, topic)
        if count is None:
            count = wanted or 1
            state.logs.add_topic(source, topic, count, now)
        elif wanted is not None and wanted != count:
            raise Refused(f"The topic {topic} has {count} partitions.")
        for record in checked:
            partition = _partition(state, source, topic, record, count)
            offset = state.logs.append(source, topic, partition, record)
            placed.append({"partition": partition, "offset": offset})
    return placed
