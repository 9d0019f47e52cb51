"""CreateTags, DescribeTags and DeleteTags on one record of every kind EC2 keeps here (VPC, subnet, security
group and its rules, route table, internet gateway, NAT gateway, Elastic IP, VPC endpoint, network
interface, network ACL): the tags show in each kind's Describe* answer (``TagSet`` for an interface) and its
``tag:<key>`` filter finds it; the Tagging API tags and finds them by ARN."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ec2_helpers import code_of, new_vpc

from labcloud.testing.server_process import LabcloudProcess


def _one_of_each(ec2: Any, net: str = "10.61") -> dict[str, str]:
    """Resource type (as DescribeTags spells it) → the id of one record of it."""
    vpc = new_vpc(ec2, f"{net}.0.0/16")
    subnet = ec2.create_subnet(VpcId=vpc, CidrBlock=f"{net}.1.0/24")["Subnet"]["SubnetId"]
    group = ec2.create_security_group(GroupName=f"tag-all-{net}", Description="d", VpcId=vpc)["GroupId"]
    table = ec2.create_route_table(VpcId=vpc)["RouteTable"]["RouteTableId"]
    gateway = ec2.create_internet_gateway()["InternetGateway"]["InternetGatewayId"]
    address = ec2.allocate_address(Domain="vpc")["AllocationId"]
    nat = ec2.create_nat_gateway(SubnetId=subnet, AllocationId=address)["NatGateway"]["NatGatewayId"]
    endpoint = ec2.create_vpc_endpoint(
        VpcId=vpc,
        VpcEndpointType="Interface",
        ServiceName="com.amazonaws.us-east-1.execute-api",
        SubnetIds=[subnet],
        SecurityGroupIds=[group],
    )["VpcEndpoint"]
    rule = ec2.authorize_security_group_ingress(
        GroupId=group,
        IpPermissions=[
            {"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "IpRanges": [{"CidrIp": "10.0.0.0/8"}]}
        ],
    )["SecurityGroupRules"][0]["SecurityGroupRuleId"]
    acl = ec2.create_network_acl(VpcId=vpc)["NetworkAcl"]["NetworkAclId"]
    return {
        "vpc": vpc,
        "subnet": subnet,
        "security-group": group,
        "route-table": table,
        "internet-gateway": gateway,
        "natgateway": nat,
        "elastic-ip": address,
        "vpc-endpoint": endpoint["VpcEndpointId"],
        "network-interface": endpoint["NetworkInterfaceIds"][0],
        "security-group-rule": rule,
        "network-acl": acl,
    }


def _finders(ec2: Any) -> dict[str, Callable[[list[dict[str, Any]]], list[dict[str, Any]]]]:
    """Resource type → its Describe* call with Filters, answering its descriptions."""
    return {
        "vpc": lambda f: ec2.describe_vpcs(Filters=f)["Vpcs"],
        "subnet": lambda f: ec2.describe_subnets(Filters=f)["Subnets"],
        "security-group": lambda f: ec2.describe_security_groups(Filters=f)["SecurityGroups"],
        "route-table": lambda f: ec2.describe_route_tables(Filters=f)["RouteTables"],
        "internet-gateway": lambda f: ec2.describe_internet_gateways(Filters=f)["InternetGateways"],
        "natgateway": lambda f: ec2.describe_nat_gateways(Filter=f)["NatGateways"],
        "elastic-ip": lambda f: ec2.describe_addresses(Filters=f)["Addresses"],
        "vpc-endpoint": lambda f: ec2.describe_vpc_endpoints(Filters=f)["VpcEndpoints"],
        "network-interface": lambda f: ec2.describe_network_interfaces(Filters=f)["NetworkInterfaces"],
        "security-group-rule": lambda f: ec2.describe_security_group_rules(Filters=f)["SecurityGroupRules"],
        "network-acl": lambda f: ec2.describe_network_acls(Filters=f)["NetworkAcls"],
    }


def _tags(description: dict[str, Any]) -> dict[str, str]:
    return {t["Key"]: t["Value"] for t in description.get("Tags") or description.get("TagSet") or []}


def test_every_kind_is_tagged_described_filtered_and_untagged(ec2: Any) -> None:
    made = _one_of_each(ec2)
    finders = _finders(ec2)
    ids = list(made.values())
    ec2.create_tags(Resources=ids, Tags=[{"Key": "every", "Value": "kind"}, {"Key": "gone", "Value": "soon"}])
    described = ec2.describe_tags(Filters=[{"Name": "key", "Values": ["every"]}])["Tags"]
    assert {(t["ResourceType"], t["ResourceId"]) for t in described} == set(made.items())
    for kind, record_id in made.items():
        found = finders[kind]([{"Name": "tag:every", "Values": ["kind"]}])
        assert len(found) == 1, kind
        assert record_id in str(found[0]), kind
        assert _tags(found[0]) == {"every": "kind", "gone": "soon"}, kind
        assert finders[kind]([{"Name": "tag:every", "Values": ["other"]}]) == [], kind
    ec2.delete_tags(Resources=ids, Tags=[{"Key": "gone"}])
    for kind in made:
        [found] = finders[kind]([{"Name": "tag-key", "Values": ["every"]}])
        assert _tags(found) == {"every": "kind"}, kind
    assert ec2.describe_tags(Filters=[{"Name": "key", "Values": ["gone"]}])["Tags"] == []
    tag = [{"Key": "k", "Value": "v"}]
    missing = {
        "eni-0123456789abcdef0": "InvalidNetworkInterfaceID.NotFound",
        "sgr-0123456789abcdef0": "InvalidSecurityGroupRuleId.NotFound",
        "acl-0123456789abcdef0": "InvalidNetworkAclID.NotFound",
        "xyz-0123456789abcdef0": "InvalidID",
    }
    for record_id, code in missing.items():
        assert code_of(lambda i=record_id: ec2.create_tags(Resources=[i], Tags=tag)) == code, record_id


def test_the_tagging_api_finds_interfaces_rules_and_acls(labcloud: LabcloudProcess, ec2: Any) -> None:
    made = _one_of_each(ec2, "10.62")
    wanted = {k: made[k] for k in ("network-interface", "security-group-rule", "network-acl")}
    arns = {f"arn:aws:ec2:us-east-1:000000000000:{kind}/{record_id}" for kind, record_id in wanted.items()}
    tagging: Any = labcloud.boto3_client("resourcegroupstaggingapi")
    assert (
        tagging.tag_resources(ResourceARNList=sorted(arns), Tags={"via": "tagging"})["FailedResourcesMap"]
        == {}
    )
    found = tagging.get_resources(TagFilters=[{"Key": "via", "Values": ["tagging"]}])[
        "ResourceTagMappingList"
    ]
    assert {r["ResourceARN"] for r in found} == arns
    answered = ec2.describe_tags(Filters=[{"Name": "key", "Values": ["via"]}])["Tags"]
    assert {(t["ResourceType"], t["ResourceId"]) for t in answered} == set(wanted.items())
