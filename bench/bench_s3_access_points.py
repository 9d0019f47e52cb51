"""GetObject p50 through an access point's alias against the bucket itself, and through an Object Lambda
access point whose Python function uppercases the object (one sandbox invocation, its fetch of
``inputS3Url`` and its WriteGetObjectResponse per request).

Run: ``python bench/bench_s3_access_points.py`` (``--count N``, default 200; the Object Lambda run does a
tenth of it). Starts its own labcloud in memory; one client thread, so the figures are per-request latency.
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import time
import zipfile
from collections.abc import Callable
from typing import Any

from botocore.config import Config

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"
UPPER = """
import urllib.request
import boto3
s3 = boto3.client("s3")
def handler(event, context):
    ctx = event["getObjectContext"]
    with urllib.request.urlopen(ctx["inputS3Url"]) as response:
        body = response.read().upper()
    s3.write_get_object_response(RequestRoute=ctx["outputRoute"], RequestToken=ctx["outputToken"], Body=body)
"""
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _p50(label: str, count: int, call: Callable[[], Any]) -> float:
    call()  # warm: first use of the path (and the sandbox's start for Object Lambda)
    times = []
    for _ in range(count):
        started = time.perf_counter()
        call()
        times.append(time.perf_counter() - started)
    p50 = statistics.median(times) * 1000
    print(
        f"{label:<42} n={count:<5} p50 {p50:7.2f} ms   p99 {sorted(times)[int(len(times) * 0.99) - 1] * 1000:7.2f} ms"
    )
    return p50


def _zip(code: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", code)
    return buffer.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=200)
    args = parser.parse_args()
    server = LabcloudProcess(in_memory=True).start()
    try:
        s3 = server.boto3_client("s3")
        control = server.boto3_client(
            "s3control", config=Config(proxies={"http": server.endpoint}, retries={"max_attempts": 1})
        )
        s3.create_bucket(Bucket="bench-points")
        s3.put_object(Bucket="bench-points", Key="k.txt", Body=b"x" * 1024)
        point = control.create_access_point(AccountId=ACCOUNT, Name="bench", Bucket="bench-points")
        iam = server.boto3_client("iam")
        role = iam.create_role(RoleName="bench-olap", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"][
            "Arn"
        ]
        iam.put_role_policy(
            RoleName="bench-olap",
            PolicyName="answer",
            PolicyDocument=json.dumps(
                {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Effect": "Allow",
                            "Action": "s3-object-lambda:WriteGetObjectResponse",
                            "Resource": "*",
                        }
                    ],
                }
            ),
        )
        function = server.boto3_client("lambda").create_function(
            FunctionName="bench-upper",
            Runtime="python3.12",
            Role=role,
            Handler="app.handler",
            Code={"ZipFile": _zip(UPPER)},
            Timeout=30,
        )["FunctionArn"]
        olap = control.create_access_point_for_object_lambda(
            AccountId=ACCOUNT,
            Name="bench-upper",
            Configuration={
                "SupportingAccessPoint": point["AccessPointArn"],
                "TransformationConfigurations": [
                    {
                        "Actions": ["GetObject"],
                        "ContentTransformation": {"AwsLambda": {"FunctionArn": function}},
                    }
                ],
            },
        )["Alias"]["Value"]
        print("GetObject of a 1 KiB object (boto3, path style)")
        direct = _p50(
            "bucket", args.count, lambda: s3.get_object(Bucket="bench-points", Key="k.txt")["Body"].read()
        )
        alias = _p50(
            "access point alias",
            args.count,
            lambda: s3.get_object(Bucket=point["Alias"], Key="k.txt")["Body"].read(),
        )
        transformed = _p50(
            "object lambda alias (function uppercases)",
            max(1, args.count // 10),
            lambda: s3.get_object(Bucket=olap, Key="k.txt")["Body"].read(),
        )
        print(f"alias / bucket: {alias / direct:.2f}x   object lambda / bucket: {transformed / direct:.1f}x")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
