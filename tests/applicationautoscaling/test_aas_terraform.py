"""Application Auto Scaling managed by Terraform (hashicorp/aws 5.x): aws_appautoscaling_target and
aws_appautoscaling_policy (target tracking and step scaling) and aws_appautoscaling_scheduled_action applied,
re-planned with no change, imported back (the scheduled action has no importer), destroyed."""

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
    aas: Any = labcloud.boto3_client("application-autoscaling")
    policies = aas.describe_scaling_policies(ServiceNamespace="dynamodb")["ScalingPolicies"]
    assert sorted(p["PolicyName"] for p in policies) == ["reads-steps", "reads-tracking"]
    actions = aas.describe_scheduled_actions(ServiceNamespace="dynamodb")["ScheduledActions"]
    assert [(a["ScheduledActionName"], a["Timezone"]) for a in actions] == [("nightly", "Europe/London")]
    times["destroy"] = workspace.destroy().seconds
    print("application-autoscaling: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert aas.describe_scalable_targets(ServiceNamespace="dynamodb")["ScalableTargets"] == []
