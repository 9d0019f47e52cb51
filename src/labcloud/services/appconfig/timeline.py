"""A deployment's progress on labcloud's clock (docs/clock.md), computed from its start, its strategy and
how it ended, never stored: DEPLOYING for DeploymentDurationInMinutes while the percentage grows
(LINEAR: by GrowthFactor every GrowthFactor% of the duration; EXPONENTIAL: G*2^N), BAKING for
FinalBakeTimeInMinutes, then COMPLETE. StopDeployment before COMPLETE rolls it back (ROLLED_BACK);
with AllowRevert a COMPLETE deployment is REVERTED. A new deployment to the environment during BAKING
completes the bake at its start. The event log is derived the same way, newest first as AWS lists it."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

#: The states in which the deployment's configuration is what its environment serves.
SERVING = ("DEPLOYING", "BAKING", "COMPLETE")


@dataclass(slots=True)
class Progress:
    state: str
    percentage: float
    completed_at: float | None
    events: list[dict[str, Any]] = field(default_factory=list)


def _when(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, timezone.utc)


def steps(doc: dict[str, Any]) -> list[tuple[float, float]]:
    """(seconds after the start, percentage) of each step of the rollout."""
    duration = float(doc["DeploymentDurationInMinutes"]) * 60
    growth = float(doc["GrowthFactor"])
    if duration <= 0 or growth >= 100:
        return [(0.0, 100.0)]
    if doc.get("GrowthType") == "EXPONENTIAL":
        percents: list[float] = []
        n = 0
        while not percents or percents[-1] < 100:
            percents.append(min(100.0, growth * 2**n))
            n += 1
    else:
        count = math.ceil(100 / growth)
        percents = [min(100.0, growth * (k + 1)) for k in range(count)]
    interval = duration / len(percents)
    return [(k * interval, p) for k, p in enumerate(percents)]


def progress(doc: dict[str, Any], now: float) -> Progress:
    start = float(doc["_started"])
    deployed = start + float(doc["DeploymentDurationInMinutes"]) * 60
    baked = deployed + float(doc["FinalBakeTimeInMinutes"]) * 60
    superseded = doc.get("_superseded")
    if superseded is not None and float(superseded) < baked:
        baked = max(deployed, float(superseded))
    stopped = doc.get("_stopped")
    until = min(now, float(stopped)) if stopped is not None else now
    events: list[dict[str, Any]] = [_event("DEPLOYMENT_STARTED", "USER", "Deployment started", start)]
    percentage = 0.0
    for offset, percent in steps(doc):
        if start + offset > until:
            break
        percentage = percent
        events.append(
            _event(
                "PERCENTAGE_UPDATED",
                "APPCONFIG",
                f"Deployment percentage updated to {percent:g}",
                start + offset,
            )
        )
    state, completed = "DEPLOYING", None
    if until >= deployed:
        percentage = 100.0
        events.append(_event("BAKE_TIME_STARTED", "APPCONFIG", "Bake time started", deployed))
        state = "BAKING"
    if until >= baked:
        events.append(_event("DEPLOYMENT_COMPLETED", "APPCONFIG", "Deployment completed", baked))
        state, completed = "COMPLETE", baked
    if stopped is not None and float(stopped) <= now:
        at = float(stopped)
        if doc.get("_reverted"):
            events.append(_event("REVERT_COMPLETED", "USER", "Deployment reverted", at))
            state = "REVERTED"
        else:
            events.append(_event("ROLLBACK_STARTED", "USER", "Rollback started", at))
            events.append(_event("ROLLBACK_COMPLETED", "APPCONFIG", "Rollback completed", at))
            state, completed = "ROLLED_BACK", at
    events.reverse()
    return Progress(state, percentage, completed, events)


def _event(kind: str, by: str, text: str, at: float) -> dict[str, Any]:
    return {"EventType": kind, "TriggeredBy": by, "Description": text, "OccurredAt": _when(at)}
