"""The order worker of the dlq-recovery project, as it ran during the incident (two bugs).

For each job it computes the total, stores the order, then confirms it. A coupon it does not know
raises before the order is stored; a gift note raises after the order is stored.
"""

import json
import os

import boto3

DISCOUNTS = {"WELCOME": 100}
orders = boto3.client("dynamodb")


def handler(event, context):
    for record in event["Records"]:
        job = json.loads(record["body"])
        total = job["quantity"] * job["unit_cents"]
        if "coupon" in job:
            total -= DISCOUNTS[job["coupon"]]
        orders.put_item(
            TableName=os.environ["ORDERS_TABLE"],
            Item={"id": {"S": job["id"]}, "total_cents": {"N": str(total)}},
        )
        if "gift" in job:
            print("GIFT NOTE " + job["gift"]["message"].upper())
        print(f"CONFIRMED {job['id']} {total}")
    return {}
