"""A Python Lambda function sending mail from inside labcloud with boto3 (``ses.send_email``, and SESv2's
``SendEmail``), as the serverless patterns do: the message is kept, and an unverified sender is refused
inside the function with MessageRejected."""

from __future__ import annotations

import io
import json
import zipfile
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
CODE = """
import boto3
from botocore.exceptions import ClientError

def handler(event, context):
    try:
        if event.get("v2"):
            answer = boto3.client("sesv2").send_email(
                FromEmailAddress=event["from"],
                Destination={"ToAddresses": [event["to"]]},
                Content={"Simple": {"Subject": {"Data": event["subject"]}, "Body": {"Text": {"Data": "v2"}}}},
            )
        else:
            answer = boto3.client("ses").send_email(
                Source=event["from"],
                Destination={"ToAddresses": [event["to"]]},
                Message={"Subject": {"Data": event["subject"]}, "Body": {"Text": {"Data": "from a function"}}},
            )
        return {"sent": answer["MessageId"]}
    except ClientError as exc:
        return {"error": exc.response["Error"]["Code"], "message": exc.response["Error"]["Message"]}
"""


def test_a_function_sends_mail(labcloud: LabcloudProcess) -> None:
    iam = labcloud.boto3_client("iam")
    role = iam.create_role(RoleName="mailer-role", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    send = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": ["ses:SendEmail", "ses:SendRawEmail"],
                "Resource": "arn:aws:ses:us-east-1:000000000000:identity/*",
            }
        ],
    }
    iam.put_role_policy(RoleName="mailer-role", PolicyName="send", PolicyDocument=json.dumps(send))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", CODE)
    lam = labcloud.boto3_client("lambda")
    lam.create_function(
        FunctionName="mailer",
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": buffer.getvalue()},
        Timeout=30,
    )
    labcloud.boto3_client("ses").verify_email_identity(EmailAddress="noreply@example.com")

    def invoke(payload: dict[str, Any]) -> dict[str, Any]:
        answer = lam.invoke(FunctionName="mailer", Payload=json.dumps(payload))
        result: dict[str, Any] = json.loads(answer["Payload"].read())
        return result

    v1 = invoke({"from": "noreply@example.com", "to": "user@example.net", "subject": "From Lambda"})
    v2 = invoke(
        {"from": "noreply@example.com", "to": "user@example.net", "subject": "From Lambda v2", "v2": True}
    )
    shown = {m["MessageId"]: m for m in labcloud.get("/_labcloud/ses/messages")["messages"]}
    assert shown[v1["sent"]]["Subject"] == "From Lambda"
    assert shown[v2["sent"]]["Subject"] == "From Lambda v2"
    refused = invoke({"from": "unknown@example.com", "to": "user@example.net", "subject": "x"})
    assert refused["error"] == "MessageRejected"
