"""Stacks, their resources, events, change sets and exports as the operations use them: the typed
records of ``repo/`` (:class:`Stack`, :class:`StackResource`, :class:`StackEvent`, ``ChangeSet``),
the statuses, and the API shapes they are described in (DescribeStacks' Stack, StackSummary,
StackResource[Detail], StackEvent, Export). All SQL is in ``repo/``.
"""

from __future__ import annotations

import json
import uuid
from datetime import datetime, timezone
from typing import Any

from labcloud import clock
from labcloud.services.cloudformation.repo import change_sets as change_set_rows
from labcloud.services.cloudformation.repo import events as event_rows
from labcloud.services.cloudformation.repo import exports as export_rows
from labcloud.services.cloudformation.repo import resources as resource_rows
from labcloud.services.cloudformation.repo import stacks as stack_rows
from labcloud.services.cloudformation.repo.events import StackEvent
from labcloud.services.cloudformation.repo.resources import StackResource
from labcloud.services.cloudformation.repo.stacks import Stack
from labcloud.store.db import Store

Doc = dict[str, Any]

IN_PROGRESS = frozenset(
    {
        "CREATE_IN_PROGRESS",
        "ROLLBACK_IN_PROGRESS",
        "DELETE_IN_PROGRESS",
        "UPDATE_IN_PROGRESS",
        "UPDATE_COMPLETE_CLEANUP_IN_PROGRESS",
        "UPDATE_ROLLBACK_IN_PROGRESS",
        "UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS",
        "REVIEW_IN_PROGRESS",
        "IMPORT_IN_PROGRESS",
        "IMPORT_ROLLBACK_IN_PROGRESS",
    }
)
#: Statuses from which UpdateStack / an UPDATE change set may start.
UPDATABLE = frozenset(
    {
        "CREATE_COMPLETE",
        "UPDATE_COMPLETE",
        "UPDATE_ROLLBACK_COMPLETE",
        "IMPORT_COMPLETE",
        "IMPORT_ROLLBACK_COMPLETE",
    }
)


def stamp(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, timezone.utc)


def stack_arn(region: str, account: str, name: str) -> str:
    return f"arn:aws:cloudformation:{region}:{account}:stack/{name}/{uuid.uuid4()}"


# ---------------------------------------------------------------------------------- stacks


load = stack_rows.load
find = stack_rows.find
save = stack_rows.save
listed = stack_rows.listed


def in_progress(store: Store) -> list[Stack]:
    return stack_rows.with_status(store, IN_PROGRESS)


def described(stack: Stack) -> Doc:
    """The Stack structure of DescribeStacks."""
    out: Doc = {
        "StackId": stack.stack_id,
        "StackName": stack.name,
        "CreationTime": stamp(stack.created),
        "StackStatus": stack.status,
        "DisableRollback": bool(stack.disable_rollback),
        "NotificationARNs": list(stack.notification_arns or []),
        "Capabilities": list(stack.capabilities or []),
        "Tags": list(stack.tags or []),
        "EnableTerminationProtection": bool(stack.termination_protection),
        "RollbackConfiguration": dict(stack.rollback_configuration or {}),
        "DriftInformation": stack_drift_information(stack),
    }
    if stack.description is not None:
        out["Description"] = stack.description
    if stack.parameters_out:
        out["Parameters"] = stack.parameters_out
    if stack.outputs:
        out["Outputs"] = stack.outputs
    for key, seconds in (("LastUpdatedTime", stack.last_updated_time), ("DeletionTime", stack.deletion_time)):
        if seconds:
            out[key] = stamp(seconds)
    for key, value in (
        ("StackStatusReason", stack.status_reason),
        ("RoleARN", stack.role_arn),
        ("ChangeSetId", stack.change_set_id),
        ("ParentId", stack.parent_id),
        ("RootId", stack.root_id),
    ):
        if value is not None:
            out[key] = value
    return out


def summary(stack: Stack) -> Doc:
    out: Doc = {
        "StackId": stack.stack_id,
        "StackName": stack.name,
        "CreationTime": stamp(stack.created),
        "StackStatus": stack.status,
        "DriftInformation": stack_drift_information(stack),
    }
    if stack.description is not None:
        out["TemplateDescription"] = stack.description
    for key, seconds in (("LastUpdatedTime", stack.last_updated_time), ("DeletionTime", stack.deletion_time)):
        if seconds:
            out[key] = stamp(seconds)
    if stack.status_reason:
        out["StackStatusReason"] = stack.status_reason
    for key, value in (("ParentId", stack.parent_id), ("RootId", stack.root_id)):
        if value:
            out[key] = value
    return out


