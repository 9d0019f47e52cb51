"""A per-user cache of the service models labcloud serves, stripped of their prose, one JSON file each.

botocore ships each model gzipped with its documentation (three quarters of the text); reading the
eleven of them takes ~130 ms of CPU at every start. The stripped models, written once per botocore
version to ``$XDG_CACHE_HOME/labcloud/models-<version>/`` (``~/.cache/labcloud/...``), load in a few
ms each, so the first request of a service waits at most for its own model. The cache is derived
data only: it is skipped when ``~/.aws/models`` exists (custom models botocore's loader would pick
up) or when ``LABCLOUD_MODEL_CACHE=0``; a file that cannot be read is loaded from botocore again and
rewritten.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import botocore

#: Bumped when what is cached changes.
FORMAT = 1

_hits: set[str] = set()
_stored: set[str] = set()


def directory() -> Path | None:
    """Where the cache lives, or None when it is not to be used."""
    if os.environ.get("LABCLOUD_MODEL_CACHE", "1") == "0":
        return None
    home = Path.home()
    if (home / ".aws" / "models").exists():
        return None
    base = Path(os.environ.get("XDG_CACHE_HOME") or home / ".cache") / "labcloud"
    return base / f"models-{FORMAT}-{botocore.__version__}"


def lookup(name: str) -> dict[str, Any] | None:
    """The cached model ``name``, or None (no cache, not written yet, or unreadable)."""
    where = directory()
    if where is None:
        return None
    try:
        with open(where / f"{name}.json", "rb") as fh:
            document = json.load(fh)
    except (OSError, ValueError):
        return None
    if not isinstance(document, dict) or "operations" not in document:
        return None
    _hits.add(name)
    return document


def store(models: dict[str, dict[str, Any]]) -> None:
    """Write the models not read from the cache (atomically: several servers may start at once)."""
    where = directory()
    if where is None:
        return
    for name, model in models.items():
        if name in _hits or name in _stored:
            continue
        _stored.add(name)
        try:
            where.mkdir(parents=True, exist_ok=True)
            temp = where / f".{name}.{os.getpid()}.{threading.get_ident()}"
            with open(temp, "w", encoding="utf-8") as fh:
                json.dump(model, fh, separators=(",", ":"))
            os.replace(temp, where / f"{name}.json")
        except OSError:
            return
