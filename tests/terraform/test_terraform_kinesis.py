"""Terraform (hashicorp/aws 5.x) manages Kinesis streams on labcloud: apply, re-plan with no changes,
import every resource back with no other change, destroy, each checked with boto3 (configs/kinesis: a
provisioned, tagged stream with 48 h retention, its consumer and resource policy, and an on-demand stream
that a table streams its changes into, with contributor insights, a tag and a resource policy). The
provider waits about 10 s around each stream it creates or deletes."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        yield process
    finally:
        process.stop()


def test_apply_plan_destroy_kinesis_streams(server: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "work"
    shutil.copytree(HERE / "configs" / "kinesis", work)
    workspace = Workspace(
        work, terraform_env(tmp_path / "home"), ["-var", f"endpoint={server.endpoint}", "-var", "prefix=tf"]
    )
    times = round_trip(workspace)
    kinesis = server.boto3_client("kinesis")
    clicks = kinesis.describe_stream_summary(StreamName="tf-clicks")["StreamDescriptionSummary"]
    assert (clicks["OpenShardCount"], clicks["RetentionPeriodHours"], clicks["StreamStatus"]) == (
        2,
        48,
        "ACTIVE",
    )
    assert kinesis.list_tags_for_stream(StreamName="tf-clicks")["Tags"] == [{"Key": "team", "Value": "web"}]
    clicks_arn = "arn:aws:kinesis:us-east-1:000000000000:stream/tf-clicks"
    policy = json.loads(kinesis.get_resource_policy(ResourceARN=clicks_arn)["Policy"])
    assert policy["Statement"][0]["Principal"] == {"AWS": "arn:aws:iam::111111111111:root"}
    events = kinesis.describe_stream_summary(StreamName="tf-events")["StreamDescriptionSummary"]
    assert events["StreamModeDetails"] == {"StreamMode": "ON_DEMAND"}
    assert workspace.outputs()["clicks_arn"] == "arn:aws:kinesis:us-east-1:000000000000:stream/tf-clicks"
    dynamodb = server.boto3_client("dynamodb")
    streaming = dynamodb.describe_kinesis_streaming_destination(TableName="tf-orders")
    destination = streaming["KinesisDataStreamDestinations"][0]
    assert (destination["StreamArn"], destination["DestinationStatus"]) == (events["StreamARN"], "ACTIVE")
    assert destination["ApproximateCreationDateTimePrecision"] == "MICROSECOND"
    insights = dynamodb.describe_contributor_insights(TableName="tf-orders")
    assert insights["ContributorInsightsStatus"] == "ENABLED"
    table_arn = dynamodb.describe_table(TableName="tf-orders")["Table"]["TableArn"]
    assert dynamodb.list_tags_of_resource(ResourceArn=table_arn)["Tags"] == [
        {"Key": "team", "Value": "orders"}
    ]
    policy = json.loads(dynamodb.get_resource_policy(ResourceArn=table_arn)["Policy"])
    assert [(s["Sid"], s["Action"]) for s in policy["Statement"]] == [("AccountReads", "dynamodb:GetItem")]
    times["destroy"] = workspace.destroy().seconds
    print("kinesis: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert kinesis.list_streams()["StreamNames"] == []
    assert dynamodb.list_tables()["TableNames"] == []
