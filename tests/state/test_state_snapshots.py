"""State snapshots (docs/state.md): save a running server's whole state, change it, load it back.

One in-memory server per module holds the issue's typical fixture (10,000 items written with
BatchWriteItem, queues with messages, functions, an SQS mapping); other servers load its snapshot after
a restart, from a data dir, and with an older schema.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import events, wait_for
from state_fixture import ECHO, ITEMS, TRUST, build, zip_of

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="module")
def snapshots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("snapshots")


@pytest.fixture(scope="module")
def server(snapshots: Path) -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(in_memory=True, extra_args=["--snapshot-dir", str(snapshots)]).start()
    try:
        yield process
    finally:
        process.stop()


@pytest.fixture(scope="module")
def fixture(server: LabcloudProcess) -> dict[str, Any]:
    handles = build(server.boto3_client)
    handles["manifest"] = server.save_state("fixture")
    return handles


def _call(server: LabcloudProcess, method: str, path: str) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(server.endpoint + path, data=b"{}", method=method)
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def _count(server: LabcloudProcess, table: str = "orders") -> int:
    dynamodb = server.boto3_client("dynamodb")
    total, start = 0, None
    while True:
        page = dynamodb.scan(
            TableName=table, Select="COUNT", **({"ExclusiveStartKey": start} if start else {})
        )
        total += page["Count"]
        start = page.get("LastEvaluatedKey")
        if not start:
            return total


def _invoke(server: LabcloudProcess, name: str, payload: dict[str, Any]) -> Any:
    answer = server.boto3_client("lambda").invoke(FunctionName=name, Payload=json.dumps(payload).encode())
    assert "FunctionError" not in answer, answer["Payload"].read()
    return json.loads(answer["Payload"].read())


def _drains(server: LabcloudProcess, queue_url: str, body: str) -> None:
    """A message sent to the mapped queue reaches the sink function and leaves the queue."""
    sqs = server.boto3_client("sqs")
    sqs.send_message(QueueUrl=queue_url, MessageBody=body)

    def delivered() -> bool:
        return any(
            body in (e["data"].get("result") or []) for e in events(server, "lambda.invocation.finished")
        )

    wait_for(delivered, timeout=30)

    def empty() -> bool:
        attributes = sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["All"])["Attributes"]
        return (
            attributes["ApproximateNumberOfMessages"]
            == attributes["ApproximateNumberOfMessagesNotVisible"]
            == "0"
        )

    wait_for(empty, timeout=30)


def _assert_fixture(server: LabcloudProcess, handles: dict[str, Any]) -> None:
    assert _count(server) == ITEMS
    item = server.boto3_client("dynamodb").get_item(
        TableName="orders", Key={"pk": {"S": "customer-42"}, "sk": {"N": "4242"}}
    )["Item"]
    assert item["total"] == {"N": "12726"} and item["note"] == {"S": "order number 4242"}
    sqs = server.boto3_client("sqs")
    assert sorted(u.rsplit("/", 1)[1] for u in sqs.list_queues()["QueueUrls"]) == ["feed", "jobs"]
    bodies: list[str] = []
    for _ in range(5):
        got = sqs.receive_message(QueueUrl=handles["jobs"], MaxNumberOfMessages=10, VisibilityTimeout=0)
        bodies = sorted({*bodies, *(m["Body"] for m in got.get("Messages", []))})
        if len(bodies) == 5:
            break
    assert bodies == [f"job-{n}" for n in range(5)]
    lam = server.boto3_client("lambda")
    assert sorted(f["FunctionName"] for f in lam.list_functions()["Functions"]) == ["echo", "sink"]
    assert _invoke(server, "echo", {"n": 1}) == {"echo": {"n": 1}, "from": "v1"}
    mapping = lam.get_event_source_mapping(UUID=handles["mapping"])
    assert mapping["FunctionArn"].endswith(":function:sink") and mapping["State"] == "Enabled"


def _mutate(server: LabcloudProcess, handles: dict[str, Any]) -> None:
    dynamodb, sqs, lam = (server.boto3_client(s) for s in ("dynamodb", "sqs", "lambda"))
    dynamodb.delete_table(TableName="orders")
    sqs.purge_queue(QueueUrl=handles["jobs"])
    sqs.create_queue(QueueName="stranger")
    lam.delete_event_source_mapping(UUID=handles["mapping"])
    lam.delete_function(FunctionName="echo")
    server.boto3_client("iam").create_user(UserName="late-user")


def test_load_brings_every_service_back(server: LabcloudProcess, fixture: dict[str, Any]) -> None:
    manifest = fixture["manifest"]
    assert manifest["name"] == "fixture" and manifest["data_format"] == 1
    assert manifest["schema"]["dynamodb"] >= 1 and manifest["schema"]["sqs"] == 0
    _mutate(server, fixture)
    assert _count_tables(server) == []
    answer = server.load_state("fixture")
    assert answer["loaded"]["name"] == "fixture" and answer["seconds"] > 0
    _assert_fixture(server, fixture)
    users = server.boto3_client("iam").list_users()["Users"]
    assert "late-user" not in [u["UserName"] for u in users]
    _drains(server, fixture["feed"], "after-load")


def _count_tables(server: LabcloudProcess) -> list[str]:
    return list(server.boto3_client("dynamodb").list_tables()["TableNames"])


def test_snapshot_loads_after_a_restart_and_into_a_data_dir(
    server: LabcloudProcess, fixture: dict[str, Any], snapshots: Path, tmp_path: Path
) -> None:
    """A new server process (its own scratch dir: function code comes from the snapshot) loads the file;
    the loaded state is durable in that server's data dir; a restart keeps it, and loading again undoes
    what was changed after."""
    durable = LabcloudProcess(data_dir=tmp_path / "data", extra_args=["--snapshot-dir", str(snapshots)])
    durable.start()
    try:
        assert [s["name"] for s in durable.list_states()] == ["fixture"]
        durable.load_state("fixture")
        _assert_fixture(durable, fixture)
        durable.boto3_client("dynamodb").delete_item(
            TableName="orders", Key={"pk": {"S": "customer-42"}, "sk": {"N": "4242"}}
        )
        durable.stop()
        durable.start()
        assert _count(durable) == ITEMS - 1  # the loaded state (and the change) were written to the data dir
        durable.load_state("fixture")
        _assert_fixture(durable, fixture)
        _drains(durable, fixture["feed"], "after-restart")
    finally:
        durable.stop()


def _tamper(path: Path, target: Path, *statements: str, schema: dict[str, int] | None = None) -> None:
    target.write_bytes(path.read_bytes())
    conn = sqlite3.connect(target, isolation_level=None)
    try:
        for statement in statements:
            conn.execute(statement)
        if schema is not None:
            for owner, version in schema.items():
                conn.execute("UPDATE labcloud_schema SET version=? WHERE owner=?", (version, owner))
            recorded = dict(conn.execute("SELECT owner, version FROM labcloud_schema").fetchall())
            conn.execute("UPDATE labcloud_snapshot SET value=? WHERE key='schema'", (json.dumps(recorded),))
    finally:
        conn.close()


def test_refusals_leave_the_live_state_alone(
    server: LabcloudProcess, fixture: dict[str, Any], snapshots: Path
) -> None:
    server.boto3_client("sqs").create_queue(QueueName="witness")
    saved = snapshots / "fixture.lcsnap"
    _tamper(saved, snapshots / "future-schema.lcsnap", schema={"sqs": 99})
    _tamper(
        saved, snapshots / "future-format.lcsnap", "UPDATE labcloud_snapshot SET value='2' WHERE key='format'"
    )
    (snapshots / "garbage.lcsnap").write_bytes(b"not a snapshot at all")
    foreign = snapshots / "foreign.lcsnap"
    sqlite3.connect(foreign).execute("CREATE TABLE t (x)").connection.commit()
    try:
        status, answer = _call(server, "POST", "/_labcloud/state/future-schema/load")
        assert (status, answer["error"]["code"]) == (409, "SnapshotTooNew")
        assert "sqs 99 (this labcloud: 0)" in answer["error"]["message"]
        status, answer = _call(server, "POST", "/_labcloud/state/future-format/load")
        assert (status, answer["error"]["code"]) == (409, "SnapshotTooNew")
        for name in ("garbage", "foreign"):
            status, answer = _call(server, "POST", f"/_labcloud/state/{name}/load")
            assert (status, answer["error"]["code"]) == (400, "InvalidSnapshot"), name
            status, answer = _call(server, "DELETE", f"/_labcloud/state/{name}")
            assert (status, answer["error"]["code"]) == (400, "InvalidSnapshot"), name
        status, answer = _call(server, "POST", "/_labcloud/state/missing/load")
        assert (status, answer["error"]["code"]) == (404, "ResourceNotFoundException")
        for bad in (".hidden", "a%20b", "-dash", "a" * 101, "x.lcsnap"):
            status, answer = _call(server, "POST", f"/_labcloud/state/{bad}/save")
            assert (status, answer["error"]["code"]) == (400, "ValidationException"), bad
        queues = server.boto3_client("sqs").list_queues()["QueueUrls"]
        assert any(u.endswith("/witness") for u in queues)  # nothing was loaded
        listed = [s["name"] for s in server.list_states()]
        assert "fixture" in listed and "garbage" not in listed and "foreign" not in listed
    finally:
        for name in ("future-schema", "future-format", "garbage", "foreign"):
            (snapshots / f"{name}.lcsnap").unlink(missing_ok=True)


def test_an_older_schema_is_migrated_on_load(
    server: LabcloudProcess, fixture: dict[str, Any], snapshots: Path
) -> None:
    """A snapshot from before the event bus's migration 1 (its index on service) loads, migrated."""
    _tamper(
        snapshots / "fixture.lcsnap",
        snapshots / "older.lcsnap",
        "DROP INDEX events_service",
        schema={"events": 0},
    )
    try:
        assert server.get("/_labcloud/state/older")["schema"]["events"] == 0
        server.load_state("older")
        assert _count(server) == ITEMS
        again = server.save_state("older-migrated")
        assert again["schema"]["events"] == 2
        conn = sqlite3.connect(snapshots / "older-migrated.lcsnap")
        try:
            indexes = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='index'")}
        finally:
            conn.close()
        assert "events_service" in indexes
        assert "events_resource" not in indexes
    finally:
        for name in ("older", "older-migrated"):
            (snapshots / f"{name}.lcsnap").unlink(missing_ok=True)


