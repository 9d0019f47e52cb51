"""VPCs, subnets, the default VPC, attributes, zones and tags through boto3, with EC2's error codes."""

from __future__ import annotations

from typing import Any

from ec2_helpers import code_of, failure, new_vpc


def test_each_account_has_a_default_vpc_with_a_subnet_per_zone(ec2: Any) -> None:
    zones = [z["ZoneName"] for z in ec2.describe_availability_zones()["AvailabilityZones"]]
    assert zones == ["us-east-1a", "us-east-1b", "us-east-1c"]
    default = ec2.describe_vpcs(Filters=[{"Name": "is-default", "Values": ["true"]}])["Vpcs"]
    assert len(default) == 1 and default[0]["CidrBlock"] == "172.31.0.0/16"
    vpc_id = default[0]["VpcId"]
    assert vpc_id.startswith("vpc-") and len(vpc_id) == 21
    subnets = ec2.describe_subnets(Filters=[{"Name": "vpc-id", "Values": [vpc_id]}])["Subnets"]
    assert sorted(s["AvailabilityZone"] for s in subnets) == zones
    assert all(s["DefaultForAz"] and s["CidrBlock"].endswith("/20") for s in subnets)
    groups = ec2.describe_security_groups(Filters=[{"Name": "vpc-id", "Values": [vpc_id]}])["SecurityGroups"]
    assert [g["GroupName"] for g in groups] == ["default"]
    gateways = ec2.describe_internet_gateways(Filters=[{"Name": "attachment.vpc-id", "Values": [vpc_id]}])
    assert len(gateways["InternetGateways"]) == 1
    assert ec2.describe_vpc_attribute(VpcId=vpc_id, Attribute="enableDnsHostnames")["EnableDnsHostnames"] == {
        "Value": True
    }


def test_create_describe_delete_a_vpc(ec2: Any) -> None:
    created = ec2.create_vpc(
        CidrBlock="10.1.0.0/16",
        TagSpecifications=[{"ResourceType": "vpc", "Tags": [{"Key": "Name", "Value": "a"}]}],
    )["Vpc"]
    vpc_id = created["VpcId"]
    assert created["State"] == "pending" and created["IsDefault"] is False
    ec2.get_waiter("vpc_available").wait(VpcIds=[vpc_id])
    found = ec2.describe_vpcs(VpcIds=[vpc_id])["Vpcs"][0]
    assert found["State"] == "available" and found["Tags"] == [{"Key": "Name", "Value": "a"}]
    assert ec2.describe_vpcs(Filters=[{"Name": "tag:Name", "Values": ["a"]}])["Vpcs"][0]["VpcId"] == vpc_id
    assert ec2.describe_vpcs(Filters=[{"Name": "cidr", "Values": ["10.1.*"]}])["Vpcs"][0]["VpcId"] == vpc_id
    tables = ec2.describe_route_tables(Filters=[{"Name": "vpc-id", "Values": [vpc_id]}])["RouteTables"]
    assert len(tables) == 1 and tables[0]["Associations"][0]["Main"] is True
    assert tables[0]["Routes"] == [
        {
            "DestinationCidrBlock": "10.1.0.0/16",
            "GatewayId": "local",
            "Origin": "CreateRouteTable",
            "State": "active",
        }
    ]
    ec2.delete_vpc(VpcId=vpc_id)
    assert code_of(lambda: ec2.describe_vpcs(VpcIds=[vpc_id])) == "InvalidVpcID.NotFound"
    assert ec2.describe_route_tables(Filters=[{"Name": "vpc-id", "Values": [vpc_id]}])["RouteTables"] == []


