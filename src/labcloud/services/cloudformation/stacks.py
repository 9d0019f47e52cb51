"""Stack, resource, event, change-set and export rows: reading, writing, and their API shapes.

A stack is a JSON document (``doc``) with AWS's member names plus labcloud's bookkeeping: the
original template text, the processed template, the acting principal and the journal of the
operation in progress (``op``), which is what lets a restarted server finish or roll back an
operation that was running when it stopped.
"""

from __future__ import annotations

import json
import uuid
from datetime import datetime, timezone
from typing import Any

from labcloud import clock
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


def load(store: Store, stack_id: str) -> Doc | None:
    row = store.one("SELECT doc FROM cfn_stacks WHERE stack_id = ?", (stack_id,))
    return None if row is None else dict(json.loads(row["doc"]))


def find(store: Store, account: str, region: str, name_or_id: str) -> Doc | None:
    """A live stack by name, or any stack (deleted too) by its id, as AWS resolves StackName."""
    if name_or_id.startswith("arn:"):
        row = store.one(
            "SELECT doc FROM cfn_stacks WHERE stack_id = ? AND account_id = ?", (name_or_id, account)
        )
    else:
        row = store.one(
            "SELECT doc FROM cfn_stacks WHERE account_id = ? AND region = ? AND name = ? AND deleted = 0",
            (account, region, name_or_id),
        )
    return None if row is None else dict(json.loads(row["doc"]))


def save(store: Store, stack: Doc) -> None:
    deleted = 1 if stack["StackStatus"] == "DELETE_COMPLETE" else 0
    store.execute(
        "INSERT INTO cfn_stacks (stack_id, account_id, region, name, status, deleted, created, doc) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (stack_id) DO UPDATE SET status = excluded.status, "
        "deleted = excluded.deleted, doc = excluded.doc",
        (
            stack["StackId"],
            stack["account"],
            stack["region"],
            stack["StackName"],
            stack["StackStatus"],
            deleted,
            stack["CreationTime"],
            json.dumps(stack),
        ),
    )


def listed(store: Store, account: str, region: str) -> list[Doc]:
    rows = store.all(
        "SELECT doc FROM cfn_stacks WHERE account_id = ? AND region = ? ORDER BY created DESC",
        (account, region),
    )
    return [dict(json.loads(r["doc"])) for r in rows]


def in_progress(store: Store) -> list[Doc]:
    marks = ",".join("?" for _ in IN_PROGRESS)
    rows = store.all(
        f"SELECT doc FROM cfn_stacks WHERE status IN ({marks}) ORDER BY created", tuple(IN_PROGRESS)
    )
    return [dict(json.loads(r["doc"])) for r in rows]


def described(stack: Doc) -> Doc:
    """The Stack structure of DescribeStacks."""
    out: Doc = {
        "StackId": stack["StackId"],
        "StackName": stack["StackName"],
        "CreationTime": stamp(stack["CreationTime"]),
        "StackStatus": stack["StackStatus"],
        "DisableRollback": bool(stack.get("DisableRollback", False)),
        "NotificationARNs": list(stack.get("NotificationARNs") or []),
        "Capabilities": list(stack.get("Capabilities") or []),
        "Tags": list(stack.get("Tags") or []),
        "EnableTerminationProtection": bool(stack.get("EnableTerminationProtection", False)),
        "RollbackConfiguration": dict(stack.get("RollbackConfiguration") or {}),
        "DriftInformation": stack_drift_information(stack),
    }
    if stack.get("Description") is not None:
        out["Description"] = stack["Description"]
    if stack.get("ParametersOut"):
        out["Parameters"] = stack["ParametersOut"]
    if stack.get("Outputs"):
        out["Outputs"] = stack["Outputs"]
    for key in ("LastUpdatedTime", "DeletionTime"):
        if stack.get(key):
            out[key] = stamp(stack[key])
    for key in ("StackStatusReason", "RoleARN", "TimeoutInMinutes", "ChangeSetId", "ParentId", "RootId"):
        if stack.get(key) is not None:
            out[key] = stack[key]
    return out


