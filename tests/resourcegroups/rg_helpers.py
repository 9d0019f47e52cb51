"""Helpers for the Resource Groups and Tagging API tests: tagged resources of several services, and the
error code a refused call answers."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import botocore.exceptions

from labcloud.testing.server_process import LabcloudProcess

TRUST = json.dumps(
    {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
)


def refused(call: Callable[..., Any], **params: Any) -> tuple[str, str]:
    try:
        call(**params)
    except botocore.exceptions.ClientError as error:
        return error.response["Error"]["Code"], error.response["Error"].get("Message", "")
    raise AssertionError("the call was not refused")


def shop_resources(server: LabcloudProcess, value: str = "shop") -> dict[str, str]:
    """One tagged resource (``app=<value>``) of each of several services: kind → ARN."""
    pairs = [{"Key": "app", "Value": value}]
    sqs = server.boto3_client("sqs")
    url = sqs.create_queue(QueueName=f"{value}-q", tags={"app": value})["QueueUrl"]
    queue = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    topic = server.boto3_client("sns").create_topic(Name=f"{value}-t", Tags=pairs)["TopicArn"]
    table = server.boto3_client("dynamodb").create_table(
        TableName=f"{value}-table",
        KeySchema=[{"AttributeName": "k", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "k", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
        Tags=pairs,
    )["TableDescription"]["TableArn"]
    s3 = server.boto3_client("s3")
    s3.create_bucket(Bucket=f"{value}-bucket")
    s3.put_bucket_tagging(Bucket=f"{value}-bucket", Tagging={"TagSet": pairs})
    role = server.boto3_client("iam").create_role(
        RoleName=f"{value}-role", AssumeRolePolicyDocument=TRUST, Tags=pairs
    )["Role"]["Arn"]
    account = server.boto3_client("sts").get_caller_identity()["Account"]
    group = f"arn:aws:logs:us-east-1:{account}:log-group:/{value}/logs"
    server.boto3_client("logs").create_log_group(logGroupName=f"/{value}/logs", tags={"app": value})
    secret = server.boto3_client("secretsmanager").create_secret(
        Name=f"{value}-secret", SecretString="x", Tags=pairs
    )["ARN"]
    return {
        "sqs": queue,
        "sns": topic,
        "dynamodb": table,
        "s3": f"arn:aws:s3:::{value}-bucket",
        "iam": role,
        "logs": group,
        "secretsmanager": secret,
    }
