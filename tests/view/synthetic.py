"""Writes a synthetic event history (thousands of events) into a data dir before the server starts."""

from __future__ import annotations

import json
from pathlib import Path

from labcloud.events.bus import EventBus
from labcloud.store.db import Store

ACCOUNT, REGION = "000000000000", "us-east-1"
QUEUE_ARN = f"arn:aws:sqs:{REGION}:{ACCOUNT}:bulk-jobs"
QUEUE_URL = f"http://127.0.0.1:5000/{ACCOUNT}/bulk-jobs"
FUNCTION_ARN = f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:bulk-worker"
TABLE_ARN = f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/bulk-orders"
KEYS = 50


def write_history(data_dir: Path, jobs: int) -> int:
    """``jobs`` message → invocation → ledger decision → delete cycles (5 events each); returns the count."""
    store = Store(data_dir / "labcloud.db")
    bus = EventBus(store)
    count = 0

    def publish(kind: str, resource: str, **data: object) -> None:
        nonlocal count
        bus.publish(
            kind, service=kind.split(".")[0], account_id=ACCOUNT, region=REGION, resource=resource, data=data
        )
        count += 1

    with store.transaction():
        publish(
            "sqs.queue.created",
            QUEUE_ARN,
            queue_url=QUEUE_URL,
            queue_name="bulk-jobs",
            attributes={"VisibilityTimeout": "30"},
        )
        publish(
            "lambda.function.created",
            FUNCTION_ARN,
            function_name="bulk-worker",
            function_arn=FUNCTION_ARN,
            code_sha256="c2hh",
            runtime="python3.12",
            handler="app.handler",
        )
        publish(
            "dynamodb.table.created",
            TABLE_ARN,
            table="bulk-orders",
            key_schema=[{"AttributeName": "id", "KeyType": "HASH"}],
        )
        publish(
            "lambda.esm.created",
            FUNCTION_ARN,
            uuid="bulk-map",
            function_arn=FUNCTION_ARN,
            event_source_arn=QUEUE_ARN,
            batch_size=1,
            state="Enabled",
        )
        for n in range(jobs):
            message_id, request_id, key = f"m-{n}", f"r-{n}", f"order-{n % KEYS}"
            body = json.dumps({"id": key, "quantity": 1})
            item = {"id": {"S": key}, "quantity": {"N": "1"}}
            first = n < KEYS
            publish("sqs.message.sent", QUEUE_ARN, queue_url=QUEUE_URL, message_id=message_id, body=body)
            publish(
                "lambda.invocation.started",
                FUNCTION_ARN,
                function_name="bulk-worker",
                request_id=request_id,
                trigger="esm",
                mapping_uuid="bulk-map",
                event={"Records": [{"messageId": message_id, "body": body}]},
            )
            publish(
                "dynamodb.write.decided",
                TABLE_ARN,
                table="bulk-orders",
                operation="PutItem",
                key={"id": {"S": key}},
                condition="attribute_not_exists(id)",
                outcome="Accepted" if first else "Rejected",
                error_code=None if first else "ConditionalCheckFailedException",
                item_before=None if first else item,
                item_after=item,
                principal="arn:aws:sts::000000000000:assumed-role/bulk-role/bulk-worker",
                lambda_request_id=request_id,
                request_id=f"d-{n}",
            )
            publish(
                "lambda.invocation.finished",
                FUNCTION_ARN,
                function_name="bulk-worker",
                request_id=request_id,
                trigger="esm",
                status="success",
                duration_ms=2.5,
                result={"id": key, "processed": first, "duplicate": not first},
                log=f"START RequestId: {request_id}\nRESULT {key}\nEND RequestId: {request_id}\n",
            )
            publish("sqs.message.deleted", QUEUE_ARN, queue_url=QUEUE_URL, message_id=message_id)
    store.close()
    return count
