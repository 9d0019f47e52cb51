"""A topic rule's actions: which kinds labcloud runs, how each is checked on CreateTopicRule, and how
each runs through the pipeline (``hub.call``) once a message matched.

Lambda functions are invoked (``Event``) as the service principal ``iot.amazonaws.com`` with
``aws:SourceArn`` the rule, so the function's resource policy (AddPermission) must let IoT in, as on AWS.
Every other action acts as a session of its ``roleArn`` (which must trust ``iot.amazonaws.com``), so the
role's policies decide: SQS SendMessage, SNS Publish, DynamoDB PutItem (``dynamoDB``: hash/range key and
payload columns; ``dynamoDBv2``: the message's fields as the item), Kinesis PutRecord, Firehose PutRecord,
Step Functions StartExecution; ``republish`` publishes to another topic (``${...}`` templates are filled
in for every string of an action). Other action kinds are refused on create, by name."""

from __future__ import annotations

import base64
import json
import re
import uuid
from typing import Any

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.services.iot.sql import evaluate, parse
from labcloud.services.shape import Caller, Interfaces
from labcloud.services.sts.interfaces import RoleSessions

SERVICE_PRINCIPAL = "iot.amazonaws.com"
#: Action kinds → the members naming their role (None: the Lambda action, reached as the service).
RUN = {
    "lambda": None,
    "sqs": "roleArn",
    "sns": "roleArn",
    "dynamoDB": "roleArn",
    "dynamoDBv2": "roleArn",
    "kinesis": "roleArn",
    "firehose": "roleArn",
    "stepFunctions": "roleArn",
    "republish": "roleArn",
}
#: ``ctx.extra`` key of a republished message's hop count (a republish chain stops at ``state.MAX_HOPS``).
HOPS = "labcloud:iot-hops"
_TEMPLATE = re.compile(r"\$\{([^}]*)\}")


def kind_of(action: dict[str, Any]) -> str:
    kinds = [k for k, v in action.items() if v is not None]
    if len(kinds) != 1:
        raise AwsError("InvalidRequestException", "Each action must name exactly one action kind", status=400)
    return kinds[0]


def check(action: dict[str, Any]) -> str | None:
    """The role the action acts as (None for Lambda); refuses a kind labcloud does not run."""
    kind = kind_of(action)
    if kind not in RUN:
        raise AwsError(
            "InvalidRequestException",
            f"labcloud does not run the {kind} rule action (it runs {', '.join(sorted(RUN))})",
            status=400,
        )
    body = action[kind]
    role = RUN[kind]
    if role is None:
        return None
    if not body.get(role):
        raise AwsError("InvalidRequestException", f"The {kind} action needs a roleArn", status=400)
    for template in _strings(body):
        for inner in _TEMPLATE.findall(template):
            try:
                parse.expression(inner)
            except parse.SqlError as error:
                raise AwsError(
                    "InvalidRequestException",
                    f"Invalid substitution template ${{{inner}}}: {error}",
                    status=400,
                ) from None
    return str(body[role])


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    return []


def fill(text: str, message: evaluate.Message, document: Any) -> str:
    """``text`` with each ``${expression}`` replaced by its value on the message."""

    def one(found: re.Match[str]) -> str:
        value = evaluate.evaluate(parse.expression(found.group(1)), message, document)
        if value is evaluate.UNDEFINED:
            return ""
        return value if isinstance(value, str) else json.dumps(value)

    return _TEMPLATE.sub(one, text)


def payload_bytes(output: Any) -> bytes:
    return output if isinstance(output, bytes) else json.dumps(output).encode()


def _as_role(services: Interfaces, role_arn: str) -> dict[str, Any]:
    sessions = services.interface(RoleSessions)
    if sessions is None or not sessions.trusts_service(role_arn, SERVICE_PRINCIPAL):
        raise AwsError(
            "AccessDeniedException",
            f"{SERVICE_PRINCIPAL} is not authorized to perform sts:AssumeRole on resource {role_arn}",
            status=403,
        )
    return {"principal": sessions.role_principal(role_arn, "labcloud-iot-rule")}


