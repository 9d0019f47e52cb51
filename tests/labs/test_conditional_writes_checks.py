"""The conditional-writes checks against a learner's mistakes, made with boto3 on a real server and
judged by ``labcloud lab check`` from the write ledger."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from lab_runner import LABS_DIR, lab

from labcloud.testing.server_process import LabcloudProcess

ORDER = {"id": {"S": "order-1001"}, "status": {"S": "NEW"}, "version": {"N": "1"}}


@pytest.fixture
def ddb(labcloud: LabcloudProcess) -> Iterator[Any]:
    result = lab(labcloud.endpoint, "start", "conditional-writes")
    assert result.returncode == 0, result.stderr
    client = labcloud.boto3_client("dynamodb")
    client.endpoint = labcloud.endpoint  # for the checks below
    yield client
    lab(labcloud.endpoint, "reset")


def step(client: Any, name: str) -> tuple[str, str]:
    result = lab(client.endpoint, "check", "--json")
    report = json.loads(result.stdout)
    return {s["id"]: (s["status"], s["reason"]) for s in report["steps"]}[name]


def paid(client: Any, *, condition: bool = True, bump: bool = True) -> None:
    update = "SET #s = :s" + (", version = version + :one" if bump else "")
    values: dict[str, Any] = {":s": {"S": "PAID"}}
    params: dict[str, Any] = {}
    if bump:
        values[":one"] = {"N": "1"}
    if condition:
        params["ConditionExpression"] = "version = :expected"
        values[":expected"] = {"N": "1"}
    client.update_item(
        TableName="labex-q03-orders",
        Key={"id": {"S": "order-1001"}},
        UpdateExpression=update,
        ExpressionAttributeNames={"#s": "status"},
        ExpressionAttributeValues=values,
        **params,
    )


def test_an_unconditional_create(ddb: Any) -> None:
    ddb.put_item(TableName="labex-q03-orders", Item=ORDER)
    status, reason = step(ddb, "create")
    assert status == "failed"
    assert reason.startswith("order-1001 was first stored without the condition attribute_not_exists(id)")


def test_a_repeat_that_overwrites(ddb: Any) -> None:
    ddb.put_item(TableName="labex-q03-orders", Item=ORDER, ConditionExpression="attribute_not_exists(id)")
    assert step(ddb, "create") == (
        "pending",
        "order-1001 is stored; run the same put again: it must be rejected.",
    )
    ddb.put_item(TableName="labex-q03-orders", Item=ORDER)
    status, reason = step(ddb, "create")
    assert status == "failed"
    assert reason.startswith("a put replaced the stored order-1001")


def test_an_update_without_the_version_condition(ddb: Any) -> None:
    ddb.put_item(TableName="labex-q03-orders", Item=ORDER, ConditionExpression="attribute_not_exists(id)")
    paid(ddb, condition=False)
    status, reason = step(ddb, "lock")
    assert status == "failed"
    assert reason.startswith("an update of order-1001 was applied without a version condition")


def test_an_update_that_keeps_the_version(ddb: Any) -> None:
    ddb.put_item(TableName="labex-q03-orders", Item=ORDER, ConditionExpression="attribute_not_exists(id)")
    paid(ddb, bump=False)
    status, reason = step(ddb, "lock")
    assert status == "failed"
    assert reason.startswith("an accepted update left version at 1 (it was 1)")


def test_writing_the_order_and_the_stock_separately(ddb: Any) -> None:
    ddb.put_item(
        TableName="labex-q03-orders",
        Item={**ORDER, "id": {"S": "order-1002"}},
        ConditionExpression="attribute_not_exists(id)",
    )
    ddb.update_item(
        TableName="labex-q03-inventory",
        Key={"sku": {"S": "widget"}},
        UpdateExpression="SET stock = stock - :q",
        ConditionExpression="stock >= :q",
        ExpressionAttributeValues={":q": {"N": "2"}},
    )
    status, reason = step(ddb, "transact")
    assert status == "failed"
    assert reason.startswith(
        "order-1002 was written with PutItem outside a transaction: the order and its stock change "
        "must succeed or fail together, in one transact-write-items. This cannot be undone"
    )


def test_a_transaction_for_one_table_only(ddb: Any) -> None:
    ddb.transact_write_items(
        TransactItems=[
            {
                "Put": {
                    "TableName": "labex-q03-orders",
                    "Item": {**ORDER, "id": {"S": "order-1002"}},
                    "ConditionExpression": "attribute_not_exists(id)",
                }
            }
        ]
    )
    status, reason = step(ddb, "transact")
    assert status == "failed"
    assert reason.startswith(
        "the transaction for order-1002 wrote labex-q03-orders; it must put the order and "
        "update the widget stock"
    )


def test_an_unconditional_update_says_it_cannot_be_undone_and_how_to_start_over(ddb: Any) -> None:
    ddb.put_item(TableName="labex-q03-orders", Item=ORDER, ConditionExpression="attribute_not_exists(id)")
    paid(ddb, condition=False)
    status, reason = step(ddb, "lock")
    assert status == "failed"
    assert "(each update needs --condition-expression 'version = :expected')" in reason
    # The learner does what the message says: the same update, now with the condition. It is
    # rejected (the unguarded one already moved the order to version 2), and the step stays failed,
    # which the message says, with the command that starts over.
    with pytest.raises(Exception, match="ConditionalCheckFailedException"):
        paid(ddb)
    status, reason = step(ddb, "lock")
    assert status == "failed"
    assert "This cannot be undone: the lab's history keeps that write, so this step stays failed" in reason
    assert "start over with `labcloud lab start conditional-writes`" in reason
    mine = Path(LABS_DIR) / "conditional-writes" / "order-1002.json"
    mine.write_text("{}\n")
    again = lab(ddb.endpoint, "start", "conditional-writes")
    assert again.returncode == 0, again.stderr
    assert "files from the earlier attempt were moved to" in again.stderr
    assert not mine.exists()
    assert step(ddb, "lock")[0] == "pending"
    ddb.put_item(TableName="labex-q03-orders", Item=ORDER, ConditionExpression="attribute_not_exists(id)")
    with pytest.raises(Exception, match="ConditionalCheckFailedException"):
        ddb.put_item(TableName="labex-q03-orders", Item=ORDER, ConditionExpression="attribute_not_exists(id)")
    paid(ddb)
    assert step(ddb, "lock") == ("pending", "now try the stale update that still expects version 1.")
