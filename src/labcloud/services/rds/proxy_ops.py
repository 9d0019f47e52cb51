"""RDS Proxy: Create/Describe/DeleteDBProxy, the default target group (Describe/ModifyDBProxyTargetGroup)
and its targets (Register/Deregister/DescribeDBProxyTargets). A proxy's ``Endpoint`` is a loopback
address of its own whose port 5432 forwards TCP to its target's postgres (``forwarders.py``); the
secrets, role and subnets it names are checked through the hub when it is created. Engine family
POSTGRESQL only; IAM authentication is refused by name (postgres checks the client's password)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.rds import cluster_ops, instance_ops, names, requests, views
from labcloud.services.rds.errors import (
    instance_state,
    invalid_value,
    proxy_exists,
    proxy_not_found,
    proxy_quota,
    proxy_state,
    subnet_not_found,
    target_group_not_found,
    target_not_found,
    target_registered,
    unsupported,
)
from labcloud.services.rds.events import publish
from labcloud.services.rds.forwarders import new_address
from labcloud.services.rds.state import RdsState

if TYPE_CHECKING:
    from labcloud.services.rds.api import (
        CreateDBProxyRequest,
        CreateDBProxyResponse,
        DeleteDBProxyRequest,
        DeleteDBProxyResponse,
        DeregisterDBProxyTargetsRequest,
        DeregisterDBProxyTargetsResponse,
        DescribeDBProxiesRequest,
        DescribeDBProxiesResponse,
        DescribeDBProxyTargetGroupsRequest,
        DescribeDBProxyTargetGroupsResponse,
        DescribeDBProxyTargetsRequest,
        DescribeDBProxyTargetsResponse,
        ModifyDBProxyTargetGroupRequest,
        ModifyDBProxyTargetGroupResponse,
        RegisterDBProxyTargetsRequest,
        RegisterDBProxyTargetsResponse,
    )

Doc = dict[str, Any]
MAX_PROXIES = 20
_CREATE = {
    "DBProxyName", "EngineFamily", "DefaultAuthScheme", "Auth", "RoleArn", "VpcSubnetIds", "VpcSecurityGroupIds",
    "RequireTLS", "IdleClientTimeout", "DebugLogging", "Tags", "EndpointNetworkType", "TargetConnectionNetworkType",
}  # fmt: skip
_POOL = {"MaxConnectionsPercent", "MaxIdleConnectionsPercent", "ConnectionBorrowTimeout", "SessionPinningFilters",
         "InitQuery"}  # fmt: skip


def key(ctx: RequestContext, name: str) -> str:
    return f"{ctx.account_id}/{ctx.region}/{name}"


def find(state: RdsState, ctx: RequestContext, name: str) -> Doc:
    doc = state.records.get("proxy", ctx.account_id, ctx.region, name.lower())
    if doc is None:
        raise proxy_not_found(name)
    return doc


def _save(state: RdsState, ctx: RequestContext, doc: Doc) -> None:
    state.records.put(
        "proxy", ctx.account_id, ctx.region, str(doc["DBProxyName"]), doc, float(doc["_created"])
    )


async def _check_auth(state: RdsState, ctx: RequestContext, given: list[Any]) -> list[Doc]:
    out = []
    for item in given:
        scheme = str(item.get("AuthScheme") or "SECRETS")
        if scheme != "SECRETS":
            raise invalid_value(f"Invalid AuthScheme {scheme}: use SECRETS.")
        if str(item.get("IAMAuth") or "DISABLED") != "DISABLED":
            raise unsupported("IAM authentication through a DB proxy (IAMAuth must be DISABLED)")
        client = str(item.get("ClientPasswordAuthType") or "POSTGRES_SCRAM_SHA_256")
        if client not in ("POSTGRES_SCRAM_SHA_256", "POSTGRES_MD5"):
            raise invalid_value(f"ClientPasswordAuthType {client} is not valid for engine family POSTGRESQL.")
        secret = str(item.get("SecretArn") or "")
        if not secret:
            raise invalid_value("Each Auth entry of a DB proxy needs a SecretArn.")
        try:
            found = await state.services.call(
                "secretsmanager",
                "DescribeSecret",
                {"SecretId": secret},
                account_id=ctx.account_id,
                region=ctx.region,
            )
        except AwsError:
            raise invalid_value(f"The secret {secret} was not found in Secrets Manager.") from None
        entry = {
            "AuthScheme": scheme,
            "SecretArn": str(found["ARN"]),
            "IAMAuth": "DISABLED",
            "ClientPasswordAuthType": client,
        }
        for member in ("Description", "UserName"):
            if item.get(member):
                entry[member] = str(item[member])
        out.append(entry)
    return out


async def _check_role(state: RdsState, ctx: RequestContext, role_arn: str) -> None:
    name = role_arn.rsplit("/", 1)[-1]
    if not role_arn.startswith("arn:aws:iam::") or ":role/" not in role_arn:
        raise invalid_value(f"RoleArn {role_arn} is not an IAM role ARN.")
    try:
        await state.services.call(
            "iam", "GetRole", {"RoleName": name}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError:
        raise invalid_value(f"The IAM role {role_arn} does not exist.") from None


async def _check_subnets(state: RdsState, ctx: RequestContext, ids: list[str]) -> str:
    if not ids:
        raise invalid_value("The parameter VpcSubnetIds must be provided.")
    try:
        found = await state.services.call(
            "ec2", "DescribeSubnets", {"SubnetIds": list(ids)}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError as exc:
        if exc.code.startswith("InvalidSubnet"):
            raise subnet_not_found(next((s for s in ids if s in exc.message), ids[0])) from None
        raise
    subnets = found.get("Subnets") or []
    vpcs = {str(s["VpcId"]) for s in subnets}
    if len(vpcs) != 1:
        raise AwsError("InvalidSubnet", "The subnets of a DB proxy must be in one VPC.", status=400)
    if len({str(s["AvailabilityZone"]) for s in subnets}) < 2:
        raise invalid_value("A DB proxy needs subnets in at least two Availability Zones.")
    return vpcs.pop()


def target_port(state: RdsState, account: str, region: str, name: str) -> int | None:
    """Where a new connection to proxy ``name`` goes: its registered target's postgres port (None: none)."""
    doc = state.records.get("proxy", account, region, name)
    if doc is None:
        return None
    for target in doc.get("_targets") or []:
        kind = "cluster" if target["kind"] == "cluster" else "instance"
        found = state.records.get(kind, account, region, str(target["id"]))
        if found is None:
            continue
        if kind == "instance" and not found.get("_owns_engine"):
            found = state.records.get("cluster", account, region, str(found["DBClusterIdentifier"]))
        if found is not None:
            return int(found["_port"])
    return None


