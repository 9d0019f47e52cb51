"""Resource-based policies on tables and streams: Put/Get/DeleteResourcePolicy, the policy given at
CreateTable, and the lookup IAM enforcement uses to evaluate them beside identity policies.

A table's policy is kept in the table's metadata (``ResourcePolicy``) with its revision id (a
millisecond timestamp, as DynamoDB's look); it also governs the table's indexes (an index ARN
extends the table's, and statements name it in Resource), and a policy cannot be attached to an
index itself. A stream has its own policy, as on AWS (the table's does not cover it), kept in the
table's metadata under ``StreamPolicies`` by stream ARN, so it outlives a disabled stream but goes
with a deleted table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.resource_policies import ResourcePolicy
from labcloud.services.iam.policy import Policy, parse_resource_policy

if TYPE_CHECKING:
    from labcloud.services.dynamodb.table_meta import PolicyRecord, TableMeta
    from labcloud.services.dynamodb.tables import TableDef

#: DynamoDB's limit on a resource-based policy document.
MAX_POLICY_BYTES = 20 * 1024
NO_POLICY = "NO_POLICY"

TableFinder = Callable[[str, str, str], "TableDef | None"]


def not_found(arn: str) -> AwsError:
    return AwsError(
        "PolicyNotFoundException",
        f"Resource-based policy not found for the provided ResourceArn: {arn}",
        status=400,
    )


def table_coordinates(arn: str) -> tuple[str, str, str] | None:
    """(account, region, table name) of a table, index or stream ARN."""
    parts = arn.split(":", 5)
    if len(parts) != 6 or parts[0] != "arn" or parts[2] != "dynamodb" or not parts[5].startswith("table/"):
        return None
    return parts[4], parts[3], parts[5].split("/")[1]


@lru_cache(maxsize=512)
def parsed(document: str) -> Policy:
    return parse_resource_policy(document, name="resource-based policy")


def checked(document: str) -> str:
    """Validate a policy document as DynamoDB does before storing it."""
    if len(document.encode()) > MAX_POLICY_BYTES:
        raise AwsError(
            "ValidationException",
            f"Resource-based policy document size exceeds the maximum of {MAX_POLICY_BYTES} bytes",
            status=400,
        )
    try:
        parsed(document)
    except AwsError as exc:
        raise AwsError(
            "ValidationException", f"Invalid resource-based policy document: {exc.message}", status=400
        ) from None
    return document


def is_stream(arn: str) -> bool:
    return "/stream/" in arn


def is_index(arn: str) -> bool:
    return "/index/" in arn


def stored(table: TableDef, arn: str | None = None) -> PolicyRecord | None:
    """The policy attached to the table, or to its stream ``arn``."""
    meta = table.definition
    if arn is not None and is_stream(arn):
        return (meta.stream_policies or {}).get(arn)
    return meta.resource_policy


def revision() -> str:
    return str(int(clock.now() * 1000))


def with_policy(meta: TableMeta, document: str | None, arn: str | None = None) -> TableMeta:
    """``meta`` carrying ``document`` for the table or its stream ``arn`` (None removes it)."""
    from labcloud.services.dynamodb.table_meta import (
        PolicyRecord,  # the records load with the first table read
    )

    record = None if document is None else PolicyRecord(document, revision())
    if arn is not None and is_stream(arn):
        streams = dict(meta.stream_policies or {})
        if record is None:
            streams.pop(arn, None)
        else:
            streams[arn] = record
        return replace(meta, stream_policies=streams or None)
    return replace(meta, resource_policy=record)


def check_expected(table: TableDef, arn: str, expected: str | None) -> None:
    """ExpectedRevisionId: the caller's idea of the current revision (NO_POLICY: there should be none)."""
    if expected is None:
        return
    current = stored(table, arn)
    if expected == NO_POLICY:
        if current is not None:
            raise AwsError(
                "PolicyNotFoundException",
                f"Resource-based policy not found for the provided "
                f"ResourceArn: Requested update for policy with revision id {expected}, but the policy "
                f"associated to target table {table.name} has revision id {current.revision_id}.",
                status=400,
            )
        return
    if current is None or current.revision_id != expected:
        shown = current.revision_id if current is not None else NO_POLICY
        raise AwsError(
            "PolicyNotFoundException",
            f"Resource-based policy not found for the provided ResourceArn: "
            f"Requested update for policy with revision id {expected}, but the policy associated to "
            f"target table {table.name} has revision id {shown}.",
            status=400,
        )


def lookup(find_table: TableFinder) -> Callable[[str], ResourcePolicy | None]:
    """The function IAM enforcement calls with a resource ARN."""

    def find(arn: str) -> ResourcePolicy | None:
        where = table_coordinates(arn)
        if where is None:
            return None
        table = find_table(*where)
        policy = stored(table, arn) if table is not None else None
        if policy is None:
            return None
        return ResourcePolicy(where[0], parsed(policy.policy))

    return find
