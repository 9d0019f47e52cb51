"""GetAccount/UpdateAccount (Terraform's aws_api_gateway_account, CloudFormation's AWS::ApiGateway::Account):
the CloudWatch role checked as AWS checks it, reported per account, and the defaults."""

from __future__ import annotations

import json
from typing import Any

import pytest
from apigw_helpers import wait_stack

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "apigateway.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
LAMBDA_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def role(labcloud: LabcloudProcess, name: str, trust: dict[str, Any]) -> str:
    iam = labcloud.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    return arn


def set_role(apigw: Any, arn: str) -> dict[str, Any]:
    answer: dict[str, Any] = apigw.update_account(
        patchOperations=[{"op": "replace", "path": "/cloudwatchRoleArn", "value": arn}]
    )
    return answer


def test_account_settings(labcloud: LabcloudProcess, apigw: Any) -> None:
    other = labcloud.boto3_client("apigateway", aws_access_key_id="111122223333")
    first = other.get_account()
    assert first["throttleSettings"] == {"burstLimit": 5000, "rateLimit": 10000.0}
    assert first["features"] == ["UsagePlans"] and "cloudwatchRoleArn" not in first
    logging_role = role(labcloud, "apigw-cloudwatch", TRUST)
    updated = set_role(apigw, logging_role)
    assert updated["cloudwatchRoleArn"] == logging_role
    assert apigw.get_account()["cloudwatchRoleArn"] == logging_role
    assert "cloudwatchRoleArn" not in other.get_account()  # per account
    assert "cloudwatchRoleArn" not in set_role(apigw, "")


@pytest.mark.parametrize(
    ("path", "value"),
    [
        ("/cloudwatchRoleArn", "arn:aws:iam::000000000000:role/missing"),
        ("/cloudwatchRoleArn", "lambda-trust"),
        ("/throttleSettings/burstLimit", "10"),
    ],
)
def test_account_refusals(labcloud: LabcloudProcess, apigw: Any, path: str, value: str) -> None:
    if value == "lambda-trust":
        value = role(labcloud, "apigw-wrong-trust", LAMBDA_TRUST)
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.update_account(patchOperations=[{"op": "replace", "path": path, "value": value}])


def test_cloudformation_account(labcloud: LabcloudProcess, apigw: Any) -> None:
    arn = role(labcloud, "apigw-cfn-cloudwatch", TRUST)
    template = {
        "Resources": {
            "Account": {"Type": "AWS::ApiGateway::Account", "Properties": {"CloudWatchRoleArn": arn}}
        }
    }
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="account", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "account")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    assert apigw.get_account()["cloudwatchRoleArn"] == arn
    cfn.delete_stack(StackName="account")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert apigw.get_account()["cloudwatchRoleArn"] == arn  # AWS keeps the setting
