"""Global tables version 2019.11.21: UpdateTable ReplicaUpdates makes a real table in another region of the
account, item changes replicate both ways (last writer wins, deletes and TTL deletes too), DescribeTable
shows GlobalTableVersion and Replicas, every error path answers AWS's code, and queued changes survive a
restart. Replication is asynchronous: the tests wait (bounded) for what they expect to appear."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from dynamodb_server_helpers import error_of

from labcloud.testing.server_process import LabcloudProcess

EAST, WEST, EU = "us-east-1", "us-west-2", "eu-west-1"
#: Holds every change (and a new replica's seeding) back an hour of server time: the tests move the clock.
HELD = {**os.environ, "LABCLOUD_DYNAMODB_REPLICATION_DELAY": "3600"}


def until(check: Callable[[], Any], timeout: float = 20.0) -> Any:
    """``check()``'s first truthy answer (replication is asynchronous); fails after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        answer = check()
        if answer:
            return answer
        if time.monotonic() > deadline:
            raise AssertionError("the replicas did not converge")
        time.sleep(0.05)


def make_global_table(ddb: Any, name: str = "people", **extra: Any) -> None:
    definitions = [{"AttributeName": "id", "AttributeType": "S"}]
    if extra.get("GlobalSecondaryIndexes"):
        definitions.append({"AttributeName": "team", "AttributeType": "S"})
    extra.setdefault("BillingMode", "PAY_PER_REQUEST")
    ddb.create_table(
        TableName=name,
        AttributeDefinitions=definitions,
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        **extra,
    )


def add_replica(ddb: Any, region: str, name: str = "people", **spec: Any) -> dict[str, Any]:
    answer: dict[str, Any] = ddb.update_table(
        TableName=name, ReplicaUpdates=[{"Create": {"RegionName": region, **spec}}]
    )["TableDescription"]
    return answer


def active(ddb: Any, name: str = "people") -> bool:
    replicas = ddb.describe_table(TableName=name)["Table"].get("Replicas") or []
    return bool(replicas) and all(r["ReplicaStatus"] == "ACTIVE" for r in replicas)


def get(ddb: Any, key: str, name: str = "people") -> dict[str, Any] | None:
    item: dict[str, Any] | None = ddb.get_item(
        TableName=name, Key={"id": {"S": key}}, ConsistentRead=True
    ).get("Item")
    return item


@pytest.fixture
def regions(labcloud_client: Any) -> tuple[Any, Any, Any]:
    return (
        labcloud_client("dynamodb"),
        labcloud_client("dynamodb", region_name=WEST),
        labcloud_client("dynamodb", region_name=EU),
    )


def test_a_replica_is_a_real_table_in_the_other_region_seeded_with_the_items(regions: Any) -> None:
    east, west, _ = regions
    make_global_table(east)
    east.put_item(TableName="people", Item={"id": {"S": "ada"}, "n": {"N": "1"}})
    created = add_replica(east, WEST)
    assert created["Replicas"] == [
        {"RegionName": WEST, "ReplicaStatus": "CREATING", "ReplicaStatusPercentProgress": "0"}
    ]
    # as AWS does now: adding a replica turns the table's stream on with both images
    assert created["StreamSpecification"] == {"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"}
    until(lambda: active(east))
    table = east.describe_table(TableName="people")["Table"]
    assert table["GlobalTableVersion"] == "2019.11.21"
    assert table["Replicas"] == [{"RegionName": WEST, "ReplicaStatus": "ACTIVE"}]
    replica = west.describe_table(TableName="people")["Table"]
    assert replica["TableArn"].startswith(f"arn:aws:dynamodb:{WEST}:")
    assert replica["GlobalTableVersion"] == "2019.11.21"
    assert replica["Replicas"] == [{"RegionName": EAST, "ReplicaStatus": "ACTIVE"}]
    assert replica["BillingModeSummary"]["BillingMode"] == "PAY_PER_REQUEST"
    assert replica["StreamSpecification"]["StreamViewType"] == "NEW_AND_OLD_IMAGES"
    assert west.list_tables()["TableNames"] == ["people"]
    assert get(west, "ada") == {"id": {"S": "ada"}, "n": {"N": "1"}}


