"""``labcloud lab`` per learner in a class: each learner's lab, checks and progress are their own (the
account comes from the learner's signed requests); the instructor's progress board, CSV/JSON export
and ``classroom reset`` of one learner (their resources and progress, no one else's)."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

LABS_DIR = tempfile.mkdtemp(prefix="labcloud-classroom-labs-")


def run(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "labcloud.cli", *args], env=env, capture_output=True, text=True, timeout=120
    )


def learner_env(server: LabcloudProcess, learner: dict[str, str]) -> dict[str, str]:
    """What sourcing the learner's env file sets (see test_classroom_keys for the file itself)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "LABCLOUD_"))}
    env.update(
        LABCLOUD_LEARNER=learner["name"],
        LABCLOUD_ENDPOINT=server.endpoint,
        AWS_ENDPOINT_URL=server.endpoint,
        AWS_ACCESS_KEY_ID=learner["access_key"],
        AWS_SECRET_ACCESS_KEY=learner["secret_access_key"],
        AWS_DEFAULT_REGION="us-east-1",
        LABCLOUD_LABS_DIR=os.path.join(LABS_DIR, learner["name"]),
    )
    return env


def make_queues(sqs: Any, account: str, *, redrive: bool) -> None:
    arn = f"arn:aws:sqs:us-east-1:{account}:"
    sqs.create_queue(QueueName="labex-q02-jobs-dlq")
    attributes = {"VisibilityTimeout": "3"}
    if redrive:
        attributes["RedrivePolicy"] = json.dumps(
            {"deadLetterTargetArn": arn + "labex-q02-jobs-dlq", "maxReceiveCount": 3}
        )
    sqs.create_queue(QueueName="labex-q02-jobs", Attributes=attributes)
    dlq = sqs.get_queue_url(QueueName="labex-q02-jobs-dlq")["QueueUrl"]
    allow = {"redrivePermission": "byQueue", "sourceQueueArns": [arn + "labex-q02-jobs"]}
    sqs.set_queue_attributes(QueueUrl=dlq, Attributes={"RedriveAllowPolicy": json.dumps(allow)})


def check_of(server: LabcloudProcess, learner: dict[str, str]) -> dict[str, Any]:
    result = run("lab", "check", "--json", env=learner_env(server, learner))
    report: dict[str, Any] = json.loads(result.stdout)
    return report


@pytest.fixture(scope="module")
def class_at_work(
    classroom: LabcloudProcess, keys: dict[str, dict[str, str]], learner_client: Callable[..., Any]
) -> LabcloudProcess:
    """alice solves step 1 of dlq-isolation, bob forgets the redrive policy, carol has not started."""
    for name in ("alice", "bob"):
        started = run("lab", "start", "dlq-isolation", env=learner_env(classroom, keys[name]))
        assert started.returncode == 0, started.stderr
    make_queues(learner_client("alice", "sqs"), keys["alice"]["account_id"], redrive=True)
    make_queues(learner_client("bob", "sqs"), keys["bob"]["account_id"], redrive=False)
    return classroom


def test_each_learner_checks_their_own_lab(
    class_at_work: LabcloudProcess, keys: dict[str, dict[str, str]], learner_client: Callable[..., Any]
) -> None:
    # bob sends step 3's jobs to his queue: the history of his account, not alice's
    bobs = learner_client("bob", "sqs")
    url = bobs.get_queue_url(QueueName="labex-q02-jobs")["QueueUrl"]
    for body in ('{"id":"job-1","size":2}', '{"id":"job-2","size":"huge"}', '{"id":"job-3","size":5}'):
        bobs.send_message(QueueUrl=url, MessageBody=body)
    alice = {s["id"]: s for s in check_of(class_at_work, keys["alice"])["steps"]}
    assert alice["isolate"]["status"] == "pending"
    assert alice["isolate"]["reason"] == "send the jobs job-1, job-3 and job-2 to labex-q02-jobs."
    bob = {s["id"]: s for s in check_of(class_at_work, keys["bob"])["steps"]}
    assert alice["queues"]["status"] == "passed"
    assert bob["queues"]["status"] == "failed"
    assert bob["queues"]["reason"].startswith("labex-q02-jobs has no RedrivePolicy")
    carol = run("lab", "check", env=learner_env(class_at_work, keys["carol"]))
    assert carol.returncode == 2 and "no lab is active" in carol.stderr
    # the instructor's own (default) account has no lab either: the learners' labs are theirs
    assert class_at_work.get("/_labcloud/labs/active") == {"active": None}


