"""AWS::RDS::DBCluster, DBInstance (Ref: the identifier), DBSubnetGroup (Ref: the name),
DBClusterParameterGroup and DBParameterGroup (Ref: the name) through RDS's API.

A cluster or instance is created when its postgres server answers (``available``), as CloudFormation
waits; ``Endpoint.Address``/``Endpoint.Port`` are the server's; a cluster with ``SnapshotIdentifier`` is
restored from that snapshot. Deleting skips the final snapshot (the Snapshot deletion policy still
deletes like Delete). Changes RDS modifies in
place (scaling, the Data API flag, passwords, windows, protection, tags) are modified; the schema's
create-only properties replace."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    wait_until,
)

#: How long a create waits for ``available`` (a postgres server starts in a second or two).
WAIT_SECONDS = 120.0


def _tags(items: Any) -> dict[str, str]:
    return {str(t["Key"]): str(t.get("Value", "")) for t in items or []}


def _bool(value: Any) -> bool:
    return value is True or str(value).lower() == "true"


async def _retag(rc: ResourceCall, arn: str, old: Any, new: Any) -> None:
    before, after = _tags(old), _tags(new)
    gone = [k for k in before if k not in after]
    if gone:
        await rc.call("rds", "RemoveTagsFromResource", {"ResourceName": arn, "TagKeys": gone})
    if after and after != before:
        await rc.call(
            "rds",
            "AddTagsToResource",
            {"ResourceName": arn, "Tags": [{"Key": k, "Value": v} for k, v in after.items()]},
        )


async def _wait(
    rc: ResourceCall, operation: str, member: str, name: str, listed: str, status: str
) -> dict[str, Any]:
    """Describe ``name`` until it is available (a postgres server starting); ``failed`` fails at once."""
    found: dict[str, Any] = {}

    async def available() -> bool:
        found.update((await rc.call("rds", operation, {member: name}))[listed][0])
        if found[status] == "failed":
            raise ResourceFailed(f"{name} failed: its PostgreSQL server could not start")
        return bool(found[status] == "available")

    await wait_until(available, name, WAIT_SECONDS)
    return found


def _copy(props: dict[str, Any], members: tuple[str, ...], numbers: tuple[str, ...] = ()) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for member in members:
        value = props.get(member)
        if value is None:
            continue
        out[member] = int(value) if member in numbers else value
    return out


_CLUSTER_MEMBERS = (
    "Engine", "EngineVersion", "EngineMode", "MasterUsername", "MasterUserPassword", "DatabaseName", "Port",
    "DBSubnetGroupName", "VpcSecurityGroupIds", "DBClusterParameterGroupName", "AvailabilityZones",
    "BackupRetentionPeriod", "PreferredBackupWindow", "PreferredMaintenanceWindow", "StorageEncrypted", "KmsKeyId",
    "EnableIAMDatabaseAuthentication", "DeletionProtection", "CopyTagsToSnapshot", "EnableHttpEndpoint",
    "ServerlessV2ScalingConfiguration", "EnableCloudwatchLogsExports", "StorageType", "NetworkType",
    "ManageMasterUserPassword", "EngineLifecycleSupport", "AutoMinorVersionUpgrade",
    "ScalingConfiguration",  # Aurora Serverless v1: passed on for RDS's own refusal, which says why
)  # fmt: skip
_CLUSTER_MODIFY = (
    "MasterUserPassword", "EnableHttpEndpoint", "ServerlessV2ScalingConfiguration", "DeletionProtection",
    "BackupRetentionPeriod", "PreferredBackupWindow", "PreferredMaintenanceWindow", "DBClusterParameterGroupName",
    "VpcSecurityGroupIds", "CopyTagsToSnapshot", "EnableIAMDatabaseAuthentication",
)  # fmt: skip


#: CreateDBCluster members RestoreDBClusterFromSnapshot does not take (the snapshot decides them).
_NOT_ON_RESTORE = (
    "MasterUsername", "MasterUserPassword", "ManageMasterUserPassword", "DatabaseName", "StorageEncrypted",
    "PreferredMaintenanceWindow", "AutoMinorVersionUpgrade", "ScalingConfiguration",
)  # fmt: skip


class DBCluster(Handler):
    type = "AWS::RDS::DBCluster"
    known = frozenset(
        {*_CLUSTER_MEMBERS, "DBClusterIdentifier", "Tags", "MasterUserSecret", "SnapshotIdentifier"}
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("DBClusterIdentifier") or rc.physical_name(63, lower=True)).lower()
        params = {
            "DBClusterIdentifier": name,
            **_copy(props, _CLUSTER_MEMBERS, ("Port", "BackupRetentionPeriod")),
        }
        secret_key = (props.get("MasterUserSecret") or {}).get("KmsKeyId")
        if secret_key:
            params["MasterUserSecretKmsKeyId"] = secret_key
        if props.get("Tags"):
            params["Tags"] = [{"Key": k, "Value": v} for k, v in _tags(props["Tags"]).items()]
        if props.get("SnapshotIdentifier"):
            return await self._restore(rc, name, params, props)
        await rc.call("rds", "CreateDBCluster", params)
        cluster = await _wait(rc, "DescribeDBClusters", "DBClusterIdentifier", name, "DBClusters", "Status")
        return Created(name, self._attributes(cluster))

    async def _restore(
        self, rc: ResourceCall, name: str, params: dict[str, Any], props: dict[str, Any]
    ) -> Created:
        """SnapshotIdentifier: RestoreDBClusterFromSnapshot (the master user, password and database are the
        snapshot's: giving them is refused, as AWS refuses them)."""
        given = sorted(m for m in _NOT_ON_RESTORE if props.get(m) is not None)
        if given:
            raise ResourceFailed(
                f"{', '.join(given)} cannot be specified with SnapshotIdentifier: they come from the snapshot"
            )
        data_api = _bool(params.pop("EnableHttpEndpoint", False))
        params["SnapshotIdentifier"] = props["SnapshotIdentifier"]
        params.setdefault("Engine", "aurora-postgresql")
        made = await rc.call("rds", "RestoreDBClusterFromSnapshot", params)
        if data_api:
            await rc.call("rds", "EnableHttpEndpoint", {"ResourceArn": made["DBCluster"]["DBClusterArn"]})
        cluster = await _wait(rc, "DescribeDBClusters", "DBClusterIdentifier", name, "DBClusters", "Status")
        return Created(name, self._attributes(cluster))

    @staticmethod
    def _attributes(cluster: dict[str, Any]) -> dict[str, Any]:
        out = {
            "DBClusterArn": cluster["DBClusterArn"],
            "DBClusterResourceId": cluster["DbClusterResourceId"],
            "Endpoint.Address": cluster["Endpoint"],
            "Endpoint.Port": str(cluster["Port"]),
            "ReadEndpoint.Address": cluster["ReaderEndpoint"],
        }
        if cluster.get("MasterUserSecret"):
            out["MasterUserSecret.SecretArn"] = cluster["MasterUserSecret"]["SecretArn"]
        return out

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        changed = {
            m: new.get(m) for m in _CLUSTER_MODIFY if new.get(m) != old.get(m) and new.get(m) is not None
        }
        fixed = sorted(m for m in self.known - {*_CLUSTER_MODIFY, "Tags"} if new.get(m) != old.get(m))
        if fixed:
            raise ResourceFailed(
                f"labcloud cannot change these DBCluster properties in place: {', '.join(fixed)}"
            )
        if changed:
            if "BackupRetentionPeriod" in changed:
                changed["BackupRetentionPeriod"] = int(str(changed["BackupRetentionPeriod"]))
            await rc.call(
                "rds",
                "ModifyDBCluster",
                {"DBClusterIdentifier": physical_id, "ApplyImmediately": True, **changed},
            )
        await _retag(rc, str(attributes["DBClusterArn"]), old.get("Tags"), new.get("Tags"))
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "rds", "DeleteDBCluster", {"DBClusterIdentifier": physical_id, "SkipFinalSnapshot": True}
        )


