"""A parsed statement → the DynamoDB request it stands for (PutItem, UpdateItem, DeleteItem, GetItem,
Query, Scan, or a transaction action), so PartiQL runs through the very same write and read paths
as the item API: the same validation, conditions, ledger records, streams and capacity.

- SELECT with an equality on the partition key becomes a Query (sort-key conditions in the key
  condition, the rest as a filter); any other SELECT is a Scan with the WHERE clause as its filter.
- INSERT is a PutItem conditional on the key not existing (a clash answers DuplicateItemException).
- UPDATE is an UpdateItem of the item the WHERE clause's key equalities name, conditional on it
  existing and on the clause's other predicates; DELETE likewise (without the existence check).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from labcloud.services.dynamodb.expressions import KeySchema
from labcloud.services.dynamodb.partiql import nodes as n
from labcloud.services.dynamodb.partiql.parser import validation
from labcloud.services.dynamodb.partiql.values import AttributeValue, bind, bind_item, is_value

KEY_EQUALITY = "Where clause does not contain a mandatory equality on all key attributes"
_KEY_OPERATORS = ("=", "<", "<=", ">", ">=")
_FUNCTIONS = {
    "begins_with": 2,
    "contains": 2,
    "attribute_type": 2,
    "size": 1,
    "attribute_exists": 1,
    "attribute_not_exists": 1,
}


@dataclass
class Expressions:
    """Placeholder names and values of the expressions one request carries."""

    params: Sequence[AttributeValue]
    names: dict[str, str] = field(default_factory=dict)
    values: dict[str, AttributeValue] = field(default_factory=dict)
    _by_name: dict[str, str] = field(default_factory=dict)

    def name(self, path: n.Path) -> str:
        out: list[str] = []
        for element in path.elements:
            if isinstance(element, int):
                out[-1] += f"[{element}]"
                continue
            alias = self._by_name.get(element)
            if alias is None:
                alias = f"#n{len(self._by_name)}"
                self._by_name[element] = alias
                self.names[alias] = element
            out.append(alias)
        return ".".join(out)

    def value(self, value: n.Value) -> str:
        placeholder = f":v{len(self.values)}"
        self.values[placeholder] = bind(value, self.params)
        return placeholder

    def operand(self, operand: n.Operand) -> str:
        if isinstance(operand, n.Path):
            return self.name(operand)
        if isinstance(operand, n.Call):
            return self.call(operand)
        return self.value(operand)

    def call(self, call: n.Call) -> str:
        arity = _FUNCTIONS.get(call.name)
        if arity is None:
            raise validation(f"Unsupported function: {call.name}")
        if len(call.args) != arity or not isinstance(call.args[0], n.Path):
            raise validation(f"Incorrect arguments for function: {call.name}")
        return f"{call.name}({', '.join(self.operand(a) for a in call.args)})"

    def cond(self, cond: n.Cond) -> str:
        if isinstance(cond, n.And):
            return f"({self.cond(cond.left)}) AND ({self.cond(cond.right)})"
        if isinstance(cond, n.Or):
            return f"({self.cond(cond.left)}) OR ({self.cond(cond.right)})"
        if isinstance(cond, n.Not):
            return f"NOT ({self.cond(cond.operand)})"
        if isinstance(cond, n.Compare):
            return f"{self.operand(cond.left)} {cond.op} {self.operand(cond.right)}"
        if isinstance(cond, n.Between):
            return (
                f"{self.operand(cond.operand)} BETWEEN {self.operand(cond.low)} AND {self.operand(cond.high)}"
            )
        if isinstance(cond, n.In):
            return f"{self.operand(cond.operand)} IN ({', '.join(self.operand(o) for o in cond.options)})"
        if isinstance(cond, n.Is):
            if not isinstance(cond.operand, n.Path):
                raise validation(f"IS {cond.what} applies to an attribute path")
            path = self.name(cond.operand)
            if cond.what == "MISSING":
                return f"attribute_exists({path})" if cond.negated else f"attribute_not_exists({path})"
            null = self.value(n.Scalar("S", "NULL"))
            if cond.negated:
                return f"attribute_exists({path}) AND NOT attribute_type({path}, {null})"
            return f"attribute_type({path}, {null})"
        if isinstance(cond, n.Call):
            if cond.name == "size":
                raise validation("Statement wasn't well formed, can't be processed: size is not a condition")
            return self.call(cond)
        raise validation("EXISTS is only supported in ExecuteTransaction")

    def attach(self, request: dict[str, Any]) -> dict[str, Any]:
        if self.names:
            request["ExpressionAttributeNames"] = dict(self.names)
        if self.values:
            request["ExpressionAttributeValues"] = dict(self.values)
        return request


def conjuncts(cond: n.Cond | None) -> list[n.Cond]:
    if cond is None:
        return []
    if isinstance(cond, n.And):
        return conjuncts(cond.left) + conjuncts(cond.right)
    return [cond]


def _join(parts: list[n.Cond]) -> n.Cond | None:
    joined: n.Cond | None = None
    for part in parts:
        joined = part if joined is None else n.And(joined, part)
    return joined


def _equality_on(cond: n.Cond, name: str) -> n.Operand | None:
    """The value a conjunct ``name = v`` (or ``v = name``) fixes, if it is one."""
    if not isinstance(cond, n.Compare) or cond.op != "=":
        return None
    for side, other in ((cond.left, cond.right), (cond.right, cond.left)):
        if isinstance(side, n.Path) and side.elements == (name,) and is_value(other):
            return other
    return None


def _names_in(cond: n.Cond | n.Operand) -> set[str]:
    if isinstance(cond, n.Path):
        return {cond.top}
    found: set[str] = set()
    for value in getattr(cond, "__slots__", ()):
        child = getattr(cond, value)
        for item in child if isinstance(child, tuple) else (child,):
            if isinstance(item, (n.Path, n.Call, n.Compare, n.Between, n.In, n.Is, n.And, n.Or, n.Not)):
                found |= _names_in(item)
    return found


def key_of(
    where: n.Cond | None, schema: KeySchema, params: Sequence[AttributeValue]
) -> tuple[dict[str, AttributeValue], list[n.Cond]]:
    """The primary key the WHERE clause's equalities name, and its other conjuncts."""
    parts = conjuncts(where)
    key: dict[str, AttributeValue] = {}
    rest: list[n.Cond] = []
    names = [schema.hash_name] + ([schema.range_name] if schema.range_name else [])
    for part in parts:
        for name in names:
            value = _equality_on(part, name)
            if value is not None and name not in key:
                key[name] = bind(value, params)  # type: ignore[arg-type]
                break
        else:
            rest.append(part)
    if len(key) != len(names):
        raise validation(KEY_EQUALITY)
    return key, rest


