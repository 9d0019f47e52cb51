"""Evaluation stays cheap: a 10-statement policy must decide in well under 50 microseconds."""

from __future__ import annotations

import json
import time

from labcloud.services.iam.policy import Evaluator, parse_policy

ACCOUNT = "000000000000"


def ten_statements() -> str:
    statements = [
        {"Effect": "Allow", "Action": [f"svc{i}:Get*", f"svc{i}:Put{i}"],
         "Resource": f"arn:aws:svc{i}:us-east-1:{ACCOUNT}:thing/{i}-*"}
        for i in range(8)
    ]
    statements.append({"Effect": "Deny", "Action": "sqs:PurgeQueue", "Resource": "*"})
    statements.append({"Effect": "Allow", "Action": "sqs:*", "Resource": f"arn:aws:sqs:*:{ACCOUNT}:${{aws:username}}-*",
                       "Condition": {"Bool": {"aws:SecureTransport": "true"}}})
    return json.dumps({"Version": "2012-10-17", "Statement": statements})


def test_ten_statement_policy_evaluates_in_well_under_50_microseconds() -> None:
    policy = parse_policy(ten_statements())
    context = {"aws:username": "alice", "aws:SecureTransport": "true"}
    cases = [
        ("sqs:SendMessage", f"arn:aws:sqs:us-east-1:{ACCOUNT}:alice-q", "allow"),
        ("sqs:PurgeQueue", f"arn:aws:sqs:us-east-1:{ACCOUNT}:alice-q", "explicit_deny"),
        ("svc3:Delete", f"arn:aws:svc3:us-east-1:{ACCOUNT}:thing/3-a", "implicit_deny"),
    ]
    runs = 3000
    for action, resource, kind in cases:
        assert Evaluator.evaluate([policy], action, resource, context).kind == kind
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            for _ in range(runs):
                Evaluator.evaluate([policy], action, resource, context)
            best = min(best, (time.perf_counter() - start) / runs)
        assert best < 50e-6, f"{action}: {best * 1e6:.1f} us per evaluation"
