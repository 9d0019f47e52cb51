"""HTTP dates (RFC 9110's IMF-fixdate, ``Sun, 06 Nov 1994 08:49:37 GMT``), written without a locale."""

from __future__ import annotations

import datetime as dt
import time

_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def from_epoch(seconds: float) -> str:
    """The IMF-fixdate of a POSIX time (fractions of a second dropped)."""
    t = time.gmtime(seconds)
    return (
        f"{_DAYS[t.tm_wday]}, {t.tm_mday:02d} {_MONTHS[t.tm_mon - 1]} {t.tm_year:04d} "
        f"{t.tm_hour:02d}:{t.tm_min:02d}:{t.tm_sec:02d} GMT"
    )


def from_datetime(when: dt.datetime) -> str:
    """The IMF-fixdate of an aware datetime (a naive one is taken as UTC)."""
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.timezone.utc)
    u = when.astimezone(dt.timezone.utc)
    return (
        f"{_DAYS[u.weekday()]}, {u.day:02d} {_MONTHS[u.month - 1]} {u.year:04d} "
        f"{u.hour:02d}:{u.minute:02d}:{u.second:02d} GMT"
    )
