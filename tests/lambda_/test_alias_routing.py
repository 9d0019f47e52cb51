"""Weighted aliases: RoutingConfig's AdditionalVersionWeights route invocations, and bad configs are refused."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import create_role, make_zip, wait_for

CODE = "def handler(event, context):\n    return 'v1'\n"


def _error(call: Any, **kwargs: Any) -> tuple[str, str, int]:
    with pytest.raises(ClientError) as err:
        call(**kwargs)
    response = err.value.response
    return (
        response["Error"]["Code"],
        response["Error"]["Message"],
        response["ResponseMetadata"]["HTTPStatusCode"],
    )


def _two_versions(deploy: Any, lam: Any, name: str) -> None:
    deploy(name, CODE)
    assert lam.publish_version(FunctionName=name)["Version"] == "1"
    lam.update_function_code(FunctionName=name, ZipFile=make_zip({"app.py": CODE.replace("v1", "v2")}))
    lam.get_waiter("function_updated_v2").wait(FunctionName=name)
    assert lam.publish_version(FunctionName=name)["Version"] == "2"


def _run(lam: Any, name: str, qualifier: str) -> tuple[str, str]:
    answer = lam.invoke(FunctionName=name, Qualifier=qualifier, Payload=b"{}")
    return json.loads(answer["Payload"].read()), answer["ExecutedVersion"]


def test_weights_route_invocations_between_two_versions(deploy: Any, lam: Any) -> None:
    _two_versions(deploy, lam, "canary")
    created = lam.create_alias(
        FunctionName="canary",
        Name="live",
        FunctionVersion="1",
        RoutingConfig={"AdditionalVersionWeights": {"2": 1.0}},
    )
    assert created["RoutingConfig"] == {"AdditionalVersionWeights": {"2": 1.0}}
    assert {_run(lam, "canary", "live") for _ in range(3)} == {("v2", "2")}
    lam.update_alias(
        FunctionName="canary", Name="live", RoutingConfig={"AdditionalVersionWeights": {"2": 0.0}}
    )
    assert {_run(lam, "canary", "live") for _ in range(3)} == {("v1", "1")}
    lam.update_alias(
        FunctionName="canary", Name="live", RoutingConfig={"AdditionalVersionWeights": {"2": 0.5}}
    )
    seen = {_run(lam, "canary", "live") for _ in range(40)}  # both miss with probability 2 * 0.5**40
    assert seen == {("v1", "1"), ("v2", "2")}
    got = lam.get_alias(FunctionName="canary", Name="live")
    assert got["FunctionVersion"] == "1" and got["RoutingConfig"] == {"AdditionalVersionWeights": {"2": 0.5}}
    # pointing the alias at version 2 with no weights sends everything there
    lam.update_alias(FunctionName="canary", Name="live", FunctionVersion="2", RoutingConfig={})
    assert {_run(lam, "canary", "live") for _ in range(3)} == {("v2", "2")}


def test_async_invoke_of_weighted_alias_reports_the_executed_version(
    labcloud: Any, deploy: Any, lam: Any
) -> None:
    _two_versions(deploy, lam, "shifted")
    sqs = labcloud.boto3_client("sqs")
    queue = sqs.create_queue(QueueName="shifted-ok")["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=queue, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    lam.create_alias(
        FunctionName="shifted",
        Name="live",
        FunctionVersion="1",
        RoutingConfig={"AdditionalVersionWeights": {"2": 1.0}},
    )
    lam.put_function_event_invoke_config(
        FunctionName="shifted", Qualifier="live", DestinationConfig={"OnSuccess": {"Destination": queue_arn}}
    )
    assert (
        lam.invoke(FunctionName="shifted", Qualifier="live", InvocationType="Event", Payload=b"{}")[
            "StatusCode"
        ]
        == 202
    )
    messages = wait_for(lambda: sqs.receive_message(QueueUrl=queue, WaitTimeSeconds=1).get("Messages"))
    record = json.loads(messages[0]["Body"])
    assert record["responsePayload"] == "v2"
    assert record["responseContext"]["executedVersion"] == "2"
    assert record["requestContext"]["functionArn"].endswith(":function:shifted:live")


def test_invalid_routing_configs_are_refused(labcloud: Any, deploy: Any, lam: Any) -> None:
    _two_versions(deploy, lam, "weights")
    code, message, status = _error(
        lam.create_alias,
        FunctionName="weights",
        Name="a",
        FunctionVersion="$LATEST",
        RoutingConfig={"AdditionalVersionWeights": {"1": 0.1}},
    )
    assert (code, status) == ("InvalidParameterValueException", 400)
    assert message == "$LATEST is not supported for an alias pointing to more than 1 version"
    code, message, status = _error(
        lam.create_alias,
        FunctionName="weights",
        Name="a",
        FunctionVersion="1",
        RoutingConfig={"AdditionalVersionWeights": {"1": 0.1}},
    )
    assert (code, status) == ("InvalidParameterValueException", 400)
    assert "cannot contain its own function version 1" in message
    code, message, status = _error(
        lam.create_alias,
        FunctionName="weights",
        Name="a",
        FunctionVersion="1",
        RoutingConfig={"AdditionalVersionWeights": {"2": 0.1, "3": 0.1}},
    )
    assert (code, status) == ("InvalidParameterValueException", 400)
    code, message, status = _error(
        lam.create_alias,
        FunctionName="weights",
        Name="a",
        FunctionVersion="1",
        RoutingConfig={"AdditionalVersionWeights": {"9": 0.1}},
    )
    assert (code, status) == ("ResourceNotFoundException", 404)
    assert message.endswith(":function:weights:9")
    code, message, status = _error(
        lam.create_alias,
        FunctionName="weights",
        Name="a",
        FunctionVersion="1",
        RoutingConfig={"AdditionalVersionWeights": {"2": 1.5}},
    )
    assert status == 400 and "less than or equal to 1.0" in message
    # a version with another execution role cannot share an alias's traffic
    other_role = create_role(labcloud, "other-role", ())
    lam.update_function_configuration(FunctionName="weights", Role=other_role)
    lam.get_waiter("function_updated_v2").wait(FunctionName="weights")
    assert lam.publish_version(FunctionName="weights")["Version"] == "3"
    code, message, _ = _error(
        lam.create_alias,
        FunctionName="weights",
        Name="a",
        FunctionVersion="1",
        RoutingConfig={"AdditionalVersionWeights": {"3": 0.5}},
    )
    assert code == "InvalidParameterValueException" and "same execution role" in message
    # update: the checks apply to the alias as it would become, and a refused update changes nothing
    lam.create_alias(FunctionName="weights", Name="ok", FunctionVersion="1")
    code, _, _ = _error(
        lam.update_alias,
        FunctionName="weights",
        Name="ok",
        FunctionVersion="$LATEST",
        RoutingConfig={"AdditionalVersionWeights": {"2": 0.5}},
    )
    assert code == "InvalidParameterValueException"
    lam.update_alias(
        FunctionName="weights", Name="ok", RoutingConfig={"AdditionalVersionWeights": {"2": 0.5}}
    )
    code, _, _ = _error(lam.update_alias, FunctionName="weights", Name="ok", FunctionVersion="2")
    assert code == "InvalidParameterValueException"  # version 2 would route to itself
    assert lam.get_alias(FunctionName="weights", Name="ok")["FunctionVersion"] == "1"
