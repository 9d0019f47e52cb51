"""The "typical test fixture" of issue 40, shared by the snapshot tests and bench/bench_state.py: a table of
10,000 items written with BatchWriteItem, queues with messages, functions, and an SQS mapping."""

from __future__ import annotations

import io
import json
import zipfile
from typing import Any

ITEMS = 10_000
ECHO = """
def handler(event, context):
    return {"echo": event, "from": "v1"}
"""
SINK = """
def handler(event, context):
    return [record["body"] for record in event["Records"]]
"""
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def zip_of(code: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", code)
    return buffer.getvalue()


def queue_arn(sqs: Any, url: str) -> str:
    attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]
    return str(attributes["QueueArn"])


def build(client: Any) -> dict[str, Any]:
    """Create the fixture through ``client(service)``; the names and handles a test needs."""
    dynamodb, sqs, lam, iam = client("dynamodb"), client("sqs"), client("lambda"), client("iam")
    dynamodb.create_table(
        TableName="orders",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
        AttributeDefinitions=[
            {"AttributeName": "pk", "AttributeType": "S"},
            {"AttributeName": "sk", "AttributeType": "N"},
        ],
        BillingMode="PAY_PER_REQUEST",
    )
    for start in range(0, ITEMS, 25):
        requests = [
            {
                "PutRequest": {
                    "Item": {
                        "pk": {"S": f"customer-{n % 100}"},
                        "sk": {"N": str(n)},
                        "total": {"N": str(n * 3)},
                        "note": {"S": f"order number {n}"},
                    }
                }
            }
            for n in range(start, start + 25)
        ]
        answer = dynamodb.batch_write_item(RequestItems={"orders": requests})
        assert not answer["UnprocessedItems"]
    jobs = sqs.create_queue(QueueName="jobs")["QueueUrl"]
    for n in range(5):
        sqs.send_message(QueueUrl=jobs, MessageBody=f"job-{n}")
    feed = sqs.create_queue(QueueName="feed")["QueueUrl"]
    role = iam.create_role(RoleName="fixture-role", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    iam.attach_role_policy(
        RoleName="fixture-role",
        PolicyArn="arn:aws:iam::aws:policy/service-role/AWSLambdaSQSQueueExecutionRole",
    )
    for name, code in (("echo", ECHO), ("sink", SINK)):
        lam.create_function(
            FunctionName=name,
            Runtime="python3.12",
            Role=role,
            Handler="app.handler",
            Code={"ZipFile": zip_of(code)},
        )
    mapping = lam.create_event_source_mapping(
        FunctionName="sink", EventSourceArn=queue_arn(sqs, feed), BatchSize=10
    )
    return {"jobs": jobs, "feed": feed, "mapping": mapping["UUID"]}
