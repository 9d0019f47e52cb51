"""Finding the table an operation names: by name or ARN, with the error each operation family answers."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb import resource_policy, sse
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.iam.denials import access_denied
from labcloud.services.iam.policy import access_denied_message
from labcloud.services.iam.policy.evaluator import IMPLICIT_DENY, RESOURCE_POLICY

if TYPE_CHECKING:
    from labcloud.services.dynamodb.tables import TableDef


def not_found(name: str | None = None) -> AwsError:
    """``tables.not_found``, imported when raised (key_checks, built with the service, imports this module)."""
    from labcloud.services.dynamodb import tables

    return tables.not_found(name)


def validation(message: str) -> AwsError:
    from labcloud.services.dynamodb import tables

    return tables.validation(message)


def table_name_of(name: str) -> str:
    """TableName parameters may be a table ARN."""
    if name.startswith("arn:") and ":table/" in name:
        return name.split(":table/", 1)[1].split("/", 1)[0]
    return name


def table(state: DynamoDBState, ctx: RequestContext, name: str) -> TableDef:
    """The table for an item operation (ResourceNotFoundException when missing).

    A table ARN may name another account's table: that is reachable only through a resource-based
    policy (IAM enforcement has already evaluated it); without one the caller is denied."""
    where = resource_policy.table_coordinates(name) if name.startswith("arn:") else None
    if where is not None and where[0] != ctx.account_id:
        found = state.tables.find(*where)
        if found is None or resource_policy.stored(found) is None:
            action = f"dynamodb:{ctx.operation}"
            raise access_denied(
                ctx.service,
                access_denied_message(
                    ctx.principal.arn, action, name, replace(IMPLICIT_DENY, source=RESOURCE_POLICY)
                ),
            )
        return found
    found = state.tables.find(ctx.account_id, where[1] if where else ctx.region, table_name_of(name))
    if found is None:
        raise not_found()
    return found


def named(state: DynamoDBState, ctx: RequestContext, name_or_arn: str) -> TableDef:
    """The caller's table ``name_or_arn`` names (ResourceNotFoundException naming it, as table operations answer)."""
    name = table_name_of(name_or_arn)
    found = state.tables.find(ctx.account_id, ctx.region, name)
    if found is None:
        raise not_found(name)
    return found


def backup_source(state: DynamoDBState, ctx: RequestContext, name_or_arn: str) -> TableDef:
    """The table a backup operation names (TableNotFoundException, as those operations answer)."""
    name = table_name_of(name_or_arn)
    found = state.tables.find(ctx.account_id, ctx.region, name)
    if found is None:
        raise AwsError("TableNotFoundException", f"Table not found: {name}", status=400)
    return found


def _resource_not_found(arn: str) -> AwsError:
    return AwsError(
        "ResourceNotFoundException", f"Requested resource not found: ResourcArn: {arn} not found", status=400
    )


def table_for_arn(state: DynamoDBState, ctx: RequestContext, arn: str) -> TableDef:
    prefix = f"arn:aws:dynamodb:{ctx.region}:{ctx.account_id}:table/"
    found = None
    if arn.startswith(prefix):
        found = state.tables.find(ctx.account_id, ctx.region, arn[len(prefix) :].split("/", 1)[0])
    if found is None:
        raise _resource_not_found(arn)
    return found


def policy_holder(state: DynamoDBState, ctx: RequestContext, arn: str) -> TableDef:
    """The table whose metadata keeps the policy of ``arn`` (the table itself, or one of its streams)."""
    if resource_policy.is_index(arn):
        raise validation(
            "Resource-based policies cannot be attached to an index; the table's policy governs its indexes"
        )
    found = table_for_arn(state, ctx, arn)
    if resource_policy.is_stream(arn):
        journal = state.journal()
        if journal is None or not journal.exists(arn):
            raise _resource_not_found(arn)
    return found


def customer_key_table(state: DynamoDBState, ctx: RequestContext, name: str) -> sse.Guarded | None:
    """The table ``name`` when it is under a customer managed KMS key (its item operations check the key)."""
    where = resource_policy.table_coordinates(name) if name.startswith("arn:") else None
    found = state.tables.find(*where) if where else state.tables.find(ctx.account_id, ctx.region, name)
    key = None if found is None else found.definition.sse_key
    if found is None or key is None or key.managed:
        return None
    return sse.Guarded(found.tid, found.account_id, found.region, key)
