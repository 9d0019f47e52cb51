"""Metric identities (namespace, name, dimensions) and ListMetrics.

A metric is identified by its namespace, name and its exact set of dimensions; the dimensions
are stored canonically (sorted by name) as JSON. Ids are cached in memory so writes find them
without a query.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from labcloud.errors import AwsError
from labcloud.store.db import Store

from ..errors import invalid_value_of, unsupported
from ..tokens import decode_token, encode_token

Dims = tuple[tuple[str, str], ...]
MetricKey = tuple[str, str, str, str, str]

#: ListMetrics answers at most this many metrics per page (as CloudWatch does).
PAGE_SIZE = 500
#: RecentlyActive=PT3H: metrics with data in the last three hours.
RECENT_SECONDS = 3 * 3600


def dims_of(dimensions: Sequence[dict[str, Any]] | None) -> Dims:
    return tuple(sorted((d["Name"], d["Value"]) for d in dimensions or ()))


def dims_text(dims: Dims) -> str:
    return json.dumps([list(pair) for pair in dims], separators=(",", ":"))


def dims_out(text: str) -> list[dict[str, str]]:
    return [{"Name": name, "Value": value} for name, value in json.loads(text)]


class Metrics:
    """The ``cw_metrics`` table."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._ids: dict[MetricKey, int] = {}

    def forget(self) -> None:
        self._ids.clear()

    def ensure(self, account: str, region: str, namespace: str, name: str, dims: Dims, now: float) -> int:
        """The metric's id, creating it on first use (called inside the writer's transaction)."""
        key = (account, region, namespace, name, dims_text(dims))
        found = self._ids.get(key)
        if found is not None:
            return found
        row = self.store.one(
            "SELECT id FROM cw_metrics WHERE account_id=? AND region=? AND namespace=? AND name=? AND dims=?",
            key,
        )
        if row is None:
            cursor = self.store.execute(
                "INSERT INTO cw_metrics (account_id, region, namespace, name, dims, last_put) VALUES (?,?,?,?,?,?)",
                (*key, now),
            )
            metric_id = int(cursor.lastrowid or 0)
        else:
            metric_id = int(row["id"])
        self._ids[key] = metric_id
        return metric_id

    def touch(self, ids: dict[int, float]) -> None:
        self.store.executemany(
            "UPDATE cw_metrics SET last_put=max(last_put, ?) WHERE id=?",
            [(when, metric_id) for metric_id, when in ids.items()],
        )

    def find(self, account: str, region: str, namespace: str, name: str, dims: Dims) -> int | None:
        key = (account, region, namespace, name, dims_text(dims))
        found = self._ids.get(key)
        if found is not None:
            return found
        row = self.store.one(
            "SELECT id FROM cw_metrics WHERE account_id=? AND region=? AND namespace=? AND name=? AND dims=?",
            key,
        )
        if row is None:
            return None
        self._ids[key] = int(row["id"])
        return int(row["id"])

    def list(self, account: str, region: str, params: Mapping[str, Any], now: float) -> dict[str, Any]:
        if params.get("IncludeLinkedAccounts") or params.get("OwningAccount"):
            raise unsupported("cross-account observability (IncludeLinkedAccounts, OwningAccount)")
        sql = "SELECT id, namespace, name, dims FROM cw_metrics WHERE account_id=? AND region=?"
        args: list[Any] = [account, region]
        if params.get("Namespace"):
            sql += " AND namespace=?"
            args.append(params["Namespace"])
        if params.get("MetricName"):
            sql += " AND name=?"
            args.append(params["MetricName"])
        if params.get("RecentlyActive"):
            sql += " AND last_put >= ?"
            args.append(now - RECENT_SECONDS)
        after = 0
        if params.get("NextToken"):
            # ListMetrics declares no InvalidNextToken (GetMetricData and DescribeAlarms do): its bad token
            # is an InvalidParameterValue, the error its model lists
            try:
                token = decode_token(params["NextToken"])
            except AwsError:
                token = None
            if not isinstance(token, int):
                raise invalid_value_of("NextToken", params["NextToken"])
            after = token
        sql += " AND id > ? ORDER BY id"
        args.append(after)
        filters = [(f["Name"], f.get("Value")) for f in params.get("Dimensions") or ()]
        out: list[dict[str, Any]] = []
        last_id = 0
        more = False
        for row in self.store.all(sql, args):
            pairs = dict(json.loads(row["dims"]))
            if any(
                name not in pairs or (value is not None and pairs[name] != value) for name, value in filters
            ):
                continue
            if len(out) == PAGE_SIZE:
                more = True
                break
            out.append(
                {
                    "Namespace": row["namespace"],
                    "MetricName": row["name"],
                    "Dimensions": dims_out(row["dims"]),
                }
            )
            last_id = int(row["id"])
        answer: dict[str, Any] = {"Metrics": out}
        if more:
            answer["NextToken"] = encode_token(last_id)
        return answer


def of_names(
    store: Store, account: str, region: str, namespace: str, names: Sequence[str]
) -> list[tuple[int, str, str]]:
    """(id, name, dims text) of the account's metrics of ``namespace`` named one of ``names`` (the view's charts)."""
    marks = ",".join("?" * len(names))
    rows = store.all(
        f"SELECT id, name, dims FROM cw_metrics WHERE account_id=? AND region=? AND namespace=?"
        f" AND name IN ({marks})",
        (account, region, namespace, *names),
    )
    return [(int(row["id"]), str(row["name"]), str(row["dims"])) for row in rows]
