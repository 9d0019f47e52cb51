"""Authorization overhead of IAM enforcement per request, with a 10-statement role policy.

Run: ``python bench/bench_iam_enforce.py``. Two measurements:

1. in process: the enforcement authorizer alone (action/resource mapping, cached policies, request
   context, evaluation) for allowed and denied DynamoDB/SQS/Logs calls — µs per request, p50/p99;
2. over HTTP against a real server: the same call made with root credentials (not enforced) and
   with role-session credentials (enforced) — the difference is the end-to-end overhead.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time
from typing import Any

from labcloud.config import Settings
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.hub import Hub
from labcloud.services.iam.enforcement import Enforcer
from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"
ROLE_ARN = f"arn:aws:iam::{ACCOUNT}:role/bench-worker"
STATEMENTS: list[dict[str, Any]] = [
    {
        "Sid": "Queue",
        "Effect": "Allow",
        "Action": ["sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:GetQueueAttributes"],
        "Resource": f"arn:aws:sqs:us-east-1:{ACCOUNT}:labex-q05-jobs",
    },
    {
        "Sid": "Orders",
        "Effect": "Allow",
        "Action": ["dynamodb:PutItem", "dynamodb:GetItem"],
        "Resource": f"arn:aws:dynamodb:us-east-1:{ACCOUNT}:table/orders",
    },
    {
        "Sid": "Logs",
        "Effect": "Allow",
        "Action": ["logs:CreateLogGroup", "logs:CreateLogStream", "logs:PutLogEvents"],
        "Resource": "arn:aws:logs:*:*:*",
    },
    {
        "Sid": "ReadTables",
        "Effect": "Allow",
        "Action": ["dynamodb:Describe*", "dynamodb:List*"],
        "Resource": "*",
    },
    {
        "Sid": "Invoices",
        "Effect": "Allow",
        "Action": "dynamodb:Query",
        "Resource": f"arn:aws:dynamodb:us-east-1:{ACCOUNT}:table/invoices/index/*",
    },
    {
        "Sid": "Region",
        "Effect": "Allow",
        "Action": "sqs:SendMessage",
        "Resource": "*",
        "Condition": {"StringEquals": {"aws:RequestedRegion": "us-east-1"}},
    },
    {
        "Sid": "Network",
        "Effect": "Allow",
        "Action": "lambda:InvokeFunction",
        "Resource": "*",
        "Condition": {"IpAddress": {"aws:SourceIp": "127.0.0.0/8"}},
    },
    {"Sid": "NoPurge", "Effect": "Deny", "Action": ["sqs:PurgeQueue", "sqs:DeleteQueue"], "Resource": "*"},
    {"Sid": "NoDrop", "Effect": "Deny", "Action": "dynamodb:DeleteTable", "Resource": "*"},
    {
        "Sid": "NoIam",
        "Effect": "Deny",
        "NotAction": ["sqs:*", "dynamodb:*", "logs:*", "lambda:*", "sts:*"],
        "Resource": "*",
    },
]
POLICY = json.dumps({"Version": "2012-10-17", "Statement": STATEMENTS})
TRUST = json.dumps(
    {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Principal": {"AWS": ACCOUNT}, "Action": "sts:AssumeRole"}],
    }
)

CASES: list[tuple[str, str, str, dict[str, Any]]] = [
    ("dynamodb PutItem allowed", "dynamodb", "PutItem", {"TableName": "orders", "Item": {}}),
    ("dynamodb PutItem denied", "dynamodb", "PutItem", {"TableName": "other", "Item": {}}),
    (
        "sqs ReceiveMessage allowed",
        "sqs",
        "ReceiveMessage",
        {"QueueUrl": f"http://127.0.0.1:5000/{ACCOUNT}/labex-q05-jobs"},
    ),
    (
        "sqs SendMessage (condition)",
        "sqs",
        "SendMessage",
        {"QueueUrl": f"http://127.0.0.1:5000/{ACCOUNT}/any", "MessageBody": "x"},
    ),
    (
        "logs PutLogEvents allowed",
        "logs",
        "PutLogEvents",
        {"logGroupName": "/aws/lambda/f", "logStreamName": "s", "logEvents": []},
    ),
]


def _percentiles(samples: list[float]) -> tuple[float, float, float]:
    ordered = sorted(samples)
    return (statistics.fmean(ordered), ordered[len(ordered) // 2], ordered[int(len(ordered) * 0.99)])


async def in_process(iterations: int) -> None:
    hub = Hub(Settings(in_memory=True))
    await hub.start()
    try:
        await hub.call("iam", "CreateRole", {"RoleName": "bench-worker", "AssumeRolePolicyDocument": TRUST})
        await hub.call(
            "iam", "PutRolePolicy", {"RoleName": "bench-worker", "PolicyName": "p", "PolicyDocument": POLICY}
        )
        principal = hub.providers["sts"].role_principal(ROLE_ARN, "bench")  # type: ignore[attr-defined]
        # IAM contributes its enforcer's authorize to the pipeline (services/iam/service.py)
        authorize = next(
            a
            for a in hub.providers["iam"].contributions.authorizers  # type: ignore[attr-defined]
            if isinstance(getattr(a, "__self__", None), Enforcer)
        )
        hub.bus.publish = lambda *a, **k: None  # type: ignore[method-assign,assignment]  # time the decision, not the event row
        print(f"in-process authorizer, {iterations} calls per case (µs: mean / p50 / p99)")
        for label, service, operation, params in CASES:
            ctx = RequestContext(service, operation, ACCOUNT, "us-east-1", principal)
            samples = []
            for _ in range(iterations):
                start = time.perf_counter()
                try:
                    authorize(ctx, params)
                except AwsError:
                    pass
                samples.append((time.perf_counter() - start) * 1e6)
            mean, p50, p99 = _percentiles(samples)
            print(f"  {label:32s} {mean:7.1f} / {p50:7.1f} / {p99:7.1f}")
    finally:
        await hub.stop()
        hub.close()


def over_http(requests: int) -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        iam = server.boto3_client("iam")
        iam.create_role(RoleName="bench-worker", AssumeRolePolicyDocument=TRUST)
        iam.put_role_policy(RoleName="bench-worker", PolicyName="p", PolicyDocument=POLICY)
        creds = server.boto3_client("sts").assume_role(RoleArn=ROLE_ARN, RoleSessionName="bench")[
            "Credentials"
        ]
        root = server.boto3_client("logs")
        role = server.boto3_client(
            "logs",
            aws_access_key_id=creds["AccessKeyId"],
            aws_secret_access_key=creds["SecretAccessKey"],
            aws_session_token=creds["SessionToken"],
        )
        root.create_log_group(logGroupName="/aws/lambda/f")
        root.create_log_stream(logGroupName="/aws/lambda/f", logStreamName="s")
        print(f"\nover HTTP, logs PutLogEvents x{requests} (ms: mean / p50 / p99, ops/s)")
        results = {}
        for label, client in (("root (not enforced)", root), ("role session (enforced)", role)):
            for _ in range(50):
                client.put_log_events(
                    logGroupName="/aws/lambda/f",
                    logStreamName="s",
                    logEvents=[{"timestamp": int(time.time() * 1000), "message": "m"}],
                )
            samples = []
            for _ in range(requests):
                start = time.perf_counter()
                client.put_log_events(
                    logGroupName="/aws/lambda/f",
                    logStreamName="s",
                    logEvents=[{"timestamp": int(time.time() * 1000), "message": "m"}],
                )
                samples.append((time.perf_counter() - start) * 1e3)
            mean, p50, p99 = _percentiles(samples)
            results[label] = p50
            print(f"  {label:26s} {mean:6.2f} / {p50:6.2f} / {p99:6.2f}  {1000 / mean:7.0f} ops/s")
        diff = (results["role session (enforced)"] - results["root (not enforced)"]) * 1000
        print(f"  p50 difference: {diff:.0f} µs (includes client-side session-token signing)")
    finally:
        server.stop()


def main() -> None:
    iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    asyncio.run(in_process(iterations))
    over_http(1000)


if __name__ == "__main__":
    main()
