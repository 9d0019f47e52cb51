"""Checks the cluster and instance operations share: the master credentials, the subnet group, the
parameter group, the port, the server quota, and a resource's status as it now is."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.rds import names, servers
from labcloud.services.rds.engines import free_port
from labcloud.services.rds.errors import (
    cluster_pg_not_found,
    invalid_combination,
    invalid_value,
    pg_not_found,
    quota,
    subnet_group_not_found,
)
from labcloud.services.rds.state import RdsState

Doc = dict[str, Any]


def credentials(request: dict[str, Any], kind: str) -> tuple[str, str | None, bool]:
    """(username, password or None when RDS manages it, managed?)."""
    user = request.get("MasterUsername")
    if not user:
        raise invalid_value("The parameter MasterUsername must be provided and must not be blank.")
    managed = bool(request.get("ManageMasterUserPassword"))
    given = request.get("MasterUserPassword")
    if managed and given:
        raise invalid_combination(
            "You can't specify MasterUserPassword and ManageMasterUserPassword together."
        )
    if not managed and not given:
        raise invalid_value("The parameter MasterUserPassword must be provided and must not be blank.")
    return names.check_username(str(user)), (names.check_password(str(given)) if given else None), managed


def subnet_group(state: RdsState, ctx: RequestContext, name: str | None) -> Doc | None:
    if not name:
        return None
    doc = state.records.get("subnet-group", ctx.account_id, ctx.region, name.lower())
    if doc is None and name.lower() != "default":
        raise subnet_group_not_found(name)
    return doc


def parameter_group(state: RdsState, ctx: RequestContext, kind: str, name: str | None, default: str) -> str:
    if not name:
        return default
    if name.lower().startswith("default."):
        return name.lower()
    if state.records.get(kind, ctx.account_id, ctx.region, name.lower()) is None:
        raise cluster_pg_not_found(name) if kind == "cluster-pg" else pg_not_found(name)
    return name.lower()


def port(request: dict[str, Any]) -> int:
    """The postgres server's port: the one asked for (1150-65535, free now) or a free one."""
    asked = request.get("Port")
    if asked is None:
        return free_port()
    if not 1150 <= int(asked) <= 65535:
        raise invalid_value(f"Invalid port {asked}: it must be between 1150 and 65535.")
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("127.0.0.1", int(asked)))
        except OSError:
            raise invalid_value(
                f"Port {asked} is in use on this machine; choose another or leave Port out."
            ) from None
    return int(asked)


def servers_quota(state: RdsState, ctx: RequestContext, kind: str) -> None:
    held = state.records.count("cluster", ctx.account_id, ctx.region) + sum(
        1 for d in state.records.listed("instance", ctx.account_id, ctx.region) if d.get("_owns_engine")
    )
    if held >= state.max_servers:
        raise quota(kind)


def settle(state: RdsState, ctx: RequestContext, kind: str, doc: Doc, member: str) -> str:
    """``doc``'s status now (stored once it moves from creating)."""
    stored = str(doc["_status"])
    now = servers.status(state, doc, stored)
    if now != stored:
        doc["_status"] = now
        with state.store.transaction():
            state.records.put(
                kind, ctx.account_id, ctx.region, str(doc[member]).lower(), doc, float(doc["_created"])
            )
    return now
