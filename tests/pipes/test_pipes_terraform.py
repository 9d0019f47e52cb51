"""EventBridge Pipes managed by Terraform (hashicorp/aws 5.x): apply, the pipe carrying a message and
logging it (log_configuration), a plan with no changes, every resource imported back with no other change, destroy leaving nothing."""

from __future__ import annotations

import json
import shutil
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from pipes_helpers import receive

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_terraform_apply_plan_destroy(labcloud: LabcloudProcess, tmp_path: Path):
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    logs: Any = labcloud.boto3_client("logs")
    logs.create_log_group(logGroupName="/tf/pipes")  # where the pipe's log_configuration writes
    times = round_trip(workspace)
    pipes: Any = labcloud.boto3_client("pipes")
    got = pipes.describe_pipe(Name="tf-copy")
    assert got["CurrentState"] == "RUNNING" and got["Tags"] == {"team": "core"}
    assert got["SourceParameters"]["SqsQueueParameters"] == {"BatchSize": 5}
    sqs: Any = labcloud.boto3_client("sqs")
    source = sqs.get_queue_url(QueueName="tf-pipe-in")["QueueUrl"]
    target = sqs.get_queue_url(QueueName="tf-pipe-out")["QueueUrl"]
    sqs.send_message(QueueUrl=source, MessageBody='{"kind": "copy"}')
    assert [json.loads(m["Body"]) for m in receive(sqs, target)] == [{"copied": {"kind": "copy"}}]
    assert got["LogConfiguration"]["Level"] == "INFO"
    deadline = time.monotonic() + 10
    kinds: list[str] = []
    while "ExecutionSucceeded" not in kinds and time.monotonic() < deadline:
        found = logs.filter_log_events(logGroupName="/tf/pipes")["events"]
        kinds = [json.loads(e["message"])["messageType"] for e in found]
        time.sleep(0.1)
    assert kinds == ["ExecutionStarted", "TargetStageEntered", "TargetStageSucceeded", "ExecutionSucceeded"]
    times["destroy"] = workspace.destroy().seconds
    print("pipes: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert pipes.list_pipes()["Pipes"] == []
