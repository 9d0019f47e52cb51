"""What every Batch view shares: labcloud's own ``_`` keys dropped from a record."""

from __future__ import annotations

from typing import Any


def public(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if not k.startswith("_")}
