"""Stopping every process a sandbox started, including the ones that left its process group.

A sandbox runs in its own session and process group, and ``killpg`` ends that group. A function
may start processes that call ``setsid`` (a daemon, a hostile fork bomb): they are still the
sandbox's descendants but no longer in its group. :func:`kill_sandbox` freezes (SIGSTOP) the
group, the leader's descendants and the processes the memory meter saw earlier (``known``, each a
pid with its start time, so a reused pid is never touched), walks the frozen processes' children
again until no new one appears (a stopped process cannot fork), then SIGKILLs them all.
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Iterable

from labcloud.runtime.memory import descendants, group_members, start_time

#: Rounds of freezing newly found children (each round finds the children forked before the last one froze).
MAX_ROUNDS = 50


def _signal(pid: int, signum: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.kill(pid, signum)


def kill_sandbox(pgid: int, known: Iterable[tuple[int, int]] = ()) -> int:
    """SIGKILL the group ``pgid`` and every descendant, frozen first; answers how many were signalled."""
    frozen: set[int] = set()
    todo = {pgid, *group_members(pgid)}
    todo.update(pid for pid, started in known if start_time(pid) == started)
    for _ in range(MAX_ROUNDS):
        todo -= frozen
        if not todo:
            break
        for pid in todo:
            _signal(pid, signal.SIGSTOP)
        frozen |= todo
        found: set[int] = set()
        for pid in todo:
            found.update(descendants(pid) or ())
        todo = found
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)
    for pid in frozen:
        _signal(pid, signal.SIGKILL)
    return len(frozen)
