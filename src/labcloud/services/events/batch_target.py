"""An AWS Batch job queue as a rule's target (``BatchParameters``): each matched event submits a job through
Batch's SubmitJob, as a session of the target's role (PutTargets requires one, as AWS does). labcloud's jobs
are records that nothing runs (docs/batch.md). The target's input, when it is a JSON object, may carry
``Parameters`` (the job's parameters) and ``ContainerOverrides`` (its container's overrides), which is what
an InputTransformer usually produces."""

from __future__ import annotations

import json
from typing import Any


def check(target: dict[str, Any]) -> str | None:
    """Why a Batch target cannot be put (None: it can)."""
    params = target.get("BatchParameters")
    if not params:
        return f"Parameter(s) BatchParameters must be specified for target: {target['Id']}."
    for member in ("JobDefinition", "JobName"):
        if not params.get(member):
            return f"Parameter(s) BatchParameters.{member} must be specified for target: {target['Id']}."
    return None


def _overrides(given: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for member, name in (("Command", "command"), ("InstanceType", "instanceType")):
        if given.get(member) is not None:
            out[name] = given[member]
    if given.get("Environment"):
        out["environment"] = [
            {"name": e.get("Name"), "value": e.get("Value", "")} for e in given["Environment"]
        ]
    if given.get("ResourceRequirements"):
        out["resourceRequirements"] = [
            {"type": r.get("Type"), "value": r.get("Value")} for r in given["ResourceRequirements"]
        ]
    return out


def submit_job_params(target: dict[str, Any], payload: str) -> dict[str, Any]:
    given = dict(target.get("BatchParameters") or {})
    out: dict[str, Any] = {
        "jobQueue": str(target["Arn"]),
        "jobDefinition": given["JobDefinition"],
        "jobName": given["JobName"],
    }
    size = (given.get("ArrayProperties") or {}).get("Size")
    if size:
        out["arrayProperties"] = {"size": size}
    attempts = (given.get("RetryStrategy") or {}).get("Attempts")
    if attempts:
        out["retryStrategy"] = {"attempts": attempts}
    try:
        document = json.loads(payload)
    except ValueError:
        document = None
    if isinstance(document, dict):
        if isinstance(document.get("Parameters"), dict):
            out["parameters"] = {str(k): str(v) for k, v in document["Parameters"].items()}
        if isinstance(document.get("ContainerOverrides"), dict):
            out["containerOverrides"] = _overrides(document["ContainerOverrides"])
    return out