def test_the_board_shows_each_learners_steps_and_the_reason_they_saw(
    class_at_work: LabcloudProcess, keys: dict[str, dict[str, str]]
) -> None:
    check_of(class_at_work, keys["bob"])
    board = class_at_work.get("/_labcloud/classroom/progress")
    rows = {row["name"]: row for row in board["learners"]}
    assert rows["alice"]["active"] == "dlq-isolation"
    assert rows["alice"]["progress"] == {"dlq-isolation": "in progress"}
    assert rows["alice"]["checks"]["dlq-isolation"]["queues"]["status"] == "passed"
    seen = rows["bob"]["checks"]["dlq-isolation"]["queues"]
    assert seen["status"] == "failed" and seen["reason"].startswith("labex-q02-jobs has no RedrivePolicy")
    assert rows["carol"] == {
        "name": "carol", "account_id": keys["carol"]["account_id"], "active": None, "progress": {}, "checks": {}
    }  # fmt: skip
    exported = run(
        "classroom", "export", "--format", "csv", "--endpoint", class_at_work.endpoint, env=dict(os.environ)
    )
    table = list(csv.DictReader(io.StringIO(exported.stdout)))
    bobs = [r for r in table if r["learner"] == "bob" and r["step"] == "queues"]
    assert len(bobs) == 1 and bobs[0]["status"] == "failed" and bobs[0]["lab"] == "dlq-isolation"
    assert bobs[0]["reason"].startswith("labex-q02-jobs has no RedrivePolicy")
    assert {r["learner"] for r in table} == {"alice", "bob"}
    as_json = json.loads(
        run(
            "classroom",
            "export",
            "--format",
            "json",
            "--endpoint",
            class_at_work.endpoint,
            env=dict(os.environ),
        ).stdout
    )
    assert as_json["learners"][1]["checks"]["dlq-isolation"]["queues"]["status"] == "failed"


def test_resetting_one_learner_leaves_the_others(
    class_at_work: LabcloudProcess, keys: dict[str, dict[str, str]], learner_client: Callable[..., Any]
) -> None:
    reset = run("classroom", "reset", "bob", "--endpoint", class_at_work.endpoint, env=dict(os.environ))
    assert reset.returncode == 0, reset.stdout + reset.stderr
    assert f"bob (account {keys['bob']['account_id']}): resources deleted" in reset.stdout
    assert "QueueUrls" not in learner_client("bob", "sqs").list_queues()
    assert learner_client("bob", "lambda").list_functions()["Functions"] == []
    assert learner_client("bob", "iam").list_roles()["Roles"] == []
    assert run("lab", "check", env=learner_env(class_at_work, keys["bob"])).returncode == 2
    rows = {row["name"]: row for row in class_at_work.get("/_labcloud/classroom/progress")["learners"]}
    assert rows["bob"]["progress"] == {} and rows["bob"]["checks"] == {}
    # alice keeps everything
    assert len(learner_client("alice", "sqs").list_queues()["QueueUrls"]) == 2
    assert [f["FunctionName"] for f in learner_client("alice", "lambda").list_functions()["Functions"]] == [
        "labex-q02-worker"
    ]
    assert rows["alice"]["checks"]["dlq-isolation"]["queues"]["status"] == "passed"
    unknown = run("classroom", "reset", "mallory", "--endpoint", class_at_work.endpoint, env=dict(os.environ))
    assert unknown.returncode == 1 and "no learner 'mallory' in this class" in unknown.stderr
