"""The data dir across releases and accidents (issues 20 and 24).

- A data dir written by the previous release (``fixtures/datadir-main-40748a3.sql``: the SQL dump of
  a data dir made by main at 40748a3 with a queue, a table, a log group and a role) opens after the
  change: versioned migrations run, and everything stored is still there.
- A data dir from a newer labcloud, a foreign database, a corrupt one, or one another labcloud is
  using: the server refuses with a clear message and never modifies the file.
"""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from labcloud.clock import SCHEMA as CLOCK_SCHEMA
from labcloud.testing.server_process import LabcloudProcess, free_port

FIXTURE = Path(__file__).parent / "fixtures" / "datadir-main-40748a3.sql"


def _restore_fixture(data_dir: Path) -> Path:
    data_dir.mkdir(parents=True, exist_ok=True)
    db = data_dir / "labcloud.db"
    conn = sqlite3.connect(db)
    conn.executescript(FIXTURE.read_text())
    conn.close()
    return db


def _up(data_dir: Path, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    """Run ``labcloud up`` expecting it to refuse (exit) quickly."""
    return subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "up", "--port", str(free_port()), "--data-dir", str(data_dir)],
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _clock_at_fixture_time(db: Path) -> None:
    """Set labcloud's clock (its stored offset) to an hour after the fixture's last message was sent: the
    fixture's queue keeps messages 4 days, so read by today's clock they would have expired (they did, on
    2026-12-06), and the test is about the upgrade, not about retention."""
    conn = sqlite3.connect(db)
    with conn:
        written = conn.execute("SELECT MAX(sent) FROM sqs_messages").fetchone()[0]
        for statement in CLOCK_SCHEMA:
            conn.execute(statement)
        conn.execute(
            "INSERT OR REPLACE INTO labcloud_clock (id, offset_seconds) VALUES (1, ?)",
            (written + 3600 - time.time(),),
        )
    conn.close()


def test_previous_release_data_dir_opens_and_migrates(tmp_path: Path) -> None:
    db = _restore_fixture(tmp_path / "data")
    assert sqlite3.connect(db).execute("PRAGMA user_version").fetchone()[0] == 0
    _clock_at_fixture_time(db)
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        sqs = server.boto3_client("sqs")
        url = sqs.get_queue_url(QueueName="kept-queue")["QueueUrl"]
        bodies = set()
        for _ in range(5):
            for message in sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10).get("Messages", []):
                bodies.add(message["Body"])
            if len(bodies) == 3:
                break
        assert bodies == {"kept-0", "kept-1", "kept-2"}
        ddb = server.boto3_client("dynamodb")
        items = ddb.scan(TableName="kept-table")["Items"]
        assert sorted(i["pk"]["S"] for i in items) == [f"item-{i}" for i in range(5)]
        assert items[0]["m"] == {"M": {"x": {"L": [{"S": "y"}]}}}
        logs = server.boto3_client("logs")
        got = logs.get_log_events(logGroupName="/kept/group", logStreamName="s", startFromHead=True)["events"]
        assert [e["message"] for e in got] == [f"line {i}" for i in range(4)]
        assert server.boto3_client("iam").get_role(RoleName="kept-role")["Role"]["RoleName"] == "kept-role"
        # IAM's migration 1 added instance profiles to the old data dir
        iam = server.boto3_client("iam")
        iam.create_instance_profile(InstanceProfileName="kept-profile")
        iam.add_role_to_instance_profile(InstanceProfileName="kept-profile", RoleName="kept-role")
        assert [
            p["InstanceProfileName"]
            for p in iam.list_instance_profiles_for_role(RoleName="kept-role")["InstanceProfiles"]
        ] == ["kept-profile"]
        # Cognito's tables (not in the old data dir) are made at its latest version when first used
        assert server.boto3_client("cognito-idp").list_user_pools(MaxResults=10)["UserPools"] == []
        assert server.boto3_client("firehose").list_delivery_streams()["DeliveryStreamNames"] == []
        assert server.get("/_labcloud/events?kind=sqs.message.sent")["events"], (
            "the old event history is kept"
        )
    finally:
        server.stop()
    conn = sqlite3.connect(db)
    versions = dict(conn.execute("SELECT owner, version FROM labcloud_schema").fetchall())
    assert versions["events"] == 2
    # IAM: 1 instance profiles, 2 identity providers, 3 login profiles, 4 the account password policy,
    # 5 server certificates
    assert versions["iam"] == 5
    # DynamoDB: 1 the point-in-time journal, 2 backups' kind, 3 the Kinesis outbox, 4 global tables' replication
    assert versions["dynamodb"] == 4
    # Lambda: 1 function URL configs, 2 durable executions, 3 queued invocations' tenant
    assert versions["lambda"] == 3
    # CloudWatch: 1 rollups, 2 dashboards, 3 composite alarms, 4 metric streams, 5 anomaly detectors
    assert versions["cloudwatch"] == 5
    # Cognito: 1 custom-auth sessions' state
    assert versions["cognito-idp"] == 1
    # Firehose: 1 an HTTP endpoint's first failure kept with its stream
    assert versions["firehose"] == 1
    # Logs: 1 metric filters, 2 resource policies, 3 query definitions, 4 data protection, 5 account policies
    assert versions["logs"] == 5
    assert {"dynamodb", "sqs", "lambda", "logs", "iam", "sts"} <= set(versions)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert conn.execute("PRAGMA application_id").fetchone()[0] == 0x4C424344
    indexes = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    assert "events_service" in indexes  # the events migrations ran on the old data dir
    assert "events_resource" not in indexes  # (2: the index by resource every publish paid for is gone)
    conn.close()
    # opening it again runs nothing new and keeps everything
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        assert server.boto3_client("dynamodb").scan(TableName="kept-table")["Count"] == 5
        profile = server.boto3_client("iam").get_instance_profile(InstanceProfileName="kept-profile")
        assert [r["RoleName"] for r in profile["InstanceProfile"]["Roles"]] == ["kept-role"]
    finally:
        server.stop()


