"""Amazon MQ's identifiers and addresses: broker ids ``b-<uuid>``, configuration ids ``c-<uuid>``, their
ARNs, and the endpoints and console URLs AWS gives each broker instance."""

from __future__ import annotations

import re
import uuid
from datetime import datetime, timezone

BROKER_NAME = re.compile(r"^[0-9A-Za-z_-]{1,50}$")
CONFIGURATION_NAME = re.compile(r"^[0-9A-Za-z_.-]{1,150}$")


def broker_id() -> str:
    return f"b-{uuid.uuid4()}"


def configuration_id() -> str:
    return f"c-{uuid.uuid4()}"


def broker_arn(region: str, account_id: str, name: str, bid: str) -> str:
    return f"arn:aws:mq:{region}:{account_id}:broker:{name}:{bid}"


def configuration_arn(region: str, account_id: str, cid: str) -> str:
    return f"arn:aws:mq:{region}:{account_id}:configuration:{cid}"


def instances(bid: str, region: str, engine: str, mode: str) -> list[dict[str, object]]:
    """BrokerInstances as AWS lists them: ActiveMQ per instance (``-1``, ``-2`` for a standby pair) with its
    five protocol endpoints and console on 8162; RabbitMQ one AMQPS endpoint for the broker (or cluster)."""
    if engine == "RABBITMQ":
        host = f"{bid}.mq.{region}.amazonaws.com"
        return [{"ConsoleURL": f"https://{host}", "Endpoints": [f"amqps://{host}:5671"]}]
    out: list[dict[str, object]] = []
    for index in range(1, 3 if mode == "ACTIVE_STANDBY_MULTI_AZ" else 2):
        host = f"{bid}-{index}.mq.{region}.amazonaws.com"
        out.append(
            {
                "ConsoleURL": f"https://{host}:8162",
                "Endpoints": [
                    f"ssl://{host}:61617",
                    f"amqp+ssl://{host}:5671",
                    f"stomp+ssl://{host}:61614",
                    f"mqtt+ssl://{host}:8883",
                    f"wss://{host}:61619",
                ],
                "IpAddress": f"10.0.{index}.{10 + index}",
            }
        )
    return out


def iso(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, timezone.utc)
