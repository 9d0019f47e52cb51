"""DB parameter groups and DB cluster parameter groups: records of a PostgreSQL family and the
parameters set on them (kept and answered, not applied to the local server). The ``default.<family>``
groups exist for every family and cannot be changed or deleted."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.rds import describing, names, requests, views
from labcloud.services.rds.errors import (
    invalid_value,
    pg_exists,
    pg_in_use,
    pg_not_found,
)
from labcloud.services.rds.events import publish
from labcloud.services.rds.state import RdsState

if TYPE_CHECKING:
    from labcloud.services.rds.api import (
        CreateDBClusterParameterGroupRequest,
        CreateDBClusterParameterGroupResponse,
        CreateDBParameterGroupRequest,
        CreateDBParameterGroupResponse,
        DeleteDBClusterParameterGroupRequest,
        DeleteDBClusterParameterGroupResponse,
        DeleteDBParameterGroupRequest,
        DeleteDBParameterGroupResponse,
        DescribeDBClusterParameterGroupsRequest,
        DescribeDBClusterParameterGroupsResponse,
        DescribeDBParameterGroupsRequest,
        DescribeDBParameterGroupsResponse,
        ModifyDBClusterParameterGroupRequest,
        ModifyDBClusterParameterGroupResponse,
        ModifyDBParameterGroupRequest,
        ModifyDBParameterGroupResponse,
    )

Doc = dict[str, Any]
_KEYS = {
    "pg": ("DBParameterGroupName", "DBParameterGroupArn"),
    "cluster-pg": ("DBClusterParameterGroupName", "DBClusterParameterGroupArn"),
}
_FAMILIES = ("aurora-postgresql", "postgres")
MAX_PARAMETERS = 20


def _missing(kind: str, name: str) -> Exception:
    """AWS answers DBParameterGroupNotFound for both kinds here (CreateDBCluster names the cluster kind)."""
    return pg_not_found(name)


def _create(state: RdsState, ctx: RequestContext, kind: str, req: dict[str, Any]) -> Doc:
    member, arn_member = _KEYS[kind]
    requests.only(
        req,
        "Create" + ("DBClusterParameterGroup" if kind == "cluster-pg" else "DBParameterGroup"),
        {member, "DBParameterGroupFamily", "Description", "Tags"},
    )
    name = names.group_name(str(req[member]), member)
    if name.startswith("default"):
        raise invalid_value(f"The parameter {member} is not a valid name: 'default' names are reserved.")
    family = str(req["DBParameterGroupFamily"]).lower()
    if not family.startswith(_FAMILIES) or (
        kind == "cluster-pg" and not family.startswith("aurora-postgresql")
    ):
        raise invalid_value(
            f"Invalid parameter group family: {family}. labcloud runs PostgreSQL only "
            + (
                "(aurora-postgresql families)."
                if kind == "cluster-pg"
                else "(postgres and aurora-postgresql families)."
            )
        )
    if state.records.get(kind, ctx.account_id, ctx.region, name) is not None:
        raise pg_exists(name)
    now = clock.now()
    doc: Doc = {
        member: name,
        "DBParameterGroupFamily": family,
        "Description": str(req["Description"]),
        arn_member: names.arn(ctx, kind, name),
        "TagList": requests.tags(req.get("Tags")),
        "_parameters": {},
        "_created": now,
    }
    with state.store.transaction():
        state.records.put(kind, ctx.account_id, ctx.region, name, doc, now)
        publish(state, f"rds.{kind}.created", ctx, name, family=family)
    return views.parameter_group(doc)


def _find(state: RdsState, ctx: RequestContext, kind: str, name: str) -> Doc:
    doc = state.records.get(kind, ctx.account_id, ctx.region, name.lower())
    if doc is None:
        raise _missing(kind, name)
    return doc


def _describe(
    state: RdsState, ctx: RequestContext, kind: str, req: dict[str, Any], listed: str
) -> dict[str, Any]:
    return describing.described(
        state,
        ctx,
        req,
        kind=kind,
        member=_KEYS[kind][0],
        find=lambda given: _find(state, ctx, kind, given),
        matchers={},
        listed=listed,
        show=views.parameter_group,
    )


def _modify(state: RdsState, ctx: RequestContext, kind: str, req: dict[str, Any]) -> dict[str, Any]:
    member = _KEYS[kind][0]
    if str(req[member]).lower().startswith("default."):
        raise invalid_value(f"Default parameter groups cannot be modified: {req[member]}")
    doc = _find(state, ctx, kind, str(req[member]))
    given = list(req.get("Parameters") or [])
    if not 1 <= len(given) <= MAX_PARAMETERS:
        raise invalid_value(f"Parameters must hold 1 to {MAX_PARAMETERS} parameters.")
    params = dict(doc.get("_parameters") or {})
    for param in given:
        pname = param.get("ParameterName")
        if not pname or param.get("ParameterValue") is None:
            raise invalid_value("Each parameter needs ParameterName and ParameterValue.")
        method = str(param.get("ApplyMethod") or "immediate")
        if method not in ("immediate", "pending-reboot"):
            raise invalid_value(f"Invalid ApplyMethod: {method}")
        params[str(pname)] = {"ParameterValue": str(param["ParameterValue"]), "ApplyMethod": method}
    doc["_parameters"] = params
    with state.store.transaction():
        state.records.put(kind, ctx.account_id, ctx.region, str(doc[member]), doc, float(doc["_created"]))
    return {member: doc[member]}


def _delete(state: RdsState, ctx: RequestContext, kind: str, name: str) -> None:
    if name.lower().startswith("default."):
        raise invalid_value(f"Default parameter groups cannot be deleted: {name}")
    doc = _find(state, ctx, kind, name)
    key = str(doc[_KEYS[kind][0]])
    if kind == "cluster-pg":
        used = any(
            c.get("DBClusterParameterGroup") == key
            for c in state.records.listed("cluster", ctx.account_id, ctx.region)
        )
    else:
        used = any(
            any(g.get("DBParameterGroupName") == key for g in i.get("DBParameterGroups") or [])
            for i in state.records.listed("instance", ctx.account_id, ctx.region)
        )
    if used:
        raise pg_in_use(key)
    with state.store.transaction():
        state.records.delete(kind, ctx.account_id, ctx.region, key)
        publish(state, f"rds.{kind}.deleted", ctx, key)


def create_db_parameter_group(
    state: RdsState, request: CreateDBParameterGroupRequest, ctx: RequestContext
) -> CreateDBParameterGroupResponse:
    return {"DBParameterGroup": _create(state, ctx, "pg", dict(request))}  # type: ignore[typeddict-item]


def create_db_cluster_parameter_group(
    state: RdsState, request: CreateDBClusterParameterGroupRequest, ctx: RequestContext
) -> CreateDBClusterParameterGroupResponse:
    return {"DBClusterParameterGroup": _create(state, ctx, "cluster-pg", dict(request))}  # type: ignore[typeddict-item]


def describe_db_parameter_groups(
    state: RdsState, request: DescribeDBParameterGroupsRequest, ctx: RequestContext
) -> DescribeDBParameterGroupsResponse:
    return _describe(state, ctx, "pg", dict(request), "DBParameterGroups")  # type: ignore[return-value]


def describe_db_cluster_parameter_groups(
    state: RdsState, request: DescribeDBClusterParameterGroupsRequest, ctx: RequestContext
) -> DescribeDBClusterParameterGroupsResponse:
    return _describe(state, ctx, "cluster-pg", dict(request), "DBClusterParameterGroups")  # type: ignore[return-value]


def modify_db_parameter_group(
    state: RdsState, request: ModifyDBParameterGroupRequest, ctx: RequestContext
) -> ModifyDBParameterGroupResponse:
    return _modify(state, ctx, "pg", dict(request))  # type: ignore[return-value]


def modify_db_cluster_parameter_group(
    state: RdsState, request: ModifyDBClusterParameterGroupRequest, ctx: RequestContext
) -> ModifyDBClusterParameterGroupResponse:
    return _modify(state, ctx, "cluster-pg", dict(request))  # type: ignore[return-value]


def delete_db_parameter_group(
    state: RdsState, request: DeleteDBParameterGroupRequest, ctx: RequestContext
) -> DeleteDBParameterGroupResponse:
    _delete(state, ctx, "pg", str(request["DBParameterGroupName"]))
    return {}


def delete_db_cluster_parameter_group(
    state: RdsState, request: DeleteDBClusterParameterGroupRequest, ctx: RequestContext
) -> DeleteDBClusterParameterGroupResponse:
    _delete(state, ctx, "cluster-pg", str(request["DBClusterParameterGroupName"]))
    return {}