def test_data_dir_from_a_newer_labcloud_is_refused(tmp_path: Path) -> None:
    db = _restore_fixture(tmp_path / "newer")
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA user_version=99")
    conn.close()
    before = _digest(db)
    result = _up(tmp_path / "newer")
    assert result.returncode == 1
    assert (
        f"labcloud: {db} was written by a newer labcloud (data format 99; this one knows up to 1)"
        in result.stderr
    )
    assert _digest(db) == before


def test_owner_schema_from_a_newer_labcloud_is_refused(tmp_path: Path) -> None:
    LabcloudProcess(data_dir=tmp_path / "d").start().stop()
    db = tmp_path / "d" / "labcloud.db"
    conn = sqlite3.connect(db)
    conn.execute("UPDATE labcloud_schema SET version=7 WHERE owner='events'")
    conn.commit()
    conn.close()
    result = _up(tmp_path / "d")
    assert result.returncode == 1
    assert "the data dir's events schema is at version 7, newer than this labcloud knows (2)" in result.stderr


@pytest.mark.parametrize("kind", ["garbage", "foreign-sqlite", "corrupt-pages"])
def test_foreign_or_corrupt_database_is_refused_untouched(tmp_path: Path, kind: str) -> None:
    data_dir = tmp_path / kind
    data_dir.mkdir()
    db = data_dir / "labcloud.db"
    if kind == "garbage":
        db.write_bytes(b"this is somebody's notes, not a database\n" * 100)
        expected = "is not a SQLite database (a foreign file, or a corrupt one); labcloud will not touch it"
    elif kind == "foreign-sqlite":
        conn = sqlite3.connect(db)
        conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)")
        conn.execute("INSERT INTO invoices (amount) VALUES (12.5)")
        conn.commit()
        conn.close()
        expected = "is a SQLite database another program made (application_id 0x0, tables invoices)"
    else:
        _restore_fixture(data_dir)
        raw = bytearray(db.read_bytes())
        page = 4096
        for offset in range(page * 2, len(raw), page):  # wreck every page after the schema's
            raw[offset : offset + 64] = b"\xa5" * 64
        db.write_bytes(bytes(raw))
        expected = "labcloud will not modify it. Move it away (keep it for recovery)"
    before = _digest(db)
    result = _up(data_dir)
    assert result.returncode == 1, result.stderr
    assert expected in result.stderr
    assert "Traceback" not in result.stderr
    assert _digest(db) == before
    assert not (data_dir / "labcloud.db-wal").exists() or (data_dir / "labcloud.db-wal").stat().st_size == 0


def test_second_server_on_the_same_data_dir_refuses(tmp_path: Path) -> None:
    first = LabcloudProcess(data_dir=tmp_path / "shared").start()
    try:
        assert first.proc is not None
        result = _up(tmp_path / "shared")
        assert result.returncode == 1
        assert (
            f"labcloud: the data dir {tmp_path / 'shared'} is in use by another labcloud "
            f"(pid {first.proc.pid}); stop that one first"
        ) in result.stderr
        first.boto3_client("sqs").create_queue(QueueName="still-serving")
    finally:
        first.kill()  # kill -9: the kernel releases the lock with the process
    second = LabcloudProcess(data_dir=tmp_path / "shared").start()
    try:
        urls = second.boto3_client("sqs").list_queues()["QueueUrls"]
        assert [u.rsplit("/", 1)[1] for u in urls] == ["still-serving"]
    finally:
        second.stop()
