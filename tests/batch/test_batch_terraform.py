"""Batch managed by Terraform (hashicorp/aws 5.x): aws_batch_compute_environment (Fargate),
aws_batch_scheduling_policy, aws_batch_job_queue and aws_batch_job_definition, applied, re-planned with no
change, imported back, destroyed."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_terraform_apply_plan_import_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    batch: Any = labcloud.boto3_client("batch")
    env = batch.describe_compute_environments(computeEnvironments=["batch-tf-ce"])["computeEnvironments"][0]
    assert env["status"] == "VALID" and env["computeResources"]["type"] == "FARGATE"
    queue = batch.describe_job_queues(jobQueues=["batch-tf-queue"])["jobQueues"][0]
    assert (
        queue["priority"] == 5
        and queue["computeEnvironmentOrder"][0]["computeEnvironment"] == (env["computeEnvironmentArn"])
    )
    definition = batch.describe_job_definitions(jobDefinitionName="batch-tf-hello")["jobDefinitions"]
    assert [d["revision"] for d in definition] == [1]
    times["destroy"] = workspace.destroy().seconds
    print("batch: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert batch.describe_compute_environments()["computeEnvironments"] == []
    assert batch.describe_job_queues()["jobQueues"] == []
    assert (
        batch.describe_job_definitions(jobDefinitionName="batch-tf-hello", status="ACTIVE")["jobDefinitions"]
        == []
    )
