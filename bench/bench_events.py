"""EventBridge: PutEvents throughput with 100 rules on the bus, and put-to-SQS-target latency.

Run: python bench/bench_events.py [--seconds S] [--samples N]
     (starts its own labcloud in memory; prints numbers, asserts nothing)

1. 100 rules on the default bus, each matching one value of ``detail.k`` (numeric ranges, prefixes
   and exact values mixed) with one SQS target. PutEvents of 10 entries per call from one client for
   S seconds, twice: entries that match no rule (matching cost alone) and entries that each match one
   rule (matching plus the outbox rows, whose deliveries run in the background). Prints entries/s.
2. One rule with an SQS target; N single-entry PutEvents, one at a time, a long-polling receiver
   waiting on the queue. Prints the p50/p90 of (a) the server's own put-to-target time: the commit
   of the match (``events.rule.matched``) to the target's answer (``events.target.invoked``), from the
   event store's timestamps, and (b) the client's view: PutEvents sent to the message received
   (two HTTP round trips and a long poll's wake-up included). Target: (a) under 5 ms p50 idle.
3. One rule with a Lambda function target (its resource policy lets events.amazonaws.com invoke it);
   N single-entry PutEvents, one at a time: the server's put-to-target time as in 2 (a), the target's
   answer being Lambda's acceptance of the asynchronous invoke, as on AWS. Target: under 5 ms p50 idle.
"""

from __future__ import annotations

import argparse
import json
import statistics
import threading
import time
import zipfile
from io import BytesIO
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

RULES = 100


