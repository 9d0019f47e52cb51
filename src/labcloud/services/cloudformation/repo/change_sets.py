"""Change set rows, read back as :class:`ChangeSet` records (one JSON document per change set, with
its stack, name and creation time as columns).

The stored document keeps the member names written since the first version, so data directories
written before the records were typed read the same.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]


@dataclass(frozen=True, slots=True)
class ChangeSet:
    change_set_id: str
    name: str
    stack_id: str
    stack_name: str
    account: str
    #: server-clock seconds
    created: float
    #: CREATE, UPDATE or IMPORT
    kind: str
    status: str
    #: AVAILABLE or UNAVAILABLE until executed (then read from the stack's status)
    execution_status: str
    status_reason: str | None = None
    description: str | None = None
    capabilities: list[str] = field(default_factory=list)
    #: the stack's tags once executed (None: the stack keeps its own)
    tags: list[Doc] | None = None
    role_arn: str | None = None
    #: parameter values as given/resolved, and DescribeChangeSet's Parameters
    parameters: dict[str, str] = field(default_factory=dict)
    parameters_out: list[Doc] = field(default_factory=list)
    ssm_values: dict[str, Any] = field(default_factory=dict)
    #: the template text, parsed as given, and processed (None when its transform failed)
    body: str = ""
    original: Doc = field(default_factory=dict)
    template: Doc | None = None
    imports: list[str] = field(default_factory=list)
    transforms: list[str] = field(default_factory=list)
    declared: Doc = field(default_factory=dict)
    on_stack_failure: str | None = None
    resources_to_import: list[Doc] = field(default_factory=list)
    rollback_configuration: Doc | None = None
    include_nested_stacks: bool = False
    import_existing_resources: bool = False
    changes: list[Doc] = field(default_factory=list)
    executed: bool = False

    def doc(self) -> Doc:
        out: Doc = {
            "ChangeSetId": self.change_set_id,
            "ChangeSetName": self.name,
            "StackId": self.stack_id,
            "StackName": self.stack_name,
            "account": self.account,
            "CreationTime": self.created,
            "ChangeSetType": self.kind,
            "Description": self.description,
            "Capabilities": self.capabilities,
            "Tags": self.tags,
            "RoleARN": self.role_arn,
            "Parameters": self.parameters,
            "ParametersOut": self.parameters_out,
            "ssm_values": self.ssm_values,
            "body": self.body,
            "original": self.original,
            "template": self.template,
            "imports": self.imports,
            "transforms": self.transforms,
            "declared": self.declared,
            "OnStackFailure": self.on_stack_failure,
            "ResourcesToImport": self.resources_to_import,
            "RollbackConfiguration": self.rollback_configuration,
            "IncludeNestedStacks": self.include_nested_stacks,
            "ImportExistingResources": self.import_existing_resources,
            "Status": self.status,
            "ExecutionStatus": self.execution_status,
            "Changes": self.changes,
        }
        if self.status_reason is not None:
            out["StatusReason"] = self.status_reason
        if self.executed:
            out["executed"] = True
        return out

    @staticmethod
    def of(doc: Doc) -> ChangeSet:
        return ChangeSet(
            change_set_id=doc["ChangeSetId"],
            name=doc["ChangeSetName"],
            stack_id=doc["StackId"],
            stack_name=doc["StackName"],
            account=doc.get("account") or "",
            created=float(doc["CreationTime"]),
            kind=doc["ChangeSetType"],
            status=doc["Status"],
            execution_status=doc["ExecutionStatus"],
            status_reason=doc.get("StatusReason"),
            description=doc.get("Description"),
            capabilities=list(doc.get("Capabilities") or []),
            tags=doc.get("Tags"),
            role_arn=doc.get("RoleARN"),
            parameters=dict(doc.get("Parameters") or {}),
            parameters_out=list(doc.get("ParametersOut") or []),
            ssm_values=dict(doc.get("ssm_values") or {}),
            body=doc.get("body") or "",
            original=dict(doc.get("original") or {}),
            template=doc.get("template"),
            imports=list(doc.get("imports") or []),
            transforms=list(doc.get("transforms") or []),
            declared=dict(doc.get("declared") or {}),
            on_stack_failure=doc.get("OnStackFailure"),
            resources_to_import=list(doc.get("ResourcesToImport") or []),
            rollback_configuration=doc.get("RollbackConfiguration"),
            include_nested_stacks=bool(doc.get("IncludeNestedStacks")),
            import_existing_resources=bool(doc.get("ImportExistingResources")),
            changes=list(doc.get("Changes") or []),
            executed=bool(doc.get("executed")),
        )


def save(store: Store, change_set: ChangeSet) -> None:
    store.execute(
        "INSERT INTO cfn_change_sets (change_set_id, stack_id, name, created, doc) VALUES (?, ?, ?, ?, ?) "
        "ON CONFLICT (change_set_id) DO UPDATE SET doc = excluded.doc",
        (
            change_set.change_set_id,
            change_set.stack_id,
            change_set.name,
            change_set.created,
            json.dumps(change_set.doc()),
        ),
    )


def of_stack(store: Store, stack_id: str) -> list[ChangeSet]:
    rows = store.all("SELECT doc FROM cfn_change_sets WHERE stack_id = ? ORDER BY created", (stack_id,))
    return [ChangeSet.of(json.loads(r["doc"])) for r in rows]


def load(store: Store, change_set_id: str) -> ChangeSet | None:
    row = store.one("SELECT doc FROM cfn_change_sets WHERE change_set_id = ?", (change_set_id,))
    return None if row is None else ChangeSet.of(json.loads(row["doc"]))


def drop(store: Store, change_set_id: str) -> None:
    store.execute("DELETE FROM cfn_change_sets WHERE change_set_id = ?", (change_set_id,))
