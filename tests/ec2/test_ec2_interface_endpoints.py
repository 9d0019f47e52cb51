"""Interface VPC endpoints as AWS describes them: one requester-managed network interface per subnet (an
address from the subnet's block, the endpoint's groups), the regional and per-zone DNS names,
ModifyVpcEndpoint adding and removing subnets, groups, route tables and policies, the interfaces going
with the endpoint and surviving a restart, and IAM on the endpoint's ARN."""

from __future__ import annotations

import ipaddress
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from ec2_helpers import code_of, failure, new_vpc

from labcloud.testing.server_process import LabcloudProcess

API = "com.amazonaws.us-east-1.execute-api"


def _network(ec2: Any, cidr: str) -> tuple[str, list[str], str]:
    """A VPC, a subnet in each of two zones, and a security group."""
    vpc_id = new_vpc(ec2, cidr)
    base = ipaddress.IPv4Network(cidr)
    subnets = [
        ec2.create_subnet(
            VpcId=vpc_id, CidrBlock=str(list(base.subnets(new_prefix=24))[i + 1]), AvailabilityZone=zone
        )["Subnet"]["SubnetId"]
        for i, zone in enumerate(("us-east-1a", "us-east-1b"))
    ]
    group_id = ec2.create_security_group(GroupName="vpce", Description="endpoint", VpcId=vpc_id)["GroupId"]
    return vpc_id, subnets, group_id


def _interfaces(ec2: Any, endpoint_id: str) -> list[dict[str, Any]]:
    return list(
        ec2.describe_network_interfaces(
            Filters=[{"Name": "description", "Values": [f"VPC Endpoint Interface {endpoint_id}"]}]
        )["NetworkInterfaces"]
    )


