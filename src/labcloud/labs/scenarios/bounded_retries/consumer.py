"""The consumer of the bounded-retries challenge: it records each order of a batch in the processed table.

An order with a negative amount can never be processed: it raises, and the whole batch fails.
"""

import json
import os

import boto3

table = boto3.client("dynamodb")


def process(order):
    if order["amount"] < 0:
        raise ValueError(f"order {order['id']}: amount {order['amount']} is negative")
    table.update_item(
        TableName=os.environ["PROCESSED_TABLE"],
        Key={"id": {"S": order["id"]}},
        UpdateExpression="SET amount = :amount ADD times_processed :one",
        ExpressionAttributeValues={":amount": {"N": str(order["amount"])}, ":one": {"N": "1"}},
    )
    print(f"PROCESSED {order['id']}")


def handler(event, context):
    for record in event["Records"]:
        process(json.loads(record["body"]))
    return {}
