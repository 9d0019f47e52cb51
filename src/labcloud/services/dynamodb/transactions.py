"""TransactWriteItems and TransactGetItems: all-or-nothing over up to 100 distinct items.

Every action is compiled first; then, in one SQLite transaction, each action's condition is
checked on the items as they were. If any action fails the transaction rolls back and the
request answers ``TransactionCanceledException`` with one cancellation reason per action
(``Item`` included where ReturnValuesOnConditionCheckFailure=ALL_OLD). Every action is recorded
in the ledger either way. ClientRequestToken makes a request idempotent for ten minutes.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb import item_writes, ledger, lookup
from labcloud.services.dynamodb.capacity import Consumed, read_units
from labcloud.services.dynamodb.codec import jsonable
from labcloud.services.dynamodb.expressions import compile_request
from labcloud.services.dynamodb.keys import item_keys
from labcloud.services.dynamodb.repo import tokens
from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.services.dynamodb.tables import validation
from labcloud.services.dynamodb.values import item_size, validate_key
from labcloud.services.dynamodb.writes import (
    CONDITION_FAILED,
    ConditionFailed,
    WritePlan,
    plan_check,
    plan_delete,
    plan_put,
    plan_update,
)

if TYPE_CHECKING:
    from labcloud.services.dynamodb.api import (
        TransactGetItemsRequest,
        TransactGetItemsResponse,
        TransactWriteItemsRequest,
        TransactWriteItemsResponse,
    )

MAX_ACTIONS = 100
#: DynamoDB: "The aggregate size of the items in the transaction cannot exceed 4 MB."
MAX_TRANSACTION_BYTES = 4 * 1024 * 1024


def too_large(size: int) -> AwsError:
    return validation(
        f"Transaction size has exceeded the maximum allowed size of 4 MB: aggregate item size {size} bytes"
    )


TOKEN_SECONDS = 600
OPERATION = "TransactWriteItems"
_ACTIONS = {"ConditionCheck": plan_check, "Put": plan_put, "Delete": plan_delete, "Update": plan_update}


class _Cancelled(Exception):
    def __init__(self, reasons: list[dict[str, Any]], failures: dict[int, tuple[str, Any]]) -> None:
        super().__init__("cancelled")
        self.reasons = reasons
        self.failures = failures


def _fingerprint(params: dict[str, Any]) -> str:
    body = {k: v for k, v in params.items() if k not in ("ClientRequestToken", "ReturnConsumedCapacity")}
    text = json.dumps(body, sort_keys=True, default=lambda v: v.hex() if isinstance(v, bytes) else str(v))
    return hashlib.sha256(text.encode()).hexdigest()


def _plans(
    state: DynamoDBState, ctx: RequestContext, params: dict[str, Any]
) -> list[tuple[str, WritePlan, dict[str, Any]]]:
    actions = params["TransactItems"]
    if len(actions) > MAX_ACTIONS:
        raise validation(
            f"1 validation error detected: Value at 'transactItems' failed to satisfy constraint: "
            f"Member must have length less than or equal to {MAX_ACTIONS}"
        )
    plans: list[tuple[str, WritePlan, dict[str, Any]]] = []
    seen: set[tuple[int, bytes, bytes]] = set()
    for action in actions:
        present = [name for name in _ACTIONS if action.get(name) is not None]
        if len(present) != 1:
            raise validation("TransactItems can only contain one of Check, Put, Update or Delete")
        kind = present[0]
        spec = action[kind]
        table = lookup.table(state, ctx, spec["TableName"])
        plan = _ACTIONS[kind](table, spec)
        if kind == "ConditionCheck" and plan.condition is None:
            raise validation("The ConditionExpression parameter is required for ConditionCheck")
        identity = (table.tid, plan.hk, plan.rk)
        if identity in seen:
            raise validation("Transaction request cannot include multiple operations on one item")
        seen.add(identity)
        plans.append((kind, plan, spec))
    return plans


def transact_write(
    state: DynamoDBState, request: TransactWriteItemsRequest, ctx: RequestContext
) -> TransactWriteItemsResponse:
    params = cast("dict[str, Any]", request)
    store = state.store
    token = params.get("ClientRequestToken")
    fingerprint = _fingerprint(params) if token else ""
    if token:
        tokens.forget_older(store, clock.now() - TOKEN_SECONDS)
        kept = tokens.find(store, ctx.account_id, ctx.region, token)
        if kept is not None:
            if kept[0] != fingerprint:
                raise AwsError(
                    "IdempotentParameterMismatchException",
                    "The request uses the same client token as a previous, but non-identical request.",
                    status=400,
                )
            return cast("TransactWriteItemsResponse", kept[1])
    plans = _plans(state, ctx, params)
    consumed = Consumed("write")
    befores: list[Any] = [None] * len(plans)
    afters: list[Any] = [None] * len(plans)
    try:
        with store.transaction():
            reasons: list[dict[str, Any]] = []
            failures: dict[int, tuple[str, Any]] = {}
            for position, (_kind, plan, spec) in enumerate(plans):
                old = state.items.load(plan.table, plan.hk, plan.rk)
                befores[position] = old
                try:
                    afters[position] = plan.decide(old)
                    reasons.append({"Code": "None"})
                except ConditionFailed:
                    reason: dict[str, Any] = {"Code": "ConditionalCheckFailed", "Message": CONDITION_FAILED}
                    if spec.get("ReturnValuesOnConditionCheckFailure") == "ALL_OLD" and old is not None:
                        reason["Item"] = old
                    reasons.append(reason)
                    failures[position] = ("ConditionalCheckFailed", CONDITION_FAILED)
                except AwsError as error:
                    reasons.append({"Code": "ValidationError", "Message": error.message})
                    failures[position] = ("ValidationError", error.message)
            if failures:
                raise _Cancelled(reasons, failures)
            aggregate = sum(
                max(item_size(old) if old else 0, item_size(new) if new else 0)
                for old, new in zip(befores, afters, strict=True)
            )
            if aggregate > MAX_TRANSACTION_BYTES:
                raise too_large(aggregate)
            for position, (kind, plan, _spec) in enumerate(plans):
                sequence = None
                if plan.writes:
                    sequence = item_writes.write(
                        state,
                        plan.table,
                        plan.hk,
                        plan.rk,
                        afters[position],
                        befores[position],
                        consumed,
                        factor=2.0,
                    )
                else:
                    consumed.add(plan.table.name, 2.0)
                ledger.record(
                    state,
                    ctx,
                    plan.table,
                    OPERATION,
                    plan.key,
                    condition=plan.condition_text,
                    outcome=ledger.ACCEPTED,
                    before=befores[position],
                    after=afters[position] if plan.writes else befores[position],
                    action=kind,
                    update=plan.update_text,
                    client_request_token=token,
                    **({"stream_sequence": sequence} if sequence else {}),
                )
            result: dict[str, Any] = {}
            capacity = consumed.render_all(params.get("ReturnConsumedCapacity"))
            if capacity is not None:
                result["ConsumedCapacity"] = capacity
            if token:
                tokens.keep(store, ctx.account_id, ctx.region, token, fingerprint, result, clock.now())
    except _Cancelled as cancelled:
        with store.transaction():
            for position, (kind, plan, _spec) in enumerate(plans):
                code, message = cancelled.failures.get(position, ("None", None))
                ledger.record(
                    state,
                    ctx,
                    plan.table,
                    OPERATION,
                    plan.key,
                    condition=plan.condition_text,
                    outcome=ledger.REJECTED,
                    error_code="TransactionCanceledException",
                    before=befores[position],
                    after=None,
                    action=kind,
                    cancellation_reason=code,
                    error_message=message,
                    update=plan.update_text,
                    client_request_token=token,
                    attempted=jsonable(plan.item),
                )
        summary = ", ".join(reason["Code"] for reason in cancelled.reasons)
        raise AwsError(
            "TransactionCanceledException",
            f"Transaction cancelled, please refer cancellation reasons for specific reasons [{summary}]",
            status=400,
            CancellationReasons=cancelled.reasons,
        ) from None
    return cast("TransactWriteItemsResponse", result)


def transact_get(
    state: DynamoDBState, request: TransactGetItemsRequest, ctx: RequestContext
) -> TransactGetItemsResponse:
    params = cast("dict[str, Any]", request)
    actions = params["TransactItems"]
    if len(actions) > MAX_ACTIONS:
        raise validation(
            f"1 validation error detected: Value at 'transactItems' failed to satisfy constraint: "
            f"Member must have length less than or equal to {MAX_ACTIONS}"
        )
    reads = []
    seen: set[tuple[int, bytes, bytes]] = set()
    for action in actions:
        spec = action["Get"]
        table = lookup.table(state, ctx, spec["TableName"])
        key = validate_key(spec.get("Key"), key_schema_names=table.schema.names, key_types=table.key_types)
        compiled = compile_request(
            projection=spec.get("ProjectionExpression"), names=spec.get("ExpressionAttributeNames")
        )
        storage = item_keys(table.schema, key)
        assert storage is not None
        if (table.tid, *storage) in seen:
            raise validation("Transaction request cannot include multiple operations on one item")
        seen.add((table.tid, *storage))
        reads.append((table, storage, compiled.projection))
    consumed = Consumed("read")
    responses: list[dict[str, Any]] = []
    aggregate = 0
    for table, (hk, rk), projection in reads:
        item = state.items.load(table, hk, rk)
        aggregate += item_size(item) if item else 0
        if aggregate > MAX_TRANSACTION_BYTES:
            raise too_large(aggregate)
        consumed.add(table.name, 2 * read_units(item_size(item) if item else 0, True))
        if item is None:
            responses.append({})
        else:
            responses.append({"Item": projection.apply(item) if projection is not None else item})
    result: dict[str, Any] = {"Responses": responses}
    capacity = consumed.render_all(params.get("ReturnConsumedCapacity"))
    if capacity is not None:
        result["ConsumedCapacity"] = capacity
    return cast("TransactGetItemsResponse", result)
