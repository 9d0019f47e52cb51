"""CreateMountTarget, DescribeMountTargets, DeleteMountTarget and the mount targets' security groups.

A mount target is a record in a subnet of labcloud's EC2 (read through ``hub.call``: DescribeSubnets,
DescribeSecurityGroups): one per Availability Zone, all in one VPC, at most 5 security groups (the VPC's
default group when none is given), an address from the subnet's block. Nothing listens on NFS: only Lambda
functions in those subnets mount the file system (docs/efs.md). A mount target is ``available`` at once."""

from __future__ import annotations

import ipaddress
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.efs import errors
from labcloud.services.efs.events import publish
from labcloud.services.efs.file_system_ops import find as find_fs
from labcloud.services.efs.state import EfsState
from labcloud.services.efs.views import mount_target, new_id

if TYPE_CHECKING:
    from labcloud.services.efs.api import (
        CreateMountTargetRequest,
        CreateMountTargetResponse,
        DeleteMountTargetRequest,
        DeleteMountTargetResponse,
        DescribeMountTargetSecurityGroupsRequest,
        DescribeMountTargetSecurityGroupsResponse,
        DescribeMountTargetsRequest,
        DescribeMountTargetsResponse,
        ModifyMountTargetSecurityGroupsRequest,
        ModifyMountTargetSecurityGroupsResponse,
    )

MAX_GROUPS = 5


def find(state: EfsState, ctx: RequestContext, mt_id: str) -> dict[str, Any]:
    doc = state.records.get("mt", ctx.account_id, ctx.region, mt_id)
    if doc is None:
        raise errors.mt_not_found(mt_id)
    return doc


