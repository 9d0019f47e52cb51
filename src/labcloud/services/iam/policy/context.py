"""The request context a policy is evaluated against, with case-insensitive key lookup.

Callers hand a plain mapping (``{"aws:username": "alice", "aws:TagKeys": ["a", "b"]}``). The
lower-cased view is built only when a statement actually needs a condition key or a policy
variable, so requests decided on Action/Resource alone never pay for it.
"""

from __future__ import annotations

from collections.abc import Mapping


def _as_text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


class RequestContext:
    """Condition keys of one request; names compare case-insensitively, values are strings."""

    __slots__ = ("_raw", "_lower")

    def __init__(self, raw: Mapping[str, object] | None) -> None:
        self._raw = raw
        self._lower: dict[str, tuple[str, ...]] | None = None

    def _view(self) -> dict[str, tuple[str, ...]]:
        view = self._lower
        if view is None:
            view = {}
            for key, value in (self._raw or {}).items():
                if value is None:
                    continue
                if isinstance(value, (list, tuple, set, frozenset)):
                    view[key.lower()] = tuple(_as_text(v) for v in value if v is not None)
                else:
                    view[key.lower()] = (_as_text(value),)
            self._lower = view
        return view

    def values(self, key: str) -> tuple[str, ...] | None:
        """All values of ``key`` (already lower-cased), or None when the request lacks it."""
        return self._view().get(key)

    def single(self, key: str) -> str | None:
        """The value of a single-valued key for policy variables; None when absent or multi-valued."""
        values = self._view().get(key)
        if values is None or len(values) != 1:
            return None
        return values[0]
