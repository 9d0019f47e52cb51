"""Compiling all expressions (or legacy parameters) of one request together.

``compile_request`` parses, resolves and checks every expression with the request's shared
ExpressionAttributeNames/Values, enforces the request-wide rules (unused placeholders, mixing
legacy and expression parameters) and returns ready-to-run objects.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from labcloud.services.dynamodb.expressions.checks import check_condition, check_paths, check_update
from labcloud.services.dynamodb.expressions.errors import plain
from labcloud.services.dynamodb.expressions.evaluate import compile_condition
from labcloud.services.dynamodb.expressions.key_condition import (
    KeyCondition,
    KeySchema,
    compile_key_condition,
)
from labcloud.services.dynamodb.expressions.legacy import (
    attribute_updates_to_tree,
    attributes_to_get_to_projection,
    expected_to_condition,
    filter_to_condition,
    key_conditions_to_key_condition,
)
from labcloud.services.dynamodb.expressions.nodes import (
    And,
    Between,
    Call,
    Compare,
    Condition,
    Func,
    In,
    Not,
    Operand,
    Or,
    Path,
    ProjectionTree,
    Usage,
)
from labcloud.services.dynamodb.expressions.parser import parse_condition, parse_projection, parse_update
from labcloud.services.dynamodb.expressions.projection import CompiledProjection
from labcloud.services.dynamodb.expressions.render import render_tree
from labcloud.services.dynamodb.expressions.resolve import Resolver
from labcloud.services.dynamodb.expressions.update import CompiledUpdate
from labcloud.services.dynamodb.values import validate_value

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]


class CompiledCondition:
    """A condition or filter: ``evaluate(item_or_None) -> bool``; ``text`` is readable."""

    def __init__(self, tree: Condition) -> None:
        self.tree = tree
        self._predicate = compile_condition(tree)

    def evaluate(self, item: Item | None) -> bool:
        return self._predicate(item or {})

    @property
    def text(self) -> str:
        return render_tree(self.tree)


@dataclass
class CompiledRequest:
    condition: CompiledCondition | None = None
    update: CompiledUpdate | None = None
    projection: CompiledProjection | None = None
    key_condition: KeyCondition | None = None
    filter: CompiledCondition | None = None


_LEGACY_ORDER = (
    "AttributesToGet",
    "AttributeUpdates",
    "ConditionalOperator",
    "Expected",
    "KeyConditions",
    "QueryFilter",
    "ScanFilter",
)
_EXPRESSION_ORDER = (
    "ProjectionExpression",
    "UpdateExpression",
    "ConditionExpression",
    "KeyConditionExpression",
    "FilterExpression",
)


def _is_placeholder_key(key: Any, prefix: str) -> bool:
    return (
        isinstance(key, str)
        and len(key) > 1
        and key[0] == prefix
        and all(c.isascii() and (c.isalnum() or c == "_") for c in key[1:])
    )


def _check_maps(
    names: Mapping[str, str] | None, values: Mapping[str, Any] | None
) -> dict[str, AttributeValue]:
    if names is not None:
        if not names:
            raise plain("ExpressionAttributeNames must not be empty")
        for key, name in names.items():
            if not _is_placeholder_key(key, "#"):
                raise plain(f'ExpressionAttributeNames contains invalid key: Syntax error; key: "{key}"')
            if not isinstance(name, str) or name == "":
                raise plain(
                    f"ExpressionAttributeNames contains invalid value: Empty attribute name for key {key}"
                )
    checked: dict[str, AttributeValue] = {}
    if values is not None:
        if not values:
            raise plain("ExpressionAttributeValues must not be empty")
        for key, value in values.items():
            if not _is_placeholder_key(key, ":"):
                raise plain(f'ExpressionAttributeValues contains invalid key: Syntax error; key: "{key}"')
            try:
                checked[key] = validate_value(value)
            except Exception as exc:
                message = getattr(exc, "message", str(exc))
                raise plain(
                    f"ExpressionAttributeValues contains invalid value: {message} for key {key}"
                ) from exc
    return checked


def _condition_paths(node: Condition | Operand) -> Iterable[Path]:
    if isinstance(node, Path):
        yield node
    elif isinstance(node, Func):
        for arg in node.args:
            yield from _condition_paths(arg)
    elif isinstance(node, Compare):
        yield from _condition_paths(node.left)
        yield from _condition_paths(node.right)
    elif isinstance(node, Between):
        for part in (node.subject, node.low, node.high):
            yield from _condition_paths(part)
    elif isinstance(node, In):
        for part in (node.subject, *node.options):
            yield from _condition_paths(part)
    elif isinstance(node, Call):
        yield from _condition_paths(node.func)
    elif isinstance(node, And | Or):
        yield from _condition_paths(node.left)
        yield from _condition_paths(node.right)
    elif isinstance(node, Not):
        yield from _condition_paths(node.operand)


def _check_filter_keys(tree: Condition, schema: KeySchema, what: str) -> None:
    keys = set(schema.names)
    for path in _condition_paths(tree):
        if path.elements and path.elements[0] in keys:
            raise plain(
                f"{what} can only contain non-primary key attributes: Primary key attribute: {path.elements[0]}"
            )


def compile_request(
    *,
    condition: str | None = None,
    update: str | None = None,
    projection: str | None = None,
    key_condition: str | None = None,
    filter: str | None = None,
    names: Mapping[str, str] | None = None,
    values: Mapping[str, Any] | None = None,
    key_schema: KeySchema | None = None,
    index_key_schema: KeySchema | None = None,
    expected: Mapping[str, Mapping[str, Any]] | None = None,
    conditional_operator: str | None = None,
    attributes_to_get: Sequence[str] | None = None,
    key_conditions: Mapping[str, Mapping[str, Any]] | None = None,
    query_filter: Mapping[str, Mapping[str, Any]] | None = None,
    scan_filter: Mapping[str, Mapping[str, Any]] | None = None,
    attribute_updates: Mapping[str, Mapping[str, Any]] | None = None,
) -> CompiledRequest:
    """Compile every expression / legacy parameter of one request; raise ValidationException.

    ``key_schema`` is the table's key (updates may not touch it); ``index_key_schema`` the key
    of the index a Query reads (defaults to ``key_schema``).
    """
    expression_params = {
        "ProjectionExpression": projection,
        "UpdateExpression": update,
        "ConditionExpression": condition,
        "KeyConditionExpression": key_condition,
        "FilterExpression": filter,
    }
    legacy_params = {
        "AttributesToGet": attributes_to_get,
        "AttributeUpdates": attribute_updates,
        "ConditionalOperator": conditional_operator,
        "Expected": expected,
        "KeyConditions": key_conditions,
        "QueryFilter": query_filter,
        "ScanFilter": scan_filter,
    }
    used_expressions = [p for p in _EXPRESSION_ORDER if expression_params[p] is not None]
    used_legacy = [p for p in _LEGACY_ORDER if legacy_params[p] is not None]
    if used_expressions and used_legacy:
        raise plain(
            "Can not use both expression and non-expression parameters in the same request: "
            f"Non-expression parameters: {{{', '.join(used_legacy)}}} "
            f"Expression parameters: {{{', '.join(used_expressions)}}}"
        )
    if not used_expressions:
        if names is not None:
            raise plain("ExpressionAttributeNames can only be specified when using expressions")
        if values is not None:
            raise plain("ExpressionAttributeValues can only be specified when using expressions")
    checked_values = _check_maps(names, values)
    usage = Usage()
    result = CompiledRequest()
    table_keys = key_schema.names if key_schema else ()
    query_schema = index_key_schema or key_schema

    if update is not None:
        resolver = Resolver("UpdateExpression", names, checked_values, usage)
        update_tree = resolver.update(parse_update(update))
        check_update("UpdateExpression", update_tree, table_keys)
        result.update = CompiledUpdate(update_tree)
    if condition is not None:
        resolver = Resolver("ConditionExpression", names, checked_values, usage)
        condition_tree = resolver.condition(parse_condition(condition, "ConditionExpression"))
        check_condition("ConditionExpression", condition_tree)
        result.condition = CompiledCondition(condition_tree)
    if key_condition is not None:
        if query_schema is None:
            raise ValueError("a key condition needs key_schema or index_key_schema")
        resolver = Resolver("KeyConditionExpression", names, checked_values, usage)
        key_tree = resolver.condition(parse_condition(key_condition, "KeyConditionExpression"))
        check_condition("KeyConditionExpression", key_tree)
        result.key_condition = compile_key_condition(key_tree, query_schema)
    if filter is not None:
        resolver = Resolver("FilterExpression", names, checked_values, usage)
        filter_tree = resolver.condition(parse_condition(filter, "FilterExpression"))
        check_condition("FilterExpression", filter_tree)
        if key_condition is not None and query_schema is not None:
            _check_filter_keys(filter_tree, query_schema, "Filter Expression")
        result.filter = CompiledCondition(filter_tree)
    if projection is not None:
        resolver = Resolver("ProjectionExpression", names, checked_values, usage)
        projection_tree = resolver.projection(parse_projection(projection))
        check_paths("ProjectionExpression", projection_tree.paths)
        result.projection = CompiledProjection(p.elements for p in projection_tree.paths)

    if names is not None:
        unused = sorted(set(names) - usage.names)
        if unused:
            raise plain(
                f"Value provided in ExpressionAttributeNames unused in expressions: keys: {{{', '.join(unused)}}}"
            )
    if values is not None:
        unused = sorted(set(values) - usage.values)
        if unused:
            raise plain(
                f"Value provided in ExpressionAttributeValues unused in expressions: keys: {{{', '.join(unused)}}}"
            )

    # Legacy parameters.
    if expected is not None:
        result.condition = CompiledCondition(expected_to_condition(expected, conditional_operator))
    if attribute_updates is not None:
        result.update = CompiledUpdate(attribute_updates_to_tree(attribute_updates, table_keys))
    if attributes_to_get is not None:
        tree: ProjectionTree = attributes_to_get_to_projection(attributes_to_get)
        result.projection = CompiledProjection(p.elements for p in tree.paths)
    if key_conditions is not None:
        if query_schema is None:
            raise ValueError("key conditions need key_schema or index_key_schema")
        result.key_condition = key_conditions_to_key_condition(key_conditions, query_schema)
    legacy_filter = query_filter if query_filter is not None else scan_filter
    if legacy_filter is not None:
        filter_tree = filter_to_condition(legacy_filter, conditional_operator)
        if query_filter is not None and query_schema is not None:
            _check_filter_keys(filter_tree, query_schema, "QueryFilter")
        result.filter = CompiledCondition(filter_tree)
    return result
