"""The retried-fanout challenge's billing consumer, as the challenge starts it: it charges every order
it reads from the billing queue.

Each record's body is the order the front function published (raw delivery): order_id, sku, quantity
and total_cents; the record's messageAttributes carry idempotency_key too. Nothing here stops a
second copy of an order from being charged again.
"""

import json
import os

import boto3

table = boto3.client("dynamodb")


def charge(order, request_id):
    table.put_item(
        TableName=os.environ["TABLE_NAME"],
        Item={
            "order_id": {"S": order["order_id"]},
            "total_cents": {"N": str(order["total_cents"])},
            "charged_by": {"S": request_id},
        },
    )
    print(f"CHARGED {order['order_id']} {order['total_cents']}")


def handler(event, context):
    for record in event["Records"]:
        charge(json.loads(record["body"]), context.aws_request_id)
    return {}
