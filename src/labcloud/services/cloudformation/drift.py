"""Drift detection: each resource's template properties compared with what its service answers now.

DetectStackDrift runs the comparison at once (a few calls per resource) and records the result on
the stack (``stack.drift``) and on each resource record (``record.drift``), which
DescribeStackDriftDetectionStatus, DescribeStackResourceDrifts, DetectStackResourceDrift and the
DriftInformation of DescribeStacks/DescribeStackResources report. Only the properties the template
sets are compared (as AWS compares against the template), for the types ``resources/live.py`` can
read; other types are NOT_CHECKED. Resource tags are not compared.
"""

from __future__ import annotations

import json
import uuid
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.cloudformation import stacks as db
from labcloud.services.cloudformation.errors import validation
from labcloud.services.cloudformation.repo.resources import StackResource
from labcloud.services.cloudformation.repo.stacks import Stack
from labcloud.services.cloudformation.resources.live import READERS
from labcloud.services.cloudformation.state import CfnState

Doc = dict[str, Any]
_SETTLED = frozenset(
    {
        "CREATE_COMPLETE",
        "UPDATE_COMPLETE",
        "UPDATE_ROLLBACK_COMPLETE",
        "IMPORT_COMPLETE",
        "IMPORT_ROLLBACK_COMPLETE",
    }
)

if TYPE_CHECKING:
    from labcloud.services.cloudformation.api import (
        DescribeStackDriftDetectionStatusRequest,
        DescribeStackDriftDetectionStatusResponse,
        DescribeStackResourceDriftsRequest,
        DescribeStackResourceDriftsResponse,
        DetectStackDriftRequest,
        DetectStackDriftResponse,
        DetectStackResourceDriftRequest,
        DetectStackResourceDriftResponse,
        StackResourceDrift,
    )
_STATUSES = frozenset({"IN_SYNC", "MODIFIED", "DELETED", "NOT_CHECKED", "UNKNOWN", "UNSUPPORTED"})


def _scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _shown(value: Any) -> str:
    return json.dumps(value, sort_keys=True) if isinstance(value, (dict, list)) else _scalar(value)