def queue_for_events(sqs: Any, name: str) -> tuple[str, str]:
    """A queue whose policy lets EventBridge send to it."""
    url = sqs.create_queue(QueueName=name)["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    statement = {
        "Effect": "Allow",
        "Principal": {"Service": "events.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": arn,
    }
    policy = json.dumps({"Version": "2012-10-17", "Statement": [statement]})
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": policy})
    return url, arn


def setup_rules(events: Any, sqs: Any) -> None:
    _, arn = queue_for_events(sqs, "sink")
    for index in range(RULES):
        if index % 3 == 0:
            match: Any = [index]
        elif index % 3 == 1:
            match = [{"numeric": [">=", index, "<", index + 1]}]
        else:
            match = [{"prefix": f"{index}"}, index]
        pattern = {"source": ["bench"], "detail": {"k": match}}
        events.put_rule(Name=f"rule-{index:03d}", EventPattern=json.dumps(pattern))
        events.put_targets(Rule=f"rule-{index:03d}", Targets=[{"Id": "sink", "Arn": arn}])


def throughput(events: Any, seconds: float, matching: bool) -> float:
    sent = 0
    index = 0
    deadline = time.perf_counter() + seconds
    began = time.perf_counter()
    while time.perf_counter() < deadline:
        entries = []
        for _ in range(10):
            k = index % RULES if matching else RULES + 1000 + index
            entries.append({"Source": "bench", "DetailType": "tick", "Detail": json.dumps({"k": k})})
            index += 1
        answer = events.put_events(Entries=entries)
        if answer["FailedEntryCount"]:
            raise RuntimeError(answer)
        sent += len(entries)
    return sent / (time.perf_counter() - began)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def latency(server: LabcloudProcess, samples: int) -> tuple[list[float], list[float]]:
    events = server.boto3_client("events")
    sqs = server.boto3_client("sqs")
    url, arn = queue_for_events(sqs, "latency")
    events.put_rule(Name="latency", EventPattern='{"source": ["latency"]}')
    events.put_targets(Rule="latency", Targets=[{"Id": "q", "Arn": arn}])
    client_ms: list[float] = []
    received = threading.Event()
    stop = threading.Event()

    def receiver() -> None:
        reader = server.boto3_client("sqs")
        while not stop.is_set():
            got = reader.receive_message(QueueUrl=url, WaitTimeSeconds=1, MaxNumberOfMessages=10)
            for message in got.get("Messages", []):
                reader.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
                received.set()

    thread = threading.Thread(target=receiver, daemon=True)
    thread.start()
    time.sleep(0.5)
    entry = {"Source": "latency", "DetailType": "ping", "Detail": "{}"}
    for _ in range(samples):
        received.clear()
        began = time.perf_counter()
        events.put_events(Entries=[entry])
        if received.wait(10):
            client_ms.append((time.perf_counter() - began) * 1000)
        time.sleep(0.02)  # idle between samples
    stop.set()
    thread.join()
    server_ms = _server_ms(server, "arn:aws:events:us-east-1:000000000000:rule/latency")
    return server_ms, client_ms


def _server_ms(server: LabcloudProcess, rule_arn: str) -> list[float]:
    matched = {
        e["data"]["event_id"]: e["ts"]
        for e in server.get("/_labcloud/events?kind=events.rule.matched&limit=10000")["events"]
        if e["resource"] == rule_arn
    }
    invoked = server.get("/_labcloud/events?kind=events.target.invoked&limit=10000")["events"]
    return [
        (e["ts"] - matched[e["data"]["event_id"]]) * 1000 for e in invoked if e["data"]["event_id"] in matched
    ]


def lambda_latency(server: LabcloudProcess, samples: int) -> list[float]:
    """Server-side put-to-target times of a rule whose target is a Lambda function (async invoke)."""
    iam = server.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    role = iam.create_role(RoleName="bench-fn", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    code = BytesIO()
    with zipfile.ZipFile(code, "w") as archive:
        archive.writestr("app.py", "def handler(event, context):\n    return None\n")
    lam = server.boto3_client("lambda")
    function = lam.create_function(
        FunctionName="bench-target",
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": code.getvalue()},
    )["FunctionArn"]
    lam.get_waiter("function_active_v2").wait(FunctionName="bench-target")
    events = server.boto3_client("events")
    rule_arn = events.put_rule(Name="latency-fn", EventPattern='{"source": ["latency-fn"]}')["RuleArn"]
    lam.add_permission(
        FunctionName="bench-target",
        StatementId="events",
        Action="lambda:InvokeFunction",
        Principal="events.amazonaws.com",
        SourceArn=rule_arn,
    )
    events.put_targets(Rule="latency-fn", Targets=[{"Id": "fn", "Arn": function}])
    entry = {"Source": "latency-fn", "DetailType": "ping", "Detail": "{}"}
    for _ in range(samples):
        events.put_events(Entries=[entry])
        time.sleep(0.3)  # idle between samples: the previous invocation has run its function
    deadline = time.monotonic() + 30
    found = _server_ms(server, rule_arn)
    while len(found) < samples and time.monotonic() < deadline:
        time.sleep(0.2)
        found = _server_ms(server, rule_arn)
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--samples", type=int, default=200)
    args = parser.parse_args()
    server = LabcloudProcess(in_memory=True).start()
    try:
        events = server.boto3_client("events")
        setup_rules(events, server.boto3_client("sqs"))
        throughput(events, 1.0, matching=False)  # warm-up
        none = throughput(events, args.seconds, matching=False)
        each = throughput(events, args.seconds, matching=True)
        print(f"PutEvents with {RULES} rules, 10 entries a call, one client:")
        print(f"  entries matching no rule:   {none:8.0f} entries/s")
        print(f"  entries matching one rule:  {each:8.0f} entries/s (SQS deliveries running behind)")
        server.post("/_labcloud/reset")
        server_ms, client_ms = latency(server, args.samples)
        print(f"put-to-SQS-target latency over {len(server_ms)} events (idle):")
        print(
            f"  server, match committed to target answered: p50 {statistics.median(server_ms):6.2f} ms"
            f"   p90 {pct(server_ms, 0.9):6.2f} ms   (target: p50 < 5 ms)"
        )
        print(
            f"  client, PutEvents sent to message received: p50 {statistics.median(client_ms):6.2f} ms"
            f"   p90 {pct(client_ms, 0.9):6.2f} ms"
        )
        server.post("/_labcloud/reset")
        fn_ms = lambda_latency(server, args.samples)
        print(f"put-to-Lambda-target latency over {len(fn_ms)} events (idle, async invoke accepted):")
        print(
            f"  server, match committed to target answered: p50 {statistics.median(fn_ms):6.2f} ms"
            f"   p90 {pct(fn_ms, 0.9):6.2f} ms   (target: p50 < 5 ms)"
        )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
