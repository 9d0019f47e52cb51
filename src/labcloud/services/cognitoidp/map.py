"""Cognito's part of the view's resource map: each user pool with its user count and app clients, and
the last minute's sign-ins, failed sign-ins and confirmation codes (a code is shown here and in the
server log, since labcloud never sends email or SMS); an edge to each function its LambdaConfig names,
labelled with the trigger, with the last minute's invocations and errors."""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {
    "cognito.auth.signed_in": (),
    "cognito.auth.failed": (),
    "cognito.user.code_sent": ("username", "code"),
    "cognito.trigger.invoked": ("function", "outcome"),
}


async def map_part(services: Services, recent: Recent) -> MapPart:
    part = MapPart()
    signed_in = recent.count_by(["cognito.auth.signed_in"], "resource")
    failed = recent.count_by(["cognito.auth.failed"], "resource")
    codes: dict[str, list[str]] = {}
    for event in recent.of("cognito.user.code_sent"):
        codes.setdefault(event.resource, []).append(f"{event.data.get('username')}: {event.data.get('code')}")
    invoked: dict[tuple[str, str], dict[str, int]] = {}
    for event in recent.of("cognito.trigger.invoked"):
        counts = invoked.setdefault(
            (event.resource, str(event.data.get("function"))), {"invocations": 0, "errors": 0}
        )
        counts["invocations"] += event.count
        if event.data.get("outcome") != "ok":
            counts["errors"] += event.count
    pools: list[dict[str, Any]] = []
    token: str | None = None
    while True:
        page = await services.call(
            "cognito-idp", "ListUserPools", {"MaxResults": 60, **({"NextToken": token} if token else {})}
        )
        pools += page.get("UserPools") or []
        token = page.get("NextToken")
        if not token:
            break
    for summary in pools:
        described = await unless_gone(
            services.call("cognito-idp", "DescribeUserPool", {"UserPoolId": summary["Id"]})
        )
        if described is None:
            continue
        pool = described["UserPool"]
        arn = str(pool["Arn"])
        clients = await services.call(
            "cognito-idp", "ListUserPoolClients", {"UserPoolId": pool["Id"], "MaxResults": 60}
        )
        facts: dict[str, Any] = {
            "users": pool.get("EstimatedNumberOfUsers", 0),
            "clients": [c["ClientName"] for c in clients.get("UserPoolClients") or []],
            "sign_ins_last_minute": signed_in.get(arn, 0),
            "failed_sign_ins_last_minute": failed.get(arn, 0),
        }
        if codes.get(arn):
            facts["confirmation_codes"] = codes[arn][-10:]
        node = MapNode(
            "cognito.userpool",
            arn,
            str(pool["Name"]),
            refs=(str(pool["Id"]),),
            resource=str(pool["Id"]),
            facts=facts,
        )
        part.nodes.append(node)
        functions: dict[str, list[str]] = {}
        for trigger, function in (pool.get("LambdaConfig") or {}).items():
            if isinstance(function, dict) and trigger != "PreTokenGenerationConfig":
                function = function.get("LambdaArn")  # the custom senders: {LambdaVersion, LambdaArn}
            if isinstance(function, str) and function.startswith("arn:") and trigger != "KMSKeyID":
                functions.setdefault(function, []).append(trigger)
        for function, names in functions.items():
            part.edges.append(
                MapEdge("cognito-trigger", arn, function, ", ".join(names), invoked.get((arn, function), {}))
            )
    return part
