"""What Application Auto Scaling answered 2xx survives a restart (targets, policies, activities), the
``aws`` CLI drives it, and IAM's ``application-autoscaling:`` actions are enforced."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from aas_helpers import READ, make_table
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def test_restart_cli_and_iam(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = LabcloudProcess(data_dir=data, extra_args=["--enforce-iam"]).start()
    try:
        table = make_table(server.boto3_client("dynamodb"), "kept-table")
        server.aws(
            "application-autoscaling",
            "register-scalable-target",
            "--service-namespace",
            "dynamodb",
            "--resource-id",
            f"table/{table}",
            "--scalable-dimension",
            READ,
            "--min-capacity",
            "2",
            "--max-capacity",
            "20",
        )
        aas: Any = server.boto3_client("application-autoscaling")
        policy = aas.put_scaling_policy(
            PolicyName="reads",
            ServiceNamespace="dynamodb",
            ResourceId=f"table/{table}",
            ScalableDimension=READ,
            PolicyType="TargetTrackingScaling",
            TargetTrackingScalingPolicyConfiguration={
                "TargetValue": 70.0,
                "PredefinedMetricSpecification": {"PredefinedMetricType": "DynamoDBReadCapacityUtilization"},
            },
        )["PolicyARN"]
        listed = server.aws_json(
            "application-autoscaling", "describe-scalable-targets", "--service-namespace", "dynamodb"
        )
        assert [t["ResourceId"] for t in listed["ScalableTargets"]] == [f"table/{table}"]
        _iam_decides(server, table)
    finally:
        server.stop()
    restarted = LabcloudProcess(data_dir=data).start()
    try:
        aas = restarted.boto3_client("application-autoscaling")
        target = aas.describe_scalable_targets(ServiceNamespace="dynamodb")["ScalableTargets"][0]
        assert (target["ResourceId"], target["MinCapacity"], target["MaxCapacity"]) == (
            f"table/{table}",
            2,
            20,
        )
        policies = aas.describe_scaling_policies(ServiceNamespace="dynamodb")["ScalingPolicies"]
        assert [p["PolicyARN"] for p in policies] == [policy]
    finally:
        restarted.stop()


def _iam_decides(server: LabcloudProcess, table: str) -> None:
    iam = server.boto3_client("iam")
    iam.create_user(UserName="viewer")
    key = iam.create_access_key(UserName="viewer")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Action": "application-autoscaling:Describe*", "Resource": "*"},
            {"Effect": "Allow", "Action": "dynamodb:DescribeTable", "Resource": "*"},
        ],
    }
    iam.put_user_policy(UserName="viewer", PolicyName="p", PolicyDocument=json.dumps(policy))
    creds = {"aws_access_key_id": key["AccessKeyId"], "aws_secret_access_key": key["SecretAccessKey"]}
    viewer: Any = server.boto3_client("application-autoscaling", **creds)
    assert len(viewer.describe_scalable_targets(ServiceNamespace="dynamodb")["ScalableTargets"]) == 1
    with pytest.raises(ClientError) as excinfo:
        viewer.deregister_scalable_target(
            ServiceNamespace="dynamodb", ResourceId=f"table/{table}", ScalableDimension=READ
        )
    assert excinfo.value.response["Error"]["Code"] == "AccessDeniedException"
