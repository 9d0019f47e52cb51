"""Helpers of the Application Auto Scaling tests: a provisioned DynamoDB table with a global secondary index,
its read capacity registered as a scalable target and read back, an error's code, and a short poll."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

import pytest
from botocore.exceptions import ClientError

READ = "dynamodb:table:ReadCapacityUnits"


def make_table(ddb: Any, name: str | None = None) -> str:
    name = name or f"scaled-{uuid.uuid4().hex[:8]}"
    ddb.create_table(
        TableName=name,
        AttributeDefinitions=[
            {"AttributeName": "pk", "AttributeType": "S"},
            {"AttributeName": "g", "AttributeType": "S"},
        ],
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        GlobalSecondaryIndexes=[
            {
                "IndexName": "by-g",
                "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
                "ProvisionedThroughput": {"ReadCapacityUnits": 2, "WriteCapacityUnits": 2},
            }
        ],
        ProvisionedThroughput={"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
    )
    return name


def register(aas: Any, table: str, low: int = 5, high: int = 50) -> None:
    """The table's read capacity as a scalable target between ``low`` and ``high``."""
    aas.register_scalable_target(
        ServiceNamespace="dynamodb",
        ResourceId=f"table/{table}",
        ScalableDimension=READ,
        MinCapacity=low,
        MaxCapacity=high,
    )


def read_units(ddb: Any, table: str) -> int:
    return int(ddb.describe_table(TableName=table)["Table"]["ProvisionedThroughput"]["ReadCapacityUnits"])


def code(excinfo: pytest.ExceptionInfo[ClientError]) -> str:
    return str(excinfo.value.response["Error"]["Code"])


def wait_for(check: Any, timeout: float = 15.0) -> Any:
    """``check()``'s first truthy answer, polled every 0.1 s (its last answer after ``timeout``)."""
    deadline = time.monotonic() + timeout
    while True:
        got = check()
        if got or time.monotonic() > deadline:
            return got
        time.sleep(0.1)


def fire(cw: Any, alarm: str, value: float) -> None:
    """Put ``alarm`` in ALARM with ``value`` as its newest datapoint, as CloudWatch would."""
    cw.set_alarm_state(
        AlarmName=alarm,
        StateValue="ALARM",
        StateReason="test",
        StateReasonData=json.dumps({"recentDatapoints": [value]}),
    )
