"""AppConfig managed by Terraform (hashicorp/aws 5.x): aws_appconfig_application, _environment,
_configuration_profile, _hosted_configuration_version, _deployment_strategy and _deployment applied, served
by the data plane, re-planned with no change, imported back, destroyed."""

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


def test_terraform_apply_serve_plan_import_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    data: Any = labcloud.boto3_client("appconfigdata")
    token = data.start_configuration_session(
        ApplicationIdentifier="tf-app", EnvironmentIdentifier="prod", ConfigurationProfileIdentifier="flags"
    )["InitialConfigurationToken"]
    body = data.get_latest_configuration(ConfigurationToken=token)["Configuration"].read()
    assert json.loads(body) == {"checkout": {"enabled": True}}
    times["destroy"] = workspace.destroy().seconds
    print("appconfig: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    appconfig: Any = labcloud.boto3_client("appconfig")
    assert appconfig.list_applications()["Items"] == []
