"""Resident memory of a sandbox: the sum over its process group.

Reads ``/proc`` directly so it is cheap enough to call from the event loop every ~50 ms: the
group's members are re-discovered (a scan of ``/proc/*/stat``) every few samples and their
``statm`` read each time. Falls back to psutil where ``/proc`` is not there.
"""

from __future__ import annotations

import os

import psutil

_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
_HAS_PROC = os.path.exists(f"/proc/{os.getpid()}/statm")


def _rss(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/statm", "rb") as fh:
            return int(fh.read().split()[1]) * _PAGE
    except (OSError, IndexError, ValueError):
        return 0


def group_members(pgid: int) -> list[int]:
    """Pids whose process group is ``pgid``."""
    if not _HAS_PROC:
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
        if not name.isdigit():
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


class GroupMeter:
    """Samples the RSS of one process group; ``rescan_every`` samples re-list its members."""

    def __init__(self, pgid: int, rescan_every: int = 5) -> None:
        self.pgid = pgid
        self.rescan_every = rescan_every
        self._members: list[int] = [pgid]
        self._count = 0
        self.peak_bytes = 0

    def sample(self) -> int:
        if self._count % self.rescan_every == 0:
            self._members = group_members(self.pgid) or [self.pgid]
        self._count += 1
        if _HAS_PROC:
            total = sum(_rss(pid) for pid in self._members)
        else:
            total = 0
            for pid in self._members:
                try:
                    total += psutil.Process(pid).memory_info().rss
                except psutil.Error:
                    continue
        self.peak_bytes = max(self.peak_bytes, total)
        return total
