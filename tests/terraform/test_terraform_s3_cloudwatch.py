"""Terraform (hashicorp/aws 5.x) manages S3 and CloudWatch on labcloud (configs/s3_cloudwatch: a bucket
with a policy and queue notifications, a metric alarm, a log group with a stream and a metric filter):
apply, re-plan with no changes, import every resource back with no other change, an upload through the
notification Terraform made, destroy leaving nothing."""

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


def test_apply_replan_import_destroy_s3_cloudwatch(tmp_path: Path) -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        work = tmp_path / "s3_cloudwatch"
        shutil.copytree(HERE / "configs" / "s3_cloudwatch", work)
        variables = [f"-var=endpoint={server.endpoint}", "-var=prefix=tf"]
        space = Workspace(work, terraform_env(tmp_path / "home"), variables)
        times = round_trip(space)
        s3, sqs = server.boto3_client("s3"), server.boto3_client("sqs")
        sink = sqs.get_queue_url(QueueName="tf-sink")["QueueUrl"]
        s3.put_object(Bucket="tf-uploads", Key="images/a.png", Body=b"x")
        got = sqs.receive_message(QueueUrl=sink, WaitTimeSeconds=10).get("Messages", [])
        assert [json.loads(m["Body"])["Records"][0]["s3"]["object"]["key"] for m in got] == ["images/a.png"]
        alarm = server.boto3_client("cloudwatch").describe_alarms(AlarmNames=["tf-backlog"])["MetricAlarms"]
        assert [(a["Threshold"], a["TreatMissingData"]) for a in alarm] == [(100.0, "notBreaching")]
        times["destroy"] = space.destroy().seconds
        print("s3_cloudwatch: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert server.boto3_client("s3").list_buckets()["Buckets"] == []
        assert server.boto3_client("cloudwatch").describe_alarms()["MetricAlarms"] == []
        assert server.boto3_client("logs").describe_log_groups()["logGroups"] == []
    finally:
        server.stop()
