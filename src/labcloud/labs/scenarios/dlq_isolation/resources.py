"""Starting resources of the dlq-isolation lab: the worker, its role and the results table.

The queues are the learner's to create; ``deprovision`` removes them too.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

from labcloud.labs import kit
from labcloud.labs.scenario import Caller
from labcloud.labs.scenarios.dlq_isolation.names import (
    DLQ,
    FUNCTION,
    FUNCTION_TIMEOUT,
    QUEUE,
    RESULTS,
    ROLE,
    ROLE_POLICY,
)


def role_policy(region: str, account: str) -> dict[str, Any]:
    return kit.execution_policy(
        kit.allow("ConsumeJobs", kit.CONSUME_QUEUE, f"arn:aws:sqs:{region}:{account}:{QUEUE}"),
        kit.allow(
            "StoreResults", ["dynamodb:PutItem"], f"arn:aws:dynamodb:{region}:{account}:table/{RESULTS}"
        ),
    )


def provision(clients: kit.Clients) -> dict[str, Any]:
    account, region = kit.account_and_region(clients)
    role_arn = kit.create_role(
        clients,
        ROLE,
        ROLE_POLICY,
        role_policy(region, account),
        "Execution role of the dlq-isolation lab's worker",
    )
    kit.create_table(clients, RESULTS)
    code = resources.files(__package__).joinpath("worker.py").read_bytes()
    created = kit.create_function(
        clients,
        FUNCTION,
        role_arn,
        kit.zip_source({"app.py": code}),
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"RESULTS_TABLE": RESULTS}},
        Description="dlq-isolation lab worker (fails on a size that is not a number)",
    )
    return {"code_sha256": created["CodeSha256"], "account": account, "region": region}


def deprovision(clients: kit.Clients) -> None:
    kit.delete_function(clients, FUNCTION)
    kit.delete_queues(clients, (QUEUE, DLQ))
    kit.delete_tables(clients, (RESULTS,))
    kit.delete_role(clients, ROLE, ROLE_POLICY)


async def observe(call: Caller) -> dict[str, Any]:
    errors: dict[str, str] = {}
    return {
        "errors": errors,
        "function": await kit.function_state(call, errors, FUNCTION),
        "mappings": await kit.mappings_of(call, errors, FUNCTION),
        "queue": await kit.queue_state(call, errors, QUEUE),
        "dlq": await kit.queue_state(call, errors, DLQ),
        "results": await kit.table_items(call, errors, RESULTS),
    }
