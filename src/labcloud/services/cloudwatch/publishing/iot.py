"""AWS/IoT metrics from IoT's events on the bus, as IoT publishes them (Count, one sample per event).

Message broker: ``PublishIn.Success`` (dimension ``Protocol`` HTTP: labcloud's broker takes HTTP
publishes only; a shadow's own messages on ``$aws/...`` topics are not counted). Rules: ``TopicMatch``
(``RuleName``) for each enabled rule whose topic filter a message matched, ``RulesExecuted`` (no
dimension) when its WHERE clause held. Rule actions: ``Success`` / ``Failure`` and, for a rule's
errorAction, ``ErrorActionSuccess`` / ``ErrorActionFailure``, with dimensions ``ActionType`` and
``RuleName``. Not published: ParseError, RuleMessageThrottled, RuleNotFound (labcloud's rules engine
never throttles and its SQL is checked when the rule is made), the MQTT connection metrics, shadow, jobs
and Device Defender metrics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/IoT"
#: The events it reads (the bus delivers the listeners only the kinds they name).
PREFIXES = ("iot.message.published", "iot.rule.matched", "iot.action.")

#: A rule action's kind (its member in the TopicRulePayload) → the ActionType dimension's value.
ACTION_TYPES = {
    "lambda": "Lambda",
    "sqs": "SQS",
    "sns": "SNS",
    "dynamoDB": "DynamoDB",
    "dynamoDBv2": "DynamoDBv2",
    "kinesis": "Kinesis",
    "firehose": "Firehose",
    "stepFunctions": "StepFunctions",
    "republish": "Republish",
    "s3": "S3",
    "cloudwatchMetric": "CloudwatchMetric",
    "cloudwatchLogs": "CloudwatchLogs",
    "cloudwatchAlarm": "CloudwatchAlarm",
}


def _rule_name(arn: str) -> str:
    return arn.rsplit("rule/", 1)[-1]


def on_event(rec: Samples, event: Event) -> None:
    kind = event.kind
    where = (event.account_id, event.region)
    data = event.data
    if kind == "iot.message.published":
        if not str(data.get("topic", "")).startswith("$"):
            rec.record(where, NS, "PublishIn.Success", (("Protocol", "HTTP"),), 1.0, "Count")
    elif kind == "iot.rule.matched":
        rule = (("RuleName", _rule_name(event.resource)),)
        rec.record(where, NS, "TopicMatch", rule, 1.0, "Count")
        if data.get("executed"):
            rec.record(where, NS, "RulesExecuted", (), 1.0, "Count")
    elif kind in ("iot.action.succeeded", "iot.action.failed"):
        action = str(data.get("action", ""))
        dims = (
            ("ActionType", ACTION_TYPES.get(action, action[:1].upper() + action[1:])),
            ("RuleName", _rule_name(event.resource)),
        )
        name = "Success" if kind == "iot.action.succeeded" else "Failure"
        if data.get("error_action"):
            name = "ErrorAction" + name
        rec.record(where, NS, name, dims, 1.0, "Count")
