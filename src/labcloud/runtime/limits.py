"""What a sandbox may consume besides memory and time: processes, open files, /tmp, core dumps, CPU.

Applied in the child before it runs the function (``child_limits``): at most
:data:`MAX_OPEN_FILES` open files (Lambda's 1,024 descriptors: the next ``open`` fails with EMFILE
inside the function), no core dumps, and an ``RLIMIT_NPROC`` (the kernel refuses the fork past it
with EAGAIN): exactly :data:`MAX_PROCESSES` for a sandbox running as a dedicated user (see
confine.py), the user's current processes plus :data:`MAX_PROCESSES` for a non-root server's user,
none for root. When /tmp is not a tmpfs of EphemeralStorage bytes (no mount view of its own), no
single file may be larger than EphemeralStorage (SIGXFSZ is ignored, so the write fails with EFBIG
instead of killing the function). Watched from the server while an invocation runs (the sandbox's
memory sampler): more than :data:`MAX_PROCESSES` processes in the sandbox's group, or a watched
TMPDIR holding more than EphemeralStorage, stops the sandbox and fails the invocation
(``Runtime.ExitError``). On Linux a
sandbox is batch work (``SCHED_BATCH``): when the CPUs are busy, it does not preempt the server,
which every sandbox is waiting on.
"""

from __future__ import annotations

import os
import resource
import signal
from collections.abc import Callable
from pathlib import Path

from labcloud.digits import is_digits

MAX_PROCESSES = 1024
MAX_OPEN_FILES = 1024
#: Entries looked at when measuring a TMPDIR (a bound on the measuring itself).
MAX_TMP_ENTRIES = 50_000


def _user_processes() -> int:
    uid = os.getuid()
    count = 0
    try:
        names = os.listdir("/proc")
    except OSError:
        return 0
    for name in names:
        if is_digits(name):
            try:
                count += os.stat(f"/proc/{name}").st_uid == uid
            except OSError:
                continue
    return count


def child_limits(
    ephemeral_mb: int, *, sized_tmp: bool = False, dedicated_user: bool = False
) -> Callable[[], None]:
    """A ``preexec_fn`` setting the sandbox's limits (computed here, in the parent).

    ``sized_tmp``: /tmp is a tmpfs of EphemeralStorage bytes (writes past it fail with ENOSPC, as
    on Lambda), so no file-size limit is set. ``dedicated_user``: the sandbox runs as a uid of its
    own, so ``RLIMIT_NPROC`` is exactly :data:`MAX_PROCESSES` (the 1,025th fork fails with EAGAIN)."""
    file_bytes = None if sized_tmp else ephemeral_mb * 1024 * 1024
    if dedicated_user:
        nproc: int | None = MAX_PROCESSES
    else:
        nproc = _user_processes() + MAX_PROCESSES if os.geteuid() != 0 else None

    def apply() -> None:
        _lower(resource.RLIMIT_NOFILE, MAX_OPEN_FILES)
        if file_bytes is not None:
            _lower(resource.RLIMIT_FSIZE, file_bytes)
        _lower(resource.RLIMIT_CORE, 0)
        if nproc is not None:
            _lower(resource.RLIMIT_NPROC, nproc)
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        _batch_scheduled()

    return apply


def _batch_scheduled() -> None:
    """Schedule the sandbox as batch work (Linux's ``SCHED_BATCH``; elsewhere nothing changes).

    A function wakes each time the server answers it. As ordinary work it would take the CPU from
    the server on every answer, mid-turn, so a busy server is switched out hundreds of times a
    second with its loop turn half done. As batch work it waits until the server yields the CPU.
    On an idle CPU it still runs at once, so an idle invocation is no slower."""
    policy = getattr(os, "SCHED_BATCH", None)
    if policy is None:
        return
    try:
        os.sched_setscheduler(0, policy, os.sched_param(0))
    except OSError:
        pass  # a kernel or a seccomp profile that refuses it: ordinary scheduling


def _lower(kind: int, value: int) -> None:
    """Set both limits to ``value`` (never above the current hard limit): the function cannot raise them."""
    _soft, hard = resource.getrlimit(kind)
    new = value if hard == resource.RLIM_INFINITY else min(value, hard)
    resource.setrlimit(kind, (new, new))


def tmp_bytes(path: Path) -> int:
    """Bytes held under ``path`` (stops counting after :data:`MAX_TMP_ENTRIES` entries)."""
    total = 0
    seen = 0
    todo = [str(path)]
    while todo and seen < MAX_TMP_ENTRIES:
        try:
            entries = os.scandir(todo.pop())
        except OSError:
            continue
        with entries:
            for entry in entries:
                seen += 1
                try:
                    if entry.is_dir(follow_symlinks=False):
                        todo.append(entry.path)
                    else:
                        total += entry.stat(follow_symlinks=False).st_blocks * 512
                except OSError:
                    continue
    return total
