"""Composite alarms: PutCompositeAlarm's checks (the rule, the alarms it names, cycles, actions), the
composite's state from its children's, and the propagation of a child's state change to every composite
that names it (and on up, through composites of composites).

A composite is ALARM when its rule is true, else OK (INSUFFICIENT_DATA only until its first evaluation,
at creation). Its reasons are CloudWatch's: ``<arn> was created and its alarm rule evaluates to OK``,
``<child arn> transitioned to ALARM at Friday 22 July, 2022 15:57:45 UTC``; ``StateReasonData`` lists
the ``triggeringAlarms`` (the children whose state check agrees with the composite's new state).
Action suppression (``ActionsSuppressor``...) is refused.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from . import alarm_rule
from .alarms import alarm_arn, check_actions
from .errors import unsupported, validation
from .evaluate import iso
from .repo.alarms import AlarmRow
from .state import CloudWatchState

COMPOSITE = "CompositeAlarm"
_KEYS = (
    "AlarmDescription",
    "ActionsEnabled",
    "OKActions",
    "AlarmActions",
    "InsufficientDataActions",
    "AlarmRule",
)
_UNSUPPORTED = (
    "ActionsSuppressor",
    "ActionsSuppressorWaitPeriod",
    "ActionsSuppressorExtensionPeriod",
    "ActionConfiguration",
)
UTC = dt.timezone.utc
#: ``evaluator.transition``: (state, alarm, new state, reason, reason data, now).
Transition = Callable[[CloudWatchState, AlarmRow, str, str, "str | None", float], None]


def check_config(params: Mapping[str, Any], region: str, account: str) -> dict[str, Any]:
    """PutCompositeAlarm's rules that need no other alarm; answers the configuration to store."""
    for member in _UNSUPPORTED:
        if params.get(member) is not None:
            raise unsupported(f"{member} (action suppression of composite alarms)")
    alarm_rule.parse(params["AlarmRule"])
    check_actions(params, region, account)
    config = {k: params[k] for k in _KEYS if params.get(k) is not None}
    config.setdefault("ActionsEnabled", True)
    for member in ("OKActions", "AlarmActions", "InsufficientDataActions"):
        config.setdefault(member, [])
    return config


def resolve(ref: str, account: str, region: str) -> str | None:
    """The alarm name a rule's reference means (a name, or an alarm ARN in this account and region)."""
    if not ref.startswith("arn:"):
        return ref
    prefix = alarm_arn(region, account, "")
    return ref[len(prefix) :] if ref.startswith(prefix) and len(ref) > len(prefix) else None


def children(row: AlarmRow) -> list[str]:
    """The names the composite's rule refers to (in order, once each; an ARN elsewhere is left out)."""
    rule = alarm_rule.parse(json.loads(row.doc)["AlarmRule"])
    seen: dict[str, None] = {}
    for ref in alarm_rule.references(rule):
        name = resolve(ref, row.account_id, row.region)
        if name is not None:
            seen.setdefault(name, None)
    return list(seen)


def composites(state: CloudWatchState, account: str, region: str) -> Iterator[AlarmRow]:
    return iter(state.alarms.of_type(account, region, COMPOSITE))


def parents(state: CloudWatchState, account: str, region: str, name: str) -> list[AlarmRow]:
    """The composites whose rule names the alarm ``name`` (from the index, built once per change)."""
    index = state.parents.get((account, region))
    if index is None:
        index = {}
        for row in composites(state, account, region):
            for child in children(row):
                index.setdefault(child, []).append(row.name)
        state.parents[(account, region)] = index
    found = (state.alarms.get(account, region, parent) for parent in index.get(name, ()))
    return [row for row in found if row is not None]


def forget(state: CloudWatchState, account: str, region: str) -> None:
    """Drop the parents index of (account, region): composites were put or alarms deleted (or rolled back)."""
    state.parents.pop((account, region), None)


