"""Amazon MQ managed by Terraform (hashicorp/aws 5.x): aws_mq_configuration and aws_mq_broker applied,
re-planned with no change, imported back, destroyed."""

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
    mq: Any = labcloud.boto3_client("mq")
    (summary,) = mq.list_brokers()["BrokerSummaries"]
    broker = mq.describe_broker(BrokerId=summary["BrokerId"])
    assert broker["BrokerState"] == "RUNNING" and broker["Tags"] == {"team": "mq"}
    assert broker["Configurations"]["Current"]["Revision"] == 2
    times["destroy"] = workspace.destroy().seconds
    print("mq: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert mq.list_brokers()["BrokerSummaries"] == []
