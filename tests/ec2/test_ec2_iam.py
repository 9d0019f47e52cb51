"""IAM governs EC2's records: Describe* on "*", other actions on the record's ARN; a denial is EC2's
UnauthorizedOperation (403)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from ec2_helpers import failure

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def test_a_user_may_do_only_what_its_policy_names(enforcing: LabcloudProcess) -> None:
    root = enforcing.boto3_client("ec2")
    kept = root.create_vpc(CidrBlock="10.80.0.0/16")["Vpc"]["VpcId"]
    free = root.create_vpc(CidrBlock="10.81.0.0/16")["Vpc"]["VpcId"]
    iam = enforcing.boto3_client("iam")
    iam.create_user(UserName="netops")
    key = iam.create_access_key(UserName="netops")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Action": "ec2:Describe*", "Resource": "*"},
            {
                "Effect": "Allow",
                "Action": "ec2:DeleteVpc",
                "Resource": f"arn:aws:ec2:us-east-1:000000000000:vpc/{free}",
            },
        ],
    }
    iam.put_user_policy(UserName="netops", PolicyName="p", PolicyDocument=json.dumps(policy))
    user = enforcing.boto3_client(
        "ec2", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )
    assert {v["VpcId"] for v in user.describe_vpcs()["Vpcs"]} >= {kept, free}
    code, message = failure(lambda: user.create_vpc(CidrBlock="10.82.0.0/16"))
    assert code == "UnauthorizedOperation" and "ec2:CreateVpc" in message
    assert failure(lambda: user.delete_vpc(VpcId=kept))[0] == "UnauthorizedOperation"
    user.delete_vpc(VpcId=free)
    assert [v["VpcId"] for v in root.describe_vpcs(VpcIds=[kept])["Vpcs"]] == [kept]
