"""Shared by the Amazon MQ tests: a password AWS accepts and CreateBroker's parameters for a small broker."""

from __future__ import annotations

import urllib.error
import urllib.request
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


def put_status(server: Any, broker_id: str, queue: str, body: bytes) -> int:
    """The HTTP status of a raw POST to the inbound route (the error paths)."""
    request = urllib.request.Request(
        f"{server.endpoint}/_labcloud/mq/{broker_id}/queues/{queue}", data=body, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return int(error.code)
