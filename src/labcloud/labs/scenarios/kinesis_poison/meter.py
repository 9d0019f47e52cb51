"""The kinesis-poison lab's meter function: store each reading of a Kinesis batch, once.

A record's data is a reading ``{"id": "r-1", "kwh": 1.5}``. A reading whose kwh is not a number
cannot be stored, and the function fails the whole batch (as a simple consumer does). The write is
guarded by the reading's id, so a batch retried after a failure stores nothing twice.
"""

import base64
import json
import os

import boto3
from botocore.exceptions import ClientError

table = boto3.client("dynamodb")


def read(record):
    reading = json.loads(base64.b64decode(record["kinesis"]["data"]))
    kwh = reading.get("kwh") if isinstance(reading, dict) else None
    if not isinstance(reading.get("id"), str) or isinstance(kwh, bool) or not isinstance(kwh, (int, float)):
        raise ValueError("reading " + json.dumps(reading)[:200] + " has no numeric kwh")
    return reading["id"], kwh


def handler(event, context):
    stored = []
    for record in event["Records"]:
        reading_id, kwh = read(record)
        try:
            table.put_item(
                TableName=os.environ["TABLE_NAME"],
                Item={"id": {"S": reading_id}, "kwh": {"N": str(kwh)}},
                ConditionExpression="attribute_not_exists(id)",
            )
            stored.append(reading_id)
        except ClientError as failure:
            if failure.response["Error"]["Code"] != "ConditionalCheckFailedException":
                raise
    print("STORED " + json.dumps(stored))
    return {"stored": stored}
