"""Device shadow documents: merging an update into a shadow (a null removes a key), the per-leaf metadata
timestamps (labcloud's clock, seconds), the delta (desired values that reported does not match) and the
documents published to the shadow's ``$aws/things/<thing>/shadow[/name/<shadow>]/...`` topics."""

from __future__ import annotations

from typing import Any

#: A shadow document's most bytes (AWS's 8 KB for the state part; labcloud counts the whole document).
MAX_DOCUMENT = 8 * 1024
#: The most levels of nesting in a shadow's desired or reported state (AWS's limit is 6).
MAX_DEPTH = 6


def topic(thing: str, shadow: str, suffix: str) -> str:
    base = f"$aws/things/{thing}/shadow"
    return f"{base}/name/{shadow}/{suffix}" if shadow else f"{base}/{suffix}"


def depth(value: Any) -> int:
    if isinstance(value, dict) and value:
        return 1 + max(depth(v) for v in value.values())
    return 0


def merge(current: Any, update: Any) -> Any:
    """``update`` merged into ``current``: objects merge key by key, a null removes, anything else replaces."""
    if not isinstance(update, dict) or not isinstance(current, dict):
        return update
    out = dict(current)
    for key, value in update.items():
        if value is None:
            out.pop(key, None)
        else:
            out[key] = merge(out.get(key), value)
    return out


def stamps(update: Any, now: int) -> Any:
    """The metadata of an update: the same tree with ``{"timestamp": now}`` at each leaf."""
    if isinstance(update, dict):
        return {k: stamps(v, now) for k, v in update.items() if v is not None}
    if isinstance(update, list):
        return [stamps(v, now) if isinstance(v, dict) else {"timestamp": now} for v in update]
    return {"timestamp": now}


def delta(desired: Any, reported: Any) -> Any:
    """What of ``desired`` ``reported`` differs from (None when nothing does)."""
    if not isinstance(desired, dict):
        return None if desired == reported else desired
    out: dict[str, Any] = {}
    for key, value in desired.items():
        theirs = reported.get(key) if isinstance(reported, dict) else None
        if isinstance(value, dict) and isinstance(theirs, dict):
            inner = delta(value, theirs)
            if inner:
                out[key] = inner
        elif value != theirs:
            out[key] = value
    return out or None


def full_document(document: dict[str, Any], version: int, now: int) -> dict[str, Any]:
    """A shadow as GetThingShadow answers it: state (with delta), metadata, version, timestamp."""
    state = dict(document.get("state") or {})
    found = delta(state.get("desired"), state.get("reported")) if "desired" in state else None
    if found:
        state["delta"] = found
    return {"state": state, "metadata": document.get("metadata") or {}, "version": version, "timestamp": now}
