"""The write-decision ledger, the conditional-put race, TTL deletions and crash durability."""

from __future__ import annotations

import json
import os
import threading
import time
import urllib.parse
from collections import Counter

from botocore.exceptions import ClientError
from dynamodb_server_helpers import error_of, make_table

from labcloud.testing.server_process import LabcloudProcess


def _ledger(server, **filters):
    query = urllib.parse.urlencode({k: v for k, v in filters.items() if v is not None})
    return server.get(f"/_labcloud/dynamodb/ledger?{query}")["records"]


def test_every_write_is_recorded_with_rendered_condition(labcloud, ddb):
    make_table(ddb)
    ddb.put_item(TableName="orders", Item={"id": {"S": "a"}, "qty": {"N": "4"}})
    error_of(
        ddb.update_item,
        TableName="orders",
        Key={"id": {"S": "a"}},
        UpdateExpression="SET #q = #q - :n",
        ConditionExpression="#q >= :n",
        ExpressionAttributeNames={"#q": "qty"},
        ExpressionAttributeValues={":n": {"N": "10"}},
    )
    ddb.delete_item(TableName="orders", Key={"id": {"S": "a"}})
    records = _ledger(labcloud, table="orders")
    assert [(r["operation"], r["outcome"], r["error_code"]) for r in records] == [
        ("PutItem", "Accepted", None),
        ("UpdateItem", "Rejected", "ConditionalCheckFailedException"),
        ("DeleteItem", "Accepted", None),
    ]
    rejected = records[1]
    assert rejected["condition"] == "qty >= 10"
    assert rejected["update"] == "SET qty = qty - 10"
    assert rejected["item_before"] == {"id": {"S": "a"}, "qty": {"N": "4"}}
    assert rejected["item_after"] is None
    assert rejected["key"] == {"id": {"S": "a"}}
    assert rejected["principal"] == "arn:aws:iam::000000000000:root"
    assert rejected["access_key"] == "test"
    assert rejected["request_id"]
    assert records[2]["item_before"] == {"id": {"S": "a"}, "qty": {"N": "4"}}
    assert records[2]["item_after"] is None
    only_rejected = _ledger(labcloud, table="orders", outcome="Rejected")
    assert [r["seq"] for r in only_rejected] == [rejected["seq"]]
    after = _ledger(labcloud, table="orders", after=rejected["seq"])
    assert [r["operation"] for r in after] == ["DeleteItem"]


def test_ledger_filters_by_key_and_survives_table_deletion(labcloud, ddb):
    make_table(ddb)
    for key in ("a", "b", "a"):
        ddb.put_item(TableName="orders", Item={"id": {"S": key}})
    assert len(_ledger(labcloud, table="orders", key="a")) == 2
    assert len(_ledger(labcloud, table="orders", key=json.dumps({"id": {"S": "b"}}))) == 1
    ddb.delete_table(TableName="orders")
    assert len(_ledger(labcloud, table="orders")) == 3


def test_batch_and_transaction_actions_are_recorded(labcloud, ddb):
    make_table(ddb)
    ddb.batch_write_item(
        RequestItems={
            "orders": [
                {"PutRequest": {"Item": {"id": {"S": "a"}}}},
                {"PutRequest": {"Item": {"id": {"S": "b"}}}},
            ]
        }
    )
    error_of(
        ddb.transact_write_items,
        TransactItems=[
            {
                "Put": {
                    "TableName": "orders",
                    "Item": {"id": {"S": "a"}},
                    "ConditionExpression": "attribute_not_exists(id)",
                }
            },
            {"Delete": {"TableName": "orders", "Key": {"id": {"S": "b"}}}},
        ],
    )
    records = _ledger(labcloud, table="orders")
    assert [(r["operation"], r["outcome"]) for r in records] == [
        ("BatchWriteItem", "Accepted"),
        ("BatchWriteItem", "Accepted"),
        ("TransactWriteItems", "Rejected"),
        ("TransactWriteItems", "Rejected"),
    ]
    assert [r["cancellation_reason"] for r in records[2:]] == ["ConditionalCheckFailed", "None"]
    assert all(r["error_code"] == "TransactionCanceledException" for r in records[2:])