def insert_request(
    statement: n.Insert, schema: KeySchema, params: Sequence[AttributeValue]
) -> dict[str, Any]:
    item = bind_item(statement.item, params)
    if item is None:
        raise validation("Unsupported type for the INSERT value: it must be a tuple (a map literal)")
    exprs = Expressions(params)
    condition = f"attribute_not_exists({exprs.name(n.Path((schema.hash_name,)))})"
    return exprs.attach({"TableName": statement.table, "Item": item, "ConditionExpression": condition})


def update_request(
    statement: n.Update, schema: KeySchema, params: Sequence[AttributeValue]
) -> dict[str, Any]:
    key, rest = key_of(statement.where, schema, params)
    exprs = Expressions(params)
    sets: list[str] = []
    adds: list[str] = []
    deletes: list[str] = []
    for path, value in statement.sets:
        target = exprs.name(path)
        if isinstance(value, n.Call) and value.name in ("set_add", "set_delete"):
            if len(value.args) != 2 or value.args[0] != path:
                raise validation(f"Incorrect arguments for function: {value.name}")
            (adds if value.name == "set_add" else deletes).append(f"{target} {exprs.operand(value.args[1])}")
        elif isinstance(value, n.Arithmetic):
            sets.append(
                f"{target} = {_set_operand(exprs, value.left)} {value.op} {_set_operand(exprs, value.right)}"
            )
        else:
            sets.append(f"{target} = {_set_operand(exprs, value)}")
    clauses = []
    if sets:
        clauses.append("SET " + ", ".join(sets))
    if statement.removes:
        clauses.append("REMOVE " + ", ".join(exprs.name(p) for p in statement.removes))
    if adds:
        clauses.append("ADD " + ", ".join(adds))
    if deletes:
        clauses.append("DELETE " + ", ".join(deletes))
    condition = f"attribute_exists({exprs.name(n.Path((schema.hash_name,)))})"
    extra = _join(rest)
    if extra is not None:
        condition += f" AND ({exprs.cond(extra)})"
    request = {
        "TableName": statement.table,
        "Key": key,
        "UpdateExpression": " ".join(clauses),
        "ConditionExpression": condition,
    }
    if statement.returning:
        request["ReturnValues"] = statement.returning
    return exprs.attach(request)


