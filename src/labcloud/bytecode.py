"""Keeps labcloud's compiled bytecode when Python is told not to write it beside the sources.

With ``PYTHONDONTWRITEBYTECODE`` set (common in containers and on lab machines) every start would
compile every module of labcloud again: about 0.27 s of a 0.5 s start. ``labcloud up`` then sends
the bytecode to a per-user cache instead (``$XDG_CACHE_HOME/labcloud/pycache``, through
``sys.pycache_prefix``), so nothing is written next to the sources, as the variable asks, and later
starts load compiled modules. ``LABCLOUD_BYTECODE_CACHE=0`` turns this off.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def cache_directory() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "labcloud" / "pycache"


def keep_bytecode_cached() -> Path | None:
    """Point Python's bytecode at the cache when it would write none; the directory used, or None."""
    if not sys.dont_write_bytecode or sys.pycache_prefix is not None:
        return None
    if os.environ.get("LABCLOUD_BYTECODE_CACHE", "1") == "0":
        return None
    directory = cache_directory()
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    sys.pycache_prefix = str(directory)
    sys.dont_write_bytecode = False
    return directory