async def listen(state: RdsState, account: str, region: str, doc: Doc) -> None:
    """Open (again) the proxy's forwarder; its status says whether it listens."""
    name = str(doc["DBProxyName"])
    try:
        await state.forwarders.open(
            f"{account}/{region}/{name}",
            str(doc["_address"]),
            lambda: target_port(state, account, region, name),
        )
        status, reason = "available", None
    except OSError as exc:
        status, reason = "incompatible-network", f"{doc['_address']}:5432 cannot be listened on: {exc}"
    current = state.records.get("proxy", account, region, name)
    if current is None:  # deleted meanwhile
        await state.forwarders.close(f"{account}/{region}/{name}")
        return
    current["Status"] = status
    current["_reason"] = reason
    with state.store.transaction():
        state.records.put("proxy", account, region, name, current, float(current["_created"]))


async def create_db_proxy(
    state: RdsState, request: CreateDBProxyRequest, ctx: RequestContext
) -> CreateDBProxyResponse:
    req: dict[str, Any] = dict(request)
    requests.only(req, "CreateDBProxy", _CREATE)
    name = names.identifier(str(req["DBProxyName"]), "DBProxyName")
    family = str(req["EngineFamily"])
    if family != "POSTGRESQL":
        raise invalid_value(f"Engine family {family}: labcloud runs PostgreSQL only (use POSTGRESQL).")
    if state.records.get("proxy", ctx.account_id, ctx.region, name) is not None:
        raise proxy_exists(name)
    if state.records.count("proxy", ctx.account_id, ctx.region) >= MAX_PROXIES:
        raise proxy_quota()
    default_scheme = str(req.get("DefaultAuthScheme") or "NONE")
    if default_scheme != "NONE":
        raise unsupported(f"DefaultAuthScheme {default_scheme} (end-to-end IAM authentication)")
    if not req.get("Auth"):
        raise invalid_value("The parameter Auth must be provided: the secrets the proxy signs in with.")
    for member in ("EndpointNetworkType", "TargetConnectionNetworkType"):
        if req.get(member) and req[member] != "IPV4":
            raise unsupported(f"{member} {req[member]}")
    given_timeout = req.get("IdleClientTimeout")
    timeout = 1800 if given_timeout is None else int(given_timeout)
    if not 1 <= timeout <= 28800:
        raise invalid_value("IdleClientTimeout must be between 1 and 28800 seconds.")
    tags = requests.tags(req.get("Tags"))
    auth = await _check_auth(state, ctx, list(req["Auth"]))
    await _check_role(state, ctx, str(req["RoleArn"]))
    vpc = await _check_subnets(state, ctx, [str(s) for s in req["VpcSubnetIds"]])
    if state.records.get("proxy", ctx.account_id, ctx.region, name) is not None:
        raise proxy_exists(name)
    now = clock.now()
    resource = "prx-" + names.resource_id("")[:17].lower()
    address = new_address()
    doc: Doc = {
        "DBProxyName": name,
        "DBProxyArn": ctx.arn("rds", f"db-proxy:{resource}"),
        "Status": "creating",
        "EngineFamily": family,
        "VpcId": vpc,
        "VpcSecurityGroupIds": [str(g) for g in req.get("VpcSecurityGroupIds") or []],
        "VpcSubnetIds": [str(s) for s in req["VpcSubnetIds"]],
        "DefaultAuthScheme": default_scheme,
        "Auth": auth,
        "RoleArn": str(req["RoleArn"]),
        "Endpoint": address,
        "RequireTLS": bool(req.get("RequireTLS", False)),
        "IdleClientTimeout": timeout,
        "DebugLogging": bool(req.get("DebugLogging", False)),
        "EndpointNetworkType": "IPV4",
        "TargetConnectionNetworkType": "IPV4",
        "TagList": tags,
        "_created": now,
        "_updated": now,
        "_address": address,
        "_targets": [],
        "_pool": {
            "MaxConnectionsPercent": 100,
            "MaxIdleConnectionsPercent": 50,
            "ConnectionBorrowTimeout": 120,
            "SessionPinningFilters": [],
        },
        "_group_arn": ctx.arn("rds", f"target-group:prx-tg-{names.resource_id('')[:17].lower()}"),
    }
    with state.store.transaction():
        _save(state, ctx, doc)
        publish(state, "rds.proxy.created", ctx, name, endpoint=address)
    answer = views.proxy(doc)
    await listen(state, ctx.account_id, ctx.region, doc)
    return {"DBProxy": answer}  # type: ignore[typeddict-item]


