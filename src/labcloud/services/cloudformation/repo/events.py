"""Stack event rows, in the order they happened (``seq``), read back as :class:`StackEvent` records.

Each row's ``doc`` keeps AWS's member names (the form stored since the first version), so data
directories written before the records were typed read the same.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class StackEvent:
    stack_id: str
    event_id: str
    stack_name: str
    logical_id: str
    resource_type: str
    #: server-clock seconds
    timestamp: float
    status: str
    reason: str | None = None
    physical_id: str | None = None
    #: the resource's properties as JSON text (resource events of creates and updates)
    properties: str | None = None
    client_request_token: str | None = None

    def doc(self) -> dict[str, Any]:
        """AWS's members (Timestamp as seconds): the stored form, and the StackEvent shape once stamped."""
        out: dict[str, Any] = {
            "StackId": self.stack_id,
            "EventId": self.event_id,
            "StackName": self.stack_name,
            "LogicalResourceId": self.logical_id,
            "ResourceType": self.resource_type,
            "Timestamp": self.timestamp,
            "ResourceStatus": self.status,
        }
        if self.physical_id is not None:
            out["PhysicalResourceId"] = self.physical_id
        if self.reason:
            out["ResourceStatusReason"] = self.reason
        if self.properties is not None:
            out["ResourceProperties"] = self.properties
        if self.client_request_token:
            out["ClientRequestToken"] = self.client_request_token
        return out

    @staticmethod
    def of(doc: dict[str, Any]) -> StackEvent:
        return StackEvent(
            stack_id=doc["StackId"],
            event_id=doc["EventId"],
            stack_name=doc["StackName"],
            logical_id=doc["LogicalResourceId"],
            resource_type=doc["ResourceType"],
            timestamp=float(doc["Timestamp"]),
            status=doc["ResourceStatus"],
            reason=doc.get("ResourceStatusReason"),
            physical_id=doc.get("PhysicalResourceId"),
            properties=doc.get("ResourceProperties"),
            client_request_token=doc.get("ClientRequestToken"),
        )


def add(store: Store, event: StackEvent) -> None:
    store.execute(
        "INSERT INTO cfn_events (stack_id, doc) VALUES (?, ?)", (event.stack_id, json.dumps(event.doc()))
    )


def of_stack(store: Store, stack_id: str) -> list[StackEvent]:
    """The stack's events, newest first."""
    rows = store.all("SELECT doc FROM cfn_events WHERE stack_id = ? ORDER BY seq DESC", (stack_id,))
    return [StackEvent.of(json.loads(r["doc"])) for r in rows]
