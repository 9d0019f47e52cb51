"""ELBv2's part of the view's resource map: load balancers (with the last minute's requests and 5xx
answers) and target groups, an edge from each load balancer to the target groups its listeners and rules
forward to, from each Lambda target group to its function and from each ``alb`` target group to its
application load balancer."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {"elbv2.request": ("status",)}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    requests: dict[str, int] = {}
    failed: dict[str, int] = {}
    for event in recent.of("elbv2.request"):
        requests[event.resource] = requests.get(event.resource, 0) + event.count
        if int(event.data.get("status") or 0) >= 500:
            failed[event.resource] = failed.get(event.resource, 0) + event.count
    balancers = (await hub.call("elbv2", "DescribeLoadBalancers", {})).get("LoadBalancers") or []
    for lb in balancers:
        arn = lb["LoadBalancerArn"]
        node = MapNode(
            "elbv2.loadbalancer",
            arn,
            lb["LoadBalancerName"],
            refs=(lb["LoadBalancerName"], lb["DNSName"]),
            resource=lb["LoadBalancerName"],
            facts={"type": lb["Type"], "dns": lb["DNSName"], "requests_last_minute": requests.get(arn, 0)},
        )
        if failed.get(arn):
            node.fail(f"{failed[arn]} 5xx answers in the last minute")
        part.nodes.append(node)
    groups = (await hub.call("elbv2", "DescribeTargetGroups", {})).get("TargetGroups") or []
    for group in groups:
        arn = group["TargetGroupArn"]
        part.nodes.append(
            MapNode(
                "elbv2.targetgroup",
                arn,
                group["TargetGroupName"],
                refs=(group["TargetGroupName"],),
                resource=group["TargetGroupName"],
                facts={"target_type": group["TargetType"]},
            )
        )
        for lb_arn in group.get("LoadBalancerArns") or []:
            part.edges.append(MapEdge("forward", lb_arn, arn, traffic={"requests": requests.get(lb_arn, 0)}))
        if group["TargetType"] in ("lambda", "alb"):
            kind = "invoke" if group["TargetType"] == "lambda" else "forward"
            health = await hub.call("elbv2", "DescribeTargetHealth", {"TargetGroupArn": arn})
            for described in health.get("TargetHealthDescriptions") or []:
                part.edges.append(MapEdge(kind, arn, described["Target"]["Id"]))
    return part
