"""Lambda event source mappings from Amazon MQ brokers: messages put through labcloud's inbound route reach
the function in AWS's exact ``aws:mq`` and ``aws:rmq`` events, a failed batch is retried whole with
``redelivered: true``, filters consume what they drop, credentials come from the BASIC_AUTH secret, and
every refusal (of the mapping and of the route) has its exact code."""

from __future__ import annotations

import base64
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from mq_helpers import PASSWORD, broker_params, put_status

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))

from lambda_helpers import create_role, deployer, events, wait_for  # noqa: E402

# fails each batch holding a "boom" message the first time it sees it, then succeeds
CONSUMER = """
import base64, json
def handler(event, context):
    print(json.dumps(event))
    messages = event.get("messages") or [m for q in event.get("rmqMessagesByQueue", {}).values() for m in q]
    if any(base64.b64decode(m["data"]) == b"boom" and not m["redelivered"] for m in messages):
        raise RuntimeError("first delivery fails")
    return len(messages)
"""


def _setup(labcloud: LabcloudProcess, secret: dict[str, str]) -> tuple[Any, str, Any]:
    role = create_role(
        labcloud, "mq-consumer", ("arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",)
    )
    labcloud.boto3_client("iam").put_role_policy(
        RoleName="mq-consumer",
        PolicyName="mq",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Effect": "Allow",
                        "Action": ["mq:DescribeBroker", "secretsmanager:GetSecretValue"],
                        "Resource": "*",
                    }
                ],
            }
        ),
    )
    deployer(labcloud, role)("consumer", CONSUMER, Timeout=5)
    arn = labcloud.boto3_client("secretsmanager").create_secret(
        Name="mq-user", SecretString=json.dumps(secret)
    )["ARN"]
    return labcloud.boto3_client("lambda"), str(arn), labcloud.boto3_client("mq")


def _started(labcloud: LabcloudProcess) -> list[dict[str, Any]]:
    return [e["data"]["event"] for e in events(labcloud, "lambda.invocation.started")]


def _depth(labcloud: LabcloudProcess, broker_id: str) -> int:
    return sum(q["Messages"] for q in labcloud.get(f"/_labcloud/mq/{broker_id}/queues")["queues"])


def test_activemq_messages_reach_the_function_and_failures_are_retried(labcloud: LabcloudProcess) -> None:
    lam, secret, mq = _setup(labcloud, {"username": "admin", "password": PASSWORD})
    broker = mq.create_broker(**broker_params("amq"))
    bid, broker_arn = broker["BrokerId"], broker["BrokerArn"]
    assert put_status(labcloud, bid, "orders", b'{"data": "x"}') == 409  # still CREATION_IN_PROGRESS
    labcloud.advance_clock(5)
    text = labcloud.post(
        f"/_labcloud/mq/{bid}/queues/orders",
        {
            "data": "hello",
            "properties": {"kind": "order", "urgent": True},
            "correlationId": "c-1",
            "priority": 7,
        },
    )
    labcloud.post(f"/_labcloud/mq/{bid}/queues/orders", {"dataBase64": base64.b64encode(b"boom").decode()})
    assert text["MessageId"].startswith(f"ID:{bid}-1.mq.us-east-1.amazonaws.com-")
    mapping = lam.create_event_source_mapping(
        FunctionName="consumer",
        EventSourceArn=broker_arn,
        Queues=["orders"],
        SourceAccessConfigurations=[{"Type": "BASIC_AUTH", "URI": secret}],
        BatchSize=10,
    )
    assert mapping["State"] == "Creating" and mapping["Queues"] == ["orders"] and mapping["BatchSize"] == 10
    assert mapping["SourceAccessConfigurations"] == [{"Type": "BASIC_AUTH", "URI": secret}]
    first, second = wait_for(lambda: (found := _started(labcloud)) and len(found) >= 2 and found)[:2]
    assert first["eventSource"] == "aws:mq" and first["eventSourceArn"] == broker_arn
    message = first["messages"][0]
    assert message == {
        "messageID": text["MessageId"],
        "messageType": "jms/text-message",
        "deliveryMode": 2,
        "replyTo": None,
        "type": None,
        "expiration": 0,
        "priority": 7,
        "correlationId": "c-1",
        "redelivered": False,
        "destination": {"physicalName": "orders"},
        "data": base64.b64encode(b"hello").decode(),
        "timestamp": message["timestamp"],
        "brokerInTime": message["timestamp"],
        "brokerOutTime": message["brokerOutTime"],
        "properties": {"kind": "order", "urgent": "true"},
    }
    assert first["messages"][1]["messageType"] == "jms/bytes-message"
    assert [m["redelivered"] for m in second["messages"]] == [True, True]  # the whole batch, retried
    wait_for(lambda: lam.get_event_source_mapping(UUID=mapping["UUID"])["LastProcessingResult"] == "OK")
    assert _depth(labcloud, bid) == 0
    # a secret whose credentials are no broker user's: nothing is read, and the mapping says why
    wrong = labcloud.boto3_client("secretsmanager").create_secret(
        Name="wrong", SecretString=json.dumps({"username": "admin", "password": "not-the-password"})
    )["ARN"]
    lam.update_event_source_mapping(
        UUID=mapping["UUID"], SourceAccessConfigurations=[{"Type": "BASIC_AUTH", "URI": wrong}]
    )
    labcloud.post(f"/_labcloud/mq/{bid}/queues/orders", {"data": "waits"})
    wait_for(
        lambda: lam.get_event_source_mapping(UUID=mapping["UUID"])["LastProcessingResult"].startswith(
            "PROBLEM: Authentication error"
        )
    )
    assert _depth(labcloud, bid) == 1


