"""Starting resources of the dlq-recovery project, and the incident itself.

``provision`` builds the pipeline (queue → worker → orders table, with a DLQ after 2 receives),
replays the incident's six orders through the buggy worker, and waits until the four failed ones
sit in the DLQ. Everything that happened before the lab starts is the incident; the checks read
only what the learner does after it.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from labcloud.labs import kit
from labcloud.labs.scenario import Caller
from labcloud.labs.scenarios.dlq_recovery.names import (
    DLQ,
    FUNCTION,
    FUNCTION_TIMEOUT,
    IN_DLQ,
    JOBS,
    MAX_RECEIVES,
    ORDERS,
    QUEUE,
    ROLE,
    ROLE_POLICY,
)


def role_policy(region: str, account: str) -> dict[str, Any]:
    return kit.execution_policy(
        kit.allow("ConsumeJobs", kit.CONSUME_QUEUE, f"arn:aws:sqs:{region}:{account}:{QUEUE}"),
        kit.allow(
            "StoreOrders",
            ["dynamodb:PutItem", "dynamodb:GetItem"],
            f"arn:aws:dynamodb:{region}:{account}:table/{ORDERS}",
        ),
    )


def _count(clients: kit.Clients, url: str, *names: str) -> int:
    attributes = clients("sqs").get_queue_attributes(QueueUrl=url, AttributeNames=list(names))["Attributes"]
    return sum(int(attributes.get(name, "0")) for name in names)


def provision(clients: kit.Clients) -> dict[str, Any]:
    account, region = kit.account_and_region(clients)
    role_arn = kit.create_role(
        clients,
        ROLE,
        ROLE_POLICY,
        role_policy(region, account),
        "Execution role of the dlq-recovery project's worker",
    )
    kit.create_table(clients, ORDERS)
    code = resources.files(__package__).joinpath("worker.py").read_bytes()
    created = kit.create_function(
        clients,
        FUNCTION,
        role_arn,
        kit.zip_source({"app.py": code}),
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"ORDERS_TABLE": ORDERS}},
        Description="dlq-recovery project worker (as it ran during the incident)",
    )
    dlq_url = kit.create_queue(clients, DLQ, {})
    sqs = clients("sqs")
    dlq_arn = sqs.get_queue_attributes(QueueUrl=dlq_url, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    queue_arn = f"arn:aws:sqs:{region}:{account}:{QUEUE}"
    sqs.set_queue_attributes(
        QueueUrl=dlq_url,
        Attributes={
            "RedriveAllowPolicy": json.dumps({"redrivePermission": "byQueue", "sourceQueueArns": [queue_arn]})
        },
    )
    queue_url = kit.create_queue(
        clients,
        QUEUE,
        {
            "VisibilityTimeout": str(FUNCTION_TIMEOUT),
            "RedrivePolicy": json.dumps({"deadLetterTargetArn": dlq_arn, "maxReceiveCount": MAX_RECEIVES}),
        },
    )
    clients("lambda").create_event_source_mapping(
        FunctionName=FUNCTION, EventSourceArn=queue_arn, BatchSize=1
    )
    sent = sqs.send_message_batch(
        QueueUrl=queue_url,
        Entries=[{"Id": job_id, "MessageBody": json.dumps(job)} for job_id, job in JOBS.items()],
    )
    messages = {entry["Id"]: entry["MessageId"] for entry in sent["Successful"]}
    kit.wait(
        "the incident (the failed orders reaching the DLQ)",
        lambda: (
            _count(clients, dlq_url, "ApproximateNumberOfMessages") == len(IN_DLQ)
            and _count(
                clients, queue_url, "ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"
            )
            == 0
        ),
        timeout=90,
        interval=0.5,
    )
    stored = clients("dynamodb").scan(TableName=ORDERS, ConsistentRead=True)["Items"]
    return {
        "code_sha256": created["CodeSha256"],
        "messages": messages,
        "stored_before": sorted(i["id"]["S"] for i in stored),
    }


def deprovision(clients: kit.Clients) -> None:
    kit.delete_function(clients, FUNCTION)
    kit.delete_queues(clients, (QUEUE, DLQ))
    kit.delete_tables(clients, (ORDERS,))
    kit.delete_role(clients, ROLE, ROLE_POLICY)


async def observe(call: Caller) -> dict[str, Any]:
    errors: dict[str, str] = {}
    return {
        "errors": errors,
        "queue": await kit.queue_state(call, errors, QUEUE),
        "dlq": await kit.queue_state(call, errors, DLQ),
        "orders": await kit.table_items(call, errors, ORDERS),
        "code": await kit.deployed_code(call, errors, FUNCTION),
    }
