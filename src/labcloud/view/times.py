"""How the view's panels show a time: the epoch seconds of a time as a service's API answers it through the
hub (a datetime, or the epoch seconds themselves), None for anything else."""

from __future__ import annotations

from typing import Any


def epoch_seconds(value: Any) -> float | None:
    """Epoch seconds of a time as a service answers it (a datetime, or the epoch seconds themselves)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    return value.timestamp() if hasattr(value, "timestamp") else None
