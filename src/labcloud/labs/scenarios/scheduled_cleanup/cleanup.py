"""The scheduled-cleanup lab's clean-up function: delete the sessions that expired before the run.

The time of the run comes from the event (``{"now": "<aws.scheduler.scheduled-time>"}``), not from
the function's own clock: a schedule's firing says which night it cleans up for, so a late or
repeated run deletes exactly the same sessions. Each delete is conditional on the expiry it saw, so
a session renewed meanwhile is kept.
"""

import json
import os
from datetime import datetime

import boto3
from botocore.exceptions import ClientError

table = boto3.client("dynamodb")


def run_time(event):
    text = event.get("now") if isinstance(event, dict) else None
    if not isinstance(text, str):
        raise ValueError(
            'the event has no "now" (it was ' + json.dumps(event)[:200] + "): give the schedule's target "
            'the Input {"now": "<aws.scheduler.scheduled-time>"}'
        )
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def handler(event, context):
    now = run_time(event)
    name = os.environ["TABLE_NAME"]
    deleted, kept = [], []
    for item in table.scan(TableName=name, ConsistentRead=True)["Items"]:
        expires = item["expires_at"]["S"]
        if datetime.fromisoformat(expires.replace("Z", "+00:00")) > now:
            kept.append(item["id"]["S"])
            continue
        try:
            table.delete_item(
                TableName=name,
                Key={"id": item["id"]},
                ConditionExpression="expires_at = :seen",
                ExpressionAttributeValues={":seen": {"S": expires}},
            )
            deleted.append(item["id"]["S"])
        except ClientError as failure:
            if failure.response["Error"]["Code"] != "ConditionalCheckFailedException":
                raise
            kept.append(item["id"]["S"])
    outcome = {"now": event["now"], "deleted": sorted(deleted), "kept": sorted(kept)}
    print("RESULT " + json.dumps(outcome, sort_keys=True))
    return outcome