def _cli(server: LabcloudProcess, *words: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "state", "--endpoint", server.endpoint, *words],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_cli_saves_lists_loads_and_deletes(server: LabcloudProcess, fixture: dict[str, Any]) -> None:
    sqs = server.boto3_client("sqs")
    sqs.create_queue(QueueName="cli-made")
    saved = _cli(server, "save", "from-cli")
    assert saved.returncode == 0 and saved.stdout.startswith("saved   from-cli"), saved
    sqs.delete_queue(QueueUrl=sqs.get_queue_url(QueueName="cli-made")["QueueUrl"])
    listed = _cli(server, "list")
    assert listed.returncode == 0 and "from-cli" in listed.stdout and "fixture" in listed.stdout
    loaded = _cli(server, "load", "from-cli")
    assert loaded.returncode == 0 and loaded.stdout.startswith("loaded  from-cli"), loaded
    assert sqs.get_queue_url(QueueName="cli-made")["QueueUrl"].endswith("/cli-made")
    assert _cli(server, "delete", "from-cli").returncode == 0
    gone = _cli(server, "delete", "from-cli")
    assert gone.returncode == 2 and "ResourceNotFoundException" in gone.stdout
    as_json = json.loads(_cli(server, "--json", "list").stdout)
    assert [s["name"] for s in as_json["snapshots"]] == ["fixture"]