def test_an_interface_endpoint_has_an_interface_per_subnet_and_dns_names(ec2: Any) -> None:
    vpc_id, subnets, group_id = _network(ec2, "10.40.0.0/16")
    endpoint = ec2.create_vpc_endpoint(
        VpcId=vpc_id,
        VpcEndpointType="Interface",
        ServiceName=API,
        SubnetIds=subnets,
        SecurityGroupIds=[group_id],
    )["VpcEndpoint"]
    endpoint_id = endpoint["VpcEndpointId"]
    [described] = ec2.describe_vpc_endpoints(VpcEndpointIds=[endpoint_id])["VpcEndpoints"]
    assert described["State"] == "available" and described["PrivateDnsEnabled"] is True
    assert described["Groups"] == [{"GroupId": group_id, "GroupName": "vpce"}]
    assert described["IpAddressType"] == "ipv4" and described["DnsOptions"] == {"DnsRecordIpType": "ipv4"}
    enis = described["NetworkInterfaceIds"]
    assert len(enis) == 2 and all(e.startswith("eni-") for e in enis)
    names = [e["DnsName"] for e in described["DnsEntries"]]
    regional = names[0]
    assert regional.startswith(endpoint_id + "-") and regional.endswith(
        ".execute-api.us-east-1.vpce.amazonaws.com"
    )
    stem = regional.split(".")[0]
    assert names[1:3] == [
        f"{stem}-us-east-1a.execute-api.us-east-1.vpce.amazonaws.com",
        f"{stem}-us-east-1b.execute-api.us-east-1.vpce.amazonaws.com",
    ]
    assert names[3] == "execute-api.us-east-1.amazonaws.com"
    assert {e["HostedZoneId"] for e in described["DnsEntries"][:3]} == {"Z7HUB22UULQXV"}
    found = ec2.describe_network_interfaces(NetworkInterfaceIds=enis)["NetworkInterfaces"]
    assert [i["NetworkInterfaceId"] for i in found] == enis
    for interface, subnet_id in zip(found, subnets, strict=True):
        subnet = ec2.describe_subnets(SubnetIds=[subnet_id])["Subnets"][0]
        assert interface["SubnetId"] == subnet_id and interface["VpcId"] == vpc_id
        assert interface["AvailabilityZone"] == subnet["AvailabilityZone"]
        assert ipaddress.IPv4Address(interface["PrivateIpAddress"]) in ipaddress.IPv4Network(
            subnet["CidrBlock"]
        )
        assert interface["InterfaceType"] == "vpc_endpoint" and interface["RequesterManaged"] is True
        assert interface["Description"] == f"VPC Endpoint Interface {endpoint_id}"
        assert interface["Groups"] == [{"GroupId": group_id, "GroupName": "vpce"}]
        assert interface["Status"] == "in-use"
        assert subnet["AvailableIpAddressCount"] == 250
    by_subnet = ec2.describe_network_interfaces(Filters=[{"Name": "subnet-id", "Values": [subnets[0]]}])
    assert [i["NetworkInterfaceId"] for i in by_subnet["NetworkInterfaces"]] == [enis[0]]
    by_group = ec2.describe_network_interfaces(Filters=[{"Name": "group-id", "Values": [group_id]}])
    assert {i["NetworkInterfaceId"] for i in by_group["NetworkInterfaces"]} == set(enis)
    no_dns = ec2.create_vpc_endpoint(
        VpcId=vpc_id,
        VpcEndpointType="Interface",
        ServiceName="com.amazonaws.us-east-1.sqs",
        SubnetIds=[subnets[0]],
        PrivateDnsEnabled=False,
    )["VpcEndpoint"]
    assert no_dns["PrivateDnsEnabled"] is False
    assert not any(e["DnsName"] == "sqs.us-east-1.amazonaws.com" for e in no_dns["DnsEntries"])
    assert len(no_dns["DnsEntries"]) == 2
    [first, second] = _interfaces(ec2, no_dns["VpcEndpointId"]) + _interfaces(ec2, endpoint_id)[:1]
    assert first["PrivateIpAddress"] != second["PrivateIpAddress"]
    ec2.delete_vpc_endpoints(VpcEndpointIds=[endpoint_id, no_dns["VpcEndpointId"]])
    assert _interfaces(ec2, endpoint_id) == []
    assert code_of(lambda: ec2.describe_network_interfaces(NetworkInterfaceIds=enis[:1])) == (
        "InvalidNetworkInterfaceID.NotFound"
    )
    assert ec2.describe_subnets(SubnetIds=subnets[:1])["Subnets"][0]["AvailableIpAddressCount"] == 251
    for subnet_id in subnets:
        ec2.delete_subnet(SubnetId=subnet_id)


def test_interface_errors(ec2: Any) -> None:
    vpc_id, subnets, group_id = _network(ec2, "10.41.0.0/16")
    same_zone = ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.41.9.0/24", AvailabilityZone="us-east-1a")[
        "Subnet"
    ]["SubnetId"]
    assert (
        code_of(
            lambda: ec2.create_vpc_endpoint(
                VpcId=vpc_id, VpcEndpointType="Interface", ServiceName=API, SubnetIds=[subnets[0], same_zone]
            )
        )
        == "DuplicateSubnetsInSameZone"
    )
    assert code_of(lambda: ec2.describe_network_interfaces(NetworkInterfaceIds=["nope"])) == (
        "InvalidNetworkInterfaceID.Malformed"
    )
    assert (
        code_of(lambda: ec2.describe_network_interfaces(Filters=[{"Name": "colour", "Values": ["x"]}]))
        == "InvalidParameterValue"
    )
    assert (
        code_of(
            lambda: ec2.describe_network_interfaces(
                NetworkInterfaceIds=["eni-0123456789abcdef0"], MaxResults=5
            )
        )
        == "InvalidParameterCombination"
    )
    assert ec2.describe_vpc_endpoints(Filters=[{"Name": "vpc-id", "Values": [vpc_id]}])["VpcEndpoints"] == []


