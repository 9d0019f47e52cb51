"""What RunInstances launches: the request merged over its launch template's version, checked as EC2
checks it (image, instance type and architecture, key pair, subnet and security groups in one VPC,
placement), and each instance's description as EC2 answers it. Pure but for the records it reads and the
network interfaces it saves, inside the caller's transaction."""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import (
    images,
    instance_network,
    instance_states,
    instance_types,
    key_pair_ops,
    lookup,
    tagging,
)
from labcloud.services.ec2.errors import error, invalid_value, unsupported
from labcloud.services.ec2.ids import new_id
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

#: Members of RunInstances (and launch template data) labcloud does not model: refused by name.
UNSUPPORTED = (
    "BlockDeviceMappings",
    "Ipv6AddressCount",
    "Ipv6Addresses",
    "KernelId",
    "RamdiskId",
    "ElasticGpuSpecification",
    "ElasticGpuSpecifications",
    "ElasticInferenceAccelerators",
    "InstanceMarketOptions",
    "LicenseSpecifications",
    "EnablePrimaryIpv6",
    "NetworkPerformanceOptions",
    "Operator",
    "SecondaryInterfaces",
    "AdditionalInfo",
    "InstanceRequirements",
    "CapacityReservationSpecification",
)
MAX_PER_CALL = 20
DEFAULT_TYPE = "m1.small"
_TAGGED_TYPES = ("instance", "network-interface")


def check_type(instance_type: str) -> None:
    if instance_types.info(instance_type) is None:
        raise invalid_value(f"Invalid value '{instance_type}' for InstanceType.")


def architecture_of(instance_type: str) -> str:
    found = instance_types.info(instance_type)
    return str(found["ProcessorInfo"]["SupportedArchitectures"][0]) if found else "x86_64"


def merged(template: dict[str, Any] | None, request: dict[str, Any]) -> dict[str, Any]:
    """The request over the template's data (a member the request gives wins; tags add up)."""
    out = dict(template or {})
    for key, value in request.items():
        if key == "TagSpecifications" and out.get(key):
            out[key] = list(out[key]) + list(value or [])
        elif value is not None:
            out[key] = value
    return out


def tags_by_type(specs: list[Any] | None) -> dict[str, list[dict[str, str]]]:
    found: dict[str, list[dict[str, str]]] = {kind: [] for kind in _TAGGED_TYPES}
    for spec in specs or []:
        kind = spec.get("ResourceType")
        if kind not in _TAGGED_TYPES:
            raise invalid_value(
                f"'{kind}' is not a valid taggable resource type for this operation: labcloud tags instances"
                " and their network interfaces (it keeps no volumes)"
            )
        found[kind] = tagging.merged(found[kind], tagging.check_tags(list(spec.get("Tags") or [])))
    return found


@dataclass(slots=True)
class Placement:
    subnet: Record
    groups: list[dict[str, str]]
    address: str | None
    public_ip: bool


def _default_subnet(state: Ec2State, ctx: RequestContext, zone: str | None) -> Record:
    subnets = [
        s
        for s in state.records.of_kind(ctx.account_id, ctx.region, "subnet")
        if s.body.get("DefaultForAz") and (zone is None or s.body["AvailabilityZone"] == zone)
    ]
    if not subnets:
        raise error(
            "VPCIdNotSpecified",
            "No default VPC for this user. GroupName is only supported for EC2-Classic and default VPC.",
        )
    return subnets[0]


def _groups(
    state: Ec2State, ctx: RequestContext, subnet: Record, ids: list[str], names: list[str]
) -> list[dict[str, str]]:
    vpc_groups = state.records.in_vpc(ctx.account_id, ctx.region, subnet.vpc_id or "", "security-group")
    out: list[dict[str, str]] = []
    for group_id in dict.fromkeys(ids):
        group = lookup.require(state, ctx, "sg", group_id)
        if group.vpc_id != subnet.vpc_id:
            raise error(
                "InvalidParameter",
                f"Security group {group_id} and subnet {subnet.id} belong to different networks.",
            )
        out.append({"GroupId": group.id, "GroupName": group.body["GroupName"]})
    for name in dict.fromkeys(names):
        found = next((g for g in vpc_groups if g.body["GroupName"] == name), None)
        if found is None:
            raise error(
                "InvalidGroup.NotFound",
                f"The security group '{name}' does not exist in VPC '{subnet.vpc_id}'",
            )
        out.append({"GroupId": found.id, "GroupName": name})
    if not out:
        default = next(g for g in vpc_groups if g.body["GroupName"] == "default")
        out.append({"GroupId": default.id, "GroupName": "default"})
    return out


