"""What Terraform's aws_eip, aws_nat_gateway and aws_vpc_endpoint read and call besides the Create/Describe
pairs, through boto3 with EC2's error codes: an Elastic IP's domain-name attribute, the managed prefix
lists a Gateway endpoint's routes name, releasing an address in its network border group and
disassociating an address whose NAT gateway is gone."""

from __future__ import annotations

from typing import Any

from ec2_helpers import code_of, new_vpc


def test_address_domain_name_attribute(ec2: Any) -> None:
    first = ec2.allocate_address(Domain="vpc")
    second = ec2.allocate_address(Domain="vpc")
    answer = ec2.describe_addresses_attribute(AllocationIds=[first["AllocationId"]], Attribute="domain-name")
    assert answer["Addresses"] == [{"PublicIp": first["PublicIp"], "AllocationId": first["AllocationId"]}]
    everything = ec2.describe_addresses_attribute(Attribute="domain-name")["Addresses"]
    assert {first["AllocationId"], second["AllocationId"]} <= {a["AllocationId"] for a in everything}
    page = ec2.describe_addresses_attribute(Attribute="domain-name", MaxResults=5)
    assert len(page["Addresses"]) <= 5
    unknown = "eipalloc-0123456789abcdef0"
    assert (
        code_of(lambda: ec2.describe_addresses_attribute(AllocationIds=[unknown], Attribute="domain-name"))
        == "InvalidAllocationID.NotFound"
    )
    assert (
        code_of(
            lambda: ec2.describe_addresses_attribute(AllocationIds=[first["AllocationId"]], Attribute="owner")
        )
        == "InvalidParameterValue"
    )
    assert (
        code_of(lambda: ec2.describe_addresses_attribute(AllocationIds=[first["AllocationId"]]))
        == "MissingParameter"
    )
    assert (
        code_of(
            lambda: ec2.release_address(AllocationId=first["AllocationId"], NetworkBorderGroup="us-west-2")
        )
        == "InvalidParameterValue"
    )
    ec2.release_address(AllocationId=first["AllocationId"], NetworkBorderGroup="us-east-1")
    ec2.release_address(AllocationId=second["AllocationId"])


def test_managed_prefix_lists_name_the_gateway_endpoint_routes(ec2: Any) -> None:
    lists = ec2.describe_prefix_lists()["PrefixLists"]
    assert [p["PrefixListName"] for p in lists] == [
        "com.amazonaws.us-east-1.s3",
        "com.amazonaws.us-east-1.dynamodb",
    ]
    assert all(p["PrefixListId"].startswith("pl-") and p["Cidrs"] for p in lists)
    s3 = ec2.describe_prefix_lists(
        Filters=[{"Name": "prefix-list-name", "Values": ["com.amazonaws.us-east-1.s3"]}]
    )
    [s3_list] = s3["PrefixLists"]
    vpc_id = new_vpc(ec2, "10.15.0.0/16")
    table = ec2.describe_route_tables(Filters=[{"Name": "vpc-id", "Values": [vpc_id]}])["RouteTables"][0]
    endpoint = ec2.create_vpc_endpoint(
        VpcId=vpc_id, ServiceName="com.amazonaws.us-east-1.s3", RouteTableIds=[table["RouteTableId"]]
    )["VpcEndpoint"]
    routes = ec2.describe_route_tables(RouteTableIds=[table["RouteTableId"]])["RouteTables"][0]["Routes"]
    assert [
        r["DestinationPrefixListId"] for r in routes if r.get("GatewayId") == endpoint["VpcEndpointId"]
    ] == [s3_list["PrefixListId"]]
    assert ec2.describe_prefix_lists(PrefixListIds=[s3_list["PrefixListId"]])["PrefixLists"] == [s3_list]
    assert (
        ec2.describe_prefix_lists(Filters=[{"Name": "prefix-list-id", "Values": ["pl-nothing"]}])[
            "PrefixLists"
        ]
        == []
    )
    assert code_of(lambda: ec2.describe_prefix_lists(PrefixListIds=["pl-00000000"])) == (
        "InvalidPrefixListID.NotFound"
    )
    assert code_of(lambda: ec2.describe_prefix_lists(Filters=[{"Name": "owner", "Values": ["x"]}])) == (
        "InvalidParameterValue"
    )
    assert code_of(
        lambda: ec2.describe_prefix_lists(PrefixListIds=[s3_list["PrefixListId"]], MaxResults=5)
    ) == ("InvalidParameterCombination")
    first = ec2.describe_prefix_lists(MaxResults=5)
    assert len(first["PrefixLists"]) == 2 and "NextToken" not in first
    ec2.delete_vpc_endpoints(VpcEndpointIds=[endpoint["VpcEndpointId"]])


def test_disassociate_an_address_whose_nat_gateway_is_gone(ec2: Any) -> None:
    vpc_id = new_vpc(ec2, "10.16.0.0/16")
    subnet_id = ec2.create_subnet(VpcId=vpc_id, CidrBlock="10.16.1.0/24")["Subnet"]["SubnetId"]
    igw = ec2.create_internet_gateway()["InternetGateway"]["InternetGatewayId"]
    ec2.attach_internet_gateway(InternetGatewayId=igw, VpcId=vpc_id)
    address = ec2.allocate_address(Domain="vpc")
    nat = ec2.create_nat_gateway(SubnetId=subnet_id, AllocationId=address["AllocationId"])["NatGateway"]
    ec2.get_waiter("nat_gateway_available").wait(NatGatewayIds=[nat["NatGatewayId"]])
    association = ec2.describe_addresses(AllocationIds=[address["AllocationId"]])["Addresses"][0][
        "AssociationId"
    ]
    assert code_of(lambda: ec2.disassociate_address(AssociationId=association)) == "OperationNotPermitted"
    ec2.delete_nat_gateway(NatGatewayId=nat["NatGatewayId"])
    ec2.get_waiter("nat_gateway_deleted").wait(NatGatewayIds=[nat["NatGatewayId"]])
    assert (
        code_of(lambda: ec2.disassociate_address(AssociationId=association))
        == "InvalidAssociationID.NotFound"
    )
    assert code_of(lambda: ec2.disassociate_address()) == "MissingParameter"
    assert code_of(lambda: ec2.disassociate_address(PublicIp=address["PublicIp"])) == "InvalidParameterValue"
    ec2.release_address(AllocationId=address["AllocationId"])
