"""Scheduler's schedule expressions: ``at(yyyy-mm-ddThh:mm:ss)``, ``rate(...)`` and ``cron(...)``,
read in the schedule's time zone and bounded by its start and end dates.

``rate`` and ``cron`` are EventBridge's (``services.events.schedule``, a shared pure module), except that
Scheduler also takes a plural unit with a value of 1 (``rate(1 hours)``: its guide lists only ``minutes |
hours | days``, the provider's own example and AWS's Terraform patterns use ``rate(1 minutes)``), which a
rule refuses; a cron
expression is evaluated in the schedule's IANA time zone (``zoneinfo``), a rate counts from the start
date (or the creation), and ``at`` fires once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from labcloud.services.events import schedule as rules_schedule

AT = re.compile(r"^at\((\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\)$")
MAX_STEPS = 2000
#: Scheduler's units are minute|minutes|hour|hours|day|days (its API reference), without EventBridge rules'
#: rule that ties the plural to the value: AWS's own patterns write both ``rate(1 minutes)`` and ``rate(5 minute)``.
ANY_UNIT = re.compile(r"^rate\((\d+) (minute|hour|day)s?\)$")


@dataclass(frozen=True, slots=True)
class Expression:
    text: str
    zone: ZoneInfo
    at: float | None = None
    rate: int | None = None
    cron: rules_schedule.Cron | None = None

    def next_after(self, moment: float, anchor: float) -> float | None:
        """The first firing strictly after ``moment``; a rate's firings are ``anchor + k * rate``."""
        if self.at is not None:
            return self.at if self.at > moment else None
        if self.rate is not None:
            if moment < anchor:
                return anchor
            steps = int((moment - anchor) // self.rate) + 1
            return anchor + steps * self.rate
        assert self.cron is not None
        from croniter import CroniterError, croniter  # here: a schedule's first use imports it, not the build

        start = datetime.fromtimestamp(moment, tz=self.zone)
        for _ in range(MAX_STEPS):
            try:
                found = croniter(self.cron.classic, start).get_next(datetime)
            except CroniterError:
                return None
            years = self.cron.years
            if years is None or found.year in years:
                return float(found.timestamp())
            later = [year for year in years if year > found.year]
            if not later:
                return None
            start = datetime(min(later), 1, 1, tzinfo=self.zone) - timedelta(seconds=1)
        return None


def zone(name: str | None) -> ZoneInfo:
    """``ValueError`` for a time zone AWS does not know."""
    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(name) from None


def parse(text: str, timezone: str | None) -> Expression:
    """``ValueError`` when AWS would refuse the expression or the time zone."""
    tz = zone(timezone)
    at = AT.match(text)
    if at is not None:
        try:
            year, month, day, hour, minute, second = (int(part) for part in at.groups())
            moment = datetime(year, month, day, hour, minute, second, tzinfo=tz)
        except ValueError:
            raise ValueError(text) from None
        return Expression(text, tz, at=moment.timestamp())
    unit = ANY_UNIT.match(text)  # read in the form a rule takes (its value 0 stays refused there)
    parsed = rules_schedule.parse(
        f"rate({unit[1]} {unit[2]}{'' if unit[1] == '1' else 's'})" if unit else text
    )
    if isinstance(parsed, rules_schedule.Rate):
        return Expression(text, tz, rate=parsed.seconds)
    assert isinstance(parsed, rules_schedule.Cron)
    return Expression(text, tz, cron=parsed)