def _attribute(value: Any) -> dict[str, Any]:
    """A JSON value as a DynamoDB attribute value."""
    if value is None:
        return {"NULL": True}
    if isinstance(value, bool):
        return {"BOOL": value}
    if isinstance(value, (int, float)):
        return {"N": str(value)}
    if isinstance(value, str):
        return {"S": value}
    if isinstance(value, list):
        return {"L": [_attribute(v) for v in value]}
    return {"M": {str(k): _attribute(v) for k, v in value.items()}}


async def run(
    services: Caller,
    interfaces: Interfaces,
    action: dict[str, Any],
    rule_arn: str,
    output: Any,
    message: evaluate.Message,
    document: Any,
    account_id: str,
    region: str,
    hops: int = 0,
) -> None:
    """Run one action (an ``AwsError`` when the target refuses)."""
    kind = kind_of(action)
    body: dict[str, Any] = {
        k: (fill(v, message, document) if isinstance(v, str) else v) for k, v in action[kind].items()
    }
    data = payload_bytes(output)
    where: dict[str, Any] = {"account_id": account_id, "region": region}
    if kind == "lambda":
        await services.call(
            "lambda",
            "Invoke",
            {"FunctionName": body["functionArn"], "InvocationType": "Event", "Payload": data},
            principal=Principal(account_id, SERVICE_PRINCIPAL, "service", name=SERVICE_PRINCIPAL),
            extra={"aws:SourceArn": rule_arn, "aws:SourceAccount": account_id},
            **where,
        )
        return
    acting = _as_role(interfaces, str(body["roleArn"]))
    if kind == "sqs":
        text = base64.b64encode(data).decode() if body.get("useBase64") else data.decode("utf-8", "replace")
        await services.call(
            "sqs", "SendMessage", {"QueueUrl": body["queueUrl"], "MessageBody": text}, **where, **acting
        )
    elif kind == "sns":
        text = data.decode("utf-8", "replace")
        await services.call(
            "sns", "Publish", {"TopicArn": body["targetArn"], "Message": text}, **where, **acting
        )
    elif kind == "dynamoDBv2":
        if not isinstance(output, dict):
            raise AwsError("InvalidRequestException", "dynamoDBv2 needs a JSON object to write", status=400)
        item = {str(k): _attribute(v) for k, v in output.items()}
        table = fill(str(body["putItem"]["tableName"]), message, document)
        await services.call("dynamodb", "PutItem", {"TableName": table, "Item": item}, **where, **acting)
    elif kind == "dynamoDB":
        item = {
            str(body["hashKeyField"]): {
                body.get("hashKeyType") == "NUMBER" and "N" or "S": body["hashKeyValue"]
            }
        }
        if body.get("rangeKeyField"):
            item[str(body["rangeKeyField"])] = {
                body.get("rangeKeyType") == "NUMBER" and "N" or "S": body["rangeKeyValue"]
            }
        item[str(body.get("payloadField") or "payload")] = (
            _attribute(output) if not isinstance(output, bytes) else {"B": output}
        )
        await services.call(
            "dynamodb", "PutItem", {"TableName": body["tableName"], "Item": item}, **where, **acting
        )
    elif kind == "kinesis":
        await services.call(
            "kinesis",
            "PutRecord",
            {
                "StreamName": body["streamName"],
                "Data": data,
                "PartitionKey": body.get("partitionKey") or str(uuid.uuid4()),
            },
            **where,
            **acting,
        )
    elif kind == "firehose":
        separator = str(body.get("separator") or "").encode().decode("unicode_escape").encode()
        await services.call(
            "firehose",
            "PutRecord",
            {"DeliveryStreamName": body["deliveryStreamName"], "Record": {"Data": data + separator}},
            **where,
            **acting,
        )
    elif kind == "stepFunctions":
        machine = f"arn:aws:states:{region}:{account_id}:stateMachine:{body['stateMachineName']}"
        name = f"{body.get('executionNamePrefix') or ''}{uuid.uuid4()}"[:80]
        await services.call(
            "stepfunctions",
            "StartExecution",
            {"stateMachineArn": machine, "name": name, "input": data.decode("utf-8", "replace")},
            **where,
            **acting,
        )
    elif kind == "republish":
        await services.call(
            "iot-data",
            "Publish",
            {"topic": body["topic"], "qos": int(body.get("qos") or 0), "payload": data},
            extra={HOPS: hops + 1},
            **where,
            **acting,
        )
    return
