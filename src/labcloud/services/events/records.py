"""EventBridge's records and ARNs: buses, rules, targets and pending deliveries as typed values."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

DEFAULT_BUS = "default"


def bus_arn(region: str, account_id: str, name: str) -> str:
    return f"arn:aws:events:{region}:{account_id}:event-bus/{name}"


def rule_arn(region: str, account_id: str, bus: str, name: str) -> str:
    if bus == DEFAULT_BUS:
        return f"arn:aws:events:{region}:{account_id}:rule/{name}"
    return f"arn:aws:events:{region}:{account_id}:rule/{bus}/{name}"


@dataclass(frozen=True, slots=True)
class Bus:
    account_id: str
    region: str
    name: str
    description: str | None
    tags: dict[str, str]
    created: float
    modified: float
    #: The bus's resource policy (PutPermission), JSON text.
    policy: str | None = None

    @property
    def arn(self) -> str:
        return bus_arn(self.region, self.account_id, self.name)


@dataclass(frozen=True, slots=True)
class Rule:
    account_id: str
    region: str
    bus: str
    name: str
    event_pattern: str | None
    schedule: str | None
    state: str
    description: str | None
    role_arn: str | None
    managed_by: str | None
    tags: dict[str, str]
    created: float
    next_fire: float | None

    @property
    def arn(self) -> str:
        return rule_arn(self.region, self.account_id, self.bus, self.name)

    @property
    def enabled(self) -> bool:
        return self.state != "DISABLED"


@dataclass(frozen=True, slots=True)
class Target:
    rule: Rule
    target_id: str
    spec: dict[str, Any]

    @property
    def arn(self) -> str:
        return str(self.spec["Arn"])


@dataclass(frozen=True, slots=True)
class Delivery:
    id: int
    account_id: str
    region: str
    rule_arn: str
    target: dict[str, Any]
    event: dict[str, Any]
    attempts: int
    due: float
    created: float
