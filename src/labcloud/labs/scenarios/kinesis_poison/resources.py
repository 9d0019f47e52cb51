"""Starting resources of the kinesis-poison lab: provision, remove, and observe them.

The lab provides the stream (one shard), the meter function, its role, the readings table and the
queue for discarded batches; the learner puts the readings, maps the stream to the function with
bisection, bounded retries and an on-failure destination, and inspects the poison record.
``deprovision`` removes the mapping too.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from importlib import resources
from typing import Any

from labcloud.labs import kit
from labcloud.labs.scenario import Caller
from labcloud.labs.scenarios.kinesis_poison.names import (
    FUNCTION,
    FUNCTION_TIMEOUT,
    POISON_QUEUE,
    ROLE,
    ROLE_POLICY,
    STREAM,
    TABLE,
)

Clients = Callable[[str], Any]


def role_policy(region: str, account: str) -> dict[str, Any]:
    """Read the stream, send discarded batches to the poison queue, store readings, write logs."""
    return kit.execution_policy(
        kit.allow(
            "ReadReadings",
            [
                "kinesis:DescribeStream",
                "kinesis:DescribeStreamSummary",
                "kinesis:GetRecords",
                "kinesis:GetShardIterator",
                "kinesis:ListShards",
                "kinesis:ListStreams",
            ],
            f"arn:aws:kinesis:{region}:{account}:stream/{STREAM}",
        ),
        kit.allow("SendDiscarded", "sqs:SendMessage", f"arn:aws:sqs:{region}:{account}:{POISON_QUEUE}"),
        kit.allow(
            "StoreReadings", ["dynamodb:PutItem"], f"arn:aws:dynamodb:{region}:{account}:table/{TABLE}"
        ),
    )


def _stream_status(clients: Clients) -> str | None:
    found = kit.ignore(
        lambda: clients("kinesis").describe_stream_summary(StreamName=STREAM), "ResourceNotFoundException"
    )
    return None if found is None else str(found["StreamDescriptionSummary"]["StreamStatus"])


def provision(clients: Clients) -> dict[str, Any]:
    account, region = kit.account_and_region(clients)
    role_arn = kit.create_role(
        clients, ROLE, ROLE_POLICY, role_policy(region, account), "Execution role of the kinesis-poison meter"
    )
    clients("kinesis").create_stream(StreamName=STREAM, ShardCount=1)
    kit.wait(f"stream {STREAM}", lambda: _stream_status(clients) == "ACTIVE")
    kit.create_queue(clients, POISON_QUEUE, {})
    kit.create_table(clients, TABLE)
    code = kit.zip_source({"app.py": resources.files(__package__).joinpath("meter.py").read_bytes()})
    created = kit.create_function(
        clients,
        FUNCTION,
        role_arn,
        code,
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"TABLE_NAME": TABLE}},
        Description="kinesis-poison lab meter: store readings once",
    )
    return {
        "code_sha256": created["CodeSha256"],
        "account": account,
        "region": region,
        "stream_arn": f"arn:aws:kinesis:{region}:{account}:stream/{STREAM}",
        "queue_arn": f"arn:aws:sqs:{region}:{account}:{POISON_QUEUE}",
    }


def deprovision(clients: Clients) -> None:
    kit.delete_function(clients, FUNCTION)
    kit.ignore(
        functools.partial(clients("kinesis").delete_stream, StreamName=STREAM), "ResourceNotFoundException"
    )
    kit.wait(f"deletion of stream {STREAM}", lambda: _stream_status(clients) is None)
    kit.delete_queues(clients, (POISON_QUEUE,))
    kit.delete_tables(clients, (TABLE,))
    kit.delete_role(clients, ROLE, ROLE_POLICY)


async def observe(call: Caller) -> dict[str, Any]:
    errors: dict[str, str] = {}
    return {
        "errors": errors,
        "mappings": await kit.mappings_of(call, errors, FUNCTION),
        "items": await kit.table_items(call, errors, TABLE),
    }
