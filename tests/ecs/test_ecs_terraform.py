"""ECS managed by Terraform (hashicorp/aws 5.x): aws_ecs_cluster with aws_ecs_cluster_capacity_providers,
aws_ecs_task_definition and aws_ecs_service behind an ALB's ip target group, applied, re-planned with no
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
    ecs: Any = labcloud.boto3_client("ecs")
    cluster = ecs.describe_clusters(clusters=["ecs-tf"])["clusters"][0]
    assert sorted(cluster["capacityProviders"]) == ["FARGATE", "FARGATE_SPOT"]
    service = ecs.describe_services(cluster="ecs-tf", services=["ecs-tf-web"])["services"][0]
    assert service["runningCount"] == 2 and service["taskDefinition"].endswith("ecs-tf-web:1")
    times["destroy"] = workspace.destroy().seconds
    print("ecs: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert ecs.list_clusters()["clusterArns"] == []
    assert ecs.list_task_definitions(familyPrefix="ecs-tf-web")["taskDefinitionArns"] == []