def check_references(state: CloudWatchState, account: str, region: str, name: str, rule_text: str) -> None:
    """Every alarm the rule names exists, the rule does not name its own alarm, and no cycle forms."""
    rule = alarm_rule.parse(rule_text)
    refs = list(dict.fromkeys(alarm_rule.references(rule)))
    absent = []
    named = []
    for ref in refs:
        target = resolve(ref, account, region)
        if target == name:
            raise validation(f"The composite alarm {name} cannot reference itself in its alarm rule.")
        if target is None or state.alarms.get(account, region, target) is None:
            absent.append(ref)
        else:
            named.append(target)
    if absent:
        raise validation(
            f"Could not save the composite alarm as alarms [{', '.join(absent)}] in the alarm rule do not exist"
        )
    # a cycle: the new rule names a composite from which this composite is reachable
    rows = {row.name: row for row in composites(state, account, region)}
    stack = [(target, [name, target]) for target in named]
    visited: set[str] = set()
    while stack:
        current, path = stack.pop()
        if current == name:
            raise validation(
                f"Could not save the composite alarm as it would create a cycle: {' -> '.join(path)}"
            )
        if current in visited or current not in rows:
            continue
        visited.add(current)
        stack.extend((child, [*path, child]) for child in children(rows[current]))


def check_deletion(state: CloudWatchState, account: str, region: str, names: Sequence[str]) -> None:
    """An alarm a composite names cannot be deleted unless that composite goes in the same request."""
    going = set(names)
    for row in composites(state, account, region):
        if row.name in going:
            continue
        held = [child for child in children(row) if child in going]
        if held:
            raise validation(
                f"Could not delete alarms [{', '.join(held)}]: the composite alarm {row.name} references them "
                "in its alarm rule."
            )


def _long_time(ts: float) -> str:
    return dt.datetime.fromtimestamp(ts, UTC).strftime("%A %d %B, %Y %H:%M:%S UTC")


def outcome(state: CloudWatchState, row: AlarmRow) -> tuple[str, str]:
    """The composite's state by its rule now, and its ``StateReasonData`` (the triggering alarms)."""
    rule = alarm_rule.parse(json.loads(row.doc)["AlarmRule"])
    rows: dict[str, AlarmRow | None] = {}

    def child(ref: str) -> AlarmRow | None:
        if ref not in rows:
            name = resolve(ref, row.account_id, row.region)
            rows[ref] = None if name is None else state.alarms.get(row.account_id, row.region, name)
        return rows[ref]

    def state_of(ref: str) -> str | None:
        found = child(ref)
        return None if found is None else found.state

    value = "ALARM" if alarm_rule.evaluate(rule, state_of) else "OK"
    triggering: dict[str, dict[str, Any]] = {}
    for check in alarm_rule.checks(rule):
        found = child(check.ref)
        if found is None or (found.state == check.state) != (value == "ALARM"):
            continue
        arn = alarm_arn(found.region, found.account_id, found.name)
        triggering.setdefault(
            arn, {"arn": arn, "state": {"value": found.state, "timestamp": iso(found.state_updated)}}
        )
    data = json.dumps({"triggeringAlarms": list(triggering.values())}, separators=(",", ":"))
    return value, data


def settle(state: CloudWatchState, row: AlarmRow, now: float, created: bool, transition: Transition) -> None:
    """Evaluate a composite just created or updated; ``transition`` (evaluator's) moves it when it changes."""
    value, data = outcome(state, row)
    if value == row.state:
        return
    arn = alarm_arn(row.region, row.account_id, row.name)
    reason = f"{arn} was {'created' if created else 'updated'} and its alarm rule evaluates to {value}"
    transition(state, row, value, reason, data, now)


def propagate(
    state: CloudWatchState, child: AlarmRow, new_state: str, now: float, transition: Transition
) -> None:
    """After ``child`` moved to ``new_state``: re-evaluate every composite naming it (``transition``, the
    evaluator's, moves each one that changes and propagates further up)."""
    for parent in parents(state, child.account_id, child.region, child.name):
        value, data = outcome(state, parent)
        if value == parent.state:
            continue
        arn = alarm_arn(child.region, child.account_id, child.name)
        reason = f"{arn} transitioned to {new_state} at {_long_time(now)}"
        transition(state, parent, value, reason, data, now)
