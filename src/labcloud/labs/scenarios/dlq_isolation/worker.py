"""The worker the dlq-isolation lab hands out: it squares each job's size and stores the result.

A job whose size is not a whole number makes it raise, so that message is never deleted.
"""

import json
import os

import boto3

results = boto3.client("dynamodb")


def handler(event, context):
    for record in event["Records"]:
        job = json.loads(record["body"])
        size = job["size"]
        if not isinstance(size, int):
            raise ValueError(f"job {job['id']}: size must be a whole number, got {size!r}")
        results.put_item(
            TableName=os.environ["RESULTS_TABLE"],
            Item={"id": {"S": job["id"]}, "size": {"N": str(size)}, "area": {"N": str(size * size)}},
        )
        print(f"DONE {job['id']} area={size * size}")
    return {"done": len(event["Records"])}
