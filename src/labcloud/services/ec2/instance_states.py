"""An instance's life on the server clock, as EC2 reports it: ``pending`` → ``running``, ``stopping`` →
``stopped``, ``shutting-down`` → ``terminated``, each transient state lasting ``TRANSITION_SECONDS``; a
terminated instance stays listed for ``TERMINATED_VISIBLE_SECONDS`` then is gone. No machine boots or
stops: these are the states of a record (docs/ec2.md)."""

from __future__ import annotations

from typing import Any

CODES = {
    "pending": 0,
    "running": 16,
    "shutting-down": 32,
    "terminated": 48,
    "stopping": 64,
    "stopped": 80,
}
#: Each transient state and the state it settles in.
SETTLES = {"pending": "running", "stopping": "stopped", "shutting-down": "terminated"}
TRANSITION_SECONDS = 1.0
TERMINATED_VISIBLE_SECONDS = 3600.0


def state(name: str) -> dict[str, Any]:
    return {"Code": CODES[name], "Name": name}


def name_of(body: dict[str, Any]) -> str:
    return str(body["State"]["Name"])


def move(body: dict[str, Any], name: str, now: float, reason: str = "") -> None:
    """Into ``name`` now; a transient state settles ``TRANSITION_SECONDS`` later."""
    body["State"] = state(name)
    body["_since"] = now
    body["StateTransitionReason"] = reason
    if name in ("stopped", "terminated"):
        body["StateReason"] = {
            "Code": "Client.UserInitiatedShutdown",
            "Message": "Client.UserInitiatedShutdown: User initiated shutdown",
        }
    else:
        body.pop("StateReason", None)


def settle(body: dict[str, Any], now: float) -> bool:
    """Move a transient state on if its time is up; whether it moved."""
    current = name_of(body)
    nxt = SETTLES.get(current)
    if nxt is None or now < float(body["_since"]) + TRANSITION_SECONDS:
        return False
    reason = body.get("StateTransitionReason") or ""
    move(body, nxt, float(body["_since"]) + TRANSITION_SECONDS, reason)
    return True


def gone(body: dict[str, Any], now: float) -> bool:
    """A terminated instance no longer listed."""
    return name_of(body) == "terminated" and now >= float(body["_since"]) + TERMINATED_VISIBLE_SECONDS
