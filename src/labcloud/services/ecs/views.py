"""The wire shapes of clusters, task definitions and services from their records: labcloud's own
``_`` keys dropped, epoch seconds as timestamps, counts read from the other records."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from labcloud.services.ecs.tagging import listed


def when(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, timezone.utc)


def public(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if not k.startswith("_")}


def cluster(doc: dict[str, Any], counts: dict[str, int], with_tags: bool) -> dict[str, Any]:
    out = public(doc)
    out.update(
        registeredContainerInstancesCount=0,
        runningTasksCount=counts.get("RUNNING", 0),
        pendingTasksCount=counts.get("PENDING", 0) + counts.get("PROVISIONING", 0),
        activeServicesCount=counts.get("services", 0),
        statistics=[],
    )
    if with_tags:
        out["tags"] = listed(doc.get("_tags") or {})
    return out


def task_definition(doc: dict[str, Any]) -> dict[str, Any]:
    out = public(doc)
    for member in ("registeredAt", "deregisteredAt", "deleteRequestedAt"):
        if member in out:
            out[member] = when(float(out[member]))
    return out


def service(doc: dict[str, Any], with_tags: bool) -> dict[str, Any]:
    out = public(doc)
    out["createdAt"] = when(float(doc["_created"]))
    out["deployments"] = [
        {**d, "createdAt": when(float(d["createdAt"])), "updatedAt": when(float(d["updatedAt"]))}
        for d in doc.get("deployments") or []
    ]
    out["events"] = [{**e, "createdAt": when(float(e["createdAt"]))} for e in doc.get("events") or []]
    if with_tags:
        out["tags"] = listed(doc.get("_tags") or {})
    return out