def describe_db_proxies(
    state: RdsState, request: DescribeDBProxiesRequest, ctx: RequestContext
) -> DescribeDBProxiesResponse:
    req: dict[str, Any] = dict(request)
    requests.filters(req, ())
    if req.get("DBProxyName"):
        docs = [find(state, ctx, str(req["DBProxyName"]))]
    else:
        docs = state.records.listed("proxy", ctx.account_id, ctx.region)
    chunk, marker = requests.page(docs, req)
    out: dict[str, Any] = {"DBProxies": [views.proxy(d) for d in chunk]}
    if marker:
        out["Marker"] = marker
    return out  # type: ignore[return-value]


async def delete_db_proxy(
    state: RdsState, request: DeleteDBProxyRequest, ctx: RequestContext
) -> DeleteDBProxyResponse:
    doc = find(state, ctx, str(request["DBProxyName"]))
    name = str(doc["DBProxyName"])
    with state.store.transaction():
        state.records.delete("proxy", ctx.account_id, ctx.region, name)
        publish(state, "rds.proxy.deleted", ctx, name)
    await state.forwarders.close(key(ctx, name))
    doc["Status"] = "deleting"
    return {"DBProxy": views.proxy(doc)}  # type: ignore[typeddict-item]


def _group(doc: Doc, given: Any) -> None:
    if given not in (None, "", "default"):
        raise target_group_not_found(str(given))


