"""The statements of Query and Scan: index range reads over ``ddb_items`` / ``ddb_index_items``.

``reads.py`` decides the bounds (key condition, segment, start key) and pages the rows; the
statements are built here. The columns read: ``item, bin, size`` when the answer is the stored
texts as they are, else ``hk, rk, item, bin, size`` (and ``pk`` on an index).
"""

from __future__ import annotations

import sqlite3
from typing import Any

from labcloud.store.db import Store

#: (low, low inclusive, high, high inclusive) of a sort-key condition; None: unbounded
Bounds = tuple[bytes | None, bool, bytes | None, bool]


def columns(as_stored: bool, on_index: bool) -> str:
    if as_stored:
        return "item, bin, size"
    return "hk, rk, item, bin, size, pk" if on_index else "hk, rk, item, bin, size"


def query_statement(
    columns: str,
    tid: int,
    index: str | None,
    hk: bytes,
    bounds: Bounds | None,
    start: tuple[bytes, bytes] | None,
    forward: bool,
) -> tuple[str, list[Any]]:
    """One partition's rows in sort order, within ``bounds``, after ``start`` ((rk, pk) of the last row)."""
    clauses = ["tid=?", "hk=?"]
    args: list[Any] = [tid, hk]
    if index is not None:
        clauses.insert(1, "iname=?")
        args.insert(1, index)
    if bounds is not None:
        low, low_inclusive, high, high_inclusive = bounds
        if low is not None:
            clauses.append("rk >= ?" if low_inclusive else "rk > ?")
            args.append(low)
        if high is not None:
            clauses.append("rk <= ?" if high_inclusive else "rk < ?")
            args.append(high)
    if start is not None:
        comparison = ">" if forward else "<"
        if index is None:
            clauses.append(f"rk {comparison} ?")
            args.append(start[0])
        else:
            clauses.append(f"(rk, pk) {comparison} (?, ?)")
            args.extend(start)
    order = "" if forward else " DESC"
    if index is None:
        return f"SELECT {columns} FROM ddb_items WHERE {' AND '.join(clauses)} ORDER BY rk{order}", args
    where = " AND ".join(clauses)
    return f"SELECT {columns} FROM ddb_index_items WHERE {where} ORDER BY rk{order}, pk{order}", args


def scan_statement(
    columns: str,
    tid: int,
    index: str | None,
    segment: tuple[bytes, bytes | None] | None,
    start: tuple[bytes, bytes, bytes] | None,
) -> tuple[str, list[Any]]:
    """The rows in (hk, rk[, pk]) order, within a parallel-scan ``segment``'s hk range, after ``start``."""
    clauses = ["tid=?"]
    args: list[Any] = [tid]
    if index is not None:
        clauses.append("iname=?")
        args.append(index)
    if segment is not None:
        low, high = segment
        clauses.append("hk >= ?")
        args.append(low)
        if high is not None:
            clauses.append("hk < ?")
            args.append(high)
    if start is not None:
        if index is None:
            clauses.append("(hk, rk) > (?, ?)")
            args.extend(start[:2])
        else:
            clauses.append("(hk, rk, pk) > (?, ?, ?)")
            args.extend(start)
    if index is None:
        return f"SELECT {columns} FROM ddb_items WHERE {' AND '.join(clauses)} ORDER BY hk, rk", args
    return f"SELECT {columns} FROM ddb_index_items WHERE {' AND '.join(clauses)} ORDER BY hk, rk, pk", args


def rows(store: Store, statement: str, args: list[Any], limit: int | None) -> sqlite3.Cursor:
    if limit is not None:
        statement += " LIMIT ?"
        args.append(limit)
    return store.conn.execute(statement, args)


def table_item(store: Store, tid: int, hk: bytes, rk: bytes) -> tuple[str, int] | None:
    row: tuple[str, int] | None = store.conn.execute(
        "SELECT item, bin FROM ddb_items WHERE tid=? AND hk=? AND rk=?", (tid, hk, rk)
    ).fetchone()
    return row