def test_race_has_exactly_one_winner_per_key(labcloud, ddb):
    make_table(ddb, "race")
    keys = [f"k{i}" for i in range(100)]
    wins: Counter[str] = Counter()
    winners: dict[str, int] = {}
    lock = threading.Lock()
    errors: list[BaseException] = []

    def racer(thread: int) -> None:
        client = labcloud.boto3_client("dynamodb")
        for key in keys:
            try:
                client.put_item(
                    TableName="race",
                    Item={"id": {"S": key}, "thread": {"N": str(thread)}},
                    ConditionExpression="attribute_not_exists(id)",
                )
            except ClientError as error:
                if error.response["Error"]["Code"] != "ConditionalCheckFailedException":
                    errors.append(error)
                continue
            except BaseException as error:  # noqa: BLE001 - reported below
                errors.append(error)
                continue
            with lock:
                wins[key] += 1
                winners[key] = thread

    threads = [threading.Thread(target=racer, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert all(wins[key] == 1 for key in keys) and len(wins) == 100
    for key in keys[:10]:
        stored = ddb.get_item(TableName="race", Key={"id": {"S": key}})["Item"]
        assert stored["thread"] == {"N": str(winners[key])}
    records = _ledger(labcloud, table="race", limit=5000)
    outcomes = Counter(r["outcome"] for r in records)
    assert outcomes == {"Accepted": 100, "Rejected": 700}
    assert Counter(r["key"]["id"]["S"] for r in records if r["outcome"] == "Accepted") == Counter(keys)
    assert {r["error_code"] for r in records if r["outcome"] == "Rejected"} == {
        "ConditionalCheckFailedException"
    }


def test_ttl_sweeper_deletes_expired_items_and_records_them(labcloud, ddb):
    make_table(ddb)
    assert ddb.describe_time_to_live(TableName="orders")["TimeToLiveDescription"] == {
        "TimeToLiveStatus": "DISABLED"
    }
    ddb.put_item(TableName="orders", Item={"id": {"S": "old"}, "expires": {"N": str(int(time.time()) - 60)}})
    ddb.put_item(
        TableName="orders", Item={"id": {"S": "fresh"}, "expires": {"N": str(int(time.time()) + 3600)}}
    )
    ddb.put_item(TableName="orders", Item={"id": {"S": "text"}, "expires": {"S": "soon"}})
    spec = ddb.update_time_to_live(
        TableName="orders", TimeToLiveSpecification={"Enabled": True, "AttributeName": "expires"}
    )
    assert spec["TimeToLiveSpecification"] == {"Enabled": True, "AttributeName": "expires"}
    assert ddb.describe_time_to_live(TableName="orders")["TimeToLiveDescription"] == {
        "TimeToLiveStatus": "ENABLED",
        "AttributeName": "expires",
    }
    deadline = time.monotonic() + 30
    while (
        "Item" in ddb.get_item(TableName="orders", Key={"id": {"S": "old"}}) and time.monotonic() < deadline
    ):
        time.sleep(0.2)
    assert "Item" not in ddb.get_item(TableName="orders", Key={"id": {"S": "old"}})
    assert "Item" in ddb.get_item(TableName="orders", Key={"id": {"S": "fresh"}})
    assert "Item" in ddb.get_item(TableName="orders", Key={"id": {"S": "text"}})
    ttl_records = _ledger(labcloud, table="orders", operation="TTL")
    assert len(ttl_records) == 1
    assert ttl_records[0]["key"] == {"id": {"S": "old"}}
    assert ttl_records[0]["principal"] == "dynamodb.amazonaws.com"
    assert ttl_records[0]["outcome"] == "Accepted"


def test_ttl_errors(ddb):
    make_table(ddb)
    ddb.update_time_to_live(
        TableName="orders", TimeToLiveSpecification={"Enabled": True, "AttributeName": "e"}
    )
    code, message, _ = error_of(
        ddb.update_time_to_live,
        TableName="orders",
        TimeToLiveSpecification={"Enabled": True, "AttributeName": "e"},
    )
    assert (code, message) == ("ValidationException", "TimeToLive is already enabled")
    ddb.update_time_to_live(
        TableName="orders", TimeToLiveSpecification={"Enabled": False, "AttributeName": "e"}
    )
    code, message, _ = error_of(
        ddb.update_time_to_live,
        TableName="orders",
        TimeToLiveSpecification={"Enabled": False, "AttributeName": "e"},
    )
    assert (code, message) == ("ValidationException", "TimeToLive is already disabled")


def test_tables_route_lists_items(labcloud, ddb):
    make_table(ddb, range_key="sk")
    for i in range(3):
        ddb.put_item(TableName="orders", Item={"id": {"S": "a"}, "sk": {"S": f"s{i}"}, "b": {"B": b"\x01"}})
    tables = labcloud.get("/_labcloud/dynamodb/tables?limit=2")["tables"]
    assert len(tables) == 1
    table = tables[0]
    assert (table["name"], table["account_id"], table["region"], table["item_count"]) == (
        "orders",
        "000000000000",
        "us-east-1",
        3,
    )
    assert table["key_schema"][0] == {"AttributeName": "id", "KeyType": "HASH"}
    assert len(table["items"]) == 2 and table["items_truncated"] is True
    assert table["items"][0]["b"] == {"B": "AQ=="}


def test_acknowledged_put_survives_kill_9(tmp_path):
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        client = server.boto3_client("dynamodb")
        make_table(client)
        client.put_item(TableName="orders", Item={"id": {"S": "durable"}, "v": {"N": "1"}})
        server.kill()
        server = LabcloudProcess(data_dir=tmp_path).start()
        client = server.boto3_client("dynamodb")
        assert client.get_item(TableName="orders", Key={"id": {"S": "durable"}})["Item"] == {
            "id": {"S": "durable"},
            "v": {"N": "1"},
        }
        records = server.get("/_labcloud/dynamodb/ledger?table=orders")["records"]
        assert [r["operation"] for r in records] == ["PutItem"]
    finally:
        server.stop()


def test_invalid_writes_are_recorded_as_rejected(labcloud, ddb):
    make_table(ddb)
    error_of(ddb.put_item, TableName="orders", Item={"id": {"S": "a"}, "n": {"N": "not-a-number"}})
    error_of(
        ddb.update_item,
        TableName="orders",
        Key={"id": {"S": "a"}},
        UpdateExpression="SET id = :v",
        ExpressionAttributeValues={":v": {"S": "b"}},
    )
    records = _ledger(labcloud, table="orders")
    assert [(r["operation"], r["outcome"], r["error_code"]) for r in records] == [
        ("PutItem", "Rejected", "ValidationException"),
        ("UpdateItem", "Rejected", "ValidationException"),
    ]
    assert records[0]["key"] == {"id": {"S": "a"}}
    assert records[0]["error_message"] == "The parameter cannot be converted to a numeric value: not-a-number"
    assert records[1]["update"] == "SET id = :v"


def test_one_ttl_round_deletes_every_expired_batch(tmp_path):
    # TTL rounds an hour apart: a clock move runs one round, which must go on past its first full
    # batch (200 items) until nothing expired is left, each batch its own step on the event loop
    env = dict(os.environ, LABCLOUD_DYNAMODB_TTL_INTERVAL="3600")
    server = LabcloudProcess(data_dir=tmp_path, env=env).start()
    try:
        client = server.boto3_client("dynamodb")
        make_table(client)
        client.update_time_to_live(
            TableName="orders", TimeToLiveSpecification={"Enabled": True, "AttributeName": "exp"}
        )
        expires = str(int(float(server.clock()["now"])) + 100)
        for start in range(0, 450, 25):
            client.batch_write_item(
                RequestItems={
                    "orders": [
                        {"PutRequest": {"Item": {"id": {"S": f"i{n}"}, "exp": {"N": expires}}}}
                        for n in range(start, start + 25)
                    ]
                }
            )
        client.put_item(TableName="orders", Item={"id": {"S": "kept"}})
        server.advance_clock(200)
        deadline = time.monotonic() + 30
        while client.scan(TableName="orders", Select="COUNT")["Count"] > 1 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert client.scan(TableName="orders")["Items"] == [{"id": {"S": "kept"}}]
        assert len(_ledger(server, table="orders", operation="TTL", limit=1000)) == 450
    finally:
        server.stop()


def test_repeated_expressions_render_each_calls_own_names_and_values(labcloud, ddb):
    """The ledger's text of an expression seen before (its placeholders are kept per expression text)
    still substitutes this call's names and values, not an earlier call's."""
    make_table(ddb)
    for qty, name in (("1", "qty"), ("2", "stock"), ("3", "qty")):
        ddb.update_item(
            TableName="orders",
            Key={"id": {"S": "a"}},
            UpdateExpression="SET #f = :n",
            ConditionExpression="attribute_not_exists(#f) OR #f <> :n",
            ExpressionAttributeNames={"#f": name},
            ExpressionAttributeValues={":n": {"N": qty}},
        )
    records = _ledger(labcloud, table="orders")
    assert [(r["update"], r["condition"]) for r in records] == [
        ("SET qty = 1", "attribute_not_exists(qty) OR qty <> 1"),
        ("SET stock = 2", "attribute_not_exists(stock) OR stock <> 2"),
        ("SET qty = 3", "attribute_not_exists(qty) OR qty <> 3"),
    ]
