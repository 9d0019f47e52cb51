"""Filter policy text → a checked :class:`Policy` tree, with AWS's rules and limits.

A policy is a JSON object: each key names a message attribute (``MessageAttributes`` scope) or a
property of the JSON body (``MessageBody`` scope, where objects nest); each leaf is an array of
rules, any of which may match; all keys must match; ``"$or": [policy, ...]`` adds alternatives.
Rules: a string, number, boolean or null (exact), or an object with one operator: ``prefix``,
``suffix``, ``equals-ignore-case``, ``anything-but`` (values, or a prefix/suffix), ``numeric``
(comparisons, a range), ``exists`` and ``cidr``. Limits: 5 keys, 150 value combinations, 5 levels,
256 KiB of text.
"""

from __future__ import annotations

import ipaddress
import json
import math
from dataclasses import dataclass, field
from typing import Any

MAX_KEYS = 5
MAX_COMBINATIONS = 150
MAX_DEPTH = 5
MAX_SIZE = 256 * 1024
NUMERIC_LIMIT = 1_000_000_000
_OPERATORS = ("=", "<", "<=", ">", ">=")


class FilterPolicyError(ValueError):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Rule:
    """One match rule: ``kind`` is exact, prefix, suffix, equals-ignore-case, anything-but,
    anything-but-prefix, anything-but-suffix, numeric, exists or cidr."""

    kind: str
    value: Any


@dataclass(frozen=True, slots=True)
class Condition:
    path: tuple[str, ...]
    rules: tuple[Rule, ...]


@dataclass(frozen=True, slots=True)
class Policy:
    scope: str
    conditions: tuple[Condition, ...] = ()
    #: each alternative group: the message matches one policy of each group
    alternatives: tuple[tuple[Policy, ...], ...] = field(default=())


def compile_policy(text: str, scope: str = "MessageAttributes") -> Policy:
    if len(text.encode()) > MAX_SIZE:
        raise FilterPolicyError("Filter policy is too long")
    try:
        document = json.loads(text)
    except ValueError:
        raise FilterPolicyError("failed to parse JSON. Unexpected character or end of input") from None
    if not isinstance(document, dict):
        raise FilterPolicyError("Filter policy must be a JSON object")
    policy = _policy(document, scope, (), 1)
    keys = _count_keys(policy)
    if keys > MAX_KEYS:
        raise FilterPolicyError(f"Filter policy can not have more than {MAX_KEYS} keys")
    if _combinations(policy) > MAX_COMBINATIONS:
        raise FilterPolicyError("Filter policy is too complex")
    return policy


def _policy(document: dict[str, Any], scope: str, prefix: tuple[str, ...], depth: int) -> Policy:
    if depth > MAX_DEPTH:
        raise FilterPolicyError("Filter policy can not have more than 5 levels of nesting")
    conditions: list[Condition] = []
    alternatives: list[tuple[Policy, ...]] = []
    for key, value in document.items():
        if key == "$or":
            if (
                not isinstance(value, list)
                or len(value) < 2
                or not all(isinstance(v, dict) and v for v in value)
            ):
                raise FilterPolicyError('"$or" must be an array of at least two non-empty JSON objects')
            alternatives.append(tuple(_policy(v, scope, prefix, depth) for v in value))
            continue
        path = (*prefix, key)
        if isinstance(value, dict):
            if scope != "MessageBody":
                raise FilterPolicyError(
                    "Filter policy scope MessageAttributes does not support nested filter policy"
                )
            nested = _policy(value, scope, path, depth + 1)
            conditions.extend(nested.conditions)
            alternatives.extend(nested.alternatives)
            continue
        if not isinstance(value, list):
            raise FilterPolicyError(f'"{key}" must be an object or an array')
        if not value:
            raise FilterPolicyError("Empty arrays are not allowed")
        conditions.append(Condition(path, tuple(_rule(item, scope) for item in value)))
    return Policy(scope, tuple(conditions), tuple(alternatives))


