"""Change sets: what an update would do (Add / Modify with Replacement True|False|Conditional / Remove)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from labcloud.services.cloudformation.engine import Engine, with_stack_tags
from labcloud.services.cloudformation.errors import TemplateError
from labcloud.services.cloudformation.intrinsics import resolve
from labcloud.services.cloudformation.model import Model
from labcloud.services.cloudformation.repo.resources import StackResource
from labcloud.services.cloudformation.repo.stacks import Stack
from labcloud.services.cloudformation.resources.base import ResourceFailed
from labcloud.services.cloudformation.resources.registry import handler_for

Doc = dict[str, Any]
NO_CHANGES = (
    "The submitted information didn't contain changes. Submit different information to create a change set."
)


def compute(
    engine: Engine,
    stack: Stack,
    model: Model,
    records: dict[str, StackResource],
    tags: Sequence[Mapping[str, Any]] | None = None,
) -> list[Doc]:
    """The changes moving ``stack`` to ``model`` (with stack ``tags`` propagated to its resources)."""
    live = {k: r for k, r in records.items() if r.status not in ("DELETE_COMPLETE", "CREATE_FAILED")}
    scope = engine.scope(stack, model, live)
    changes: list[Doc] = []
    for logical_id in model.order:
        definition = model.resources[logical_id]
        old = live.get(logical_id)
        if old is None:
            changes.append(_change("Add", logical_id, definition.type))
            continue
        try:
            props: Any = with_stack_tags(definition.type, resolve(definition.properties, scope), tags)
            resolved = True
        except TemplateError:
            props, resolved = definition.properties, False
        old_props = old.properties or {}
        handler = handler_for(definition.type)
        if resolved and handler is not None:  # converted as the update will convert them
            try:
                props = handler.conform(definition.type, logical_id, props)
            except ResourceFailed:
                pass  # the update itself fails it; the change set shows the change
        if old.resource_type != definition.type:
            changes.append(_change("Modify", logical_id, definition.type, old.physical_id, "True", []))
            continue
        if resolved and props == old_props:
            if old.metadata != definition.metadata:
                changes.append(
                    _change(
                        "Modify",
                        logical_id,
                        definition.type,
                        old.physical_id,
                        "False",
                        [],
                        scope=["Metadata"],
                    )
                )
            continue
        names = sorted(k for k in set(props) | set(old_props) if props.get(k) != old_props.get(k))
        details = []
        for name in names:
            details.append(
                {
                    "Target": {
                        "Attribute": "Properties",
                        "Name": name,
                        "RequiresRecreation": handler.requires_recreation(name) if handler else "Never",
                    },
                    "Evaluation": "Static" if resolved else "Dynamic",
                    "ChangeSource": "DirectModification",
                }
            )
        if handler is None:
            replacement = "True"
        elif not resolved:
            replacement = "Conditional"
        else:
            replacement = "True" if handler.needs_replacement(old_props, props) else "False"
        changes.append(_change("Modify", logical_id, definition.type, old.physical_id, replacement, details))
    for logical_id, old in live.items():
        if logical_id not in model.resources:
            changes.append(_change("Remove", logical_id, old.resource_type, old.physical_id))
    return changes


def _change(
    action: str,
    logical_id: str,
    resource_type: str,
    physical_id: str | None = None,
    replacement: str | None = None,
    details: list[Doc] | None = None,
    scope: list[str] | None = None,
) -> Doc:
    change: Doc = {
        "Action": action,
        "LogicalResourceId": logical_id,
        "ResourceType": resource_type,
        "Scope": scope if scope is not None else (["Properties"] if action == "Modify" else []),
        "Details": details or [],
    }
    if physical_id:
        change["PhysicalResourceId"] = physical_id
    if replacement is not None:
        change["Replacement"] = replacement
    return {"Type": "Resource", "ResourceChange": change}