def test_writes_and_deletes_replicate_both_ways_and_to_every_replica(regions: Any) -> None:
    east, west, eu = regions
    make_global_table(east)
    add_replica(east, WEST)
    until(lambda: active(east))
    add_replica(east, EU)
    until(lambda: active(east))
    assert [r["RegionName"] for r in eu.describe_table(TableName="people")["Table"]["Replicas"]] == [
        EAST,
        WEST,
    ]
    east.put_item(TableName="people", Item={"id": {"S": "e"}, "from": {"S": EAST}})
    west.put_item(TableName="people", Item={"id": {"S": "w"}, "from": {"S": WEST}})
    eu.update_item(
        TableName="people",
        Key={"id": {"S": "u"}},
        UpdateExpression="SET #f = :f",
        ExpressionAttributeNames={"#f": "from"},
        ExpressionAttributeValues={":f": {"S": EU}},
    )
    for client in (east, west, eu):
        until(lambda c=client: all(get(c, k) for k in ("e", "w", "u")))
        assert get(client, "u") == {"id": {"S": "u"}, "from": {"S": EU}}
    west.delete_item(TableName="people", Key={"id": {"S": "e"}})
    east.batch_write_item(RequestItems={"people": [{"DeleteRequest": {"Key": {"id": {"S": "u"}}}}]})
    for client in (east, west, eu):
        until(lambda c=client: get(c, "e") is None and get(c, "u") is None)
        assert get(client, "w") == {"id": {"S": "w"}, "from": {"S": WEST}}


