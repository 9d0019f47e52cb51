"""The roster file of ``labcloud up --classroom ROSTER``: learner names, one a line, or a count.

Blank lines and ``#`` comments are skipped. A file holding only a number N names the learners
``learner01`` … ``learnerNN``. Names are what the instructor and the dashboard call a learner:
letters, digits, ``.``, ``_`` and ``-``, at most 32 characters, each once.
"""

from __future__ import annotations

import re
from pathlib import Path

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$")
#: The largest class one roster may enrol (one server on one machine).
MAX_LEARNERS = 200


class RosterError(ValueError):
    """A roster that cannot be used, with the line that is wrong."""


def parse(text: str) -> list[str]:
    lines = [line.split("#", 1)[0].strip() for line in text.splitlines()]
    entries = [line for line in lines if line]
    if not entries:
        raise RosterError("the roster names no learner: write one name a line, or a number of learners")
    if len(entries) == 1 and entries[0].isdigit():
        count = int(entries[0])
        if not 1 <= count <= MAX_LEARNERS:
            raise RosterError(f"a class has 1 to {MAX_LEARNERS} learners, not {count}")
        width = max(2, len(str(count)))
        return [f"learner{number:0{width}d}" for number in range(1, count + 1)]
    seen: set[str] = set()
    for name in entries:
        if not NAME.match(name):
            raise RosterError(
                f"{name!r} is not a learner name: use letters, digits, '.', '_' or '-' (at most 32)"
            )
        if name in seen:
            raise RosterError(f"{name!r} is on the roster twice")
        seen.add(name)
    if len(entries) > MAX_LEARNERS:
        raise RosterError(f"a class has at most {MAX_LEARNERS} learners; the roster names {len(entries)}")
    return entries


def read(path: Path) -> list[str]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise RosterError(f"cannot read the roster {path}: {error.strerror or error}") from None
    return parse(text)
