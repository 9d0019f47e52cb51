"""Security groups and rules, route tables, internet and NAT gateways, Elastic IPs and VPC endpoints
through boto3, with EC2's error codes."""

from __future__ import annotations

from typing import Any

from ec2_helpers import code_of, failure, new_vpc

SSH = {
    "IpProtocol": "tcp",
    "FromPort": 22,
    "ToPort": 22,
    "IpRanges": [{"CidrIp": "10.0.0.0/8", "Description": "ssh"}],
}


def test_security_group_rules(ec2: Any) -> None:
    vpc_id = new_vpc(ec2, "10.10.0.0/16")
    created = ec2.create_security_group(GroupName="web", Description="web tier", VpcId=vpc_id)
    group_id = created["GroupId"]
    assert group_id.startswith("sg-") and created["SecurityGroupArn"].endswith(f":security-group/{group_id}")
    added = ec2.authorize_security_group_ingress(GroupId=group_id, IpPermissions=[SSH])
    assert added["Return"] is True and added["SecurityGroupRules"][0]["SecurityGroupRuleId"].startswith(
        "sgr-"
    )
    other = ec2.create_security_group(GroupName="app", Description="app", VpcId=vpc_id)["GroupId"]
    ec2.authorize_security_group_ingress(
        GroupId=other,
        IpPermissions=[
            {"IpProtocol": "tcp", "FromPort": 80, "ToPort": 80, "UserIdGroupPairs": [{"GroupId": group_id}]}
        ],
    )
    group = ec2.describe_security_groups(GroupIds=[group_id])["SecurityGroups"][0]
    assert group["IpPermissions"] == [
        {
            "IpProtocol": "tcp",
            "FromPort": 22,
            "ToPort": 22,
            "IpRanges": [{"CidrIp": "10.0.0.0/8", "Description": "ssh"}],
            "Ipv6Ranges": [],
            "PrefixListIds": [],
            "UserIdGroupPairs": [],
        }
    ]
    assert group["IpPermissionsEgress"][0]["IpProtocol"] == "-1"
    assert (
        ec2.describe_security_groups(Filters=[{"Name": "ip-permission.from-port", "Values": ["22"]}])[
            "SecurityGroups"
        ][0]["GroupId"]
        == group_id
    )
    rules = ec2.describe_security_group_rules(Filters=[{"Name": "group-id", "Values": [group_id]}])[
        "SecurityGroupRules"
    ]
    assert sorted(r["IsEgress"] for r in rules) == [False, True]
    assert code_of(lambda: ec2.authorize_security_group_ingress(GroupId=group_id, IpPermissions=[SSH])) == (
        "InvalidPermission.Duplicate"
    )
    assert code_of(lambda: ec2.delete_security_group(GroupId=group_id)) == "DependencyViolation"
    ec2.revoke_security_group_ingress(GroupId=group_id, IpPermissions=[SSH])
    assert code_of(lambda: ec2.revoke_security_group_ingress(GroupId=group_id, IpPermissions=[SSH])) == (
        "InvalidPermission.NotFound"
    )
    ec2.revoke_security_group_egress(
        GroupId=group_id, IpPermissions=[{"IpProtocol": "-1", "IpRanges": [{"CidrIp": "0.0.0.0/0"}]}]
    )
    assert ec2.describe_security_groups(GroupIds=[group_id])["SecurityGroups"][0]["IpPermissionsEgress"] == []
    ec2.authorize_security_group_egress(
        GroupId=group_id,
        IpPermissions=[
            {"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "IpRanges": [{"CidrIp": "0.0.0.0/0"}]}
        ],
    )
    ec2.delete_security_group(GroupId=other)
    assert ec2.delete_security_group(GroupId=group_id)["Return"] is True
    assert failure(lambda: ec2.describe_security_groups(GroupIds=[group_id])) == (
        "InvalidGroup.NotFound",
        f"The security group '{group_id}' does not exist",
    )


def test_security_group_errors(ec2: Any) -> None:
    vpc_id = new_vpc(ec2, "10.11.0.0/16")
    ec2.create_security_group(GroupName="dup", Description="d", VpcId=vpc_id)
    assert code_of(lambda: ec2.create_security_group(GroupName="dup", Description="d", VpcId=vpc_id)) == (
        "InvalidGroup.Duplicate"
    )
    assert code_of(lambda: ec2.create_security_group(GroupName="sg-x", Description="d", VpcId=vpc_id)) == (
        "InvalidParameterValue"
    )
    assert (
        code_of(
            lambda: ec2.create_security_group(GroupName="x", Description="d", VpcId="vpc-0123456789abcdef0")
        )
        == "InvalidVpcID.NotFound"
    )
    default = ec2.describe_security_groups(
        Filters=[{"Name": "vpc-id", "Values": [vpc_id]}, {"Name": "group-name", "Values": ["default"]}]
    )["SecurityGroups"][0]
    assert code_of(lambda: ec2.delete_security_group(GroupId=default["GroupId"])) == "CannotDelete"
    assert (
        code_of(lambda: ec2.delete_security_group(GroupId="sg-0123456789abcdef0")) == "InvalidGroup.NotFound"
    )
    assert code_of(lambda: ec2.describe_security_groups(GroupIds=["bad"])) == "InvalidGroupId.Malformed"
    assert code_of(lambda: ec2.describe_security_groups(GroupNames=["nope"])) == "InvalidGroup.NotFound"
    group_id = ec2.create_security_group(GroupName="rules", Description="d", VpcId=vpc_id)["GroupId"]
    assert (
        code_of(
            lambda: ec2.authorize_security_group_ingress(
                GroupId=group_id, IpPermissions=[{"IpProtocol": "tcp", "IpRanges": [{"CidrIp": "0.0.0.0/0"}]}]
            )
        )
        == "InvalidParameterValue"
    )
    assert (
        code_of(
            lambda: ec2.authorize_security_group_ingress(
                GroupId=group_id,
                IpPermissions=[{"IpProtocol": "bogus", "IpRanges": [{"CidrIp": "0.0.0.0/0"}]}],
            )
        )
        == "InvalidParameterValue"
    )
    assert (
        code_of(
            lambda: ec2.authorize_security_group_ingress(
                GroupId=group_id,
                IpPermissions=[
                    {"IpProtocol": "-1", "UserIdGroupPairs": [{"GroupId": "sg-0123456789abcdef0"}]}
                ],
            )
        )
        == "InvalidGroup.NotFound"
    )
    assert (
        code_of(
            lambda: ec2.revoke_security_group_ingress(
                GroupId=group_id, SecurityGroupRuleIds=["sgr-0123456789abcdef0"]
            )
        )
        == "InvalidSecurityGroupRuleId.NotFound"
    )


def test_routes_gateways_and_associations(ec2: Any) -> None:
    vpc_id = new_vpc(ec2, "10.12.0.0/16")
    subnet_id = ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.12.1.0/24")["Subnet"]["SubnetId"]
    igw = ec2.create_internet_gateway()["InternetGateway"]["InternetGatewayId"]
    assert igw.startswith("igw-")
    table = ec2.create_route_table(VpcId=vpc_id)["RouteTable"]["RouteTableId"]
    assert code_of(
        lambda: ec2.create_route(RouteTableId=table, DestinationCidrBlock="0.0.0.0/0", GatewayId=igw)
    ) == ("InvalidParameterValue")
    ec2.attach_internet_gateway(InternetGatewayId=igw, VpcId=vpc_id)
    assert (
        code_of(lambda: ec2.attach_internet_gateway(InternetGatewayId=igw, VpcId=vpc_id))
        == "Resource.AlreadyAssociated"
    )
    assert (
        ec2.create_route(RouteTableId=table, DestinationCidrBlock="0.0.0.0/0", GatewayId=igw)["Return"]
        is True
    )
    assert code_of(
        lambda: ec2.create_route(RouteTableId=table, DestinationCidrBlock="0.0.0.0/0", GatewayId=igw)
    ) == ("RouteAlreadyExists")
    association = ec2.associate_route_table(RouteTableId=table, SubnetId=subnet_id)["AssociationId"]
    assert association.startswith("rtbassoc-")
    assert code_of(lambda: ec2.associate_route_table(RouteTableId=table, SubnetId=subnet_id)) == (
        "Resource.AlreadyAssociated"
    )
    found = ec2.describe_route_tables(Filters=[{"Name": "association.subnet-id", "Values": [subnet_id]}])[
        "RouteTables"
    ]
    assert [t["RouteTableId"] for t in found] == [table]
    assert {r["DestinationCidrBlock"]: r["GatewayId"] for r in found[0]["Routes"]} == {
        "10.12.0.0/16": "local",
        "0.0.0.0/0": igw,
    }
    assert code_of(lambda: ec2.delete_route_table(RouteTableId=table)) == "DependencyViolation"
    assert code_of(lambda: ec2.delete_internet_gateway(InternetGatewayId=igw)) == "DependencyViolation"
    assert code_of(lambda: ec2.delete_route(RouteTableId=table, DestinationCidrBlock="10.12.0.0/16")) == (
        "InvalidParameterValue"
    )
    assert code_of(lambda: ec2.delete_route(RouteTableId=table, DestinationCidrBlock="1.2.3.0/24")) == (
        "InvalidRoute.NotFound"
    )
    ec2.delete_route(RouteTableId=table, DestinationCidrBlock="0.0.0.0/0")
    ec2.disassociate_route_table(AssociationId=association)
    assert (
        code_of(lambda: ec2.disassociate_route_table(AssociationId=association))
        == "InvalidAssociationID.NotFound"
    )
    ec2.delete_route_table(RouteTableId=table)
    assert code_of(lambda: ec2.delete_vpc(VpcId=vpc_id)) == "DependencyViolation"  # the gateway is attached
    ec2.detach_internet_gateway(InternetGatewayId=igw, VpcId=vpc_id)
    assert (
        code_of(lambda: ec2.detach_internet_gateway(InternetGatewayId=igw, VpcId=vpc_id))
        == "Gateway.NotAttached"
    )
    ec2.delete_internet_gateway(InternetGatewayId=igw)
    assert (
        code_of(lambda: ec2.describe_internet_gateways(InternetGatewayIds=[igw]))
        == "InvalidInternetGatewayID.NotFound"
    )
    assert code_of(lambda: ec2.describe_route_tables(RouteTableIds=[table])) == "InvalidRouteTableID.NotFound"


def test_nat_gateways_and_elastic_ips(ec2: Any) -> None:
    vpc_id = new_vpc(ec2, "10.13.0.0/16")
    subnet_id = ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.13.1.0/24")["Subnet"]["SubnetId"]
    address = ec2.allocate_address(Domain="vpc")
    assert address["AllocationId"].startswith("eipalloc-") and address["PublicIp"].startswith(
        ("198.51.100.", "203.0.113.")
    )
    failed = ec2.create_nat_gateway(SubnetId=subnet_id, AllocationId=address["AllocationId"])["NatGateway"]
    described = ec2.describe_nat_gateways(NatGatewayIds=[failed["NatGatewayId"]])["NatGateways"][0]
    assert described["State"] == "failed" and described["FailureCode"] == "Gateway.NotAttached"
    igw = ec2.create_internet_gateway()["InternetGateway"]["InternetGatewayId"]
    ec2.attach_internet_gateway(InternetGatewayId=igw, VpcId=vpc_id)
    nat = ec2.create_nat_gateway(SubnetId=subnet_id, AllocationId=address["AllocationId"])["NatGateway"]
    assert nat["NatGatewayId"].startswith("nat-") and nat["State"] == "pending"
    ec2.get_waiter("nat_gateway_available").wait(NatGatewayIds=[nat["NatGatewayId"]])
    held = ec2.describe_addresses(AllocationIds=[address["AllocationId"]])["Addresses"][0]
    assert held["AssociationId"].startswith("eipassoc-")
    assert (
        code_of(lambda: ec2.release_address(AllocationId=address["AllocationId"])) == "InvalidIPAddress.InUse"
    )
    assert code_of(lambda: ec2.delete_subnet(SubnetId=subnet_id)) == "DependencyViolation"
    table = ec2.describe_route_tables(Filters=[{"Name": "vpc-id", "Values": [vpc_id]}])["RouteTables"][0]
    ec2.create_route(
        RouteTableId=table["RouteTableId"], DestinationCidrBlock="0.0.0.0/0", NatGatewayId=nat["NatGatewayId"]
    )
    ec2.delete_nat_gateway(NatGatewayId=nat["NatGatewayId"])
    ec2.get_waiter("nat_gateway_deleted").wait(NatGatewayIds=[nat["NatGatewayId"]])
    ec2.release_address(AllocationId=address["AllocationId"])
    assert (
        code_of(lambda: ec2.release_address(AllocationId=address["AllocationId"]))
        == "InvalidAllocationID.NotFound"
    )
    assert code_of(
        lambda: ec2.create_nat_gateway(SubnetId=subnet_id, AllocationId="eipalloc-0123456789abcdef0")
    ) == ("InvalidAllocationID.NotFound")
    assert code_of(
        lambda: ec2.create_nat_gateway(SubnetId="subnet-0123456789abcdef0", ConnectivityType="private")
    ) == ("InvalidSubnetID.NotFound")
    assert (
        code_of(lambda: ec2.describe_nat_gateways(NatGatewayIds=["nat-0123456789abcdef0"]))
        == "NatGatewayNotFound"
    )
    assert code_of(lambda: ec2.describe_addresses(PublicIps=["192.0.2.1"])) == "InvalidAddress.NotFound"
    assert code_of(lambda: ec2.allocate_address(Domain="standard")) == "InvalidParameterValue"


def test_vpc_endpoints(ec2: Any) -> None:
    vpc_id = new_vpc(ec2, "10.14.0.0/16")
    subnet_id = ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.14.1.0/24")["Subnet"]["SubnetId"]
    table = ec2.describe_route_tables(Filters=[{"Name": "vpc-id", "Values": [vpc_id]}])["RouteTables"][0][
        "RouteTableId"
    ]
    gateway = ec2.create_vpc_endpoint(
        VpcId=vpc_id, ServiceName="com.amazonaws.us-east-1.s3", RouteTableIds=[table]
    )["VpcEndpoint"]
    assert gateway["VpcEndpointId"].startswith("vpce-") and gateway["VpcEndpointType"] == "Gateway"
    routes = ec2.describe_route_tables(RouteTableIds=[table])["RouteTables"][0]["Routes"]
    assert any(
        r.get("GatewayId") == gateway["VpcEndpointId"] and r["DestinationPrefixListId"].startswith("pl-")
        for r in routes
    )
    interface = ec2.create_vpc_endpoint(
        VpcId=vpc_id,
        VpcEndpointType="Interface",
        ServiceName="com.amazonaws.us-east-1.secretsmanager",
        SubnetIds=[subnet_id],
    )["VpcEndpoint"]
    assert interface["Groups"][0]["GroupName"] == "default"
    registry = ec2.create_vpc_endpoint(
        VpcId=vpc_id,
        VpcEndpointType="Interface",
        ServiceName="com.amazonaws.us-east-1.ecr.dkr",
        SubnetIds=[subnet_id],
    )["VpcEndpoint"]
    ec2.delete_vpc_endpoints(VpcEndpointIds=[registry["VpcEndpointId"]])
    found = ec2.describe_vpc_endpoints(Filters=[{"Name": "vpc-id", "Values": [vpc_id]}])["VpcEndpoints"]
    assert {e["VpcEndpointId"] for e in found} == {gateway["VpcEndpointId"], interface["VpcEndpointId"]}
    assert code_of(lambda: ec2.delete_subnet(SubnetId=subnet_id)) == "DependencyViolation"
    assert code_of(lambda: ec2.delete_vpc(VpcId=vpc_id)) == "DependencyViolation"
    assert (
        code_of(
            lambda: ec2.create_vpc_endpoint(VpcId=vpc_id, ServiceName="com.amazonaws.us-east-1.nothing.here")
        )
        == "InvalidServiceName"
    )
    assert (
        code_of(
            lambda: ec2.create_vpc_endpoint(
                VpcId=vpc_id, ServiceName="com.amazonaws.us-east-1.sqs", RouteTableIds=[table]
            )
        )
        == "InvalidParameterValue"
    )
    gone = ec2.delete_vpc_endpoints(
        VpcEndpointIds=[gateway["VpcEndpointId"], interface["VpcEndpointId"], "vpce-0123456789abcdef0"]
    )
    assert [u["ResourceId"] for u in gone["Unsuccessful"]] == ["vpce-0123456789abcdef0"]
    routes = ec2.describe_route_tables(RouteTableIds=[table])["RouteTables"][0]["Routes"]
    assert [r.get("GatewayId") for r in routes] == ["local"]
    assert code_of(lambda: ec2.describe_vpc_endpoints(VpcEndpointIds=[gateway["VpcEndpointId"]])) == (
        "InvalidVpcEndpointId.NotFound"
    )
