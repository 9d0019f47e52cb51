"""Step Functions: state transitions per second (a Pass-only machine, standard and express; a machine of
Lambda tasks) and start-to-first-task latency (target: p50 under 5 ms).

Run: python bench/bench_stepfunctions.py [--states N] [--executions E] [--latency-runs R]
     (starts its own labcloud with an on-disk data dir; prints numbers, asserts nothing)

- Pass-only, standard: E executions of a chain of N Pass states started together; transitions/s is
  E x N over the time from the first start to the last stop (DescribeExecution's dates). Every
  transition writes its history events and the resume cursor to SQLite.
- Pass-only, express: StartSyncExecution of the same chain, one after the other (history in memory).
- Lambda tasks: executions of a chain of 5 Task states calling one Python function, four at a time
  (warm sandboxes).
- Start to first task: R executions of a machine whose first state is an SQS SendMessage Task; the
  latency is the TaskScheduled event's timestamp minus ExecutionStarted's (server-side, millisecond
  timestamps), p50 and p95.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from botocore.config import Config

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "lambda_"))

from lambda_helpers import create_role, deployer  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

ROLE_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def chain(n: int, state: dict[str, Any]) -> dict[str, Any]:
    states = {f"S{i}": {**state, **({"Next": f"S{i + 1}"} if i < n - 1 else {"End": True})} for i in range(n)}
    return {"StartAt": "S0", "States": states}


def sfn_role(server: LabcloudProcess) -> str:
    iam = server.boto3_client("iam")
    arn: str = iam.create_role(RoleName="bench-sfn", AssumeRolePolicyDocument=json.dumps(ROLE_TRUST))["Role"][
        "Arn"
    ]
    for policy in ("service-role/AWSLambdaRole", "AmazonSQSFullAccess"):
        iam.attach_role_policy(RoleName="bench-sfn", PolicyArn=f"arn:aws:iam::aws:policy/{policy}")
    return arn


def run_all(sfn: Any, machine: str, executions: int) -> float:
    """Start ``executions`` together; seconds from the first start to the last stop."""
    with ThreadPoolExecutor(8) as pool:
        arns = list(
            pool.map(
                lambda i: sfn.start_execution(stateMachineArn=machine)["executionArn"], range(executions)
            )
        )
    done = []
    for arn in arns:
        while True:
            found = sfn.describe_execution(executionArn=arn)
            if found["status"] != "RUNNING":
                assert found["status"] == "SUCCEEDED", found
                done.append(found)
                break
            time.sleep(0.01)
    first = min(d["startDate"] for d in done)
    last = max(d["stopDate"] for d in done)
    return float((last - first).total_seconds())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--states", type=int, default=100)
    parser.add_argument("--executions", type=int, default=20)
    parser.add_argument("--latency-runs", type=int, default=200)
    args = parser.parse_args()
    server = LabcloudProcess(data_dir=Path(tempfile.mkdtemp(prefix="bench-sfn-"))).start()
    try:
        sfn = server.boto3_client(
            "stepfunctions", config=Config(inject_host_prefix=False, retries={"max_attempts": 1})
        )
        role = sfn_role(server)
        n, e = args.states, args.executions

        standard = sfn.create_state_machine(
            name="pass-std", roleArn=role, definition=json.dumps(chain(n, {"Type": "Pass"}))
        )
        run_all(sfn, standard["stateMachineArn"], 2)  # warm up
        took = run_all(sfn, standard["stateMachineArn"], e)
        print(
            f"Pass-only standard: {e} x {n} transitions in {took:.3f} s = {e * n / took:,.0f} transitions/s"
        )

        express = sfn.create_state_machine(
            name="pass-express",
            roleArn=role,
            type="EXPRESS",
            definition=json.dumps(chain(n, {"Type": "Pass"})),
        )["stateMachineArn"]
        sfn.start_sync_execution(stateMachineArn=express)
        began = time.perf_counter()
        for _ in range(e):
            assert sfn.start_sync_execution(stateMachineArn=express)["status"] == "SUCCEEDED"
        took = time.perf_counter() - began
        print(f"Pass-only express (sync, one client): {e * n / took:,.0f} transitions/s")

        deployer(server, create_role(server))("echo", "def handler(event, context):\n    return event\n")
        tasks = sfn.create_state_machine(
            name="lambda-tasks",
            roleArn=role,
            definition=json.dumps(
                chain(
                    5,
                    {
                        "Type": "Task",
                        "Resource": "arn:aws:states:::lambda:invoke",
                        "Parameters": {"FunctionName": "echo", "Payload": {}},
                        "ResultPath": None,
                    },
                )
            ),
        )["stateMachineArn"]
        run_all(sfn, tasks, 4)
        # four at a time: more would meet labcloud's limit of ten concurrent invocations and be throttled
        # (Lambda.TooManyRequestsException), as a function past its account's concurrency is on AWS
        rounds = max(1, e // 4)
        took = sum(run_all(sfn, tasks, 4) for _ in range(rounds))
        total = rounds * 4 * 5
        print(
            f"Lambda tasks standard (4 at a time): {total} transitions in {took:.3f} s = {total / took:,.0f} transitions/s"
        )

        url = server.boto3_client("sqs").create_queue(QueueName="bench-first-task")["QueueUrl"]
        first = sfn.create_state_machine(
            name="first-task",
            roleArn=role,
            definition=json.dumps(
                {
                    "StartAt": "Send",
                    "States": {
                        "Send": {
                            "Type": "Task",
                            "Resource": "arn:aws:states:::sqs:sendMessage",
                            "Parameters": {"QueueUrl": url, "MessageBody": "x"},
                            "End": True,
                        }
                    },
                }
            ),
        )["stateMachineArn"]
        latencies = []
        for _ in range(args.latency_runs):
            arn = sfn.start_execution(stateMachineArn=first)["executionArn"]
            while sfn.describe_execution(executionArn=arn)["status"] == "RUNNING":
                time.sleep(0.005)
            events = {
                ev["type"]: ev["timestamp"] for ev in sfn.get_execution_history(executionArn=arn)["events"]
            }
            latencies.append((events["TaskScheduled"] - events["ExecutionStarted"]).total_seconds() * 1000)
        latencies.sort()
        p50 = statistics.median(latencies)
        p95 = latencies[int(len(latencies) * 0.95) - 1]
        print(
            f"start to first task (server-side, ms timestamps): p50 {p50:.1f} ms, p95 {p95:.1f} ms (target p50 < 5 ms)"
        )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
