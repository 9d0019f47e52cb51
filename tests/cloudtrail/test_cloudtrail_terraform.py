"""CloudTrail managed by Terraform (hashicorp/aws 5.x): aws_cloudtrail (logging, a data-event selector,
CloudWatch Logs delivery, tags) beside its bucket and policy, log group and role, applied, re-planned with no change, imported back, destroyed."""

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
    ct: Any = labcloud.boto3_client("cloudtrail")
    arn = workspace.outputs()["trail_arn"]
    assert ct.get_trail_status(Name=arn)["IsLogging"] is True
    trail = ct.get_trail(Name=arn)["Trail"]
    outputs = workspace.outputs()
    assert (trail["CloudWatchLogsLogGroupArn"], trail["CloudWatchLogsRoleArn"]) == (
        outputs["log_group_arn"],
        outputs["log_role_arn"],
    )
    selectors = ct.get_event_selectors(TrailName=arn)["EventSelectors"]
    assert selectors[0]["DataResources"] == [
        {"Type": "AWS::S3::Object", "Values": ["arn:aws:s3:::tf-trail-logs/"]}
    ]
    assert ct.list_tags(ResourceIdList=[arn])["ResourceTagList"][0]["TagsList"] == [
        {"Key": "team", "Value": "audit"}
    ]
    times["destroy"] = workspace.destroy().seconds
    print("cloudtrail: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert ct.list_trails()["Trails"] == []