def test_rabbitmq_virtual_hosts_filters_and_refusals(labcloud: LabcloudProcess) -> None:
    lam, secret, mq = _setup(labcloud, {"username": "admin", "password": PASSWORD})
    rabbit = mq.create_broker(**broker_params("rmq", "RABBITMQ"))
    labcloud.advance_clock(5)
    bid = rabbit["BrokerId"]
    for kind in ("keep", "drop"):
        labcloud.post(
            f"/_labcloud/mq/{bid}/queues/jobs",
            {
                "data": json.dumps({"kind": kind}),
                "vhost": "/shop",
                "properties": {"h": "v"},
                "contentType": "application/json",
            },
        )
    lam.create_event_source_mapping(
        FunctionName="consumer",
        EventSourceArn=rabbit["BrokerArn"],
        Queues=["jobs"],
        SourceAccessConfigurations=[
            {"Type": "BASIC_AUTH", "URI": secret},
            {"Type": "VIRTUAL_HOST", "URI": "/shop"},
        ],
        FilterCriteria={"Filters": [{"Pattern": json.dumps({"data": {"kind": ["keep"]}})}]},
    )
    event = wait_for(lambda: _started(labcloud))[0]
    assert event["eventSource"] == "aws:rmq" and list(event["rmqMessagesByQueue"]) == ["jobs::/shop"]
    (message,) = event["rmqMessagesByQueue"]["jobs::/shop"]
    assert (
        json.loads(base64.b64decode(message["data"])) == {"kind": "keep"} and message["redelivered"] is False
    )
    basic = message["basicProperties"]
    assert basic["contentType"] == "application/json" and basic["headers"] == {"h": {"bytes": list(b"v")}}
    assert basic["bodySize"] == len(b'{"kind": "keep"}') and basic["deliveryMode"] == 1
    wait_for(lambda: _depth(labcloud, bid) == 0)  # the filtered message is consumed without an invocation

    amq = mq.create_broker(**broker_params("amq-2"))
    auth = [{"Type": "BASIC_AUTH", "URI": secret}]
    with pytest.raises(ClientError) as caught:  # the model allows one queue
        lam.create_event_source_mapping(
            FunctionName="consumer",
            EventSourceArn=amq["BrokerArn"],
            Queues=["a", "b"],
            SourceAccessConfigurations=auth,
        )
    assert caught.value.response["Error"]["Code"] == "ValidationException"
    cases: list[dict[str, Any]] = [
        {"EventSourceArn": amq["BrokerArn"], "SourceAccessConfigurations": auth},
        {"EventSourceArn": amq["BrokerArn"], "Queues": ["a"], "SourceAccessConfigurations": []},
        {
            "EventSourceArn": amq["BrokerArn"],
            "Queues": ["a"],
            "SourceAccessConfigurations": [{"Type": "BASIC_AUTH", "URI": secret + "x"}],
        },
        {
            "EventSourceArn": amq["BrokerArn"],
            "Queues": ["a"],
            "SourceAccessConfigurations": [*auth, {"Type": "VIRTUAL_HOST", "URI": "/"}],
        },
        {
            "EventSourceArn": amq["BrokerArn"],
            "Queues": ["a"],
            "SourceAccessConfigurations": auth,
            "StartingPosition": "LATEST",
        },
        {
            "EventSourceArn": amq["BrokerArn"].replace(amq["BrokerId"], "b-missing"),
            "Queues": ["a"],
            "SourceAccessConfigurations": auth,
        },
    ]
    for params in cases:
        with pytest.raises(ClientError) as caught:
            lam.create_event_source_mapping(FunctionName="consumer", **params)
        assert caught.value.response["Error"]["Code"] == "InvalidParameterValueException", params
    assert put_status(labcloud, "b-missing", "q", b'{"data": "x"}') == 404
    assert put_status(labcloud, bid, "q", b"not json") == 400
    assert put_status(labcloud, bid, "q", b'{"data": "x", "dataBase64": "eA=="}') == 400
    assert put_status(labcloud, bid, "q", b'{"data": "x", "color": "red"}') == 400
    assert put_status(labcloud, bid, "q", b'{"data": "x", "correlationId": 1, "priority": 999}') == 400
