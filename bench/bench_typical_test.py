"""One typical integration test, timed as a test suite feels it: labcloud in-process, labcloud's server, moto.

The test: create a table and a queue, 20 conditional puts, a query, 10 sends, receive and delete them,
drop both. Each mode runs it ``--runs`` times in a fresh Python process of its own (state fresh per test,
as each tool recommends: ``mock_aws`` per test for labcloud in-process and moto, ``POST /_labcloud/reset``
between tests for labcloud's server) and prints milliseconds per test; the last lines are the ratios the
issue names (in-process vs moto's ``mock_aws`` >= 2x, server vs moto >= 1.5x).

    python bench/bench_typical_test.py [--runs 30] [--modes inprocess,server,moto]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from typing import Any


def typical_test(ddb: Any, sqs: Any) -> None:
    ddb.create_table(
        TableName="orders",
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[
            {"AttributeName": "pk", "AttributeType": "S"},
            {"AttributeName": "sk", "AttributeType": "S"},
        ],
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
    )
    url = sqs.create_queue(QueueName="jobs")["QueueUrl"]
    for i in range(20):
        ddb.put_item(
            TableName="orders",
            Item={"pk": {"S": "customer"}, "sk": {"S": f"order-{i:03d}"}, "n": {"N": str(i)}},
            ConditionExpression="attribute_not_exists(pk)",
        )
    found = ddb.query(
        TableName="orders",
        KeyConditionExpression="pk = :p",
        ExpressionAttributeValues={":p": {"S": "customer"}},
    )["Items"]
    assert len(found) == 20
    for i in range(10):
        sqs.send_message(QueueUrl=url, MessageBody=f"job {i}")
    received = 0
    while received < 10:
        messages = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10).get("Messages", [])
        for message in messages:
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
        received += len(messages)
    ddb.delete_table(TableName="orders")
    sqs.delete_queue(QueueUrl=url)


def run_mode(mode: str, runs: int) -> list[float]:
    import boto3

    timings: list[float] = []
    if mode == "inprocess":
        from labcloud.testing import mock_aws

        with mock_aws():  # the process's server starts here (once), as in a suite's first test
            pass
        for _ in range(runs):
            began = time.perf_counter()
            with mock_aws():
                typical_test(
                    boto3.client("dynamodb", region_name="us-east-1"),
                    boto3.client("sqs", region_name="us-east-1"),
                )
            timings.append(time.perf_counter() - began)
    elif mode == "moto":
        from moto import mock_aws as moto_mock_aws

        for _ in range(runs):
            began = time.perf_counter()
            with moto_mock_aws():
                typical_test(
                    boto3.client("dynamodb", region_name="us-east-1"),
                    boto3.client("sqs", region_name="us-east-1"),
                )
            timings.append(time.perf_counter() - began)
    elif mode == "server":
        import urllib.request

        from labcloud.testing.server_process import LabcloudProcess

        server = LabcloudProcess(in_memory=True).start()
        try:
            for _ in range(runs):
                began = time.perf_counter()
                urllib.request.urlopen(
                    urllib.request.Request(server.endpoint + "/_labcloud/reset", method="POST")
                )
                typical_test(server.boto3_client("dynamodb"), server.boto3_client("sqs"))
                timings.append(time.perf_counter() - began)
        finally:
            server.stop()
    else:
        raise SystemExit(f"unknown mode {mode}")
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--modes", default="inprocess,server,moto")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(run_mode(args.child, args.runs)))
        return
    medians: dict[str, float] = {}
    print(
        f"{'mode':<12} {'median ms':>10} {'p90 ms':>8} {'min ms':>8}   ({args.runs} tests each, fresh state per test)"
    )
    for mode in args.modes.split(","):
        if mode == "moto":
            try:
                import moto  # noqa: F401
            except ImportError:
                print("moto       not installed (pip install 'moto[server]'): skipped")
                continue
        done = subprocess.run(
            [sys.executable, __file__, "--child", mode, "--runs", str(args.runs)],
            capture_output=True,
            text=True,
            timeout=1800,
        )
        if done.returncode != 0:
            print(f"{mode:<12} failed:\n{done.stderr[-2000:]}")
            continue
        timings = sorted(json.loads(done.stdout.strip().splitlines()[-1]))
        medians[mode] = statistics.median(timings) * 1000
        p90 = timings[int(len(timings) * 0.9) - 1] * 1000
        print(f"{mode:<12} {medians[mode]:>10.1f} {p90:>8.1f} {timings[0] * 1000:>8.1f}")
    if "moto" in medians:
        for mode, target in (("inprocess", 2.0), ("server", 1.5)):
            if mode in medians:
                ratio = medians["moto"] / medians[mode]
                print(f"{mode} vs moto mock_aws: {ratio:.2f}x faster (target >= {target}x)")


if __name__ == "__main__":
    main()