def test_replicated_items_reach_the_replicas_indexes(regions: Any) -> None:
    east, west, _ = regions
    make_global_table(
        east,
        GlobalSecondaryIndexes=[
            {
                "IndexName": "by-team",
                "KeySchema": [{"AttributeName": "team", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
    )
    east.put_item(TableName="people", Item={"id": {"S": "a"}, "team": {"S": "red"}})
    add_replica(east, WEST)
    until(lambda: active(east))
    assert (
        west.describe_table(TableName="people")["Table"]["GlobalSecondaryIndexes"][0]["IndexName"]
        == "by-team"
    )
    east.put_item(TableName="people", Item={"id": {"S": "b"}, "team": {"S": "red"}})
    west.transact_write_items(
        TransactItems=[{"Put": {"TableName": "people", "Item": {"id": {"S": "c"}, "team": {"S": "red"}}}}]
    )

    def team(client: Any) -> list[str]:
        items = client.query(
            TableName="people",
            IndexName="by-team",
            KeyConditionExpression="team = :t",
            ExpressionAttributeValues={":t": {"S": "red"}},
        )["Items"]
        return sorted(i["id"]["S"] for i in items)

    until(lambda: team(west) == ["a", "b", "c"] and team(east) == ["a", "b", "c"])


def test_an_index_created_on_one_replica_is_every_replicas(regions: Any) -> None:
    east, west, _ = regions
    make_global_table(east)
    east.put_item(TableName="people", Item={"id": {"S": "a"}, "team": {"S": "red"}})
    add_replica(east, WEST)
    until(lambda: active(east))
    west.update_table(
        TableName="people",
        AttributeDefinitions=[{"AttributeName": "team", "AttributeType": "S"}],
        GlobalSecondaryIndexUpdates=[
            {
                "Create": {
                    "IndexName": "by-team",
                    "KeySchema": [{"AttributeName": "team", "KeyType": "HASH"}],
                    "Projection": {"ProjectionType": "ALL"},
                }
            }
        ],
    )
    items = east.query(
        TableName="people",
        IndexName="by-team",
        KeyConditionExpression="team = :t",
        ExpressionAttributeValues={":t": {"S": "red"}},
    )["Items"]
    assert items == [{"id": {"S": "a"}, "team": {"S": "red"}}]
    east.update_table(TableName="people", GlobalSecondaryIndexUpdates=[{"Delete": {"IndexName": "by-team"}}])
    assert "GlobalSecondaryIndexes" not in west.describe_table(TableName="people")["Table"]


def test_ttl_deletes_replicate(regions: Any, labcloud: LabcloudProcess) -> None:
    east, west, _ = regions
    make_global_table(east)
    east.update_time_to_live(
        TableName="people", TimeToLiveSpecification={"Enabled": True, "AttributeName": "exp"}
    )
    add_replica(east, WEST)
    until(lambda: active(east))
    soon = int(time.time()) + 60
    east.put_item(TableName="people", Item={"id": {"S": "old"}, "exp": {"N": str(soon)}})
    until(lambda: get(west, "old"))
    labcloud.advance_clock("2h")
    until(lambda: get(east, "old") is None and get(west, "old") is None)


def test_time_to_live_set_on_one_replica_is_every_replicas(regions: Any) -> None:
    east, west, _ = regions
    make_global_table(east)
    add_replica(east, WEST)
    until(lambda: active(east))
    west.update_time_to_live(
        TableName="people", TimeToLiveSpecification={"Enabled": True, "AttributeName": "exp"}
    )
    assert east.describe_time_to_live(TableName="people")["TimeToLiveDescription"] == {
        "TimeToLiveStatus": "ENABLED",
        "AttributeName": "exp",
    }


def test_deleting_a_replica_deletes_its_table_and_the_group(regions: Any) -> None:
    east, west, _ = regions
    make_global_table(east)
    add_replica(east, WEST)
    until(lambda: active(east))
    answer = east.update_table(TableName="people", ReplicaUpdates=[{"Delete": {"RegionName": WEST}}])
    assert "Replicas" not in answer["TableDescription"]
    assert west.list_tables()["TableNames"] == []
    assert "GlobalTableVersion" not in east.describe_table(TableName="people")["Table"]
    east.put_item(TableName="people", Item={"id": {"S": "alone"}})
    assert get(east, "alone")


def test_delete_table_in_a_replica_region_leaves_the_group(regions: Any) -> None:
    east, west, eu = regions
    make_global_table(east)
    add_replica(east, WEST)
    until(lambda: active(east))
    add_replica(east, EU)
    until(lambda: active(east))
    west.delete_table(TableName="people")
    assert [r["RegionName"] for r in east.describe_table(TableName="people")["Table"]["Replicas"]] == [EU]
    assert [r["RegionName"] for r in eu.describe_table(TableName="people")["Table"]["Replicas"]] == [EAST]
    east.put_item(TableName="people", Item={"id": {"S": "after"}})
    until(lambda: get(eu, "after"))


def test_replica_settings_are_stored_and_described(regions: Any, labcloud_client: Any) -> None:
    east, west, _ = regions
    kms = labcloud_client("kms", region_name=WEST)
    key = kms.create_key()["KeyMetadata"]["Arn"]
    make_global_table(
        east,
        GlobalSecondaryIndexes=[
            {
                "IndexName": "by-team",
                "KeySchema": [{"AttributeName": "team", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
    )
    add_replica(
        east,
        WEST,
        KMSMasterKeyId=key,
        TableClassOverride="STANDARD_INFREQUENT_ACCESS",
        OnDemandThroughputOverride={"MaxReadRequestUnits": 100},
        GlobalSecondaryIndexes=[
            {"IndexName": "by-team", "OnDemandThroughputOverride": {"MaxReadRequestUnits": 50}}
        ],
    )
    until(lambda: active(east))
    replica = east.describe_table(TableName="people")["Table"]["Replicas"][0]
    assert replica == {
        "RegionName": WEST,
        "ReplicaStatus": "ACTIVE",
        "KMSMasterKeyId": key,
        "OnDemandThroughputOverride": {"MaxReadRequestUnits": 100},
        "GlobalSecondaryIndexes": [
            {"IndexName": "by-team", "OnDemandThroughputOverride": {"MaxReadRequestUnits": 50}}
        ],
        "ReplicaTableClassSummary": {"TableClass": "STANDARD_INFREQUENT_ACCESS"},
    }
    west_table = west.describe_table(TableName="people")["Table"]
    assert west_table["TableClassSummary"]["TableClass"] == "STANDARD_INFREQUENT_ACCESS"
    assert west_table["SSEDescription"]["KMSMasterKeyArn"] == key
    east.update_table(
        TableName="people",
        ReplicaUpdates=[{"Update": {"RegionName": WEST, "TableClassOverride": "STANDARD"}}],
    )
    assert east.describe_table(TableName="people")["Table"]["Replicas"][0]["ReplicaTableClassSummary"] == {
        "TableClass": "STANDARD"
    }
    assert west.describe_table(TableName="people")["Table"]["TableClassSummary"]["TableClass"] == "STANDARD"


def test_replica_update_errors(regions: Any) -> None:
    east, west, _ = regions
    make_global_table(east)

    def update(*replica_updates: dict[str, Any], name: str = "people") -> tuple[str, str]:
        code, message, _ = error_of(east.update_table, TableName=name, ReplicaUpdates=list(replica_updates))
        return code, message

    assert update({"Create": {"RegionName": WEST}}, name="missing")[0] == "ResourceNotFoundException"
    local = (
        "ValidationException",
        "Cannot add, delete, or update the local region through ReplicaUpdates. "
        "Use CreateTable, DeleteTable, or UpdateTable as required.",
    )
    assert update({"Create": {"RegionName": EAST}}) == local
    assert update({"Update": {"RegionName": EAST}}) == local
    assert update({"Delete": {"RegionName": EAST}}) == local
    assert update({"Create": {"RegionName": "mars-north-1"}})[0] == "ValidationException"
    missing = (
        "ValidationException",
        "Replica specified in the Replica Update or Replica Delete action of the request was not found.",
    )
    assert update({"Update": {"RegionName": WEST}}) == missing
    assert update({"Delete": {"RegionName": WEST}}) == missing
    code, message = update(
        {"Create": {"RegionName": WEST, "ProvisionedThroughputOverride": {"ReadCapacityUnits": 5}}}
    )
    assert code == "ValidationException" and "ProvisionedThroughputOverride" in message
    code, message = update(
        {"Create": {"RegionName": WEST, "GlobalSecondaryIndexes": [{"IndexName": "nope"}]}}
    )
    assert code == "ResourceNotFoundException"
    code, message, _ = error_of(
        east.update_table,
        TableName="people",
        BillingMode="PAY_PER_REQUEST",
        ReplicaUpdates=[{"Create": {"RegionName": WEST}}],
    )
    assert code == "ValidationException"
    # a replica stays on-demand and keeps its stream
    add_replica(east, EU)
    until(lambda: active(east))
    code, message, _ = error_of(
        east.update_table,
        TableName="people",
        BillingMode="PROVISIONED",
        ProvisionedThroughput={"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
    )
    assert (code, message) == (
        "ValidationException",
        "Table write capacity should either be Pay-Per-Request or AutoScaled.",
    )
    code, message, _ = error_of(
        east.update_table, TableName="people", StreamSpecification={"StreamEnabled": False}
    )
    assert code == "ValidationException" and "stream cannot be disabled" in message
    code, _, _ = error_of(
        east.update_table, TableName="people", ReplicaUpdates=[{"Create": {"RegionName": EU}}]
    )
    assert code == "ValidationException"
    # a table of the name in the target region already
    west.create_table(
        TableName="people",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        BillingMode="PAY_PER_REQUEST",
    )
    code, message = update({"Create": {"RegionName": WEST}})
    assert code == "ValidationException" and "already existed as tables" in message
    # provisioned tables need write auto scaling, which labcloud does not have
    east.create_table(
        TableName="fixed",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        ProvisionedThroughput={"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
    )
    assert update({"Create": {"RegionName": EU}}, name="fixed") == (
        "ValidationException",
        "Table write capacity should either be Pay-Per-Request or AutoScaled.",
    )
    # a stream with another view type
    east.create_table(
        TableName="keys-only",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        BillingMode="PAY_PER_REQUEST",
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "KEYS_ONLY"},
    )
    code, message = update({"Create": {"RegionName": EU}}, name="keys-only")
    assert code == "ValidationException" and "NEW_AND_OLD_IMAGES" in message


def test_resource_in_use_while_a_replica_is_being_created(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path, env=HELD).start()
    try:
        east = server.boto3_client("dynamodb")
        make_global_table(east)
        add_replica(east, WEST)
        code, message, _ = error_of(
            east.update_table, TableName="people", ReplicaUpdates=[{"Create": {"RegionName": EU}}]
        )
        assert code == "ResourceInUseException"
        assert east.describe_table(TableName="people")["Table"]["Replicas"][0]["ReplicaStatus"] == "CREATING"
        server.advance_clock("2h")
        until(lambda: active(east))
        add_replica(east, EU)
    finally:
        server.stop()


def test_last_writer_wins_and_queued_changes_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path, env=HELD).start()
    try:
        east = server.boto3_client("dynamodb")
        west = server.boto3_client("dynamodb", region_name=WEST)
        make_global_table(east)
        east.put_item(TableName="people", Item={"id": {"S": "y"}, "v": {"S": "seeded"}})
        add_replica(east, WEST)
        server.advance_clock("2h")
        until(lambda: active(east))
        # both regions write the same item before either change replicates: the later write wins everywhere
        east.put_item(TableName="people", Item={"id": {"S": "x"}, "v": {"S": "east-first"}})
        time.sleep(0.01)
        west.put_item(TableName="people", Item={"id": {"S": "x"}, "v": {"S": "west-later"}})
        # a delete in one region after a write in the other wins too (both hold the item)
        assert get(west, "y") == {"id": {"S": "y"}, "v": {"S": "seeded"}}
        west.put_item(TableName="people", Item={"id": {"S": "y"}, "v": {"S": "west"}})
        time.sleep(0.01)
        east.delete_item(TableName="people", Key={"id": {"S": "y"}})
        east.put_item(TableName="people", Item={"id": {"S": "kept"}})
        assert get(west, "kept") is None  # held back: nothing replicated yet
        assert get(east, "x") == {"id": {"S": "x"}, "v": {"S": "east-first"}}
        server.kill()
        server = LabcloudProcess(data_dir=tmp_path, env=HELD).start()
        east = server.boto3_client("dynamodb")
        west = server.boto3_client("dynamodb", region_name=WEST)
        server.advance_clock("4h")
        until(lambda: get(west, "kept"))
        for client in (east, west):
            until(lambda c=client: get(c, "x") == {"id": {"S": "x"}, "v": {"S": "west-later"}})
            assert get(client, "y") is None
    finally:
        server.stop()


def test_replica_auto_scaling_is_described_and_its_update_refused(regions: Any) -> None:
    east, _, _ = regions
    make_global_table(east)
    add_replica(east, WEST)
    until(lambda: active(east))
    described = east.describe_table_replica_auto_scaling(TableName="people")["TableAutoScalingDescription"]
    assert described["TableName"] == "people"
    assert [r["RegionName"] for r in described["Replicas"]] == [EAST, WEST]
    code, message, _ = error_of(
        east.update_table_replica_auto_scaling,
        TableName="people",
        ReplicaUpdates=[
            {"RegionName": WEST, "ReplicaProvisionedReadCapacityAutoScalingUpdate": {"MinimumUnits": 1}}
        ],
    )
    assert code == "ValidationException" and "auto scaling" in message
    code, _, _ = error_of(east.describe_table_replica_auto_scaling, TableName="missing")
    assert code == "ResourceNotFoundException"


def test_the_aws_cli_adds_and_removes_a_replica(labcloud: LabcloudProcess) -> None:
    labcloud.aws(
        "dynamodb", "create-table", "--table-name", "cli-table",
        "--attribute-definitions", "AttributeName=id,AttributeType=S",
        "--key-schema", "AttributeName=id,KeyType=HASH", "--billing-mode", "PAY_PER_REQUEST",
    )  # fmt: skip
    labcloud.aws(
        "dynamodb", "update-table", "--table-name", "cli-table",
        "--replica-updates", '[{"Create": {"RegionName": "us-west-2"}}]',
    )  # fmt: skip
    west = labcloud.boto3_client("dynamodb", region_name=WEST)
    until(lambda: active(west, "cli-table"))
    labcloud.aws("dynamodb", "put-item", "--table-name", "cli-table", "--item", '{"id": {"S": "from-cli"}}')
    until(lambda: get(west, "from-cli", "cli-table"))
    described = labcloud.aws_json("dynamodb", "describe-table", "--table-name", "cli-table", "--region", WEST)
    assert described["Table"]["Replicas"] == [{"RegionName": EAST, "ReplicaStatus": "ACTIVE"}]
    labcloud.aws(
        "dynamodb", "update-table", "--table-name", "cli-table",
        "--replica-updates", '[{"Delete": {"RegionName": "us-west-2"}}]',
    )  # fmt: skip
    assert west.list_tables()["TableNames"] == []


# ------------------------------------------------------------------------------ version 2017.11.29 (legacy)


def _legacy_table(ddb: Any, name: str = "legacy", stream: str | None = "NEW_AND_OLD_IMAGES") -> None:
    extra: dict[str, Any] = {}
    if stream:
        extra["StreamSpecification"] = {"StreamEnabled": True, "StreamViewType": stream}
    ddb.create_table(
        TableName=name,
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        ProvisionedThroughput={"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
        **extra,
    )


def test_legacy_global_table_over_existing_tables(regions: Any) -> None:
    east, west, eu = regions
    _legacy_table(east)
    _legacy_table(west)
    created = east.create_global_table(
        GlobalTableName="legacy", ReplicationGroup=[{"RegionName": EAST}, {"RegionName": WEST}]
    )["GlobalTableDescription"]
    assert created["GlobalTableArn"] == "arn:aws:dynamodb::000000000000:global-table/legacy"
    assert created["ReplicationGroup"] == [{"RegionName": EAST}, {"RegionName": WEST}]
    described = west.describe_global_table(GlobalTableName="legacy")["GlobalTableDescription"]
    assert described["GlobalTableStatus"] == "ACTIVE" and described["GlobalTableName"] == "legacy"
    # a legacy member's DescribeTable shows no GlobalTableVersion (AWS's way of telling the versions apart)
    assert "GlobalTableVersion" not in east.describe_table(TableName="legacy")["Table"]
    east.put_item(TableName="legacy", Item={"id": {"S": "one"}})
    until(lambda: get(west, "one", "legacy"))
    listed = east.list_global_tables()["GlobalTables"]
    assert listed == [
        {"GlobalTableName": "legacy", "ReplicationGroup": [{"RegionName": EAST}, {"RegionName": WEST}]}
    ]
    assert east.list_global_tables(RegionName=EU)["GlobalTables"] == []
    _legacy_table(eu)
    updated = east.update_global_table(
        GlobalTableName="legacy", ReplicaUpdates=[{"Create": {"RegionName": EU}}]
    )
    assert [r["RegionName"] for r in updated["GlobalTableDescription"]["ReplicationGroup"]] == [
        EU,
        EAST,
        WEST,
    ]
    west.put_item(TableName="legacy", Item={"id": {"S": "two"}})
    until(lambda: get(eu, "two", "legacy") and get(east, "two", "legacy"))
    east.update_global_table(GlobalTableName="legacy", ReplicaUpdates=[{"Delete": {"RegionName": WEST}}])
    assert west.describe_table(TableName="legacy")["Table"]["TableStatus"] == "ACTIVE"  # the table stays
    settings = east.describe_global_table_settings(GlobalTableName="legacy")
    assert [r["RegionName"] for r in settings["ReplicaSettings"]] == [EU, EAST]
    assert settings["ReplicaSettings"][0]["ReplicaProvisionedWriteCapacityUnits"] == 5
    changed = east.update_global_table_settings(
        GlobalTableName="legacy",
        GlobalTableProvisionedWriteCapacityUnits=7,
        ReplicaSettingsUpdate=[{"RegionName": EU, "ReplicaProvisionedReadCapacityUnits": 9}],
    )["ReplicaSettings"]
    assert [
        (r["ReplicaProvisionedReadCapacityUnits"], r["ReplicaProvisionedWriteCapacityUnits"]) for r in changed
    ] == [
        (9, 7),
        (5, 7),
    ]
    assert eu.describe_table(TableName="legacy")["Table"]["ProvisionedThroughput"]["ReadCapacityUnits"] == 9


def test_legacy_global_table_errors(regions: Any) -> None:
    east, west, eu = regions
    _legacy_table(east)
    code, _, _ = error_of(east.create_global_table, GlobalTableName="legacy", ReplicationGroup=[])
    assert code == "ValidationException"
    code, _, _ = error_of(
        east.create_global_table,
        GlobalTableName="legacy",
        ReplicationGroup=[{"RegionName": EAST}, {"RegionName": WEST}],
    )
    assert code == "TableNotFoundException"
    _legacy_table(west, stream="KEYS_ONLY")
    code, message, _ = error_of(
        east.create_global_table,
        GlobalTableName="legacy",
        ReplicationGroup=[{"RegionName": EAST}, {"RegionName": WEST}],
    )
    assert code == "ValidationException" and "NEW_AND_OLD_IMAGES" in message
    east.put_item(TableName="legacy", Item={"id": {"S": "data"}})
    code, message, _ = error_of(
        east.create_global_table, GlobalTableName="legacy", ReplicationGroup=[{"RegionName": EAST}]
    )
    assert code == "ValidationException" and "not empty" in message
    east.delete_item(TableName="legacy", Key={"id": {"S": "data"}})
    east.create_global_table(GlobalTableName="legacy", ReplicationGroup=[{"RegionName": EAST}])
    code, _, _ = error_of(
        east.create_global_table, GlobalTableName="legacy", ReplicationGroup=[{"RegionName": EAST}]
    )
    assert code == "GlobalTableAlreadyExistsException"
    for call, kwargs in (
        (east.describe_global_table, {}),
        (east.describe_global_table_settings, {}),
        (east.update_global_table, {"ReplicaUpdates": [{"Delete": {"RegionName": EAST}}]}),
        (east.update_global_table_settings, {"GlobalTableProvisionedWriteCapacityUnits": 5}),
    ):
        code, _, _ = error_of(call, GlobalTableName="nothing", **kwargs)
        assert code == "GlobalTableNotFoundException"
    code, _, _ = error_of(
        east.update_global_table, GlobalTableName="legacy", ReplicaUpdates=[{"Create": {"RegionName": EAST}}]
    )
    assert code == "ReplicaAlreadyExistsException"
    code, _, _ = error_of(
        east.update_global_table, GlobalTableName="legacy", ReplicaUpdates=[{"Delete": {"RegionName": EU}}]
    )
    assert code == "ReplicaNotFoundException"
    code, _, _ = error_of(
        east.update_global_table, GlobalTableName="legacy", ReplicaUpdates=[{"Create": {"RegionName": EU}}]
    )
    assert code == "TableNotFoundException"
    code, _, _ = error_of(
        east.update_global_table_settings,
        GlobalTableName="legacy",
        ReplicaSettingsUpdate=[{"RegionName": EU, "ReplicaProvisionedReadCapacityUnits": 3}],
    )
    assert code == "ReplicaNotFoundException"
    code, _, _ = error_of(
        east.update_global_table_settings,
        GlobalTableName="legacy",
        GlobalTableGlobalSecondaryIndexSettingsUpdate=[
            {"IndexName": "nope", "ProvisionedWriteCapacityUnits": 3}
        ],
    )
    assert code == "IndexNotFoundException"
    code, message, _ = error_of(
        east.update_global_table_settings,
        GlobalTableName="legacy",
        GlobalTableProvisionedWriteCapacityAutoScalingSettingsUpdate={"MinimumUnits": 1},
    )
    assert code == "ValidationException" and "auto scaling" in message
    # a legacy member's replicas are managed with UpdateGlobalTable, not UpdateTable
    code, _, _ = error_of(
        east.update_table, TableName="legacy", ReplicaUpdates=[{"Create": {"RegionName": EU}}]
    )
    assert code == "ValidationException"


def test_the_view_map_shows_a_tables_replicas(regions: Any, labcloud: LabcloudProcess) -> None:
    east, _, _ = regions
    make_global_table(east)
    add_replica(east, WEST)
    until(lambda: active(east))
    document = labcloud.get("/_labcloud/map")
    table = next(n for n in document["nodes"] if n["kind"] == "dynamodb.table" and n["label"] == "people")
    assert (table["facts"]["global_table_version"], table["facts"]["replicas"]) == (
        "2019.11.21",
        f"{WEST} ACTIVE",
    )


def test_adding_a_replica_needs_create_table_replica_in_both_regions(
    regions: Any, labcloud: LabcloudProcess
) -> None:
    east, _, _ = regions
    make_global_table(east)
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Principal": {"AWS": "000000000000"}, "Action": "sts:AssumeRole"}],
    }
    role = iam.create_role(RoleName="replicator", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    table = "arn:aws:dynamodb:us-east-1:000000000000:table/people"
    allowed = ["dynamodb:UpdateTable", "dynamodb:CreateTableReplica"]
    iam.put_role_policy(
        RoleName="replicator",
        PolicyName="east-only",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Allow", "Action": allowed, "Resource": table}],
            }
        ),
    )
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=role, RoleSessionName="r1")["Credentials"]
    replicator = labcloud.boto3_client(
        "dynamodb",
        aws_access_key_id=creds["AccessKeyId"],
        aws_secret_access_key=creds["SecretAccessKey"],
        aws_session_token=creds["SessionToken"],
    )
    code, message, _ = error_of(
        replicator.update_table, TableName="people", ReplicaUpdates=[{"Create": {"RegionName": WEST}}]
    )
    assert code == "AccessDeniedException" and "dynamodb:CreateTableReplica" in message
    iam.put_role_policy(
        RoleName="replicator",
        PolicyName="west-too",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Effect": "Allow",
                        "Action": "dynamodb:CreateTableReplica",
                        "Resource": table.replace("us-east-1", WEST),
                    }
                ],
            }
        ),
    )
    add_replica(replicator, WEST)
