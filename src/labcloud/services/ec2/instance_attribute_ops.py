"""ModifyInstanceAttribute and DescribeInstanceAttribute for the attributes an instance record holds:
instance type, user data and EBS optimisation (changed only while stopped, as on AWS), termination and
stop protection, the shutdown behaviour, the source/destination check and the security groups. Kernel,
ramdisk, block device mappings, SR-IOV, ENA and enclave changes are refused by name."""

from __future__ import annotations

import base64
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import instance_launch, instance_network, instance_states, instances, lookup
from labcloud.services.ec2.errors import error, incorrect_state, invalid_value, unsupported
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        DescribeInstanceAttributeRequest,
        DescribeInstanceAttributeResponse,
        ModifyInstanceAttributeRequest,
        ModifyInstanceAttributeResponse,
    )

#: The ``Attribute`` name → the member ModifyInstanceAttribute takes it as.
_NAMES = {
    "instanceType": "InstanceType",
    "userData": "UserData",
    "disableApiTermination": "DisableApiTermination",
    "disableApiStop": "DisableApiStop",
    "instanceInitiatedShutdownBehavior": "InstanceInitiatedShutdownBehavior",
    "sourceDestCheck": "SourceDestCheck",
    "groupSet": "Groups",
    "ebsOptimized": "EbsOptimized",
}
_ONLY_STOPPED = ("InstanceType", "UserData", "EbsOptimized")
_REFUSED = ("Kernel", "Ramdisk", "BlockDeviceMappings", "SriovNetSupport", "EnaSupport", "EnclaveOptions")
_DESCRIBED = (
    *_NAMES,
    "rootDeviceName",
    "blockDeviceMapping",
    "productCodes",
    "kernel",
    "ramdisk",
    "sriovNetSupport",
    "enaSupport",
    "enclaveOptions",
)


def _truthy(value: Any) -> bool:
    return value is True or str(value).lower() == "true"


def _changes(request: dict[str, Any]) -> list[tuple[str, Any]]:
    """(member, new value) of each attribute the request changes (its ``Attribute``/``Value`` form too)."""
    out: list[tuple[str, Any]] = []
    attribute = request.get("Attribute")
    if attribute is not None:
        member = _NAMES.get(attribute)
        if member is None:
            raise invalid_value(f"Value ({attribute}) for parameter attribute is invalid. Unknown attribute.")
        value = request.get("Value")
        if member == "Groups":
            raise invalid_value("Security groups are changed with the Groups parameter")
        out.append((member, value))
    for member in _NAMES.values():
        given = request.get(member)
        if given is None or (member == "Groups" and not given):
            continue
        out.append((member, given if member == "Groups" else given.get("Value")))
    return out


def _set(state: Ec2State, ctx: RequestContext, record: Record, member: str, value: Any) -> None:
    body = record.body
    if member == "InstanceType":
        instance_launch.check_type(str(value))
        if instance_launch.architecture_of(str(value)) != body["Architecture"]:
            raise invalid_value(
                f"The instance type '{value}' does not support the architecture '{body['Architecture']}' of the"
                " instance's AMI."
            )
        body["InstanceType"] = str(value)
    elif member == "UserData":
        text = value.decode() if isinstance(value, bytes) else str(value or "")
        body["_user_data"] = base64.b64encode(text.encode()).decode() if text else ""
    elif member == "EbsOptimized":
        body["EbsOptimized"] = _truthy(value)
    elif member == "DisableApiTermination":
        body["_disable_api_termination"] = _truthy(value)
    elif member == "DisableApiStop":
        body["_disable_api_stop"] = _truthy(value)
    elif member == "InstanceInitiatedShutdownBehavior":
        if value not in ("stop", "terminate"):
            raise invalid_value(
                f"Value ({value}) for parameter instanceInitiatedShutdownBehavior is invalid."
            )
        body["_shutdown_behavior"] = value
    elif member == "SourceDestCheck":
        body["SourceDestCheck"] = _truthy(value)
    elif member == "Groups":
        groups = []
        for group_id in dict.fromkeys(value):
            group = lookup.require(state, ctx, "sg", group_id)
            if group.vpc_id != record.vpc_id:
                raise error(
                    "InvalidGroup.NotFound",
                    f"The security group '{group_id}' does not exist in VPC '{record.vpc_id}'",
                )
            groups.append({"GroupId": group.id, "GroupName": group.body["GroupName"]})
        body["SecurityGroups"] = groups
        for interface in body.get("NetworkInterfaces") or []:
            interface["Groups"] = [dict(g) for g in groups]
            instance_network.regroup(state, ctx, interface["NetworkInterfaceId"], groups)


