"""The real ``aws`` CLI over the ec2 protocol, records surviving kill -9 and restart, the map and the events."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from labcloud.testing.server_process import LabcloudProcess


def _get(labcloud: LabcloudProcess, path: str) -> Any:
    with urllib.request.urlopen(labcloud.endpoint + path, timeout=30) as response:
        return json.loads(response.read())


def test_the_cli_drives_the_records(labcloud: LabcloudProcess) -> None:
    aws = labcloud.aws_json
    vpc_id = aws("ec2", "create-vpc", "--cidr-block", "10.20.0.0/16")["Vpc"]["VpcId"]
    subnet = aws(
        "ec2",
        "create-subnet",
        "--vpc-id",
        vpc_id,
        "--cidr-block",
        "10.20.1.0/24",
        "--availability-zone",
        "us-east-1c",
    )["Subnet"]
    group_id = aws(
        "ec2", "create-security-group", "--group-name", "cli", "--description", "d", "--vpc-id", vpc_id
    )["GroupId"]
    aws(
        "ec2",
        "authorize-security-group-ingress",
        "--group-id",
        group_id,
        "--protocol",
        "tcp",
        "--port",
        "443",
        "--cidr",
        "0.0.0.0/0",
    )
    group = aws("ec2", "describe-security-groups", "--group-ids", group_id)["SecurityGroups"][0]
    assert group["IpPermissions"][0]["FromPort"] == 443
    assert group["IpPermissions"][0]["IpRanges"] == [{"CidrIp": "0.0.0.0/0"}]
    found = aws("ec2", "describe-subnets", "--filters", f"Name=vpc-id,Values={vpc_id}")["Subnets"]
    assert [s["SubnetId"] for s in found] == [subnet["SubnetId"]]
    aws("ec2", "create-tags", "--resources", vpc_id, "--tags", "Key=Name,Value=cli")
    assert (
        aws("ec2", "describe-tags", "--filters", f"Name=resource-id,Values={vpc_id}")["Tags"][0]["Value"]
        == "cli"
    )
    failed = labcloud.aws("ec2", "delete-vpc", "--vpc-id", vpc_id, check=False)
    assert failed.returncode != 0 and "(DependencyViolation)" in failed.stderr
    missing = labcloud.aws("ec2", "describe-vpcs", "--vpc-ids", "vpc-0123456789abcdef0", check=False)
    assert "(InvalidVpcID.NotFound)" in missing.stderr and "vpc-0123456789abcdef0" in missing.stderr
    dry = labcloud.aws("ec2", "create-vpc", "--cidr-block", "10.0.0.0/16", "--dry-run", check=False)
    assert "(DryRunOperation)" in dry.stderr
    aws("ec2", "delete-security-group", "--group-id", group_id)
    aws("ec2", "delete-subnet", "--subnet-id", subnet["SubnetId"])
    aws("ec2", "delete-vpc", "--vpc-id", vpc_id)


def test_records_survive_kill_and_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ec2 = server.boto3_client("ec2")
        default = ec2.describe_vpcs(Filters=[{"Name": "is-default", "Values": ["true"]}])["Vpcs"][0]["VpcId"]
        vpc_id = ec2.create_vpc(CidrBlock="10.30.0.0/16")["Vpc"]["VpcId"]
        subnet_id = ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.30.1.0/24")["Subnet"]["SubnetId"]
        group_id = ec2.create_security_group(GroupName="keep", Description="d", VpcId=vpc_id)["GroupId"]
        ec2.authorize_security_group_ingress(
            GroupId=group_id, IpProtocol="tcp", FromPort=5432, ToPort=5432, CidrIp="10.0.0.0/8"
        )
        ec2.modify_vpc_attribute(VpcId=vpc_id, EnableDnsHostnames={"Value": True})
        ec2.create_tags(Resources=[subnet_id], Tags=[{"Key": "tier", "Value": "db"}])
        server.kill()
        server.start()
        ec2 = server.boto3_client("ec2")
        assert (
            ec2.describe_vpcs(Filters=[{"Name": "is-default", "Values": ["true"]}])["Vpcs"][0]["VpcId"]
            == default
        )
        assert ec2.describe_subnets(SubnetIds=[subnet_id])["Subnets"][0]["Tags"] == [
            {"Key": "tier", "Value": "db"}
        ]
        group = ec2.describe_security_groups(GroupIds=[group_id])["SecurityGroups"][0]
        assert group["IpPermissions"][0]["FromPort"] == 5432
        assert ec2.describe_vpc_attribute(VpcId=vpc_id, Attribute="enableDnsHostnames")[
            "EnableDnsHostnames"
        ] == {"Value": True}
        for subnet in ec2.describe_subnets(Filters=[{"Name": "vpc-id", "Values": [default]}])["Subnets"]:
            ec2.delete_subnet(SubnetId=subnet["SubnetId"])
        gateways = ec2.describe_internet_gateways(
            Filters=[{"Name": "attachment.vpc-id", "Values": [default]}]
        )
        gateway_id = gateways["InternetGateways"][0]["InternetGatewayId"]
        ec2.detach_internet_gateway(InternetGatewayId=gateway_id, VpcId=default)
        ec2.delete_vpc(VpcId=default)
        server.stop()
        server.start()
        ec2 = server.boto3_client("ec2")
        assert ec2.describe_vpcs(Filters=[{"Name": "is-default", "Values": ["true"]}])["Vpcs"] == []
    finally:
        server.stop()


def test_the_map_draws_user_vpcs_and_the_bus_has_events(labcloud: LabcloudProcess, ec2: Any) -> None:
    vpc_id = ec2.create_vpc(
        CidrBlock="10.40.0.0/16",
        TagSpecifications=[{"ResourceType": "vpc", "Tags": [{"Key": "Name", "Value": "mapped"}]}],
    )["Vpc"]["VpcId"]
    subnet_id = ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.40.1.0/24")["Subnet"]["SubnetId"]
    doc = _get(labcloud, "/_labcloud/map")
    assert doc["problems"] == []
    nodes = {n["id"]: n for n in doc["nodes"] if n["kind"].startswith("ec2.")}
    assert nodes[vpc_id]["label"] == "mapped" and nodes[vpc_id]["facts"] == {"cidr": "10.40.0.0/16"}
    assert nodes[subnet_id]["kind"] == "ec2.subnet"
    assert not any(n["kind"] == "ec2.vpc" and n["id"] != vpc_id for n in nodes.values())  # no default VPC
    assert any(e["kind"] == "in-vpc" and e["from"] == subnet_id and e["to"] == vpc_id for e in doc["edges"])
    found = _get(labcloud, "/_labcloud/events?service=ec2")
    events = found["events"] if isinstance(found, dict) else found
    kinds = [(e["kind"], e["resource"]) for e in events]
    assert ("ec2.vpc.created", vpc_id) in kinds and ("ec2.subnet.created", subnet_id) in kinds
