"""Service principals (a service acting for one of its resources, e.g. SNS sending to a queue) are let in
only by the resource's own policy, with conditions on aws:SourceArn/aws:SourceAccount, as on AWS.

No labcloud service delivers as a service principal over HTTP yet, so these calls enter the real
pipeline through ``hub.call`` with a ``kind="service"`` principal.
"""

from __future__ import annotations

import asyncio
import io
import json
import zipfile
from typing import Any

import pytest

from labcloud.config import Settings
from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.hub import Hub

ACCOUNT = "000000000000"
QUEUE_ARN = f"arn:aws:sqs:us-east-1:{ACCOUNT}:fed"
TOPIC = f"arn:aws:sns:us-east-1:{ACCOUNT}:news"
SNS = Principal(ACCOUNT, "sns.amazonaws.com", "service", name="sns.amazonaws.com")
EVENTS = Principal(ACCOUNT, "events.amazonaws.com", "service", name="events.amazonaws.com")


def _run(body: Any) -> Any:
    async def main() -> Any:
        hub = Hub(Settings(in_memory=True))
        await hub.start()
        try:
            return await body(hub)
        finally:
            await hub.stop()
            hub.close()

    return asyncio.run(main())


async def _denied(call: Any) -> tuple[str, str | None, int, str]:
    with pytest.raises(AwsError) as info:
        await call
    return info.value.code, info.value.query_code, info.value.status, info.value.message


def _send(hub: Hub, url: str, principal: Principal, source: str) -> Any:
    return hub.call(
        "sqs",
        "SendMessage",
        {"QueueUrl": url, "MessageBody": "from a service"},
        principal=principal,
        extra={"aws:SourceArn": source, "aws:SourceAccount": ACCOUNT},
    )


def test_a_queue_policy_decides_what_a_service_principal_may_send() -> None:
    async def body(hub: Hub) -> None:
        url = (await hub.call("sqs", "CreateQueue", {"QueueName": "fed"}))["QueueUrl"]
        denial = (
            "AccessDeniedException",
            "AccessDenied",
            403,
            f"User: sns.amazonaws.com is not authorized to perform: sqs:sendmessage on resource: {QUEUE_ARN} "
            "because no resource-based policy allows the sqs:sendmessage action",
        )
        # no policy: a service principal belongs to no account, nothing lets it in
        assert await _denied(_send(hub, url, SNS, TOPIC)) == denial
        policy = {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"Service": "sns.amazonaws.com"},
                    "Action": "sqs:SendMessage",
                    "Resource": QUEUE_ARN,
                    "Condition": {"ArnEquals": {"aws:SourceArn": TOPIC}},
                }
            ],
        }
        await hub.call(
            "sqs", "SetQueueAttributes", {"QueueUrl": url, "Attributes": {"Policy": json.dumps(policy)}}
        )
        await _send(hub, url, SNS, TOPIC)
        # another topic, or another service, is refused by the same policy
        assert (await _denied(_send(hub, url, SNS, TOPIC + "-other")))[:3] == denial[:3]
        assert (await _denied(_send(hub, url, EVENTS, TOPIC)))[0] == "AccessDeniedException"
        # nor does the statement for sending grant receiving
        code = await _denied(hub.call("sqs", "ReceiveMessage", {"QueueUrl": url}, principal=SNS))
        assert code[0] == "AccessDeniedException"
        got = await hub.call("sqs", "ReceiveMessage", {"QueueUrl": url, "MaxNumberOfMessages": 10})
        assert [m["Body"] for m in got["Messages"]] == ["from a service"]

    _run(body)


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", "def handler(event, context):\n    return event\n")
    return buffer.getvalue()


def test_a_function_policy_decides_which_service_may_invoke() -> None:
    async def body(hub: Hub) -> None:
        trust = {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"Service": "lambda.amazonaws.com"},
                    "Action": "sts:AssumeRole",
                }
            ],
        }
        role = await hub.call(
            "iam", "CreateRole", {"RoleName": "fn", "AssumeRolePolicyDocument": json.dumps(trust)}
        )
        await hub.call(
            "lambda",
            "CreateFunction",
            {
                "FunctionName": "hook",
                "Runtime": "python3.12",
                "Role": role["Role"]["Arn"],
                "Handler": "app.handler",
                "Code": {"ZipFile": _zip()},
            },
        )
        bucket = "arn:aws:s3:::uploads"
        s3 = Principal(ACCOUNT, "s3.amazonaws.com", "service", name="s3.amazonaws.com")

        def invoke(principal: Principal, source: str) -> Any:
            return hub.call(
                "lambda",
                "Invoke",
                {"FunctionName": "hook", "InvocationType": "DryRun"},
                principal=principal,
                extra={"aws:SourceArn": source, "aws:SourceAccount": ACCOUNT},
            )

        assert (await _denied(invoke(s3, bucket)))[0] == "AccessDeniedException"
        await hub.call(
            "lambda",
            "AddPermission",
            {
                "FunctionName": "hook",
                "StatementId": "s3",
                "Action": "lambda:InvokeFunction",
                "Principal": "s3.amazonaws.com",
                "SourceArn": bucket,
                "SourceAccount": ACCOUNT,
            },
        )
        answer = await invoke(s3, bucket)
        assert answer["StatusCode"] == 204
        assert (await _denied(invoke(s3, "arn:aws:s3:::elsewhere")))[0] == "AccessDeniedException"
        assert (await _denied(invoke(SNS, bucket)))[0] == "AccessDeniedException"

    _run(body)