def _set_operand(exprs: Expressions, operand: n.Operand) -> str:
    if isinstance(operand, n.Call):
        if operand.name == "list_append" and len(operand.args) == 2:
            return f"list_append({', '.join(_set_operand(exprs, a) for a in operand.args)})"
        if operand.name == "if_not_exists" and len(operand.args) == 2 and isinstance(operand.args[0], n.Path):
            return f"if_not_exists({exprs.name(operand.args[0])}, {_set_operand(exprs, operand.args[1])})"
        raise validation(f"Unsupported function in SET clause: {operand.name}")
    return exprs.operand(operand)


def delete_request(
    statement: n.Delete, schema: KeySchema, params: Sequence[AttributeValue]
) -> dict[str, Any]:
    if statement.returning not in (None, "ALL_OLD"):
        raise validation("DELETE supports only RETURNING ALL OLD *")
    key, rest = key_of(statement.where, schema, params)
    exprs = Expressions(params)
    request: dict[str, Any] = {"TableName": statement.table, "Key": key}
    extra = _join(rest)
    if extra is not None:
        request["ConditionExpression"] = exprs.cond(extra)
    if statement.returning:
        request["ReturnValues"] = "ALL_OLD"
    return exprs.attach(request)


def check_request(select: n.Select, schema: KeySchema, params: Sequence[AttributeValue]) -> dict[str, Any]:
    """``EXISTS(SELECT ...)`` in a transaction: a ConditionCheck that the item exists (and matches)."""
    key, rest = key_of(select.where, schema, params)
    exprs = Expressions(params)
    condition = f"attribute_exists({exprs.name(n.Path((schema.hash_name,)))})"
    extra = _join(rest)
    if extra is not None:
        condition += f" AND ({exprs.cond(extra)})"
    return exprs.attach({"TableName": select.table, "Key": key, "ConditionExpression": condition})


def get_request(select: n.Select, schema: KeySchema, params: Sequence[AttributeValue]) -> dict[str, Any]:
    """A SELECT naming one item by its full key (batches and transactions read that way)."""
    key, rest = key_of(select.where, schema, params)
    if rest or select.index:
        raise validation(
            "Batch and transaction reads must name one item by an equality on each key attribute"
        )
    exprs = Expressions(params)
    request: dict[str, Any] = {"TableName": select.table, "Key": key}
    if select.projection:
        request["ProjectionExpression"] = ", ".join(exprs.name(p) for p in select.projection)
    return exprs.attach(request)


def read_request(
    select: n.Select, schema: KeySchema, params: Sequence[AttributeValue]
) -> tuple[str, dict[str, Any]]:
    """("Query" | "Scan", the request) for a SELECT; ``schema`` is the table's or the index's key."""
    parts = conjuncts(select.where)
    exprs = Expressions(params)
    request: dict[str, Any] = {"TableName": select.table}
    if select.index:
        request["IndexName"] = select.index
    if select.projection:
        request["ProjectionExpression"] = ", ".join(exprs.name(p) for p in select.projection)
    hash_part = next((p for p in parts if _equality_on(p, schema.hash_name) is not None), None)
    if hash_part is not None:
        others = [p for p in parts if p is not hash_part]
        range_parts = [p for p in others if schema.range_name and schema.range_name in _names_in(p)]
        filters = [p for p in others if p not in range_parts]
        keys_in_filter = any({schema.hash_name} & _names_in(p) for p in filters)
        if (
            len(range_parts) <= 1
            and not keys_in_filter
            and all(_key_condition(p, schema) for p in range_parts)
        ):
            key_condition = [hash_part, *range_parts]
            request["KeyConditionExpression"] = " AND ".join(exprs.cond(p) for p in key_condition)
            if filters:
                request["FilterExpression"] = exprs.cond(_join(filters))  # type: ignore[arg-type]
            if select.order is not None:
                path, descending = select.order
                if path.elements != (schema.range_name,):
                    raise validation("Order by is supported only on the sort key attribute")
                request["ScanIndexForward"] = not descending
            return "Query", exprs.attach(request)
    if select.order is not None:
        raise validation("Must have WHERE clause in the statement when using ORDER BY clause.")
    if parts:
        request["FilterExpression"] = exprs.cond(_join(parts))  # type: ignore[arg-type]
    return "Scan", exprs.attach(request)


def _key_condition(cond: n.Cond, schema: KeySchema) -> bool:
    """Can this sort-key predicate be a key condition?"""
    key = n.Path((schema.range_name or "",))
    if isinstance(cond, n.Compare):
        return cond.op in _KEY_OPERATORS and cond.left == key and is_value(cond.right)
    if isinstance(cond, n.Between):
        return cond.operand == key and is_value(cond.low) and is_value(cond.high)
    if isinstance(cond, n.Call):
        return cond.name == "begins_with" and len(cond.args) == 2 and cond.args[0] == key
    return False
