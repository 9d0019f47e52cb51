"""IoT's part of the view's resource map: each topic rule (its topic filter, enabled or not, actions run
and failed in the last minute; failing when an action failed) with an edge to each action's target (a
function, queue URL, topic, table, stream, state machine or republished topic) and to its errorAction's."""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {
    "iot.action.succeeded": (),
    "iot.action.failed": (),
}


def _target(kind: str, body: dict[str, Any], region: str, account: str) -> str:
    if kind == "lambda":
        return str(body.get("functionArn", ""))
    if kind == "sqs":
        return str(body.get("queueUrl", ""))
    if kind == "sns":
        return str(body.get("targetArn", ""))
    if kind == "dynamoDBv2":
        return f"arn:aws:dynamodb:{region}:{account}:table/{(body.get('putItem') or {}).get('tableName', '')}"
    if kind == "dynamoDB":
        return f"arn:aws:dynamodb:{region}:{account}:table/{body.get('tableName', '')}"
    if kind == "kinesis":
        return f"arn:aws:kinesis:{region}:{account}:stream/{body.get('streamName', '')}"
    if kind == "firehose":
        return f"arn:aws:firehose:{region}:{account}:deliverystream/{body.get('deliveryStreamName', '')}"
    if kind == "stepFunctions":
        return f"arn:aws:states:{region}:{account}:stateMachine:{body.get('stateMachineName', '')}"
    return f"arn:aws:iot:{region}:{account}:topic/{body.get('topic', '')}"


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    listed = await hub.call("iot", "ListTopicRules", {"maxResults": 10000})
    ran = recent.count_by(["iot.action.succeeded"], "resource")
    failed = recent.count_by(["iot.action.failed"], "resource")
    for summary in listed.get("rules") or []:
        arn = str(summary["ruleArn"])
        _, _, _, region, account, _ = arn.split(":", 5)
        node = MapNode(
            "iot.rule",
            arn,
            str(summary["ruleName"]),
            resource=str(summary["ruleName"]),
            facts={
                "topic": summary.get("topicPattern"),
                "disabled": bool(summary.get("ruleDisabled")),
                "actions_last_minute": ran.get(arn, 0),
                "failed_last_minute": failed.get(arn, 0),
            },
        )
        if failed.get(arn):
            node.fail(f"{failed[arn]} failed actions in the last minute")
        part.nodes.append(node)
        got = await unless_gone(hub.call("iot", "GetTopicRule", {"ruleName": summary["ruleName"]}))
        rule = (got or {}).get("rule") or {}
        for edge_kind, actions in (
            ("iot-action", rule.get("actions") or []),
            ("error-action", [rule.get("errorAction")]),
        ):
            for action in actions:
                for kind, body in (action or {}).items():
                    if isinstance(body, dict):
                        part.edges.append(MapEdge(edge_kind, arn, _target(kind, body, region, account), kind))
    return part
