"""Amazon Data Firehose (botocore ``firehose``) in the service shape: operations table, state, contributions.

Delivery streams with a DirectPut or Kinesis data stream source and an S3/ExtendedS3 destination
(``config.py`` refuses every other destination and setting by name). Records are buffered in SQLite
before a put answers; the deliverer (``delivery.py``) and the Kinesis reader (``kinesis_source.py``) run
as background work, acting as each stream's IAM role.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from labcloud.services.firehose import delivery, kinesis_source
from labcloud.services.firehose.repo.schema import MIGRATIONS, SCHEMA, TABLES
from labcloud.services.firehose.state import FirehoseState
from labcloud.services.firehose.tag_source import tag_source
from labcloud.services.shape import Background, Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.firehose import encryption, put_ops, stream_ops, tags
else:
    encryption = lazy_module("labcloud.services.firehose.encryption")
    put_ops = lazy_module("labcloud.services.firehose.put_ops")
    stream_ops = lazy_module("labcloud.services.firehose.stream_ops")
    tags = lazy_module("labcloud.services.firehose.tags")

OPERATIONS: dict[str, Operation[FirehoseState]] = {
    "CreateDeliveryStream": stream_ops.create_delivery_stream,
    "DescribeDeliveryStream": stream_ops.describe_delivery_stream,
    "ListDeliveryStreams": stream_ops.list_delivery_streams,
    "DeleteDeliveryStream": stream_ops.delete_delivery_stream,
    "UpdateDestination": stream_ops.update_destination,
    "PutRecord": put_ops.put_record,
    "PutRecordBatch": put_ops.put_record_batch,
    "StartDeliveryStreamEncryption": encryption.start_delivery_stream_encryption,
    "StopDeliveryStreamEncryption": encryption.stop_delivery_stream_encryption,
    "TagDeliveryStream": tags.tag_delivery_stream,
    "UntagDeliveryStream": tags.untag_delivery_stream,
    "ListTagsForDeliveryStream": tags.list_tags_for_delivery_stream,
}


def contributions(state: FirehoseState) -> Contributions:
    def start() -> None:
        state.closed = False
        loop = asyncio.get_running_loop()
        state.tasks = [
            loop.create_task(delivery.run(state), name="firehose.deliverer"),
            loop.create_task(kinesis_source.run(state), name="firehose.kinesis"),
        ]

    async def stop() -> None:
        state.closed = True
        tasks, state.tasks = state.tasks, []
        tasks += list(state.in_flight.values())
        state.in_flight.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    return Contributions(
        tag_sources=(tag_source(state),), background=(Background("firehose.delivery", start, stop),)
    )


def forget_memory(state: FirehoseState) -> None:
    state.retry_at.clear()
    state.nudge()


SERVICE: Service[FirehoseState] = Service(
    name="firehose",
    state=FirehoseState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    migrations=MIGRATIONS,
    on_reset=forget_memory,
)
