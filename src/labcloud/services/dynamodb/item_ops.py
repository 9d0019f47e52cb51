"""The single-item operations (PutItem, UpdateItem, DeleteItem, GetItem) and Query and Scan.

Each validates and compiles its request first, then reads, checks and writes in one synchronous
``store.transaction()`` (the pipeline runs one call at a time on the event loop, so a conditional
write is atomic). Every attempted write is recorded in the ledger, accepted or not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb import item_writes, ledger
from labcloud.services.dynamodb.capacity import Consumed, collection_metrics, read_units
from labcloud.services.dynamodb.codec import jsonable
from labcloud.services.dynamodb.expressions import project_paths
from labcloud.services.dynamodb.expressions.render import render
from labcloud.services.dynamodb.keys import item_keys
from labcloud.services.dynamodb.lookup import table as table_of
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.tables import TableDef
from labcloud.services.dynamodb.values import item_size, validate_key
from labcloud.services.dynamodb.writes import (
    CONDITION_FAILED,
    DELETE,
    PUT,
    UPDATE,
    ConditionFailed,
    WritePlan,
    compile_cached,
    plan_delete,
    plan_put,
    plan_update,
    return_values_check,
)

if TYPE_CHECKING:
    from labcloud.services.dynamodb.api import (
        DeleteItemRequest,
        DeleteItemResponse,
        GetItemRequest,
        GetItemResponse,
        PutItemRequest,
        PutItemResponse,
        QueryRequest,
        QueryResponse,
        ScanRequest,
        ScanResponse,
        UpdateItemRequest,
        UpdateItemResponse,
    )

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]


def execute(
    state: DynamoDBState,
    ctx: RequestContext,
    plan: WritePlan,
    operation: str,
    consumed: Consumed | None = None,
    **extra: Any,
) -> tuple[Item | None, Item | None]:
    """Read, check and write one item atomically; record the decision in the ledger."""
    table = plan.table
    items = state.items
    failure: ConditionFailed | AwsError | None = None
    new: Item | None = None
    # ``decide`` only reads: a rejected write changes nothing, so its ledger record commits
    # in the same transaction as the read (one commit per request, accepted or not).
    with state.store.transaction():
        old = items.load(table, plan.hk, plan.rk)
        try:
            new = plan.decide(old)
        except ConditionFailed as failed:
            failure = failed
            ledger.record(
                state,
                ctx,
                table,
                operation,
                plan.key,
                condition=plan.condition_text,
                outcome=ledger.REJECTED,
                error_code="ConditionalCheckFailedException",
                before=old,
                after=None,
                update=plan.update_text,
                attempted=jsonable(plan.item),
                **extra,
            )
        except AwsError as error:
            failure = error
            ledger.record(
                state,
                ctx,
                table,
                operation,
                plan.key,
                condition=plan.condition_text,
                outcome=ledger.REJECTED,
                error_code=error.code,
                error_message=error.message,
                before=old,
                after=None,
                update=plan.update_text,
                attempted=jsonable(plan.item),
                **extra,
            )
        else:
            sequence = None
            if plan.writes:
                sequence = item_writes.write(
                    state, table, plan.hk, plan.rk, new, old, consumed, known_size=plan.new_size(new)
                )
            if sequence is not None:
                extra["stream_sequence"] = sequence
            ledger.record(
                state,
                ctx,
                table,
                operation,
                plan.key,
                condition=plan.condition_text,
                outcome=ledger.ACCEPTED,
                before=old,
                after=new,
                update=plan.update_text,
                **extra,
            )
    if failure is not None:
        raise failure
    return old, new


_PLANNERS = {PUT: plan_put, UPDATE: plan_update, DELETE: plan_delete}


def _single_write(
    state: DynamoDBState, ctx: RequestContext, params: dict[str, Any], operation: str
) -> dict[str, Any]:
    table = table_of(state, ctx, params["TableName"])
    return_values = return_values_check(operation, params.get("ReturnValues"))
    try:
        plan = _PLANNERS[operation](table, params)
    except AwsError as error:
        _record_invalid(state, ctx, table, operation, params, error)
        raise
    consumed = Consumed("write")
    try:
        old, new = execute(state, ctx, plan, operation, consumed)
    except ConditionFailed as failed:
        members: dict[str, Any] = {}
        if params.get("ReturnValuesOnConditionCheckFailure") == "ALL_OLD" and failed.old is not None:
            members["Item"] = failed.old
        raise AwsError("ConditionalCheckFailedException", CONDITION_FAILED, status=400, **members) from None
    result: dict[str, Any] = {}
    attributes: Item | None = None
    if return_values == "ALL_OLD":
        attributes = old
    elif return_values == "ALL_NEW":
        attributes = new
    elif return_values == "UPDATED_OLD" and old is not None:
        attributes = project_paths(old, plan.updated_paths)
    elif return_values == "UPDATED_NEW" and new is not None:
        attributes = project_paths(new, plan.updated_paths)
    if attributes:
        result["Attributes"] = attributes
    capacity = consumed.render(table.name, params.get("ReturnConsumedCapacity"))
    if capacity is not None:
        result["ConsumedCapacity"] = capacity
    metrics = collection_metrics(table, plan.key, params.get("ReturnItemCollectionMetrics"))
    if metrics is not None:
        result["ItemCollectionMetrics"] = metrics
    return result


def _record_invalid(
    state: DynamoDBState,
    ctx: RequestContext,
    table: TableDef,
    operation: str,
    params: dict[str, Any],
    error: AwsError,
) -> None:
    """A write rejected before it reached the item (invalid item, key or expression) is a decision too."""
    source = params.get("Item") if operation == PUT else params.get("Key")
    key: Item = {}
    if isinstance(source, dict):
        key = {name: value for name, value in source.items() if name in table.schema.names}
    condition = params.get("ConditionExpression")
    if condition is not None:
        try:
            condition = render(
                condition, params.get("ExpressionAttributeNames"), params.get("ExpressionAttributeValues")
            )
        except Exception:  # noqa: BLE001 - the raw text is good enough for an invalid request
            pass
    try:
        ledger.record(
            state,
            ctx,
            table,
            operation,
            key,
            condition=condition,
            outcome=ledger.REJECTED,
            error_code=error.code,
            error_message=error.message,
            before=None,
            after=None,
            update=params.get("UpdateExpression"),
        )
    except Exception:  # noqa: BLE001 - a malformed value must not hide the validation error
        pass


def put_item(state: DynamoDBState, request: PutItemRequest, ctx: RequestContext) -> PutItemResponse:
    return cast("PutItemResponse", _single_write(state, ctx, cast("dict[str, Any]", request), PUT))


def update_item(state: DynamoDBState, request: UpdateItemRequest, ctx: RequestContext) -> UpdateItemResponse:
    return cast("UpdateItemResponse", _single_write(state, ctx, cast("dict[str, Any]", request), UPDATE))


def delete_item(state: DynamoDBState, request: DeleteItemRequest, ctx: RequestContext) -> DeleteItemResponse:
    return cast("DeleteItemResponse", _single_write(state, ctx, cast("dict[str, Any]", request), DELETE))


def get_item(state: DynamoDBState, request: GetItemRequest, ctx: RequestContext) -> GetItemResponse:
    table = table_of(state, ctx, request["TableName"])
    key = validate_key(request.get("Key"), key_schema_names=table.schema.names, key_types=table.key_types)
    compiled = compile_cached(
        projection=request.get("ProjectionExpression"),
        names=request.get("ExpressionAttributeNames"),
        attributes_to_get=request.get("AttributesToGet"),
    )
    keys = item_keys(table.schema, key)
    assert keys is not None
    item = state.items.load(table, *keys)
    result: dict[str, Any] = {}
    if item is not None:
        result["Item"] = compiled.projection.apply(item) if compiled.projection is not None else item
    mode = request.get("ReturnConsumedCapacity")
    if mode in ("TOTAL", "INDEXES"):
        consumed = Consumed("read")
        consumed.add(
            table.name, read_units(item_size(item) if item else 0, bool(request.get("ConsistentRead")))
        )
        result["ConsumedCapacity"] = consumed.render(table.name, mode)
    return cast("GetItemResponse", result)


def query(state: DynamoDBState, request: QueryRequest, ctx: RequestContext) -> QueryResponse:
    table = table_of(state, ctx, request["TableName"])
    consumed = Consumed("read")
    result = state.reader.query_page(table, cast("dict[str, Any]", request), consumed)
    capacity = consumed.render(table.name, request.get("ReturnConsumedCapacity"))
    if capacity is not None:
        result["ConsumedCapacity"] = capacity
    return cast("QueryResponse", result)


def scan(state: DynamoDBState, request: ScanRequest, ctx: RequestContext) -> ScanResponse:
    table = table_of(state, ctx, request["TableName"])
    consumed = Consumed("read")
    result = state.reader.scan_page(table, cast("dict[str, Any]", request), consumed)
    capacity = consumed.render(table.name, request.get("ReturnConsumedCapacity"))
    if capacity is not None:
        result["ConsumedCapacity"] = capacity
    return cast("ScanResponse", result)
