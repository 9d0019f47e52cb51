"""A per-user cache of the service models labcloud serves, stripped of their prose, as one JSON file.

botocore ships each model gzipped with its documentation (three quarters of the text); reading the
eleven of them takes ~130 ms of CPU at every start. The stripped models, written once per botocore
version to ``$XDG_CACHE_HOME/labcloud/`` (``~/.cache/labcloud/``), load in ~20 ms. The cache is
derived data only: it is skipped when ``~/.aws/models`` exists (custom models botocore's loader
would pick up) or when ``LABCLOUD_MODEL_CACHE=0``, and any failure to read or write it falls back
to botocore's loader.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path
from typing import Any

import botocore

#: Bumped when what is cached changes.
FORMAT = 1

_LOCK = threading.Lock()
_loaded: dict[str, Any] | None = None
_tried = False
_stored = False


def path(names: tuple[str, ...]) -> Path | None:
    """Where the cache for these services lives, or None when it is not to be used."""
    if os.environ.get("LABCLOUD_MODEL_CACHE", "1") == "0":
        return None
    home = Path.home()
    if (home / ".aws" / "models").exists():
        return None
    base = Path(os.environ.get("XDG_CACHE_HOME") or home / ".cache") / "labcloud"
    digest = hashlib.sha256(",".join(names).encode()).hexdigest()[:12]
    key = f"{FORMAT}-{botocore.__version__}-{digest}"
    return base / f"models-{key}.json"


def lookup(names: tuple[str, ...], name: str) -> dict[str, Any] | None:
    """The cached model ``name``; the file is read once, on first use (other threads wait for it)."""
    global _loaded, _tried
    if not _tried:
        with _LOCK:
            if not _tried:
                where = path(names)
                if where is not None:
                    try:
                        with open(where, "rb") as fh:
                            document = json.load(fh)
                        if isinstance(document, dict) and all(n in document for n in names):
                            _loaded = document
                    except (OSError, ValueError):
                        _loaded = None
                _tried = True
    if _loaded is None:
        return None
    model = _loaded.get(name)
    return model if isinstance(model, dict) else None


def store(names: tuple[str, ...], models: dict[str, dict[str, Any]]) -> None:
    """Write the cache (atomically; several servers may start at once); failures are ignored."""
    global _stored
    where = path(names)
    if where is None or _loaded is not None or _stored:
        return
    _stored = True
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        temp = where.with_name(f".{where.name}.{os.getpid()}.{threading.get_ident()}")
        with open(temp, "w", encoding="utf-8") as fh:
            json.dump(models, fh, separators=(",", ":"))
        os.replace(temp, where)
    except OSError:
        return