def _group_view(doc: Doc) -> Doc:
    return {
        "DBProxyName": doc["DBProxyName"],
        "TargetGroupName": "default",
        "TargetGroupArn": doc["_group_arn"],
        "IsDefault": True,
        "Status": "available",
        "ConnectionPoolConfig": dict(doc["_pool"]),
        "CreatedDate": views.when(float(doc["_created"])),
        "UpdatedDate": views.when(float(doc["_updated"])),
    }


def describe_db_proxy_target_groups(
    state: RdsState, request: DescribeDBProxyTargetGroupsRequest, ctx: RequestContext
) -> DescribeDBProxyTargetGroupsResponse:
    req: dict[str, Any] = dict(request)
    requests.filters(req, ())
    doc = find(state, ctx, str(req["DBProxyName"]))
    _group(doc, req.get("TargetGroupName"))
    chunk, marker = requests.page([_group_view(doc)], req)
    out: dict[str, Any] = {"TargetGroups": chunk}
    if marker:
        out["Marker"] = marker
    return out  # type: ignore[return-value]


def modify_db_proxy_target_group(
    state: RdsState, request: ModifyDBProxyTargetGroupRequest, ctx: RequestContext
) -> ModifyDBProxyTargetGroupResponse:
    req: dict[str, Any] = dict(request)
    doc = find(state, ctx, str(req["DBProxyName"]))
    _group(doc, req["TargetGroupName"])
    if req.get("NewName") and req["NewName"] != "default":
        raise invalid_value("The default target group of a DB proxy cannot be renamed.")
    pool = dict(req.get("ConnectionPoolConfig") or {})
    for member in pool:
        if member not in _POOL:
            raise unsupported(f"ConnectionPoolConfig's {member}")
    for member in ("MaxConnectionsPercent", "MaxIdleConnectionsPercent"):
        if member in pool and not 0 <= int(pool[member]) <= 100:
            raise invalid_value(f"{member} must be between 0 and 100.")
    if "ConnectionBorrowTimeout" in pool and not 0 <= int(pool["ConnectionBorrowTimeout"]) <= 3600:
        raise invalid_value("ConnectionBorrowTimeout must be between 0 and 3600 seconds.")
    for filter_name in pool.get("SessionPinningFilters") or []:
        if filter_name != "EXCLUDE_VARIABLE_SETS":
            raise invalid_value(f"Invalid session pinning filter {filter_name}.")
    doc["_pool"].update(pool)
    doc["_updated"] = clock.now()
    with state.store.transaction():
        _save(state, ctx, doc)
    return {"DBProxyTargetGroup": _group_view(doc)}  # type: ignore[typeddict-item]


def _targets_of(state: RdsState, ctx: RequestContext, doc: Doc) -> list[Doc]:
    """The targets as AWS lists them: a cluster is a TRACKED_CLUSTER plus an RDS_INSTANCE per member."""
    out: list[Doc] = []
    for target in doc.get("_targets") or []:
        if target["kind"] == "cluster":
            cluster = state.records.get("cluster", ctx.account_id, ctx.region, str(target["id"]))
            if cluster is None:
                continue
            status = cluster_ops.shown(state, ctx, cluster)["Status"]
            out.append(_target(cluster["DBClusterArn"], "TRACKED_CLUSTER", str(cluster["DBClusterIdentifier"]),
                               str(cluster["DBClusterIdentifier"]), int(cluster["_port"]), status, "UNKNOWN"))  # fmt: skip
            for i, member in enumerate(cluster_ops.members(state, ctx, str(cluster["DBClusterIdentifier"]))):
                out.append(_target(member["DBInstanceArn"], "RDS_INSTANCE", str(member["DBInstanceIdentifier"]),
                                   str(cluster["DBClusterIdentifier"]), int(cluster["_port"]), status,
                                   "READ_WRITE" if i == 0 else "READ_ONLY"))  # fmt: skip
        else:
            instance = state.records.get("instance", ctx.account_id, ctx.region, str(target["id"]))
            if instance is None:
                continue
            status = instance_ops.shown(state, ctx, instance)["DBInstanceStatus"]
            out.append(_target(instance["DBInstanceArn"], "RDS_INSTANCE", str(instance["DBInstanceIdentifier"]),
                               None, int(instance["_port"]), status, "READ_WRITE"))  # fmt: skip
    return out