def summary(stack: Doc) -> Doc:
    out: Doc = {
        "StackId": stack["StackId"],
        "StackName": stack["StackName"],
        "CreationTime": stamp(stack["CreationTime"]),
        "StackStatus": stack["StackStatus"],
        "DriftInformation": stack_drift_information(stack),
    }
    if stack.get("Description") is not None:
        out["TemplateDescription"] = stack["Description"]
    for key in ("LastUpdatedTime", "DeletionTime"):
        if stack.get(key):
            out[key] = stamp(stack[key])
    if stack.get("StackStatusReason"):
        out["StackStatusReason"] = stack["StackStatusReason"]
    for key in ("ParentId", "RootId"):
        if stack.get(key):
            out[key] = stack[key]
    return out


# ---------------------------------------------------------------------------------- resources


def resources(store: Store, stack_id: str) -> dict[str, Doc]:
    rows = store.all("SELECT logical_id, doc FROM cfn_resources WHERE stack_id = ?", (stack_id,))
    out = {r["logical_id"]: dict(json.loads(r["doc"])) for r in rows}
    return dict(sorted(out.items(), key=lambda kv: kv[1].get("order", 0)))


def save_resource(store: Store, stack_id: str, record: Doc) -> None:
    record["updated"] = clock.now()
    store.execute(
        "INSERT INTO cfn_resources (stack_id, logical_id, doc) VALUES (?, ?, ?) "
        "ON CONFLICT (stack_id, logical_id) DO UPDATE SET doc = excluded.doc",
        (stack_id, record["LogicalResourceId"], json.dumps(record)),
    )


def put_resource(store: Store, stack_id: str, record: Doc) -> None:
    """Store a record as it is (its LastUpdatedTimestamp unchanged: a drift check is not an update)."""
    store.execute(
        "UPDATE cfn_resources SET doc = ? WHERE stack_id = ? AND logical_id = ?",
        (json.dumps(record), stack_id, record["LogicalResourceId"]),
    )


def stack_drift_information(stack: Doc) -> Doc:
    drift = stack.get("drift")
    if not drift:
        return {"StackDriftStatus": "NOT_CHECKED"}
    return {"StackDriftStatus": drift["status"], "LastCheckTimestamp": stamp(drift["time"])}


def drop_resource(store: Store, stack_id: str, logical_id: str) -> None:
    store.execute("DELETE FROM cfn_resources WHERE stack_id = ? AND logical_id = ?", (stack_id, logical_id))


def resource_out(stack: Doc, record: Doc, *, detail: bool = False) -> Doc:
    out: Doc = {
        "LogicalResourceId": record["LogicalResourceId"],
        "ResourceType": record["ResourceType"],
        "ResourceStatus": record["ResourceStatus"],
        "DriftInformation": {"StackResourceDriftStatus": "NOT_CHECKED"},
    }
    drift = record.get("Drift")
    if drift:
        out["DriftInformation"] = {
            "StackResourceDriftStatus": drift["status"],
            "LastCheckTimestamp": stamp(drift["time"]),
        }
    if record.get("PhysicalResourceId"):
        out["PhysicalResourceId"] = record["PhysicalResourceId"]
    if record.get("ResourceStatusReason"):
        out["ResourceStatusReason"] = record["ResourceStatusReason"]
    if detail:
        out.update(StackId=stack["StackId"], StackName=stack["StackName"])
        if record.get("Metadata") is not None:
            out["Metadata"] = json.dumps(record["Metadata"])
        out["LastUpdatedTimestamp"] = stamp(record.get("updated", clock.now()))
    else:
        out["LastUpdatedTimestamp"] = stamp(record.get("updated", clock.now()))
    return out


# ---------------------------------------------------------------------------------- events


