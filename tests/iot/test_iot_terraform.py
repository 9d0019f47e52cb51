"""IoT managed by Terraform (hashicorp/aws 5.x): one apply of a thing, a policy, a certificate, a topic
rule to SQS and a custom authorizer, a plan with no changes, every resource imported back, a Publish reaching the rule's queue,
and destroy leaving nothing."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from iot_helpers import receive

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_terraform_apply_plan_import_publish_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    iot: Any = labcloud.boto3_client("iot")
    rule = iot.get_topic_rule(ruleName="tf_readings")["rule"]
    assert rule["sql"] == "SELECT *, topic(2) AS device FROM 'sensors/+/data'" and not rule["ruleDisabled"]
    assert iot.describe_thing(thingName="tf-sensor")["attributes"] == {"model": "m1"}
    authorizer = iot.describe_authorizer(authorizerName="tf-devices")["authorizerDescription"]
    assert authorizer["status"] == "ACTIVE" and authorizer["signingDisabled"] is True
    queue = labcloud.boto3_client("sqs").get_queue_url(QueueName="tf-iot-readings")["QueueUrl"]
    labcloud.boto3_client("iot-data").publish(topic="sensors/s1/data", payload=json.dumps({"t": 20}).encode())
    assert [json.loads(b) for b in receive(labcloud, queue)] == [{"t": 20, "device": "s1"}]
    times["destroy"] = workspace.destroy().seconds
    print("iot: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert iot.list_topic_rules()["rules"] == [] and iot.list_things()["things"] == []
    assert iot.list_policies()["policies"] == [] and iot.list_certificates()["certificates"] == []
    assert iot.list_authorizers()["authorizers"] == []  # the provider deactivates it, then deletes it
