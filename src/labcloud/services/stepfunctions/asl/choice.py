"""Choice rules: every comparison operator (literal and ``...Path`` forms), ``And``/``Or``/``Not`` and
the type tests (``IsPresent``, ``IsNull``, ``IsNumeric``, ``IsString``, ``IsBoolean``, ``IsTimestamp``)."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from labcloud.services.stepfunctions.asl import paths
from labcloud.services.stepfunctions.asl.errors import runtime

_TS = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")


def parse_timestamp(value: Any) -> datetime | None:
    if not isinstance(value, str) or not _TS.match(value):
        return None
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None


def _number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _string_matches(value: str, pattern: str) -> bool:
    regex = []
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\" and i + 1 < len(pattern):
            regex.append(re.escape(pattern[i + 1]))
            i += 2
            continue
        regex.append(".*" if ch == "*" else re.escape(ch))
        i += 1
    return re.fullmatch("".join(regex), value, re.DOTALL) is not None


def _compare(kind: str, op: str, left: Any, right: Any) -> bool:
    a: Any
    b: Any
    if kind == "String":
        if op == "Matches":
            return isinstance(left, str) and isinstance(right, str) and _string_matches(left, right)
        if not (isinstance(left, str) and isinstance(right, str)):
            return False
        a, b = left, right
    elif kind == "Numeric":
        if not (_number(left) and _number(right)):
            return False
        a, b = left, right
    elif kind == "Boolean":
        return isinstance(left, bool) and isinstance(right, bool) and op == "Equals" and left == right
    else:  # Timestamp
        ta, tb = parse_timestamp(left), parse_timestamp(right)
        if ta is None or tb is None:
            return False
        a, b = ta, tb
    return {
        "Equals": a == b,
        "LessThan": a < b,
        "GreaterThan": a > b,
        "LessThanEquals": a <= b,
        "GreaterThanEquals": a >= b,
    }[op]


OPERATORS = {
    f"{kind}{op}{suffix}"
    for kind in ("String", "Numeric", "Timestamp")
    for op in ("Equals", "LessThan", "GreaterThan", "LessThanEquals", "GreaterThanEquals")
    for suffix in ("", "Path")
} | {"BooleanEquals", "BooleanEqualsPath", "StringMatches"}
TESTS = {"IsNull", "IsPresent", "IsNumeric", "IsString", "IsBoolean", "IsTimestamp"}
_KINDS = ("String", "Numeric", "Boolean", "Timestamp")


def split_operator(name: str) -> tuple[str, str, bool]:
    by_path = name.endswith("Path") and name != "StringMatches"
    core = name[:-4] if by_path else name
    kind = next(k for k in _KINDS if core.startswith(k))
    return kind, core[len(kind) :], by_path


def evaluate(rule: dict[str, Any], data: Any, context: Any) -> bool:
    if "And" in rule:
        return all(evaluate(r, data, context) for r in rule["And"])
    if "Or" in rule:
        return any(evaluate(r, data, context) for r in rule["Or"])
    if "Not" in rule:
        return not evaluate(rule["Not"], data, context)
    variable = rule["Variable"]
    if "IsPresent" in rule:
        return paths.exists(variable, data, context) == rule["IsPresent"]
    if not paths.exists(variable, data, context):
        raise runtime(
            f"Invalid path '{variable}': The choice state's condition path references an invalid value."
        )
    value = paths.read(variable, data, context)
    for test in TESTS - {"IsPresent"}:
        if test in rule:
            return _type_test(test, value) == rule[test]
    for name in OPERATORS:
        if name in rule:
            kind, op, by_path = split_operator(name)
            right = rule[name]
            if by_path:
                if not paths.exists(right, data, context):
                    raise runtime(
                        f"Invalid path '{right}': The choice state's condition path references an invalid value."
                    )
                right = paths.read(right, data, context)
            return _compare(kind, op, value, right)
    raise runtime("The choice rule has no comparison operator")


def _type_test(test: str, value: Any) -> bool:
    if test == "IsNull":
        return value is None
    if test == "IsNumeric":
        return _number(value)
    if test == "IsString":
        return isinstance(value, str)
    if test == "IsBoolean":
        return isinstance(value, bool)
    return parse_timestamp(value) is not None