def add_event(
    store: Store,
    stack: Doc,
    logical_id: str,
    resource_type: str,
    status: str,
    reason: str | None = None,
    physical_id: str | None = None,
    properties: Any = None,
) -> Doc:
    event: Doc = {
        "StackId": stack["StackId"],
        "EventId": str(uuid.uuid4()),
        "StackName": stack["StackName"],
        "LogicalResourceId": logical_id,
        "ResourceType": resource_type,
        "Timestamp": clock.now(),
        "ResourceStatus": status,
    }
    if physical_id is not None:
        event["PhysicalResourceId"] = physical_id
    if reason:
        event["ResourceStatusReason"] = reason
    if properties is not None:
        event["ResourceProperties"] = json.dumps(properties)
    if stack.get("ClientRequestToken"):
        event["ClientRequestToken"] = stack["ClientRequestToken"]
    store.execute(
        "INSERT INTO cfn_events (stack_id, doc) VALUES (?, ?)", (stack["StackId"], json.dumps(event))
    )
    return event


def events(store: Store, stack_id: str) -> list[Doc]:
    rows = store.all("SELECT doc FROM cfn_events WHERE stack_id = ? ORDER BY seq DESC", (stack_id,))
    return [dict(json.loads(r["doc"])) for r in rows]


def event_out(event: Doc) -> Doc:
    return {**event, "Timestamp": stamp(event["Timestamp"])}


# ---------------------------------------------------------------------------------- change sets


def save_change_set(store: Store, change_set: Doc) -> None:
    store.execute(
        "INSERT INTO cfn_change_sets (change_set_id, stack_id, name, created, doc) VALUES (?, ?, ?, ?, ?) "
        "ON CONFLICT (change_set_id) DO UPDATE SET doc = excluded.doc",
        (
            change_set["ChangeSetId"],
            change_set["StackId"],
            change_set["ChangeSetName"],
            change_set["CreationTime"],
            json.dumps(change_set),
        ),
    )


def change_sets(store: Store, stack_id: str) -> list[Doc]:
    rows = store.all("SELECT doc FROM cfn_change_sets WHERE stack_id = ? ORDER BY created", (stack_id,))
    return [dict(json.loads(r["doc"])) for r in rows]


def load_change_set(store: Store, change_set_id: str) -> Doc | None:
    row = store.one("SELECT doc FROM cfn_change_sets WHERE change_set_id = ?", (change_set_id,))
    return None if row is None else dict(json.loads(row["doc"]))


def drop_change_set(store: Store, change_set_id: str) -> None:
    store.execute("DELETE FROM cfn_change_sets WHERE change_set_id = ?", (change_set_id,))


# ---------------------------------------------------------------------------------- exports


def exports(store: Store, account: str, region: str) -> list[Doc]:
    rows = store.all(
        "SELECT name, stack_id, value FROM cfn_exports WHERE account_id = ? AND region = ? ORDER BY name",
        (account, region),
    )
    return [{"ExportingStackId": r["stack_id"], "Name": r["name"], "Value": r["value"]} for r in rows]


def export_value(store: Store, account: str, region: str, name: str) -> tuple[str, str] | None:
    row = store.one(
        "SELECT stack_id, value FROM cfn_exports WHERE account_id = ? AND region = ? AND name = ?",
        (account, region, name),
    )
    return None if row is None else (str(row["stack_id"]), str(row["value"]))


def set_exports(store: Store, stack: Doc, values: dict[str, str]) -> None:
    store.execute("DELETE FROM cfn_exports WHERE stack_id = ?", (stack["StackId"],))
    store.executemany(
        "INSERT INTO cfn_exports (account_id, region, name, stack_id, value) VALUES (?, ?, ?, ?, ?)",
        [
            (stack["account"], stack["region"], name, stack["StackId"], value)
            for name, value in values.items()
        ],
    )


def importers(store: Store, account: str, region: str, export_name: str, except_stack: str) -> list[str]:
    """Names of live stacks whose current template imports ``export_name``."""
    out = []
    for stack in listed(store, account, region):
        if stack["StackId"] == except_stack or stack["StackStatus"] == "DELETE_COMPLETE":
            continue
        if export_name in (stack.get("imports") or []):
            out.append(stack["StackName"])
    return out
