"""AWS::KMS::Key, AWS::KMS::ReplicaKey and AWS::KMS::Alias."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
    as_json_text,
)


def _kms_tags(props: dict[str, Any]) -> list[dict[str, str]]:
    return [{"TagKey": str(t["Key"]), "TagValue": str(t["Value"])} for t in props.get("Tags") or []]


class Key(Handler):
    type = "AWS::KMS::Key"
    known = frozenset(
        {
            "Description",
            "Enabled",
            "EnableKeyRotation",
            "KeyPolicy",
            "KeySpec",
            "KeyUsage",
            "MultiRegion",
            "Origin",
            "PendingWindowInDays",
            "RotationPeriodInDays",
            "Tags",
            "BypassPolicyLockoutSafetyCheck",
        }
    )
    replace_on = frozenset({"KeySpec", "KeyUsage", "MultiRegion", "Origin"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {}
        for name in ("Description", "KeySpec", "KeyUsage", "Origin"):
            if name in props:
                params[name] = props[name]
        if "MultiRegion" in props:
            params["MultiRegion"] = as_bool(props["MultiRegion"])
        if "KeyPolicy" in props:
            params["Policy"] = as_json_text(props["KeyPolicy"])
        if "BypassPolicyLockoutSafetyCheck" in props:
            params["BypassPolicyLockoutSafetyCheck"] = as_bool(props["BypassPolicyLockoutSafetyCheck"])
        if props.get("Tags"):
            params["Tags"] = _kms_tags(props)
        meta = (await rc.call("kms", "CreateKey", params))["KeyMetadata"]
        key_id = meta["KeyId"]
        try:
            await self._settings(rc, key_id, {}, props)
        except ResourceFailed:
            await rc.call_quiet("kms", "ScheduleKeyDeletion", {"KeyId": key_id, "PendingWindowInDays": 7})
            raise
        return Created(key_id, {"Arn": meta["Arn"], "KeyId": key_id})

    async def _settings(
        self, rc: ResourceCall, key_id: str, old: dict[str, Any], new: dict[str, Any]
    ) -> None:
        rotation = as_bool(new.get("EnableKeyRotation", False))
        if rotation != as_bool(old.get("EnableKeyRotation", False)) or (
            rotation and new.get("RotationPeriodInDays") != old.get("RotationPeriodInDays")
        ):
            if rotation:
                params: dict[str, Any] = {"KeyId": key_id}
                if "RotationPeriodInDays" in new:
                    params["RotationPeriodInDays"] = new["RotationPeriodInDays"]
                await rc.call("kms", "EnableKeyRotation", params)
            else:
                await rc.call("kms", "DisableKeyRotation", {"KeyId": key_id})
        enabled = as_bool(new.get("Enabled", True))
        if enabled != as_bool(old.get("Enabled", True)):
            await rc.call("kms", "EnableKey" if enabled else "DisableKey", {"KeyId": key_id})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if old.get("Description") != new.get("Description"):
            await rc.call(
                "kms",
                "UpdateKeyDescription",
                {"KeyId": physical_id, "Description": new.get("Description", "")},
            )
        if old.get("KeyPolicy") != new.get("KeyPolicy") and "KeyPolicy" in new:
            await rc.call(
                "kms",
                "PutKeyPolicy",
                {"KeyId": physical_id, "PolicyName": "default", "Policy": as_json_text(new["KeyPolicy"])},
            )
        await self._settings(rc, physical_id, old, new)
        old_tags = {t["Key"]: t["Value"] for t in old.get("Tags") or []}
        new_tags = {t["Key"]: t["Value"] for t in new.get("Tags") or []}
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("kms", "UntagResource", {"KeyId": physical_id, "TagKeys": gone})
        if new_tags and new_tags != old_tags:
            await rc.call("kms", "TagResource", {"KeyId": physical_id, "Tags": _kms_tags(new)})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        days = int(props.get("PendingWindowInDays", 30))
        try:
            await rc.call("kms", "ScheduleKeyDeletion", {"KeyId": physical_id, "PendingWindowInDays": days})
        except ResourceFailed as error:
            if "NotFound" in error.reason or "pending deletion" in error.reason:
                return
            raise


class Alias(Handler):
    type = "AWS::KMS::Alias"
    known = frozenset({"AliasName", "TargetKeyId"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("AliasName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props["AliasName"])
        await rc.call("kms", "CreateAlias", {"AliasName": name, "TargetKeyId": props["TargetKeyId"]})
        return Created(name, {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if old.get("TargetKeyId") != new.get("TargetKeyId"):
            await rc.call("kms", "UpdateAlias", {"AliasName": physical_id, "TargetKeyId": new["TargetKeyId"]})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("kms", "DeleteAlias", {"AliasName": physical_id})


class ReplicaKey(Handler):
    """A replica, in the stack's Region, of a multi-Region primary key named by its ARN (labcloud serves
    every Region on one endpoint, so the primary's Region is reached the same way)."""

    type = "AWS::KMS::ReplicaKey"
    known = frozenset({"Description", "Enabled", "KeyPolicy", "PendingWindowInDays", "PrimaryKeyArn", "Tags"})
    replace_on = frozenset({"PrimaryKeyArn"})
    attributes = frozenset({"Arn", "KeyId"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {
            "KeyId": props["PrimaryKeyArn"],
            "ReplicaRegion": rc.region,
            "Policy": as_json_text(props["KeyPolicy"]),
        }
        if "Description" in props:
            params["Description"] = props["Description"]
        if props.get("Tags"):
            params["Tags"] = _kms_tags(props)
        meta = (await rc.call("kms", "ReplicateKey", params))["ReplicaKeyMetadata"]
        key_id = meta["KeyId"]
        if not as_bool(props.get("Enabled", True)):
            await rc.call("kms", "DisableKey", {"KeyId": key_id})
        return Created(key_id, {"Arn": meta["Arn"], "KeyId": key_id})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        # a replica's own properties are a key's: description, policy, enabled state and tags
        return await Key().update(rc, physical_id, old, new, attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await Key().delete(rc, physical_id, props, attributes)
