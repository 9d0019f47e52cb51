"""API Gateway v2's part of the view's resource map: HTTP and WebSocket APIs, their routes to functions,
last minute's requests.

Each API is a node (fact ``protocol``: HTTP or WEBSOCKET); each route whose integration is a Lambda proxy
is an edge ``route`` from the API to the function (labelled with the route key) carrying the last
minute's requests (WebSocket: handshakes and messages) and 5xx answers;
each Lambda (REQUEST) authorizer an edge ``authorizer`` from the API to its function (labelled with its name);
each VPC link a node (fact ``status``) with edges ``in-subnet`` to its EC2 subnets, and each route through
one an edge ``vpc-link`` from the API to the link (labelled with the route key)."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {
    "apigatewayv2.request": ("route", "target", "status"),
    "apigatewayv2.websocket.message": ("route", "status"),
}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    region = hub.settings.region
    apis = (await hub.call("apigatewayv2", "GetApis", {})).get("Items") or []
    requests: dict[tuple[str, str], int] = {}
    errors: dict[tuple[str, str], int] = {}
    for event in recent.of("apigatewayv2.request", "apigatewayv2.websocket.message"):
        key = (event.resource, str(event.data.get("route", "")))
        requests[key] = requests.get(key, 0) + event.count
        if int(str(event.data.get("status", 0))) >= 500:
            errors[key] = errors.get(key, 0) + event.count
    for api in apis:
        api_id = str(api["ApiId"])
        arn = f"arn:aws:apigateway:{region}::/apis/{api_id}"
        found = await unless_gone(hub.call("apigatewayv2", "GetRoutes", {"ApiId": api_id}))
        integrations = await unless_gone(hub.call("apigatewayv2", "GetIntegrations", {"ApiId": api_id}))
        stages = await unless_gone(hub.call("apigatewayv2", "GetStages", {"ApiId": api_id}))
        if found is None or integrations is None or stages is None:
            continue
        by_id = {str(i["IntegrationId"]): i for i in integrations.get("Items") or []}
        failing = 0
        for route in found.get("Items") or []:
            integration = by_id.get(str(route.get("Target", "")).removeprefix("integrations/")) or {}
            uri = str(integration.get("IntegrationUri", ""))
            route_key = str(route["RouteKey"])
            failing += errors.get((arn, route_key), 0)
            if integration.get("ConnectionType") == "VPC_LINK":
                link = f"arn:aws:apigateway:{region}::/vpclinks/{integration.get('ConnectionId', '')}"
                part.edges.append(MapEdge("vpc-link", arn, link, route_key))
                continue
            if integration.get("IntegrationType") != "AWS_PROXY" or integration.get("IntegrationSubtype"):
                continue
            function = (
                uri.split("/functions/", 1)[1].rsplit("/invocations", 1)[0] if "/functions/" in uri else uri
            )
            traffic = {
                "requests": requests.get((arn, route_key), 0),
                "errors": errors.get((arn, route_key), 0),
            }
            part.edges.append(MapEdge("route", arn, function, route_key, traffic))
        authorizers = await unless_gone(hub.call("apigatewayv2", "GetAuthorizers", {"ApiId": api_id}))
        for authorizer in (authorizers or {}).get("Items") or []:
            uri = str(authorizer.get("AuthorizerUri", ""))
            if authorizer.get("AuthorizerType") == "REQUEST" and "/functions/" in uri:
                function = uri.split("/functions/", 1)[1].rsplit("/invocations", 1)[0]
                part.edges.append(MapEdge("authorizer", arn, function, str(authorizer.get("Name", ""))))
        node = MapNode(
            "apigatewayv2.api",
            arn,
            str(api.get("Name", api_id)),
            refs=(api_id,),
            resource=api_id,
            facts={
                "protocol": str(api.get("ProtocolType", "HTTP")),
                "endpoint": str(api.get("ApiEndpoint", "")),
                "stages": sorted(str(s["StageName"]) for s in stages.get("Items") or []),
                "routes": len(found.get("Items") or []),
            },
        )
        if failing:
            node.fail(f"{failing} 5xx answer(s) in the last minute")
        part.nodes.append(node)
    links = (await hub.call("apigatewayv2", "GetVpcLinks", {})).get("Items") or []
    for link in links:
        link_arn = f"arn:aws:apigateway:{region}::/vpclinks/{link['VpcLinkId']}"
        part.nodes.append(
            MapNode(
                "apigatewayv2.vpclink",
                link_arn,
                str(link.get("Name", link["VpcLinkId"])),
                refs=(str(link["VpcLinkId"]),),
                resource=str(link["VpcLinkId"]),
                facts={"status": str(link.get("VpcLinkStatus", ""))},
            )
        )
        for subnet in link.get("SubnetIds") or []:
            part.edges.append(MapEdge("in-subnet", link_arn, str(subnet), placeholder=False))
    return part
