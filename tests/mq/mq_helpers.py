"""Shared by the Amazon MQ tests: a password AWS accepts and CreateBroker's parameters for a small broker."""

from __future__ import annotations

from typing import Any

PASSWORD = "labcloud-Secret-1"


def broker_params(name: str, engine: str = "ACTIVEMQ", **extra: Any) -> dict[str, Any]:
    users: list[dict[str, Any]] = [{"Username": "admin", "Password": PASSWORD}]
    if engine == "ACTIVEMQ":
        users[0]["ConsoleAccess"] = True
    return {
        "BrokerName": name,
        "EngineType": engine,
        "HostInstanceType": "mq.t3.micro",
        "DeploymentMode": "SINGLE_INSTANCE",
        "PubliclyAccessible": True,
        "Users": users,
        **extra,
    }
