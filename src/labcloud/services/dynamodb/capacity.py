"""Consumed capacity: read/write units computed from item sizes the way DynamoDB bills them.

Writes cost one unit per started KB of the larger of the old and new item; reads one unit per
started 4 KB (half for eventually consistent reads); transactions cost double. Index writes
are charged to the index. ``Consumed`` accumulates units and renders ReturnConsumedCapacity.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from labcloud.services.dynamodb.tables import TableDef


def write_units(size: int) -> float:
    return float(max(1, -(-size // 1024)))


def read_units(size: int, consistent: bool) -> float:
    units = float(max(1, -(-size // 4096)))
    return units if consistent else units / 2


@dataclass
class Consumed:
    """Units one request consumed, per table and per index."""

    kind: str  # "read" | "write"
    table: dict[str, float] = field(default_factory=dict)
    gsis: dict[str, dict[str, float]] = field(default_factory=dict)
    lsis: dict[str, dict[str, float]] = field(default_factory=dict)

    def add(self, table: str, units: float, index: str | None = None, local: bool = False) -> None:
        if index is None:
            self.table[table] = self.table.get(table, 0.0) + units
            return
        group = (self.lsis if local else self.gsis).setdefault(table, {})
        group[index] = group.get(index, 0.0) + units

    def _units(self, units: float) -> dict[str, float]:
        key = "ReadCapacityUnits" if self.kind == "read" else "WriteCapacityUnits"
        return {"CapacityUnits": units, key: units}

    def render(self, table: str, mode: str | None) -> dict[str, Any] | None:
        if mode not in ("TOTAL", "INDEXES"):
            return None
        base = self.table.get(table, 0.0)
        gsis = self.gsis.get(table, {})
        lsis = self.lsis.get(table, {})
        total = base + sum(gsis.values()) + sum(lsis.values())
        result: dict[str, Any] = {"TableName": table, **self._units(total)}
        if mode == "INDEXES":
            result["Table"] = self._units(base)
            if gsis:
                result["GlobalSecondaryIndexes"] = {name: self._units(u) for name, u in gsis.items()}
            if lsis:
                result["LocalSecondaryIndexes"] = {name: self._units(u) for name, u in lsis.items()}
        return result

    def render_all(self, mode: str | None) -> list[dict[str, Any]] | None:
        if mode not in ("TOTAL", "INDEXES"):
            return None
        names = list(dict.fromkeys([*self.table, *self.gsis, *self.lsis]))
        return [r for r in (self.render(name, mode) for name in names) if r is not None]


def collection_metrics(table: TableDef, key: dict[str, Any], mode: str | None) -> dict[str, Any] | None:
    """ItemCollectionMetrics of a write (ReturnItemCollectionMetrics=SIZE on a table with a local index)."""
    if mode != "SIZE" or not any(index.local for index in table.indexes.values()):
        return None
    return {
        "ItemCollectionKey": {table.schema.hash_name: key[table.schema.hash_name]},
        "SizeEstimateRangeGB": [0.0, 1.0],
    }