def differences(expected: Any, actual: Any, path: str = "") -> list[Doc]:
    """PropertyDifferences of ``actual`` against ``expected`` (the keys ``expected`` sets, recursively)."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        out: list[Doc] = []
        for key, value in expected.items():
            if key not in actual:
                out.append(_difference(f"{path}/{key}", value, None, "REMOVE"))
            else:
                out.extend(differences(value, actual[key], f"{path}/{key}"))
        return out
    if isinstance(expected, list) and isinstance(actual, list) and len(expected) == len(actual):
        return [
            d
            for index, item in enumerate(expected)
            for d in differences(item, actual[index], f"{path}/{index}")
        ]
    if isinstance(expected, (dict, list)) or isinstance(actual, (dict, list)):
        return [] if expected == actual else [_difference(path, expected, actual, "NOT_EQUAL")]
    if _scalar(expected) == _scalar(actual):
        return []
    return [_difference(path, expected, actual, "NOT_EQUAL")]


def _difference(path: str, expected: Any, actual: Any, kind: str) -> Doc:
    out: Doc = {"PropertyPath": path, "DifferenceType": kind, "ExpectedValue": _shown(expected)}
    out["ActualValue"] = "" if actual is None else _shown(actual)
    return out


async def _check(state: CfnState, stack: Stack, record: StackResource) -> Doc:
    found = READERS.get(record.resource_type)
    now = clock.now()
    if found is None or not record.physical_id:
        return {"status": "NOT_CHECKED", "time": now}
    reader, known = found
    expected = {k: v for k, v in (record.properties or {}).items() if k in known}
    rc = state.engine.call_for(stack, record.logical_id, resource_type=record.resource_type)
    live = await reader(rc, str(record.physical_id))
    if live is None:
        return {"status": "DELETED", "time": now, "expected": expected}
    actual = {k: live[k] for k in expected if k in live}
    diffs = differences(expected, live)
    return {
        "status": "MODIFIED" if diffs else "IN_SYNC",
        "time": now,
        "expected": expected,
        "actual": actual,
        "differences": diffs,
    }


def _settled(stack: Stack) -> None:
    if stack.status not in _SETTLED:
        raise validation(
            f"Drift detection is not supported for stack {stack.stack_id} in status {stack.status}"
        )


async def detect_stack_drift(
    state: CfnState, request: DetectStackDriftRequest, ctx: RequestContext
) -> DetectStackDriftResponse:
    stack = state.stack(ctx, request["StackName"], live_only=True)
    _settled(stack)
    records = db.resources(state.store, stack.stack_id)
    wanted = list(request.get("LogicalResourceIds") or [])
    for name in wanted:
        if name not in records:
            raise validation(f"Resource {name} does not exist for stack {stack.name}")
    chosen = [r for r in records.values() if not wanted or r.logical_id in wanted]
    results = [(record, await _check(state, stack, record)) for record in chosen]
    detection_id = str(uuid.uuid4())
    drifted = sum(1 for _, result in results if result["status"] in ("MODIFIED", "DELETED"))
    stack = state.stack(ctx, stack.stack_id, live_only=True)
    stack.drift = {
        "id": detection_id,
        "time": clock.now(),
        "status": "DRIFTED" if drifted else "IN_SYNC",
        "count": drifted,
    }
    with state.store.transaction():
        for record, result in results:
            current = db.resources(state.store, stack.stack_id).get(record.logical_id)
            if current is not None:
                current.drift = result
                db.put_resource(state.store, stack.stack_id, current)
        db.save(state.store, stack)
    return {"StackDriftDetectionId": detection_id}


def describe_stack_drift_detection_status(
    state: CfnState, request: DescribeStackDriftDetectionStatusRequest, ctx: RequestContext
) -> DescribeStackDriftDetectionStatusResponse:
    wanted = request["StackDriftDetectionId"]
    for stack in db.listed(state.store, ctx.account_id, ctx.region):
        drift = stack.drift or {}
        if drift.get("id") == wanted:
            return {
                "StackId": stack.stack_id,
                "StackDriftDetectionId": wanted,
                "StackDriftStatus": drift["status"],
                "DetectionStatus": "DETECTION_COMPLETE",
                "DriftedStackResourceCount": drift["count"],
                "Timestamp": db.stamp(drift["time"]),
            }
    raise validation(f"Stack drift detection with id {wanted} does not exist")


def resource_drift(stack: Stack, record: StackResource) -> Doc:
    """A StackResourceDrift structure from the record's last check."""
    drift = record.drift or {"status": "NOT_CHECKED", "time": clock.now()}
    out: Doc = {
        "StackId": stack.stack_id,
        "LogicalResourceId": record.logical_id,
        "ResourceType": record.resource_type,
        "StackResourceDriftStatus": drift["status"],
        "Timestamp": db.stamp(drift["time"]),
    }
    if record.physical_id:
        out["PhysicalResourceId"] = record.physical_id
    if "expected" in drift:
        out["ExpectedProperties"] = json.dumps(drift["expected"], sort_keys=True)
    if "actual" in drift:
        out["ActualProperties"] = json.dumps(drift["actual"], sort_keys=True)
    if drift.get("differences"):
        out["PropertyDifferences"] = drift["differences"]
    return out


def describe_stack_resource_drifts(
    state: CfnState, request: DescribeStackResourceDriftsRequest, ctx: RequestContext
) -> DescribeStackResourceDriftsResponse:
    from labcloud.services.cloudformation.state import page

    stack = state.stack(ctx, request["StackName"], live_only=True)
    filters = set(request.get("StackResourceDriftStatusFilters") or [])
    unknown = sorted(filters - _STATUSES)
    if unknown:
        raise validation(f"Invalid StackResourceDriftStatusFilters value: {unknown[0]}")
    drifts = [
        resource_drift(stack, record)
        for record in db.resources(state.store, stack.stack_id).values()
        if record.drift is not None
    ]
    if filters:
        drifts = [d for d in drifts if d["StackResourceDriftStatus"] in filters]
    size = int(request.get("MaxResults") or 100)
    chunk, token = page(drifts, request.get("NextToken"), size)
    out: Doc = {"StackResourceDrifts": chunk}
    if token:
        out["NextToken"] = token
    return cast("DescribeStackResourceDriftsResponse", out)


async def detect_stack_resource_drift(
    state: CfnState, request: DetectStackResourceDriftRequest, ctx: RequestContext
) -> DetectStackResourceDriftResponse:
    stack = state.stack(ctx, request["StackName"], live_only=True)
    _settled(stack)
    record = db.resources(state.store, stack.stack_id).get(request["LogicalResourceId"])
    if record is None:
        raise validation(f"Resource {request['LogicalResourceId']} does not exist for stack {stack.name}")
    record.drift = await _check(state, stack, record)
    with state.store.transaction():
        db.put_resource(state.store, stack.stack_id, record)
    return {"StackResourceDrift": cast("StackResourceDrift", resource_drift(stack, record))}
