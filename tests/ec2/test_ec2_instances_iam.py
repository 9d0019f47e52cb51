"""IAM governs instances: StopInstances/TerminateInstances act on each named instance's ARN, RunInstances
and key pairs are refused without a grant (EC2's UnauthorizedOperation)."""

from __future__ import annotations

import json

from ec2_helpers import failure

from labcloud.testing.server_process import LabcloudProcess

AL2023 = "ami-0a1b2c3d4e5f60001"


def test_instance_actions_on_instance_arns() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        root = server.boto3_client("ec2")
        made = root.run_instances(ImageId=AL2023, MinCount=2, MaxCount=2)["Instances"]
        mine, theirs = made[0]["InstanceId"], made[1]["InstanceId"]
        iam = server.boto3_client("iam")
        iam.create_user(UserName="ops")
        key = iam.create_access_key(UserName="ops")["AccessKey"]
        policy = {
            "Version": "2012-10-17",
            "Statement": [
                {"Effect": "Allow", "Action": "ec2:Describe*", "Resource": "*"},
                {
                    "Effect": "Allow",
                    "Action": "ec2:TerminateInstances",
                    "Resource": f"arn:aws:ec2:us-east-1:000000000000:instance/{mine}",
                },
            ],
        }
        iam.put_user_policy(UserName="ops", PolicyName="p", PolicyDocument=json.dumps(policy))
        user = server.boto3_client(
            "ec2", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        assert len(user.describe_instances()["Reservations"]) == 1
        code, message = failure(lambda: user.terminate_instances(InstanceIds=[theirs]))
        assert code == "UnauthorizedOperation" and "ec2:TerminateInstances" in message
        assert (
            failure(lambda: user.terminate_instances(InstanceIds=[mine, theirs]))[0]
            == "UnauthorizedOperation"
        )
        assert failure(lambda: user.run_instances(ImageId=AL2023, MinCount=1, MaxCount=1))[0] == (
            "UnauthorizedOperation"
        )
        assert failure(lambda: user.create_key_pair(KeyName="k"))[0] == "UnauthorizedOperation"
        ending = user.terminate_instances(InstanceIds=[mine])["TerminatingInstances"]
        assert ending[0]["CurrentState"]["Name"] == "shutting-down"
    finally:
        server.stop()