def place(state: Ec2State, ctx: RequestContext, launch: dict[str, Any]) -> Placement:
    """The subnet, security groups and address the request names (its first network interface's, if given)."""
    interfaces = list(launch.get("NetworkInterfaces") or [])
    if len(interfaces) > 1 or any(int(i.get("DeviceIndex") or 0) != 0 for i in interfaces):
        raise unsupported("NetworkInterfaces (beyond one at device index 0)")
    primary = interfaces[0] if interfaces else {}
    if primary and (launch.get("SubnetId") or launch.get("SecurityGroupIds") or launch.get("SecurityGroups")):
        raise invalid_value(
            "Network interfaces and an instance-level subnet ID or security groups may not be specified on the"
            " same request"
        )
    subnet_id = primary.get("SubnetId") or launch.get("SubnetId")
    zone = (launch.get("Placement") or {}).get("AvailabilityZone")
    if subnet_id:
        subnet = lookup.require(state, ctx, "subnet", subnet_id)
        if zone and zone != subnet.body["AvailabilityZone"]:
            raise invalid_value(
                f"Value ({zone}) for parameter availabilityZone is invalid. Subnet '{subnet.id}' is in the"
                f" availability zone {subnet.body['AvailabilityZone']}"
            )
    else:
        subnet = _default_subnet(state, ctx, zone)
    group_ids = list(primary.get("Groups") or launch.get("SecurityGroupIds") or [])
    groups = _groups(state, ctx, subnet, group_ids, list(launch.get("SecurityGroups") or []))
    address = primary.get("PrivateIpAddress") or launch.get("PrivateIpAddress")
    public = primary.get("AssociatePublicIpAddress")
    return Placement(
        subnet,
        groups,
        address,
        bool(subnet.body.get("MapPublicIpOnLaunch")) if public is None else bool(public),
    )


def image_of(ctx: RequestContext, launch: dict[str, Any]) -> dict[str, Any]:
    image_id = launch.get("ImageId")
    if not image_id:
        raise error("MissingParameter", "The request must contain the parameter ImageId")
    from labcloud.services.ec2 import describe

    describe.check_ids("ami", [image_id])
    image = images.find(ctx.region, image_id)
    if image is None:
        raise error("InvalidAMIID.NotFound", f"The image id '[{image_id}]' does not exist")
    return image


def key_name(state: Ec2State, ctx: RequestContext, launch: dict[str, Any]) -> str | None:
    name = launch.get("KeyName")
    if name:
        key_pair_ops.require_named(state, ctx, name)
    return name


def user_data_text(value: Any) -> str:
    """UserData as kept: the base64 text RunInstances is given (checked to be base64)."""
    text = value.decode() if isinstance(value, bytes) else str(value or "")
    try:
        base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise invalid_value("Invalid BASE64 encoding of user data.") from None
    return text


def _bool(value: Any) -> bool:
    return value is True or str(value).lower() == "true"


