"""The checks State Manager associations and maintenance windows share: targets, schedules, time zones,
and a document's parameters against what the document declares."""

from __future__ import annotations

import re
import zoneinfo
from collections.abc import Iterable, Mapping
from typing import Any

from labcloud.errors import AwsError

#: The target keys AWS accepts (``tag:NAME`` for any tag name).
TARGET_KEYS = frozenset(
    {
        "InstanceIds",
        "tag-key",
        "resource-groups:Name",
        "resource-groups:ResourceTypeFilters",
        "ParameterValues",
        "ResourceGroup",
        "WindowTargetIds",
    }
)
MAX_TARGETS = 5
MAX_VALUES = 50
_RATE = re.compile(r"^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$")
_CRON = re.compile(r"^cron\((.+)\)$")
_AT = re.compile(r"^at\(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\)$")


def check_targets(targets: Iterable[Mapping[str, Any]], code: str, *, window_targets: bool = False) -> None:
    """Each target names a known key with 1 to 50 values (``code`` is the operation's error for a bad one)."""
    given = list(targets)
    if len(given) > MAX_TARGETS:
        raise AwsError(code, f"A request can name at most {MAX_TARGETS} targets.")
    for target in given:
        key, values = target.get("Key", ""), target.get("Values") or []
        known = key in TARGET_KEYS or (key.startswith("tag:") and len(key) > 4)
        if not known or (key == "WindowTargetIds" and not window_targets):
            raise AwsError(code, f"Target key {key!r} is not valid.")
        if not values or len(values) > MAX_VALUES:
            raise AwsError(code, f"Target {key} must have 1 to {MAX_VALUES} values.")


def schedule_error(expression: str, *, minimum_rate_minutes: int) -> str | None:
    """Why ``expression`` is not a valid ``cron(...)``, ``rate(...)`` or ``at(...)`` schedule, or None."""
    rate = _RATE.match(expression)
    if rate is not None:
        number, unit = int(rate.group(1)), rate.group(2)
        minutes = number * {"m": 1, "h": 60, "d": 1440}[unit[0]]
        if number < 1 or minutes < minimum_rate_minutes:
            return f"A rate must be at least {minimum_rate_minutes} minutes."
        if (number == 1) != (not unit.endswith("s")):
            return f"{expression} mixes a singular and a plural unit."
        return None
    cron = _CRON.match(expression)
    if cron is not None:
        fields = cron.group(1).split()
        if len(fields) not in (6, 7):
            return "A cron expression has six fields: minutes hours day-of-month month day-of-week year."
        if fields[2] != "?" and fields[4] != "?":
            return "A cron expression must give '?' for either the day of the month or the day of the week."
        return None
    if _AT.match(expression):
        return None
    return f"{expression} is not a cron(...), rate(...) or at(...) expression."


def check_time_zone(name: str | None) -> None:
    if name is None:
        return
    try:
        zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        raise AwsError(
            "ValidationException", f"ScheduleTimezone {name} is not a valid IANA time zone."
        ) from None


def check_parameters(declared: list[dict[str, str]], given: Mapping[str, Any] | None, document: str) -> None:
    """Every given parameter is one the document declares; every declared one without a default is given."""
    names = {p["Name"] for p in declared}
    given = given or {}
    unknown = sorted(set(given) - names)
    if unknown:
        raise AwsError("InvalidParameters", f"Parameter {unknown[0]} is not declared by document {document}.")
    missing = sorted(p["Name"] for p in declared if "DefaultValue" not in p and p["Name"] not in given)
    if missing:
        raise AwsError("InvalidParameters", f"Document {document} requires parameter {missing[0]}.")
