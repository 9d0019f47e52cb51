"""Run a labcloud server as ``nobody`` from a test running as root (as CI does).

The interpreter and the project may live under folders only root may enter (``/root/.pyenv``,
mode 0700). The server's command is started through this module: in a mount namespace of its own
(the machine's folders are left as they are), every such folder above what the server needs is
covered by a searchable copy of itself (a tmpfs holding bind mounts of its entries), then the
process becomes ``nobody`` and runs the server.
"""

from __future__ import annotations

import ctypes
import os
import pwd
import sys
import sysconfig
from pathlib import Path

_CLONE_NEWNS = 0x00020000
_MS_BIND, _MS_REC, _MS_PRIVATE = 4096, 16384, 1 << 18


def _mount(
    libc: ctypes.CDLL, source: str | None, target: str, fstype: str | None, flags: int, data: str | None
) -> None:
    enc = [None if v is None else v.encode() for v in (source, target, fstype, data)]
    if libc.mount(enc[0], enc[1], enc[2], ctypes.c_ulong(flags), enc[3]) != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"mount {target}: {os.strerror(err)}")


def _make_searchable(libc: ctypes.CDLL, folder: str) -> None:
    """Cover ``folder`` with a tmpfs (mode 0755) holding bind mounts of its entries."""
    original = os.open(folder, os.O_PATH | os.O_DIRECTORY)
    entries = [(e.name, e.is_dir(follow_symlinks=False), e.is_symlink()) for e in os.scandir(folder)]
    links = {name: os.readlink(os.path.join(folder, name)) for name, _d, link in entries if link}
    _mount(libc, "tmpfs", folder, "tmpfs", 0, "mode=755")
    for name, is_dir, is_link in entries:
        target = os.path.join(folder, name)
        if is_link:
            os.symlink(links[name], target)
            continue
        if is_dir:
            os.mkdir(target)
        else:
            open(target, "w").close()  # noqa: SIM115 - an empty mount point
        _mount(libc, f"/proc/self/fd/{original}/{name}", target, None, _MS_BIND | _MS_REC, None)
    os.close(original)


def needed_paths() -> list[str]:
    """What the server's interpreter and labcloud itself are read from."""
    import labcloud

    paths = [
        os.path.realpath(sys.executable),
        sys.prefix,
        sys.base_prefix,
        str(Path(labcloud.__file__).parent),
    ]
    paths += [sysconfig.get_paths()[key] for key in ("purelib", "platlib", "stdlib")]
    return [os.path.realpath(p) for p in paths]


def main(argv: list[str]) -> None:
    user = pwd.getpwnam("nobody")
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.unshare(_CLONE_NEWNS) != 0:
        raise OSError(ctypes.get_errno(), "unshare")
    _mount(libc, None, "/", None, _MS_REC | _MS_PRIVATE, None)
    for path in needed_paths():
        parts = Path(path).parts
        for depth in range(2, len(parts) + 1):
            folder = str(Path(*parts[:depth]))
            if os.path.isdir(folder) and not os.stat(folder).st_mode & 0o001:
                _make_searchable(libc, folder)
    os.setgroups([])
    os.setresgid(user.pw_gid, user.pw_gid, user.pw_gid)
    os.setresuid(user.pw_uid, user.pw_uid, user.pw_uid)
    os.execv(argv[0], argv)


if __name__ == "__main__":
    main(sys.argv[1:])
