"""AppSync's one state object: its store, bus and settings, the records of APIs, and the running system
(the data plane calls Lambda, DynamoDB, EventBridge and Cognito through the pipeline; IAM's directory
decides AWS_IAM requests), the live subscriptions of Events APIs' WebSockets, and the log deliveries under way."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypedDict

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.identity import Identity
from labcloud.services.appsync.channels import LiveChannels
from labcloud.services.appsync.repo.records import Api, Records
from labcloud.services.shape import Host
from labcloud.store.db import Store

if TYPE_CHECKING:
    from graphql import GraphQLSchema


class LogEvent(TypedDict):
    """One CloudWatch Logs event waiting to be written (``log_delivery.py``)."""

    timestamp: int
    message: str


#: GraphQL APIs an account holds in a region (AppSync's default quota, 25; ``LABCLOUD_APPSYNC_MAX_APIS``).
MAX_APIS = 25
#: API keys per API (AppSync's quota, 50).
MAX_API_KEYS = 50


@dataclass(slots=True)
class AppsyncState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    services: Host
    identity: Identity
    max_apis: int = MAX_APIS
    #: api id → the parsed GraphQL schema and the text it was built from (rebuilt when the text changes)
    schemas: dict[str, tuple[str, GraphQLSchema]] = field(default_factory=dict)
    #: the Events APIs' live WebSocket subscriptions (in memory: connections end with the server)
    live: LiveChannels = field(default_factory=LiveChannels)
    #: the log delivery under way (``log_delivery.py``, at most one), held until it finishes
    log_tasks: set[asyncio.Task[None]] = field(default_factory=set)
    #: (api id, role ARN) → the API and its log events waiting for that delivery
    log_pending: dict[tuple[str, str], tuple[Api, list[LogEvent]]] = field(default_factory=dict)

    @staticmethod
    def build(host: Host) -> AppsyncState:
        most = max(1, host.settings.tuning.integer("LABCLOUD_APPSYNC_MAX_APIS", MAX_APIS))
        return AppsyncState(
            host.store, host.bus, host.settings, Records(host.store), host, host.identity, most
        )


def forget(state: AppsyncState) -> None:
    state.schemas.clear()
    state.log_pending.clear()  # records of APIs the reset removed
