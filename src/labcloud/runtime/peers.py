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
from labcloud.runtime.memory import group_members

if TYPE_CHECKING:
    from labcloud.runtime.sandbox import Sandbox


def holds_socket(pgid: int, inode: int) -> bool:
    """Whether a process of the process group ``pgid`` has the socket ``inode`` open."""
    link = f"socket:[{inode}]"
    for pid in group_members(pgid):
        try:
            fds = os.listdir(f"/proc/{pid}/fd")
        except OSError:  # gone meanwhile
            continue
        for fd in fds:
            try:
                if os.readlink(f"/proc/{pid}/fd/{fd}") == link:
                    return True
            except OSError:
                continue
    return False


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
    live = [sandbox for sandbox in sandboxes if sandbox.alive and sandbox.pid is not None]
    dedicated = [sandbox for sandbox in live if sandbox.uid is not None]
    candidates = [sandbox for sandbox in dedicated if sandbox.uid == uid] if dedicated else live
    for sandbox in candidates:
        pid = sandbox.pid
        if pid is not None and holds_socket(pid, inode):
            return sandbox
    return None