def test_the_pytest_fixture_saves_and_loads(labcloud_state: Any, labcloud_client: Any) -> None:
    sqs = labcloud_client("sqs")
    url = sqs.create_queue(QueueName="plugin-queue")["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="kept")
    labcloud_state.save("plugin")
    assert "plugin" in labcloud_state.list()
    sqs.delete_queue(QueueUrl=url)
    labcloud_state.load("plugin")
    assert sqs.receive_message(QueueUrl=url)["Messages"][0]["Body"] == "kept"
    labcloud_state.delete("plugin")
    assert "plugin" not in labcloud_state.list()


def test_a_snapshot_carries_code_and_object_bytes_to_another_server(tmp_path: Path) -> None:
    """The snapshot holds the files beside the database (function zips, object bytes): a server on
    another data dir loads it after the first one and all its files are gone."""
    shared = tmp_path / "shared"
    first = LabcloudProcess(data_dir=tmp_path / "first", extra_args=["--snapshot-dir", str(shared)]).start()
    try:
        build_small(first)
        first.save_state("small")
    finally:
        first.stop()
    shutil.rmtree(tmp_path / "first")
    second = LabcloudProcess(data_dir=tmp_path / "second", extra_args=["--snapshot-dir", str(shared)]).start()
    try:
        second.load_state("small")
        assert _invoke(second, "echo", {"n": 2}) == {"echo": {"n": 2}, "from": "v1"}
        body = second.boto3_client("s3").get_object(Bucket="kept", Key="big.bin")["Body"].read()
        assert body == BIG
    finally:
        second.stop()


def test_keys_from_another_servers_snapshot_are_refused_in_aws_terms(tmp_path: Path) -> None:
    """KMS material stays wrapped by the master key of the server that saved it (docs/state.md): on
    another data dir, Decrypt answers KMSInvalidStateException and a secret DecryptionFailure, never a 500."""
    shared = tmp_path / "shared"
    first = LabcloudProcess(data_dir=tmp_path / "first", extra_args=["--snapshot-dir", str(shared)]).start()
    try:
        kms = first.boto3_client("kms")
        key = kms.create_key()["KeyMetadata"]["KeyId"]
        blob = kms.encrypt(KeyId=key, Plaintext=b"kept")["CiphertextBlob"]
        first.boto3_client("secretsmanager").create_secret(Name="kept", SecretString="s3cret", KmsKeyId=key)
        first.save_state("keys")
    finally:
        first.stop()
    second = LabcloudProcess(data_dir=tmp_path / "second", extra_args=["--snapshot-dir", str(shared)]).start()
    try:
        second.load_state("keys")
        with pytest.raises(ClientError) as decrypt:
            second.boto3_client("kms").decrypt(CiphertextBlob=blob)
        assert decrypt.value.response["Error"]["Code"] == "KMSInvalidStateException"
        with pytest.raises(ClientError) as read:
            second.boto3_client("secretsmanager").get_secret_value(SecretId="kept")
        assert read.value.response["Error"]["Code"] == "DecryptionFailure"
    finally:
        second.stop()


BIG = bytes(range(256)) * 4096  # 1 MiB


def build_small(server: LabcloudProcess) -> None:
    iam, lam, s3 = (server.boto3_client(s) for s in ("iam", "lambda", "s3"))
    role = iam.create_role(RoleName="small-role", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    lam.create_function(
        FunctionName="echo",
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": zip_of(ECHO)},
    )
    s3.create_bucket(Bucket="kept")
    s3.put_object(Bucket="kept", Key="big.bin", Body=BIG)


def test_mock_aws_saves_and_loads_in_process(tmp_path: Path) -> None:
    import boto3

    from labcloud.testing import mock_aws

    with mock_aws(snapshot_dir=str(tmp_path)) as aws:
        table = boto3.client("dynamodb", region_name="us-east-1")
        table.create_table(
            TableName="in-process",
            KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
            BillingMode="PAY_PER_REQUEST",
        )
        table.put_item(TableName="in-process", Item={"pk": {"S": "kept"}})
        assert aws.save_state("in-process")["name"] == "in-process"
        table.delete_table(TableName="in-process")
        aws.load_state("in-process")
        assert table.get_item(TableName="in-process", Key={"pk": {"S": "kept"}})["Item"] == {
            "pk": {"S": "kept"}
        }
        assert [s["name"] for s in aws.server.list_states()] == ["in-process"]
