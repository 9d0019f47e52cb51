"""CloudTrail's delivery to CloudWatch Logs: how long a call takes to reach the trail's log group (one
CreateQueue at a time, p50/max over ``--single`` calls), how long a burst of ``--burst`` ListQueues takes
to be all there, and ListQueues' p50 on the request path with the logging trail and without one. On a
labcloud on disk. Target: arrival within ~2 s (``LOGS_SECONDS`` is 1 s); no request-path cost.

Run: ``python bench/bench_cloudtrail_logs.py`` (``--single N``, ``--burst N``).
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"
STREAM = f"{ACCOUNT}_CloudTrail_us-east-1"


def _count(logs: Any) -> int:
    """SQS's records in the group (this bench's own GetLogEvents are recorded and delivered too)."""
    try:
        return sum('"sqs.amazonaws.com"' in e["message"] for e in _all(logs))
    except Exception:  # noqa: BLE001 - the stream is made by the first delivery
        return 0


def _all(logs: Any) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    token = None
    while True:
        kwargs = {"nextToken": token} if token else {}
        page = logs.get_log_events(logGroupName="bench", logStreamName=STREAM, startFromHead=True, **kwargs)
        events += page["events"]
        if page["nextForwardToken"] == token or not page["events"]:
            return events
        token = page["nextForwardToken"]


def _p50(server: LabcloudProcess, calls: int) -> float:
    sqs = server.boto3_client("sqs")
    samples = []
    for _ in range(calls):
        started = time.perf_counter()
        sqs.list_queues()
        samples.append(time.perf_counter() - started)
    return statistics.median(samples) * 1000


def _trail(server: LabcloudProcess) -> None:
    s3, logs, iam = (server.boto3_client(n) for n in ("s3", "logs", "iam"))
    s3.create_bucket(Bucket="bench-trail")
    allow = {
        "Effect": "Allow",
        "Principal": {"Service": "cloudtrail.amazonaws.com"},
        "Action": "s3:PutObject",
    }
    statement = {**allow, "Resource": "arn:aws:s3:::bench-trail/AWSLogs/*"}
    s3.put_bucket_policy(
        Bucket="bench-trail", Policy=json.dumps({"Version": "2012-10-17", "Statement": [statement]})
    )
    logs.create_log_group(logGroupName="bench")
    trust = {"Version": "2012-10-17", "Statement": [{**allow, "Action": "sts:AssumeRole"}]}
    role = iam.create_role(RoleName="bench-trail", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    deliver = {"Effect": "Allow", "Action": ["logs:CreateLogStream", "logs:PutLogEvents"], "Resource": "*"}
    iam.put_role_policy(
        RoleName="bench-trail",
        PolicyName="d",
        PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": [deliver]}),
    )
    ct = server.boto3_client("cloudtrail")
    group = f"arn:aws:logs:us-east-1:{ACCOUNT}:log-group:bench:*"
    ct.create_trail(
        Name="bench", S3BucketName="bench-trail", CloudWatchLogsLogGroupArn=group, CloudWatchLogsRoleArn=role
    )
    ct.start_logging(Name="bench")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--single", type=int, default=10)
    parser.add_argument("--burst", type=int, default=2000)
    parser.add_argument("--calls", type=int, default=1000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        server = LabcloudProcess(data_dir=Path(tmp) / "data").start()
        try:
            before = _p50(server, args.calls)
            _trail(server)
            logs, sqs = server.boto3_client("logs"), server.boto3_client("sqs")
            arrivals = []
            for i in range(args.single):
                had = _count(logs)
                started = time.perf_counter()
                sqs.create_queue(QueueName=f"bench-{i}")
                while _count(logs) <= had:
                    time.sleep(0.01)
                arrivals.append(time.perf_counter() - started)
            print(
                f"one call to the group: p50 {statistics.median(arrivals):.2f} s, max {max(arrivals):.2f} s"
            )
            had = _count(logs)
            started = time.perf_counter()
            for _ in range(args.burst):
                sqs.list_queues()
            sent = time.perf_counter() - started
            while _count(logs) < had + args.burst:
                time.sleep(0.05)
            print(
                f"{args.burst} calls sent in {sent:.1f} s, all in the group {time.perf_counter() - started:.1f} s after the first"
            )
            after = _p50(server, args.calls)
            print(f"ListQueues p50: {before:.2f} ms without a trail, {after:.2f} ms with the logging trail")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
