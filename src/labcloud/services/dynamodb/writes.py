"""Single-item write plans: Put, Update, Delete and ConditionCheck, validated and compiled once.

A :class:`WritePlan` is built from request parameters before any state is read (so every static
ValidationException comes first); ``decide(old)`` then evaluates the condition on the item as it
was and returns the new item (None = delete), raising :class:`ConditionFailed` when the condition
is false. PutItem, UpdateItem, DeleteItem, BatchWriteItem and TransactWriteItems share this.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

import orjson

from labcloud.errors import AwsError
from labcloud.services.dynamodb.expressions import (
    CompiledCondition,
    CompiledRequest,
    CompiledUpdate,
    compile_request,
)
from labcloud.services.dynamodb.expressions.render import render
from labcloud.services.dynamodb.keys import item_keys
from labcloud.services.dynamodb.tables import TableDef, invalid, validation
from labcloud.services.dynamodb.values import (
    MAX_ITEM_SIZE,
    item_size,
    validate_key,
    validate_sized_item,
    value_type,
)

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]

PUT, UPDATE, DELETE, CHECK = "PutItem", "UpdateItem", "DeleteItem", "ConditionCheck"
CONDITION_FAILED = "The conditional request failed"


class ConditionFailed(Exception):
    """The write's condition was false on the item as it was."""

    def __init__(self, old: Item | None) -> None:
        super().__init__(CONDITION_FAILED)
        self.old = old


_CACHE_SIZE = 1024
#: What a request without any expression or legacy parameter compiles to (shared: never mutated).
_NOTHING = CompiledRequest()
_SCHEMAS = ("key_schema", "index_key_schema")
_compiled_cache: OrderedDict[bytes | str, CompiledRequest] = OrderedDict()


def _cache_key_default(value: Any) -> Any:
    if isinstance(value, bytes | bytearray):
        return {"__b": bytes(value).hex()}
    return str(value)


def compile_cached(**kwargs: Any) -> CompiledRequest:
    """``compile_request`` with a small LRU cache: clients repeat the same expressions and values.

    Compiled conditions and updates are immutable closures, so sharing them between requests is
    safe; the key is the whole request (expressions, names, values, legacy parameters, key schema).
    """
    if all(value is None for name, value in kwargs.items() if name not in _SCHEMAS):
        return _NOTHING  # no expression nor legacy parameter: nothing to compile (most GetItem/PutItem)
    try:  # orjson: ~1 us for a Query's key, the standard library ~6 us (every conditional call makes one)
        key: bytes | str = orjson.dumps(kwargs, default=_cache_key_default, option=orjson.OPT_SORT_KEYS)
    except orjson.JSONEncodeError:  # what orjson refuses (a lone surrogate): the standard library
        key = json.dumps(kwargs, sort_keys=True, default=_cache_key_default)
    found = _compiled_cache.get(key)
    if found is not None:
        _compiled_cache.move_to_end(key)
        return found
    compiled = compile_request(**kwargs)
    _compiled_cache[key] = compiled
    if len(_compiled_cache) > _CACHE_SIZE:
        _compiled_cache.popitem(last=False)
    return compiled


def check_index_keys(table: TableDef, item: Item) -> None:
    """Index key attributes present in ``item`` must have the index's type and not be empty."""
    for name, (kind, index_name) in table.index_key_types().items():
        value = item.get(name)
        if value is None:
            continue
        actual = value_type(value)
        if actual != kind:
            raise invalid(
                f"Type mismatch for Index Key {name} Expected: {kind} Actual: {actual} IndexName: {index_name}"
            )
        if actual in ("S", "B") and len(value[actual]) == 0:
            word = "string" if actual == "S" else "binary"
            raise validation(
                "One or more parameter values are not valid. A value specified for a secondary index key is not "
                f"supported. The AttributeValue for a key attribute cannot contain an empty {word} value. "
                f"IndexName: {index_name}, IndexKey: {name}"
            )


@dataclass
class WritePlan:
    operation: str
    table: TableDef
    key: Item
    hk: bytes
    rk: bytes
    item: Item | None = None
    update: CompiledUpdate | None = None
    condition: CompiledCondition | None = None
    condition_text: str | None = None
    update_text: str | None = None
    updated_paths: list[Any] = field(default_factory=list)
    #: The size of the item :meth:`decide` returned last (measured for the size limit), so the write
    #: need not measure it again.
    decided_size: int = 0
    _decided: Item | None = field(default=None, repr=False, compare=False)

    def new_size(self, new: Item | None) -> int | None:
        """The measured size of ``new`` when it is this plan's decided item, else None."""
        return self.decided_size if new is not None and new is self._decided else None

    def decide(self, old: Item | None) -> Item | None:
        """The item after this write (None when it deletes); raises ConditionFailed / AwsError."""
        if self.condition is not None and not self.condition.evaluate(old):
            raise ConditionFailed(old)
        if self.operation == PUT:
            self._decided = self.item
            return self.item
        if self.operation == DELETE:
            return None
        if self.operation == CHECK:
            return old
        base = old if old is not None else dict(self.key)
        if self.update is None:
            return base
        new, self.updated_paths = self.update.apply(base)
        size = item_size(new)
        if size > MAX_ITEM_SIZE:
            raise validation("Item size to update has exceeded the maximum allowed size")
        check_index_keys(self.table, new)
        self._decided, self.decided_size = new, size
        return new

    @property
    def writes(self) -> bool:
        return self.operation != CHECK


