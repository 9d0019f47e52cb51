"""The sns-fanout lab's billing worker: one guarded write per order, so a copy changes nothing.

Each SQS record's body is the bare order (the billing subscription delivers raw). The order's own
id is the guard: DynamoDB stores it only when no item with that id exists yet; a rejected copy
whose stored item is the same order is confirmed as a duplicate, anything else fails.
"""

import json
import os

import boto3
from botocore.exceptions import ClientError

UNIT_PRICE_CENTS = 250
HANDLING_CENTS = 100
table = boto3.client("dynamodb")


def read_order(record):
    order = json.loads(record["body"])
    if not isinstance(order, dict) or set(order) != {"id", "quantity"} or not isinstance(order["id"], str):
        raise ValueError('an order is {"id": <text>, "quantity": <number>}, got ' + record["body"][:200])
    if type(order["quantity"]) is not int or not 1 <= order["quantity"] <= 10:
        raise ValueError("quantity must be a whole number from 1 to 10")
    return order["id"], order["quantity"]


def bill(order_id, quantity):
    wanted = {
        "id": {"S": order_id},
        "quantity": {"N": str(quantity)},
        "total_cents": {"N": str(quantity * UNIT_PRICE_CENTS + HANDLING_CENTS)},
    }
    try:
        table.put_item(
            TableName=os.environ["TABLE_NAME"],
            Item=wanted,
            ConditionExpression="attribute_not_exists(id)",
            ReturnValuesOnConditionCheckFailure="ALL_OLD",
        )
        return {"id": order_id, "billed": True, "duplicate": False}
    except ClientError as failure:
        if failure.response["Error"]["Code"] != "ConditionalCheckFailedException":
            raise
        if failure.response.get("Item") != wanted:
            raise ValueError("order " + order_id + " is already billed with other details") from failure
        return {"id": order_id, "billed": False, "duplicate": True}


def handler(event, context):
    results = []
    for record in event["Records"]:
        outcome = bill(*read_order(record))
        print("RESULT " + json.dumps(outcome, sort_keys=True))
        results.append(outcome)
    return results