def modify_instance_attribute(
    state: Ec2State, request: ModifyInstanceAttributeRequest, ctx: RequestContext
) -> ModifyInstanceAttributeResponse:
    lookup.begin(state, ctx, request, *_REFUSED)
    if request.get("Attribute") in (
        "kernel",
        "ramdisk",
        "blockDeviceMapping",
        "sriovNetSupport",
        "enaSupport",
    ):
        raise unsupported(f"Attribute {request.get('Attribute')}")
    changes = _changes(dict(request))
    if len(changes) != 1:
        raise invalid_value("Exactly one attribute must be modified in one call")
    member, value = changes[0]
    with state.store.transaction():
        [record] = instances.require(state, ctx, [request["InstanceId"]])
        current = instance_states.name_of(record.body)
        if current == "terminated":
            raise incorrect_state(record.id, "modified")
        if member in _ONLY_STOPPED and current != "stopped":
            raise error(
                "IncorrectInstanceState",
                f"The instance '{record.id}' is not in the 'stopped' state.",
            )
        _set(state, ctx, record, member, value)
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "changed")
    return {}


def describe_instance_attribute(
    state: Ec2State, request: DescribeInstanceAttributeRequest, ctx: RequestContext
) -> DescribeInstanceAttributeResponse:
    lookup.begin(state, ctx, request)
    attribute = request["Attribute"]
    if attribute not in _DESCRIBED:
        raise invalid_value(f"Value ({attribute}) for parameter attribute is invalid. Unknown attribute.")
    with state.store.transaction():
        [record] = instances.require(state, ctx, [request["InstanceId"]])
    body = record.body
    answer: dict[str, Any] = {"InstanceId": record.id}
    user_data = body.get("_user_data") or ""
    values: dict[str, tuple[str, Any]] = {
        "instanceType": ("InstanceType", {"Value": body["InstanceType"]}),
        "userData": ("UserData", {"Value": user_data} if user_data else {}),
        "disableApiTermination": (
            "DisableApiTermination",
            {"Value": bool(body.get("_disable_api_termination"))},
        ),
        "disableApiStop": ("DisableApiStop", {"Value": bool(body.get("_disable_api_stop"))}),
        "instanceInitiatedShutdownBehavior": (
            "InstanceInitiatedShutdownBehavior",
            {"Value": body.get("_shutdown_behavior") or "stop"},
        ),
        "sourceDestCheck": ("SourceDestCheck", {"Value": bool(body.get("SourceDestCheck", True))}),
        "groupSet": ("Groups", [dict(g) for g in body.get("SecurityGroups") or []]),
        "ebsOptimized": ("EbsOptimized", {"Value": bool(body.get("EbsOptimized"))}),
        "rootDeviceName": ("RootDeviceName", {"Value": body["RootDeviceName"]}),
        "blockDeviceMapping": ("BlockDeviceMappings", []),
        "productCodes": ("ProductCodes", []),
        "kernel": ("KernelId", {}),
        "ramdisk": ("RamdiskId", {}),
        "sriovNetSupport": ("SriovNetSupport", {}),
        "enaSupport": ("EnaSupport", {"Value": True}),
        "enclaveOptions": ("EnclaveOptions", {"Enabled": False}),
    }
    member, value = values[attribute]
    answer[member] = value
    return answer  # type: ignore[return-value]
