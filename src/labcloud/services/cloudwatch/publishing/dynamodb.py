"""AWS/DynamoDB metrics, as DynamoDB publishes them.

- ConsumedReadCapacityUnits / ConsumedWriteCapacityUnits (``TableName``; ``TableName`` +
  ``GlobalSecondaryIndexName`` for index units): the units each request consumed. When the caller
  did not ask for ``ReturnConsumedCapacity``, the step asks for it and removes it from the answer.
- SuccessfulRequestLatency (``TableName``, ``Operation``; Milliseconds).
- ReturnedItemCount (``TableName``, ``Operation``) for Query and Scan.
- ConditionalCheckFailedRequests (``TableName``), ThrottledRequests (``TableName``, ``Operation``),
  SystemErrors (``TableName``, ``Operation``), and UserErrors (no dimension: the account and Region)
  for other 400s.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb.capacity import read_units  # DynamoDB's billing rules (pure functions)
from labcloud.services.dynamodb.values_size import item_size

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/DynamoDB"
_SINGLE = frozenset({"GetItem", "PutItem", "UpdateItem", "DeleteItem", "Query", "Scan"})
_MULTI = frozenset({"BatchGetItem", "BatchWriteItem", "TransactGetItems", "TransactWriteItems"})
_THROTTLED = frozenset(
    {"ProvisionedThroughputExceededException", "ThrottlingException", "RequestLimitExceeded"}
)
_NOT_USER_ERRORS = frozenset({"ConditionalCheckFailedException", "TransactionCanceledException", *_THROTTLED})


def _tables(op: str, params: dict[str, Any]) -> list[str]:
    if op in _SINGLE:
        return [params.get("TableName", "")]
    if op.startswith("Batch"):
        return list(params.get("RequestItems") or ())
    names = []
    for item in params.get("TransactItems") or ():
        for body in item.values():
            if isinstance(body, dict) and body.get("TableName") and body["TableName"] not in names:
                names.append(body["TableName"])
    return names


async def observe(
    rec: Samples,
    ctx: RequestContext,
    params: dict[str, Any],
    call_next: Callable[[RequestContext, dict[str, Any]], Awaitable[dict[str, Any]]],
) -> dict[str, Any]:
    op = ctx.operation
    if op not in _SINGLE and op not in _MULTI:
        return await call_next(ctx, params)
    asked = params.get("ReturnConsumedCapacity") in ("TOTAL", "INDEXES")
    # GetItem computes units only when asked: for a whole item, the units are computed at the next
    # flush from the item answered, off the request path; with a projection the provider must count
    later = (
        not asked
        and op == "GetItem"
        and not params.get("ProjectionExpression")
        and not params.get("AttributesToGet")
    )
    inner = params if asked or later else {**params, "ReturnConsumedCapacity": "INDEXES"}
    started = time.perf_counter()
    try:
        result = await call_next(ctx, inner)
    except AwsError as error:
        _failed(rec, ctx, op, params, error)
        raise
    elapsed = (time.perf_counter() - started) * 1000.0
    if later:
        rec.defer(
            _get_item_units,
            ctx.account_id,
            ctx.region,
            params.get("TableName", ""),
            result.get("Item"),
            bool(params.get("ConsistentRead")),
        )
    consumed = result.get("ConsumedCapacity") if asked or later else result.pop("ConsumedCapacity", None)
    write = op in ("PutItem", "UpdateItem", "DeleteItem", "BatchWriteItem", "TransactWriteItems")
    name = "ConsumedWriteCapacityUnits" if write else "ConsumedReadCapacityUnits"
    for entry in consumed if isinstance(consumed, list) else ([consumed] if consumed else []):
        table = entry.get("TableName", "")
        gsis = entry.get("GlobalSecondaryIndexes") or {}
        if "Table" in entry:
            units = entry["Table"].get("CapacityUnits", 0.0)
        else:  # the caller asked for TOTAL: the table's own share is what the indexes did not consume
            units = entry.get("CapacityUnits", 0.0) - sum(g.get("CapacityUnits", 0.0) for g in gsis.values())
        rec.record(ctx, NS, name, (("TableName", table),), float(units), "Count")
        for index, gsi in gsis.items():
            rec.record(
                ctx,
                NS,
                name,
                (("GlobalSecondaryIndexName", index), ("TableName", table)),
                float(gsi.get("CapacityUnits", 0.0)),
                "Count",
            )
    for table in _tables(op, params):
        dims = (("Operation", op), ("TableName", table))
        rec.record(ctx, NS, "SuccessfulRequestLatency", dims, elapsed, "Milliseconds")
        if op in ("Query", "Scan"):
            rec.record(ctx, NS, "ReturnedItemCount", dims, float(result.get("Count", 0)), "Count")
    return result


def _get_item_units(
    rec: Samples,
    account: str,
    region: str,
    table: str,
    item: dict[str, Any] | None,
    consistent: bool,
    at: float,
) -> None:
    units = read_units(item_size(item) if item else 0, consistent)
    rec.record(
        (account, region), NS, "ConsumedReadCapacityUnits", (("TableName", table),), units, "Count", at
    )


def _failed(rec: Samples, ctx: RequestContext, op: str, params: dict[str, Any], error: AwsError) -> None:
    code = error.code
    tables = _tables(op, params)
    if code == "ConditionalCheckFailedException":
        for table in tables:
            rec.record(ctx, NS, "ConditionalCheckFailedRequests", (("TableName", table),), 1.0, "Count")
    elif code in _THROTTLED:
        for table in tables:
            rec.record(ctx, NS, "ThrottledRequests", (("Operation", op), ("TableName", table)), 1.0, "Count")
    elif (error.status or 400) >= 500 or not error.sender_fault:
        for table in tables:
            rec.record(ctx, NS, "SystemErrors", (("Operation", op), ("TableName", table)), 1.0, "Count")
    elif code not in _NOT_USER_ERRORS:
        rec.record(ctx, NS, "UserErrors", (), 1.0, "Count")
