"""Order worker for the Terraform example: stores each order from SQS in DynamoDB.

A record whose body is not a valid order is reported back as a batch item failure, so SQS
retries only that message (and moves it to the dead-letter queue after maxReceiveCount).
"""

import json
import os
import time

import boto3

TABLE = os.environ["TABLE_NAME"]
dynamodb = boto3.client("dynamodb", endpoint_url=os.environ.get("AWS_ENDPOINT_URL") or None)


def handler(event, context):
    failures = []
    for record in event.get("Records", []):
        try:
            order = json.loads(record["body"])
            quantity = int(order["quantity"])
            dynamodb.put_item(
                TableName=TABLE,
                Item={
                    "id": {"S": str(order["id"])},
                    "quantity": {"N": str(quantity)},
                    "expires_at": {"N": str(int(time.time()) + 7 * 24 * 3600)},
                },
            )
            print(json.dumps({"stored": order["id"], "quantity": quantity}))
        except (KeyError, ValueError, TypeError) as error:
            print(json.dumps({"rejected": record["messageId"], "error": str(error)}))
            failures.append({"itemIdentifier": record["messageId"]})
    return {"batchItemFailures": failures}
