"""``labcloud lab …`` against a real server: provisioning, checks with exit codes, reset, persistence."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from labcloud.labs.scenarios.idempotent_consumer.resources import TRUST_POLICY, role_policy
from labcloud.testing.server_process import LabcloudProcess


def lab(endpoint: str | None, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "LABCLOUD_"))}
    extra = ["--endpoint", endpoint] if endpoint and args[0] in ("start", "check", "reset", "list") else []
    return subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "lab", *args, *extra],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture
def server(labcloud: LabcloudProcess) -> Iterator[LabcloudProcess]:
    yield labcloud
    labcloud.post("/_labcloud/labs/reset")


def test_list_and_show_need_no_server() -> None:
    listed = lab("http://127.0.0.1:9", "list")
    assert listed.returncode == 0
    assert "no server answers at http://127.0.0.1:9: progress unknown" in listed.stderr
    names = [line.split()[1] for line in listed.stdout.splitlines() if line[0].isdigit()]
    assert names[:4] == ["dlq-isolation", "conditional-writes", "lambda-diagnose", "idempotent-consumer"]
    assert "4. idempotent-consumer  lab        ?            Idempotent queue consumer" in listed.stdout
    assert "after: dlq-isolation, conditional-writes, lambda-diagnose" in listed.stdout
    shown = lab(None, "show", "idempotent-consumer", "--lang", "pt")
    assert shown.returncode == 0
    assert shown.stdout.startswith("# Consumidor de fila idempotente")
    assert "aws sqs create-queue --queue-name labex-q05-jobs" in shown.stdout
    missing = lab(None, "show", "no-such-lab")
    assert missing.returncode == 2
    assert "no lab named 'no-such-lab'; available: " in missing.stderr


def test_check_without_active_lab(server: LabcloudProcess) -> None:
    result = lab(server.endpoint, "check")
    assert result.returncode == 2
    assert "no lab is active: run `labcloud lab start NAME`" in result.stderr


def test_start_provisions_exactly_the_lab_machine(server: LabcloudProcess) -> None:
    started = lab(server.endpoint, "start", "idempotent-consumer", "--lang", "ja")
    assert started.returncode == 0, started.stderr
    assert started.stdout.startswith("# 冪等なキューコンシューマー")
    iam = server.boto3_client("iam")
    role = iam.get_role(RoleName="labex-q05-worker-role")["Role"]
    trust = role["AssumeRolePolicyDocument"]
    assert (json.loads(trust) if isinstance(trust, str) else trust) == TRUST_POLICY
    assert iam.list_role_policies(RoleName="labex-q05-worker-role")["PolicyNames"] == [
        "labex-q05-worker-access"
    ]
    policy = iam.get_role_policy(RoleName="labex-q05-worker-role", PolicyName="labex-q05-worker-access")
    document = policy["PolicyDocument"]
    assert (json.loads(document) if isinstance(document, str) else document) == role_policy(
        "us-east-1", "000000000000"
    )
    config = server.boto3_client("lambda").get_function_configuration(FunctionName="labex-q05-worker")
    assert (config["Runtime"], config["Handler"], config["Role"], config["Timeout"]) == (
        "python3.12",
        "app.handler",
        role["Arn"],
        15,
    )
    assert config["Environment"]["Variables"] == {"TABLE_NAME": "labex-q05-orders"}
    dynamodb = server.boto3_client("dynamodb")
    assert dynamodb.scan(TableName="labex-q05-orders")["Items"] == []
    assert dynamodb.describe_table(TableName="labex-q05-orders")["Table"]["KeySchema"] == [
        {"AttributeName": "id", "KeyType": "HASH"}
    ]
    assert dynamodb.scan(TableName="labex-q05-reference")["Items"] == [
        {"id": {"S": "ref-001"}, "note": {"S": "keep unchanged"}}
    ]
    assert server.boto3_client("sqs").list_queues().get("QueueUrls", []) == []

    report = json.loads(lab(server.endpoint, "check", "--json").stdout)
    assert report["lang"] == "ja" and report["ok"] is True
    assert [(s["id"], s["status"]) for s in report["steps"]] == [
        ("connect", "pending"),
        ("guard", "pending"),
        ("repeat", "pending"),
        ("cleanup", "pending"),
    ]
    assert report["steps"][0]["title"] == "空のキューをワーカーにつなぐ"
    # Asking for one step means it must have passed.
    one = lab(server.endpoint, "check", "1")
    assert one.returncode == 1
    assert "[..] connect" in one.stdout and "create the queue labex-q05-jobs" in one.stdout
    unknown = lab(server.endpoint, "check", "7")
    assert unknown.returncode != 0
    assert "the lab idempotent-consumer has no step '7'; its steps are connect, guard, repeat, cleanup" in (
        unknown.stderr
    )


def test_a_wrong_mapping_fails_with_a_reason(server: LabcloudProcess) -> None:
    assert lab(server.endpoint, "start", "idempotent-consumer").returncode == 0
    sqs = server.boto3_client("sqs")
    url = sqs.create_queue(QueueName="labex-q05-jobs", Attributes={"VisibilityTimeout": "30"})["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    server.boto3_client("lambda").create_event_source_mapping(
        FunctionName="labex-q05-worker", EventSourceArn=arn, BatchSize=10, Enabled=True
    )
    checked = lab(server.endpoint, "check")
    assert checked.returncode == 1
    assert "[FAIL] 1. connect" in checked.stdout
    assert (
        "the mapping's batch size is 10; the lab needs --batch-size 1 so each invocation handles exactly one "
        "job."
    ) in checked.stdout
    assert lab(server.endpoint, "reset").returncode == 0


def test_start_again_and_reset_remove_everything(server: LabcloudProcess) -> None:
    assert lab(server.endpoint, "start", "idempotent-consumer").returncode == 0
    sqs = server.boto3_client("sqs")
    sqs.create_queue(QueueName="labex-q05-jobs")
    server.boto3_client("dynamodb").put_item(TableName="labex-q05-orders", Item={"id": {"S": "stray"}})
    again = lab(server.endpoint, "start", "idempotent-consumer")
    assert again.returncode == 0, again.stderr
    assert sqs.list_queues().get("QueueUrls", []) == []
    assert server.boto3_client("dynamodb").scan(TableName="labex-q05-orders")["Items"] == []
    reset = lab(server.endpoint, "reset")
    assert reset.returncode == 0
    assert reset.stdout.splitlines()[0] == "idempotent-consumer: resources removed; no lab is active"
    assert "note: the queue labex-q05-jobs was deleted" in reset.stdout  # by the second start
    assert server.get("/_labcloud/labs/active") == {"active": None}
    assert server.boto3_client("dynamodb").list_tables()["TableNames"] == []
    assert server.boto3_client("lambda").list_functions()["Functions"] == []
    assert lab(server.endpoint, "reset").stdout == "no lab is active\n"


def test_active_lab_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        started = server.post(
            "/_labcloud/labs/start",
            {"name": "idempotent-consumer", "lang": "pt", "baseline": {"code_sha256": "abc"}},
        )
        assert started["active"]["name"] == "idempotent-consumer"
        server.stop()
        server.start()
        active = server.get("/_labcloud/labs/active")["active"]
        assert (active["name"], active["lang"], active["baseline"]) == (
            "idempotent-consumer",
            "pt",
            {"code_sha256": "abc"},
        )
        assert active["started_seq"] == started["active"]["started_seq"]
    finally:
        server.stop()


def test_routes_reject_unknown_labs_and_languages(server: LabcloudProcess) -> None:
    import urllib.error

    with pytest.raises(urllib.error.HTTPError) as missing:
        server.post("/_labcloud/labs/start", {"name": "nope"})
    assert missing.value.code == 404
    with pytest.raises(urllib.error.HTTPError) as language:
        server.post("/_labcloud/labs/start", {"name": "idempotent-consumer", "lang": "fr"})
    assert language.value.code == 400
    assert (
        json.loads(language.value.read())["error"]["message"]
        == "unknown language 'fr'; choose one of en, ja, pt"
    )
    listing = server.get("/_labcloud/labs?lang=ja")
    seed = next(entry for entry in listing["labs"] if entry["name"] == "idempotent-consumer")
    assert seed["steps"][3] == {"id": "cleanup", "title": "作成したものを削除し、参照データは残す"}


def test_server_reset_also_forgets_the_active_lab(server: LabcloudProcess) -> None:
    server.post("/_labcloud/labs/start", {"name": "idempotent-consumer", "lang": "pt", "baseline": {}})
    assert server.get("/_labcloud/labs/active")["active"]["name"] == "idempotent-consumer"
    server.post("/_labcloud/reset")
    assert server.get("/_labcloud/labs/active") == {"active": None}
    checked = lab(server.endpoint, "check")
    assert checked.returncode == 2
    assert "no lab is active: run `labcloud lab start NAME`" in checked.stderr


def test_start_again_keeps_the_learners_files_and_names_the_queue_hold(server: LabcloudProcess) -> None:
    from lab_runner import LABS_DIR
    from lab_runner import lab as lab_in_folder

    first = lab_in_folder(server.endpoint, "start", "idempotent-consumer")
    assert first.returncode == 0, first.stderr
    assert "moved to" not in first.stderr and "QueueDeletedRecently" not in first.stderr
    folder = Path(LABS_DIR) / "idempotent-consumer"
    (folder / "app.py").write_text("print('my guarded worker')\n")
    (folder / "notes").mkdir()
    (folder / "notes" / "todo.txt").write_text("step 3\n")
    server.boto3_client("sqs").create_queue(QueueName="labex-q05-jobs")  # the learner's step 1

    again = lab_in_folder(server.endpoint, "start", "idempotent-consumer")
    assert again.returncode == 0, again.stderr
    kept = [
        line for line in again.stderr.splitlines() if "files from the earlier attempt were moved to" in line
    ]
    assert len(kept) == 1, again.stderr
    moved = Path(kept[0].rsplit(" ", 1)[-1])
    assert moved.parent == Path(LABS_DIR) and moved.name.startswith("idempotent-consumer.kept-")
    assert (moved / "app.py").read_text() == "print('my guarded worker')\n"
    assert (moved / "notes" / "todo.txt").read_text() == "step 3\n"
    assert sorted(p.name for p in folder.iterdir()) == [".labcloud-lab"]
    hold = [line for line in again.stderr.splitlines() if "labex-q05-jobs was deleted" in line]
    assert len(hold) == 1, again.stderr
    assert "SQS refuses a new queue of that name for 60 s (QueueDeletedRecently, as on AWS)" in hold[0]
    refused = server.boto3_client("sqs")
    with pytest.raises(Exception) as error:
        refused.create_queue(QueueName="labex-q05-jobs")
    assert "QueueDeletedRecently" in str(error.value)

    (folder / "function.zip").write_bytes(b"PK")
    reset = lab_in_folder(server.endpoint, "reset")
    assert reset.returncode == 0, reset.stderr
    lines = reset.stdout.splitlines()
    assert lines[0] == "idempotent-consumer: resources removed; no lab is active"
    assert lines[1].startswith("your files from the lab folder were moved to ")
    assert (Path(lines[1].rsplit(" ", 1)[-1]) / "function.zip").read_bytes() == b"PK"
    assert "labex-q05-jobs was deleted" in lines[2]
