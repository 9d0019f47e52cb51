"""The poller of one enabled Amazon MSK mapping: a consumer group reading one topic through MSK's
:class:`KafkaTopics`. Each partition starts at the group's committed offset (or, the first time, at
TRIM_HORIZON, LATEST or AT_TIMESTAMP, committed at once so a restart keeps the place); a batch holds up
to BatchSize records across partitions, each partition's in order, and goes to the function as AWS's
``aws:kafka`` event (``records`` keyed ``<topic>-<partition>``, base64 ``key``/``value``, ``headers`` as
byte arrays). Records FilterCriteria drops are committed unseen. A batch the function fails is retried
(with a growing pause) until it succeeds, as AWS retries Kafka batches; only then are its offsets
committed, so nothing is skipped and a restart resumes where it stopped."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import logging
import uuid
from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError
from labcloud.services.kafka.interfaces import KafkaTopics, LogRecord
from labcloud.services.lambda_.esm.filtering import matches_any, parse_filters

if TYPE_CHECKING:
    from labcloud.services.lambda_.esm.host import PollerHost
    from labcloud.services.lambda_.esm.record import EventSourceMapping

log = logging.getLogger("labcloud.lambda.esm")

IDLE_S = 0.2
BACKOFF_S = (0.1, 0.25, 0.5, 1.0)
#: 50 ms waits for a throttled function's capacity before the batch counts as failed.
THROTTLE_WAITS = 200


def _decoded(value: str | None) -> Any:
    """A record's value as filters see it: its JSON when it is JSON, else the base64 text."""
    if value is None:
        return None
    try:
        return json.loads(base64.b64decode(value))
    except (ValueError, UnicodeDecodeError):
        return value


def event_record(record: LogRecord) -> dict[str, Any]:
    out: dict[str, Any] = {
        "topic": record.topic,
        "partition": record.partition,
        "offset": record.offset,
        "timestamp": record.timestamp,
        "timestampType": "CREATE_TIME",
    }
    if record.key is not None:
        out["key"] = record.key
    if record.value is not None:
        out["value"] = record.value
    out["headers"] = [{name: list(base64.b64decode(v)) for name, v in h.items()} for h in record.headers]
    return out


