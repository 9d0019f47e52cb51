"""Rotation schedules: when a secret next rotates under its RotationRules.

``AutomaticallyAfterDays`` (1..1000), ``rate(N hours|days)`` (4 hours .. 1000 days) and AWS's six-field
``cron(minutes hours day-of-month month day-of-week year)`` (one of the day fields ``?``; day-of-week 1-7 or
SUN-SAT; ``#`` for the nth weekday), the last evaluated by croniter in UTC. ``Duration`` (1h..24h) is
checked and kept: labcloud rotates at the start of the window.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from labcloud.services.secretsmanager.errors import invalid_parameter

if TYPE_CHECKING:
    from labcloud.services.secretsmanager.api import RotationRulesType

DAY = 86400.0
HOUR = 3600.0
_RATE = re.compile(r"^rate\((\d+) (hour|hours|day|days)\)$")
_CRON = re.compile(r"^cron\((.*)\)$")
_DURATION = re.compile(r"^(\d+)h$")


def _aws_weekdays(field: str) -> str:
    """AWS numbers days of the week 1-7 from Sunday; croniter 0-6: shift each day number (not an nth)."""
    return re.sub(r"(?<![#\d])([1-7])(?!\d)", lambda m: str(int(m.group(1)) - 1), field)


def _cron_next(body: str, after: float) -> float:
    from croniter import CroniterError, croniter  # here: a rotation schedule's first use imports it

    fields = body.split()
    if len(fields) != 6:
        raise invalid_parameter(f"Invalid cron expression cron({body}): it needs six fields.")
    minutes, hours, day, month, weekday, year = fields
    if (day == "?") == (weekday == "?"):
        raise invalid_parameter(
            f"Invalid cron expression cron({body}): use ? in exactly one of day-of-month and day-of-week."
        )
    day = "*" if day == "?" else day
    weekday = "*" if weekday == "?" else _aws_weekdays(weekday)
    expression = f"{minutes} {hours} {day} {month} {weekday} 0 {year}"
    try:
        start = datetime.fromtimestamp(after, timezone.utc)
        found = croniter(expression, start, max_years_between_matches=200).get_next(datetime)
    except (CroniterError, ValueError, KeyError) as exc:
        raise invalid_parameter(f"Invalid cron expression cron({body}): {exc}") from None
    return float(found.timestamp())


def check(rules: RotationRulesType) -> None:
    """InvalidParameterException for rules AWS refuses (or labcloud cannot keep)."""
    next_rotation(rules, 0.0)


def next_rotation(rules: RotationRulesType, after: float) -> float:
    days, expression = rules.get("AutomaticallyAfterDays"), rules.get("ScheduleExpression")
    if days is not None and expression is not None:
        raise invalid_parameter("You can't specify both AutomaticallyAfterDays and ScheduleExpression.")
    duration = rules.get("Duration")
    if duration is not None:
        match = _DURATION.match(duration)
        if not match or not 1 <= int(match.group(1)) <= 24:
            raise invalid_parameter("Duration must be between 1h and 24h, in hours.")
    if days is not None:
        if not 1 <= days <= 1000:
            raise invalid_parameter("AutomaticallyAfterDays must be between 1 and 1000.")
        return after + days * DAY
    if expression is None:
        raise invalid_parameter("RotationRules needs AutomaticallyAfterDays or ScheduleExpression.")
    rate = _RATE.match(expression)
    if rate is not None:
        count, unit = int(rate.group(1)), rate.group(2)
        seconds = count * (HOUR if unit.startswith("hour") else DAY)
        if seconds < 4 * HOUR or seconds > 1000 * DAY:
            raise invalid_parameter("The rotation interval must be between 4 hours and 1000 days.")
        return after + seconds
    cron = _CRON.match(expression)
    if cron is not None:
        return _cron_next(cron.group(1), after)
    raise invalid_parameter(f"Invalid ScheduleExpression {expression}: use rate(...) or cron(...).")
