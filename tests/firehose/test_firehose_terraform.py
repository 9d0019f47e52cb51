"""Amazon Data Firehose (an S3 and an HTTP endpoint destination) and a CloudWatch metric stream into it
managed by Terraform (hashicorp/aws 5.x): apply, a record delivered to the bucket,
a plan with no changes, every resource imported back with no other change, destroy leaving nothing."""

from __future__ import annotations

import gzip
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from firehose_helpers import body, wait_objects

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_terraform_apply_plan_import_destroy(labcloud: LabcloudProcess, tmp_path: Path):
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    assert workspace.outputs()["arn"] == "arn:aws:firehose:us-east-1:000000000000:deliverystream/tf-hose"
    firehose: Any = labcloud.boto3_client("firehose")
    s3: Any = labcloud.boto3_client("s3")
    described = firehose.describe_delivery_stream(DeliveryStreamName="tf-hose")["DeliveryStreamDescription"]
    extended = described["Destinations"][0]["ExtendedS3DestinationDescription"]
    assert extended["BufferingHints"] == {"SizeInMBs": 1, "IntervalInSeconds": 60}
    assert extended["CompressionFormat"] == "GZIP"
    firehose.put_record(DeliveryStreamName="tf-hose", Record={"Data": b"from terraform"})
    labcloud.advance_clock(61)
    keys = wait_objects(s3, "tf-firehose-out")
    assert keys and keys[0].startswith("data/") and keys[0].endswith(".gz")
    assert gzip.decompress(body(s3, "tf-firehose-out", keys[0])) == b"from terraform"
    s3.delete_object(Bucket="tf-firehose-out", Key=keys[0])
    web = firehose.describe_delivery_stream(DeliveryStreamName="tf-web")["DeliveryStreamDescription"]
    http = web["Destinations"][0]["HttpEndpointDestinationDescription"]
    assert http["EndpointConfiguration"] == {"Url": "https://127.0.0.1:8443/ingest", "Name": "receiver"}
    assert http["RetryOptions"] == {"DurationInSeconds": 120}
    secret = labcloud.boto3_client("secretsmanager").describe_secret(SecretId="tf-firehose-endpoint-key")
    assert http["SecretsManagerConfiguration"] == {
        "Enabled": True,
        "SecretARN": secret["ARN"],
        "RoleARN": "arn:aws:iam::000000000000:role/tf-firehose-role",
    }
    assert http["RequestConfiguration"]["CommonAttributes"] == [
        {"AttributeName": "env", "AttributeValue": "lab"}
    ]
    cloudwatch: Any = labcloud.boto3_client("cloudwatch")
    stream = cloudwatch.get_metric_stream(Name="tf-app-metrics")
    assert (stream["State"], stream["IncludeFilters"]) == ("running", [{"Namespace": "App"}])
    times["destroy"] = workspace.destroy().seconds
    print("firehose: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert firehose.list_delivery_streams()["DeliveryStreamNames"] == []
    assert cloudwatch.list_metric_streams()["Entries"] == []
