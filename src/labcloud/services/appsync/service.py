"""AWS AppSync (botocore ``appsync``) in the service shape: GraphQL APIs, their schemas (parsed with
``graphql-core``), data sources, UNIT and PIPELINE resolvers, functions and API keys, and each API's GraphQL
endpoint offered as the ``GraphqlApis`` front door (``dataplane.py``; docs/appsync.md), EvaluateCode and
EvaluateMappingTemplate; AppSync Events APIs, their channel namespaces and their HTTP and real-time endpoints
(the ``EventApis`` front door, ``event_door.py``; docs/appsync-events.md). GraphQL subscriptions, caching,
merged APIs and domain names are not here:
their operations answer 501, and the parameters that ask for them are refused by name. The APPSYNC_JS node
workers stop with the server (background work)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.appsync.dataplane import GraphqlDoor
from labcloud.services.appsync.event_door import EventsDoor
from labcloud.services.appsync.interfaces import EventApis, GraphqlApis, GraphqlOperations
from labcloud.services.appsync.repo.schema import SCHEMA, TABLES
from labcloud.services.appsync.state import AppsyncState, forget
from labcloud.services.appsync.tag_source import tag_source
from labcloud.services.shape import Background, Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.appsync import (
        api_ops,
        evaluate_ops,
        event_api_ops,
        key_ops,
        namespace_ops,
        resolver_ops,
        schema_ops,
        source_ops,
    )
else:
    event_api_ops = lazy_module("labcloud.services.appsync.event_api_ops")
    namespace_ops = lazy_module("labcloud.services.appsync.namespace_ops")
    api_ops = lazy_module("labcloud.services.appsync.api_ops")
    evaluate_ops = lazy_module("labcloud.services.appsync.evaluate_ops")
    key_ops = lazy_module("labcloud.services.appsync.key_ops")
    resolver_ops = lazy_module("labcloud.services.appsync.resolver_ops")
    schema_ops = lazy_module("labcloud.services.appsync.schema_ops")
    source_ops = lazy_module("labcloud.services.appsync.source_ops")

OPERATIONS: dict[str, Operation[AppsyncState]] = {
    "CreateGraphqlApi": api_ops.create_graphql_api,
    "GetGraphqlApi": api_ops.get_graphql_api,
    "ListGraphqlApis": api_ops.list_graphql_apis,
    "UpdateGraphqlApi": api_ops.update_graphql_api,
    "DeleteGraphqlApi": api_ops.delete_graphql_api,
    "TagResource": api_ops.tag_resource,
    "UntagResource": api_ops.untag_resource,
    "ListTagsForResource": api_ops.list_tags_for_resource,
    "StartSchemaCreation": schema_ops.start_schema_creation,
    "GetSchemaCreationStatus": schema_ops.get_schema_creation_status,
    "GetIntrospectionSchema": schema_ops.get_introspection_schema,
    "CreateDataSource": source_ops.create_data_source,
    "GetDataSource": source_ops.get_data_source,
    "ListDataSources": source_ops.list_data_sources,
    "UpdateDataSource": source_ops.update_data_source,
    "DeleteDataSource": source_ops.delete_data_source,
    "CreateResolver": resolver_ops.create_resolver,
    "GetResolver": resolver_ops.get_resolver,
    "ListResolvers": resolver_ops.list_resolvers,
    "UpdateResolver": resolver_ops.update_resolver,
    "DeleteResolver": resolver_ops.delete_resolver,
    "CreateFunction": resolver_ops.create_function,
    "GetFunction": resolver_ops.get_function,
    "ListFunctions": resolver_ops.list_functions,
    "UpdateFunction": resolver_ops.update_function,
    "DeleteFunction": resolver_ops.delete_function,
    "ListResolversByFunction": resolver_ops.list_resolvers_by_function,
    "CreateApiKey": key_ops.create_api_key,
    "ListApiKeys": key_ops.list_api_keys,
    "UpdateApiKey": key_ops.update_api_key,
    "DeleteApiKey": key_ops.delete_api_key,
    "EvaluateCode": evaluate_ops.evaluate_code,
    "EvaluateMappingTemplate": evaluate_ops.evaluate_mapping_template,
    "CreateApi": event_api_ops.create_api,
    "GetApi": event_api_ops.get_api,
    "ListApis": event_api_ops.list_apis,
    "UpdateApi": event_api_ops.update_api,
    "DeleteApi": event_api_ops.delete_api,
    "CreateChannelNamespace": namespace_ops.create_channel_namespace,
    "GetChannelNamespace": namespace_ops.get_channel_namespace,
    "ListChannelNamespaces": namespace_ops.list_channel_namespaces,
    "UpdateChannelNamespace": namespace_ops.update_channel_namespace,
    "DeleteChannelNamespace": namespace_ops.delete_channel_namespace,
}


async def _stop_js_workers() -> None:
    """The APPSYNC_JS node workers stop with the server (started on first use, so nothing to start)."""
    from labcloud.services.appsync import jsbridge

    await jsbridge.shutdown()


def contributions(state: AppsyncState) -> Contributions:
    return Contributions(
        tag_sources=(tag_source(state),),
        offers=(
            Offer(GraphqlApis, door := GraphqlDoor(state)),
            Offer(GraphqlOperations, door),
            Offer(EventApis, EventsDoor(state)),
        ),
        background=(Background("appsync-js-workers", lambda: None, _stop_js_workers),),
    )


SERVICE: Service[AppsyncState] = Service(
    name="appsync",
    state=AppsyncState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=forget,
)
