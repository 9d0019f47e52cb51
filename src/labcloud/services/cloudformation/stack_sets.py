"""StackSets, answered as for an account that has none: labcloud does not deploy stack sets.

ListStackSets answers an empty list; CreateStackSet is refused with a ValidationError that says so;
DeleteStackSet has nothing to delete (its model declares no not-found error); every other operation
on a named stack set answers StackSetNotFoundException (none can exist).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cloudformation.errors import validation

Answer = Callable[[RequestContext, dict[str, Any]], Any]


def _list_stack_sets(ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    return {"Summaries": []}


def _create_stack_set(ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    raise validation(
        "labcloud does not support StackSets (CreateStackSet): deploy the template to each account "
        "and region with CreateStack"
    )


def _nothing(ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    return {}


def _not_found(ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    raise AwsError(
        "StackSetNotFoundException", f"StackSet {params.get('StackSetName')} not found", status=404
    )


def answer(operation: str) -> Answer | None:
    """How a StackSet operation is answered (None: not a StackSet operation)."""
    if operation == "ListStackSets":
        return _list_stack_sets
    if operation == "CreateStackSet":
        return _create_stack_set
    if operation == "DeleteStackSet":
        return _nothing
    if "StackSet" in operation or "StackInstance" in operation:
        return _not_found
    return None