async def _subnet(state: EfsState, ctx: RequestContext, subnet_id: str) -> dict[str, Any]:
    try:
        found = await state.services.call(
            "ec2", "DescribeSubnets", {"SubnetIds": [subnet_id]}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError as exc:
        raise errors.subnet_not_found(subnet_id) from exc
    subnets = found.get("Subnets") or []
    if not subnets:
        raise errors.subnet_not_found(subnet_id)
    return dict(subnets[0])


async def _groups(state: EfsState, ctx: RequestContext, vpc_id: str, given: list[str] | None) -> list[str]:
    if given is not None and len(given) > MAX_GROUPS:
        raise errors.sg_limit()
    params: dict[str, Any]
    if given:
        params = {"GroupIds": list(dict.fromkeys(given))}
    else:
        params = {
            "Filters": [{"Name": "vpc-id", "Values": [vpc_id]}, {"Name": "group-name", "Values": ["default"]}]
        }
    try:
        found = await state.services.call(
            "ec2", "DescribeSecurityGroups", params, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError as exc:
        raise errors.sg_not_found(",".join(given or [])) from exc
    groups = found.get("SecurityGroups") or []
    for group in groups:
        if group.get("VpcId") != vpc_id:
            raise errors.bad_request(
                f"Security group {group.get('GroupId')} is not in the mount target's VPC {vpc_id}"
            )
    ids = [str(g["GroupId"]) for g in groups]
    for group_id in given or []:
        if group_id not in ids:
            raise errors.sg_not_found(group_id)
    return ids


def _address(subnet: dict[str, Any], taken: set[str], asked: str | None) -> str:
    block = ipaddress.ip_network(str(subnet.get("CidrBlock") or "10.0.0.0/24"), strict=False)
    if asked:
        try:
            address = ipaddress.ip_address(asked)
        except ValueError as exc:
            raise errors.bad_request(f"Invalid IpAddress '{asked}'") from exc
        if address not in block:
            raise errors.bad_request(
                f"IP address {asked} is not in subnet {subnet['SubnetId']}'s block {block}"
            )
        if asked in taken:
            raise AwsError("IpAddressInUse", f"IP address {asked} is in use", ErrorCode="IpAddressInUse")
        return asked
    for offset, host in enumerate(block.hosts()):
        if offset >= 3 and str(host) not in taken:  # AWS keeps a subnet's first addresses
            return str(host)
    raise AwsError(
        "NoFreeAddressesInSubnet", "The subnet has no free addresses", ErrorCode="NoFreeAddressesInSubnet"
    )


async def create_mount_target(
    state: EfsState, request: CreateMountTargetRequest, ctx: RequestContext
) -> CreateMountTargetResponse:
    fs = find_fs(state, ctx, request["FileSystemId"])
    fs_id = str(fs["FileSystemId"])
    for member in ("Ipv6Address",):
        if request.get(member):
            raise errors.unsupported(f"IPv6 mount targets: {member} cannot be used")
    if request.get("IpAddressType", "IPV4_ONLY") != "IPV4_ONLY":
        raise errors.unsupported("IPv6 mount targets: IpAddressType must be IPV4_ONLY")
    subnet = await _subnet(state, ctx, request["SubnetId"])
    vpc_id = str(subnet["VpcId"])
    zone = str(subnet.get("AvailabilityZone") or "")
    if fs.get("AvailabilityZoneName") and fs["AvailabilityZoneName"] != zone:
        raise AwsError(
            "AvailabilityZonesMismatch",
            f"The file system is in {fs['AvailabilityZoneName']}, the subnet in {zone}",
            ErrorCode="AvailabilityZonesMismatch",
        )
    groups = await _groups(state, ctx, vpc_id, request.get("SecurityGroups"))
    # re-read after the awaits: the checks below and the write run without a pause
    fs = find_fs(state, ctx, fs_id)
    existing = state.records.listed("mt", ctx.account_id, ctx.region, fs_id)
    for other in existing:
        if other["VpcId"] != vpc_id:
            raise errors.mt_conflict(
                f"File system {fs_id} has mount targets in VPC {other['VpcId']}, not {vpc_id}"
            )
        if other["AvailabilityZoneName"] == zone:
            raise errors.mt_conflict(f"File system {fs_id} already has a mount target in {zone}")
    taken = {str(d.get("IpAddress")) for d in state.records.listed("mt", ctx.account_id, ctx.region)}
    mt_id = new_id("fsmt")
    doc: dict[str, Any] = {
        "OwnerId": ctx.account_id,
        "MountTargetId": mt_id,
        "FileSystemId": fs_id,
        "SubnetId": str(subnet["SubnetId"]),
        "LifeCycleState": "available",
        "IpAddress": _address(subnet, taken, request.get("IpAddress")),
        "NetworkInterfaceId": f"eni-{mt_id[5:22]}",
        "AvailabilityZoneId": str(subnet.get("AvailabilityZoneId") or ""),
        "AvailabilityZoneName": zone,
        "VpcId": vpc_id,
        "_groups": groups,
    }
    with state.store.transaction():
        state.records.put_mount_target(ctx.account_id, ctx.region, doc, clock.now())
        publish(state, "efs.mount_target.created", ctx, mt_id, file_system=fs_id, subnet=doc["SubnetId"])
    return cast("CreateMountTargetResponse", mount_target(doc))


def describe_mount_targets(
    state: EfsState, request: DescribeMountTargetsRequest, ctx: RequestContext
) -> DescribeMountTargetsResponse:
    fs_id = request.get("FileSystemId")
    mt_id = request.get("MountTargetId")
    ap_id = request.get("AccessPointId")
    if sum(1 for x in (fs_id, mt_id, ap_id) if x) != 1:
        raise errors.bad_request("Exactly one of FileSystemId, MountTargetId or AccessPointId must be given.")
    if mt_id:
        docs = [find(state, ctx, mt_id)]
    else:
        if ap_id:
            point = state.records.get("ap", ctx.account_id, ctx.region, ap_id)
            if point is None:
                raise errors.ap_not_found(ap_id)
            fs_id = str(point["FileSystemId"])
        assert fs_id is not None
        find_fs(state, ctx, fs_id)
        docs = state.records.listed("mt", ctx.account_id, ctx.region, fs_id)
    marker = request.get("Marker")
    start = int(marker) if marker and marker.isdigit() else 0
    if marker and not marker.isdigit():
        raise errors.bad_request(f"Invalid Marker '{marker}'")
    most = int(request.get("MaxItems") or 10)
    out: dict[str, Any] = {"MountTargets": [mount_target(d) for d in docs[start : start + most]]}
    if marker:
        out["Marker"] = marker
    if start + most < len(docs):
        out["NextMarker"] = str(start + most)
    return cast("DescribeMountTargetsResponse", out)


def delete_mount_target(
    state: EfsState, request: DeleteMountTargetRequest, ctx: RequestContext
) -> DeleteMountTargetResponse:
    doc = find(state, ctx, request["MountTargetId"])
    with state.store.transaction():
        state.records.delete("mt", str(doc["MountTargetId"]))
        publish(
            state, "efs.mount_target.deleted", ctx, str(doc["MountTargetId"]), file_system=doc["FileSystemId"]
        )
    return cast("DeleteMountTargetResponse", {})


def describe_mount_target_security_groups(
    state: EfsState, request: DescribeMountTargetSecurityGroupsRequest, ctx: RequestContext
) -> DescribeMountTargetSecurityGroupsResponse:
    doc = find(state, ctx, request["MountTargetId"])
    return cast(
        "DescribeMountTargetSecurityGroupsResponse", {"SecurityGroups": list(doc.get("_groups") or [])}
    )


async def modify_mount_target_security_groups(
    state: EfsState, request: ModifyMountTargetSecurityGroupsRequest, ctx: RequestContext
) -> ModifyMountTargetSecurityGroupsResponse:
    doc = find(state, ctx, request["MountTargetId"])
    groups = await _groups(state, ctx, str(doc["VpcId"]), list(request.get("SecurityGroups") or []))
    doc = find(state, ctx, request["MountTargetId"])
    doc["_groups"] = groups
    with state.store.transaction():
        state.records.update("mt", str(doc["MountTargetId"]), doc)
        publish(state, "efs.mount_target.security_groups", ctx, str(doc["MountTargetId"]), groups=groups)
    return cast("ModifyMountTargetSecurityGroupsResponse", {})
