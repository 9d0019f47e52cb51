"""Firehose as the target of an SNS subscription (protocol ``firehose``, ``subscription_role_arn``) and of
an EventBridge rule (``aws_cloudwatch_event_target`` with ``role_arn``), managed by Terraform (hashicorp/aws
5.x) in one apply: a publish and a put-events each land in the bucket through the stream (labcloud's clock
moved past the buffering interval), then destroy leaves nothing."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from firehose_helpers import body, wait_objects

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_sns_and_eventbridge_deliver_through_firehose(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform_sources", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    workspace.init()
    times = {"apply": workspace.apply().seconds}
    sns: Any = labcloud.boto3_client("sns")
    events: Any = labcloud.boto3_client("events")
    s3: Any = labcloud.boto3_client("s3")
    subscription = sns.get_subscription_attributes(SubscriptionArn=workspace.outputs()["subscription_arn"])
    assert subscription["Attributes"]["Protocol"] == "firehose"
    assert subscription["Attributes"]["SubscriptionRoleArn"].endswith(":role/tf-fh-sns-role")
    target = events.list_targets_by_rule(Rule="tf-fh-orders")["Targets"][0]
    assert target["RoleArn"].endswith(":role/tf-fh-events-role")

    sns.publish(TopicArn=subscription["Attributes"]["TopicArn"], Message="hello from sns")
    put = events.put_events(
        Entries=[{"Source": "tf.orders", "DetailType": "Order Placed", "Detail": json.dumps({"id": 7})}]
    )
    assert put["FailedEntryCount"] == 0
    keys: list[str] = []
    written = b""
    for _ in range(5):  # SNS and EventBridge deliver asynchronously: a record may miss one flush
        labcloud.advance_clock(61)
        keys = wait_objects(s3, "tf-fh-sources-out", len(keys) + 1, timeout=10)
        written = b"".join(body(s3, "tf-fh-sources-out", key) for key in keys)
        if b"hello from sns" in written and b"tf.orders" in written:
            break
    assert all(key.startswith("in/") for key in keys)
    lines = [line for line in written.split(b"\n") if line.strip()]
    assert b"hello from sns" in lines
    order = next(json.loads(line) for line in lines if b"tf.orders" in line)
    assert (order["detail-type"], order["detail"]) == ("Order Placed", {"id": 7})

    for key in keys:
        s3.delete_object(Bucket="tf-fh-sources-out", Key=key)
    times["destroy"] = workspace.destroy().seconds
    print("firehose sources: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert labcloud.boto3_client("firehose").list_delivery_streams()["DeliveryStreamNames"] == []
    assert sns.list_subscriptions()["Subscriptions"] == []
    assert events.list_rules(NamePrefix="tf-fh")["Rules"] == []