def test_vpc_errors(ec2: Any) -> None:
    assert failure(lambda: ec2.describe_vpcs(VpcIds=["vpc-0123456789abcdef0"])) == (
        "InvalidVpcID.NotFound",
        "The vpc ID 'vpc-0123456789abcdef0' does not exist",
    )
    assert code_of(lambda: ec2.describe_vpcs(VpcIds=["nope"])) == "InvalidVpcID.Malformed"
    assert code_of(lambda: ec2.delete_vpc(VpcId="vpc-0123456789abcdef0")) == "InvalidVpcID.NotFound"
    assert code_of(lambda: ec2.create_vpc(CidrBlock="10.0.0.0/8")) == "InvalidVpc.Range"
    assert code_of(lambda: ec2.create_vpc(CidrBlock="10.0.0.0/29")) == "InvalidVpc.Range"
    assert code_of(lambda: ec2.create_vpc(CidrBlock="banana")) == "InvalidParameterValue"
    assert code_of(lambda: ec2.create_vpc(CidrBlock="10.0.0.0/16", AmazonProvidedIpv6CidrBlock=True)) == (
        "InvalidParameterValue"
    )
    assert code_of(lambda: ec2.create_vpc(CidrBlock="10.0.0.0/16", DryRun=True)) == "DryRunOperation"
    assert (
        code_of(lambda: ec2.describe_vpcs(Filters=[{"Name": "colour", "Values": ["x"]}]))
        == "InvalidParameterValue"
    )
    assert (
        code_of(
            lambda: ec2.create_vpc(
                CidrBlock="10.0.0.0/16",
                TagSpecifications=[{"ResourceType": "subnet", "Tags": [{"Key": "a", "Value": "b"}]}],
            )
        )
        == "InvalidParameterValue"
    )


def test_a_vpc_with_a_subnet_cannot_be_deleted(ec2: Any) -> None:
    vpc_id = new_vpc(ec2, "10.2.0.0/16")
    subnet = ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.2.1.0/24", AvailabilityZone="us-east-1b")["Subnet"]
    assert subnet["SubnetId"].startswith("subnet-") and subnet["AvailableIpAddressCount"] == 251
    assert subnet["AvailabilityZoneId"] == "use1-az2"
    assert failure(lambda: ec2.delete_vpc(VpcId=vpc_id)) == (
        "DependencyViolation",
        f"The vpc '{vpc_id}' has dependencies and cannot be deleted.",
    )
    ec2.delete_subnet(SubnetId=subnet["SubnetId"])
    ec2.delete_vpc(VpcId=vpc_id)


