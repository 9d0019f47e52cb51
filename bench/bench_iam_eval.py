"""Microseconds per IAM evaluation against a 10-statement identity policy.

Run: ``PYTHONPATH=src python bench/bench_iam_eval.py``. Prints one line per case (allow hit,
explicit deny hit, implicit deny, and an allow through a policy variable + condition).
"""

from __future__ import annotations

import json
import timeit

from labcloud.services.iam.policy import Evaluator, parse_policy

ACCOUNT = "000000000000"
STATEMENTS = [
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
        "Sid": "OwnQueues",
        "Effect": "Allow",
        "Action": "sqs:*",
        "Resource": f"arn:aws:sqs:*:{ACCOUNT}:${{aws:username}}-*",
    },
    {
        "Sid": "Tagged",
        "Effect": "Allow",
        "Action": "lambda:InvokeFunction",
        "Resource": "*",
        "Condition": {"StringEquals": {"aws:ResourceTag/team": "${aws:PrincipalTag/team}"}},
    },
    {
        "Sid": "TlsOnly",
        "Effect": "Deny",
        "Action": "*",
        "Resource": "*",
        "Condition": {"Bool": {"aws:SecureTransport": "false"}},
    },
    {"Sid": "NoPurge", "Effect": "Deny", "Action": ["sqs:PurgeQueue", "sqs:DeleteQueue"], "Resource": "*"},
    {
        "Sid": "NoIam",
        "Effect": "Deny",
        "NotAction": ["sqs:*", "dynamodb:*", "logs:*", "lambda:*", "sts:*"],
        "Resource": "*",
    },
    {
        "Sid": "Office",
        "Effect": "Allow",
        "Action": "dynamodb:Scan",
        "Resource": f"arn:aws:dynamodb:us-east-1:{ACCOUNT}:table/*",
        "Condition": {"IpAddress": {"aws:SourceIp": "10.0.0.0/8"}},
    },
]
POLICY = parse_policy(json.dumps({"Version": "2012-10-17", "Statement": STATEMENTS}), name="bench")
CONTEXT = {
    "aws:username": "alice",
    "aws:SecureTransport": "true",
    "aws:SourceIp": "10.1.2.3",
    "aws:PrincipalTag/team": "red",
    "aws:ResourceTag/team": "red",
}

CASES = {
    "allow hit": ("dynamodb:PutItem", f"arn:aws:dynamodb:us-east-1:{ACCOUNT}:table/orders", "allow"),
    "deny hit": ("sqs:PurgeQueue", f"arn:aws:sqs:us-east-1:{ACCOUNT}:labex-q05-jobs", "explicit_deny"),
    "implicit deny": (
        "dynamodb:DeleteItem",
        f"arn:aws:dynamodb:us-east-1:{ACCOUNT}:table/orders",
        "implicit_deny",
    ),
    "allow via variable": ("sqs:SendMessage", f"arn:aws:sqs:us-east-1:{ACCOUNT}:alice-inbox", "allow"),
}


def main() -> None:
    for label, (action, resource, expected) in CASES.items():
        decision = Evaluator.evaluate([POLICY], action, resource, CONTEXT)
        assert decision.kind == expected, (label, decision)
        runs = 20000
        seconds = min(
            timeit.repeat(
                lambda a=action, r=resource: Evaluator.evaluate([POLICY], a, r, CONTEXT),
                number=runs,
                repeat=5,
            )
        )
        print(
            f"{label:20s} {seconds / runs * 1e6:7.2f} us/evaluation  ({decision.kind}, {decision.statement})"
        )


if __name__ == "__main__":
    main()
