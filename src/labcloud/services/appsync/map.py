"""AppSync's part of the view's resource map: each GraphQL API (its authorization mode and counts of data
sources and resolvers), each Events API (its auth providers and channel namespaces), and a ``data-source``
edge from an API to each Lambda function, DynamoDB table and event bus its data sources reach (labelled with
the data source's name)."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {}


def _target(source: dict[str, object]) -> str | None:
    kind = source.get("type")
    config: dict[str, str]
    if kind == "AWS_LAMBDA":
        config = source.get("lambdaConfig") or {}  # type: ignore[assignment]
        return config.get("lambdaFunctionArn")
    if kind == "AMAZON_DYNAMODB":
        config = source.get("dynamodbConfig") or {}  # type: ignore[assignment]
        return config.get("tableName")
    if kind == "AMAZON_EVENTBRIDGE":
        config = source.get("eventBridgeConfig") or {}  # type: ignore[assignment]
        return config.get("eventBusArn")
    return None


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    token: str | None = None
    apis: list[dict[str, object]] = []
    while True:
        page = await hub.call("appsync", "ListGraphqlApis", {"nextToken": token} if token else {})
        apis += page.get("graphqlApis") or []
        token = page.get("nextToken")
        if not token:
            break
    for api in apis:
        api_id, arn = str(api["apiId"]), str(api["arn"])
        listed = await unless_gone(hub.call("appsync", "ListDataSources", {"apiId": api_id}))
        sources = (listed or {}).get("dataSources") or []
        resolvers = 0
        for type_name in ("Query", "Mutation"):
            found = await unless_gone(
                hub.call("appsync", "ListResolvers", {"apiId": api_id, "typeName": type_name})
            )
            resolvers += len((found or {}).get("resolvers") or [])
        part.nodes.append(
            MapNode(
                "appsync.api",
                arn,
                str(api["name"]),
                refs=(api_id,),
                resource=api_id,
                facts={
                    "authentication": api.get("authenticationType"),
                    "data_sources": len(sources),
                    "resolvers": resolvers,
                },
            )
        )
        for source in sources:
            target = _target(source)
            if target:
                part.edges.append(MapEdge("data-source", arn, target, str(source.get("name", ""))))
    await _event_apis(hub, part)
    return part


async def _event_apis(hub: Services, part: MapPart) -> None:
    token: str | None = None
    apis: list[dict[str, object]] = []
    while True:
        page = await hub.call("appsync", "ListApis", {"nextToken": token} if token else {})
        apis += page.get("apis") or []
        token = page.get("nextToken")
        if not token:
            break
    for api in apis:
        api_id, arn = str(api["apiId"]), str(api["apiArn"])
        listed = await unless_gone(hub.call("appsync", "ListChannelNamespaces", {"apiId": api_id}))
        namespaces = [str(n.get("name")) for n in (listed or {}).get("channelNamespaces") or []]
        config: dict[str, list[dict[str, str]]] = api.get("eventConfig") or {}  # type: ignore[assignment]
        part.nodes.append(
            MapNode(
                "appsync.eventapi",
                arn,
                str(api["name"]),
                refs=(api_id,),
                resource=api_id,
                facts={
                    "auth_providers": [p.get("authType") for p in config.get("authProviders") or []],
                    "namespaces": namespaces,
                },
            )
        )
        sources = await unless_gone(hub.call("appsync", "ListDataSources", {"apiId": api_id}))
        for source in (sources or {}).get("dataSources") or []:
            target = _target(source)
            if target:
                part.edges.append(MapEdge("data-source", arn, target, str(source.get("name", ""))))
