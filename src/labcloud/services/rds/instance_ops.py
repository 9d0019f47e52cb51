"""DB instances: a standalone ``postgres`` instance runs its own postgres server; an
``aurora-postgresql`` instance joins its cluster and shares the cluster's server (its endpoint is the
cluster's). Create, Describe (by identifier, ARN or filters), Modify (a subset), Delete."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.rds import (
    cluster_ops,
    common,
    describing,
    names,
    requests,
    secrets,
    servers,
    snapshot_docs,
    snapshots,
    views,
)
from labcloud.services.rds.engines import EngineError, change_password
from labcloud.services.rds.errors import (
    engine_failed,
    instance_exists,
    instance_not_found,
    instance_state,
    invalid_combination,
    invalid_value,
    unsupported,
)
from labcloud.services.rds.events import publish
from labcloud.services.rds.state import RdsState

if TYPE_CHECKING:
    from labcloud.services.rds.api import (
        CreateDBInstanceRequest,
        CreateDBInstanceResponse,
        DeleteDBInstanceRequest,
        DeleteDBInstanceResponse,
        DescribeDBInstancesRequest,
        DescribeDBInstancesResponse,
        ModifyDBInstanceRequest,
        ModifyDBInstanceResponse,
    )

Doc = dict[str, Any]

_CREATE = {
    "DBInstanceIdentifier", "DBInstanceClass", "Engine", "EngineVersion", "DBClusterIdentifier", "MasterUsername",
    "MasterUserPassword", "ManageMasterUserPassword", "MasterUserSecretKmsKeyId", "DBName", "AllocatedStorage",
    "MaxAllocatedStorage", "StorageType", "Port", "DBSubnetGroupName", "VpcSecurityGroupIds", "DBParameterGroupName",
    "AvailabilityZone", "MultiAZ", "PubliclyAccessible", "BackupRetentionPeriod", "PreferredBackupWindow",
    "PreferredMaintenanceWindow", "Tags", "StorageEncrypted", "KmsKeyId", "EnableIAMDatabaseAuthentication",
    "DeletionProtection", "CopyTagsToSnapshot", "AutoMinorVersionUpgrade", "PromotionTier",
    "EnablePerformanceInsights", "MonitoringInterval", "EnableCloudwatchLogsExports", "NetworkType",
    "CACertificateIdentifier", "LicenseModel", "EngineLifecycleSupport", "Iops", "StorageThroughput",
    "DedicatedLogVolume",
}  # fmt: skip
_MODIFY = {
    "DBInstanceIdentifier", "ApplyImmediately", "DBInstanceClass", "MasterUserPassword", "AllocatedStorage",
    "MaxAllocatedStorage", "BackupRetentionPeriod", "PreferredBackupWindow", "PreferredMaintenanceWindow",
    "DeletionProtection", "CopyTagsToSnapshot", "AutoMinorVersionUpgrade", "PubliclyAccessible",
    "VpcSecurityGroupIds", "DBParameterGroupName", "PromotionTier", "EngineVersion", "StorageType",
    "EnablePerformanceInsights", "MonitoringInterval", "CACertificateIdentifier", "MultiAZ",
}  # fmt: skip
_CLASS_FAMILIES = (
    "db.t3.",
    "db.t4g.",
    "db.m5.",
    "db.m6g.",
    "db.m6i.",
    "db.m7g.",
    "db.r5.",
    "db.r6g.",
    "db.r6i.",
    "db.r7g.",
    "db.serverless",
    "db.t2.",
    "db.m4.",
    "db.r4.",
    "db.m5d.",
    "db.r5d.",
    "db.x2g.",
)


def _or(req: dict[str, Any], member: str, default: int) -> int:
    value = req.get(member)
    return default if value is None else int(value)


def find(state: RdsState, ctx: RequestContext, given: str) -> Doc:
    name = given
    parsed = names.parse_arn(given)
    if parsed is not None:
        if parsed[2] != "instance" or parsed[:2] != (ctx.account_id, ctx.region):
            raise instance_not_found(given)
        name = parsed[3]
    doc = state.records.get("instance", ctx.account_id, ctx.region, name.lower())
    if doc is None:
        raise instance_not_found(given)
    return doc


def port_of(state: RdsState, ctx: RequestContext, doc: Doc) -> int:
    return int(doc["_port"])


def shown(state: RdsState, ctx: RequestContext, doc: Doc) -> Doc:
    status = common.settle(state, ctx, "instance", doc, "DBInstanceIdentifier")
    return views.instance(doc, status, port_of(state, ctx, doc))


def _subnet_group_view(group: Doc | None) -> Doc | None:
    return None if group is None else views.subnet_group(group)


async def create_db_instance(
    state: RdsState, request: CreateDBInstanceRequest, ctx: RequestContext
) -> CreateDBInstanceResponse:
    return await create(state, dict(request), ctx, None)


async def create(
    state: RdsState, req: dict[str, Any], ctx: RequestContext, seed: Path | None
) -> CreateDBInstanceResponse:
    """CreateDBInstance, or a restore (``seed``: the snapshot's data dir the server starts from)."""
    requests.only(req, "CreateDBInstance", _CREATE)
    instance_id = names.identifier(str(req["DBInstanceIdentifier"]), "DBInstanceIdentifier")
    engine = names.engine(str(req["Engine"]))
    klass = str(req["DBInstanceClass"])
    if not klass.startswith(_CLASS_FAMILIES):
        raise invalid_value(f"Invalid DB Instance class: {klass}")
    if state.records.get("instance", ctx.account_id, ctx.region, instance_id) is not None:
        raise instance_exists()
    now = clock.now()
    cluster: Doc | None = None
    if engine == "aurora-postgresql":
        if not req.get("DBClusterIdentifier"):
            raise invalid_value(
                "The requested DB Instance will be a member of a DB Cluster. Set DBClusterIdentifier."
            )
        for member in (
            "MasterUsername",
            "MasterUserPassword",
            "ManageMasterUserPassword",
            "DBName",
            "AllocatedStorage",
            "Port",
        ):
            if req.get(member):
                raise invalid_combination(
                    f"The requested DB Instance will be a member of a DB Cluster. You don't need to set {member}."
                )
        cluster = cluster_ops.find(state, ctx, str(req["DBClusterIdentifier"]))
        if klass == "db.serverless" and not cluster.get("ServerlessV2ScalingConfiguration"):
            raise invalid_value(
                "Set the DB cluster's ServerlessV2ScalingConfiguration before adding a db.serverless instance."
            )
        user, password, managed, database, port = (
            str(cluster["MasterUsername"]),
            "",
            False,
            cluster.get("_database"),
            int(cluster["_port"]),
        )
        engine_key, owns = servers.key_of(cluster), False
        group = common.subnet_group(state, ctx, str(cluster.get("DBSubnetGroup") or "") or None)
        version = str(cluster["EngineVersion"])
    else:
        if req.get("DBClusterIdentifier"):
            raise invalid_combination(
                "A postgres DB instance cannot join a DB cluster: use aurora-postgresql."
            )
        user, given_password, managed = common.credentials(req, "instance")
        password = given_password or ""
        database = cluster_ops.common_database(req.get("DBName"))
        group = common.subnet_group(state, ctx, req.get("DBSubnetGroupName"))
        common.servers_quota(state, ctx, "instance")
        storage = int(req.get("AllocatedStorage") or 0)
        if not 20 <= storage <= 65536:
            raise invalid_value(
                "Invalid storage size for engine name postgres and storage type gp2: it must be 20 to 65536 GiB."
            )
        port = common.port(req)
        engine_key, owns = servers.key(ctx.account_id, ctx.region, "instance", instance_id), True
        version = str(req.get("EngineVersion") or names.ENGINES[engine][1])
    family = f"{names.ENGINES[engine][2]}{version.split('.')[0]}"
    param_group = common.parameter_group(
        state, ctx, "pg", req.get("DBParameterGroupName"), f"default.{family}"
    )
    tags = requests.tags(req.get("Tags"))
    secret = None
    if managed:
        password = names.password()
        secret = await secrets.create(state, ctx, "db", user, password)
    if state.records.get("instance", ctx.account_id, ctx.region, instance_id) is not None:
        await secrets.delete(state, ctx, secret)
        raise instance_exists()
    doc: Doc = {
        "DBInstanceIdentifier": instance_id,
        "DBInstanceArn": names.arn(ctx, "instance", instance_id),
        "DbiResourceId": names.resource_id("db-"),
        "DBInstanceClass": klass,
        "Engine": engine,
        "EngineVersion": version,
        "MasterUsername": user,
        "AllocatedStorage": int(req.get("AllocatedStorage") or 1),
        "StorageType": str(req.get("StorageType") or ("aurora" if cluster else "gp2")),
        "AvailabilityZone": str(req.get("AvailabilityZone") or f"{ctx.region}a"),
        "MultiAZ": bool(req.get("MultiAZ", False)),
        "PubliclyAccessible": bool(req.get("PubliclyAccessible", False)),
        "BackupRetentionPeriod": int(_or(req, "BackupRetentionPeriod", 1)),
        "PreferredBackupWindow": str(req.get("PreferredBackupWindow") or "07:00-07:30"),
        "PreferredMaintenanceWindow": str(req.get("PreferredMaintenanceWindow") or "sun:05:00-sun:05:30"),
        "DBSecurityGroups": [],
        "VpcSecurityGroups": [
            {"VpcSecurityGroupId": g, "Status": "active"} for g in req.get("VpcSecurityGroupIds") or []
        ],
        "DBParameterGroups": [{"DBParameterGroupName": param_group, "ParameterApplyStatus": "in-sync"}],
        "OptionGroupMemberships": [
            {"OptionGroupName": f"default:{engine}-{version.split('.')[0]}", "Status": "in-sync"}
        ],
        "PendingModifiedValues": {},
        "AutoMinorVersionUpgrade": bool(req.get("AutoMinorVersionUpgrade", True)),
        "ReadReplicaDBInstanceIdentifiers": [],
        "LicenseModel": str(req.get("LicenseModel") or "postgresql-license"),
        "DbInstancePort": 0,
        "StorageEncrypted": bool(
            req.get("StorageEncrypted", bool(cluster and cluster.get("StorageEncrypted")))
        ),
        "CACertificateIdentifier": str(req.get("CACertificateIdentifier") or "rds-ca-rsa2048-g1"),
        "CopyTagsToSnapshot": bool(req.get("CopyTagsToSnapshot", False)),
        "IAMDatabaseAuthenticationEnabled": bool(req.get("EnableIAMDatabaseAuthentication", False)),
        "PerformanceInsightsEnabled": bool(req.get("EnablePerformanceInsights", False)),
        "MonitoringInterval": int(req.get("MonitoringInterval") or 0),
        "DeletionProtection": bool(req.get("DeletionProtection", False)),
        "CustomerOwnedIpEnabled": False,
        "BackupTarget": "region",
        "NetworkType": str(req.get("NetworkType") or "IPV4"),
        "DedicatedLogVolume": False,
        "EngineLifecycleSupport": str(
            req.get("EngineLifecycleSupport") or "open-source-rds-extended-support"
        ),
        "TagList": tags,
        "_created": now,
        "_status": "creating",
        "_password": password,
        "_port": port,
        "_database": database,
        "_engine": engine_key,
        "_owns_engine": owns,
    }
    if cluster is not None:
        doc["DBClusterIdentifier"] = cluster["DBClusterIdentifier"]
        doc["PromotionTier"] = _or(req, "PromotionTier", 1)
    if database and cluster is None:
        doc["DBName"] = database
    view = _subnet_group_view(group)
    if view is not None:
        doc["DBSubnetGroup"] = view
    if req.get("KmsKeyId") or doc["StorageEncrypted"]:
        doc["KmsKeyId"] = str(req.get("KmsKeyId") or f"arn:aws:kms:{ctx.region}:{ctx.account_id}:key/aws-rds")
    if req.get("MaxAllocatedStorage"):
        doc["MaxAllocatedStorage"] = int(req["MaxAllocatedStorage"])
    if req.get("EnableCloudwatchLogsExports"):
        doc["EnabledCloudwatchLogsExports"] = list(req["EnableCloudwatchLogsExports"])
    if secret is not None:
        doc["MasterUserSecret"] = secret
    with state.store.transaction():
        state.records.put("instance", ctx.account_id, ctx.region, instance_id, doc, now)
        publish(state, "rds.instance.created", ctx, instance_id, engine=engine, port=port)
    if owns:
        servers.start(state, doc, seed)
    return {"DBInstance": views.instance(doc, "creating", port)}  # type: ignore[typeddict-item]


#: DescribeDBInstances' filters and the values of an instance each matches.
_FILTERS: describing.Matchers = {
    "db-instance-id": lambda d: (d["DBInstanceIdentifier"], d["DBInstanceArn"]),
    "db-cluster-id": lambda d: (d.get("DBClusterIdentifier"),),
    "dbi-resource-id": lambda d: (d["DbiResourceId"],),
    "engine": lambda d: (d["Engine"],),
}


def describe_db_instances(
    state: RdsState, request: DescribeDBInstancesRequest, ctx: RequestContext
) -> DescribeDBInstancesResponse:
    return describing.described(  # type: ignore[return-value]
        state,
        ctx,
        dict(request),
        kind="instance",
        member="DBInstanceIdentifier",
        find=lambda given: find(state, ctx, given),
        matchers=_FILTERS,
        listed="DBInstances",
        show=lambda d: shown(state, ctx, d),
    )


async def modify_db_instance(
    state: RdsState, request: ModifyDBInstanceRequest, ctx: RequestContext
) -> ModifyDBInstanceResponse:
    req: dict[str, Any] = dict(request)
    requests.only(req, "ModifyDBInstance", _MODIFY)
    doc = find(state, ctx, str(req["DBInstanceIdentifier"]))
    if req.get("EngineVersion") and str(req["EngineVersion"]) != doc["EngineVersion"]:
        raise unsupported("engine version upgrades (the local server is PostgreSQL 16)")
    if req.get("MasterUserPassword"):
        if not doc.get("_owns_engine"):
            raise invalid_combination(
                "The master password of an Aurora instance is its cluster's: modify the DB cluster."
            )
        if doc.get("MasterUserSecret"):
            raise invalid_combination("This instance's master password is managed in Secrets Manager.")
        new = names.check_password(str(req["MasterUserPassword"]))
        try:
            await servers.ready(state, doc)
            await cluster_ops._to_thread(
                change_password, int(doc["_port"]), str(doc["MasterUsername"]), str(doc["_password"]), new
            )
        except EngineError as exc:
            raise engine_failed(str(exc)) from None
        doc["_password"] = new
    if req.get("DBInstanceClass"):
        klass = str(req["DBInstanceClass"])
        if not klass.startswith(_CLASS_FAMILIES):
            raise invalid_value(f"Invalid DB Instance class: {klass}")
        doc["DBInstanceClass"] = klass
    if req.get("DBParameterGroupName"):
        name = common.parameter_group(state, ctx, "pg", str(req["DBParameterGroupName"]), "")
        doc["DBParameterGroups"] = [{"DBParameterGroupName": name, "ParameterApplyStatus": "in-sync"}]
    if "VpcSecurityGroupIds" in req:
        doc["VpcSecurityGroups"] = [
            {"VpcSecurityGroupId": g, "Status": "active"} for g in req["VpcSecurityGroupIds"] or []
        ]
    if req.get("EnablePerformanceInsights") is not None:
        doc["PerformanceInsightsEnabled"] = bool(req["EnablePerformanceInsights"])
    for member in (
        "DeletionProtection",
        "CopyTagsToSnapshot",
        "AutoMinorVersionUpgrade",
        "PubliclyAccessible",
        "MultiAZ",
    ):
        if member in req:
            doc[member] = bool(req[member])
    for member in (
        "AllocatedStorage", "MaxAllocatedStorage", "BackupRetentionPeriod", "PreferredBackupWindow",
        "PreferredMaintenanceWindow", "PromotionTier", "StorageType", "MonitoringInterval", "CACertificateIdentifier",
    ):  # fmt: skip
        if member in req:
            doc[member] = req[member]
    with state.store.transaction():
        state.records.put(
            "instance",
            ctx.account_id,
            ctx.region,
            str(doc["DBInstanceIdentifier"]),
            doc,
            float(doc["_created"]),
        )
        publish(state, "rds.instance.modified", ctx, str(doc["DBInstanceIdentifier"]))
    return {"DBInstance": shown(state, ctx, doc)}  # type: ignore[typeddict-item]


async def delete_db_instance(
    state: RdsState, request: DeleteDBInstanceRequest, ctx: RequestContext
) -> DeleteDBInstanceResponse:
    req: dict[str, Any] = dict(request)
    requests.only(
        req,
        "DeleteDBInstance",
        {"DBInstanceIdentifier", "SkipFinalSnapshot", "FinalDBSnapshotIdentifier", "DeleteAutomatedBackups"},
    )
    doc = find(state, ctx, str(req["DBInstanceIdentifier"]))
    instance_id = str(doc["DBInstanceIdentifier"])
    if doc.get("DeletionProtection"):
        raise invalid_combination(
            "Cannot delete protected DB Instance, please disable deletion protection and try again."
        )
    final = None
    if doc.get("_owns_engine"):
        final_id = req.get("FinalDBSnapshotIdentifier")
        if final_id:
            if req.get("SkipFinalSnapshot"):
                raise invalid_combination(
                    "FinalDBSnapshotIdentifier can not be specified when deleting an instance with SkipFinalSnapshot=true."
                )
            final_id = snapshots.check_new(state, ctx, "snapshot", str(final_id))
            if not state.engines.has_data(servers.key_of(doc)):
                raise instance_state(
                    f"DBInstance {instance_id} has no data to snapshot (its server never started)."
                )
            final = snapshot_docs.snapshot_doc(ctx, final_id, doc, list(doc.get("TagList") or []))
        elif not req.get("SkipFinalSnapshot"):
            raise invalid_combination(
                "FinalDBSnapshotIdentifier is required unless SkipFinalSnapshot is specified."
            )
    elif req.get("FinalDBSnapshotIdentifier"):
        raise invalid_combination(
            "An Aurora DB instance has no snapshot of its own: FinalDBSnapshotIdentifier applies to the DB cluster."
        )
    answer = views.instance(doc, "deleting", int(doc["_port"]))
    with state.store.transaction():
        state.records.delete("instance", ctx.account_id, ctx.region, instance_id)
        publish(state, "rds.instance.deleted", ctx, instance_id)
        if final is not None:
            snapshot_docs.record(state, ctx, "snapshot", final)
    if final is not None:
        await snapshots.final(state, "snapshot", final, doc)
    if doc.get("_owns_engine"):
        await state.engines.remove(servers.key_of(doc))
        state.failures.pop(servers.key_of(doc), None)
        await secrets.delete(state, ctx, doc.get("MasterUserSecret"))
    return {"DBInstance": answer}  # type: ignore[typeddict-item]
