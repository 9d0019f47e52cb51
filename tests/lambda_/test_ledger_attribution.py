"""A DynamoDB write made by a function is attributed, in the write ledger, to the invocation that made it."""

from __future__ import annotations

import json
from typing import Any

from lambda_helpers import wait_for

WRITER = """
import os, boto3
def handler(event, context):
    db = boto3.client("dynamodb", endpoint_url=os.environ["AWS_ENDPOINT_URL"])
    db.put_item(TableName="attributed", Item={"id": {"S": event["id"]}})
    return {"request": context.aws_request_id}
"""


def test_ledger_names_the_lambda_request_of_each_write(labcloud: Any, deploy: Any, lam: Any) -> None:
    ddb = labcloud.boto3_client("dynamodb")
    ddb.create_table(
        TableName="attributed",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    deploy("writer", WRITER)
    seen = []
    for order in ("a", "b"):
        answer = lam.invoke(FunctionName="writer", Payload=json.dumps({"id": order}))
        seen.append(json.loads(answer["Payload"].read())["request"])

    def two_records() -> list[dict[str, Any]] | None:
        records: list[dict[str, Any]] = labcloud.get("/_labcloud/dynamodb/ledger?table=attributed")["records"]
        return records if len(records) == 2 else None

    ledger = wait_for(two_records)
    by_key = {record["key"]["id"]["S"]: record for record in ledger}
    assert by_key["a"]["lambda_request_id"] == seen[0]
    assert by_key["b"]["lambda_request_id"] == seen[1]
    assert seen[0] != seen[1]
    # A write from outside any function names no invocation.
    ddb.put_item(TableName="attributed", Item={"id": {"S": "c"}})
    records = labcloud.get("/_labcloud/dynamodb/ledger?table=attributed")["records"]
    assert [r["lambda_request_id"] for r in records if r["key"]["id"]["S"] == "c"] == [None]
