"""AWS::AmazonMQ::Broker, AWS::AmazonMQ::Configuration and AWS::AmazonMQ::ConfigurationAssociation
through Amazon MQ's API. labcloud runs no broker (docs/mq.md): these are its records.

A broker's Ref is its id; it is created and waited on until RUNNING (a second of labcloud's clock);
changes go through UpdateBroker (pending until a reboot, as on AWS) and, for ActiveMQ users, the user
APIs; tags through CreateTags/DeleteTags. The endpoint attributes list each instance's endpoints by
protocol. A configuration's Ref is its id; ``Data`` becomes its second revision (the first is the
default), as AWS's handler does. An association points a broker at a configuration revision (pending
until the broker reboots); deleting it leaves the broker as it is, as AWS does."""

from __future__ import annotations

import asyncio
from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    tags_list,
)

_UPDATABLE = (
    "AutoMinorVersionUpgrade",
    "Configuration",
    "EngineVersion",
    "HostInstanceType",
    "Logs",
    "MaintenanceWindowStartTime",
    "SecurityGroups",
)
_PROTOCOLS = (
    ("OpenWireEndpoints", "ssl://"),
    ("AmqpEndpoints", ("amqp+ssl://", "amqps://")),
    ("StompEndpoints", "stomp+ssl://"),
    ("MqttEndpoints", "mqtt+ssl://"),
    ("WssEndpoints", "wss://"),
)


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {t["Key"]: t["Value"] for t in tags_list(props)}


async def _retag(rc: ResourceCall, arn: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    before, after = _tags(old), _tags(new)
    gone = [k for k in before if k not in after]
    if gone:
        await rc.call("mq", "DeleteTags", {"ResourceArn": arn, "TagKeys": gone})
    if after and after != before:
        await rc.call("mq", "CreateTags", {"ResourceArn": arn, "Tags": after})


async def _broker(rc: ResourceCall, broker_id: str) -> dict[str, Any] | None:
    return await rc.call_quiet("mq", "DescribeBroker", {"BrokerId": broker_id})


async def _settled(rc: ResourceCall, broker_id: str, gone: bool = False) -> dict[str, Any] | None:
    """Until the broker is RUNNING (or, with ``gone``, deleted): a second or two of labcloud's clock."""
    delay = 0.05
    for _ in range(400):
        found = await _broker(rc, broker_id)
        if found is None or (not gone and found["BrokerState"] == "RUNNING"):
            return found
        await asyncio.sleep(delay)
        delay = min(delay * 2, 0.5)
    return await _broker(rc, broker_id)


def _attributes(described: dict[str, Any]) -> dict[str, Any]:
    instances = described.get("BrokerInstances") or []
    endpoints = [e for i in instances for e in i.get("Endpoints") or []]
    out: dict[str, Any] = {
        "Arn": described["BrokerArn"],
        "Id": described["BrokerId"],
        "IpAddresses": [i["IpAddress"] for i in instances if i.get("IpAddress")],
    }
    for name, prefix in _PROTOCOLS:
        out[name] = [e for e in endpoints if e.startswith(prefix)]
    current = (described.get("Configurations") or {}).get("Current")
    if current:
        out["ConfigurationId"] = current["Id"]
        out["ConfigurationRevision"] = current.get("Revision")
    return out


class Broker(Handler):
    type = "AWS::AmazonMQ::Broker"

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = {k: v for k, v in props.items() if k != "Tags"}
        if props.get("Tags"):
            params["Tags"] = _tags(props)
        made = await rc.call("mq", "CreateBroker", params)
        found = await _settled(rc, str(made["BrokerId"]))
        return Created(
            str(made["BrokerId"]),
            _attributes(found or {"BrokerArn": made["BrokerArn"], "BrokerId": made["BrokerId"]}),
        )

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"BrokerId": physical_id}
        for member in _UPDATABLE:
            if new.get(member) != old.get(member) and new.get(member) is not None:
                params[member] = new[member]
        if len(params) > 1:
            await rc.call("mq", "UpdateBroker", params)
        if str(new.get("EngineType")).upper() == "ACTIVEMQ" and new.get("Users") != old.get("Users"):
            await self._users(rc, physical_id, old.get("Users") or [], new.get("Users") or [])
        await _retag(rc, str(attributes.get("Arn") or ""), old, new)
        found = await _broker(rc, physical_id)
        return _attributes(found) if found else dict(attributes)

    async def _users(
        self, rc: ResourceCall, broker_id: str, old: list[dict[str, Any]], new: list[dict[str, Any]]
    ) -> None:
        before = {str(u["Username"]): u for u in old}
        after = {str(u["Username"]): u for u in new}
        for name in before.keys() - after.keys():
            await rc.call("mq", "DeleteUser", {"BrokerId": broker_id, "Username": name})
        for name, user in after.items():
            params = {"BrokerId": broker_id, **{k: v for k, v in user.items() if k != "ReplicationUser"}}
            if name not in before:
                await rc.call("mq", "CreateUser", params)
            elif user != before[name]:
                await rc.call("mq", "UpdateUser", params)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        if await rc.call_quiet("mq", "DeleteBroker", {"BrokerId": physical_id}) is not None:
            await _settled(rc, physical_id, gone=True)


class Configuration(Handler):
    type = "AWS::AmazonMQ::Configuration"

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        names = ("Name", "EngineType", "EngineVersion", "AuthenticationStrategy")
        params: dict[str, Any] = {k: props[k] for k in names if k in props}
        if props.get("Tags"):
            params["Tags"] = _tags(props)
        made = await rc.call("mq", "CreateConfiguration", params)
        revision = made["LatestRevision"]["Revision"]
        if props.get("Data"):
            updated = await rc.call(
                "mq",
                "UpdateConfiguration",
                {
                    "ConfigurationId": made["Id"],
                    "Data": props["Data"],
                    "Description": props.get("Description"),
                },
            )
            revision = updated["LatestRevision"]["Revision"]
        return Created(str(made["Id"]), {"Arn": made["Arn"], "Id": made["Id"], "Revision": revision})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        out = dict(attributes)
        if (new.get("Data"), new.get("Description")) != (old.get("Data"), old.get("Description")) and new.get(
            "Data"
        ):
            updated = await rc.call(
                "mq",
                "UpdateConfiguration",
                {"ConfigurationId": physical_id, "Data": new["Data"], "Description": new.get("Description")},
            )
            out["Revision"] = updated["LatestRevision"]["Revision"]
        await _retag(rc, str(attributes.get("Arn") or ""), old, new)
        return out

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("mq", "DeleteConfiguration", {"ConfigurationId": physical_id})


class ConfigurationAssociation(Handler):
    type = "AWS::AmazonMQ::ConfigurationAssociation"

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        await rc.call(
            "mq", "UpdateBroker", {"BrokerId": props["Broker"], "Configuration": props["Configuration"]}
        )
        return Created(str(props["Broker"]), {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call("mq", "UpdateBroker", {"BrokerId": physical_id, "Configuration": new["Configuration"]})
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        return None  # AWS leaves the broker's configuration as it is


HANDLERS = (Broker(), Configuration(), ConfigurationAssociation())