# ---------------------------------------------------------------------------------- resources


resources = resource_rows.of_stack


def save_resource(store: Store, stack_id: str, record: StackResource) -> None:
    record.updated = clock.now()
    resource_rows.upsert(store, stack_id, record)


def put_resource(store: Store, stack_id: str, record: StackResource) -> None:
    """Store a record as it is (its LastUpdatedTimestamp unchanged: a drift check is not an update)."""
    resource_rows.replace(store, stack_id, record)


def stack_drift_information(stack: Stack) -> Doc:
    drift = stack.drift
    if not drift:
        return {"StackDriftStatus": "NOT_CHECKED"}
    return {"StackDriftStatus": drift["status"], "LastCheckTimestamp": stamp(drift["time"])}


drop_resource = resource_rows.drop


def resource_out(stack: Stack, record: StackResource, *, detail: bool = False) -> Doc:
    out: Doc = {
        "LogicalResourceId": record.logical_id,
        "ResourceType": record.resource_type,
        "ResourceStatus": record.status,
        "DriftInformation": {"StackResourceDriftStatus": "NOT_CHECKED"},
    }
    drift = record.drift
    if drift:
        out["DriftInformation"] = {
            "StackResourceDriftStatus": drift["status"],
            "LastCheckTimestamp": stamp(drift["time"]),
        }
    if record.physical_id:
        out["PhysicalResourceId"] = record.physical_id
    if record.status_reason:
        out["ResourceStatusReason"] = record.status_reason
    if detail:
        out.update(StackId=stack.stack_id, StackName=stack.name)
        if record.metadata is not None:
            out["Metadata"] = json.dumps(record.metadata)
        out["LastUpdatedTimestamp"] = stamp(record.updated if record.updated is not None else clock.now())
    else:
        out["LastUpdatedTimestamp"] = stamp(record.updated if record.updated is not None else clock.now())
    return out


# ---------------------------------------------------------------------------------- events


def add_event(
    store: Store,
    stack: Stack,
    logical_id: str,
    resource_type: str,
    status: str,
    reason: str | None = None,
    physical_id: str | None = None,
    properties: Any = None,
) -> StackEvent:
    event = StackEvent(
        stack_id=stack.stack_id,
        event_id=str(uuid.uuid4()),
        stack_name=stack.name,
        logical_id=logical_id,
        resource_type=resource_type,
        timestamp=clock.now(),
        status=status,
        reason=reason,
        physical_id=physical_id,
        properties=None if properties is None else json.dumps(properties),
        client_request_token=stack.client_request_token or None,
    )
    event_rows.add(store, event)
    return event


events = event_rows.of_stack


def event_out(event: StackEvent) -> Doc:
    """DescribeStackEvents' StackEvent."""
    return {**event.doc(), "Timestamp": stamp(event.timestamp)}


# ---------------------------------------------------------------------------------- change sets


save_change_set = change_set_rows.save
change_sets = change_set_rows.of_stack
load_change_set = change_set_rows.load
drop_change_set = change_set_rows.drop


# ---------------------------------------------------------------------------------- exports


def exports(store: Store, account: str, region: str) -> list[Doc]:
    """ListExports' entries."""
    return [
        {"ExportingStackId": e.stack_id, "Name": e.name, "Value": e.value}
        for e in export_rows.listed(store, account, region)
    ]


def export_value(store: Store, account: str, region: str, name: str) -> tuple[str, str] | None:
    """(exporting stack id, value) of the export ``name``."""
    found = export_rows.named(store, account, region, name)
    return None if found is None else (found.stack_id, found.value)


def set_exports(store: Store, stack: Stack, values: dict[str, str]) -> None:
    export_rows.replace_all(store, stack.account, stack.region, stack.stack_id, values)


def importers(store: Store, account: str, region: str, export_name: str, except_stack: str) -> list[str]:
    """Names of live stacks whose current template imports ``export_name``."""
    out = []
    for stack in listed(store, account, region):
        if stack.stack_id == except_stack or stack.status == "DELETE_COMPLETE":
            continue
        if export_name in (stack.imports or []):
            out.append(stack.name)
    return out
