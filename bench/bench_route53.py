"""Route 53 benchmark: the latency of the calls a deploy makes, as a client sees them.

Run: python bench/bench_route53.py   (starts its own labcloud with a data dir; prints numbers, asserts nothing)

Each round is one boto3 call (rest-xml) answered after its commit: ChangeResourceRecordSets (one UPSERT, into
a zone that grows by one record set a round, then a batch of 100 CREATEs), GetHostedZone, GetChange, and
ListResourceRecordSets (one page of 300 from a zone holding ~1,000 sets, from the middle). Printed: p50,
p90 and p99 in milliseconds over the rounds after a warm-up.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

ROUNDS = 200
WARMUP = 20


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(call: Callable[[int], Any], rounds: int = ROUNDS) -> list[float]:
    latencies: list[float] = []
    for index in range(rounds + WARMUP):
        started = time.perf_counter()
        call(index)
        if index >= WARMUP:
            latencies.append((time.perf_counter() - started) * 1000)
    return latencies


def _a(name: str) -> dict[str, Any]:
    return {"Name": name, "Type": "A", "TTL": 60, "ResourceRecords": [{"Value": "192.0.2.1"}]}


def main() -> None:
    server = LabcloudProcess().start()
    try:
        r53: Any = server.boto3_client("route53")
        zone = r53.create_hosted_zone(Name="bench.example", CallerReference="bench")["HostedZone"]["Id"]
        change = {"id": ""}

        def upsert(i: int) -> None:
            batch = {"Changes": [{"Action": "UPSERT", "ResourceRecordSet": _a(f"r{i}.bench.example")}]}
            change["id"] = r53.change_resource_record_sets(HostedZoneId=zone, ChangeBatch=batch)[
                "ChangeInfo"
            ]["Id"]

        def batch100(i: int) -> None:
            changes = [
                {"Action": "CREATE", "ResourceRecordSet": _a(f"b{i}-{n}.bench.example")} for n in range(100)
            ]
            r53.change_resource_record_sets(HostedZoneId=zone, ChangeBatch={"Changes": changes})

        cases: list[tuple[str, Callable[[int], Any], int]] = [
            ("UPSERT 1 record set", upsert, ROUNDS),
            ("CREATE batch of 100", batch100, 8),
            ("GetHostedZone", lambda i: r53.get_hosted_zone(Id=zone), ROUNDS),
            ("GetChange", lambda i: r53.get_change(Id=change["id"]), ROUNDS),
            (
                "List 300 of ~3,000 sets",
                lambda i: r53.list_resource_record_sets(HostedZoneId=zone, StartRecordName="m.bench.example"),
                50,
            ),
        ]
        for name, call, rounds in cases:
            got = measure(call, rounds)
            print(
                f"{name:26s} p50 {pct(got, 0.5):7.2f} ms  p90 {pct(got, 0.9):7.2f} ms  p99 {pct(got, 0.99):7.2f} ms"
            )
        count = r53.get_hosted_zone(Id=zone)["HostedZone"]["ResourceRecordSetCount"]
        print(f"(the zone held {count} record sets at the end)")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