def _rule(item: Any, scope: str) -> Rule:
    if isinstance(item, bool) or item is None:
        return Rule("exact", item)
    if isinstance(item, str):
        return Rule("exact", item)
    if isinstance(item, int | float):
        return Rule("exact", _number(item))
    if isinstance(item, list):
        raise FilterPolicyError("Match value must be String, number, true, false, or null")
    if not isinstance(item, dict) or len(item) != 1:
        raise FilterPolicyError("Only one key allowed in match expression")
    ((operator, operand),) = item.items()
    if operator in ("prefix", "suffix", "equals-ignore-case"):
        if (
            isinstance(operand, dict)
            and operator in ("prefix", "suffix")
            and set(operand) == {"equals-ignore-case"}
        ):
            text = operand["equals-ignore-case"]
            if not isinstance(text, str):
                raise FilterPolicyError(f"{operator} match pattern must be a string")
            return Rule(f"{operator}-ignore-case", text.lower())
        if not isinstance(operand, str):
            raise FilterPolicyError(f"{operator} match pattern must be a string")
        return Rule(operator, operand.lower() if operator == "equals-ignore-case" else operand)
    if operator == "anything-but":
        return _anything_but(operand)
    if operator == "numeric":
        return Rule("numeric", _numeric(operand))
    if operator == "exists":
        if not isinstance(operand, bool):
            raise FilterPolicyError("exists match pattern must be either true or false.")
        return Rule("exists", operand)
    if operator == "cidr":
        if not isinstance(operand, str):
            raise FilterPolicyError("Malformed CIDR, one '/' required")
        if operand.count("/") != 1:
            raise FilterPolicyError("Malformed CIDR, one '/' required")
        try:
            network = ipaddress.ip_network(operand, strict=False)
        except ValueError:
            raise FilterPolicyError(f"Nonstandard IP address: {operand.split('/')[0]}") from None
        return Rule("cidr", network)
    raise FilterPolicyError(f"Unrecognized match type {operator}")


def _anything_but(operand: Any) -> Rule:
    if isinstance(operand, dict):
        if len(operand) != 1:
            raise FilterPolicyError("Value of anything-but must be an array or single string/number value.")
        ((inner, value),) = operand.items()
        if inner not in ("prefix", "suffix"):
            raise FilterPolicyError(f"Unsupported anything-but pattern: {inner}")
        if not isinstance(value, str) or not value:
            raise FilterPolicyError(f"{inner} match pattern must be a string")
        return Rule(f"anything-but-{inner}", value)
    values = operand if isinstance(operand, list) else [operand]
    if not values:
        raise FilterPolicyError("Empty arrays are not allowed")
    out = []
    for value in values:
        if isinstance(value, bool) or value is None or isinstance(value, list | dict):
            raise FilterPolicyError("Value of anything-but must be an array or single string/number value.")
        out.append(_number(value) if isinstance(value, int | float) else value)
    if len({type(v) for v in out}) > 1:
        raise FilterPolicyError("Inside anything but list, mixed types are not allowed")
    return Rule("anything-but", tuple(out))


def _number(value: float) -> float:
    if not math.isfinite(value) or abs(value) > NUMERIC_LIMIT:
        raise FilterPolicyError("Numeric value must be between -1.0E9 and 1.0E9 inclusive")
    return float(value)


def _numeric(operand: Any) -> tuple[tuple[str, float], ...]:
    if not isinstance(operand, list) or not operand:
        raise FilterPolicyError("Value of numeric must be an array.")
    if len(operand) > 4 or len(operand) % 2:
        raise FilterPolicyError("Too many elements in numeric expression")
    out: list[tuple[str, float]] = []
    for index in range(0, len(operand), 2):
        op, value = operand[index], operand[index + 1]
        if op not in _OPERATORS:
            raise FilterPolicyError(f"Unrecognized numeric range operator: {op}")
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise FilterPolicyError(f"Value of {op} must be numeric")
        out.append((op, _number(value)))
    if len(out) == 2:
        (low_op, low), (high_op, high) = out
        if low_op not in (">", ">=") or high_op not in ("<", "<="):
            raise FilterPolicyError("Bad numeric range operator")
        if low >= high:
            raise FilterPolicyError("Bottom must be less than top")
    elif out[0][0] == "=" and len(operand) != 2:
        raise FilterPolicyError("Too many elements in numeric expression")
    return tuple(out)


def _count_keys(policy: Policy) -> int:
    return len(policy.conditions) + sum(max(_count_keys(p) for p in group) for group in policy.alternatives)


def _combinations(policy: Policy) -> int:
    total = 1
    for condition in policy.conditions:
        total *= len(condition.rules)
    for group in policy.alternatives:
        total *= sum(_combinations(p) for p in group)
    return total