class KafkaPoller:
    def __init__(self, lam: PollerHost, mapping_uuid: str) -> None:
        self.lam = lam
        self.uuid = mapping_uuid
        self.task: asyncio.Task[None] | None = None
        self.stopping = False
        self.batches = 0
        self.state = "starting"
        self.last_result: str | None = None
        #: Set once every existing partition has a committed place (LATEST is placed).
        self.ready = asyncio.Event()

    def snapshot(self) -> dict[str, Any]:
        return {"batches": self.batches, "state": self.state}

    def start(self) -> None:
        self.state = "polling"
        self.task = asyncio.create_task(self._run(), name=f"esm-kafka-{self.uuid}")

    async def stop(self) -> None:
        self.stopping = True
        self.state = "stopping"
        if self.task is not None and not self.task.done():
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.task
        self.state = "stopped"

    def _result(self, mapping: EventSourceMapping, result: str) -> None:
        if result == self.last_result:
            return
        self.last_result = result
        with self.lam.store.transaction():
            current = self.lam.mapping(self.uuid)
            if current is not None and current.last_processing_result != result:
                self.lam.save_mapping(current.but(last_processing_result=result))

    async def _run(self) -> None:
        failures = 0
        while not self.stopping:
            try:
                worked = await self._round()
                failures = 0 if worked is not False else failures + 1
                if worked is None:
                    await asyncio.sleep(IDLE_S)
                elif worked is False:
                    await asyncio.sleep(BACKOFF_S[min(failures, len(BACKOFF_S)) - 1])
            except asyncio.CancelledError:
                raise
            except Exception:  # a poller never dies of one bad round
                log.exception("kafka mapping %s round failed", self.uuid)
                await asyncio.sleep(1.0)

    def _places(
        self, topics: KafkaTopics, mapping: EventSourceMapping, source: str, topic: str, group: str
    ) -> dict[int, int]:
        count = topics.partitions(source, topic) or 0
        committed = topics.committed(source, topic, group)
        for partition in range(count):
            if partition in committed:
                continue
            if mapping.starting_position == "TRIM_HORIZON":
                place = 0
            elif mapping.starting_position == "AT_TIMESTAMP":
                place = topics.offset_at(
                    source, topic, partition, int(float(mapping.starting_position_timestamp or 0) * 1000)
                )
            else:
                place = topics.end(source, topic, partition)
            topics.commit(source, topic, group, partition, place)
            committed[partition] = place
        return committed

    async def _round(self) -> bool | None:
        """One batch: True when one went through, None when there was nothing, False when it failed."""
        mapping = self.lam.mapping(self.uuid)
        topics = self.lam.host.interface(KafkaTopics)
        if mapping is None or not mapping.enabled or topics is None:
            return None
        parts = mapping.function_arn.split(":")
        account, region, name = parts[4], parts[3], parts[6]
        qualifier = parts[7] if len(parts) == 8 else None
        found = topics.cluster_source(account, region, mapping.event_source_arn)
        if found is None:
            self._result(mapping, "PROBLEM: Cluster not found")
            self.ready.set()
            return None
        source, bootstrap = found
        topic = str(mapping.extra["Topics"][0])
        group = str(mapping.extra["AmazonManagedKafkaEventSourceConfig"]["ConsumerGroupId"])
        places = self._places(topics, mapping, source, topic, group)
        self.ready.set()
        batch: list[LogRecord] = []
        for partition in sorted(places):
            room = mapping.batch_size - len(batch)
            if room <= 0:
                break
            batch += topics.read(source, topic, partition, places[partition], room)
        if not batch:
            return None
        patterns = parse_filters(mapping.filter_criteria)
        ends = {r.partition: r.offset + 1 for r in batch}
        wanted = [r for r in batch if matches_any(patterns, {**event_record(r), "value": _decoded(r.value)})]
        if wanted and not await self._invoke(mapping, account, region, name, qualifier, bootstrap, wanted):
            self._result(mapping, "PROBLEM: Function call failed")
            return False
        for partition, end in ends.items():
            topics.commit(source, topic, group, partition, end)
        if wanted:
            self.batches += 1
            self._result(mapping, "OK")
        return True

    async def _invoke(
        self,
        mapping: EventSourceMapping,
        account: str,
        region: str,
        name: str,
        qualifier: str | None,
        bootstrap: str,
        records: list[LogRecord],
    ) -> bool:
        lam = self.lam
        ctx = lam.host.context("lambda", "Invoke", account_id=account, region=region)
        try:
            resolved = lam.resolve(ctx, name, qualifier)
        except AwsError:
            return False
        grouped: dict[str, list[dict[str, Any]]] = {}
        for record in records:
            grouped.setdefault(f"{record.topic}-{record.partition}", []).append(event_record(record))
        event = {
            "eventSource": "aws:kafka",
            "eventSourceArn": mapping.event_source_arn,
            "bootstrapServers": bootstrap,
            "records": grouped,
        }
        request_id = str(uuid.uuid4())
        for _ in range(THROTTLE_WAITS):  # throttles are waited out a while, then the round fails and retries
            try:
                result = await lam.run_invocation(
                    ctx,
                    resolved,
                    json.dumps(event).encode(),
                    trigger="esm",
                    request_id=request_id,
                    mapping_uuid=mapping.uuid,
                    event=event,
                )
            except AwsError as error:
                if error.status != 429 or self.stopping:
                    return False
                await asyncio.sleep(0.05)
                continue
            ok = result is not None and not result.function_error
            lam.publish(
                ctx,
                "lambda.esm.kafka.batch",
                resource=mapping.event_source_mapping_arn,
                uuid=mapping.uuid,
                function_arn=mapping.function_arn,
                event_source_arn=mapping.event_source_arn,
                request_id=request_id,
                outcome="Success" if ok else "FunctionError",
                records=len(records),
            )
            return ok
        return False
