"""Lambda event filtering: the FilterCriteria pattern language (validation and matching).

A pattern is a JSON object whose keys follow the record's fields (for SQS: ``body`` is matched
as JSON when the body is a JSON object, else as a plain string) and whose leaves are arrays of
matchers: literals (string, number, true/false, null), ``prefix``, ``suffix``,
``equals-ignore-case``, ``wildcard``, ``anything-but`` (value, list, or ``prefix``/``suffix``),
``numeric`` (comparisons, up to a range), ``exists``, and ``$or`` of sub-patterns. A record
passes when any filter matches; filters are ANDed key by key, a leaf array is an OR.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Mapping
from typing import Any

from labcloud import json_document
from labcloud.errors import AwsError

_MISSING = object()
_NUMERIC_OPS = ("<", "<=", "=", ">", ">=")
MAX_FILTERS = 5


def invalid_pattern() -> AwsError:
    return AwsError(
        "InvalidParameterValueException", "Invalid filter pattern definition.", status=400, Type="User"
    )


def parse_filters(criteria: Mapping[str, Any] | None) -> list[dict[str, Any]]:
    """Validate ``FilterCriteria`` and return the parsed patterns."""
    filters = (criteria or {}).get("Filters") or []
    if len(filters) > MAX_FILTERS:
        raise AwsError(
            "InvalidParameterValueException",
            f"The number of filters exceeds the limit of {MAX_FILTERS}.",
            status=400,
            Type="User",
        )
    patterns = []
    for item in filters:
        try:
            pattern = json_document.loads(item.get("Pattern") or "")
        except ValueError as exc:
            raise invalid_pattern() from exc
        if not isinstance(pattern, dict) or not pattern:
            raise invalid_pattern()
        _check(pattern)
        patterns.append(pattern)
    return patterns


def _check(pattern: dict[str, Any]) -> None:
    for key, value in pattern.items():
        if key == "$or":
            if not isinstance(value, list) or len(value) < 2 or not all(isinstance(v, dict) for v in value):
                raise invalid_pattern()
            for sub in value:
                _check(sub)
        elif isinstance(value, dict):
            if not value:
                raise invalid_pattern()
            _check(value)
        elif isinstance(value, list):
            if not value:
                raise invalid_pattern()
            for matcher in value:
                _check_matcher(matcher)
        else:
            raise invalid_pattern()


def _check_matcher(matcher: Any) -> None:
    if matcher is None or isinstance(matcher, (str, int, float, bool)):
        return
    if not isinstance(matcher, dict) or len(matcher) != 1:
        raise invalid_pattern()
    ((op, arg),) = matcher.items()
    if op in ("prefix", "suffix", "equals-ignore-case", "wildcard"):
        if not isinstance(arg, str) and not (
            op in ("prefix", "suffix") and isinstance(arg, dict) and set(arg) == {"equals-ignore-case"}
        ):
            raise invalid_pattern()
    elif op == "exists":
        if not isinstance(arg, bool):
            raise invalid_pattern()
    elif op == "anything-but":
        if isinstance(arg, dict):
            if len(arg) != 1 or next(iter(arg)) not in ("prefix", "suffix", "equals-ignore-case"):
                raise invalid_pattern()
        elif isinstance(arg, list):
            if not arg or not all(isinstance(v, (str, int, float)) for v in arg):
                raise invalid_pattern()
        elif not isinstance(arg, (str, int, float)):
            raise invalid_pattern()
    elif op == "numeric":
        if not isinstance(arg, list) or len(arg) not in (2, 4):
            raise invalid_pattern()
        for index in range(0, len(arg), 2):
            if (
                arg[index] not in _NUMERIC_OPS
                or isinstance(arg[index + 1], bool)
                or not isinstance(arg[index + 1], (int, float))
            ):
                raise invalid_pattern()
    elif op == "cidr":
        if not isinstance(arg, str):
            raise invalid_pattern()
    else:
        raise invalid_pattern()


def matches_any(patterns: list[dict[str, Any]], record: dict[str, Any]) -> bool:
    """True when there are no filters or any filter matches the record."""
    return not patterns or any(_match(p, record) for p in patterns)


def _match(pattern: dict[str, Any], data: Any) -> bool:
    for key, expected in pattern.items():
        if key == "$or":
            if not any(_match(sub, data) for sub in expected):
                return False
            continue
        value = data.get(key, _MISSING) if isinstance(data, dict) else _MISSING
        if isinstance(expected, dict):
            if value is _MISSING or not _match(expected, value if isinstance(value, dict) else {}):
                return False
            continue
        if not _leaf(expected, value):
            return False
    return True


def _leaf(matchers: list[Any], value: Any) -> bool:
    values = value if isinstance(value, list) else [value]
    for matcher in matchers:
        if isinstance(matcher, dict) and "exists" in matcher:
            present = value is not _MISSING
            if present == matcher["exists"]:
                return True
            continue
        if value is _MISSING:
            continue
        if any(_one(matcher, v) for v in values):
            return True
    return False


def _one(matcher: Any, value: Any) -> bool:
    if not isinstance(matcher, dict):
        if isinstance(matcher, bool) or isinstance(value, bool) or matcher is None or value is None:
            return matcher is value or matcher == value and type(matcher) is type(value)
        if isinstance(matcher, (int, float)) and isinstance(value, (int, float)):
            return float(matcher) == float(value)
        return matcher == value
    ((op, arg),) = matcher.items()
    if op == "prefix":
        if isinstance(arg, dict):
            return isinstance(value, str) and value.lower().startswith(arg["equals-ignore-case"].lower())
        return isinstance(value, str) and value.startswith(arg)
    if op == "suffix":
        if isinstance(arg, dict):
            return isinstance(value, str) and value.lower().endswith(arg["equals-ignore-case"].lower())
        return isinstance(value, str) and value.endswith(arg)
    if op == "equals-ignore-case":
        return isinstance(value, str) and value.lower() == arg.lower()
    if op == "wildcard":
        return isinstance(value, str) and fnmatch.fnmatchcase(value, arg.replace("[", "[[]"))
    if op == "anything-but":
        if isinstance(arg, dict):
            ((sub, text),) = arg.items()
            if not isinstance(value, str):
                return True
            if sub == "prefix":
                return not value.startswith(text)
            if sub == "suffix":
                return not value.endswith(text)
            return value.lower() != str(text).lower()
        excluded = arg if isinstance(arg, list) else [arg]
        return not any(_one(item, value) for item in excluded)
    if op == "numeric":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return False
        for index in range(0, len(arg), 2):
            symbol, bound = arg[index], float(arg[index + 1])
            number = float(value)
            ok = {
                "<": number < bound,
                "<=": number <= bound,
                "=": number == bound,
                ">": number > bound,
                ">=": number >= bound,
            }[symbol]
            if not ok:
                return False
        return True
    if op == "cidr":
        import ipaddress

        try:
            return ipaddress.ip_address(str(value)) in ipaddress.ip_network(arg, strict=False)
        except ValueError:
            return False
    return False


def filterable_sqs_record(record: dict[str, Any]) -> dict[str, Any]:
    """The record as filters see it: a JSON object body is matched as JSON."""
    body = record.get("body")
    view = dict(record)
    if isinstance(body, str):
        try:
            decoded = json_document.loads(body)
        except ValueError:
            decoded = None
        if isinstance(decoded, dict):
            view["body"] = decoded
    return view
