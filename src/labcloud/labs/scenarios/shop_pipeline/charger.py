"""The shop-pipeline project's billing consumer, as the project starts it.

Each SQS record's body is one order as the front function published it (raw delivery): order_id (the
client's Idempotency-Key), sku, quantity and total_cents. One item in the charges table is one charge
of the customer's card. This version charges whatever it reads: a second copy of an order (the
client retried, or SQS delivered twice) is charged again.
"""

import json
import os

import boto3

dynamodb = boto3.client("dynamodb")
CHARGES = os.environ["CHARGES_TABLE"]


def handler(event, context):
    for record in event["Records"]:
        order = json.loads(record["body"])
        item = {
            "order_id": {"S": order["order_id"]},
            "total_cents": {"N": str(order["total_cents"])},
            "request": {"S": context.aws_request_id},
        }
        dynamodb.put_item(TableName=CHARGES, Item=item)
        print("CHARGED " + json.dumps({"order_id": order["order_id"], "total_cents": order["total_cents"]}))
    return {}
