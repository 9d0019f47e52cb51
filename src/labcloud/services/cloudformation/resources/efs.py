"""AWS::EFS::FileSystem (Ref: the file system id), AWS::EFS::MountTarget (Ref: the mount target id) and
AWS::EFS::AccessPoint (Ref: the access point id) through EFS's API.

A file system's tags, backup policy and file system policy change in place; its throughput, like the
schema's create-only properties, replaces it (labcloud has no UpdateFileSystem). LifecyclePolicies and
ReplicationConfiguration are refused by name. A mount target's security groups change in place; an access
point's tags do."""

from __future__ import annotations

import json
import uuid
from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed


def _tags(items: Any) -> dict[str, str]:
    return {str(t["Key"]): str(t.get("Value", "")) for t in items or []}


async def _retag(rc: ResourceCall, resource_id: str, old: dict[str, str], new: dict[str, str]) -> None:
    gone = [key for key in old if key not in new]
    if gone:
        await rc.call("efs", "UntagResource", {"ResourceId": resource_id, "TagKeys": gone})
    if new and new != old:
        await rc.call(
            "efs",
            "TagResource",
            {"ResourceId": resource_id, "Tags": [{"Key": k, "Value": v} for k, v in new.items()]},
        )


def _policy_text(policy: Any) -> str:
    return policy if isinstance(policy, str) else json.dumps(policy)


class FileSystem(Handler):
    type = "AWS::EFS::FileSystem"
    replace_on = frozenset({"ThroughputMode", "ProvisionedThroughputInMibps"})
    known = frozenset(
        {
            "PerformanceMode",
            "ThroughputMode",
            "ProvisionedThroughputInMibps",
            "Encrypted",
            "KmsKeyId",
            "AvailabilityZoneName",
            "BackupPolicy",
            "FileSystemPolicy",
            "BypassPolicyLockoutSafetyCheck",
            "FileSystemTags",
            "LifecyclePolicies",
            "ReplicationConfiguration",
            "FileSystemProtection",
        }
    )

    async def _policies(self, rc: ResourceCall, fs_id: str, old: dict[str, Any], new: dict[str, Any]) -> None:
        backup = (new.get("BackupPolicy") or {}).get("Status")
        if backup and backup != (old.get("BackupPolicy") or {}).get("Status"):
            await rc.call(
                "efs", "PutBackupPolicy", {"FileSystemId": fs_id, "BackupPolicy": {"Status": backup}}
            )
        if new.get("FileSystemPolicy") != old.get("FileSystemPolicy"):
            if new.get("FileSystemPolicy"):
                await rc.call(
                    "efs",
                    "PutFileSystemPolicy",
                    {"FileSystemId": fs_id, "Policy": _policy_text(new["FileSystemPolicy"])},
                )
            else:
                await rc.call("efs", "DeleteFileSystemPolicy", {"FileSystemId": fs_id})

    @staticmethod
    def _refuse(props: dict[str, Any]) -> None:
        if props.get("LifecyclePolicies"):
            raise ResourceFailed(
                "labcloud does not support EFS lifecycle policies: LifecyclePolicies cannot be used"
            )
        if props.get("ReplicationConfiguration"):
            raise ResourceFailed(
                "labcloud does not support EFS replication: ReplicationConfiguration cannot be used"
            )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self._refuse(props)
        params: dict[str, Any] = {"CreationToken": f"cfn-{uuid.uuid4().hex}"}
        for member in (
            "PerformanceMode",
            "ThroughputMode",
            "ProvisionedThroughputInMibps",
            "Encrypted",
            "KmsKeyId",
            "AvailabilityZoneName",
        ):
            if props.get(member) is not None:
                params[member] = props[member]
        tags = _tags(props.get("FileSystemTags"))
        if tags:
            params["Tags"] = [{"Key": k, "Value": v} for k, v in tags.items()]
        made = await rc.call("efs", "CreateFileSystem", params)
        fs_id = str(made["FileSystemId"])
        await self._policies(rc, fs_id, {}, props)
        return Created(fs_id, {"FileSystemId": fs_id, "Arn": made["FileSystemArn"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self._refuse(new)
        await self._policies(rc, physical_id, old, new)
        await _retag(rc, physical_id, _tags(old.get("FileSystemTags")), _tags(new.get("FileSystemTags")))
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("efs", "DeleteFileSystem", {"FileSystemId": physical_id})


class MountTarget(Handler):
    type = "AWS::EFS::MountTarget"
    known = frozenset(
        {"FileSystemId", "SubnetId", "SecurityGroups", "IpAddress", "Ipv6Address", "IpAddressType"}
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = {k: props[k] for k in self.known if props.get(k) is not None}
        made = await rc.call("efs", "CreateMountTarget", params)
        mt_id = str(made["MountTargetId"])
        return Created(mt_id, {"Id": mt_id, "IpAddress": made.get("IpAddress", "")})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if new.get("SecurityGroups") != old.get("SecurityGroups"):
            await rc.call(
                "efs",
                "ModifyMountTargetSecurityGroups",
                {"MountTargetId": physical_id, "SecurityGroups": list(new.get("SecurityGroups") or [])},
            )
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("efs", "DeleteMountTarget", {"MountTargetId": physical_id})


class AccessPoint(Handler):
    type = "AWS::EFS::AccessPoint"
    known = frozenset({"FileSystemId", "PosixUser", "RootDirectory", "AccessPointTags", "ClientToken"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {
            "FileSystemId": props["FileSystemId"],
            "ClientToken": str(props.get("ClientToken") or f"cfn-{uuid.uuid4().hex[:24]}"),
        }
        user = props.get("PosixUser")
        if user:
            params["PosixUser"] = {
                "Uid": int(user["Uid"]),
                "Gid": int(user["Gid"]),
                **(
                    {"SecondaryGids": [int(g) for g in user["SecondaryGids"]]}
                    if user.get("SecondaryGids")
                    else {}
                ),
            }
        root = props.get("RootDirectory")
        if root:
            params["RootDirectory"] = {k: v for k, v in root.items() if k in ("Path", "CreationInfo")}
            info = params["RootDirectory"].get("CreationInfo")
            if info:
                params["RootDirectory"]["CreationInfo"] = {
                    "OwnerUid": int(info["OwnerUid"]),
                    "OwnerGid": int(info["OwnerGid"]),
                    "Permissions": str(info["Permissions"]),
                }
        tags = _tags(props.get("AccessPointTags"))
        if tags:
            params["Tags"] = [{"Key": k, "Value": v} for k, v in tags.items()]
        made = await rc.call("efs", "CreateAccessPoint", params)
        ap_id = str(made["AccessPointId"])
        return Created(ap_id, {"AccessPointId": ap_id, "Arn": made["AccessPointArn"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await _retag(rc, physical_id, _tags(old.get("AccessPointTags")), _tags(new.get("AccessPointTags")))
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("efs", "DeleteAccessPoint", {"AccessPointId": physical_id})


HANDLERS = (FileSystem(), MountTarget(), AccessPoint())
