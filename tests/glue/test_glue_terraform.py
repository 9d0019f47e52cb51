"""Glue managed by Terraform (hashicorp/aws 5.x): aws_glue_catalog_database, aws_glue_catalog_table,
aws_glue_job (a Python shell job that then runs) and aws_glue_crawler applied, re-planned with no change,
imported back, destroyed."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from tests.glue.jobs_setup import log_lines, wait

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_terraform_apply_run_plan_import_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    glue: Any = labcloud.boto3_client("glue")
    table = glue.get_table(DatabaseName="tf_database", Name="events")["Table"]
    assert [c["Name"] for c in table["StorageDescriptor"]["Columns"]] == ["id", "amount"]
    run = wait(glue, "tf-glue-job", glue.start_job_run(JobName="tf-glue-job")["JobRunId"])
    assert run["JobRunState"] == "SUCCEEDED", run.get("ErrorMessage")
    lines = log_lines(labcloud.boto3_client("logs"), "/aws-glue/python-jobs/output", run["Id"])
    assert lines == ["Test Message from the Python script - hello from terraform"]
    times["destroy"] = workspace.destroy().seconds
    print("glue: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert glue.get_databases()["DatabaseList"] == []
    assert glue.get_jobs()["Jobs"] == []
