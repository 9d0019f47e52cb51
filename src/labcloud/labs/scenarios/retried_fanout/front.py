"""The retried-fanout challenge's front function: POST /orders behind an HTTP API.

The client names each order with its Idempotency-Key header, and keeps that key when it retries. The
function does not remember anything: every POST publishes the order to the topic, its id (the key) in
the body as order_id and in the message attribute idempotency_key. A retried POST is therefore a
second copy of the same order on the topic, and each subscriber gets both copies.
"""

import json
import os

import boto3

PRICES = {"tea": 450, "mug": 1200}
sns = boto3.client("sns")


def answer(status, body):
    return {
        "statusCode": status,
        "headers": {"content-type": "application/json"},
        "body": json.dumps(body, sort_keys=True),
    }


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
    message = {
        "order_id": key,
        "sku": order["sku"],
        "quantity": order["quantity"],
        "total_cents": order["quantity"] * PRICES[order["sku"]],
    }
    sns.publish(
        TopicArn=os.environ["TOPIC_ARN"],
        Message=json.dumps(message, sort_keys=True),
        MessageAttributes={"idempotency_key": {"DataType": "String", "StringValue": key}},
    )
    return answer(202, {"order_id": key, "status": "accepted"})
