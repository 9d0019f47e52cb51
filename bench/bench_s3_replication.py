"""S3 replication: PutObject's cost with a replication rule on the bucket, and how long each new version
takes to reach its destination bucket (the background copy's lag).

Run: ``python bench/bench_s3_replication.py`` (``--count N``). Starts its own labcloud on disk, makes two
versioned buckets, a role S3 may assume and a rule replicating everything, then for N 1 KiB objects prints
PutObject's p50 latency without and with the rule, and the p50/p99 lag from the put's answer to the
replica answering HeadObject (polled every 2 ms), and the time for the source to show COMPLETED for all.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "s3.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
ALL_S3 = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}]}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        server = LabcloudProcess(data_dir=Path(tmp) / "data").start()
        try:
            s3, iam = server.boto3_client("s3"), server.boto3_client("iam")
            for name in ("bench-src", "bench-dst", "bench-plain"):
                s3.create_bucket(Bucket=name)
                s3.put_bucket_versioning(Bucket=name, VersioningConfiguration={"Status": "Enabled"})
            role = iam.create_role(RoleName="bench-repl", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"][
                "Arn"
            ]
            iam.put_role_policy(RoleName="bench-repl", PolicyName="s3", PolicyDocument=json.dumps(ALL_S3))
            rule = {
                "ID": "all",
                "Priority": 1,
                "Status": "Enabled",
                "Filter": {"Prefix": ""},
                "DeleteMarkerReplication": {"Status": "Disabled"},
                "Destination": {"Bucket": "arn:aws:s3:::bench-dst"},
            }
            s3.put_bucket_replication(
                Bucket="bench-src", ReplicationConfiguration={"Role": role, "Rules": [rule]}
            )
            body = b"x" * 1024
            plain: list[float] = []
            for i in range(args.count):
                start = time.perf_counter()
                s3.put_object(Bucket="bench-plain", Key=f"k{i}", Body=body)
                plain.append(time.perf_counter() - start)
            puts: list[float] = []
            lags: list[float] = []
            versions: list[tuple[str, str]] = []
            began = time.perf_counter()
            for i in range(args.count):
                start = time.perf_counter()
                version = s3.put_object(Bucket="bench-src", Key=f"k{i}", Body=body)["VersionId"]
                answered = time.perf_counter()
                puts.append(answered - start)
                versions.append((f"k{i}", version))
                while True:
                    try:
                        s3.head_object(Bucket="bench-dst", Key=f"k{i}", VersionId=version)
                        break
                    except s3.exceptions.ClientError:
                        time.sleep(0.002)
                lags.append(time.perf_counter() - answered)
            for key, version in versions:
                while s3.head_object(Bucket="bench-src", Key=key, VersionId=version).get(
                    "ReplicationStatus"
                ) != ("COMPLETED"):
                    time.sleep(0.002)
            total = time.perf_counter() - began
        finally:
            server.stop()

    def ms(values: list[float], q: float) -> float:
        return 1000 * sorted(values)[min(len(values) - 1, int(q * len(values)))]

    print(f"PutObject p50 without a rule: {statistics.median(plain) * 1000:.1f} ms")
    print(f"PutObject p50 with a rule:    {statistics.median(puts) * 1000:.1f} ms")
    print(f"replica visible after the put's answer: p50 {ms(lags, 0.5):.1f} ms, p99 {ms(lags, 0.99):.1f} ms")
    print(f"{args.count} objects put, replicated and COMPLETED in {total:.2f} s")


if __name__ == "__main__":
    main()