def _condition_text(params: dict[str, Any], compiled: CompiledCondition | None) -> str | None:
    expression = params.get("ConditionExpression")
    if expression is not None:
        return render(
            expression, params.get("ExpressionAttributeNames"), params.get("ExpressionAttributeValues")
        )
    return compiled.text if compiled is not None else None


def _keys_of(table: TableDef, item: Item) -> tuple[bytes, bytes]:
    keys = item_keys(table.schema, item)
    assert keys is not None  # validated items always carry their key
    return keys


def _compile_write(table: TableDef, params: dict[str, Any], **extra: Any) -> CompiledRequest:
    """A write's condition (expression or legacy Expected) plus any ``extra`` expression parts."""
    if params.get("ConditionalOperator") is not None and params.get("Expected") is None:
        raise validation("ConditionalOperator can only be used when Expected is specified")
    return compile_cached(
        condition=params.get("ConditionExpression"),
        names=params.get("ExpressionAttributeNames"),
        values=params.get("ExpressionAttributeValues"),
        expected=params.get("Expected"),
        conditional_operator=params.get("ConditionalOperator"),
        key_schema=table.schema,
        **extra,
    )


def plan_put(table: TableDef, params: dict[str, Any]) -> WritePlan:
    item, size = validate_sized_item(
        params.get("Item"), key_schema_names=table.schema.names, key_types=table.key_types
    )
    check_index_keys(table, item)
    compiled = _compile_write(table, params)
    key = {name: item[name] for name in table.schema.names}
    hk, rk = _keys_of(table, item)
    return WritePlan(
        PUT,
        table,
        key,
        hk,
        rk,
        item=item,
        condition=compiled.condition,
        condition_text=_condition_text(params, compiled.condition),
        decided_size=size,
    )


def _key(table: TableDef, params: dict[str, Any]) -> tuple[Item, bytes, bytes]:
    key = validate_key(params.get("Key"), key_schema_names=table.schema.names, key_types=table.key_types)
    hk, rk = _keys_of(table, key)
    return key, hk, rk


def plan_delete(table: TableDef, params: dict[str, Any]) -> WritePlan:
    key, hk, rk = _key(table, params)
    compiled = _compile_write(table, params)
    return WritePlan(
        DELETE,
        table,
        key,
        hk,
        rk,
        condition=compiled.condition,
        condition_text=_condition_text(params, compiled.condition),
    )


def plan_update(table: TableDef, params: dict[str, Any]) -> WritePlan:
    key, hk, rk = _key(table, params)
    compiled = _compile_write(
        table, params, update=params.get("UpdateExpression"), attribute_updates=params.get("AttributeUpdates")
    )
    update_text = None
    if params.get("UpdateExpression") is not None:
        update_text = render(
            params["UpdateExpression"],
            params.get("ExpressionAttributeNames"),
            params.get("ExpressionAttributeValues"),
        )
    elif compiled.update is not None:
        from labcloud.services.dynamodb.expressions import render_tree

        update_text = render_tree(compiled.update.tree)
    return WritePlan(
        UPDATE,
        table,
        key,
        hk,
        rk,
        update=compiled.update,
        condition=compiled.condition,
        condition_text=_condition_text(params, compiled.condition),
        update_text=update_text,
    )


def plan_check(table: TableDef, params: dict[str, Any]) -> WritePlan:
    key, hk, rk = _key(table, params)
    compiled = compile_cached(
        condition=params.get("ConditionExpression"),
        names=params.get("ExpressionAttributeNames"),
        values=params.get("ExpressionAttributeValues"),
        key_schema=table.schema,
    )
    return WritePlan(
        CHECK,
        table,
        key,
        hk,
        rk,
        condition=compiled.condition,
        condition_text=_condition_text(params, compiled.condition),
    )


def return_values_check(operation: str, value: str | None) -> str:
    value = value or "NONE"
    if operation in (PUT, DELETE) and value not in ("NONE", "ALL_OLD"):
        raise validation("ReturnValues can only be ALL_OLD or NONE")
    return value


def error_code(error: BaseException) -> str:
    if isinstance(error, ConditionFailed):
        return "ConditionalCheckFailedException"
    if isinstance(error, AwsError):
        return error.code
    return "InternalServerError"
