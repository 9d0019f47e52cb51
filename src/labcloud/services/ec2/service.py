"""EC2 in the service shape: VPCs, subnets, security groups, route tables, internet and NAT gateways,
Elastic IPs, VPC endpoints, network interfaces, network ACLs, key pairs, a fixed image catalogue, instances,
launch templates and their tags (docs/ec2.md).

Records only: nothing is routed and no virtual machine runs (an instance is a record moving through EC2's
states on the clock). Volumes, snapshots and the rest of EC2 are answered "not implemented".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.ec2.interfaces import NetworkRecords
from labcloud.services.ec2.offers import Networks
from labcloud.services.ec2.repo.schema import SCHEMA, TABLES
from labcloud.services.ec2.state import Ec2State
from labcloud.services.ec2.tag_source import tag_source
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.ec2 import (
        endpoint_modify_ops,
        endpoint_ops,
        eni_ops,
        gateway_ops,
        group_ops,
        image_ops,
        instance_attribute_ops,
        instance_ops,
        instance_state_ops,
        instance_type_ops,
        key_pair_ops,
        launch_template_ops,
        network_acl_ops,
        prefix_list_ops,
        route_ops,
        subnet_ops,
        tagging,
        vpc_ops,
    )
else:
    endpoint_modify_ops = lazy_module("labcloud.services.ec2.endpoint_modify_ops")
    endpoint_ops = lazy_module("labcloud.services.ec2.endpoint_ops")
    eni_ops = lazy_module("labcloud.services.ec2.eni_ops")
    gateway_ops = lazy_module("labcloud.services.ec2.gateway_ops")
    group_ops = lazy_module("labcloud.services.ec2.group_ops")
    image_ops = lazy_module("labcloud.services.ec2.image_ops")
    instance_attribute_ops = lazy_module("labcloud.services.ec2.instance_attribute_ops")
    instance_ops = lazy_module("labcloud.services.ec2.instance_ops")
    instance_state_ops = lazy_module("labcloud.services.ec2.instance_state_ops")
    instance_type_ops = lazy_module("labcloud.services.ec2.instance_type_ops")
    key_pair_ops = lazy_module("labcloud.services.ec2.key_pair_ops")
    launch_template_ops = lazy_module("labcloud.services.ec2.launch_template_ops")
    network_acl_ops = lazy_module("labcloud.services.ec2.network_acl_ops")
    prefix_list_ops = lazy_module("labcloud.services.ec2.prefix_list_ops")
    route_ops = lazy_module("labcloud.services.ec2.route_ops")
    subnet_ops = lazy_module("labcloud.services.ec2.subnet_ops")
    tagging = lazy_module("labcloud.services.ec2.tagging")
    vpc_ops = lazy_module("labcloud.services.ec2.vpc_ops")

OPERATIONS: dict[str, Operation[Ec2State]] = {
    "CreateVpc": vpc_ops.create_vpc,
    "DescribeVpcs": vpc_ops.describe_vpcs,
    "DeleteVpc": vpc_ops.delete_vpc,
    "ModifyVpcAttribute": vpc_ops.modify_vpc_attribute,
    "DescribeVpcAttribute": vpc_ops.describe_vpc_attribute,
    "DescribeAvailabilityZones": vpc_ops.describe_availability_zones,
    "CreateSubnet": subnet_ops.create_subnet,
    "DescribeSubnets": subnet_ops.describe_subnets,
    "DeleteSubnet": subnet_ops.delete_subnet,
    "ModifySubnetAttribute": subnet_ops.modify_subnet_attribute,
    "CreateSecurityGroup": group_ops.create_security_group,
    "DescribeSecurityGroups": group_ops.describe_security_groups,
    "DeleteSecurityGroup": group_ops.delete_security_group,
    "AuthorizeSecurityGroupIngress": group_ops.authorize_security_group_ingress,
    "AuthorizeSecurityGroupEgress": group_ops.authorize_security_group_egress,
    "RevokeSecurityGroupIngress": group_ops.revoke_security_group_ingress,
    "RevokeSecurityGroupEgress": group_ops.revoke_security_group_egress,
    "DescribeSecurityGroupRules": group_ops.describe_security_group_rules,
    "CreateRouteTable": route_ops.create_route_table,
    "DescribeRouteTables": route_ops.describe_route_tables,
    "DeleteRouteTable": route_ops.delete_route_table,
    "CreateRoute": route_ops.create_route,
    "DeleteRoute": route_ops.delete_route,
    "AssociateRouteTable": route_ops.associate_route_table,
    "DisassociateRouteTable": route_ops.disassociate_route_table,
    "CreateInternetGateway": gateway_ops.create_internet_gateway,
    "DescribeInternetGateways": gateway_ops.describe_internet_gateways,
    "AttachInternetGateway": gateway_ops.attach_internet_gateway,
    "DetachInternetGateway": gateway_ops.detach_internet_gateway,
    "DeleteInternetGateway": gateway_ops.delete_internet_gateway,
    "AllocateAddress": gateway_ops.allocate_address,
    "DescribeAddresses": gateway_ops.describe_addresses,
    "DescribeAddressesAttribute": gateway_ops.describe_addresses_attribute,
    "ReleaseAddress": gateway_ops.release_address,
    "DisassociateAddress": gateway_ops.disassociate_address,
    "CreateNatGateway": gateway_ops.create_nat_gateway,
    "DescribeNatGateways": gateway_ops.describe_nat_gateways,
    "DeleteNatGateway": gateway_ops.delete_nat_gateway,
    "CreateVpcEndpoint": endpoint_ops.create_vpc_endpoint,
    "DescribeVpcEndpoints": endpoint_ops.describe_vpc_endpoints,
    "ModifyVpcEndpoint": endpoint_modify_ops.modify_vpc_endpoint,
    "DeleteVpcEndpoints": endpoint_ops.delete_vpc_endpoints,
    "DescribePrefixLists": prefix_list_ops.describe_prefix_lists,
    "DescribeNetworkInterfaces": eni_ops.describe_network_interfaces,
    "DescribeNetworkAcls": network_acl_ops.describe_network_acls,
    "CreateNetworkAcl": network_acl_ops.create_network_acl,
    "DeleteNetworkAcl": network_acl_ops.delete_network_acl,
    "CreateNetworkAclEntry": network_acl_ops.create_network_acl_entry,
    "ReplaceNetworkAclEntry": network_acl_ops.replace_network_acl_entry,
    "DeleteNetworkAclEntry": network_acl_ops.delete_network_acl_entry,
    "ReplaceNetworkAclAssociation": network_acl_ops.replace_network_acl_association,
    "CreateKeyPair": key_pair_ops.create_key_pair,
    "ImportKeyPair": key_pair_ops.import_key_pair,
    "DescribeKeyPairs": key_pair_ops.describe_key_pairs,
    "DeleteKeyPair": key_pair_ops.delete_key_pair,
    "DescribeImages": image_ops.describe_images,
    "RunInstances": instance_ops.run_instances,
    "DescribeInstances": instance_ops.describe_instances,
    "DescribeInstanceStatus": instance_ops.describe_instance_status,
    "StartInstances": instance_state_ops.start_instances,
    "StopInstances": instance_state_ops.stop_instances,
    "RebootInstances": instance_state_ops.reboot_instances,
    "TerminateInstances": instance_state_ops.terminate_instances,
    "ModifyInstanceAttribute": instance_attribute_ops.modify_instance_attribute,
    "DescribeInstanceAttribute": instance_attribute_ops.describe_instance_attribute,
    "DescribeInstanceTypes": instance_type_ops.describe_instance_types,
    "DescribeInstanceCreditSpecifications": instance_type_ops.describe_instance_credit_specifications,
    "ModifyInstanceCreditSpecification": instance_type_ops.modify_instance_credit_specification,
    "CreateLaunchTemplate": launch_template_ops.create_launch_template,
    "CreateLaunchTemplateVersion": launch_template_ops.create_launch_template_version,
    "DescribeLaunchTemplates": launch_template_ops.describe_launch_templates,
    "DescribeLaunchTemplateVersions": launch_template_ops.describe_launch_template_versions,
    "ModifyLaunchTemplate": launch_template_ops.modify_launch_template,
    "DeleteLaunchTemplate": launch_template_ops.delete_launch_template,
    "DeleteLaunchTemplateVersions": launch_template_ops.delete_launch_template_versions,
    "CreateTags": tagging.create_tags,
    "DeleteTags": tagging.delete_tags,
    "DescribeTags": tagging.describe_tags,
}


def contributions(state: Ec2State) -> Contributions:
    return Contributions(offers=(Offer(NetworkRecords, Networks(state)),), tag_sources=(tag_source(state),))


SERVICE: Service[Ec2State] = Service(
    name="ec2",
    state=Ec2State.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
