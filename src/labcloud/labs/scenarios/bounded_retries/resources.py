"""Starting resources of the bounded-retries challenge: the consumer, its role, the processed table,
and the orders queue (no DLQ, a visibility timeout shorter than the function's timeout). ``lab start``
also puts the consumer's code (``app.py``) and the test traffic (``batch.json``) in the working folder."""

from __future__ import annotations

from importlib import resources
from typing import Any

from labcloud.labs import kit
from labcloud.labs.scenario import Caller
from labcloud.labs.scenarios.bounded_retries.names import (
    DLQ,
    FUNCTION,
    FUNCTION_TIMEOUT,
    PROCESSED,
    QUEUE,
    ROLE,
    ROLE_POLICY,
    START_VISIBILITY,
)


def role_policy(region: str, account: str) -> dict[str, Any]:
    return kit.execution_policy(
        kit.allow("ConsumeOrders", kit.CONSUME_QUEUE, f"arn:aws:sqs:{region}:{account}:{QUEUE}"),
        kit.allow(
            "RecordOrders", ["dynamodb:UpdateItem"], f"arn:aws:dynamodb:{region}:{account}:table/{PROCESSED}"
        ),
    )


def provision(clients: kit.Clients) -> dict[str, Any]:
    account, region = kit.account_and_region(clients)
    role_arn = kit.create_role(
        clients,
        ROLE,
        ROLE_POLICY,
        role_policy(region, account),
        "Execution role of the bounded-retries challenge's consumer",
    )
    kit.create_table(clients, PROCESSED)
    code = resources.files(__package__).joinpath("consumer.py").read_bytes()
    created = kit.create_function(
        clients,
        FUNCTION,
        role_arn,
        kit.zip_source({"app.py": code}),
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"PROCESSED_TABLE": PROCESSED}},
        Description="bounded-retries challenge consumer (one bad order fails its batch)",
    )
    kit.create_queue(clients, QUEUE, {"VisibilityTimeout": str(START_VISIBILITY)})
    return {"code_sha256": created["CodeSha256"], "account": account, "region": region}


def deprovision(clients: kit.Clients) -> None:
    kit.delete_function(clients, FUNCTION)
    kit.delete_queues(clients, (QUEUE, DLQ))
    kit.delete_tables(clients, (PROCESSED,))
    kit.delete_role(clients, ROLE, ROLE_POLICY)


async def observe(call: Caller) -> dict[str, Any]:
    errors: dict[str, str] = {}
    return {
        "errors": errors,
        "function": await kit.function_state(call, errors, FUNCTION),
        "mappings": await kit.mappings_of(call, errors, FUNCTION),
        "queue": await kit.queue_state(call, errors, QUEUE),
        "dlq": await kit.queue_state(call, errors, DLQ),
    }