def _target(
    arn: str, kind: str, resource: str, cluster: str | None, port: int, status: str, role: str
) -> Doc:
    out: Doc = {
        "TargetArn": arn,
        "Endpoint": views.HOST,
        "RdsResourceId": resource,
        "Port": port,
        "Type": kind,
        "Role": role,
    }
    if cluster is not None:
        out["TrackedClusterId"] = cluster
    if kind == "RDS_INSTANCE":
        out["TargetHealth"] = (
            {"State": "AVAILABLE"}
            if status == "available"
            else {
                "State": "UNAVAILABLE",
                "Reason": "CONNECTION_FAILED",
                "Description": f"The database is {status}.",
            }
        )
    return out


def describe_db_proxy_targets(
    state: RdsState, request: DescribeDBProxyTargetsRequest, ctx: RequestContext
) -> DescribeDBProxyTargetsResponse:
    req: dict[str, Any] = dict(request)
    requests.filters(req, ())
    doc = find(state, ctx, str(req["DBProxyName"]))
    _group(doc, req.get("TargetGroupName"))
    chunk, marker = requests.page(_targets_of(state, ctx, doc), req)
    out: dict[str, Any] = {"Targets": chunk}
    if marker:
        out["Marker"] = marker
    return out  # type: ignore[return-value]


def _asked(req: dict[str, Any]) -> list[dict[str, str]]:
    asked = [{"kind": "cluster", "id": str(c).lower()} for c in req.get("DBClusterIdentifiers") or []]
    asked += [{"kind": "instance", "id": str(i).lower()} for i in req.get("DBInstanceIdentifiers") or []]
    if not asked:
        raise invalid_value("Give DBClusterIdentifiers or DBInstanceIdentifiers.")
    return asked


def register_db_proxy_targets(
    state: RdsState, request: RegisterDBProxyTargetsRequest, ctx: RequestContext
) -> RegisterDBProxyTargetsResponse:
    req: dict[str, Any] = dict(request)
    doc = find(state, ctx, str(req["DBProxyName"]))
    _group(doc, req.get("TargetGroupName"))
    asked = _asked(req)
    for target in asked:
        if target in doc["_targets"]:
            raise target_registered(target["id"])
    if len(asked) + len(doc["_targets"]) > 1:
        raise invalid_value("A DB proxy's target group has one target: a DB cluster or a DB instance.")
    for target in asked:
        if target["kind"] == "cluster":
            cluster_ops.find(state, ctx, target["id"])
        else:
            instance = instance_ops.find(state, ctx, target["id"])
            if not instance.get("_owns_engine"):
                raise instance_state("An Aurora DB instance is registered through its DB cluster.")
    if doc["Status"] != "available":
        raise proxy_state(f"DBProxy {doc['DBProxyName']} is {doc['Status']}.")
    doc["_targets"] = list(doc["_targets"]) + asked
    doc["_updated"] = clock.now()
    with state.store.transaction():
        _save(state, ctx, doc)
        publish(state, "rds.proxy.targets", ctx, str(doc["DBProxyName"]), targets=[t["id"] for t in asked])
    return {"DBProxyTargets": _targets_of(state, ctx, doc)}  # type: ignore[typeddict-item]


def deregister_db_proxy_targets(
    state: RdsState, request: DeregisterDBProxyTargetsRequest, ctx: RequestContext
) -> DeregisterDBProxyTargetsResponse:
    req: dict[str, Any] = dict(request)
    doc = find(state, ctx, str(req["DBProxyName"]))
    _group(doc, req.get("TargetGroupName"))
    asked = _asked(req)
    for target in asked:
        if target not in doc["_targets"]:
            raise target_not_found(target["id"])
    doc["_targets"] = [t for t in doc["_targets"] if t not in asked]
    doc["_updated"] = clock.now()
    with state.store.transaction():
        _save(state, ctx, doc)
    return {}


def restart_all(state: RdsState) -> None:
    """At the server's start: open every recorded proxy's forwarder again."""
    from labcloud.spawn import spawn

    for doc in state.records.every("proxy"):
        account, region = str(doc["DBProxyArn"]).split(":")[4], str(doc["DBProxyArn"]).split(":")[3]
        spawn(listen(state, region=region, account=account, doc=doc), state.held)
