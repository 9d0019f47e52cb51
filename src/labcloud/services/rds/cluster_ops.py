"""DB clusters (aurora-postgresql): each runs one real postgres server its instances share.

Create (master password given or managed in Secrets Manager; ServerlessV2ScalingConfiguration and the
Data API flag recorded), Describe (by identifier, ARN or filters), Modify (a subset), Delete (with
SkipFinalSnapshot: snapshots are refused by name), Enable/DisableHttpEndpoint."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.rds import (
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
    cluster_exists,
    cluster_not_found,
    cluster_state,
    engine_failed,
    invalid_combination,
    invalid_value,
    resource_not_found,
    unsupported,
)
from labcloud.services.rds.events import publish
from labcloud.services.rds.state import RdsState

if TYPE_CHECKING:
    from labcloud.services.rds.api import (
        CreateDBClusterRequest,
        CreateDBClusterResponse,
        DeleteDBClusterRequest,
        DeleteDBClusterResponse,
        DescribeDBClustersRequest,
        DescribeDBClustersResponse,
        DescribeGlobalClustersRequest,
        DescribeGlobalClustersResponse,
        DisableHttpEndpointRequest,
        DisableHttpEndpointResponse,
        EnableHttpEndpointRequest,
        EnableHttpEndpointResponse,
        ModifyDBClusterRequest,
        ModifyDBClusterResponse,
    )

Doc = dict[str, Any]

_CREATE = {
    "DBClusterIdentifier", "Engine", "EngineVersion", "EngineMode", "MasterUsername", "MasterUserPassword",
    "ManageMasterUserPassword", "MasterUserSecretKmsKeyId", "DatabaseName", "Port", "DBSubnetGroupName",
    "VpcSecurityGroupIds", "DBClusterParameterGroupName", "AvailabilityZones", "BackupRetentionPeriod",
    "PreferredBackupWindow", "PreferredMaintenanceWindow", "Tags", "StorageEncrypted", "KmsKeyId",
    "EnableIAMDatabaseAuthentication", "DeletionProtection", "CopyTagsToSnapshot", "EnableHttpEndpoint",
    "ServerlessV2ScalingConfiguration", "EnableCloudwatchLogsExports", "StorageType", "NetworkType",
    "EngineLifecycleSupport", "AutoMinorVersionUpgrade", "EnablePerformanceInsights", "SourceRegion",
}  # fmt: skip
_MODIFY = {
    "DBClusterIdentifier", "ApplyImmediately", "MasterUserPassword", "EnableHttpEndpoint",
    "ServerlessV2ScalingConfiguration", "DeletionProtection", "BackupRetentionPeriod", "PreferredBackupWindow",
    "PreferredMaintenanceWindow", "DBClusterParameterGroupName", "VpcSecurityGroupIds", "CopyTagsToSnapshot",
    "EngineVersion", "EnableIAMDatabaseAuthentication", "CloudwatchLogsExportConfiguration",
    "AllowMajorVersionUpgrade", "AutoMinorVersionUpgrade", "StorageType",
}  # fmt: skip


def scaling(given: Any) -> dict[str, float] | None:
    if not given:
        return None
    low, high = given.get("MinCapacity"), given.get("MaxCapacity")
    if low is None or high is None:
        raise invalid_value("ServerlessV2ScalingConfiguration needs both MinCapacity and MaxCapacity.")
    low, high = float(low), float(high)
    for value in (low, high):
        if not 0 <= value <= 256 or value * 2 != int(value * 2):
            raise invalid_value(f"Capacity {value} is not valid: it must be 0 to 256 in steps of 0.5.")
    if high < 1 or low > high:
        raise invalid_value("MaxCapacity must be at least 1 and not less than MinCapacity.")
    return {"MinCapacity": low, "MaxCapacity": high}


def find(state: RdsState, ctx: RequestContext, given: str) -> Doc:
    name = given
    parsed = names.parse_arn(given)
    if parsed is not None:
        if parsed[2] != "cluster" or parsed[:2] != (ctx.account_id, ctx.region):
            raise cluster_not_found(given)
        name = parsed[3]
    doc = state.records.get("cluster", ctx.account_id, ctx.region, name.lower())
    if doc is None:
        raise cluster_not_found(given)
    return doc


def members(state: RdsState, ctx: RequestContext, cluster_id: str) -> list[Doc]:
    return [
        d
        for d in state.records.listed("instance", ctx.account_id, ctx.region)
        if d.get("DBClusterIdentifier") == cluster_id
    ]


def shown(state: RdsState, ctx: RequestContext, doc: Doc) -> Doc:
    status = common.settle(state, ctx, "cluster", doc, "DBClusterIdentifier")
    return views.cluster(doc, status, members(state, ctx, str(doc["DBClusterIdentifier"])))


async def create_db_cluster(
    state: RdsState, request: CreateDBClusterRequest, ctx: RequestContext
) -> CreateDBClusterResponse:
    return await create(state, dict(request), ctx, None)


async def create(
    state: RdsState, req: dict[str, Any], ctx: RequestContext, seed: Path | None
) -> CreateDBClusterResponse:
    """CreateDBCluster, or a restore (``seed``: the snapshot's data dir the server starts from)."""
    requests.only(req, "CreateDBCluster", _CREATE)
    cluster_id = names.identifier(str(req["DBClusterIdentifier"]), "DBClusterIdentifier")
    engine = names.engine(str(req["Engine"]))
    if names.ENGINES[engine][0] != "cluster":
        raise invalid_value(
            f"Engine {engine} is not a cluster engine: create a DB instance, or use aurora-postgresql."
        )
    mode = str(req.get("EngineMode") or "provisioned")
    if mode != "provisioned":
        raise unsupported(
            f"EngineMode {mode} (Aurora Serverless v1): use provisioned with ServerlessV2ScalingConfiguration"
        )
    if state.records.get("cluster", ctx.account_id, ctx.region, cluster_id) is not None:
        raise cluster_exists()
    user, password, managed = common.credentials(req, "cluster")
    database = common_database(req.get("DatabaseName"))
    group = common.subnet_group(state, ctx, req.get("DBSubnetGroupName"))
    version = str(req.get("EngineVersion") or names.ENGINES[engine][1])
    family = f"aurora-postgresql{version.split('.')[0]}"
    param_group = common.parameter_group(
        state, ctx, "cluster-pg", req.get("DBClusterParameterGroupName"), f"default.{family}"
    )
    v2 = scaling(req.get("ServerlessV2ScalingConfiguration"))
    tags = requests.tags(req.get("Tags"))
    common.servers_quota(state, ctx, "cluster")
    port = common.port(req)
    secret = None
    if managed:
        password = names.password()
        secret = await secrets.create(state, ctx, "cluster", user, password)
    if state.records.get("cluster", ctx.account_id, ctx.region, cluster_id) is not None:
        await secrets.delete(state, ctx, secret)
        raise cluster_exists()
    now = clock.now()
    doc: Doc = {
        "DBClusterIdentifier": cluster_id,
        "DBClusterArn": names.arn(ctx, "cluster", cluster_id),
        "DbClusterResourceId": names.resource_id("cluster-"),
        "Engine": engine,
        "EngineVersion": version,
        "EngineMode": "provisioned",
        "Port": port,
        "MasterUsername": user,
        "AllocatedStorage": 1,
        "AvailabilityZones": list(
            req.get("AvailabilityZones") or [f"{ctx.region}a", f"{ctx.region}b", f"{ctx.region}c"]
        ),
        "BackupRetentionPeriod": int(req.get("BackupRetentionPeriod") or 1),
        "PreferredBackupWindow": str(req.get("PreferredBackupWindow") or "07:00-07:30"),
        "PreferredMaintenanceWindow": str(req.get("PreferredMaintenanceWindow") or "sun:05:00-sun:05:30"),
        "DBClusterParameterGroup": param_group,
        "DBSubnetGroup": group["DBSubnetGroupName"] if group else "default",
        "VpcSecurityGroups": [
            {"VpcSecurityGroupId": g, "Status": "active"} for g in req.get("VpcSecurityGroupIds") or []
        ],
        "MultiAZ": False,
        "StorageEncrypted": bool(req.get("StorageEncrypted", False)),
        "DeletionProtection": bool(req.get("DeletionProtection", False)),
        "IAMDatabaseAuthenticationEnabled": bool(req.get("EnableIAMDatabaseAuthentication", False)),
        "CopyTagsToSnapshot": bool(req.get("CopyTagsToSnapshot", False)),
        "HttpEndpointEnabled": bool(req.get("EnableHttpEndpoint", False)),
        "AutoMinorVersionUpgrade": bool(req.get("AutoMinorVersionUpgrade", True)),
        "CrossAccountClone": False,
        "AssociatedRoles": [],
        "ReadReplicaIdentifiers": [],
        "DomainMemberships": [],
        "HostedZoneId": views.ZONE_ID,
        "StorageType": str(req.get("StorageType") or "aurora"),
        "NetworkType": str(req.get("NetworkType") or "IPV4"),
        "EngineLifecycleSupport": str(
            req.get("EngineLifecycleSupport") or "open-source-rds-extended-support"
        ),
        "TagList": tags,
        "_created": now,
        "_status": "creating",
        "_password": password,
        "_port": port,
        "_database": database,
        "_engine": servers.key(ctx.account_id, ctx.region, "cluster", cluster_id),
        "_owns_engine": True,
    }
    if database:
        doc["DatabaseName"] = database
    if req.get("KmsKeyId") or doc["StorageEncrypted"]:
        doc["KmsKeyId"] = str(req.get("KmsKeyId") or f"arn:aws:kms:{ctx.region}:{ctx.account_id}:key/aws-rds")
    if v2 is not None:
        doc["ServerlessV2ScalingConfiguration"] = v2
    if req.get("EnableCloudwatchLogsExports"):
        doc["EnabledCloudwatchLogsExports"] = list(req["EnableCloudwatchLogsExports"])
    if secret is not None:
        doc["MasterUserSecret"] = secret
    with state.store.transaction():
        state.records.put("cluster", ctx.account_id, ctx.region, cluster_id, doc, now)
        publish(state, "rds.cluster.created", ctx, cluster_id, engine=engine, port=port)
    servers.start(state, doc, seed)
    return {"DBCluster": views.cluster(doc, "creating", [])}  # type: ignore[typeddict-item]


def common_database(given: Any) -> str | None:
    return names.check_database(str(given)) if given else None


#: DescribeDBClusters' filters and the values of a cluster each matches.
_FILTERS: describing.Matchers = {
    "db-cluster-id": lambda d: (d["DBClusterIdentifier"], d["DBClusterArn"]),
    "engine": lambda d: (d["Engine"],),
    "db-cluster-resource-id": lambda d: (d["DbClusterResourceId"],),
}


def describe_db_clusters(
    state: RdsState, request: DescribeDBClustersRequest, ctx: RequestContext
) -> DescribeDBClustersResponse:
    return describing.described(  # type: ignore[return-value]
        state,
        ctx,
        dict(request),
        kind="cluster",
        member="DBClusterIdentifier",
        find=lambda given: find(state, ctx, given),
        matchers=_FILTERS,
        listed="DBClusters",
        show=lambda d: shown(state, ctx, d),
    )


async def modify_db_cluster(
    state: RdsState, request: ModifyDBClusterRequest, ctx: RequestContext
) -> ModifyDBClusterResponse:
    req: dict[str, Any] = dict(request)
    requests.only(req, "ModifyDBCluster", _MODIFY)
    doc = find(state, ctx, str(req["DBClusterIdentifier"]))
    if req.get("EngineVersion") and str(req["EngineVersion"]) != doc["EngineVersion"]:
        raise unsupported("engine version upgrades (the local server is PostgreSQL 16)")
    if req.get("MasterUserPassword"):
        if doc.get("MasterUserSecret"):
            raise invalid_combination("This cluster's master password is managed in Secrets Manager.")
        new = names.check_password(str(req["MasterUserPassword"]))
        try:
            await servers.ready(state, doc)
            await _to_thread(
                change_password, int(doc["_port"]), str(doc["MasterUsername"]), str(doc["_password"]), new
            )
        except EngineError as exc:
            raise engine_failed(str(exc)) from None
        doc["_password"] = new
    if "ServerlessV2ScalingConfiguration" in req:
        v2 = scaling(req["ServerlessV2ScalingConfiguration"])
        if v2 is not None:
            doc["ServerlessV2ScalingConfiguration"] = v2
    if req.get("DBClusterParameterGroupName"):
        doc["DBClusterParameterGroup"] = common.parameter_group(
            state, ctx, "cluster-pg", str(req["DBClusterParameterGroupName"]), ""
        )
    if "VpcSecurityGroupIds" in req:
        doc["VpcSecurityGroups"] = [
            {"VpcSecurityGroupId": g, "Status": "active"} for g in req["VpcSecurityGroupIds"] or []
        ]
    for member, key in (
        ("EnableHttpEndpoint", "HttpEndpointEnabled"),
        ("DeletionProtection", "DeletionProtection"),
        ("CopyTagsToSnapshot", "CopyTagsToSnapshot"),
        ("EnableIAMDatabaseAuthentication", "IAMDatabaseAuthenticationEnabled"),
        ("AutoMinorVersionUpgrade", "AutoMinorVersionUpgrade"),
    ):
        if member in req:
            doc[key] = bool(req[member])
    for member in (
        "BackupRetentionPeriod",
        "PreferredBackupWindow",
        "PreferredMaintenanceWindow",
        "StorageType",
    ):
        if member in req:
            doc[member] = req[member]
    logs = req.get("CloudwatchLogsExportConfiguration") or {}
    if logs:
        current = set(doc.get("EnabledCloudwatchLogsExports") or [])
        current |= set(logs.get("EnableLogTypes") or [])
        current -= set(logs.get("DisableLogTypes") or [])
        doc["EnabledCloudwatchLogsExports"] = sorted(current)
    with state.store.transaction():
        state.records.put(
            "cluster",
            ctx.account_id,
            ctx.region,
            str(doc["DBClusterIdentifier"]),
            doc,
            float(doc["_created"]),
        )
        publish(state, "rds.cluster.modified", ctx, str(doc["DBClusterIdentifier"]))
    return {"DBCluster": shown(state, ctx, doc)}  # type: ignore[typeddict-item]


async def _to_thread(fn: Any, *args: Any) -> Any:
    import asyncio

    return await asyncio.to_thread(fn, *args)


async def delete_db_cluster(
    state: RdsState, request: DeleteDBClusterRequest, ctx: RequestContext
) -> DeleteDBClusterResponse:
    req: dict[str, Any] = dict(request)
    requests.only(
        req,
        "DeleteDBCluster",
        {"DBClusterIdentifier", "SkipFinalSnapshot", "FinalDBSnapshotIdentifier", "DeleteAutomatedBackups"},
    )
    doc = find(state, ctx, str(req["DBClusterIdentifier"]))
    cluster_id = str(doc["DBClusterIdentifier"])
    final_id = req.get("FinalDBSnapshotIdentifier")
    if final_id:
        if req.get("SkipFinalSnapshot"):
            raise invalid_combination(
                "FinalDBSnapshotIdentifier can not be specified when deleting a cluster with SkipFinalSnapshot=true."
            )
        final_id = snapshots.check_new(state, ctx, "cluster-snapshot", str(final_id))
    elif not req.get("SkipFinalSnapshot"):
        raise invalid_value("FinalDBSnapshotIdentifier is required unless SkipFinalSnapshot is specified.")
    if doc.get("DeletionProtection"):
        raise invalid_combination(
            "Cannot delete protected Cluster, please disable deletion protection and try again."
        )
    if members(state, ctx, cluster_id):
        raise cluster_state(
            "Cluster cannot be deleted, it still contains DB instances in non-deleting state."
        )
    final = None
    if final_id:
        if not state.engines.has_data(servers.key_of(doc)):
            raise cluster_state(f"DBCluster {cluster_id} has no data to snapshot (its server never started).")
        final = snapshot_docs.cluster_snapshot_doc(ctx, str(final_id), doc, list(doc.get("TagList") or []))
    answer = views.cluster(doc, "deleting", [])
    with state.store.transaction():
        state.records.delete("cluster", ctx.account_id, ctx.region, cluster_id)
        publish(state, "rds.cluster.deleted", ctx, cluster_id)
        if final is not None:
            snapshot_docs.record(state, ctx, "cluster-snapshot", final)
    if final is not None:
        await snapshots.final(state, "cluster-snapshot", final, doc)
    await state.engines.remove(servers.key_of(doc))
    state.failures.pop(servers.key_of(doc), None)
    await secrets.delete(state, ctx, doc.get("MasterUserSecret"))
    return {"DBCluster": answer}  # type: ignore[typeddict-item]


def _http_endpoint(state: RdsState, ctx: RequestContext, arn: str, enabled: bool) -> dict[str, Any]:
    try:
        doc = find(state, ctx, arn)
    except AwsError:
        raise resource_not_found(arn) from None
    doc["HttpEndpointEnabled"] = enabled
    with state.store.transaction():
        state.records.put(
            "cluster",
            ctx.account_id,
            ctx.region,
            str(doc["DBClusterIdentifier"]),
            doc,
            float(doc["_created"]),
        )
    return {"ResourceArn": doc["DBClusterArn"], "HttpEndpointEnabled": enabled}


def enable_http_endpoint(
    state: RdsState, request: EnableHttpEndpointRequest, ctx: RequestContext
) -> EnableHttpEndpointResponse:
    return _http_endpoint(state, ctx, str(request["ResourceArn"]), True)  # type: ignore[return-value]


def disable_http_endpoint(
    state: RdsState, request: DisableHttpEndpointRequest, ctx: RequestContext
) -> DisableHttpEndpointResponse:
    return _http_endpoint(state, ctx, str(request["ResourceArn"]), False)  # type: ignore[return-value]


def describe_global_clusters(
    state: RdsState, request: DescribeGlobalClustersRequest, ctx: RequestContext
) -> DescribeGlobalClustersResponse:
    """labcloud has no global clusters (CreateGlobalCluster answers 501): none to list, none to find."""
    req: dict[str, Any] = dict(request)
    requests.filters(req, ("db-cluster-id", "global-cluster-id"))
    requests.page([], req)
    if req.get("GlobalClusterIdentifier"):
        raise AwsError(
            "GlobalClusterNotFoundFault",
            f"Global cluster {req['GlobalClusterIdentifier']} not found.",
            status=404,
        )
    return {"GlobalClusters": []}
