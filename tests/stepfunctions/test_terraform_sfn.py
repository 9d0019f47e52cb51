"""Terraform's aws_sfn_state_machine and aws_sfn_activity against labcloud: apply, re-plan with no changes,
import both back with no other change, run the machine, destroy (the provider lists versions and tags on
every read)."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest
from botocore.config import Config

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(900),
]


def test_apply_run_plan_destroy(tmp_path: Path, labcloud: LabcloudProcess) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    space = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(space)
    outputs = space.outputs()
    arn = outputs["arn"]
    activity = outputs["activity"]
    assert activity == "arn:aws:states:us-east-1:000000000000:activity:tf-work"
    sfn = labcloud.boto3_client("stepfunctions", config=Config(inject_host_prefix=False))
    done = sfn.start_sync_execution(stateMachineArn=arn, input='{"name": "tf"}')
    assert json.loads(done["output"]) == {"greeting": "hello tf"}
    assert sfn.list_tags_for_resource(resourceArn=arn)["tags"] == [{"key": "team", "value": "tf"}]
    assert sfn.list_tags_for_resource(resourceArn=activity)["tags"] == [{"key": "team", "value": "tf"}]
    versioned = "arn:aws:states:us-east-1:000000000000:stateMachine:tf-versioned"
    alias = sfn.describe_state_machine_alias(stateMachineAliasArn=f"{versioned}:live")
    assert alias["routingConfiguration"] == [{"stateMachineVersionArn": f"{versioned}:1", "weight": 100}]
    times["destroy"] = space.destroy().seconds
    print("stepfunctions: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert sfn.list_state_machines()["stateMachines"] == []
    assert sfn.list_activities()["activities"] == []
