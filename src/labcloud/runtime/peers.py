"""Which live sandbox holds the client end of a loopback connection.

Sandboxes share the host's loopback, so a listener that serves them without a token (the AppConfig
extension's ``localhost:2772``) asks the kernel who connected: sock_diag gives the client socket's owning
uid and inode (``api.socket_identity``). With dedicated users (labcloud runs as root) the uid narrows the
candidates to the sandboxes running as it; the inode is then found among the open files
(``/proc/<pid>/fd`` → ``socket:[inode]``) of each candidate's process group, so a connection is
attributed to a sandbox only when one of that sandbox's processes holds it.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from labcloud.runtime.api import socket_identity

if TYPE_CHECKING:
    from labcloud.runtime.sandbox import Sandbox


def _holds(pid: int, link: str) -> bool:
    try:
        fds = os.listdir(f"/proc/{pid}/fd")
    except OSError:  # gone meanwhile
        return False
    for fd in fds:
        try:
            if os.readlink(f"/proc/{pid}/fd/{fd}") == link:
                return True
        except OSError:
            continue
    return False


def holding_group(pgids: Iterable[int], inode: int) -> int | None:
    """Which of the process groups ``pgids`` (each its leader's pid) has the socket ``inode`` open: the
    leaders are looked at first (a runtime's own connection), then every member, in one pass over /proc."""
    link = f"socket:[{inode}]"
    groups = set(pgids)
    for leader in groups:
        if _holds(leader, link):
            return leader
    if not groups:
        return None
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) in groups:
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as fh:
                data = fh.read()
        except OSError:
            continue
        fields = data[data.rfind(b")") + 2 :].split()
        if len(fields) > 2 and int(fields[2]) in groups and _holds(int(name), link):
            return int(fields[2])
    return None


def holder(sandboxes: Iterable[Sandbox], transport: Any) -> Sandbox | None:
    """The live sandbox one of whose processes holds the client end of ``transport``'s connection, or
    None (a connection from outside every sandbox, or one the kernel cannot describe)."""
    try:
        found = socket_identity(transport)
    except OSError:
        return None
    if found is None:
        return None
    uid, inode = found
    live = {sandbox.pid: sandbox for sandbox in sandboxes if sandbox.alive and sandbox.pid is not None}
    if any(sandbox.uid is not None for sandbox in live.values()):  # dedicated users: only that user's
        live = {pid: sandbox for pid, sandbox in live.items() if sandbox.uid == uid}
    group = holding_group(live, inode)
    return live.get(group) if group is not None else None