_INSTANCE_MEMBERS = (
    "DBInstanceClass", "Engine", "EngineVersion", "DBClusterIdentifier", "MasterUsername", "MasterUserPassword",
    "DBName", "AllocatedStorage", "MaxAllocatedStorage", "StorageType", "Port", "DBSubnetGroupName",
    "DBParameterGroupName", "AvailabilityZone", "MultiAZ", "PubliclyAccessible", "BackupRetentionPeriod",
    "PreferredBackupWindow", "PreferredMaintenanceWindow", "StorageEncrypted", "KmsKeyId",
    "EnableIAMDatabaseAuthentication", "DeletionProtection", "CopyTagsToSnapshot", "AutoMinorVersionUpgrade",
    "PromotionTier", "EnablePerformanceInsights", "MonitoringInterval", "EnableCloudwatchLogsExports",
    "CACertificateIdentifier", "ManageMasterUserPassword", "NetworkType",
)  # fmt: skip
_INSTANCE_NUMBERS = (
    "AllocatedStorage",
    "MaxAllocatedStorage",
    "Port",
    "BackupRetentionPeriod",
    "PromotionTier",
    "MonitoringInterval",
)
_INSTANCE_MODIFY = (
    "DBInstanceClass", "MasterUserPassword", "AllocatedStorage", "MaxAllocatedStorage", "BackupRetentionPeriod",
    "PreferredBackupWindow", "PreferredMaintenanceWindow", "DeletionProtection", "CopyTagsToSnapshot",
    "AutoMinorVersionUpgrade", "PubliclyAccessible", "DBParameterGroupName", "PromotionTier", "MultiAZ",
)  # fmt: skip


