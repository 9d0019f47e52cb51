"""Terraform's aws_sfn_state_machine and aws_sfn_activity against labcloud: apply, run the machine, re-plan with no changes,
destroy (the provider lists versions and tags on every read)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from botocore.config import Config

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).parent.parent / "terraform"))
from terraform_runner import missing_reason, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(900),
]


def terraform(work: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["terraform", *args, "-no-color"], cwd=work, env=env, capture_output=True, text=True, timeout=600
    )


def test_apply_run_plan_destroy(tmp_path: Path, labcloud: LabcloudProcess) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    env = terraform_env(tmp_path / "home")
    var = f"-var=endpoint={labcloud.endpoint}"
    assert terraform(work, env, "init").returncode == 0
    applied = terraform(work, env, "apply", "-auto-approve", var)
    assert applied.returncode == 0, applied.stderr
    outputs = json.loads(terraform(work, env, "output", "-json").stdout)
    arn = outputs["arn"]["value"]
    activity = outputs["activity"]["value"]
    assert activity == "arn:aws:states:us-east-1:000000000000:activity:tf-work"
    sfn = labcloud.boto3_client("stepfunctions", config=Config(inject_host_prefix=False))
    done = sfn.start_sync_execution(stateMachineArn=arn, input='{"name": "tf"}')
    assert json.loads(done["output"]) == {"greeting": "hello tf"}
    assert sfn.list_tags_for_resource(resourceArn=arn)["tags"] == [{"key": "team", "value": "tf"}]
    assert sfn.list_tags_for_resource(resourceArn=activity)["tags"] == [{"key": "team", "value": "tf"}]
    planned = terraform(work, env, "plan", "-detailed-exitcode", var)
    assert planned.returncode == 0, planned.stdout + planned.stderr
    destroyed = terraform(work, env, "destroy", "-auto-approve", var)
    assert destroyed.returncode == 0, destroyed.stderr
    assert sfn.list_state_machines()["stateMachines"] == []
    assert sfn.list_activities()["activities"] == []
