"""Terraform (hashicorp/aws 5.x) manages S3 and CloudWatch on labcloud (configs/s3_cloudwatch: a bucket
with a policy, queue notifications, default encryption, lifecycle rules, request-metrics configurations, a
website and an object, a bucket with CORS rules, a public access block, ownership controls and an ACL, a
versioned bucket emptied by force_destroy, an Object Lock bucket with a default GOVERNANCE retention (emptied by force_destroy too),
replication to a bucket in another region, metric alarms and a composite alarm over them, a log group with
a stream and a metric filter, a log resource policy and a saved query):
apply, re-plan with no changes, import every resource back with no other change, an upload through the
notification Terraform made, an object replicated, destroy leaving nothing."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1800),
]


def receive(sqs: Any, url: str, count: int) -> list[dict[str, Any]]:
    """``count`` messages from the queue, in the order they arrived (waiting up to 10 s for each)."""
    got: list[dict[str, Any]] = []
    for _ in range(count * 2):
        answer = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=10, MaxNumberOfMessages=10)
        for message in answer.get("Messages", []):
            got.append(message)
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
        if len(got) >= count:
            break
    return got


def _replicated(s3: Any, bucket: str, key: str, version: str) -> Any:
    """The replica of ``key``'s ``version`` (waiting up to 15 s for the background copy)."""
    deadline = time.monotonic() + 15
    while True:
        try:
            return s3.get_object(Bucket=bucket, Key=key, VersionId=version)
        except ClientError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


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
        bodies = [json.loads(m["Body"]) for m in receive(sqs, sink, 2)]
        # S3's test event, sent when Terraform configured the notification, and the upload's record
        tests = [b["Bucket"] for b in bodies if b.get("Event") == "s3:TestEvent"]
        keys = [r["s3"]["object"]["key"] for b in bodies for r in b.get("Records", [])]
        assert (tests, keys) == (["tf-uploads"], ["images/a.png"])
        topics = s3.get_bucket_notification_configuration(Bucket="tf-uploads")["TopicConfigurations"]
        assert [(t["Id"], t["TopicArn"].rsplit(":", 1)[1], t["Events"]) for t in topics] == [
            ("removed", "tf-removed", ["s3:ObjectRemoved:*"])
        ]
        alarm = server.boto3_client("cloudwatch").describe_alarms(AlarmNames=["tf-backlog"])["MetricAlarms"]
        assert [(a["Threshold"], a["TreatMissingData"]) for a in alarm] == [(100.0, "notBreaching")]
        composites = server.boto3_client("cloudwatch").describe_alarms(AlarmTypes=["CompositeAlarm"])
        assert [
            (c["AlarmName"], c["ActionsEnabled"], c["StateValue"]) for c in composites["CompositeAlarms"]
        ] == [("tf-queue-in-trouble", False, "OK")]
        board = server.boto3_client("cloudwatch").get_dashboard(DashboardName="tf-backlog")
        assert [w["type"] for w in json.loads(board["DashboardBody"])["widgets"]] == ["metric", "alarm"]
        readme = s3.get_object(Bucket="tf-uploads", Key="docs/readme.txt")
        assert (readme["Body"].read(), readme["ContentType"]) == (b"uploaded by terraform", "text/plain")
        lifecycle = s3.get_bucket_lifecycle_configuration(Bucket="tf-uploads")["Rules"]
        assert [(r["ID"], r["Status"]) for r in lifecycle] == [
            ("expire-tmp", "Enabled"),
            ("archive-big-logs", "Enabled"),
            ("abort-uploads", "Disabled"),
        ]
        metrics = s3.list_bucket_metrics_configurations(Bucket="tf-uploads")["MetricsConfigurationList"]
        assert metrics == [{"Id": "EntireBucket"}, {"Id": "docs", "Filter": {"Prefix": "docs/"}}]
        website = s3.get_bucket_website(Bucket="tf-uploads")
        assert (website["IndexDocument"], website["ErrorDocument"]) == (
            {"Suffix": "index.html"},
            {"Key": "error.html"},
        )
        rules = s3.get_bucket_encryption(Bucket="tf-uploads")["ServerSideEncryptionConfiguration"]["Rules"]
        assert [r["ApplyServerSideEncryptionByDefault"]["SSEAlgorithm"] for r in rules] == ["AES256"]
        logs = server.boto3_client("logs")
        queries = logs.describe_query_definitions()["queryDefinitions"]
        assert [(q["name"], q["logGroupNames"]) for q in queries] == [("tf/errors", ["/tf/app"])]
        policies = logs.describe_resource_policies()["resourcePolicies"]
        assert [p["policyName"] for p in policies] == ["tf-events-to-logs"]
        cors = s3.get_bucket_cors(Bucket="tf-browser")["CORSRules"]
        assert sorted((r.get("ID") or "", sorted(r["AllowedMethods"])) for r in cors) == [
            ("", ["GET"]),
            ("uploads", ["POST", "PUT"]),
        ]  # Terraform keeps rules and methods as sets: their order is its own
        block = s3.get_public_access_block(Bucket="tf-browser")["PublicAccessBlockConfiguration"]
        assert set(block.values()) == {True}
        owned = s3.get_bucket_ownership_controls(Bucket="tf-browser")["OwnershipControls"]["Rules"]
        assert owned == [{"ObjectOwnership": "BucketOwnerPreferred"}]
        assert [g["Permission"] for g in s3.get_bucket_acl(Bucket="tf-browser")["Grants"]] == ["FULL_CONTROL"]
        s3.delete_object(Bucket="tf-uploads", Key="images/a.png")  # S3 deletes only empty buckets
        # replication Terraform configured copies a new object to the bucket in the other region
        version = s3.put_object(Bucket="tf-mirror-source", Key="shared/a.txt", Body=b"mirrored")["VersionId"]
        replica = server.boto3_client("s3", region_name="eu-west-1")
        copied = _replicated(replica, "tf-mirror-replica", "shared/a.txt", version)
        assert (copied["Body"].read(), copied["ReplicationStatus"], copied["StorageClass"]) == (
            b"mirrored",
            "REPLICA",
            "STANDARD_IA",
        )
        # versioning Terraform turned on keeps history, which force_destroy must empty on destroy
        assert s3.get_bucket_versioning(Bucket="tf-history")["Status"] == "Enabled"
        for body in (b"v1", b"v2"):
            s3.put_object(Bucket="tf-history", Key="log.txt", Body=body)
        s3.delete_object(Bucket="tf-history", Key="log.txt")
        history = s3.list_object_versions(Bucket="tf-history")
        assert (len(history["Versions"]), len(history["DeleteMarkers"])) == (2, 1)
        # the Object Lock bucket's default retention locks what is put in it: force_destroy bypasses it
        lock = s3.get_object_lock_configuration(Bucket="tf-vault")["ObjectLockConfiguration"]
        assert lock["Rule"]["DefaultRetention"] == {"Mode": "GOVERNANCE", "Days": 7}
        s3.put_object(Bucket="tf-vault", Key="kept.txt", Body=b"locked")
        assert s3.head_object(Bucket="tf-vault", Key="kept.txt")["ObjectLockMode"] == "GOVERNANCE"
        times["destroy"] = space.destroy().seconds
        print("s3_cloudwatch: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert server.boto3_client("s3").list_buckets()["Buckets"] == []
        assert server.boto3_client("cloudwatch").describe_alarms()["MetricAlarms"] == []
        assert (
            server.boto3_client("cloudwatch").describe_alarms(AlarmTypes=["CompositeAlarm"])[
                "CompositeAlarms"
            ]
            == []
        )
        assert server.boto3_client("cloudwatch").list_dashboards()["DashboardEntries"] == []
        assert server.boto3_client("logs").describe_log_groups()["logGroups"] == []
        assert logs.describe_query_definitions()["queryDefinitions"] == []
        assert logs.describe_resource_policies()["resourcePolicies"] == []
    finally:
        server.stop()
