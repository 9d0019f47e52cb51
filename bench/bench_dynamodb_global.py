"""DynamoDB global tables benchmark: replication lag between two regions, and the write cost of a replica.

Run: python bench/bench_dynamodb_global.py   (starts its own labcloud; prints numbers, asserts nothing)

1. Lag: a PutItem in us-east-1, then GetItem in us-west-2 until the item is there; p50/p95 of the time
   from the PutItem's answer to the first read that sees it (the replication round runs every
   LABCLOUD_DYNAMODB_REPLICATION_INTERVAL seconds, 0.05 by default; target: p95 under 0.25 s).
2. Write cost: PutItem p50 on a regional table against the same on a table with one replica, the two
   interleaved (each replicated write stamps a clock and queues one change, and the round then writes
   the replica on the same event loop; target: under 1.5 times the regional p50).
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

LAG_ROUNDS = 100
WRITES = 1000


def _table(ddb: Any, name: str) -> None:
    ddb.create_table(
        TableName=name,
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        BillingMode="PAY_PER_REQUEST",
    )


def _put_p50s(ddb: Any, names: tuple[str, ...]) -> list[float]:
    times: dict[str, list[float]] = {name: [] for name in names}
    for i in range(WRITES):
        for name in names:
            started = time.perf_counter()
            ddb.put_item(TableName=name, Item={"id": {"S": f"k{i}"}, "v": {"N": str(i)}})
            times[name].append(time.perf_counter() - started)
    return [statistics.median(times[name]) * 1000 for name in names]


def main() -> None:
    server = LabcloudProcess(data_dir=Path(tempfile.mkdtemp())).start()
    try:
        east = server.boto3_client("dynamodb")
        west = server.boto3_client("dynamodb", region_name="us-west-2")
        _table(east, "regional")
        _table(east, "global")
        east.update_table(TableName="global", ReplicaUpdates=[{"Create": {"RegionName": "us-west-2"}}])
        while east.describe_table(TableName="global")["Table"]["Replicas"][0]["ReplicaStatus"] != "ACTIVE":
            time.sleep(0.01)
        lags = []
        for i in range(LAG_ROUNDS):
            key = {"id": {"S": f"lag{i}"}}
            east.put_item(TableName="global", Item=key)
            started = time.perf_counter()
            while "Item" not in west.get_item(TableName="global", Key=key):
                pass
            lags.append(time.perf_counter() - started)
        lags.sort()
        print(
            f"replication lag us-east-1 -> us-west-2: p50 {statistics.median(lags) * 1000:.0f} ms, "
            f"p95 {lags[int(len(lags) * 0.95) - 1] * 1000:.0f} ms ({LAG_ROUNDS} writes; target p95 < 250 ms)"
        )
        regional, replicated = _put_p50s(east, ("regional", "global"))
        print(
            f"PutItem p50: regional {regional:.2f} ms, with one replica {replicated:.2f} ms "
            f"({replicated / regional:.2f}x; target < 1.5x)"
        )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
