"""A full disk while writing (issue 20): a clear, retryable AWS-shaped error, nothing half-written, and
writes work again once space returns. The data dir lives on a small tmpfs that a filler file fills up
(mounting needs root; elsewhere the test is skipped, as there is no full disk to make)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.config import Config
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

NO_RETRIES = Config(retries={"max_attempts": 1, "mode": "standard"})


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    mount = tmp_path / "disk"
    mount.mkdir()
    if (
        os.geteuid() != 0
        or subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=24m", "tmpfs", str(mount)], capture_output=True
        ).returncode
        != 0
    ):
        pytest.skip("mounting a small tmpfs needs root")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def _fill(mount: Path) -> Path:
    """Fill the disk to the last byte with a filler file; return it (delete it to free the space)."""
    filler = mount / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        for size in (1 << 20, 65536, 4096, 512, 1):
            try:
                while True:
                    os.write(fd, b"\0" * size)
            except OSError:
                continue
    finally:
        os.close(fd)
    return filler


def test_writes_on_a_full_disk_fail_cleanly_and_recover(small_disk: Path) -> None:
    data_dir = small_disk / "data"
    server = LabcloudProcess(data_dir=data_dir)
    server.log_path = small_disk.parent / "server.log"  # keep the log off the small disk
    server.start()
    try:
        ddb = server.boto3_client("dynamodb", config=NO_RETRIES)
        sqs = server.boto3_client("sqs", config=NO_RETRIES)
        ddb.create_table(
            TableName="full",
            KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
            BillingMode="PAY_PER_REQUEST",
        )
        url = sqs.create_queue(QueueName="full-queue")["QueueUrl"]
        acknowledged = []
        for index in range(20):
            ddb.put_item(TableName="full", Item={"pk": {"S": f"before-{index}"}})
            acknowledged.append(f"before-{index}")
        filler = _fill(small_disk)
        big = "x" * 300_000
        refused: list[dict[str, Any]] = []
        for index in range(40):  # enough data to need new pages in the WAL and the database
            try:
                ddb.put_item(TableName="full", Item={"pk": {"S": f"during-{index}"}, "blob": {"S": big}})
                acknowledged.append(f"during-{index}")
            except ClientError as error:
                refused.append(error.response)
        assert refused, "the full disk never refused a write"
        error = refused[0]
        assert error["Error"]["Code"] == "ServiceUnavailable"
        assert error["ResponseMetadata"]["HTTPStatusCode"] == 503
        assert error["Error"]["Message"].startswith(
            "labcloud's data dir is out of disk space; the request was not"
        )
        # the failed writes above may have left room in SQLite's write-ahead log that a smaller write can
        # still use (it is acknowledged then, and must survive): send until the disk refuses one
        sent = 0
        sqs_refused: list[dict[str, Any]] = []
        for _ in range(40):
            try:
                sqs.send_message(QueueUrl=url, MessageBody="m" * 200_000)
                sent += 1
            except ClientError as error:
                sqs_refused.append(error.response)
                break
        assert sqs_refused, "the full disk never refused a message"
        assert sqs_refused[0]["ResponseMetadata"]["HTTPStatusCode"] == 503
        # reads keep working while the disk is full, and the server keeps serving
        assert ddb.get_item(TableName="full", Key={"pk": {"S": "before-0"}})["Item"]["pk"]["S"] == "before-0"
        assert server.get("/_labcloud/health")["persistent"] is True
        filler.unlink()  # space returns
        ddb.put_item(TableName="full", Item={"pk": {"S": "after"}})
        acknowledged.append("after")
        sqs.send_message(QueueUrl=url, MessageBody="after")
    finally:
        server.kill()  # kill -9: only what was committed may come back
    db = data_dir / "labcloud.db"
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    again = LabcloudProcess(data_dir=data_dir)
    again.log_path = small_disk.parent / f"server-{uuid.uuid4().hex}.log"
    again.start()
    try:
        ddb = again.boto3_client("dynamodb")
        stored = sorted(i["pk"]["S"] for i in ddb.scan(TableName="full", ProjectionExpression="pk")["Items"])
        assert stored == sorted(acknowledged)  # every acknowledged write, and nothing refused
        sqs = again.boto3_client("sqs")
        queue = sqs.get_queue_url(QueueName="full-queue")["QueueUrl"]
        bodies: list[str] = []
        while got := sqs.receive_message(QueueUrl=queue, MaxNumberOfMessages=10).get("Messages", []):
            bodies += [m["Body"] for m in got]
        assert sorted(bodies) == sorted(["m" * 200_000] * sent + ["after"])  # acknowledged, nothing refused
    finally:
        again.stop()