def test_modify_adds_and_removes_subnets_groups_and_tables(ec2: Any) -> None:
    vpc_id, subnets, group_id = _network(ec2, "10.42.0.0/16")
    endpoint_id = ec2.create_vpc_endpoint(
        VpcId=vpc_id, VpcEndpointType="Interface", ServiceName=API, SubnetIds=subnets[:1]
    )["VpcEndpoint"]["VpcEndpointId"]
    ec2.modify_vpc_endpoint(
        VpcEndpointId=endpoint_id,
        AddSubnetIds=subnets[1:],
        AddSecurityGroupIds=[group_id],
        PrivateDnsEnabled=False,
    )
    [endpoint] = ec2.describe_vpc_endpoints(VpcEndpointIds=[endpoint_id])["VpcEndpoints"]
    assert endpoint["SubnetIds"] == subnets and len(endpoint["NetworkInterfaceIds"]) == 2
    assert [g["GroupName"] for g in endpoint["Groups"]] == ["default", "vpce"]
    assert endpoint["PrivateDnsEnabled"] is False and len(endpoint["DnsEntries"]) == 3
    assert [i["SubnetId"] for i in _interfaces(ec2, endpoint_id)] == subnets
    default_id = endpoint["Groups"][0]["GroupId"]
    ec2.modify_vpc_endpoint(
        VpcEndpointId=endpoint_id, RemoveSubnetIds=subnets[:1], RemoveSecurityGroupIds=[default_id]
    )
    [endpoint] = ec2.describe_vpc_endpoints(VpcEndpointIds=[endpoint_id])["VpcEndpoints"]
    assert endpoint["SubnetIds"] == subnets[1:] and len(endpoint["DnsEntries"]) == 2
    [remaining] = _interfaces(ec2, endpoint_id)
    assert endpoint["NetworkInterfaceIds"] == [remaining["NetworkInterfaceId"]]
    assert remaining["Groups"] == [{"GroupId": group_id, "GroupName": "vpce"}]
    ec2.delete_subnet(SubnetId=subnets[0])
    policy = json.dumps({"Statement": [{"Effect": "Deny", "Principal": "*", "Action": "*", "Resource": "*"}]})
    ec2.modify_vpc_endpoint(VpcEndpointId=endpoint_id, PolicyDocument=policy)
    assert (
        ec2.describe_vpc_endpoints(VpcEndpointIds=[endpoint_id])["VpcEndpoints"][0]["PolicyDocument"]
        == policy
    )
    ec2.modify_vpc_endpoint(VpcEndpointId=endpoint_id, ResetPolicy=True)
    reset = json.loads(
        ec2.describe_vpc_endpoints(VpcEndpointIds=[endpoint_id])["VpcEndpoints"][0]["PolicyDocument"]
    )
    assert reset["Statement"][0]["Effect"] == "Allow"
    checks = {
        "InvalidParameterCombination": {"PolicyDocument": "{}", "ResetPolicy": True},
        "MalformedPolicyDocument": {"PolicyDocument": "{not json"},
        "InvalidParameterValue": {"AddRouteTableIds": ["rtb-0123456789abcdef0"]},
        "InvalidSubnetID.NotFound": {"AddSubnetIds": ["subnet-0123456789abcdef0"]},
        "InvalidGroup.NotFound": {"AddSecurityGroupIds": ["sg-0123456789abcdef0"]},
    }
    for code, extra in checks.items():
        assert (
            code_of(lambda extra=extra: ec2.modify_vpc_endpoint(VpcEndpointId=endpoint_id, **extra)) == code
        )
    assert (
        code_of(lambda: ec2.modify_vpc_endpoint(VpcEndpointId=endpoint_id, RemoveSecurityGroupIds=[group_id]))
        == "InvalidParameterValue"
    )
    assert (
        code_of(lambda: ec2.modify_vpc_endpoint(VpcEndpointId=endpoint_id, RemoveSubnetIds=[subnets[0]]))
        == "InvalidSubnetID.NotFound"
    )
    assert (
        code_of(lambda: ec2.modify_vpc_endpoint(VpcEndpointId=endpoint_id, IpAddressType="dualstack"))
        == "InvalidParameterValue"
    )
    assert code_of(lambda: ec2.modify_vpc_endpoint(VpcEndpointId="vpce-0123456789abcdef0")) == (
        "InvalidVpcEndpointId.NotFound"
    )
    table = ec2.describe_route_tables(Filters=[{"Name": "vpc-id", "Values": [vpc_id]}])["RouteTables"][0]
    table_id = table["RouteTableId"]
    gateway_id = ec2.create_vpc_endpoint(VpcId=vpc_id, ServiceName="com.amazonaws.us-east-1.s3")[
        "VpcEndpoint"
    ]["VpcEndpointId"]
    assert code_of(lambda: ec2.modify_vpc_endpoint(VpcEndpointId=gateway_id, AddSubnetIds=subnets[1:])) == (
        "InvalidParameterValue"
    )
    ec2.modify_vpc_endpoint(VpcEndpointId=gateway_id, AddRouteTableIds=[table_id])
    routes = ec2.describe_route_tables(RouteTableIds=[table_id])["RouteTables"][0]["Routes"]
    assert [r.get("GatewayId") for r in routes] == ["local", gateway_id]
    ec2.modify_vpc_endpoint(VpcEndpointId=gateway_id, RemoveRouteTableIds=[table_id])
    routes = ec2.describe_route_tables(RouteTableIds=[table_id])["RouteTables"][0]["Routes"]
    assert [r.get("GatewayId") for r in routes] == ["local"]
    assert ec2.describe_vpc_endpoints(VpcEndpointIds=[gateway_id])["VpcEndpoints"][0]["RouteTableIds"] == []
    ec2.delete_vpc_endpoints(VpcEndpointIds=[endpoint_id, gateway_id])


