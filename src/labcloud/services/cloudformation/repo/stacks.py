"""Stack rows, read back as :class:`Stack` records: the stack's id, account, region, name and status
as columns, the whole record as a JSON document.

The document keeps AWS's member names plus labcloud's bookkeeping under the names written since the
first version (``account``, ``template``, ``op``...), so data directories written before the records
were typed read the same. ``op`` is the journal of the operation in progress (see engine.py), which
is what lets a restarted server finish or roll back an operation that was running when it stopped.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]


@dataclass(slots=True)
class Stack:
    stack_id: str
    name: str
    account: str
    region: str
    #: server-clock seconds
    created: float
    status: str
    status_reason: str | None = None
    disable_rollback: bool = False
    #: ROLLBACK (None), DO_NOTHING or DELETE
    on_failure: str | None = None
    tags: list[Doc] = field(default_factory=list)
    capabilities: list[str] = field(default_factory=list)
    notification_arns: list[str] = field(default_factory=list)
    role_arn: str | None = None
    rollback_configuration: Doc = field(default_factory=dict)
    termination_protection: bool = False
    client_request_token: str | None = None
    #: who the stack acts as (the caller, or a session of its service role): a Principal's fields
    principal: Doc = field(default_factory=dict)
    #: parameter values (name → text) and DescribeStacks' Parameters
    parameters: dict[str, str] = field(default_factory=dict)
    parameters_out: list[Doc] = field(default_factory=list)
    #: SSM parameter-type values read for the parameters (``ssm_types.py``)
    ssm_values: dict[str, Any] = field(default_factory=dict)
    #: the template text, parsed as given, and processed (transforms and includes applied)
    body: str | None = None
    original: Doc | None = None
    template: Doc | None = None
    description: str | None = None
    imports: list[str] = field(default_factory=list)
    transforms: list[str] = field(default_factory=list)
    outputs: list[Doc] = field(default_factory=list)
    #: the operation in progress (its kind, the previous values, its journal and cleanup), None when settled
    op: Doc | None = None
    stack_policy: str | None = None
    #: the policy governing the update in progress ({"body": ...})
    update_policy: Doc | None = None
    parent_id: str | None = None
    root_id: str | None = None
    #: the last drift detection ({"status", "time", ...})
    drift: Doc | None = None
    last_updated_time: float | None = None
    deletion_time: float | None = None
    retain_resources: list[str] = field(default_factory=list)
    change_set_id: str | None = None

    def operation(self) -> Doc:
        """The journal of the operation in progress (there must be one)."""
        if self.op is None:
            raise RuntimeError(f"stack {self.stack_id} has no operation in progress")
        return self.op

    def doc(self) -> Doc:
        return {_KEYS[f.name]: getattr(self, f.name) for f in fields(self)}

    @staticmethod
    def of(doc: Doc) -> Stack:
        stack = Stack(
            stack_id=doc["StackId"],
            name=doc["StackName"],
            account=doc["account"],
            region=doc["region"],
            created=float(doc["CreationTime"]),
            status=doc["StackStatus"],
        )
        stack.restore(doc)
        return stack

    def restore(self, values: Doc) -> None:
        """Set the members ``values`` names (stored names, as the operation journal keeps them)."""
        for key, value in values.items():
            attr = _ATTRS.get(key)
            if attr is None:
                continue
            if value is None and attr in _LISTS:
                value = []
            elif value is None and attr in _DICTS:
                value = {}
            setattr(self, attr, value)

    def snapshot(self, *keys: str) -> Doc:
        """The members named by their stored names (for the operation journal)."""
        return {key: getattr(self, _ATTRS[key]) for key in keys}


#: attribute → the member name stored in the document
_KEYS = {
    "stack_id": "StackId",
    "name": "StackName",
    "account": "account",
    "region": "region",
    "created": "CreationTime",
    "status": "StackStatus",
    "status_reason": "StackStatusReason",
    "disable_rollback": "DisableRollback",
    "on_failure": "OnFailure",
    "tags": "Tags",
    "capabilities": "Capabilities",
    "notification_arns": "NotificationARNs",
    "role_arn": "RoleARN",
    "rollback_configuration": "RollbackConfiguration",
    "termination_protection": "EnableTerminationProtection",
    "client_request_token": "ClientRequestToken",
    "principal": "principal",
    "parameters": "Parameters",
    "parameters_out": "ParametersOut",
    "ssm_values": "ssm_values",
    "body": "body",
    "original": "original",
    "template": "template",
    "description": "Description",
    "imports": "imports",
    "transforms": "transforms",
    "outputs": "Outputs",
    "op": "op",
    "stack_policy": "StackPolicy",
    "update_policy": "UpdatePolicy",
    "parent_id": "ParentId",
    "root_id": "RootId",
    "drift": "drift",
    "last_updated_time": "LastUpdatedTime",
    "deletion_time": "DeletionTime",
    "retain_resources": "RetainResources",
    "change_set_id": "ChangeSetId",
}
_ATTRS = {key: attr for attr, key in _KEYS.items()}
_LISTS = {
    "tags",
    "capabilities",
    "notification_arns",
    "parameters_out",
    "imports",
    "transforms",
    "outputs",
    "retain_resources",
}
_DICTS = {"rollback_configuration", "principal", "parameters", "ssm_values"}


def load(store: Store, stack_id: str) -> Stack | None:
    row = store.one("SELECT doc FROM cfn_stacks WHERE stack_id = ?", (stack_id,))
    return None if row is None else Stack.of(json.loads(row["doc"]))


def find(store: Store, account: str, region: str, name_or_id: str) -> Stack | None:
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
    return None if row is None else Stack.of(json.loads(row["doc"]))


def save(store: Store, stack: Stack) -> None:
    deleted = 1 if stack.status == "DELETE_COMPLETE" else 0
    store.execute(
        "INSERT INTO cfn_stacks (stack_id, account_id, region, name, status, deleted, created, doc) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (stack_id) DO UPDATE SET status = excluded.status, "
        "deleted = excluded.deleted, doc = excluded.doc",
        (
            stack.stack_id,
            stack.account,
            stack.region,
            stack.name,
            stack.status,
            deleted,
            stack.created,
            json.dumps(stack.doc()),
        ),
    )


def listed(store: Store, account: str, region: str) -> list[Stack]:
    rows = store.all(
        "SELECT doc FROM cfn_stacks WHERE account_id = ? AND region = ? ORDER BY created DESC",
        (account, region),
    )
    return [Stack.of(json.loads(r["doc"])) for r in rows]


def everywhere(store: Store) -> list[Stack]:
    """Every stack of every account and region, newest first (the view)."""
    return [
        Stack.of(json.loads(r["doc"])) for r in store.all("SELECT doc FROM cfn_stacks ORDER BY created DESC")
    ]


def with_status(store: Store, statuses: frozenset[str]) -> list[Stack]:
    marks = ",".join("?" for _ in statuses)
    rows = store.all(
        f"SELECT doc FROM cfn_stacks WHERE status IN ({marks}) ORDER BY created", tuple(statuses)
    )
    return [Stack.of(json.loads(r["doc"])) for r in rows]
