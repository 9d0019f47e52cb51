"""Resident memory of a sandbox: the sum over its process group.

Reads ``/proc`` directly so it is cheap enough to call from the event loop every ~50 ms: every
sample reads the members' ``statm`` (about 10 µs each). The members are re-listed on a clock:
every ``rescan_s`` by walking the leader's descendants (``/proc/<pid>/task/<tid>/children``, tens
of µs), and every ``full_scan_s`` by scanning every ``/proc/*/stat`` for the group id (about 1 ms
on a quiet machine, more on a busy one), which also finds members whose parent has exited.
Falls back to psutil (imported then) where ``/proc`` is not there.
"""

from __future__ import annotations

import os
import time

from labcloud.digits import is_digits

#: Processes remembered per sandbox for the reaper (a fork bomb is stopped at 1,024 in the group).
MAX_SEEN = 20_000
_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
_HAS_PROC = os.path.exists(f"/proc/{os.getpid()}/statm")
_HAS_CHILDREN = os.path.exists(f"/proc/{os.getpid()}/task/{os.getpid()}/children")


def _rss(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/statm", "rb") as fh:
            return int(fh.read().split()[1]) * _PAGE
    except (OSError, IndexError, ValueError):
        return 0


def start_time(pid: int) -> int | None:
    """The process's start time in clock ticks since boot (``/proc/<pid>/stat`` field 22), None if gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            data = fh.read()
    except OSError:
        return None
    fields = data[data.rfind(b")") + 2 :].split()
    try:
        return int(fields[19])
    except (IndexError, ValueError):
        return None


def group_members(pgid: int) -> list[int]:
    """Pids whose process group is ``pgid``."""
    if not _HAS_PROC:
        import psutil  # only where /proc is missing: not imported at server start

        members = []
        for proc in psutil.process_iter():
            try:
                if os.getpgid(proc.pid) == pgid:
                    members.append(proc.pid)
            except OSError:
                continue
        return members
    out: list[int] = []
    for name in os.listdir("/proc"):
        if not is_digits(name):
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as fh:
                data = fh.read()
        except OSError:
            continue
        fields = data[data.rfind(b")") + 2 :].split()
        if len(fields) > 2 and int(fields[2]) == pgid:
            out.append(int(name))
    return out


def descendants(pid: int) -> list[int] | None:
    """``pid`` and every process below it, or None when the kernel has no ``children`` files."""
    if not _HAS_CHILDREN:
        return None
    out: list[int] = []
    todo = [pid]
    seen: set[int] = set()
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        out.append(current)
        try:
            tasks = os.listdir(f"/proc/{current}/task")
        except OSError:
            continue  # it has exited
        for task in tasks:
            try:
                with open(f"/proc/{current}/task/{task}/children", "rb") as fh:
                    todo.extend(int(child) for child in fh.read().split())
            except (OSError, ValueError):
                continue  # the thread or process ended while being read
    return out


class GroupMeter:
    """Samples the RSS of one process group (``pgid`` is its leader's pid)."""

    def __init__(self, pgid: int, rescan_s: float = 0.25, full_scan_s: float = 2.0) -> None:
        self.pgid = pgid
        self.rescan_s = rescan_s
        self.full_scan_s = full_scan_s
        self._members: list[int] = [pgid]
        self._strays: list[int] = []  # group members found by the full scan outside the leader's tree
        self._next_walk = 0.0
        self._next_full = 0.0
        self.peak_bytes = 0
        #: Every process listed so far, with its start time: the reaper also stops the ones that left the
        #: group (``setsid``) and whose parent has exited since (bounded at MAX_SEEN).
        self.seen: dict[int, int] = {}

    def _relist(self, now: float) -> None:
        tree = descendants(self.pgid) if now < self._next_full else None
        if tree is None:
            group = group_members(self.pgid) or [self.pgid]
            self._next_full = now + self.full_scan_s
            walked = set(descendants(self.pgid) or ())
            self._strays = [pid for pid in group if pid not in walked]
            self._members = group
        else:
            self._members = tree + [pid for pid in self._strays if pid not in tree]
        self._next_walk = now + self.rescan_s
        for pid in self._members:
            if pid not in self.seen and len(self.seen) < MAX_SEEN:
                started = start_time(pid)
                if started is not None:
                    self.seen[pid] = started

    @property
    def member_count(self) -> int:
        """Processes in the group at the last listing."""
        return len(self._members)

    def sample(self) -> int:
        now = time.monotonic()
        if now >= self._next_walk:
            self._relist(now)
        if _HAS_PROC:
            total = sum(_rss(pid) for pid in self._members)
        else:
            import psutil

            total = 0
            for pid in self._members:
                try:
                    total += psutil.Process(pid).memory_info().rss
                except psutil.Error:
                    continue
        self.peak_bytes = max(self.peak_bytes, total)
        return total
