"""API Gateway's part of the view's resource map: REST APIs, their routes to functions, last minute's requests.

Each API is a node; each route whose integration is a Lambda proxy is an edge ``route`` from the API to
the function (labelled ``METHOD /path``) carrying the last minute's requests and 5xx answers; each
Lambda authorizer is an edge ``authorizer`` from the API to its function (labelled with its name and
type). An API that answered 5xx in the last minute is marked failing. Each custom domain name (public or
private) is a node (its facts: the endpoint type, and with mutual TLS its truststore's URI and how many
warnings it has) with a ``basepath`` edge to every API it maps (labelled ``/<base path> → <stage>``).
Each VPC link is a node with a ``vpc-link-target`` edge to its network load balancer, and each route
through it a ``vpc-link`` edge from the API to the link (labelled ``METHOD /path``).
"""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {"apigateway.request": ("route", "target", "status")}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    region = hub.settings.region
    apis: list[dict[str, object]] = []
    position: str | None = None
    while True:
        page = await hub.call(
            "apigateway", "GetRestApis", {"limit": 500, **({"position": position} if position else {})}
        )
        apis += page.get("items") or []
        position = page.get("position")
        if not position:
            break
    requests: dict[tuple[str, str], int] = {}
    errors: dict[tuple[str, str], int] = {}
    by_api: dict[str, int] = {}
    failed_by_api: dict[str, int] = {}
    for event in recent.of("apigateway.request"):
        key = (event.resource, str(event.data.get("route", "")))
        requests[key] = requests.get(key, 0) + event.count
        by_api[event.resource] = by_api.get(event.resource, 0) + event.count
        if int(str(event.data.get("status", 0))) >= 500:
            errors[key] = errors.get(key, 0) + event.count
            failed_by_api[event.resource] = failed_by_api.get(event.resource, 0) + event.count
    for api in apis:
        api_id = str(api["id"])
        api_arn = f"arn:aws:apigateway:{region}::/restapis/{api_id}"
        found = await unless_gone(
            hub.call("apigateway", "GetResources", {"restApiId": api_id, "embed": ["methods"], "limit": 500})
        )
        stages = await unless_gone(hub.call("apigateway", "GetStages", {"restApiId": api_id}))
        if found is None or stages is None:
            continue
        routes = 0
        for resource in found.get("items") or []:
            for method, spec in (resource.get("resourceMethods") or {}).items():
                routes += 1
                integration = spec.get("methodIntegration") or {}
                uri = str(integration.get("uri", ""))
                if integration.get("connectionType") == "VPC_LINK":
                    link = str(integration.get("connectionId") or "")
                    if not link.startswith("${"):  # a stage variable names it per stage
                        link_arn = f"arn:aws:apigateway:{region}::/vpclinks/{link}"
                        route = f"{method} {resource['path']}"
                        part.edges.append(MapEdge("vpc-link", api_arn, link_arn, route, {}))
                    target = integration.get("integrationTarget")
                    if target and not link.startswith("${"):  # a VPC link V2 to this load balancer
                        part.edges.append(MapEdge("vpc-link-target", link_arn, str(target), route, {}))
                if integration.get("type") != "AWS_PROXY" or "/functions/" not in uri:
                    continue
                function = uri.split("/functions/", 1)[1].rsplit("/invocations", 1)[0]
                route = f"{method} {resource['path']}"
                traffic = {
                    "requests": requests.get((api_arn, route), 0),
                    "errors": errors.get((api_arn, route), 0),
                }
                part.edges.append(MapEdge("route", api_arn, function, route, traffic))
        authorizers = await unless_gone(
            hub.call("apigateway", "GetAuthorizers", {"restApiId": api_id, "limit": 500})
        )
        for authorizer in (authorizers or {}).get("items") or []:
            uri = str(authorizer.get("authorizerUri", ""))
            if "/functions/" in uri:
                function = uri.split("/functions/", 1)[1].rsplit("/invocations", 1)[0]
                label = f"{authorizer.get('name')} ({authorizer.get('type')})"
                part.edges.append(MapEdge("authorizer", api_arn, function, label, {}))
        node = MapNode(
            "apigateway.restapi",
            api_arn,
            str(api.get("name", api_id)),
            refs=(api_id,),
            resource=api_id,
            facts={
                "stages": sorted(str(s["stageName"]) for s in stages.get("item") or []),
                "routes": routes,
                "requests_last_minute": by_api.get(api_arn, 0),
            },
        )
        failed = failed_by_api.get(api_arn, 0)
        if failed:
            node.fail(f"{failed} 5xx answer(s) in the last minute")
        part.nodes.append(node)
    await _domain_names(hub, part, region)
    await _vpc_links(hub, part, region)
    return part


async def _vpc_links(hub: Services, part: MapPart, region: str) -> None:
    found = await hub.call("apigateway", "GetVpcLinks", {"limit": 500})
    for link in found.get("items") or []:
        arn = f"arn:aws:apigateway:{region}::/vpclinks/{link['id']}"
        part.nodes.append(
            MapNode(
                "apigateway.vpclink",
                arn,
                str(link.get("name") or link["id"]),
                refs=(str(link["id"]),),
                resource=str(link["id"]),
                facts={"status": str(link.get("status", ""))},
            )
        )
        for target in link.get("targetArns") or []:
            part.edges.append(MapEdge("vpc-link-target", arn, str(target), "", {}))


async def _domain_names(hub: Services, part: MapPart, region: str) -> None:
    found = await hub.call("apigateway", "GetDomainNames", {"limit": 500})
    for domain in found.get("items") or []:
        name = str(domain["domainName"])
        arn = str(domain.get("domainNameArn") or f"arn:aws:apigateway:{region}::/domainnames/{name}")
        types = (domain.get("endpointConfiguration") or {}).get("types") or []
        facts: dict[str, Any] = {"endpoint": ",".join(types)}
        tls = domain.get("mutualTlsAuthentication") or {}
        if tls.get("truststoreUri"):  # clients must present a certificate the truststore trusts
            facts["mutual_tls"] = str(tls["truststoreUri"])
            if tls.get("truststoreWarnings"):
                facts["truststore_warnings"] = len(tls["truststoreWarnings"])
        part.nodes.append(MapNode("apigateway.domainname", arn, name, refs=(name,), facts=facts))
        which = {"domainName": name}
        if domain.get("domainNameId"):  # a private name is addressed by its id too
            which["domainNameId"] = str(domain["domainNameId"])
        mappings = await unless_gone(hub.call("apigateway", "GetBasePathMappings", which))
        for mapping in (mappings or {}).get("items") or []:
            target = f"arn:aws:apigateway:{region}::/restapis/{mapping['restApiId']}"
            base = "" if mapping["basePath"] == "(none)" else str(mapping["basePath"])
            label = f"/{base} → {mapping.get('stage') or '(stage in path)'}"
            part.edges.append(MapEdge("basepath", arn, target, label, {}))