class DBInstance(Handler):
    type = "AWS::RDS::DBInstance"
    known = frozenset(
        {
            *_INSTANCE_MEMBERS,
            "DBInstanceIdentifier",
            "Tags",
            "VPCSecurityGroups",
            "MasterUserSecret",
            "DeleteAutomatedBackups",
        }
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("DBInstanceIdentifier") or rc.physical_name(63, lower=True)).lower()
        params = {"DBInstanceIdentifier": name, **_copy(props, _INSTANCE_MEMBERS, _INSTANCE_NUMBERS)}
        if props.get("VPCSecurityGroups"):
            params["VpcSecurityGroupIds"] = list(props["VPCSecurityGroups"])
        secret_key = (props.get("MasterUserSecret") or {}).get("KmsKeyId")
        if secret_key:
            params["MasterUserSecretKmsKeyId"] = secret_key
        if props.get("Tags"):
            params["Tags"] = [{"Key": k, "Value": v} for k, v in _tags(props["Tags"]).items()]
        await rc.call("rds", "CreateDBInstance", params)
        instance = await _wait(
            rc, "DescribeDBInstances", "DBInstanceIdentifier", name, "DBInstances", "DBInstanceStatus"
        )
        out = {
            "DBInstanceArn": instance["DBInstanceArn"],
            "DbiResourceId": instance["DbiResourceId"],
            "Endpoint.Address": instance["Endpoint"]["Address"],
            "Endpoint.Port": str(instance["Endpoint"]["Port"]),
            "Endpoint.HostedZoneId": instance["Endpoint"]["HostedZoneId"],
        }
        if instance.get("MasterUserSecret"):
            out["MasterUserSecret.SecretArn"] = instance["MasterUserSecret"]["SecretArn"]
        return Created(name, out)

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        changed = {
            m: new.get(m) for m in _INSTANCE_MODIFY if new.get(m) != old.get(m) and new.get(m) is not None
        }
        if changed:
            for member in _INSTANCE_NUMBERS:
                if member in changed:
                    changed[member] = int(str(changed[member]))
            await rc.call(
                "rds",
                "ModifyDBInstance",
                {"DBInstanceIdentifier": physical_id, "ApplyImmediately": True, **changed},
            )
        await _retag(rc, str(attributes["DBInstanceArn"]), old.get("Tags"), new.get("Tags"))
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "rds", "DeleteDBInstance", {"DBInstanceIdentifier": physical_id, "SkipFinalSnapshot": True}
        )


