"""Terraform (hashicorp/aws 5.x) manages access points: aws_s3_access_point, aws_s3control_access_point_policy,
aws_s3control_object_lambda_access_point; re-plan with no changes; every resource imported back; destroy."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env

from labcloud.testing.server_process import LabcloudProcess

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]

HERE = Path(__file__).parent


def test_terraform_manages_access_points(tmp_path: Path) -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        work = Workspace(
            tmp_path / "s3control", terraform_env(tmp_path / "home"), [f"-var=endpoint={server.endpoint}"]
        )
        work.path.mkdir(parents=True)
        for config in sorted((HERE / "configs" / "s3control").glob("*.tf")):
            shutil.copy(config, work.path)
        times = round_trip(work)
        outputs = work.outputs()
        s3 = server.boto3_client("s3")
        s3.put_object(Bucket="tf-points-data", Key="k", Body=b"v")
        assert s3.get_object(Bucket=outputs["alias"], Key="k")["Body"].read() == b"v"
        assert outputs["olap_arn"] == "arn:aws:s3-object-lambda:us-east-1:000000000000:accesspoint/tf-upper"
        s3.delete_object(Bucket="tf-points-data", Key="k")
        times["destroy"] = work.destroy().seconds
        print("s3control: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert s3.list_buckets()["Buckets"] == []
    finally:
        server.stop()
