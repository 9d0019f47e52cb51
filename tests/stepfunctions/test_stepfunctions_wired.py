"""Task states calling the services that landed beside Step Functions: the optimized ``sns:publish`` and
``events:putEvents`` (and their ``.waitForTaskToken``), and the AWS SDK integrations of SNS,
EventBridge, Kinesis, KMS, Secrets Manager, SSM and API Gateway, with AWS's error names."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

import pytest
from sfn_helpers import output, wait_done

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def role(labcloud: LabcloudProcess, name: str, action: str) -> str:
    iam = labcloud.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    policy = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": action, "Resource": "*"}]}
    iam.put_role_policy(RoleName=name, PolicyName="p", PolicyDocument=json.dumps(policy))
    return arn


@pytest.fixture
def full(labcloud: LabcloudProcess) -> str:
    return role(labcloud, "sfn-all", "*")


def start(sfn: Any, task: dict[str, Any], role_arn: str, data: Any = None) -> tuple[str, str]:
    definition = {"StartAt": "T", "States": {"T": {"Type": "Task", "End": True, **task}}}
    machine = sfn.create_state_machine(
        name=f"w-{uuid.uuid4().hex[:10]}", definition=json.dumps(definition), roleArn=role_arn
    )["stateMachineArn"]
    execution = sfn.start_execution(stateMachineArn=machine, input=json.dumps(data or {}))["executionArn"]
    return machine, execution


def open_queue(labcloud: LabcloudProcess, name: str, service: str) -> tuple[str, str]:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName=name)["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    statement = {
        "Effect": "Allow",
        "Principal": {"Service": service},
        "Action": "sqs:SendMessage",
        "Resource": arn,
    }
    policy = json.dumps({"Version": "2012-10-17", "Statement": [statement]})
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": policy})
    return url, arn


def bodies(labcloud: LabcloudProcess, url: str, count: int = 1) -> list[Any]:
    sqs = labcloud.boto3_client("sqs")
    found: list[Any] = []
    deadline = time.monotonic() + 15
    while len(found) < count and time.monotonic() < deadline:
        for message in sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1).get(
            "Messages", []
        ):
            found.append(json.loads(message["Body"]))
    return found


def subscribed_topic(labcloud: LabcloudProcess, name: str) -> tuple[str, str]:
    sns = labcloud.boto3_client("sns")
    topic = sns.create_topic(Name=name)["TopicArn"]
    url, queue_arn = open_queue(labcloud, f"{name}-q", "sns.amazonaws.com")
    sns.subscribe(
        TopicArn=topic, Protocol="sqs", Endpoint=queue_arn, Attributes={"RawMessageDelivery": "true"}
    )
    return topic, url


def test_sns_publish_sends_json_as_text_and_names_errors(
    labcloud: LabcloudProcess, sfn: Any, full: str
) -> None:
    topic, url = subscribed_topic(labcloud, "notes")
    task = {
        "Resource": "arn:aws:states:::sns:publish",
        "Parameters": {"TopicArn": topic, "Message": {"order.$": "$.order"}},
    }
    _, execution = start(sfn, task, full, {"order": "o-1"})
    result = output(wait_done(sfn, execution))
    assert set(result) >= {"MessageId"}
    assert bodies(labcloud, url) == [{"order": "o-1"}]
    missing = {**task, "Parameters": {"TopicArn": topic + "-gone", "Message": "hi"}}
    failed = wait_done(sfn, start(sfn, missing, full)[1])
    assert failed["status"] == "FAILED" and failed["error"] == "SNS.NotFoundException"
    weak = role(labcloud, "sfn-no-sns", "sqs:SendMessage")
    denied = wait_done(sfn, start(sfn, task, weak, {"order": "o-2"})[1])
    assert denied["error"] == "SNS.AuthorizationErrorException" and "sfn-no-sns" in denied["cause"]


def test_sns_publish_wait_for_task_token(labcloud: LabcloudProcess, sfn: Any, full: str) -> None:
    topic, url = subscribed_topic(labcloud, "approvals")
    task = {
        "Resource": "arn:aws:states:::sns:publish.waitForTaskToken",
        "Parameters": {"TopicArn": topic, "Message": {"token.$": "$$.Task.Token"}},
    }
    _, execution = start(sfn, task, full)
    [body] = bodies(labcloud, url)
    assert sfn.describe_execution(executionArn=execution)["status"] == "RUNNING"
    sfn.send_task_success(taskToken=body["token"], output='{"approved": true}')
    assert output(wait_done(sfn, execution)) == {"approved": True}


def test_events_put_events_adds_the_execution_to_resources(
    labcloud: LabcloudProcess, sfn: Any, full: str
) -> None:
    events = labcloud.boto3_client("events")
    url, queue_arn = open_queue(labcloud, "from-sfn", "events.amazonaws.com")
    events.put_rule(Name="from-sfn", EventPattern='{"source": ["com.flow"]}')
    events.put_targets(Rule="from-sfn", Targets=[{"Id": "q", "Arn": queue_arn}])
    entry = {"Source": "com.flow", "DetailType": "Step Done", "Detail": {"step.$": "$.step"}}
    task = {"Resource": "arn:aws:states:::events:putEvents", "Parameters": {"Entries": [entry]}}
    machine, execution = start(sfn, task, full, {"step": 3})
    result = output(wait_done(sfn, execution))
    assert result["FailedEntryCount"] == 0 and len(result["Entries"]) == 1
    [event] = bodies(labcloud, url)
    assert event["id"] == result["Entries"][0]["EventId"]
    assert event["detail"] == {"step": 3} and event["resources"] == [execution, machine]
    lost = {**entry, "EventBusName": "no-such-bus"}
    failed = wait_done(sfn, start(sfn, {**task, "Parameters": {"Entries": [lost]}}, full, {"step": 4})[1])
    assert failed["status"] == "FAILED" and failed["error"] == "EventBridge.FailedEntry"
    assert json.loads(failed["cause"])[0]["ErrorCode"]


def test_events_put_events_wait_for_task_token(labcloud: LabcloudProcess, sfn: Any, full: str) -> None:
    events = labcloud.boto3_client("events")
    url, queue_arn = open_queue(labcloud, "callbacks", "events.amazonaws.com")
    events.put_rule(Name="callbacks", EventPattern='{"source": ["com.callback"]}')
    events.put_targets(Rule="callbacks", Targets=[{"Id": "q", "Arn": queue_arn}])
    entry = {"Source": "com.callback", "DetailType": "Wait", "Detail": {"token.$": "$$.Task.Token"}}
    task = {
        "Resource": "arn:aws:states:::events:putEvents.waitForTaskToken",
        "Parameters": {"Entries": [entry]},
    }
    _, execution = start(sfn, task, full)
    [event] = bodies(labcloud, url)
    sfn.send_task_failure(taskToken=event["detail"]["token"], error="Nope", cause="refused")
    failed = wait_done(sfn, execution)
    assert failed["status"] == "FAILED" and failed["error"] == "Nope"


def sdk(action: str, parameters: dict[str, Any]) -> dict[str, Any]:
    return {"Resource": f"arn:aws:states:::aws-sdk:{action}", "Parameters": parameters}


@pytest.mark.parametrize(
    ("action", "parameters", "check"),
    [
        ("ssm:getParameter", {"Name": "/app/colour"}, lambda out: out["Parameter"]["Value"] == "blue"),
        ("secretsmanager:getSecretValue", {"SecretId": "db"}, lambda out: out["SecretString"] == "s3cret"),
        ("sns:listTopics", {}, lambda out: isinstance(out["Topics"], list)),
        ("eventbridge:describeEventBus", {"Name": "default"}, lambda out: out["Name"] == "default"),
        ("kinesis:listStreams", {}, lambda out: "StreamNames" in out),
        ("kms:listKeys", {}, lambda out: isinstance(out["Keys"], list)),
        ("apigateway:getRestApis", {}, lambda out: isinstance(out["Items"], list)),
    ],
)
def test_aws_sdk_integrations_of_the_new_services(
    labcloud: LabcloudProcess, sfn: Any, full: str, action: str, parameters: dict[str, Any], check: Any
) -> None:
    labcloud.boto3_client("ssm").put_parameter(
        Name="/app/colour", Value="blue", Type="String", Overwrite=True
    )
    secrets = labcloud.boto3_client("secretsmanager")
    if not secrets.list_secrets(Filters=[{"Key": "name", "Values": ["db"]}])["SecretList"]:
        secrets.create_secret(Name="db", SecretString="s3cret")
    result = wait_done(sfn, start(sfn, sdk(action, parameters), full)[1])
    assert result["status"] == "SUCCEEDED", result
    assert check(output(result))


@pytest.mark.parametrize(
    ("action", "parameters", "error"),
    [
        ("ssm:getParameter", {"Name": "/nothing"}, "Ssm.ParameterNotFoundException"),
        ("secretsmanager:getSecretValue", {"SecretId": "none"}, "SecretsManager.ResourceNotFoundException"),
        (
            "sns:getTopicAttributes",
            {"TopicArn": "arn:aws:sns:us-east-1:000000000000:x"},
            "Sns.NotFoundException",
        ),
        ("eventbridge:describeRule", {"Name": "none"}, "EventBridge.ResourceNotFoundException"),
        ("kinesis:describeStream", {"StreamName": "none"}, "Kinesis.ResourceNotFoundException"),
        ("kms:describeKey", {"KeyId": "alias/none"}, "Kms.NotFoundException"),
        ("apigateway:getRestApi", {"RestApiId": "none"}, "ApiGateway.NotFoundException"),
    ],
)
def test_aws_sdk_errors_of_the_new_services(
    sfn: Any, full: str, action: str, parameters: dict[str, Any], error: str
) -> None:
    result = wait_done(sfn, start(sfn, sdk(action, parameters), full)[1])
    assert result["status"] == "FAILED" and result["error"] == error, result
