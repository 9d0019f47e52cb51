"""Schedule expressions of rules: ``rate(value unit)`` and AWS's six-field ``cron(...)``.

``parse(text)`` checks an expression (``ValueError`` when AWS would refuse it) and returns a
:class:`Schedule` whose ``next_after(t)`` is the first firing time strictly after ``t`` (UTC epoch
seconds). Cron fields are minutes, hours, day-of-month, month, day-of-week (1-7 = SUN-SAT, or
names) and year; one of the two day fields is ``?``. croniter evaluates the five classic fields
(day-of-week numbers moved to its 0-6, ``nL`` to its ``Ln``); the year field is checked here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

RATE = re.compile(r"^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$")
CRON = re.compile(r"^cron\(([^()]*)\)$")
UNIT_SECONDS = {"minute": 60, "hour": 3600, "day": 86400}
FIRST_YEAR, LAST_YEAR = 1970, 2199
#: Jumps between allowed years before giving up.
MAX_STEPS = 2000


class Schedule:
    def next_after(self, moment: float) -> float | None:  # pragma: no cover - overridden
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Rate(Schedule):
    seconds: int

    def next_after(self, moment: float) -> float | None:
        return moment + self.seconds


@dataclass(frozen=True, slots=True)
class Cron(Schedule):
    classic: str
    years: frozenset[int] | None

    def next_after(self, moment: float) -> float | None:
        from croniter import CroniterError, croniter  # here: a schedule's first use imports it, not the build

        start = datetime.fromtimestamp(moment, tz=timezone.utc)
        for _ in range(MAX_STEPS):
            try:
                found = croniter(self.classic, start).get_next(datetime)
            except CroniterError:  # no such date, ever (the 30th of February)
                return None
            if self.years is None or found.year in self.years:
                return float(found.timestamp())
            later = [year for year in self.years if year > found.year]
            if not later:
                return None
            # jump to the last second before the next allowed year
            start = datetime(min(later), 1, 1, tzinfo=timezone.utc) - timedelta(seconds=1)
        return None


def parse(text: str) -> Schedule:
    rate = RATE.match(text)
    if rate is not None:
        value, unit = int(rate.group(1)), rate.group(2)
        if value < 1 or (value == 1) != (not unit.endswith("s")):
            raise ValueError(text)
        return Rate(value * UNIT_SECONDS[unit.rstrip("s")])
    cron = CRON.match(text)
    if cron is None:
        raise ValueError(text)
    fields = cron.group(1).split()
    if len(fields) != 6:
        raise ValueError(text)
    minutes, hours, day_of_month, month, day_of_week, year = fields
    if (day_of_month == "?") == (day_of_week == "?"):
        raise ValueError(text)  # exactly one of the day fields is "?"
    classic = " ".join(
        [
            minutes,
            hours,
            "*" if day_of_month == "?" else day_of_month,
            month,
            "*" if day_of_week == "?" else _day_of_week(day_of_week),
        ]
    )
    from croniter import croniter  # here: a schedule's first use imports it, not the build

    if not croniter.is_valid(classic):
        raise ValueError(text)
    return Cron(classic, _years(year))


def _day_of_week(field: str) -> str:
    """AWS's 1-7 (SUN-SAT) to croniter's 0-6; AWS's ``5L`` (last Thursday) to croniter's ``L4``."""

    def shift(match: re.Match[str]) -> str:
        number = int(match.group(0))
        if not 1 <= number <= 7:
            raise ValueError(field)
        return str(number - 1)

    last = re.fullmatch(r"(\d)L", field)
    if last is not None:
        return "L" + shift(re.match(r"\d", last.group(1)))  # type: ignore[arg-type]
    if "#" in field:
        day, nth = field.split("#", 1)
        return re.sub(r"\d+", shift, day) + "#" + nth
    return re.sub(r"(?<![/\d])\d+", shift, field)


def _years(field: str) -> frozenset[int] | None:
    if field == "*":
        return None
    years: set[int] = set()
    for part in field.split(","):
        step = 1
        if "/" in part:
            part, step_text = part.split("/", 1)
            if not step_text.isdigit() or int(step_text) < 1:
                raise ValueError(field)
            step = int(step_text)
        if part == "*":
            low, high = FIRST_YEAR, LAST_YEAR
        elif "-" in part:
            low_text, high_text = part.split("-", 1)
            if not (low_text.isdigit() and high_text.isdigit()):
                raise ValueError(field)
            low, high = int(low_text), int(high_text)
        elif part.isdigit():
            low = high = int(part)
            if step != 1:
                high = LAST_YEAR
        else:
            raise ValueError(field)
        if not FIRST_YEAR <= low <= high <= LAST_YEAR:
            raise ValueError(field)
        years.update(range(low, high + 1, step))
    return frozenset(years)