def test_interfaces_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ec2 = server.boto3_client("ec2")
        vpc_id, subnets, _ = _network(ec2, "10.43.0.0/16")
        endpoint = ec2.create_vpc_endpoint(
            VpcId=vpc_id, VpcEndpointType="Interface", ServiceName=API, SubnetIds=subnets
        )["VpcEndpoint"]
        before = _interfaces(ec2, endpoint["VpcEndpointId"])
        server.kill()
        server.start()
        ec2 = server.boto3_client("ec2")
        [after] = ec2.describe_vpc_endpoints(VpcEndpointIds=[endpoint["VpcEndpointId"]])["VpcEndpoints"]
        assert after["DnsEntries"] == endpoint["DnsEntries"]
        assert _interfaces(ec2, endpoint["VpcEndpointId"]) == before and len(before) == 2
    finally:
        server.stop()


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def test_modify_is_authorized_on_the_endpoint_arn(enforcing: LabcloudProcess) -> None:
    root = enforcing.boto3_client("ec2")
    vpc_id, subnets, _ = _network(root, "10.44.0.0/16")
    allowed, denied = (
        root.create_vpc_endpoint(VpcId=vpc_id, VpcEndpointType="Interface", ServiceName=API, SubnetIds=[s])[
            "VpcEndpoint"
        ]["VpcEndpointId"]
        for s in subnets
    )
    iam = enforcing.boto3_client("iam")
    iam.create_user(UserName="vpce-ops")
    key = iam.create_access_key(UserName="vpce-ops")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Action": "ec2:Describe*", "Resource": "*"},
            {
                "Effect": "Allow",
                "Action": "ec2:ModifyVpcEndpoint",
                "Resource": f"arn:aws:ec2:us-east-1:000000000000:vpc-endpoint/{allowed}",
            },
        ],
    }
    iam.put_user_policy(UserName="vpce-ops", PolicyName="p", PolicyDocument=json.dumps(policy))
    user = enforcing.boto3_client(
        "ec2", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )
    user.modify_vpc_endpoint(VpcEndpointId=allowed, PrivateDnsEnabled=False)
    code, message = failure(lambda: user.modify_vpc_endpoint(VpcEndpointId=denied, PrivateDnsEnabled=False))
    assert code == "UnauthorizedOperation" and "ec2:ModifyVpcEndpoint" in message
    assert len(user.describe_network_interfaces()["NetworkInterfaces"]) >= 2
