"""EventBridge Scheduler managed by Terraform (hashicorp/aws 5.x): apply, a plan with no changes, every resource imported back with no other change,
destroy leaving nothing."""

from __future__ import annotations

import json
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


def test_terraform_apply_plan_destroy(labcloud: LabcloudProcess, tmp_path: Path):
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    scheduler: Any = labcloud.boto3_client("scheduler")
    got = scheduler.get_schedule(Name="tf-cleanup", GroupName="tf-nightly")
    assert got["ScheduleExpressionTimezone"] == "Europe/Berlin"
    assert got["FlexibleTimeWindow"] == {"Mode": "FLEXIBLE", "MaximumWindowInMinutes": 10}
    assert json.loads(got["Target"]["Input"]) == {"job": "cleanup"}
    assert got["Target"]["RetryPolicy"] == {"MaximumEventAgeInSeconds": 3600, "MaximumRetryAttempts": 3}
    assert scheduler.get_schedule(Name="tf-every-minute")["ScheduleExpression"] == "rate(1 minutes)"
    times["destroy"] = workspace.destroy().seconds
    print("scheduler: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert scheduler.list_schedules()["Schedules"] == []
    assert [g["Name"] for g in scheduler.list_schedule_groups()["ScheduleGroups"]] == ["default"]
