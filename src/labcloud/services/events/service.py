"""EventBridge (``events``) in the service shape: buses, rules, targets, PutEvents and their delivery.

Writes are synchronous SQLite transactions; deliveries go through a durable outbox worked by one
background task (``delivery.py``), and scheduled rules are fired by the hub's scheduler
(``scheduled.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.events.destination_calls import DestinationCalls
from labcloud.services.events.interfaces import ApiDestinations
from labcloud.services.events.repo import pending
from labcloud.services.events.repo.schema import MIGRATIONS, SCHEMA, TABLES
from labcloud.services.events.state import EventsState
from labcloud.services.events.tag_source import tag_sources
from labcloud.services.shape import Background, Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.events import (
        archive_ops,
        bus_ops,
        connection_change_ops,
        connection_ops,
        delivery,
        destination_ops,
        endpoint_ops,
        event_ops,
        permission_ops,
        replay_ops,
        replaying,
        rule_ops,
        scheduled,
        tag_ops,
        target_ops,
    )
else:
    archive_ops = lazy_module("labcloud.services.events.archive_ops")
    bus_ops = lazy_module("labcloud.services.events.bus_ops")
    connection_change_ops = lazy_module("labcloud.services.events.connection_change_ops")
    connection_ops = lazy_module("labcloud.services.events.connection_ops")
    delivery = lazy_module("labcloud.services.events.delivery")
    destination_ops = lazy_module("labcloud.services.events.destination_ops")
    endpoint_ops = lazy_module("labcloud.services.events.endpoint_ops")
    event_ops = lazy_module("labcloud.services.events.event_ops")
    permission_ops = lazy_module("labcloud.services.events.permission_ops")
    replay_ops = lazy_module("labcloud.services.events.replay_ops")
    replaying = lazy_module("labcloud.services.events.replaying")
    rule_ops = lazy_module("labcloud.services.events.rule_ops")
    scheduled = lazy_module("labcloud.services.events.scheduled")
    tag_ops = lazy_module("labcloud.services.events.tag_ops")
    target_ops = lazy_module("labcloud.services.events.target_ops")

OPERATIONS: dict[str, Operation[EventsState]] = {
    "CreateEventBus": bus_ops.create_event_bus,
    "DescribeEventBus": bus_ops.describe_event_bus,
    "ListEventBuses": bus_ops.list_event_buses,
    "DeleteEventBus": bus_ops.delete_event_bus,
    "PutRule": rule_ops.put_rule,
    "DescribeRule": rule_ops.describe_rule,
    "ListRules": rule_ops.list_rules,
    "EnableRule": rule_ops.enable_rule,
    "DisableRule": rule_ops.disable_rule,
    "DeleteRule": rule_ops.delete_rule,
    "ListRuleNamesByTarget": rule_ops.list_rule_names_by_target,
    "PutTargets": target_ops.put_targets,
    "RemoveTargets": target_ops.remove_targets,
    "ListTargetsByRule": target_ops.list_targets_by_rule,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
    "PutEvents": event_ops.put_events,
    "TestEventPattern": event_ops.test_event_pattern,
    "PutPermission": permission_ops.put_permission,
    "CreateConnection": connection_ops.create_connection,
    "DescribeConnection": connection_ops.describe_connection,
    "ListConnections": connection_ops.list_connections,
    "DeleteConnection": connection_ops.delete_connection,
    "UpdateConnection": connection_change_ops.update_connection,
    "DeauthorizeConnection": connection_change_ops.deauthorize_connection,
    "CreateApiDestination": destination_ops.create_api_destination,
    "DescribeApiDestination": destination_ops.describe_api_destination,
    "ListApiDestinations": destination_ops.list_api_destinations,
    "UpdateApiDestination": destination_ops.update_api_destination,
    "DeleteApiDestination": destination_ops.delete_api_destination,
    "RemovePermission": permission_ops.remove_permission,
    "CreateArchive": archive_ops.create_archive,
    "DescribeArchive": archive_ops.describe_archive,
    "ListArchives": archive_ops.list_archives,
    "UpdateArchive": archive_ops.update_archive,
    "DeleteArchive": archive_ops.delete_archive,
    "CreateEndpoint": endpoint_ops.create_endpoint,
    "DescribeEndpoint": endpoint_ops.describe_endpoint,
    "ListEndpoints": endpoint_ops.list_endpoints,
    "UpdateEndpoint": endpoint_ops.update_endpoint,
    "DeleteEndpoint": endpoint_ops.delete_endpoint,
    "StartReplay": replay_ops.start_replay,
    "DescribeReplay": replay_ops.describe_replay,
    "ListReplays": replay_ops.list_replays,
    "CancelReplay": replay_ops.cancel_replay,
}


#: Seconds between two passes of the scheduled rules, and of the replays and archive retention.
TICK = 1.0


def _fire_due(state: EventsState, now: float) -> None:
    # croniter and the delivery modules are imported by the first rule that comes due, not at build
    if pending.schedules_due(state.store, now):
        scheduled.fire_due(state, now)


def _replays(state: EventsState, now: float) -> None:
    if pending.archives_or_replays(state.store):
        replaying.run(state, now)


def contributions(state: EventsState) -> Contributions:
    return Contributions(
        tag_sources=tag_sources(state),
        periodic=(
            Periodic("events.schedules", TICK, lambda now: _fire_due(state, now)),
            Periodic("events.replays", TICK, lambda now: _replays(state, now)),
        ),
        background=(
            Background("events.deliveries", lambda: delivery.start(state), lambda: delivery.stop(state)),
        ),
        offers=(Offer(ApiDestinations, DestinationCalls(state)),),
    )


SERVICE: Service[EventsState] = Service(
    name="events",
    state=EventsState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    migrations=MIGRATIONS,
    schema_owner="eventbridge",
)
