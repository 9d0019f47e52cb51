"""A 10-statement policy decides allow / explicit deny / implicit deny correctly (its cost per decision is
printed by bench/bench_iam_eval.py, not asserted here)."""

from __future__ import annotations

import json

from labcloud.services.iam.policy import Evaluator, parse_policy

ACCOUNT = "000000000000"


def ten_statements() -> str:
    statements = [
        {
            "Effect": "Allow",
            "Action": [f"svc{i}:Get*", f"svc{i}:Put{i}"],
            "Resource": f"arn:aws:svc{i}:us-east-1:{ACCOUNT}:thing/{i}-*",
        }
        for i in range(8)
    ]
    statements.append({"Effect": "Deny", "Action": "sqs:PurgeQueue", "Resource": "*"})
    statements.append(
        {
            "Effect": "Allow",
            "Action": "sqs:*",
            "Resource": f"arn:aws:sqs:*:{ACCOUNT}:${{aws:username}}-*",
            "Condition": {"Bool": {"aws:SecureTransport": "true"}},
        }
    )
    return json.dumps({"Version": "2012-10-17", "Statement": statements})


def test_ten_statement_policy_decides_each_case() -> None:
    policy = parse_policy(ten_statements())
    context = {"aws:username": "alice", "aws:SecureTransport": "true"}
    cases = [
        ("sqs:SendMessage", f"arn:aws:sqs:us-east-1:{ACCOUNT}:alice-q", "allow"),
        ("sqs:PurgeQueue", f"arn:aws:sqs:us-east-1:{ACCOUNT}:alice-q", "explicit_deny"),
        ("svc3:Delete", f"arn:aws:svc3:us-east-1:{ACCOUNT}:thing/3-a", "implicit_deny"),
    ]
    for action, resource, kind in cases:
        assert Evaluator.evaluate([policy], action, resource, context).kind == kind
