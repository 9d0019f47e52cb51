"""A function's VpcConfig: checked against EC2's records with Lambda's errors, reported with its VpcId and
states, and the function still runs (nothing is routed)."""

from __future__ import annotations

import io
import json
import zipfile
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
CODE = "def handler(event, context):\n    return {'ok': True}\n"


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", CODE)
    return buffer.getvalue()


@pytest.fixture
def lam(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("lambda")


@pytest.fixture
def role(labcloud: LabcloudProcess) -> str:
    iam = labcloud.boto3_client("iam")
    arn: str = iam.create_role(RoleName="vpc-fn-role", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"][
        "Arn"
    ]
    iam.attach_role_policy(
        RoleName="vpc-fn-role",
        PolicyArn="arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",
    )
    return arn


def _error(call: Any, **kwargs: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as info:
        call(**kwargs)
    return info.value.response["Error"]["Code"], info.value.response["Error"]["Message"]


def _network(ec2: Any, cidr: str) -> tuple[str, str, str]:
    vpc_id = ec2.create_vpc(CidrBlock=cidr)["Vpc"]["VpcId"]
    subnet_id = ec2.create_subnet(VpcId=vpc_id, CidrBlock=cidr.replace("0.0/16", "1.0/24"))["Subnet"][
        "SubnetId"
    ]
    group_id = ec2.create_security_group(GroupName="fn", Description="fn", VpcId=vpc_id)["GroupId"]
    return vpc_id, subnet_id, group_id


def test_a_function_in_a_vpc(lam: Any, ec2: Any, role: str) -> None:
    vpc_id, subnet_id, group_id = _network(ec2, "10.50.0.0/16")
    created = lam.create_function(
        FunctionName="in-vpc",
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": _zip()},
        VpcConfig={"SubnetIds": [subnet_id], "SecurityGroupIds": [group_id]},
    )
    assert created["VpcConfig"] == {
        "SubnetIds": [subnet_id],
        "SecurityGroupIds": [group_id],
        "VpcId": vpc_id,
        "Ipv6AllowedForDualStack": False,
    }
    assert created["State"] == "Pending"
    lam.get_waiter("function_active_v2").wait(FunctionName="in-vpc")
    config = lam.get_function_configuration(FunctionName="in-vpc")
    assert config["State"] == "Active" and config["VpcConfig"]["VpcId"] == vpc_id
    assert json.loads(lam.invoke(FunctionName="in-vpc")["Payload"].read()) == {"ok": True}
    updated = lam.update_function_configuration(
        FunctionName="in-vpc", VpcConfig={"SubnetIds": [], "SecurityGroupIds": []}
    )
    assert updated["LastUpdateStatus"] == "InProgress"
    lam.get_waiter("function_updated_v2").wait(FunctionName="in-vpc")
    config = lam.get_function_configuration(FunctionName="in-vpc")
    assert config["LastUpdateStatus"] == "Successful"
    assert config["VpcConfig"] == {
        "SubnetIds": [],
        "SecurityGroupIds": [],
        "VpcId": "",
        "Ipv6AllowedForDualStack": False,
    }


def test_vpc_config_errors(lam: Any, ec2: Any, role: str) -> None:
    _, subnet_id, group_id = _network(ec2, "10.51.0.0/16")
    _, other_subnet, other_group = _network(ec2, "10.52.0.0/16")
    base = {"Runtime": "python3.12", "Role": role, "Handler": "app.handler", "Code": {"ZipFile": _zip()}}

    def create(vpc: dict[str, Any]) -> tuple[str, str]:
        return _error(lam.create_function, FunctionName="bad", VpcConfig=vpc, **base)

    assert create({"SubnetIds": [subnet_id]}) == (
        "InvalidParameterValueException",
        "SubnetIds and SecurityIds must coexist or be both empty list.",
    )
    assert create({"SubnetIds": ["subnet-0123456789abcdef0"], "SecurityGroupIds": [group_id]}) == (
        "InvalidParameterValueException",
        "Error occurred while DescribeSubnets. EC2 Error Code: InvalidSubnetID.NotFound. EC2 Error Message: "
        "The subnet ID 'subnet-0123456789abcdef0' does not exist",
    )
    assert create({"SubnetIds": [subnet_id], "SecurityGroupIds": ["sg-0123456789abcdef0"]}) == (
        "InvalidParameterValueException",
        "Error occurred while DescribeSecurityGroups. EC2 Error Code: InvalidGroup.NotFound. EC2 Error Message: "
        "The security group 'sg-0123456789abcdef0' does not exist",
    )
    assert create({"SubnetIds": [subnet_id], "SecurityGroupIds": [other_group]})[1] == (
        "Security Groups are required to be in the same VPC."
    )
    assert create({"SubnetIds": [subnet_id, other_subnet], "SecurityGroupIds": [group_id]})[1] == (
        "Subnets are required to be in the same VPC."
    )
    assert create(
        {"SubnetIds": [subnet_id], "SecurityGroupIds": [group_id], "Ipv6AllowedForDualStack": True}
    )[0] == ("InvalidParameterValueException")
    with pytest.raises(ClientError):
        lam.get_function(FunctionName="bad")
    lam.create_function(FunctionName="plain", **base)
    assert (
        _error(
            lam.update_function_configuration,
            FunctionName="plain",
            VpcConfig={"SubnetIds": [other_subnet], "SecurityGroupIds": [group_id]},
        )[1]
        == "Security Groups are required to be in the same VPC."
    )
    assert "VpcConfig" not in lam.get_function_configuration(FunctionName="plain")


def test_a_subnet_or_group_a_function_uses_cannot_be_deleted(lam: Any, ec2: Any, role: str) -> None:
    vpc_id, subnet_id, group_id = _network(ec2, "10.53.0.0/16")
    lam.create_function(
        FunctionName="holder",
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": _zip()},
        VpcConfig={"SubnetIds": [subnet_id], "SecurityGroupIds": [group_id]},
    )
    assert _error(ec2.delete_subnet, SubnetId=subnet_id) == (
        "DependencyViolation",
        f"The subnet '{subnet_id}' has dependencies and cannot be deleted.",
    )
    assert _error(ec2.delete_security_group, GroupId=group_id) == (
        "DependencyViolation",
        f"resource {group_id} has a dependent object",
    )
    lam.delete_function(FunctionName="holder")
    ec2.delete_security_group(GroupId=group_id)
    ec2.delete_subnet(SubnetId=subnet_id)
    ec2.delete_vpc(VpcId=vpc_id)
