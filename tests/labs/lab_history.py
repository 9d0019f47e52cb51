"""Builds the event history of an idempotent-consumer run, step by step, for the checker tests."""

from __future__ import annotations

import json
from typing import Any

from labcloud.labs.checker import Evidence
from labcloud.labs.scenarios.idempotent_consumer.names import REFERENCE_ITEM

REGION, ACCOUNT = "us-east-1", "000000000000"
QUEUE_ARN = f"arn:aws:sqs:{REGION}:{ACCOUNT}:labex-q05-jobs"
QUEUE_URL = f"http://127.0.0.1:5000/{ACCOUNT}/labex-q05-jobs"
FUNCTION_ARN = f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:labex-q05-worker"
ORDERS_ARN = f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/labex-q05-orders"
START_SHA = "start-sha"
GUARDED_SHA = "guarded-sha"
GUARD = "attribute_not_exists(id)"


def order_item(order: str, quantity: int) -> dict[str, Any]:
    return {
        "id": {"S": order},
        "quantity": {"N": str(quantity)},
        "total_cents": {"N": str(quantity * 250 + 100)},
    }


class History:
    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.seq = 100
        self.messages = 0
        self.invocations = 0
        self.current: dict[str, Any] = {
            "errors": {},
            "function": {"FunctionName": "labex-q05-worker"},
            "mappings": [],
            "queue": None,
            "orders": [],
            "reference": [REFERENCE_ITEM],
            "log_groups": [],
        }

    def add(self, kind: str, resource: str, **data: Any) -> dict[str, Any]:
        self.seq += 1
        event = {
            "seq": self.seq,
            "ts": 1000.0 + self.seq,
            "kind": kind,
            "resource": resource,
            "data": data,
            "account_id": ACCOUNT,
            "region": REGION,
            "service": kind.split(".")[0],
        }
        self.events.append(event)
        return event

    def evidence(self) -> Evidence:
        return Evidence(
            list(self.events),
            {"code_sha256": START_SHA, "reference_items": [REFERENCE_ITEM]},
            json.loads(json.dumps(self.current)),
        )

    # -- step 1
    def connect(self, batch_size: int = 1, state: str = "Enabled") -> History:
        self.add(
            "sqs.queue.created",
            QUEUE_ARN,
            queue_url=QUEUE_URL,
            queue_name="labex-q05-jobs",
            attributes={"VisibilityTimeout": "30"},
        )
        self.add(
            "lambda.esm.created",
            FUNCTION_ARN,
            uuid="map-1",
            function_arn=FUNCTION_ARN,
            event_source_arn=QUEUE_ARN,
            batch_size=batch_size,
            state=state,
        )
        self.current["queue"] = {
            "url": QUEUE_URL,
            "attributes": {"ApproximateNumberOfMessages": "0", "ApproximateNumberOfMessagesNotVisible": "0"},
        }
        self.current["mappings"] = [{"UUID": "map-1", "State": state, "BatchSize": batch_size}]
        return self

    def deploy(self, sha: str = GUARDED_SHA) -> History:
        self.add(
            "lambda.function.updated",
            FUNCTION_ARN,
            function_name="labex-q05-worker",
            function_arn=FUNCTION_ARN,
            code_sha256=sha,
            runtime="python3.12",
            handler="app.handler",
        )
        return self

    def job(
        self,
        order: str,
        quantity: int,
        *,
        condition: str | None = GUARD,
        key: str | None = None,
        delete: bool = True,
        status: str = "success",
    ) -> History:
        """Send one job and let the worker handle it the way a worker with (or without) the guard would."""
        self.messages += 1
        self.invocations += 1
        message_id = f"msg-{self.messages}"
        request_id = f"req-{self.invocations}"
        body = json.dumps({"id": order, "quantity": quantity})
        self.add("sqs.message.sent", QUEUE_ARN, queue_url=QUEUE_URL, message_id=message_id, body=body)
        self.add(
            "lambda.invocation.started",
            FUNCTION_ARN,
            function_name="labex-q05-worker",
            request_id=request_id,
            trigger="esm",
            mapping_uuid="map-1",
            event={"Records": [{"messageId": message_id, "body": body}]},
        )
        item_key = key if key is not None else order
        item = order_item(order, quantity)
        item["id"] = {"S": item_key}
        stored = {i["id"]["S"]: i for i in self.current["orders"]}
        before = stored.get(item_key)
        accepted = condition is None or before is None
        self.add(
            "dynamodb.write.decided",
            ORDERS_ARN,
            table="labex-q05-orders",
            operation="PutItem",
            key={"id": {"S": item_key}},
            condition=condition,
            outcome="Accepted" if accepted else "Rejected",
            error_code=None if accepted else "ConditionalCheckFailedException",
            item_before=before,
            item_after=item if accepted else before,
            principal="arn:aws:sts::000000000000:assumed-role/labex-q05-worker-role/labex-q05-worker",
            lambda_request_id=request_id,
            request_id=f"ddb-{self.invocations}",
        )
        if accepted:
            stored[item_key] = item
            self.current["orders"] = list(stored.values())
        result = {"id": order, "quantity": quantity, "processed": accepted, "duplicate": not accepted}
        finished: dict[str, Any] = {"status": status}
        if status == "success":
            finished["result"] = result
        else:
            finished["error"] = {"errorType": "ValueError", "errorMessage": "boom"}
        self.add(
            "lambda.invocation.finished",
            FUNCTION_ARN,
            function_name="labex-q05-worker",
            request_id=request_id,
            trigger="esm",
            duration_ms=5.0,
            log="RESULT " + json.dumps(result),
            **finished,
        )
        if delete:
            self.add("sqs.message.deleted", QUEUE_ARN, queue_url=QUEUE_URL, message_id=message_id)
        return self

    def unloadable(self, order: str, quantity: int) -> str:
        """Send one job to code that cannot be imported: the invocation fails, nothing is written, the
        message stays on the queue. Returns its message id (for :meth:`redeliver`)."""
        self.messages += 1
        self.invocations += 1
        message_id = f"msg-{self.messages}"
        request_id = f"req-{self.invocations}"
        body = json.dumps({"id": order, "quantity": quantity})
        self.add("sqs.message.sent", QUEUE_ARN, queue_url=QUEUE_URL, message_id=message_id, body=body)
        self.add(
            "lambda.invocation.started",
            FUNCTION_ARN,
            function_name="labex-q05-worker",
            request_id=request_id,
            trigger="esm",
            mapping_uuid="map-1",
            event={"Records": [{"messageId": message_id, "body": body}]},
        )
        self.add(
            "lambda.invocation.finished",
            FUNCTION_ARN,
            function_name="labex-q05-worker",
            request_id=request_id,
            trigger="esm",
            duration_ms=5.0,
            status="error",
            error={
                "errorType": "Runtime.ImportModuleError",
                "errorMessage": "Unable to import module 'app': No module named 'app'",
            },
        )
        return message_id

    def redeliver(self, message_id: str, order: str, quantity: int) -> History:
        """The queue hands a message that failed before to the (now working, guarded) worker."""
        self.invocations += 1
        request_id = f"req-{self.invocations}"
        body = json.dumps({"id": order, "quantity": quantity})
        self.add(
            "lambda.invocation.started",
            FUNCTION_ARN,
            function_name="labex-q05-worker",
            request_id=request_id,
            trigger="esm",
            mapping_uuid="map-1",
            event={"Records": [{"messageId": message_id, "body": body}]},
        )
        before = {i["id"]["S"]: i for i in self.current["orders"]}.get(order)
        item = order_item(order, quantity)
        self.add(
            "dynamodb.write.decided",
            ORDERS_ARN,
            table="labex-q05-orders",
            operation="PutItem",
            key={"id": {"S": order}},
            condition=GUARD,
            outcome="Accepted" if before is None else "Rejected",
            error_code=None if before is None else "ConditionalCheckFailedException",
            item_before=before,
            item_after=item if before is None else before,
            lambda_request_id=request_id,
            request_id=f"ddb-{self.invocations}",
        )
        if before is None:
            self.current["orders"] = [*self.current["orders"], item]
        self.add(
            "lambda.invocation.finished",
            FUNCTION_ARN,
            function_name="labex-q05-worker",
            request_id=request_id,
            trigger="esm",
            duration_ms=5.0,
            status="success",
            result={
                "id": order,
                "quantity": quantity,
                "processed": before is None,
                "duplicate": before is not None,
            },
        )
        self.add("sqs.message.deleted", QUEUE_ARN, queue_url=QUEUE_URL, message_id=message_id)
        return self

    def repeat(self, **options: Any) -> History:
        return (
            self.job("dedup-order", 4, **options)
            .job("dedup-order", 4, **options)
            .job("other-order", 1, **options)
        )

    def cleanup(self, *, skip: tuple[str, ...] = ()) -> History:
        if "mapping" not in skip:
            self.add(
                "lambda.esm.deleted",
                FUNCTION_ARN,
                uuid="map-1",
                function_arn=FUNCTION_ARN,
                event_source_arn=QUEUE_ARN,
                batch_size=1,
                state="Deleting",
            )
            self.current["mappings"] = []
        if "queue" not in skip:
            self.add("sqs.queue.deleted", QUEUE_ARN, queue_url=QUEUE_URL, queue_name="labex-q05-jobs")
            self.current["queue"] = None
        if "orders" not in skip:
            for item in list(self.current["orders"]):
                self.add(
                    "dynamodb.write.decided",
                    ORDERS_ARN,
                    table="labex-q05-orders",
                    operation="DeleteItem",
                    key={"id": item["id"]},
                    condition=None,
                    outcome="Accepted",
                    error_code=None,
                    item_before=item,
                    item_after=None,
                    principal="arn:aws:iam::000000000000:root",
                    lambda_request_id=None,
                    request_id="x",
                )
            self.current["orders"] = []
        if "logs" not in skip:
            self.add(
                "logs.group.deleted",
                "arn:aws:logs:us-east-1:000000000000:log-group:/aws/lambda/labex-q05-worker",
                log_group="/aws/lambda/labex-q05-worker",
            )
            self.current["log_groups"] = []
        return self


def full_run() -> History:
    return History().connect().deploy().job("dedup-order", 4).repeat().cleanup()
