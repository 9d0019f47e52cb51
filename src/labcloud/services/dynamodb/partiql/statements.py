"""ExecuteStatement, BatchExecuteStatement and ExecuteTransaction over the item operations.

Each statement is parsed, translated (:mod:`translate`) and handed to the same operation a client
would call (PutItem, UpdateItem, DeleteItem, GetItem, Query, Scan, TransactWriteItems,
TransactGetItems) through :class:`ItemOperations`, so PartiQL and the item API cannot drift apart.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from labcloud import json_document
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.dynamodb.expressions import KeySchema
from labcloud.services.dynamodb.partiql import nodes as n
from labcloud.services.dynamodb.partiql import translate
from labcloud.services.dynamodb.partiql.parser import parse, validation
from labcloud.services.dynamodb.tables import TableDef

Params = dict[str, Any]
Operation = Callable[[RequestContext, Params], Params]

DUPLICATE = "Duplicate primary key exists in table"
PARAMETER_COUNT = "Number of parameters in request and statement don't match."
MIXED_TRANSACTION = "Transactions must contain only reads or only writes"
#: BatchStatementError codes for the exceptions the item operations raise.
_BATCH_CODES = {
    "ConditionalCheckFailedException": "ConditionalCheckFailed",
    "ValidationException": "ValidationError",
    "ResourceNotFoundException": "ResourceNotFound",
    "DuplicateItemException": "DuplicateItem",
    "TransactionConflictException": "TransactionConflict",
    "ProvisionedThroughputExceededException": "ProvisionedThroughputExceeded",
    "RequestLimitExceeded": "RequestLimitExceeded",
    "AccessDeniedException": "AccessDenied",
    "ItemCollectionSizeLimitExceededException": "ItemCollectionSizeLimitExceeded",
    "ThrottlingException": "ThrottlingError",
    "InternalServerError": "InternalServerError",
}


class ItemOperations(Protocol):
    """What PartiQL needs of DynamoDB: its tables, and its item operations run by name
    (PutItem, UpdateItem, DeleteItem, GetItem, Query, Scan, TransactWriteItems, TransactGetItems)."""

    def table(self, ctx: RequestContext, name: str) -> TableDef: ...
    def run(self, operation: str, ctx: RequestContext, params: Params) -> Params: ...


def _parsed(text: str, parameters: Sequence[Params] | None) -> n.Statement:
    parsed = parse(text)
    if parsed.params != len(parameters or ()):
        raise validation(PARAMETER_COUNT)
    return parsed.statement


def _schema(api: ItemOperations, ctx: RequestContext, table: str, index: str | None = None) -> KeySchema:
    found = api.table(ctx, table)
    if index is None:
        return found.schema
    spec = found.indexes.get(index)
    if spec is None:
        raise validation(f"The table does not have the specified index: {index}")
    return spec.schema


def _copy(source: Params, target: Params, *members: str) -> Params:
    for member in members:
        if source.get(member) is not None:
            target[member] = source[member]
    return target


def execute_statement(api: ItemOperations, ctx: RequestContext, params: Params) -> Params:
    values = params.get("Parameters") or []
    statement = _parsed(params["Statement"], values)
    if isinstance(statement, n.Select):
        return _select(api, ctx, statement, values, params)
    if isinstance(statement, n.Exists):
        raise validation("EXISTS condition checks are supported only in ExecuteTransaction")
    result = _write(api, ctx, statement, values, params)
    out: Params = {"Items": [result["Attributes"]] if result.get("Attributes") else []}
    return _copy(result, out, "ConsumedCapacity")


def _select(
    api: ItemOperations, ctx: RequestContext, select: n.Select, values: Sequence[Params], params: Params
) -> Params:
    schema = _schema(api, ctx, select.table, select.index)
    operation, request = translate.read_request(select, schema, values)
    _copy(params, request, "ConsistentRead", "Limit", "ReturnConsumedCapacity")
    if params.get("NextToken"):
        request["ExclusiveStartKey"] = _read_token(params["NextToken"], params["Statement"])
    result = api.run("Query" if operation == "Query" else "Scan", ctx, request)
    out: Params = {"Items": result.get("Items", [])}
    if result.get("LastEvaluatedKey"):
        out["LastEvaluatedKey"] = result["LastEvaluatedKey"]
        out["NextToken"] = _token(result["LastEvaluatedKey"], params["Statement"])
    return _copy(result, out, "ConsumedCapacity")


def _write(
    api: ItemOperations,
    ctx: RequestContext,
    statement: n.Insert | n.Update | n.Delete,
    values: Sequence[Params],
    params: Params,
) -> Params:
    schema = _schema(api, ctx, statement.table)
    if isinstance(statement, n.Insert):
        request = _copy(params, translate.insert_request(statement, schema, values), "ReturnConsumedCapacity")
        try:
            return api.run("PutItem", ctx, request)
        except AwsError as exc:
            if exc.code == "ConditionalCheckFailedException":
                raise AwsError("DuplicateItemException", DUPLICATE, status=400) from None
            raise
    if isinstance(statement, n.Update):
        request = translate.update_request(statement, schema, values)
        return api.run(
            "UpdateItem",
            ctx,
            _copy(params, request, "ReturnConsumedCapacity", "ReturnValuesOnConditionCheckFailure"),
        )
    assert isinstance(statement, n.Delete)
    request = translate.delete_request(statement, schema, values)
    return api.run(
        "DeleteItem",
        ctx,
        _copy(params, request, "ReturnConsumedCapacity", "ReturnValuesOnConditionCheckFailure"),
    )


def batch_execute_statement(api: ItemOperations, ctx: RequestContext, params: Params) -> Params:
    responses: list[Params] = []
    for entry in params["Statements"]:
        responses.append(_batch_one(api, ctx, entry, params))
    return {"Responses": responses}


def _batch_one(api: ItemOperations, ctx: RequestContext, entry: Params, params: Params) -> Params:
    values = entry.get("Parameters") or []
    table: str | None = None
    try:
        statement = _parsed(entry["Statement"], values)
        table = n.table_of(statement)
        if isinstance(statement, n.Exists):
            raise validation("EXISTS condition checks are supported only in ExecuteTransaction")
        if isinstance(statement, n.Select):
            request = translate.get_request(statement, _schema(api, ctx, statement.table), values)
            _copy(entry, request, "ConsistentRead")
            result = api.run("GetItem", ctx, request)
            out: Params = {"TableName": statement.table}
            if "Item" in result:
                out["Item"] = result["Item"]
            return out
        _write(api, ctx, statement, values, {**entry, "ReturnConsumedCapacity": None})
        return {"TableName": statement.table}
    except AwsError as exc:
        error: Params = {"Code": _BATCH_CODES.get(exc.code, exc.code), "Message": exc.message}
        if "Item" in exc.members:
            error["Item"] = exc.members["Item"]
        out = {"Error": error}
        if table is not None:
            out["TableName"] = table
        return out


def execute_transaction(api: ItemOperations, ctx: RequestContext, params: Params) -> Params:
    statements = []
    for entry in params["TransactStatements"]:
        values = entry.get("Parameters") or []
        statements.append((_parsed(entry["Statement"], values), values, entry))
    reads = [isinstance(s, n.Select) for s, _, _ in statements]
    if any(reads) and not all(reads):
        raise validation(MIXED_TRANSACTION)
    extra = _copy(params, {}, "ClientRequestToken", "ReturnConsumedCapacity")
    if all(reads):
        gets = [
            {"Get": translate.get_request(s, _schema(api, ctx, s.table), v)}
            for s, v, _ in statements
            if isinstance(s, n.Select)
        ]
        extra.pop("ClientRequestToken", None)
        result = api.run("TransactGetItems", ctx, {"TransactItems": gets, **extra})
        return _copy(result, {"Responses": result.get("Responses", [])}, "ConsumedCapacity")
    actions = [_transact_action(api, ctx, s, v, e) for s, v, e in statements]
    try:
        result = api.run("TransactWriteItems", ctx, {"TransactItems": actions, **extra})
    except AwsError as exc:
        if exc.code != "TransactionCanceledException":
            raise
        reasons = [dict(r) for r in exc.members.get("CancellationReasons", [])]
        for reason, (statement, _, _) in zip(reasons, statements, strict=False):
            if isinstance(statement, n.Insert) and reason.get("Code") == "ConditionalCheckFailed":
                reason.update(Code="DuplicateItem", Message=DUPLICATE)
                reason.pop("Item", None)
        summary = ", ".join(str(r.get("Code")) for r in reasons)
        raise AwsError(
            "TransactionCanceledException",
            f"Transaction cancelled, please refer cancellation reasons for specific reasons [{summary}]",
            status=400,
            CancellationReasons=reasons,
        ) from None
    return _copy(result, {"Responses": []}, "ConsumedCapacity")


def _transact_action(
    api: ItemOperations, ctx: RequestContext, statement: n.Statement, values: Sequence[Params], entry: Params
) -> Params:
    schema = _schema(api, ctx, n.table_of(statement))
    failure = _copy(entry, {}, "ReturnValuesOnConditionCheckFailure")
    if isinstance(statement, n.Exists):
        return {"ConditionCheck": {**translate.check_request(statement.select, schema, values), **failure}}
    if isinstance(statement, n.Insert):
        return {"Put": translate.insert_request(statement, schema, values)}
    if isinstance(statement, n.Update):
        request = translate.update_request(statement, schema, values)
        request.pop("ReturnValues", None)
        return {"Update": {**request, **failure}}
    if isinstance(statement, n.Delete):
        request = translate.delete_request(statement, schema, values)
        request.pop("ReturnValues", None)
        return {"Delete": {**request, **failure}}
    raise validation(MIXED_TRANSACTION)


def _token(key: Params, statement: str) -> str:
    body = json.dumps({"k": key, "s": _digest(statement)}, separators=(",", ":"))
    return base64.b64encode(body.encode()).decode()


def _read_token(token: str, statement: str) -> Params:
    try:
        body = json_document.loads(base64.b64decode(token, validate=True))
        if (
            not isinstance(body, dict)
            or body.get("s") != _digest(statement)
            or not isinstance(body.get("k"), dict)
        ):
            raise ValueError
    except (ValueError, binascii.Error, UnicodeDecodeError):
        raise validation("Invalid NextToken") from None
    key: Params = body["k"]
    return key


def _digest(statement: str) -> str:
    return hashlib.sha256(statement.encode()).hexdigest()[:16]
