"""Where the PostgreSQL programs come from: the ``pgserver`` wheel's bundled initdb/postgres, else a
Debian-style install on PATH (``/usr/lib/postgresql/<n>/bin``). None found: RDS refuses to create a
database (a DB that does not exist is never pretended)."""

from __future__ import annotations

import glob
import os
import shutil
from pathlib import Path


def bin_dir() -> Path | None:
    """The folder holding ``initdb`` and ``postgres``, or None."""
    try:
        import pgserver

        bundled = Path(pgserver.__file__).resolve().parent / "pginstall" / "bin"
        if (bundled / "postgres").is_file():
            return bundled
    except ImportError:
        pass
    found = shutil.which("postgres") or shutil.which("initdb")
    if found:
        return Path(found).resolve().parent
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if os.access(Path(candidate) / "postgres", os.X_OK):
            return Path(candidate)
    return None


def wrapper() -> list[str]:
    """The command prefix a postgres program runs under: PostgreSQL refuses to run as root, so when the
    server is root it runs in a user namespace of its own as an unprivileged uid (owning the same files)."""
    if os.geteuid() != 0:
        return []
    unshare = shutil.which("unshare")
    if unshare is None:
        return ["<no unshare>"]
    return [unshare, "--user", "--map-user=65534", "--map-group=65534", "--"]
