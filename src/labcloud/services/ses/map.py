"""SES's part of the view's resource map: each verified identity with the messages it sent in the last
minute and the latest message's subject; a configuration set wired to its SNS and EventBridge destinations;
a receipt rule set (the active one marked, with the messages it received in the last minute) wired to the
buckets, functions and topics its rules' actions deliver to."""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {"ses.message.sent": (), "ses.message.received": ()}
#: The map edge kind and the target of each receipt action that delivers somewhere.
_TARGETS = {"S3Action": "BucketName", "LambdaAction": "FunctionArn", "SNSAction": "TopicArn"}


async def _all(services: Services, operation: str, key: str, params: dict[str, Any]) -> list[Any]:
    found: list[Any] = []
    token: str | None = None
    while True:
        page = await services.call("ses", operation, {**params, "NextToken": token} if token else params)
        found += page.get(key) or []
        token = page.get("NextToken")
        if not token:
            return found


async def map_part(services: Services, recent: Recent) -> MapPart:
    part = MapPart()
    sent = recent.count_by(["ses.message.sent"], "resource")
    region, account = services.settings.region, services.settings.account_id
    for name in await _all(services, "ListIdentities", "Identities", {}):
        arn = f"arn:aws:ses:{region}:{account}:identity/{name}"
        part.nodes.append(
            MapNode(
                "ses.identity",
                arn,
                name,
                refs=(name,),
                resource=name,
                facts={
                    "kind": "Domain" if "@" not in name else "EmailAddress",
                    "sent_last_minute": sent.get(arn, 0),
                },
            )
        )
    for one in await _all(services, "ListConfigurationSets", "ConfigurationSets", {}):
        name = one["Name"]
        arn = f"arn:aws:ses:{region}:{account}:configuration-set/{name}"
        part.nodes.append(MapNode("ses.configuration_set", arn, name, refs=(name,), resource=name))
        described = await services.call(
            "ses",
            "DescribeConfigurationSet",
            {"ConfigurationSetName": name, "ConfigurationSetAttributeNames": ["eventDestinations"]},
        )
        for destination in described.get("EventDestinations") or []:
            topic = (destination.get("SNSDestination") or {}).get("TopicARN")
            if topic:
                part.edges.append(MapEdge("notification", arn, topic, label=destination.get("Name", "")))
    await _receiving(services, recent, part)
    return part


async def _receiving(services: Services, recent: Recent, part: MapPart) -> None:
    received = recent.count_by(["ses.message.received"], "resource")
    region, account = services.settings.region, services.settings.account_id
    active = (await services.call("ses", "DescribeActiveReceiptRuleSet", {})).get("Metadata") or {}
    for one in await _all(services, "ListReceiptRuleSets", "RuleSets", {}):
        name = one["Name"]
        arn = f"arn:aws:ses:{region}:{account}:receipt-rule-set/{name}"
        facts = {"active": name == active.get("Name"), "received_last_minute": received.get(arn, 0)}
        part.nodes.append(
            MapNode("ses.receipt_rule_set", arn, name, refs=(name,), resource=name, facts=facts)
        )
        described = await services.call("ses", "DescribeReceiptRuleSet", {"RuleSetName": name})
        for rule in described.get("Rules") or []:
            for action in rule.get("Actions") or []:
                for kind, member in _TARGETS.items():
                    target = (action.get(kind) or {}).get(member)
                    if target:
                        part.edges.append(MapEdge("delivery", arn, target, label=rule["Name"]))
