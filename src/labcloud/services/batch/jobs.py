"""The job model: a job is a record, never a process. labcloud runs no containers.

A job's status follows the clock from its submission: SUBMITTED, then PENDING (one :data:`STEP` each),
then RUNNABLE, where it stays: no compute environment ever places it (``statusReason`` says so). A job
that depends on others stays PENDING until they succeed, which never happens unless they fail, which fails
it too. CancelJob and TerminateJob make it FAILED with the caller's reason. An array job's children
(``<id>:<index>``) share their parent's record and status."""

from __future__ import annotations

import re
from typing import Any

from labcloud.services.batch.names import millis
from labcloud.services.batch.views import public

STEP = 1.0
DONE = ("SUCCEEDED", "FAILED")
NOT_RUN = (
    "labcloud runs no containers: this job is a record and stays RUNNABLE until it is cancelled or terminated"
)
WAITING = "Waiting on the jobs it depends on (labcloud runs no jobs, so they end only when terminated)"
_REF = re.compile(r"Ref::([A-Za-z0-9_-]+)")


def status(doc: dict[str, Any], now: float) -> str:
    if doc.get("_ended") is not None:
        return str(doc["_final"])
    age = now - float(doc["_created"])
    if age < STEP:
        return "SUBMITTED"
    if age < 2 * STEP or doc.get("dependsOn"):
        return "PENDING"
    return "RUNNABLE"


def reached(doc: dict[str, Any], now: float) -> list[str]:
    """The statuses a job has gone through, in order (for its state change events)."""
    current = status(doc, now)
    order = ["SUBMITTED", "PENDING", "RUNNABLE"]
    if current in DONE:
        age = float(doc["_ended"]) - float(doc["_created"])
        walked = order[: 1 + (age >= STEP) + (age >= 2 * STEP and not doc.get("dependsOn"))]
        return [*walked, current]
    return order[: order.index(current) + 1]


def substituted(command: list[str], parameters: dict[str, str]) -> list[str]:
    """``Ref::name`` placeholders of a command replaced by the job's parameters (unknown ones stay)."""
    return [_REF.sub(lambda m: parameters.get(m.group(1), m.group(0)), part) for part in command]


def container(
    jobdef: dict[str, Any], overrides: dict[str, Any], parameters: dict[str, str]
) -> dict[str, Any]:
    """The job's container: the definition's, with the submission's overrides and parameters applied."""
    out = dict(jobdef.get("containerProperties") or {})
    for member in ("command", "instanceType", "resourceRequirements", "vcpus", "memory"):
        if overrides.get(member) is not None:
            out[member] = overrides[member]
    if overrides.get("environment"):
        merged = {e["name"]: e for e in out.get("environment") or []}
        merged.update({e["name"]: e for e in overrides["environment"]})
        out["environment"] = list(merged.values())
    if out.get("command"):
        out["command"] = substituted(list(out["command"]), parameters)
    out["reason"] = NOT_RUN
    return out


def fail(doc: dict[str, Any], reason: str, now: float) -> None:
    doc["_ended"] = now
    doc["_final"] = "FAILED"
    doc["statusReason"] = reason
    # what was announced stays readable; the mark tells the announcer the FAILED is still to be sent
    doc["_announced"] = "~" + str(doc.get("_announced") or "")


def view(doc: dict[str, Any], now: float, index: int | None = None) -> dict[str, Any]:
    """The wire's JobDetail (a child's when ``index`` is given)."""
    out = public(doc)
    current = status(doc, now)
    out["status"] = current
    out["createdAt"] = millis(float(doc["_created"]))
    if current not in DONE:
        out["statusReason"] = WAITING if current == "PENDING" and doc.get("dependsOn") else NOT_RUN
    else:
        out["stoppedAt"] = millis(float(doc["_ended"]))
    out["attempts"] = []
    out["tags"] = dict(doc.get("_tags") or {})
    size = int((doc.get("arrayProperties") or {}).get("size") or 0)
    if index is not None:
        out["jobId"] = f"{doc['jobId']}:{index}"
        out["jobArn"] = f"{doc['jobArn']}:{index}"
        out["arrayProperties"] = {"index": index}
    elif size:
        out["arrayProperties"] = {"size": size, "statusSummary": {current: size}}
    return out


def summary(detail: dict[str, Any]) -> dict[str, Any]:
    """The wire's JobSummary of a JobDetail."""
    out: dict[str, Any] = {
        k: detail[k]
        for k in (
            "jobArn",
            "jobId",
            "jobName",
            "createdAt",
            "status",
            "statusReason",
            "stoppedAt",
            "jobDefinition",
        )
        if k in detail
    }
    if detail.get("arrayProperties"):
        out["arrayProperties"] = {
            k: v for k, v in detail["arrayProperties"].items() if k in ("size", "index")
        }
    out["container"] = (
        {"reason": NOT_RUN} if detail["status"] != "FAILED" else {"reason": detail.get("statusReason", "")}
    )
    return out
