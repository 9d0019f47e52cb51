"""Delivery to Lambda: AWS's ``Records[].Sns`` event through an asynchronous invoke, allowed only by the
function's resource policy (``lambda:InvokeFunction`` for ``sns.amazonaws.com``), as on AWS."""

from __future__ import annotations

import io
import json
import zipfile
from typing import Any

from sns_helpers import events, queue, receive, wait_for

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
# The function forwards the event it got to a queue, where the test reads it.
CODE = """
import json, os
import boto3

def handler(event, context):
    boto3.client("sqs").send_message(QueueUrl=os.environ["OUT"], MessageBody=json.dumps(event))
"""


def deploy(labcloud: Any, name: str, out_url: str) -> str:
    iam = labcloud.boto3_client("iam")
    role = iam.create_role(RoleName=f"{name}-role", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    iam.attach_role_policy(RoleName=f"{name}-role", PolicyArn="arn:aws:iam::aws:policy/AmazonSQSFullAccess")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", CODE)
    lam = labcloud.boto3_client("lambda")
    arn: str = lam.create_function(
        FunctionName=name,
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": buffer.getvalue()},
        Environment={"Variables": {"OUT": out_url}},
    )["FunctionArn"]
    return arn


def test_function_gets_the_sns_event(sns: Any, sqs: Any, labcloud: Any) -> None:
    out_url, _ = queue(sqs, "seen", policy=False)
    function = deploy(labcloud, "listener", out_url)
    topic = sns.create_topic(Name="t")["TopicArn"]
    labcloud.boto3_client("lambda").add_permission(
        FunctionName="listener",
        StatementId="sns",
        Action="lambda:InvokeFunction",
        Principal="sns.amazonaws.com",
        SourceArn=topic,
    )
    sub = sns.subscribe(TopicArn=topic, Protocol="lambda", Endpoint=function)["SubscriptionArn"]
    message_id = sns.publish(
        TopicArn=topic,
        Message="to the function",
        MessageAttributes={"k": {"DataType": "String", "StringValue": "v"}},
    )["MessageId"]
    (message,) = receive(sqs, out_url, timeout=60)
    event = json.loads(message["Body"])
    (record,) = event["Records"]
    assert record["EventSource"] == "aws:sns"
    assert record["EventVersion"] == "1.0"
    assert record["EventSubscriptionArn"] == sub
    body = record["Sns"]
    assert body["Type"] == "Notification"
    assert (body["MessageId"], body["TopicArn"], body["Message"]) == (message_id, topic, "to the function")
    assert body["Subject"] is None
    assert body["MessageAttributes"] == {"k": {"Type": "String", "Value": "v"}}
    assert {"Signature", "SigningCertUrl", "UnsubscribeUrl", "Timestamp", "SignatureVersion"} <= set(body)


def test_without_permission_the_function_is_not_invoked(sns: Any, sqs: Any, labcloud: Any) -> None:
    out_url, _ = queue(sqs, "seen", policy=False)
    function = deploy(labcloud, "private", out_url)
    topic = sns.create_topic(Name="t")["TopicArn"]
    sns.subscribe(TopicArn=topic, Protocol="lambda", Endpoint=function)
    sns.publish(TopicArn=topic, Message="refused")
    failed = wait_for(lambda: events(labcloud, "sns.delivery.failed"))
    assert failed[0]["data"]["error"] == "AccessDeniedException"
    assert receive(sqs, out_url, timeout=1) == []


def test_a_missing_function_sends_the_message_to_the_dead_letter_queue(sns: Any, sqs: Any) -> None:
    topic = sns.create_topic(Name="t")["TopicArn"]
    dlq_url, dlq_arn = queue(sqs, "dlq", topic)
    sns.subscribe(
        TopicArn=topic,
        Protocol="lambda",
        Endpoint="arn:aws:lambda:us-east-1:000000000000:function:never-deployed",
        Attributes={"RedrivePolicy": json.dumps({"deadLetterTargetArn": dlq_arn})},
    )
    message_id = sns.publish(TopicArn=topic, Message="for nobody")["MessageId"]
    (dead,) = receive(sqs, dlq_url, MessageAttributeNames=["All"])
    assert json.loads(dead["Body"])["MessageId"] == message_id
    # no function, so no function policy lets SNS in: refused before the function is looked up
    assert dead["MessageAttributes"]["ErrorCode"]["StringValue"] == "AccessDeniedException"
