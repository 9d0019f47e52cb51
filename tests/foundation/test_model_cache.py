"""The per-user model cache: written after a start, used by the next, and a damaged one is rewritten."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from labcloud.protocol import model_cache
from labcloud.testing.server_process import LabcloudProcess


def _cache_files(cache_home: Path) -> list[Path]:
    return sorted((cache_home / "labcloud").glob("models-*/*.model"))


def _start(tmp_path: Path, cache_home: Path, name: str) -> LabcloudProcess:
    env = dict(os.environ, XDG_CACHE_HOME=str(cache_home), LABCLOUD_MODEL_CACHE="1")
    return LabcloudProcess(data_dir=tmp_path / name, in_memory=True, env=env).start()


def _wait_for_cache(cache_home: Path) -> Path:
    """The cached DynamoDB model, once every served model is cached and readable."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        found = {path.stem: path for path in _cache_files(cache_home)}
        if {"dynamodb", "sqs", "lambda", "iam", "sts", "s3"} <= set(found):
            if all(model_cache.decode(path.read_bytes()) is not None for path in found.values()):
                return found["dynamodb"]
        time.sleep(0.05)
    raise AssertionError(f"no model cache written under {cache_home}")


def _serves_every_protocol(server: LabcloudProcess) -> None:
    ddb = server.boto3_client("dynamodb")
    assert ddb.list_tables()["TableNames"] == []
    assert server.boto3_client("sts").get_caller_identity()["Account"] == "000000000000"
    assert server.boto3_client("lambda").list_functions()["Functions"] == []
    assert server.boto3_client("s3").list_buckets()["Buckets"] == []
    error = None
    try:
        ddb.describe_table(TableName="missing")
    except ddb.exceptions.ResourceNotFoundException as exc:
        error = exc.response["Error"]["Code"]
    assert error == "ResourceNotFoundException"


def test_a_start_writes_the_cache_and_the_next_start_serves_from_it(tmp_path):
    cache_home = tmp_path / "cache"
    first = _start(tmp_path, cache_home, "one")
    try:
        _serves_every_protocol(first)
        written = _wait_for_cache(cache_home)
    finally:
        first.stop()
    document = model_cache.decode(written.read_bytes())
    assert "documentation" not in json.dumps(document["operations"]["PutItem"])
    files = _cache_files(cache_home)
    stamps = [path.stat().st_mtime_ns for path in files]
    second = _start(tmp_path, cache_home, "two")
    try:
        _serves_every_protocol(second)
    finally:
        second.stop()
    assert _cache_files(cache_home) == files
    assert [path.stat().st_mtime_ns for path in files] == stamps  # read, not rewritten


def test_a_damaged_cache_is_ignored_and_rewritten(tmp_path):
    cache_home = tmp_path / "cache"
    first = _start(tmp_path, cache_home, "one")
    try:
        written = _wait_for_cache(cache_home)
    finally:
        first.stop()
    written.write_bytes(written.read_bytes()[:-100])  # a truncated file
    second = _start(tmp_path, cache_home, "two")
    try:
        _serves_every_protocol(second)
        assert _wait_for_cache(cache_home) == written
    finally:
        second.stop()
