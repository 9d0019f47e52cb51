"""CloudWatch Logs in the service shape (``services/shape.py``): log groups and streams, events
(PutLogEvents with masking, subscription and metric filters; GetLogEvents, FilterLogEvents), Logs
Insights, Live Tail, resource and data protection policies, and tags.

The operations live in ``*_ops.py`` modules over :class:`~.state.LogsState`; ``repo`` holds every
statement. Features labcloud does not emulate are answered as AWS answers an account without them
(:mod:`.absent_features`). The retention sweep is a periodic task of the hub's one scheduler; the
subscription deliveries PutLogEvents starts are background work the service's stop cancels. Other
services (Lambda, API Gateway, Pipes, EventBridge, Step Functions) write logs through
``call("logs", ...)``, so their writes pass the pipeline like any caller's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.logs.tag_source import tag_source
from labcloud.services.shape import Background, Contributions, Operation, Periodic, Service, lazy_module

from .repo import queries
from .repo.migrations import MIGRATIONS
from .repo.migrations import TABLES as MIGRATED_TABLES
from .repo.schema import SCHEMA, TABLES
from .retention import SWEEP_INTERVAL_SECONDS
from .state import LogsState
from .view import view_routes

if TYPE_CHECKING:
    from . import (
        absent_features,
        delivery,
        event_ops,
        filter_ops,
        group_ops,
        insights_ops,
        lookups,
        policy_ops,
        stream_ops,
        tail_ops,
    )
else:
    absent_features = lazy_module("labcloud.services.logs.absent_features")
    delivery = lazy_module("labcloud.services.logs.delivery")
    event_ops = lazy_module("labcloud.services.logs.event_ops")
    filter_ops = lazy_module("labcloud.services.logs.filter_ops")
    group_ops = lazy_module("labcloud.services.logs.group_ops")
    insights_ops = lazy_module("labcloud.services.logs.insights_ops")
    lookups = lazy_module("labcloud.services.logs.lookups")
    policy_ops = lazy_module("labcloud.services.logs.policy_ops")
    stream_ops = lazy_module("labcloud.services.logs.stream_ops")
    tail_ops = lazy_module("labcloud.services.logs.tail_ops")

OPERATIONS: dict[str, Operation[LogsState]] = {
    # log groups
    "CreateLogGroup": group_ops.create_log_group,
    "DeleteLogGroup": group_ops.delete_log_group,
    "PutLogGroupDeletionProtection": group_ops.put_log_group_deletion_protection,
    "DescribeLogGroups": group_ops.describe_log_groups,
    "ListLogGroups": group_ops.list_log_groups,
    "PutRetentionPolicy": group_ops.put_retention_policy,
    "DeleteRetentionPolicy": group_ops.delete_retention_policy,
    "TagLogGroup": group_ops.tag_log_group,
    "UntagLogGroup": group_ops.untag_log_group,
    "ListTagsLogGroup": group_ops.list_tags_log_group,
    "TagResource": group_ops.tag_resource,
    "UntagResource": group_ops.untag_resource,
    "ListTagsForResource": group_ops.list_tags_for_resource,
    "AssociateKmsKey": group_ops.associate_kms_key,
    "DisassociateKmsKey": group_ops.disassociate_kms_key,
    # log streams
    "CreateLogStream": stream_ops.create_log_stream,
    "DeleteLogStream": stream_ops.delete_log_stream,
    "DescribeLogStreams": stream_ops.describe_log_streams,
    # events
    "PutLogEvents": event_ops.put_log_events,
    "GetLogEvents": event_ops.get_log_events,
    "FilterLogEvents": event_ops.filter_log_events,
    "GetLogGroupFields": event_ops.get_log_group_fields,
    "StartLiveTail": tail_ops.start_live_tail,
    # subscription and metric filters
    "PutSubscriptionFilter": filter_ops.put_subscription_filter,
    "DescribeSubscriptionFilters": filter_ops.describe_subscription_filters,
    "DeleteSubscriptionFilter": filter_ops.delete_subscription_filter,
    "PutMetricFilter": filter_ops.put_metric_filter,
    "DescribeMetricFilters": filter_ops.describe_metric_filters,
    "DeleteMetricFilter": filter_ops.delete_metric_filter,
    "TestMetricFilter": filter_ops.test_metric_filter,
    # Logs Insights
    "StartQuery": insights_ops.start_query,
    "GetQueryResults": insights_ops.get_query_results,
    "StopQuery": insights_ops.stop_query,
    "DescribeQueries": insights_ops.describe_queries,
    "GetLogRecord": insights_ops.get_log_record,
    "ListLogGroupsForQuery": insights_ops.list_log_groups_for_query,
    "PutQueryDefinition": insights_ops.put_query_definition,
    "DescribeQueryDefinitions": insights_ops.describe_query_definitions,
    "DeleteQueryDefinition": insights_ops.delete_query_definition,
    # policies
    "PutResourcePolicy": policy_ops.put_resource_policy,
    "DescribeResourcePolicies": policy_ops.describe_resource_policies,
    "DeleteResourcePolicy": policy_ops.delete_resource_policy,
    "PutDataProtectionPolicy": policy_ops.put_data_protection_policy,
    "GetDataProtectionPolicy": policy_ops.get_data_protection_policy,
    "DeleteDataProtectionPolicy": policy_ops.delete_data_protection_policy,
    "PutAccountPolicy": policy_ops.put_account_policy,
    "DescribeAccountPolicies": policy_ops.describe_account_policies,
    "DeleteAccountPolicy": policy_ops.delete_account_policy,
}


def contributions(state: LogsState) -> Contributions:
    def expire(now: float) -> None:
        from .repo.retention import sweep  # the events' store: imported by the first sweep, not at build

        sweep(state.store, int(now * 1000))

    async def stop_deliveries() -> None:
        await delivery.stop(state)

    return Contributions(
        tag_sources=(tag_source(state),),
        periodic=(Periodic("logs.retention", SWEEP_INTERVAL_SECONDS, expire),),
        background=(Background("logs.subscription-deliveries", lambda: None, stop_deliveries),),
        routes=tuple(view_routes(state)),
    )


def absent(state: LogsState, operation: str) -> Callable[[RequestContext, dict[str, Any]], Any] | None:
    return absent_features.handler(operation, state.store, lambda ctx, name: lookups.group(state, ctx, name))


SERVICE: Service[LogsState] = Service(
    name="logs",
    state=LogsState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=(*TABLES, *queries.TABLES, *MIGRATED_TABLES),
    schema=(*SCHEMA, *queries.SCHEMA),
    migrations=MIGRATIONS,
    absent=absent,
)
