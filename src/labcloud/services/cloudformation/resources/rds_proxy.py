"""AWS::RDS::DBProxy (Ref: the proxy's name; GetAtt ``DBProxyArn``, ``Endpoint``, ``VpcId``) and
AWS::RDS::DBProxyTargetGroup (Ref and GetAtt ``TargetGroupArn``: the proxy's ``default`` group, its
connection pool settings and its registered cluster or instances) through RDS's API. A proxy is created
once its endpoint listens (``available``); a change to a proxy replaces it (labcloud has no ModifyDBProxy);
a target group's pool and targets are changed in place."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed

_PROXY_MEMBERS = (
    "EngineFamily", "RoleArn", "VpcSubnetIds", "VpcSecurityGroupIds", "RequireTLS", "IdleClientTimeout",
    "DebugLogging", "DefaultAuthScheme", "EndpointNetworkType", "TargetConnectionNetworkType",
)  # fmt: skip
_AUTH_MEMBERS = ("AuthScheme", "SecretArn", "IAMAuth", "ClientPasswordAuthType", "Description")
_POOL_MEMBERS = ("MaxConnectionsPercent", "MaxIdleConnectionsPercent", "ConnectionBorrowTimeout",
                 "SessionPinningFilters", "InitQuery")  # fmt: skip
_NUMBERS = (
    "IdleClientTimeout",
    "MaxConnectionsPercent",
    "MaxIdleConnectionsPercent",
    "ConnectionBorrowTimeout",
)


def _value(member: str, value: Any) -> Any:
    if member in _NUMBERS:
        return int(value)
    if member in ("RequireTLS", "DebugLogging"):
        return value is True or str(value).lower() == "true"
    return value


class DBProxy(Handler):
    type = "AWS::RDS::DBProxy"
    known = frozenset({*_PROXY_MEMBERS, "DBProxyName", "Auth", "Tags"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props["DBProxyName"]).lower()
        params: dict[str, Any] = {"DBProxyName": name}
        for member in _PROXY_MEMBERS:
            if props.get(member) is not None:
                params[member] = _value(member, props[member])
        params["Auth"] = [
            {m: item[m] for m in _AUTH_MEMBERS if item.get(m) is not None} for item in props.get("Auth") or []
        ]
        if props.get("Tags"):
            params["Tags"] = [{"Key": str(t["Key"]), "Value": str(t.get("Value", ""))} for t in props["Tags"]]
        await rc.call("rds", "CreateDBProxy", params)
        proxy = (await rc.call("rds", "DescribeDBProxies", {"DBProxyName": name}))["DBProxies"][0]
        if proxy["Status"] != "available":
            await rc.call_quiet("rds", "DeleteDBProxy", {"DBProxyName": name})
            raise ResourceFailed(f"DB proxy {name} is {proxy['Status']}: its endpoint could not listen")
        return Created(
            name, {"DBProxyArn": proxy["DBProxyArn"], "Endpoint": proxy["Endpoint"], "VpcId": proxy["VpcId"]}
        )

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        return dict(attributes)  # every change replaces the proxy (replace_all)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("rds", "DeleteDBProxy", {"DBProxyName": physical_id})


class DBProxyTargetGroup(Handler):
    type = "AWS::RDS::DBProxyTargetGroup"
    known = frozenset(
        {"DBProxyName", "TargetGroupName", "ConnectionPoolConfigurationInfo", "DBInstanceIdentifiers",
         "DBClusterIdentifiers"}
    )  # fmt: skip

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        proxy = str(props["DBProxyName"]).lower()
        group = str(props.get("TargetGroupName") or "default")
        await self._pool(rc, proxy, group, props.get("ConnectionPoolConfigurationInfo"))
        await self._register(rc, proxy, group, props)
        found = await rc.call(
            "rds", "DescribeDBProxyTargetGroups", {"DBProxyName": proxy, "TargetGroupName": group}
        )
        arn = str(found["TargetGroups"][0]["TargetGroupArn"])
        return Created(arn, {"TargetGroupArn": arn})

    @staticmethod
    async def _pool(rc: ResourceCall, proxy: str, group: str, pool: Any) -> None:
        config = {m: _value(m, pool[m]) for m in _POOL_MEMBERS if (pool or {}).get(m) is not None}
        if config:
            await rc.call(
                "rds",
                "ModifyDBProxyTargetGroup",
                {"DBProxyName": proxy, "TargetGroupName": group, "ConnectionPoolConfig": config},
            )

    @staticmethod
    async def _register(rc: ResourceCall, proxy: str, group: str, props: dict[str, Any]) -> None:
        params: dict[str, Any] = {"DBProxyName": proxy, "TargetGroupName": group}
        for member in ("DBClusterIdentifiers", "DBInstanceIdentifiers"):
            if props.get(member):
                params[member] = [str(v) for v in props[member]]
        if len(params) > 2:
            await rc.call("rds", "RegisterDBProxyTargets", params)

    @staticmethod
    async def _deregister(rc: ResourceCall, proxy: str, group: str, props: dict[str, Any]) -> None:
        params: dict[str, Any] = {"DBProxyName": proxy, "TargetGroupName": group}
        for member in ("DBClusterIdentifiers", "DBInstanceIdentifiers"):
            if props.get(member):
                params[member] = [str(v) for v in props[member]]
        if len(params) > 2:
            await rc.call_quiet("rds", "DeregisterDBProxyTargets", params)

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        proxy, group = str(new["DBProxyName"]).lower(), str(new.get("TargetGroupName") or "default")
        if new.get("ConnectionPoolConfigurationInfo") != old.get("ConnectionPoolConfigurationInfo"):
            await self._pool(rc, proxy, group, new.get("ConnectionPoolConfigurationInfo"))
        targets = ("DBClusterIdentifiers", "DBInstanceIdentifiers")
        if any(new.get(m) != old.get(m) for m in targets):
            await self._deregister(rc, proxy, group, old)
            await self._register(rc, proxy, group, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        proxy, group = str(props["DBProxyName"]).lower(), str(props.get("TargetGroupName") or "default")
        await self._deregister(rc, proxy, group, props)


HANDLERS = (DBProxy(), DBProxyTargetGroup())
