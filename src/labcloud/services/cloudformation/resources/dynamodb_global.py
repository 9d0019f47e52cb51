"""AWS::DynamoDB::GlobalTable: a version 2019.11.21 global table, the table in the stack's region and one
replica per other ``Replicas`` entry (UpdateTable ReplicaUpdates, each waited to ACTIVE), with each
replica's tags, point-in-time recovery, deletion protection, table class and KMS key in its own region.

labcloud's global tables are on-demand (no auto scaling), so ``WriteProvisionedThroughputSettings``
and the replicas' read settings are refused, as are the replica features labcloud does not have.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
    wait_until,
)

_REFUSED = (
    "WriteProvisionedThroughputSettings",
    "WriteOnDemandThroughputSettings",
    "MultiRegionConsistency",
    "GlobalTableWitnesses",
    "WarmThroughput",
)
_REPLICA_REFUSED = (
    "ReadProvisionedThroughputSettings",
    "ReadOnDemandThroughputSettings",
    "ContributorInsightsSpecification",
    "KinesisStreamSpecification",
    "ResourcePolicy",
    "ReplicaStreamSpecification",
)


def _replicas(props: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {r["Region"]: r for r in props.get("Replicas") or []}


class GlobalTable(Handler):
    type = "AWS::DynamoDB::GlobalTable"
    replace_on = frozenset({"KeySchema", "LocalSecondaryIndexes", "TableName"})

    def _check(self, rc: ResourceCall, props: dict[str, Any]) -> None:
        for name in _REFUSED:
            if props.get(name) is not None:
                raise ResourceFailed(
                    f"labcloud does not support {name} on {self.type} (global tables are on-demand)"
                )
        replicas = _replicas(props)
        if rc.region not in replicas:
            raise ResourceFailed(
                f"Properties validation failed for resource {rc.logical_id}: Replicas must include the stack's "
                f"region {rc.region}"
            )
        for replica in replicas.values():
            for name in _REPLICA_REFUSED:
                if replica.get(name) is not None:
                    raise ResourceFailed(f"labcloud does not support Replicas[].{name} on {self.type}")
        if (props.get("BillingMode") or "PROVISIONED") != "PAY_PER_REQUEST":
            raise ResourceFailed("Table write capacity should either be Pay-Per-Request or AutoScaled.")
        if len(replicas) > 1 and (props.get("StreamSpecification") or {}).get("StreamViewType") not in (
            None,
            "NEW_AND_OLD_IMAGES",
        ):
            raise ResourceFailed("StreamViewType must be NEW_AND_OLD_IMAGES for a global table with replicas")

    async def _table(self, rc: ResourceCall, name: str) -> dict[str, Any]:
        answer: dict[str, Any] = (await rc.call("dynamodb", "DescribeTable", {"TableName": name}))["Table"]
        return answer

    async def _settled(self, rc: ResourceCall, name: str) -> dict[str, Any]:
        seen: dict[str, Any] = {}

        async def active() -> bool:
            seen.update(await self._table(rc, name))
            return all(r.get("ReplicaStatus") == "ACTIVE" for r in seen.get("Replicas") or [])

        await wait_until(active, f"global table {name}")
        return seen

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("TableName") or rc.physical_name(255, prop="TableName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        self._check(rc, props)
        name = props.get("TableName") or rc.physical_name(255, prop="TableName")
        params: dict[str, Any] = {
            "TableName": name,
            "AttributeDefinitions": props["AttributeDefinitions"],
            "KeySchema": props["KeySchema"],
            "BillingMode": "PAY_PER_REQUEST",
        }
        for key in ("GlobalSecondaryIndexes", "LocalSecondaryIndexes"):
            if props.get(key):
                params[key] = props[key]
        if props.get("StreamSpecification"):
            params["StreamSpecification"] = {
                "StreamEnabled": True,
                "StreamViewType": props["StreamSpecification"]["StreamViewType"],
            }
        sse = props.get("SSESpecification") or {}
        if as_bool(sse.get("SSEEnabled", False)):
            params["SSESpecification"] = {"Enabled": True, "SSEType": sse.get("SSEType") or "KMS"}
            own_key = (_replicas(props)[rc.region].get("SSESpecification") or {}).get("KMSMasterKeyId")
            if own_key:
                params["SSESpecification"]["KMSMasterKeyId"] = own_key
        table_class = _replicas(props)[rc.region].get("TableClass")
        if table_class:
            params["TableClass"] = table_class
        await rc.call("dynamodb", "CreateTable", params)
        try:
            await self._ttl(rc, name, None, props.get("TimeToLiveSpecification"))
            for region, replica in _replicas(props).items():
                if region != rc.region:
                    await self._add(rc, name, replica)
            for replica in _replicas(props).values():
                await self._replica_settings(rc, name, None, replica)
            description = await self._settled(rc, name)
        except ResourceFailed:
            await self._delete_all(rc, name)
            raise
        return Created(name, self._attrs(description))

    def _attrs(self, description: dict[str, Any]) -> dict[str, Any]:
        attrs = {"Arn": description["TableArn"], "TableId": description["TableId"]}
        if description.get("LatestStreamArn"):
            attrs["StreamArn"] = description["LatestStreamArn"]
        return attrs

    async def _add(self, rc: ResourceCall, name: str, replica: dict[str, Any]) -> None:
        spec: dict[str, Any] = {"RegionName": replica["Region"]}
        if replica.get("TableClass"):
            spec["TableClassOverride"] = replica["TableClass"]
        key = (replica.get("SSESpecification") or {}).get("KMSMasterKeyId")
        if key:
            spec["KMSMasterKeyId"] = key
        await rc.call("dynamodb", "UpdateTable", {"TableName": name, "ReplicaUpdates": [{"Create": spec}]})
        await self._settled(rc, name)

    async def _ttl(self, rc: ResourceCall, name: str, old: Any, new: Any) -> None:
        if old == new:
            return
        if new and as_bool(new.get("Enabled")):
            spec = {"Enabled": True, "AttributeName": new["AttributeName"]}
        elif old and as_bool(old.get("Enabled")):
            spec = {"Enabled": False, "AttributeName": old["AttributeName"]}
        else:
            return
        await rc.call("dynamodb", "UpdateTimeToLive", {"TableName": name, "TimeToLiveSpecification": spec})

    async def _replica_settings(
        self, rc: ResourceCall, name: str, old: dict[str, Any] | None, new: dict[str, Any]
    ) -> None:
        """A replica's own settings, made in its region: tags, point-in-time recovery, deletion protection."""
        old = old or {}
        there = replace(rc, region=new["Region"])
        arn = f"arn:aws:dynamodb:{new['Region']}:{rc.account}:table/{name}"
        old_tags = {t["Key"]: t["Value"] for t in old.get("Tags") or []}
        new_tags = {t["Key"]: t["Value"] for t in new.get("Tags") or []}
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await there.call("dynamodb", "UntagResource", {"ResourceArn": arn, "TagKeys": gone})
        if new_tags and new_tags != old_tags:
            tags = [{"Key": k, "Value": v} for k, v in new_tags.items()]
            await there.call("dynamodb", "TagResource", {"ResourceArn": arn, "Tags": tags})
        pitr = as_bool(
            (new.get("PointInTimeRecoverySpecification") or {}).get("PointInTimeRecoveryEnabled", False)
        )
        was = as_bool(
            (old.get("PointInTimeRecoverySpecification") or {}).get("PointInTimeRecoveryEnabled", False)
        )
        if pitr != was:
            await there.call(
                "dynamodb",
                "UpdateContinuousBackups",
                {"TableName": name, "PointInTimeRecoverySpecification": {"PointInTimeRecoveryEnabled": pitr}},
            )
        protected = as_bool(new.get("DeletionProtectionEnabled", False))
        if protected != as_bool(old.get("DeletionProtectionEnabled", False)):
            await there.call(
                "dynamodb", "UpdateTable", {"TableName": name, "DeletionProtectionEnabled": protected}
            )
        if old and new.get("TableClass") != old.get("TableClass") and new["Region"] != rc.region:
            await rc.call(
                "dynamodb",
                "UpdateTable",
                {
                    "TableName": name,
                    "ReplicaUpdates": [
                        {
                            "Update": {
                                "RegionName": new["Region"],
                                "TableClassOverride": new.get("TableClass") or "STANDARD",
                            }
                        }
                    ],
                },
            )
        elif old and new.get("TableClass") != old.get("TableClass"):
            await rc.call(
                "dynamodb",
                "UpdateTable",
                {"TableName": name, "TableClass": new.get("TableClass") or "STANDARD"},
            )

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self._check(rc, new)
        name = physical_id
        for key in (
            "GlobalSecondaryIndexes",
            "AttributeDefinitions",
            "SSESpecification",
            "StreamSpecification",
        ):
            if old.get(key) != new.get(key):
                raise ResourceFailed(f"labcloud does not update {key} of {self.type} in place")
        old_replicas, new_replicas = _replicas(old), _replicas(new)
        for region in old_replicas:
            if region not in new_replicas:
                await self._remove(rc, name, region)
        for region, replica in new_replicas.items():
            if region not in old_replicas:
                await self._add(rc, name, replica)
        for region, replica in new_replicas.items():
            await self._replica_settings(rc, name, old_replicas.get(region), replica)
        await self._ttl(rc, name, old.get("TimeToLiveSpecification"), new.get("TimeToLiveSpecification"))
        return self._attrs(await self._settled(rc, name))

    async def _remove(self, rc: ResourceCall, name: str, region: str) -> None:
        await rc.call_quiet(
            "dynamodb",
            "UpdateTable",
            {"TableName": name, "ReplicaUpdates": [{"Delete": {"RegionName": region}}]},
        )

    async def _delete_all(self, rc: ResourceCall, name: str) -> None:
        try:
            table = await self._table(rc, name)
        except ResourceFailed:
            return
        for replica in table.get("Replicas") or []:
            await self._remove(rc, name, replica["RegionName"])
        await rc.call_quiet("dynamodb", "DeleteTable", {"TableName": name})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await self._delete_all(rc, physical_id)
