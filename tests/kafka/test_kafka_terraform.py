"""MSK managed by Terraform (hashicorp/aws 5.x): aws_msk_configuration, aws_msk_cluster and
aws_msk_serverless_cluster, applied, re-planned with no change, imported back, destroyed."""

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
    kafka: Any = labcloud.boto3_client("kafka")
    clusters = {c["ClusterName"]: c for c in kafka.list_clusters_v2()["ClusterInfoList"]}
    assert (
        clusters["msk-tf"]["State"] == "ACTIVE"
        and clusters["msk-tf-serverless"]["ClusterType"] == "SERVERLESS"
    )
    assert clusters["msk-tf"]["Provisioned"]["CurrentBrokerSoftwareInfo"]["ConfigurationRevision"] == 1
    times["destroy"] = workspace.destroy().seconds
    print("kafka: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert kafka.list_clusters_v2()["ClusterInfoList"] == []
    assert kafka.list_configurations()["Configurations"] == []