def instance_body(
    state: Ec2State,
    ctx: RequestContext,
    launch: dict[str, Any],
    *,
    index: int,
    reservation_id: str,
    image: dict[str, Any],
    where: Placement,
    profile: dict[str, str] | None,
    tags: dict[str, list[dict[str, str]]],
    now: float,
    template: dict[str, str] | None,
) -> Record:
    instance_id = new_id("i")
    instance_type = launch.get("InstanceType") or DEFAULT_TYPE
    address = instance_network.address_for(state, ctx, where.subnet, where.address if index == 0 else None)
    interface = instance_network.attach(
        state, ctx, instance_id, where.subnet, where.groups, address, tags["network-interface"], now
    )
    metadata = dict(launch.get("MetadataOptions") or {})
    instance_tags = list(tags["instance"])
    if template is not None:
        instance_tags = tagging.merged(
            instance_tags,
            [
                {"Key": "aws:ec2launchtemplate:id", "Value": template["LaunchTemplateId"]},
                {"Key": "aws:ec2launchtemplate:version", "Value": template["Version"]},
            ],
        )
    body: dict[str, Any] = {
        "AmiLaunchIndex": index,
        "ImageId": image["ImageId"],
        "InstanceId": instance_id,
        "InstanceType": instance_type,
        "LaunchTime": now,
        "Monitoring": {
            "State": "enabled" if _bool((launch.get("Monitoring") or {}).get("Enabled")) else "disabled"
        },
        "Placement": {
            "AvailabilityZone": where.subnet.body["AvailabilityZone"],
            "GroupName": "",
            "Tenancy": (launch.get("Placement") or {}).get("Tenancy") or "default",
        },
        "PrivateDnsName": interface["PrivateDnsName"],
        "PrivateIpAddress": address,
        "ProductCodes": [],
        "PublicDnsName": "",
        "StateTransitionReason": "",
        "SubnetId": where.subnet.id,
        "VpcId": where.subnet.vpc_id,
        "Architecture": image["Architecture"],
        **({"Platform": image["Platform"]} if image.get("Platform") else {}),
        "BlockDeviceMappings": [],
        "ClientToken": launch.get("ClientToken") or "",
        "EbsOptimized": _bool(launch.get("EbsOptimized")),
        "EnaSupport": True,
        "Hypervisor": "xen",
        "NetworkInterfaces": [interface],
        "RootDeviceName": image["RootDeviceName"],
        "RootDeviceType": "ebs",
        "SecurityGroups": [dict(g) for g in where.groups],
        "SourceDestCheck": True,
        "Tags": instance_tags,
        "VirtualizationType": "hvm",
        "CpuOptions": {"CoreCount": 1, "ThreadsPerCore": 2},
        "CapacityReservationSpecification": {"CapacityReservationPreference": "open"},
        "HibernationOptions": {"Configured": False},
        "MetadataOptions": {
            "State": "applied",
            "HttpTokens": metadata.get("HttpTokens") or "required",
            "HttpPutResponseHopLimit": int(metadata.get("HttpPutResponseHopLimit") or 2),
            "HttpEndpoint": metadata.get("HttpEndpoint") or "enabled",
            "HttpProtocolIpv6": metadata.get("HttpProtocolIpv6") or "disabled",
            "InstanceMetadataTags": metadata.get("InstanceMetadataTags") or "disabled",
        },
        "EnclaveOptions": {"Enabled": False},
        "BootMode": image.get("BootMode", "legacy-bios"),
        "CurrentInstanceBootMode": "uefi" if image.get("BootMode") == "uefi-preferred" else "legacy-bios",
        "PlatformDetails": image["PlatformDetails"],
        "UsageOperation": image["UsageOperation"],
        "UsageOperationUpdateTime": now,
        "PrivateDnsNameOptions": {
            "HostnameType": "ip-name",
            "EnableResourceNameDnsARecord": False,
            "EnableResourceNameDnsAAAARecord": False,
        },
        "MaintenanceOptions": {"AutoRecovery": "default"},
        "_reservation": reservation_id,
        "_user_data": user_data_text(launch.get("UserData")),
        "_disable_api_termination": _bool(launch.get("DisableApiTermination")),
        "_disable_api_stop": _bool(launch.get("DisableApiStop")),
        "_shutdown_behavior": launch.get("InstanceInitiatedShutdownBehavior") or "stop",
        "_public_ip": where.public_ip,
    }
    if launch.get("KeyName"):
        body["KeyName"] = launch["KeyName"]
    if profile is not None:
        body["IamInstanceProfile"] = profile
    credits = (launch.get("CreditSpecification") or {}).get("CpuCredits")
    body["_cpu_credits"] = credits or ("unlimited" if instance_type.startswith(("t3", "t4g")) else "standard")
    instance_states.move(body, "pending", now)
    return Record(instance_id, "instance", where.subnet.vpc_id, body)
