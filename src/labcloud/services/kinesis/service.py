"""Kinesis Data Streams in the service shape (``services/shape.py``): operations table, state, contributions.

Every operation is one synchronous SQLite transaction; readers that find nothing wait on
``RecordSignals`` (offered to Lambda's stream mappings as ``KinesisSignals``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.kinesis.interfaces import KinesisSignals
from labcloud.services.kinesis.repo.schema import SCHEMA, TABLES
from labcloud.services.kinesis.state import KinesisState
from labcloud.services.kinesis.tag_source import tag_sources
from labcloud.services.kinesis.views import routes
from labcloud.services.shape import (
    Background,
    Contributions,
    Offer,
    Operation,
    PolicySource,
    Service,
    lazy_module,
)

if TYPE_CHECKING:
    from labcloud.services.kinesis import (
        consumers,
        monitoring,
        policies,
        put_ops,
        read_ops,
        reshard_ops,
        shard_list,
        stream_ops,
        stream_settings,
        subscribe,
        tags,
        trim,
    )
else:
    consumers = lazy_module("labcloud.services.kinesis.consumers")
    monitoring = lazy_module("labcloud.services.kinesis.monitoring")
    policies = lazy_module("labcloud.services.kinesis.policies")
    put_ops = lazy_module("labcloud.services.kinesis.put_ops")
    read_ops = lazy_module("labcloud.services.kinesis.read_ops")
    reshard_ops = lazy_module("labcloud.services.kinesis.reshard_ops")
    shard_list = lazy_module("labcloud.services.kinesis.shard_list")
    stream_ops = lazy_module("labcloud.services.kinesis.stream_ops")
    stream_settings = lazy_module("labcloud.services.kinesis.stream_settings")
    subscribe = lazy_module("labcloud.services.kinesis.subscribe")
    tags = lazy_module("labcloud.services.kinesis.tags")
    trim = lazy_module("labcloud.services.kinesis.trim")

OPERATIONS: dict[str, Operation[KinesisState]] = {
    "CreateStream": stream_ops.create_stream,
    "DescribeStream": stream_ops.describe_stream,
    "DescribeStreamSummary": stream_ops.describe_stream_summary,
    "ListStreams": stream_ops.list_streams,
    "DescribeLimits": stream_ops.describe_limits,
    "DeleteStream": stream_ops.delete_stream,
    "UpdateStreamMode": stream_ops.update_stream_mode,
    "ListShards": shard_list.list_shards,
    "IncreaseStreamRetentionPeriod": stream_settings.increase_retention,
    "DecreaseStreamRetentionPeriod": stream_settings.decrease_retention,
    "StartStreamEncryption": stream_settings.start_encryption,
    "StopStreamEncryption": stream_settings.stop_encryption,
    "AddTagsToStream": tags.add_tags_to_stream,
    "RemoveTagsFromStream": tags.remove_tags_from_stream,
    "ListTagsForStream": tags.list_tags_for_stream,
    "TagResource": tags.tag_resource,
    "UntagResource": tags.untag_resource,
    "ListTagsForResource": tags.list_tags_for_resource,
    "PutRecord": put_ops.put_record,
    "PutRecords": put_ops.put_records,
    "GetShardIterator": read_ops.get_shard_iterator,
    "GetRecords": read_ops.get_records,
    "SplitShard": reshard_ops.split_shard,
    "MergeShards": reshard_ops.merge_shards,
    "UpdateShardCount": reshard_ops.update_shard_count,
    "RegisterStreamConsumer": consumers.register_stream_consumer,
    "DescribeStreamConsumer": consumers.describe_stream_consumer,
    "ListStreamConsumers": consumers.list_stream_consumers,
    "DeregisterStreamConsumer": consumers.deregister_stream_consumer,
    "SubscribeToShard": subscribe.subscribe_to_shard,
    "EnableEnhancedMonitoring": monitoring.enable_enhanced_monitoring,
    "DisableEnhancedMonitoring": monitoring.disable_enhanced_monitoring,
    "PutResourcePolicy": policies.put_resource_policy,
    "GetResourcePolicy": policies.get_resource_policy,
    "DeleteResourcePolicy": policies.delete_resource_policy,
}


def contributions(state: KinesisState) -> Contributions:
    async def wake_readers() -> None:  # shutdown: waiting readers answer at once
        state.signals.notify_all()

    return Contributions(
        tag_sources=tag_sources(state),
        offers=(Offer(KinesisSignals, state.signals),),
        policy_sources=(PolicySource("kinesis", policies.lookup(state.store), policies.active(state)),),
        periodic=(Periodic("kinesis.trim", state.timing.trim_interval_s, lambda now: trim.trim(state, now)),),
        background=(Background("kinesis.readers", lambda: None, wake_readers),),
        routes=tuple(routes(state)),
    )


def forget_memory(state: KinesisState) -> None:
    state.meter.clear()
    state.reads.clear()
    state.policy_active = None
    state.signals.notify_all()


SERVICE: Service[KinesisState] = Service(
    name="kinesis",
    state=KinesisState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=forget_memory,
)
