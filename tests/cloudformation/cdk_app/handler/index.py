"""The CDK app's function: records an order in the table, queues it, and answers who handled it."""

import json
import os
import uuid

import boto3


def handler(event, context):
    order = str(uuid.uuid4())
    source = "api" if "requestContext" in event else "state-machine"  # API Gateway REST or HTTP API
    boto3.client("dynamodb").put_item(
        TableName=os.environ["TABLE_NAME"], Item={"id": {"S": order}, "source": {"S": source}}
    )
    boto3.client("sqs").send_message(
        QueueUrl=os.environ["QUEUE_URL"], MessageBody=json.dumps({"order": order})
    )
    body = {"order": order, "source": source, "function": context.function_name}
    if source == "api":
        return {"statusCode": 200, "headers": {"content-type": "application/json"}, "body": json.dumps(body)}
    return body