class DBSubnetGroup(Handler):
    type = "AWS::RDS::DBSubnetGroup"
    known = frozenset({"DBSubnetGroupName", "DBSubnetGroupDescription", "SubnetIds", "Tags"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("DBSubnetGroupName") or rc.physical_name(255, lower=True)).lower()
        params: dict[str, Any] = {
            "DBSubnetGroupName": name,
            "DBSubnetGroupDescription": props["DBSubnetGroupDescription"],
            "SubnetIds": list(props["SubnetIds"]),
        }
        if props.get("Tags"):
            params["Tags"] = [{"Key": k, "Value": v} for k, v in _tags(props["Tags"]).items()]
        made = await rc.call("rds", "CreateDBSubnetGroup", params)
        return Created(name, {"DBSubnetGroupArn": made["DBSubnetGroup"]["DBSubnetGroupArn"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if new.get("SubnetIds") != old.get("SubnetIds") or new.get("DBSubnetGroupDescription") != old.get(
            "DBSubnetGroupDescription"
        ):
            await rc.call(
                "rds",
                "ModifyDBSubnetGroup",
                {
                    "DBSubnetGroupName": physical_id,
                    "DBSubnetGroupDescription": new["DBSubnetGroupDescription"],
                    "SubnetIds": list(new["SubnetIds"]),
                },
            )
        arn = attributes.get("DBSubnetGroupArn")
        if arn:
            await _retag(rc, str(arn), old.get("Tags"), new.get("Tags"))
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("rds", "DeleteDBSubnetGroup", {"DBSubnetGroupName": physical_id})


class _ParameterGroup(Handler):
    member = ""
    created = ""
    prefix = ""

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get(self.member) or rc.physical_name(255, lower=True)).lower()
        params: dict[str, Any] = {
            self.member: name,
            "DBParameterGroupFamily": props["Family"],
            "Description": props["Description"],
        }
        if props.get("Tags"):
            params["Tags"] = [{"Key": k, "Value": v} for k, v in _tags(props["Tags"]).items()]
        await rc.call("rds", f"Create{self.prefix}ParameterGroup", params)
        await self._parameters(rc, name, props.get("Parameters"))
        return Created(name, {})

    async def _parameters(self, rc: ResourceCall, name: str, given: Any) -> None:
        items = [
            {"ParameterName": str(k), "ParameterValue": str(v), "ApplyMethod": "pending-reboot"}
            for k, v in (given or {}).items()
        ]
        for start in range(0, len(items), 20):
            await rc.call(
                "rds",
                f"Modify{self.prefix}ParameterGroup",
                {self.member: name, "Parameters": items[start : start + 20]},
            )

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if new.get("Parameters") != old.get("Parameters"):
            await self._parameters(rc, physical_id, new.get("Parameters"))
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("rds", f"Delete{self.prefix}ParameterGroup", {self.member: physical_id})


class DBClusterParameterGroup(_ParameterGroup):
    type = "AWS::RDS::DBClusterParameterGroup"
    known = frozenset({"DBClusterParameterGroupName", "Family", "Description", "Parameters", "Tags"})
    member = "DBClusterParameterGroupName"
    prefix = "DBCluster"


class DBParameterGroup(_ParameterGroup):
    type = "AWS::RDS::DBParameterGroup"
    known = frozenset({"DBParameterGroupName", "Family", "Description", "Parameters", "Tags"})
    member = "DBParameterGroupName"
    prefix = "DB"


HANDLERS = (DBCluster(), DBInstance(), DBSubnetGroup(), DBClusterParameterGroup(), DBParameterGroup())
