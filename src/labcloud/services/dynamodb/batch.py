"""BatchGetItem and BatchWriteItem: many independent items in one request.

Every request is validated before anything is read or written (limits of 100 keys / 25 writes,
duplicate keys, missing tables). All writes of a batch commit in one SQLite transaction, each
with its own ledger record; nothing is ever left unprocessed. A BatchGetItem without a
projection answers the items' stored texts as they are (``codec.stored_items``, as Query does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.dynamodb import item_writes, ledger, lookup
from labcloud.services.dynamodb.capacity import Consumed, collection_metrics, read_units
from labcloud.services.dynamodb.codec import stored_items
from labcloud.services.dynamodb.expressions import compile_request
from labcloud.services.dynamodb.keys import item_keys
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.tables import validation
from labcloud.services.dynamodb.values import item_size, validate_key
from labcloud.services.dynamodb.writes import WritePlan, plan_delete, plan_put

if TYPE_CHECKING:
    from labcloud.services.dynamodb.api import (
        BatchGetItemRequest,
        BatchGetItemResponse,
        BatchWriteItemRequest,
        BatchWriteItemResponse,
    )

MAX_GET_KEYS = 100
MAX_WRITES = 25
OPERATION = "BatchWriteItem"


def batch_get(
    state: DynamoDBState, request: BatchGetItemRequest, ctx: RequestContext
) -> BatchGetItemResponse:
    params = cast("dict[str, Any]", request)
    requests = params["RequestItems"]
    if sum(len(spec.get("Keys") or []) for spec in requests.values()) > MAX_GET_KEYS:
        raise validation("Too many items requested for the BatchGetItem call")
    plans = []
    for name, spec in requests.items():
        table = lookup.table(state, ctx, name)
        compiled = compile_request(
            projection=spec.get("ProjectionExpression"),
            names=spec.get("ExpressionAttributeNames"),
            attributes_to_get=spec.get("AttributesToGet"),
        )
        seen: set[tuple[bytes, bytes]] = set()
        keys = []
        for raw in spec.get("Keys") or []:
            key = validate_key(raw, key_schema_names=table.schema.names, key_types=table.key_types)
            storage = item_keys(table.schema, key)
            assert storage is not None
            if storage in seen:
                raise validation("Provided list of item keys contains duplicates")
            seen.add(storage)
            keys.append(storage)
        plans.append((name, table, compiled.projection, keys, bool(spec.get("ConsistentRead"))))
    consumed = Consumed("read")
    responses: dict[str, Any] = {}
    for name, table, projection, keys, consistent in plans:
        if projection is None:  # the stored texts are the answer: nothing to decode
            texts: list[str] = []
            binary: list[int] | None = None
            for hk, rk in keys:
                row = state.items.stored(table, hk, rk)
                consumed.add(table.name, read_units(row[2] if row else 0, consistent))
                if row is not None:
                    if row[1]:
                        binary = binary or []
                        binary.append(len(texts))
                    texts.append(row[0])
            responses[name] = stored_items(texts, binary)
            continue
        found: list[Any] = []
        responses[name] = found
        for hk, rk in keys:
            item = state.items.load(table, hk, rk)
            consumed.add(table.name, read_units(item_size(item) if item else 0, consistent))
            if item is not None:
                found.append(projection.apply(item))
    result: dict[str, Any] = {"Responses": responses, "UnprocessedKeys": {}}
    capacity = consumed.render_all(params.get("ReturnConsumedCapacity"))
    if capacity is not None:
        result["ConsumedCapacity"] = capacity
    return cast("BatchGetItemResponse", result)


def batch_write(
    state: DynamoDBState, request: BatchWriteItemRequest, ctx: RequestContext
) -> BatchWriteItemResponse:
    params = cast("dict[str, Any]", request)
    requests = params["RequestItems"]
    if sum(len(writes) for writes in requests.values()) > MAX_WRITES:
        raise validation("Too many items requested for the BatchWriteItem call")
    plans: list[WritePlan] = []
    for name, writes in requests.items():
        table = lookup.table(state, ctx, name)
        seen: set[tuple[bytes, bytes]] = set()
        for wanted in writes:
            put, delete = wanted.get("PutRequest"), wanted.get("DeleteRequest")
            if (put is None) == (delete is None):
                raise validation(
                    "One or more parameter values were invalid: A WriteRequest must contain exactly one of "
                    "PutRequest or DeleteRequest"
                )
            plan = (
                plan_put(table, {"Item": put["Item"]})
                if put is not None
                else plan_delete(table, {"Key": delete["Key"]})
            )
            if (plan.hk, plan.rk) in seen:
                raise validation("Provided list of item keys contains duplicates")
            seen.add((plan.hk, plan.rk))
            plans.append(plan)
    consumed = Consumed("write")
    with state.store.transaction():
        for plan in plans:
            old = state.items.load(plan.table, plan.hk, plan.rk)
            new = plan.decide(old)
            sequence = item_writes.write(
                state, plan.table, plan.hk, plan.rk, new, old, consumed, known_size=plan.new_size(new)
            )
            ledger.record(
                state,
                ctx,
                plan.table,
                OPERATION,
                plan.key,
                condition=None,
                outcome=ledger.ACCEPTED,
                before=old,
                after=new,
                action=plan.operation,
                **({"stream_sequence": sequence} if sequence else {}),
            )
    result: dict[str, Any] = {"UnprocessedItems": {}}
    capacity = consumed.render_all(params.get("ReturnConsumedCapacity"))
    if capacity is not None:
        result["ConsumedCapacity"] = capacity
    if params.get("ReturnItemCollectionMetrics") == "SIZE":
        metrics: dict[str, list[Any]] = {}
        for plan in plans:
            entry = collection_metrics(plan.table, plan.key, "SIZE")
            if entry is not None:
                metrics.setdefault(plan.table.name, []).append(entry)
        result["ItemCollectionMetrics"] = metrics
    return cast("BatchWriteItemResponse", result)
