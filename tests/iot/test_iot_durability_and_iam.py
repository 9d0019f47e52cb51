"""What IoT answered 2xx for survives a restart (things, policies, certificates, rules, shadows, retained
messages), a Publish acknowledged just before a crash still runs its rules after the restart (the
outbox), and IAM decides IoT's calls: ``iot:`` actions on the resources' ARNs, ``iam:PassRole`` for a
rule's roles and ``iot:Publish`` on the topic."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.config import Config
from botocore.exceptions import BotoCoreError, ClientError
from iot_helpers import code, queue, receive, role, sqs_rule

from labcloud.testing.server_process import LabcloudProcess


def test_what_iot_answered_survives_a_crash(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = LabcloudProcess(
        data_dir=data, env={**os.environ, "LABCLOUD_CRASH_POINT": "iot.rules:kept/crash"}
    )
    server.start()
    try:
        iot, iot_data = server.boto3_client("iot"), server.boto3_client("iot-data")
        url = queue(server, "kept")
        arn = role(server, "kept-role", ["sqs:SendMessage"])
        iot.create_thing(thingName="kept-thing", attributePayload={"attributes": {"k": "v"}})
        cert = iot.create_keys_and_certificate(setAsActive=True)
        iot.create_topic_rule(ruleName="kept", topicRulePayload=sqs_rule(url, arn, "SELECT * FROM 'kept/#'"))
        iot_data.update_thing_shadow(thingName="kept-thing", payload=b'{"state": {"reported": {"x": 1}}}')
        iot_data.publish(topic="kept/retained", payload=b"r", retain=True)
        assert receive(server, url) == ["r"]  # the rules ran on what was published before the crash
        once = server.boto3_client("iot-data", config=Config(retries={"max_attempts": 1}))
        try:
            once.publish(topic="kept/crash", payload=b'{"n": "after the crash"}')
        except (BotoCoreError, ClientError):
            pass  # the crash may cut the answer off; the publish was committed before the drain began
    finally:
        server.kill()
    again = LabcloudProcess(data_dir=data).start()
    try:
        iot, iot_data = again.boto3_client("iot"), again.boto3_client("iot-data")
        assert iot.describe_thing(thingName="kept-thing")["attributes"] == {"k": "v"}
        assert (
            iot.describe_certificate(certificateId=cert["certificateId"])["certificateDescription"]["status"]
            == "ACTIVE"
        )
        assert iot.get_topic_rule(ruleName="kept")["rule"]["sql"] == "SELECT * FROM 'kept/#'"
        shadow = json.loads(iot_data.get_thing_shadow(thingName="kept-thing")["payload"].read())
        assert shadow["state"] == {"reported": {"x": 1}} and shadow["version"] == 1
        assert iot_data.get_retained_message(topic="kept/retained")["payload"] == b"r"
        bodies = [json.loads(b) for b in receive(again, url, count=1, polls=15)]
        assert {"n": "after the crash"} in bodies
    finally:
        again.stop()


@pytest.fixture
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def limited(enforcing: LabcloudProcess) -> Any:
    """A user allowed to create things and rules, and iot:Publish on ``allowed/*`` only."""
    iam = enforcing.boto3_client("iam")
    iam.create_user(UserName="device-admin")
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": ["iot:CreateThing", "iot:ListThings", "iot:CreateTopicRule"],
                "Resource": "*",
            },
            {
                "Effect": "Allow",
                "Action": "iot:Publish",
                "Resource": "arn:aws:iot:us-east-1:000000000000:topic/allowed/*",
            },
        ],
    }
    iam.put_user_policy(UserName="device-admin", PolicyName="iot", PolicyDocument=json.dumps(policy))
    key = iam.create_access_key(UserName="device-admin")["AccessKey"]
    return {"aws_access_key_id": key["AccessKeyId"], "aws_secret_access_key": key["SecretAccessKey"]}


def test_iam_decides_iot_calls(enforcing: LabcloudProcess, limited: Any) -> None:
    labcloud = enforcing
    iot = labcloud.boto3_client("iot", **limited)
    iot_data = labcloud.boto3_client("iot-data", **limited)
    iot.create_thing(thingName="allowed-thing")
    with pytest.raises(ClientError) as denied:
        iot.delete_thing(thingName="allowed-thing")
    assert code(denied.value) == "AccessDeniedException"
    iot_data.publish(topic="allowed/t", payload=b"{}")
    with pytest.raises(ClientError) as publish_denied:
        iot_data.publish(topic="secret/t", payload=b"{}")
    assert code(publish_denied.value) == "AccessDeniedException"
    url = queue(labcloud, "passrole")
    arn = role(labcloud, "passrole-role", ["sqs:SendMessage"])
    with pytest.raises(ClientError) as no_pass:
        iot.create_topic_rule(ruleName="needs_pass", topicRulePayload=sqs_rule(url, arn, "SELECT * FROM 'a'"))
    assert (
        code(no_pass.value) == "AccessDeniedException"
        and "iam:PassRole" in no_pass.value.response["Error"]["Message"]
    )
