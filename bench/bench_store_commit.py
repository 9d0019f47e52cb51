"""The store's cost per write transaction as a database ages: durable and in memory, through ``Store``.

Run: ``python bench/bench_store_commit.py [--transactions N] [--chunk C] [--cache-kib K]`` (prints
numbers, asserts nothing).

Each transaction has a durable PutItem's shape: ``BEGIN IMMEDIATE``, a point read of the item, the item
row (a ``WITHOUT ROWID`` table keyed by hashed partition bytes, so inserts land all over it), one event
row (the ``events`` table with its two indexes, as the bus writes a write's ledger record) and the
commit. Printed per chunk of transactions: CPU microseconds per transaction of the whole process (the
durable store's checkpointer thread included). A cost that climbs with the number of transactions
already made is a cost of the database's age, which a short benchmark misses. ``--cache-kib`` runs the
durable store with that page cache instead of the store's own (``store.db.CACHE_KIB``), for comparison.
"""

from __future__ import annotations

import argparse
import hashlib
import tempfile
import time
from pathlib import Path

from labcloud.events.bus import SCHEMA as EVENTS_SCHEMA
from labcloud.store.db import Store

ITEM = '{"pk":{"S":"p"},"sk":{"N":"1"},"pad":{"S":"' + "x" * 100 + '"},"n":{"N":"1"}}'
DATA = (
    '{"table":"floor","operation":"PutItem","key":{"pk":{"S":"p"},"sk":{"N":"1"}},"outcome":"Accepted",'
    f'"item_before":null,"item_after":{ITEM},"principal":"arn:aws:iam::000000000000:root",'
    '"request_id":"0b5d3d4c-4b7e-4c1e-9f43-2b8e4f0b6a11"}'
)
ITEMS = """CREATE TABLE IF NOT EXISTS bench_items (
    tid INTEGER NOT NULL, hk BLOB NOT NULL, rk BLOB NOT NULL, item TEXT NOT NULL,
    bin INTEGER NOT NULL DEFAULT 0, size INTEGER NOT NULL, ttl REAL, PRIMARY KEY (tid, hk, rk)
) WITHOUT ROWID"""


def run(store: Store, label: str, transactions: int, chunk: int) -> None:
    store.ensure_schema(
        "bench", (ITEMS, *EVENTS_SCHEMA, "CREATE INDEX IF NOT EXISTS e_s ON events(service, seq)")
    )
    began = time.process_time()
    for n in range(transactions):
        canonical = b"S:p%d" % n
        hk = hashlib.md5(canonical, usedforsecurity=False).digest()[:8] + canonical
        with store.transaction():
            store.execute(
                "SELECT item, bin, size FROM bench_items WHERE tid=? AND hk=? AND rk=?", (1, hk, b"1")
            )
            store.execute(
                "INSERT OR REPLACE INTO bench_items (tid, hk, rk, item, bin, size, ttl) VALUES (?,?,?,?,?,?,?)",
                (1, hk, b"1", ITEM, 0, 140, None),
            )
            store.execute(
                "INSERT INTO events (ts, account_id, region, service, kind, resource, data) VALUES (?,?,?,?,?,?,?)",
                (time.time(), "000000000000", "us-east-1", "dynamodb", "dynamodb.write.decided", "t", DATA),
            )
        if (n + 1) % chunk == 0:
            spent = time.process_time() - began
            print(
                f"{label:<22} after {n + 1:>7} transactions: {spent / chunk * 1e6:7.1f} us each", flush=True
            )
            began = time.process_time()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--transactions", type=int, default=50_000)
    parser.add_argument("--chunk", type=int, default=10_000)
    parser.add_argument("--cache-kib", type=int, default=0, help="the durable store's page cache, KiB")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="labcloud-bench-commit-") as folder:
        durable = Store(Path(folder) / "state.db")
        label = "durable"
        if args.cache_kib:
            durable.execute(f"PRAGMA cache_size=-{args.cache_kib}")
            label += f" ({args.cache_kib} KiB)"
        try:
            run(durable, label, args.transactions, args.chunk)
        finally:
            durable.close()
    memory = Store(None)
    try:
        run(memory, "in memory", args.transactions, args.chunk)
    finally:
        memory.close()


if __name__ == "__main__":
    main()
