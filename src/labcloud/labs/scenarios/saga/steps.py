"""The saga lab's step function: one handler for every step of the order saga.

The state machine passes ``{"step": ..., "order": <its input>}``. Each step records its effect on
the order's item in the orders table: reserve and release the stock, charge and refund the payment,
ship. ``charge`` fails with PaymentDeclined when the order's card is "declined"; a step whose input
has no order_id fails with MissingOrder (the error a Catch without a ResultPath causes).
"""

import json
import os

import boto3

table = boto3.client("dynamodb")
EFFECTS = {
    "reserve": ("stock", "reserved"),
    "release": ("stock", "released"),
    "charge": ("payment", "charged"),
    "refund": ("payment", "refunded"),
    "ship": ("shipping", "shipped"),
}


class PaymentDeclined(Exception):
    pass


class MissingOrder(Exception):
    pass


def handler(event, context):
    step = event.get("step")
    order = event.get("order") or {}
    if step not in EFFECTS:
        raise ValueError("unknown step " + json.dumps(step))
    order_id = order.get("order_id")
    if not isinstance(order_id, str):
        raise MissingOrder(
            step + " got no order_id; its input was " + json.dumps(order, sort_keys=True)[:300]
        )
    if step == "charge" and order.get("card") == "declined":
        raise PaymentDeclined("the card of " + order_id + " was declined")
    field, value = EFFECTS[step]
    table.update_item(
        TableName=os.environ["TABLE_NAME"],
        Key={"id": {"S": order_id}},
        UpdateExpression="SET #f = :v",
        ExpressionAttributeNames={"#f": field},
        ExpressionAttributeValues={":v": {"S": value}},
    )
    print("STEP " + json.dumps({"order_id": order_id, "step": step}))
    return {"order_id": order_id, field: value}
