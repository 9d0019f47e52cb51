"""Calls labcloud makes on a function's behalf carry ``aws:SourceArn``/``aws:SourceAccount`` (issue 24):
a role whose SQS permissions are conditioned on the function's ARN lets its event source mapping poll,
and a role conditioned on another function's ARN does not."""

from __future__ import annotations

import json
from typing import Any

from lambda_helpers import POLICIES, deployer, events, wait_for

SQS_ACTIONS = [
    "sqs:ReceiveMessage",
    "sqs:DeleteMessage",
    "sqs:DeleteMessageBatch",
    "sqs:GetQueueAttributes",
    "sqs:ChangeMessageVisibility",
    "sqs:ChangeMessageVisibilityBatch",
    "sqs:SendMessage",
]
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
ECHO = "def handler(event, context):\n    return [r['body'] for r in event.get('Records', [])]\n"


def _role(labcloud: Any, name: str, source_arn: str) -> str:
    iam = labcloud.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    iam.attach_role_policy(RoleName=name, PolicyArn=POLICIES[0])  # logs only
    iam.put_role_policy(
        RoleName=name,
        PolicyName="sqs-for-my-function",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Effect": "Allow",
                        "Action": SQS_ACTIONS,
                        "Resource": "*",
                        "Condition": {
                            "ArnEquals": {"aws:SourceArn": source_arn},
                            "StringEquals": {"aws:SourceAccount": "000000000000"},
                        },
                    }
                ],
            }
        ),
    )
    return arn


def _queue(sqs: Any, name: str) -> tuple[str, str]:
    url = sqs.create_queue(QueueName=name)["QueueUrl"]
    return url, sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]


def test_poller_calls_match_a_source_arn_condition(labcloud: Any, lam: Any, sqs: Any) -> None:
    function_arn = "arn:aws:lambda:us-east-1:000000000000:function:sourced"
    deploy = deployer(labcloud, _role(labcloud, "sourced-role", function_arn))
    deploy("sourced", ECHO)
    url, arn = _queue(sqs, "sourced-queue")
    sqs.send_message(QueueUrl=url, MessageBody="hello")
    lam.create_event_source_mapping(FunctionName="sourced", EventSourceArn=arn, BatchSize=1)
    finished = wait_for(lambda: events(labcloud, "lambda.invocation.finished"))
    assert finished[0]["data"]["result"] == ["hello"]
    wait_for(
        lambda: (
            sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"][
                "ApproximateNumberOfMessagesNotVisible"
            ]
            == "0"
        )
    )
    assert not [e for e in events(labcloud, "iam.denied") if "sourced-role" in json.dumps(e)]


def test_a_condition_on_another_source_refuses_the_mapping(labcloud: Any, lam: Any, sqs: Any) -> None:
    other = "arn:aws:lambda:us-east-1:000000000000:function:someone-else"
    deploy = deployer(labcloud, _role(labcloud, "elsewhere-role", other))
    deploy("elsewhere", ECHO)
    _url, arn = _queue(sqs, "elsewhere-queue")
    try:
        lam.create_event_source_mapping(FunctionName="elsewhere", EventSourceArn=arn, BatchSize=1)
    except lam.exceptions.InvalidParameterValueException as error:
        assert error.response["Error"]["Message"] == (
            "The function execution role does not have permissions to call ReceiveMessage on SQS"
        )
    else:
        raise AssertionError("a role conditioned on another function's ARN was accepted")


def test_async_destination_send_carries_the_function_as_source(labcloud: Any, lam: Any, sqs: Any) -> None:
    function_arn = "arn:aws:lambda:us-east-1:000000000000:function:async-sourced"
    deploy = deployer(labcloud, _role(labcloud, "async-sourced-role", function_arn))
    deploy("async-sourced", ECHO)
    url, arn = _queue(sqs, "async-destination")
    lam.put_function_event_invoke_config(
        FunctionName="async-sourced", DestinationConfig={"OnSuccess": {"Destination": arn}}
    )
    lam.invoke(FunctionName="async-sourced", InvocationType="Event", Payload=b'{"Records": []}')
    got = wait_for(lambda: sqs.receive_message(QueueUrl=url, WaitTimeSeconds=1).get("Messages"))
    record = json.loads(got[0]["Body"])
    assert record["requestContext"]["condition"] == "Success"
    assert record["requestContext"]["functionArn"].startswith(function_arn)
