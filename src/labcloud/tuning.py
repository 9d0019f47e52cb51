"""Tuning knobs: the ``LABCLOUD_*`` environment variables, read once when the settings are made.

Services never read the environment themselves: each declares its own typed knobs (for example
``services/kinesis/settings.py``) and reads them from ``settings.tuning``, a frozen snapshot taken at
start. Tests and labs shorten AWS's timings by starting a server with these variables set.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

PREFIX = "LABCLOUD_"


def _snapshot() -> Mapping[str, str]:
    return MappingProxyType({k: v for k, v in os.environ.items() if k.startswith(PREFIX)})


@dataclass(frozen=True, slots=True)
class Tuning:
    """The ``LABCLOUD_*`` variables as they were at start; typed reads with a default for bad values."""

    values: Mapping[str, str] = field(default_factory=_snapshot)

    def number(self, name: str, default: float, *, minimum: float | None = None) -> float:
        """A float knob; an unset or unreadable value gives ``default``, a small one ``minimum``."""
        raw = self.values.get(name)
        if raw is None or raw == "":
            return default
        try:
            value = float(raw)
        except ValueError:
            return default
        return value if minimum is None else max(minimum, value)

    def integer(self, name: str, default: int) -> int:
        raw = self.values.get(name)
        try:
            return int(raw) if raw else default
        except ValueError:
            return default

    def flag(self, name: str, default: bool) -> bool:
        """``0``/``false``/``no``/``off`` turn a knob off; anything else set turns it on."""
        raw = self.values.get(name)
        if raw is None or raw == "":
            return default
        return raw.strip().lower() not in ("0", "false", "no", "off")
