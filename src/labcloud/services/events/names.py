"""Which bus and rule a request names: ``EventBusName`` (a name or an ARN) and rule names."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.services.events.errors import bus_not_found, rule_not_found
from labcloud.services.events.records import DEFAULT_BUS, Bus, Rule
from labcloud.services.events.repo import buses, rules
from labcloud.store.db import Store


def bus_name(given: str | None, ctx: RequestContext) -> str:
    """The bus a parameter names in the caller's account and region (another account's ARN is not found)."""
    if not given:
        return DEFAULT_BUS
    if given.startswith("arn:"):
        parts = given.split(":", 5)
        if len(parts) != 6 or parts[2] != "events" or not parts[5].startswith("event-bus/"):
            raise bus_not_found(given)
        if parts[3] != ctx.region or parts[4] != ctx.account_id:
            raise bus_not_found(given)
        return parts[5][len("event-bus/") :]
    return given


def bus_ref(given: str | None, ctx: RequestContext) -> tuple[str, str]:
    """(account, name) of the bus an ``EventBusName`` names: an ARN may name another account's bus in
    the caller's region (PutEvents across accounts, decided by that bus's policy)."""
    if given and given.startswith("arn:"):
        parts = given.split(":", 5)
        if len(parts) != 6 or parts[2] != "events" or not parts[5].startswith("event-bus/"):
            raise bus_not_found(given)
        if parts[3] != ctx.region or not parts[4]:
            raise bus_not_found(given)
        return parts[4], parts[5][len("event-bus/") :]
    return ctx.account_id, given or DEFAULT_BUS


def existing_bus(store: Store, given: str | None, ctx: RequestContext) -> Bus:
    name = bus_name(given, ctx)
    bus = buses.find(store, ctx.account_id, ctx.region, name)
    if bus is None:
        raise bus_not_found(name)
    return bus


def existing_rule(store: Store, name: str, given_bus: str | None, ctx: RequestContext) -> Rule:
    bus = bus_name(given_bus, ctx)
    rule = rules.find(store, ctx.account_id, ctx.region, bus, name)
    if rule is None:
        raise rule_not_found(name, bus)
    return rule
