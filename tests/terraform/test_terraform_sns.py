"""Terraform (hashicorp/aws 5.x) manages SNS on labcloud (topics, a subscription, topic and data protection
policies): apply configs/sns, re-plan with no changes,
import every resource back with no other change,
a message through the subscription Terraform made, then destroy leaves nothing behind."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1800),
]


def test_apply_plan_publish_destroy(tmp_path: Path) -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        work = tmp_path / "sns"
        shutil.copytree(HERE / "configs" / "sns", work)
        space = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={server.endpoint}"])
        times = round_trip(space)
        sns, sqs = server.boto3_client("sns"), server.boto3_client("sqs")
        topics = sorted(t["TopicArn"].rsplit(":", 1)[1] for t in sns.list_topics()["Topics"])
        assert topics == ["tf-jobs.fifo", "tf-orders"]
        orders = "arn:aws:sns:us-east-1:000000000000:tf-orders"
        attributes = sns.get_topic_attributes(TopicArn=orders)["Attributes"]
        assert attributes["DisplayName"] == "Orders"
        protection = json.loads(sns.get_data_protection_policy(ResourceArn=orders)["DataProtectionPolicy"])
        assert protection["Name"] == "tf-orders-protection"
        paid = {"kind": {"DataType": "String", "StringValue": "paid"}}
        sns.publish(TopicArn=orders, Message="through terraform's wiring", MessageAttributes=paid)
        url = sqs.get_queue_url(QueueName="tf-inbox")["QueueUrl"]
        got = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=10).get("Messages", [])
        assert [m["Body"] for m in got] == ["through terraform's wiring"]
        times["destroy"] = space.destroy().seconds
        print("sns: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert sns.list_topics()["Topics"] == []
        assert sns.list_subscriptions()["Subscriptions"] == []
    finally:
        server.stop()
