"""The worker the lab hands out: it stores every order it receives, with no guard against repeats.

Shipped as ``app.py`` in the function's ZIP (handler ``app.handler``); the learner replaces it.
"""

import json
import os

import boto3


def handler(event, context):
    table = os.environ["TABLE_NAME"]
    database = boto3.client("dynamodb", endpoint_url=os.environ.get("AWS_ENDPOINT_URL") or None)
    outcomes = []
    for record in event.get("Records", []):
        job = json.loads(record["body"])
        quantity = int(job["quantity"])
        database.put_item(
            TableName=table,
            Item={
                "id": {"S": str(job["id"])},
                "quantity": {"N": str(quantity)},
                "total_cents": {"N": str(quantity * 250 + 100)},
            },
        )
        outcome = {"id": job["id"], "quantity": quantity, "processed": True}
        print("RESULT " + json.dumps(outcome, sort_keys=True))
        outcomes.append(outcome)
    return {"orders": outcomes}
