"""Resource rows of a stack, read back as :class:`StackResource` records (one JSON document per
logical id: AWS's members plus the engine's bookkeeping: properties, attributes, dependencies,
creation order, and what recovery needs after a kill).

The document keeps the member names written since the first version, so data directories written
before the records were typed read the same; the operation journal keeps records in this form too.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]


@dataclass(slots=True)
class StackResource:
    logical_id: str
    resource_type: str
    status: str = ""
    status_reason: str | None = None
    physical_id: str | None = None
    #: creation order within the stack (deletes run in reverse)
    order: int = 0
    #: logical ids this resource depends on
    deps: list[str] = field(default_factory=list)
    deletion_policy: str | None = None
    update_replace_policy: str | None = None
    metadata: Any = None
    #: the resolved properties the resource was created or updated with
    properties: Any = field(default_factory=dict)
    #: what Fn::GetAtt reads
    attributes: dict[str, Any] = field(default_factory=dict)
    #: server-clock seconds of the last change (LastUpdatedTimestamp)
    updated: float | None = None
    #: the physical id a create in progress will answer, committed before it runs (recovery adopts it)
    intended_physical_id: str | None = None
    #: a create in progress of a type whose id the service assigns (recovery asks the handler's find_created)
    pending_create: bool = False
    #: recovery could not know the physical id: the delete looks it up first
    find_created: bool = False
    #: the last drift check ({"status", "time", "differences"...})
    drift: Doc | None = None

    def doc(self) -> Doc:
        out: Doc = {
            "LogicalResourceId": self.logical_id,
            "ResourceType": self.resource_type,
            "ResourceStatus": self.status,
            "ResourceStatusReason": self.status_reason,
            "order": self.order,
            "deps": self.deps,
            "DeletionPolicy": self.deletion_policy,
            "UpdateReplacePolicy": self.update_replace_policy,
            "Metadata": self.metadata,
            "Properties": self.properties,
            "Attributes": self.attributes,
        }
        if self.physical_id is not None:
            out["PhysicalResourceId"] = self.physical_id
        if self.updated is not None:
            out["updated"] = self.updated
        if self.intended_physical_id is not None:
            out["IntendedPhysicalId"] = self.intended_physical_id
        if self.pending_create:
            out["PendingCreate"] = True
        if self.find_created:
            out["FindCreated"] = True
        if self.drift is not None:
            out["Drift"] = self.drift
        return out

    @staticmethod
    def of(doc: Doc) -> StackResource:
        return StackResource(
            logical_id=doc["LogicalResourceId"],
            resource_type=doc["ResourceType"],
            status=doc.get("ResourceStatus") or "",
            status_reason=doc.get("ResourceStatusReason"),
            physical_id=doc.get("PhysicalResourceId"),
            order=int(doc.get("order") or 0),
            deps=list(doc.get("deps") or []),
            deletion_policy=doc.get("DeletionPolicy"),
            update_replace_policy=doc.get("UpdateReplacePolicy"),
            metadata=doc.get("Metadata"),
            properties=doc.get("Properties") if doc.get("Properties") is not None else {},
            attributes=dict(doc.get("Attributes") or {}),
            updated=doc.get("updated"),
            intended_physical_id=doc.get("IntendedPhysicalId"),
            pending_create=bool(doc.get("PendingCreate")),
            find_created=bool(doc.get("FindCreated")),
            drift=doc.get("Drift"),
        )

    def copy(self) -> StackResource:
        """An independent copy (the journal's snapshot of a record before it changes)."""
        return StackResource.of(json.loads(json.dumps(self.doc())))


def of_stack(store: Store, stack_id: str) -> dict[str, StackResource]:
    """The stack's records by logical id, in creation order."""
    rows = store.all("SELECT logical_id, doc FROM cfn_resources WHERE stack_id = ?", (stack_id,))
    out = {r["logical_id"]: StackResource.of(json.loads(r["doc"])) for r in rows}
    return dict(sorted(out.items(), key=lambda kv: kv[1].order))


def upsert(store: Store, stack_id: str, record: StackResource) -> None:
    store.execute(
        "INSERT INTO cfn_resources (stack_id, logical_id, doc) VALUES (?, ?, ?) "
        "ON CONFLICT (stack_id, logical_id) DO UPDATE SET doc = excluded.doc",
        (stack_id, record.logical_id, json.dumps(record.doc())),
    )


def replace(store: Store, stack_id: str, record: StackResource) -> None:
    store.execute(
        "UPDATE cfn_resources SET doc = ? WHERE stack_id = ? AND logical_id = ?",
        (json.dumps(record.doc()), stack_id, record.logical_id),
    )


def drop(store: Store, stack_id: str, logical_id: str) -> None:
    store.execute("DELETE FROM cfn_resources WHERE stack_id = ? AND logical_id = ?", (stack_id, logical_id))
