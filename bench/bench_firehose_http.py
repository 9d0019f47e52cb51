"""Firehose to an HTTP endpoint: records/s from PutRecordBatch to a local receiver, and the time from a
due stream (labcloud's clock advanced past the interval) to the POST arriving.

Run: ``python bench/bench_firehose_http.py`` (``--quick`` for fewer rounds). Starts its own labcloud (on
disk, as users run it) and an HTTPS receiver on loopback (``tests/firehose/http_receiver.py``), and
prints the figures; asserts nothing.

- Throughput: batches of 500 records of 100 bytes into a stream with a 1 MB size hint (each delivery
  is a ~1 MB POST), timed from the first put until the receiver holds every record.
- Latency: one record, then ``clock advance 61``; the figure is the wall time until the receiver has
  the POST (the deliverer wakes on the clock move).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "firehose"))

from http_receiver import Receiver  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "firehose.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def setup(server: LabcloudProcess, url: str) -> Any:
    iam, s3, firehose = (server.boto3_client(s) for s in ("iam", "s3", "firehose"))
    role = iam.create_role(RoleName="bench", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    s3.create_bucket(Bucket="bench-backup")
    firehose.create_delivery_stream(
        DeliveryStreamName="bench",
        HttpEndpointDestinationConfiguration={
            "EndpointConfiguration": {"Url": url},
            "BufferingHints": {"SizeInMBs": 1, "IntervalInSeconds": 60},
            "S3Configuration": {"RoleARN": role, "BucketARN": "arn:aws:s3:::bench-backup"},
        },
    )
    return firehose


def received(receiver: Receiver) -> int:
    return sum(len(r["body"]["records"]) for r in receiver.requests)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    batches = 10 if args.quick else 40
    rounds = 5 if args.quick else 20
    with tempfile.TemporaryDirectory() as data, Receiver() as receiver:
        server = LabcloudProcess(data_dir=Path(data) / "data").start()
        try:
            firehose = setup(server, receiver.url)
            records = [{"Data": b"x" * 100} for _ in range(500)]
            start = time.perf_counter()
            for _ in range(batches):
                firehose.put_record_batch(DeliveryStreamName="bench", Records=records)
            put_done = time.perf_counter()
            server.advance_clock(61)  # the tail below the size hint
            while received(receiver) < batches * 500 and time.perf_counter() - start < 120:
                time.sleep(0.01)
            total = time.perf_counter() - start
            print(
                f"throughput: {batches * 500} records in {total:.2f} s = {batches * 500 / total:,.0f} records/s"
                f" (puts alone {batches * 500 / (put_done - start):,.0f} records/s; {len(receiver.requests)} POSTs)"
            )
            latencies: list[float] = []
            for _ in range(rounds):
                before = len(receiver.requests)
                firehose.put_record(DeliveryStreamName="bench", Record={"Data": b"one"})
                moved = time.perf_counter()
                server.advance_clock(61)
                while len(receiver.requests) == before and time.perf_counter() - moved < 30:
                    time.sleep(0.002)
                latencies.append((time.perf_counter() - moved) * 1000)
            print(
                f"due-to-POST latency over {rounds}: p50 {statistics.median(latencies):.1f} ms,"
                f" max {max(latencies):.1f} ms"
            )
        finally:
            server.stop()


if __name__ == "__main__":
    main()
