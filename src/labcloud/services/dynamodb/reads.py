"""Query and Scan over the table or a secondary index, as indexed range scans in SQLite.

A Query reads one partition (``hk``) in sort-key order between the byte bounds of its key
condition; a Scan walks partitions in hash order (a parallel-scan segment is a range of the
hash prefix). Both stop at ``Limit`` items evaluated or 1 MB read, apply the filter after
reading, and return ``LastEvaluatedKey`` when they stopped early.

An answer of whole items (no filter, projection, COUNT or fetch from the table) carries the stored
items' texts as they are (``codec.stored_items``, for every caller): the JSON codec writes them
without decoding or encoding them again, which was most of a Query's cost.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.dynamodb.capacity import Consumed, read_units
from labcloud.services.dynamodb.codec import decode_item, stored_items
from labcloud.services.dynamodb.expressions import CompiledProjection, CompiledRequest
from labcloud.services.dynamodb.keys import (
    condition_partition,
    item_keys,
    primary_bytes,
    segment_bounds,
    segment_of,
)
from labcloud.services.dynamodb.repo import reads as stored
from labcloud.services.dynamodb.tables import IndexDef, TableDef, invalid, validation
from labcloud.services.dynamodb.values import validate_value
from labcloud.services.dynamodb.writes import compile_cached
from labcloud.store.db import Store

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]

PAGE_BYTES = 1024 * 1024


def _bad_start_key(detail: str = "The provided key element does not match the schema") -> AwsError:
    return validation(f"The provided starting key is invalid: {detail}")


def find_index(table: TableDef, name: str | None) -> IndexDef | None:
    if name is None:
        return None
    index = table.indexes.get(name)
    if index is None:
        raise validation(f"The table does not have the specified index: {name}")
    return index


@dataclass
class Shape:
    """How each read item is returned: COUNT, ALL (whole), PROJECTED (index entry) or SPECIFIC."""

    select: str
    projection: CompiledProjection | None
    fetch_from_table: bool


def select_shape(
    params: dict[str, Any], index: IndexDef | None, compiled: CompiledRequest, operation: str
) -> Shape:
    select = params.get("Select")
    has_projection = compiled.projection is not None
    projection_word = (
        "AttributesToGet" if params.get("AttributesToGet") is not None else "ProjectionExpression"
    )
    if select is None:
        select = (
            "SPECIFIC_ATTRIBUTES"
            if has_projection
            else ("ALL_PROJECTED_ATTRIBUTES" if index else "ALL_ATTRIBUTES")
        )
    if has_projection and select != "SPECIFIC_ATTRIBUTES":
        what = {
            "COUNT": "only the Count",
            "ALL_ATTRIBUTES": "ALL_ATTRIBUTES",
            "ALL_PROJECTED_ATTRIBUTES": "ALL_PROJECTED_ATTRIBUTES",
        }[select]
        raise validation(f"Cannot specify the {projection_word} when choosing to get {what}")
    if select == "SPECIFIC_ATTRIBUTES" and not has_projection:
        raise validation(
            "One or more parameter values were invalid: Select type SPECIFIC_ATTRIBUTES requires "
            "AttributesToGet or ProjectionExpression"
        )
    if select == "ALL_PROJECTED_ATTRIBUTES" and index is None:
        raise validation("ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName")
    fetch = False
    if index is not None and not index.projects_all:
        if select == "ALL_ATTRIBUTES":
            if not index.local:
                raise invalid(
                    f"Select type ALL_ATTRIBUTES is not supported for global secondary index {index.name} "
                    "because its projection type is not ALL"
                )
            fetch = True
        elif select == "SPECIFIC_ATTRIBUTES" and compiled.projection is not None:
            held = index.projected_names() or set()
            if any(name not in held for name in compiled.projection.top_level_names):
                fetch = index.local
    return Shape(select, compiled.projection, fetch)


def _start_key(table: TableDef, index: IndexDef | None, esk: Any) -> tuple[bytes, bytes, bytes]:
    """(hk, rk, pk) of an ExclusiveStartKey in the table's or index's order."""
    if not isinstance(esk, dict):
        raise _bad_start_key()
    names = set(table.schema.names)
    if index is not None:
        names.update(index.schema.names)
    if set(esk) != names:
        raise _bad_start_key()
    key = {name: validate_value(value) for name, value in esk.items()}
    types = dict(table.schema.types)
    if index is not None:
        types.update(index.schema.types)
    for name, value in key.items():
        if types[name] not in value:
            raise _bad_start_key()
    table_keys = item_keys(table.schema, key)
    if table_keys is None:
        raise _bad_start_key()
    if index is None:
        return table_keys[0], table_keys[1], b""
    index_keys = item_keys(index.schema, key)
    if index_keys is None:
        raise _bad_start_key()
    return index_keys[0], index_keys[1], primary_bytes(*table_keys)


def _answers_stored_text(compiled: CompiledRequest, shape: Shape) -> bool:
    """Whether the items answered are the stored items whole (no filter, projection, COUNT or fetch)."""
    return (
        compiled.filter is None
        and shape.projection is None
        and shape.select != "COUNT"
        and not shape.fetch_from_table
    )


class Reader:
    """Runs Query and Scan for the provider."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def _compile(
        self, table: TableDef, index: IndexDef | None, params: dict[str, Any], query: bool
    ) -> CompiledRequest:
        return compile_cached(
            key_condition=params.get("KeyConditionExpression") if query else None,
            filter=params.get("FilterExpression"),
            projection=params.get("ProjectionExpression"),
            names=params.get("ExpressionAttributeNames"),
            values=params.get("ExpressionAttributeValues"),
            key_schema=table.schema,
            index_key_schema=index.schema if index is not None else None,
            attributes_to_get=params.get("AttributesToGet"),
            key_conditions=params.get("KeyConditions") if query else None,
            query_filter=params.get("QueryFilter") if query else None,
            scan_filter=None if query else params.get("ScanFilter"),
            conditional_operator=params.get("ConditionalOperator"),
        )

    def query_page(self, table: TableDef, params: dict[str, Any], consumed: Consumed) -> dict[str, Any]:
        index = find_index(table, params.get("IndexName"))
        if index is not None and not index.local and params.get("ConsistentRead"):
            raise validation("Consistent reads are not supported on global secondary indexes")
        if params.get("KeyConditionExpression") is None and params.get("KeyConditions") is None:
            raise validation(
                "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request."
            )
        if params.get("ConditionalOperator") is not None and params.get("QueryFilter") is None:
            raise validation("ConditionalOperator can only be used when QueryFilter is specified")
        compiled = self._compile(table, index, params, query=True)
        shape = select_shape(params, index, compiled, "Query")
        as_stored = _answers_stored_text(compiled, shape)
        key_condition = compiled.key_condition
        assert key_condition is not None
        hk = condition_partition(key_condition)
        forward = params.get("ScanIndexForward", True) is not False
        bounds = key_condition.range.bounds() if key_condition.range is not None else None
        start: tuple[bytes, bytes] | None = None
        esk = params.get("ExclusiveStartKey")
        if esk is not None:
            start_hk, start_rk, start_pk = _start_key(table, index, esk)
            if start_hk != hk:
                raise validation(
                    "The provided starting key is outside query boundaries based on provided conditions"
                )
            start = (start_rk, start_pk)
        sql, args = stored.query_statement(
            stored.columns(as_stored, index is not None),
            table.tid,
            None if index is None else index.name,
            hk,
            bounds,
            start,
            forward,
        )
        return self._collect(table, index, sql, args, params, compiled, shape, consumed, as_stored)

    def scan_page(self, table: TableDef, params: dict[str, Any], consumed: Consumed) -> dict[str, Any]:
        index = find_index(table, params.get("IndexName"))
        if index is not None and not index.local and params.get("ConsistentRead"):
            raise validation("Consistent reads are not supported on global secondary indexes")
        segment = params.get("Segment")
        total = params.get("TotalSegments")
        if segment is not None and total is None:
            raise validation(
                "The TotalSegments parameter is required but was not present in the request when Segment parameter is present"
            )
        if total is not None and segment is None:
            raise validation(
                "The Segment parameter is required but was not present in the request when parameter TotalSegments is present"
            )
        if segment is not None and total is not None and segment >= total:
            raise validation(
                "The Segment parameter is zero-based and must be less than parameter TotalSegments: "
                f"Segment: {segment} is not less than TotalSegments: {total}"
            )
        if params.get("ConditionalOperator") is not None and params.get("ScanFilter") is None:
            raise validation("ConditionalOperator can only be used when ScanFilter is specified")
        compiled = self._compile(table, index, params, query=False)
        shape = select_shape(params, index, compiled, "Scan")
        as_stored = _answers_stored_text(compiled, shape)
        segment_range = (
            segment_bounds(segment, total)
            if segment is not None and total is not None and total > 1
            else None
        )
        begin: tuple[bytes, bytes, bytes] | None = None
        esk = params.get("ExclusiveStartKey")
        if esk is not None:
            begin = _start_key(table, index, esk)
            if segment is not None and total is not None and segment_of(begin[0], total) != segment:
                raise _bad_start_key(
                    "Invalid ExclusiveStartKey. Please use ExclusiveStartKey with correct Segment. "
                    f"TotalSegments: {total} Segment: {segment}"
                )
        sql, args = stored.scan_statement(
            stored.columns(as_stored, index is not None),
            table.tid,
            None if index is None else index.name,
            segment_range,
            begin,
        )
        return self._collect(table, index, sql, args, params, compiled, shape, consumed, as_stored)

    def _collect(
        self,
        table: TableDef,
        index: IndexDef | None,
        sql: str,
        args: list[Any],
        params: dict[str, Any],
        compiled: CompiledRequest,
        shape: Shape,
        consumed: Consumed,
        as_stored: bool,
    ) -> dict[str, Any]:
        """Run ``sql`` (its columns: :func:`repo.reads.columns`); ``as_stored``: answer the stored texts."""
        limit = params.get("Limit")
        matcher = compiled.filter
        projection = shape.projection
        counting = shape.select == "COUNT"
        fetch = shape.fetch_from_table
        items: list[Any] = []
        texts: list[
            str
        ] = []  # as_stored: the items' stored texts, ``binary`` the positions of those with bytes
        binary: list[int] | None = None
        scanned = 0
        count = 0
        read_bytes = 0
        fetched_bytes = 0
        last: Item | None = None
        stopped = False
        cursor = stored.rows(self.store, sql, args, limit)
        try:
            if as_stored:  # rows are (item, bin, size)
                last_row = None
                for row in cursor:
                    scanned += 1
                    read_bytes += row[2]
                    if row[1]:
                        if binary is None:
                            binary = []
                        binary.append(len(texts))
                    texts.append(row[0])
                    last_row = row
                    if limit is not None and scanned >= limit or read_bytes >= PAGE_BYTES:
                        stopped = True
                        break
                count = scanned
                if stopped and last_row is not None:
                    last = decode_item(last_row[0], last_row[1])
            else:
                for row in cursor:
                    scanned += 1
                    read_bytes += row[4]
                    item = decode_item(row[2], row[3])
                    last = item
                    if matcher is None or matcher.evaluate(item):
                        count += 1
                        if not counting:
                            if fetch:
                                full = self._table_item(table, row[5])
                                if full is not None:
                                    fetched_bytes += len(row[2])
                                    item = full
                            items.append(projection.apply(item) if projection is not None else item)
                    if limit is not None and scanned >= limit:
                        stopped = True
                        break
                    if read_bytes >= PAGE_BYTES:
                        stopped = True
                        break
        finally:
            cursor.close()
        consistent = bool(params.get("ConsistentRead"))
        units = read_units(read_bytes, consistent) if scanned else (0.5 if not consistent else 1.0)
        consumed.add(table.name, units, index.name if index else None, bool(index and index.local))
        if fetched_bytes:
            consumed.add(table.name, read_units(fetched_bytes, consistent))
        result: dict[str, Any] = {"Count": count, "ScannedCount": scanned}
        if not counting:
            result["Items"] = stored_items(texts, binary) if as_stored else items
        if stopped and last is not None:
            names = list(table.schema.names)
            if index is not None:
                names += [n for n in index.schema.names if n not in names]
            result["LastEvaluatedKey"] = {name: last[name] for name in names if name in last}
        return result

    def _table_item(self, table: TableDef, pk: bytes) -> Item | None:
        length = int.from_bytes(pk[:4], "big")
        hk, rk = pk[4 : 4 + length], pk[4 + length :]
        row = stored.table_item(self.store, table.tid, hk, rk)
        return None if row is None else decode_item(row[0], row[1])