def test_subnet_errors(ec2: Any) -> None:
    vpc_id = new_vpc(ec2, "10.3.0.0/16")
    ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.3.0.0/24")
    assert (
        code_of(lambda: ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.3.0.128/25"))
        == "InvalidSubnet.Conflict"
    )
    assert code_of(lambda: ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.4.0.0/24")) == "InvalidSubnet.Range"
    assert code_of(lambda: ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.3.1.0/29")) == "InvalidSubnet.Range"
    assert (
        code_of(
            lambda: ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.3.1.0/24", AvailabilityZone="us-east-1z")
        )
        == "InvalidParameterValue"
    )
    assert (
        code_of(lambda: ec2.create_subnet(VpcId="vpc-0123456789abcdef0", CidrBlock="10.3.1.0/24"))
        == "InvalidVpcID.NotFound"
    )
    assert failure(lambda: ec2.describe_subnets(SubnetIds=["subnet-0123456789abcdef0"])) == (
        "InvalidSubnetID.NotFound",
        "The subnet ID 'subnet-0123456789abcdef0' does not exist",
    )
    assert (
        code_of(lambda: ec2.delete_subnet(SubnetId="subnet-0123456789abcdef0")) == "InvalidSubnetID.NotFound"
    )


def test_subnet_attribute_and_pages(ec2: Any) -> None:
    vpc_id = new_vpc(ec2, "10.5.0.0/16")
    ids = [
        ec2.create_subnet(VpcId=vpc_id, CidrBlock=f"10.5.{i}.0/24")["Subnet"]["SubnetId"] for i in range(7)
    ]
    ec2.modify_subnet_attribute(SubnetId=ids[0], MapPublicIpOnLaunch={"Value": True})
    assert ec2.describe_subnets(SubnetIds=[ids[0]])["Subnets"][0]["MapPublicIpOnLaunch"] is True
    first = ec2.describe_subnets(Filters=[{"Name": "vpc-id", "Values": [vpc_id]}], MaxResults=5)
    second = ec2.describe_subnets(
        Filters=[{"Name": "vpc-id", "Values": [vpc_id]}], MaxResults=5, NextToken=first["NextToken"]
    )
    assert [s["SubnetId"] for s in first["Subnets"] + second["Subnets"]] == ids and "NextToken" not in second
    assert (
        code_of(lambda: ec2.describe_subnets(SubnetIds=ids[:1], MaxResults=5))
        == "InvalidParameterCombination"
    )


def test_vpc_attributes(ec2: Any) -> None:
    vpc_id = new_vpc(ec2, "10.6.0.0/16")
    assert ec2.describe_vpc_attribute(VpcId=vpc_id, Attribute="enableDnsSupport")["EnableDnsSupport"] == {
        "Value": True
    }
    assert ec2.describe_vpc_attribute(VpcId=vpc_id, Attribute="enableDnsHostnames")["EnableDnsHostnames"] == {
        "Value": False
    }
    ec2.modify_vpc_attribute(VpcId=vpc_id, EnableDnsHostnames={"Value": True})
    assert ec2.describe_vpc_attribute(VpcId=vpc_id, Attribute="enableDnsHostnames")["EnableDnsHostnames"] == {
        "Value": True
    }
    assert (
        code_of(lambda: ec2.describe_vpc_attribute(VpcId=vpc_id, Attribute="colour"))
        == "InvalidParameterValue"
    )
    assert (
        code_of(
            lambda: ec2.modify_vpc_attribute(VpcId="vpc-0123456789abcdef0", EnableDnsSupport={"Value": True})
        )
        == "InvalidVpcID.NotFound"
    )


def test_tags(ec2: Any) -> None:
    vpc_id = new_vpc(ec2, "10.7.0.0/16")
    ec2.create_tags(
        Resources=[vpc_id], Tags=[{"Key": "team", "Value": "red"}, {"Key": "env", "Value": "dev"}]
    )
    tags = ec2.describe_tags(Filters=[{"Name": "resource-id", "Values": [vpc_id]}])["Tags"]
    assert tags == [
        {"Key": "env", "ResourceId": vpc_id, "ResourceType": "vpc", "Value": "dev"},
        {"Key": "team", "ResourceId": vpc_id, "ResourceType": "vpc", "Value": "red"},
    ]
    ec2.delete_tags(Resources=[vpc_id], Tags=[{"Key": "team"}])
    assert [t["Key"] for t in ec2.describe_vpcs(VpcIds=[vpc_id])["Vpcs"][0]["Tags"]] == ["env"]
    assert code_of(
        lambda: ec2.create_tags(Resources=["vpc-0123456789abcdef0"], Tags=[{"Key": "a", "Value": "b"}])
    ) == ("InvalidVpcID.NotFound")
    assert code_of(
        lambda: ec2.create_tags(Resources=["i-0123456789abcdef0"], Tags=[{"Key": "a", "Value": "b"}])
    ) == ("InvalidInstanceID.NotFound")
    assert code_of(
        lambda: ec2.create_tags(Resources=["vol-0123456789abcdef0"], Tags=[{"Key": "a", "Value": "b"}])
    ) == ("InvalidID")
    assert code_of(lambda: ec2.create_tags(Resources=[vpc_id], Tags=[{"Key": "aws:x", "Value": "b"}])) == (
        "InvalidParameterValue"
    )
    assert (
        code_of(lambda: ec2.describe_availability_zones(ZoneNames=["us-east-1z"])) == "InvalidParameterValue"
    )


def test_an_operation_outside_the_records_is_not_implemented(ec2: Any) -> None:
    assert code_of(lambda: ec2.describe_volumes()) in ("NotImplementedException",)
