"""CloudWatch's part of the view's resource map: alarms, what each watches (the resource named by its metric's
dimensions, or a metric math alarm's first MetricStat), its actions (alarm → function or topic) and a composite's
children (composite → alarm). An alarm in ALARM is marked failing; an alarm on an anomaly detection band shows
its band expression."""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, arn

KINDS: dict[str, tuple[str, ...]] = {}
ACTIONS = (
    ("AlarmActions", "ALARM"),
    ("OKActions", "OK"),
    ("InsufficientDataActions", "INSUFFICIENT_DATA"),
)


def watched(dimension: str, value: str, region: str, account: str) -> str | None:
    """The ARN of the resource a metric dimension names (AWS/Lambda, AWS/SQS, AWS/DynamoDB, AWS/S3)."""
    if dimension == "FunctionName":
        return arn("lambda", region, account, f"function:{value.split(':')[0]}")
    if dimension == "QueueName":
        return arn("sqs", region, account, value)
    if dimension == "TableName":
        return arn("dynamodb", region, account, f"table/{value}")
    if dimension == "BucketName":
        return f"arn:aws:s3:::{value}"
    return None


def composite_children(rule: str, region: str, account: str) -> list[str]:
    """The ARNs of the alarms a composite's rule names (once each, in order)."""
    from .alarm_rule import parse, references

    arns: dict[str, None] = {}
    for ref in references(parse(rule)):
        arns.setdefault(
            ref if ref.startswith("arn:") else arn("cloudwatch", region, account, f"alarm:{ref}"), None
        )
    return list(arns)


def _first_metric(alarm: dict[str, Any]) -> dict[str, Any]:
    """A metric math alarm's first MetricStat metric (namespace, name, dimensions), for the map's facts and edges."""
    for query in alarm.get("Metrics") or []:
        metric = (query.get("MetricStat") or {}).get("Metric")
        if metric:
            return {k: metric[k] for k in ("Namespace", "MetricName", "Dimensions") if k in metric}
    return {}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    del recent  # an alarm's state is its own
    part = MapPart()
    region, account = hub.settings.region, hub.settings.account_id
    alarms: list[dict[str, Any]] = []
    token: str | None = None
    while True:
        page = await hub.call(
            "cloudwatch",
            "DescribeAlarms",
            {
                "MaxRecords": 100,
                "AlarmTypes": ["MetricAlarm", "CompositeAlarm"],
                **({"NextToken": token} if token else {}),
            },
        )
        alarms += (page.get("MetricAlarms") or []) + (page.get("CompositeAlarms") or [])
        token = page.get("NextToken")
        if not token:
            break
    for alarm in alarms:
        alarm = {**alarm, **_first_metric(alarm)}
        alarm_arn, name, state = alarm["AlarmArn"], alarm["AlarmName"], alarm.get("StateValue", "")
        node = MapNode(
            "cloudwatch.alarm",
            alarm_arn,
            name,
            refs=(name,),
            resource=name,
            facts={
                "state": state,
                "metric": f"{alarm.get('Namespace', '')} {alarm.get('MetricName', '')}".strip(),
            },
        )
        band_id = alarm.get("ThresholdMetricId")
        if band_id:
            node.facts["band"] = next(
                (q.get("Expression", "") for q in alarm.get("Metrics") or [] if q.get("Id") == band_id), ""
            )
        if state == "ALARM":
            node.fail(f"alarm in ALARM: {alarm.get('StateReason', '')}".rstrip(": "))
        part.nodes.append(node)
        for dimension in alarm.get("Dimensions") or []:
            resource = watched(dimension.get("Name", ""), dimension.get("Value", ""), region, account)
            if resource:
                part.edges.append(
                    MapEdge(
                        "alarm-watch", resource, alarm_arn, alarm.get("MetricName", ""), placeholder=False
                    )
                )
        for member, label in ACTIONS:
            for action in alarm.get(member) or []:
                part.edges.append(MapEdge("alarm-action", alarm_arn, action, label))
        if alarm.get("AlarmRule"):
            node.facts["rule"] = alarm["AlarmRule"]
            for child in composite_children(alarm["AlarmRule"], region, account):
                part.edges.append(MapEdge("alarm-child", alarm_arn, child, "child", placeholder=False))
    return part
