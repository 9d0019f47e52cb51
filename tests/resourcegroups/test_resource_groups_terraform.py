"""Resource Groups managed by Terraform (hashicorp/aws 5.x): aws_resourcegroups_group (a tag query, tags) and
the aws_resourcegroupstaggingapi_resources data source applied, re-planned with no change, imported back,
destroyed."""

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
    rg: Any = labcloud.boto3_client("resource-groups")
    assert sorted(g["Name"] for g in rg.list_groups()["Groups"]) == ["tf-queues", "tf-shop"]
    outputs = workspace.outputs()
    assert outputs["group_arn"] == "arn:aws:resource-groups:us-east-1:000000000000:group/tf-shop"
    assert outputs["found"] == [
        "arn:aws:sns:us-east-1:000000000000:tf-events",
        "arn:aws:sqs:us-east-1:000000000000:tf-orders",
    ]
    assert rg.get_group(Group="tf-shop")["Group"]["Description"] == "the shop"
    assert rg.get_tags(Arn=outputs["group_arn"])["Tags"] == {"team": "shop"}
    members = [
        r["Identifier"]["ResourceArn"] for r in rg.list_group_resources(Group="tf-queues")["Resources"]
    ]
    assert members == ["arn:aws:sqs:us-east-1:000000000000:tf-orders"]
    times["destroy"] = workspace.destroy().seconds
    print("resource groups: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert rg.list_groups()["Groups"] == []
