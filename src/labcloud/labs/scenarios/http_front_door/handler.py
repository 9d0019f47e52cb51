"""The http-front-door lab's order function: POST /orders behind an HTTP API, one order per
Idempotency-Key.

The key is the item's partition key, so the order is stored with a conditional write
(attribute_not_exists): the first request creates it and answers 201; a retry with the same key and
the same body finds the stored order and answers it again (same order id, header Idempotent-Replayed);
the same key with another body is refused with 422; a request without a key with 400.
"""

import json
import os

import boto3
from botocore.exceptions import ClientError

PRICES = {"tea": 450, "mug": 1200}
table = boto3.client("dynamodb")


def answer(status, body, replayed=False):
    headers = {"content-type": "application/json"}
    if replayed:
        headers["idempotent-replayed"] = "true"
    return {"statusCode": status, "headers": headers, "body": json.dumps(body, sort_keys=True)}


def read_order(event):
    try:
        order = json.loads(event.get("body") or "")
    except ValueError:
        return None
    if not isinstance(order, dict) or set(order) != {"sku", "quantity"} or order["sku"] not in PRICES:
        return None
    if type(order["quantity"]) is not int or not 1 <= order["quantity"] <= 10:
        return None
    return order


def handler(event, context):
    key = (event.get("headers") or {}).get("idempotency-key", "").strip()
    if not key:
        return answer(400, {"message": "send an Idempotency-Key header"})
    order = read_order(event)
    if order is None:
        return answer(400, {"message": 'an order is {"sku": "tea" or "mug", "quantity": 1 to 10}'})
    request = json.dumps(order, sort_keys=True)
    stored = {
        "order_id": "ord-" + context.aws_request_id[:8],
        "sku": order["sku"],
        "quantity": order["quantity"],
        "total_cents": order["quantity"] * PRICES[order["sku"]],
    }
    try:
        table.put_item(
            TableName=os.environ["TABLE_NAME"],
            Item={
                "idempotency_key": {"S": key},
                "request": {"S": request},
                "response": {"S": json.dumps(stored, sort_keys=True)},
            },
            ConditionExpression="attribute_not_exists(idempotency_key)",
            ReturnValuesOnConditionCheckFailure="ALL_OLD",
        )
    except ClientError as failure:
        if failure.response["Error"]["Code"] != "ConditionalCheckFailedException":
            raise
        before = failure.response.get("Item") or {}
        if before.get("request", {}).get("S") != request:
            return answer(422, {"message": "this Idempotency-Key was used for another order"})
        return answer(201, json.loads(before["response"]["S"]), replayed=True)
    return answer(201, stored)
