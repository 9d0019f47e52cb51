"""RDS benchmark: what a real postgres server per cluster costs, and the Data API's overhead.

Run: python bench/bench_rds.py   (starts its own labcloud; prints numbers, asserts nothing)

Printed: the seconds from CreateDBCluster to ``available`` (initdb, start, the first database) for a few
clusters; then p50/p90/p99 over the rounds after a warm-up of ExecuteStatement (SELECT 1; an INSERT with
two parameters; a SELECT of 100 rows as records and as JSON), a statement inside a transaction, and the
same SELECT 1 through pg8000 connected directly (the floor the Data API's connect-per-call adds to).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import pg8000.native

from labcloud.testing.server_process import LabcloudProcess

ROUNDS = 60
WARMUP = 5
PASSWORD = "bench-Passw0rd"


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed(call: Callable[[int], Any], rounds: int = ROUNDS) -> list[float]:
    out: list[float] = []
    for index in range(rounds + WARMUP):
        started = time.perf_counter()
        call(index)
        if index >= WARMUP:
            out.append((time.perf_counter() - started) * 1000)
    return out


def show(name: str, values: list[float]) -> None:
    print(
        f"{name:44s} p50 {pct(values, 0.5):7.2f} ms  p90 {pct(values, 0.9):7.2f} ms  p99 {pct(values, 0.99):7.2f} ms"
    )


def create(rds: Any, name: str) -> float:
    started = time.perf_counter()
    rds.create_db_cluster(
        DBClusterIdentifier=name,
        Engine="aurora-postgresql",
        MasterUsername="bench",
        MasterUserPassword=PASSWORD,
        DatabaseName="bench",
        EnableHttpEndpoint=True,
    )
    while rds.describe_db_clusters(DBClusterIdentifier=name)["DBClusters"][0]["Status"] != "available":
        time.sleep(0.02)
    return time.perf_counter() - started


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        rds = server.boto3_client("rds")
        made = [create(rds, f"bench-{i}") for i in range(3)]
        print("CreateDBCluster to available (s): " + ", ".join(f"{s:.2f}" for s in made))
        cluster = rds.describe_db_clusters(DBClusterIdentifier="bench-0")["DBClusters"][0]
        secret = server.boto3_client("secretsmanager").create_secret(
            Name="bench", SecretString=json.dumps({"username": "bench", "password": PASSWORD})
        )["ARN"]
        data = server.boto3_client("rds-data")
        db = {"resourceArn": cluster["DBClusterArn"], "secretArn": secret}
        data.execute_statement(sql="CREATE TABLE t (id int, name text)", **db)
        data.execute_statement(sql="INSERT INTO t SELECT g, 'row ' || g FROM generate_series(1, 100) g", **db)
        show("ExecuteStatement SELECT 1", timed(lambda i: data.execute_statement(sql="SELECT 1", **db)))
        params = [{"name": "id", "value": {"longValue": 1}}, {"name": "n", "value": {"stringValue": "x"}}]
        show(
            "ExecuteStatement INSERT (2 parameters)",
            timed(
                lambda i: data.execute_statement(
                    sql="INSERT INTO t VALUES (:id, :n)", parameters=params, **db
                )
            ),
        )
        show(
            "ExecuteStatement SELECT 100 rows",
            timed(lambda i: data.execute_statement(sql="SELECT * FROM t LIMIT 100", **db)),
        )
        show(
            "ExecuteStatement SELECT 100 rows as JSON",
            timed(
                lambda i: data.execute_statement(
                    sql="SELECT * FROM t LIMIT 100", formatRecordsAs="JSON", **db
                )
            ),
        )
        tx = data.begin_transaction(**db)["transactionId"]
        show(
            "ExecuteStatement in a transaction",
            timed(lambda i: data.execute_statement(sql="SELECT 1", transactionId=tx, **db)),
        )
        data.commit_transaction(transactionId=tx, **db)
        conn = pg8000.native.Connection(
            "bench", host="127.0.0.1", port=cluster["Port"], password=PASSWORD, database="bench"
        )
        show("pg8000 direct SELECT 1", timed(lambda i: conn.run("SELECT 1")))
        conn.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
