"""Lambda durable functions end to end: a synchronous 5-step execution (invoke to answer, warm), and how
long after ``labcloud clock advance`` a waiting execution ends (timer to re-invocation to result).

Run: PYTHONPATH=src python bench/bench_lambda_durable.py [--rounds N]   (starts its own server; prints
numbers, asserts nothing). Each step is one CheckpointDurableExecution call from the sandbox, so the first
figure is mostly sandbox round trips to labcloud.
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import sys
import time
import zipfile
from pathlib import Path

try:
    from labcloud.testing.server_process import LabcloudProcess
except ImportError:  # a checkout without the package installed
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from labcloud.testing.server_process import LabcloudProcess

STEPS = """
from aws_durable_execution_sdk_python import DurableContext, durable_execution

@durable_execution
def handler(event, context: DurableContext):
    total = 0
    for i in range(5):
        total += context.step(lambda _, i=i: i, name=f"step {i}")
    return total
"""
WAITS = """
from aws_durable_execution_sdk_python import DurableContext, durable_execution
from aws_durable_execution_sdk_python.config import Duration

@durable_execution
def handler(event, context: DurableContext):
    context.wait(Duration(seconds=3600))
    return "woke"
"""
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _zip(code: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", code)
    return buffer.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    rounds = parser.parse_args().rounds
    server = LabcloudProcess(in_memory=True).start()
    try:
        iam = server.boto3_client("iam")
        role = iam.create_role(RoleName="bench", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
        iam.attach_role_policy(
            RoleName="bench",
            PolicyArn="arn:aws:iam::aws:policy/service-role/AWSLambdaBasicDurableExecutionRolePolicy",
        )
        lam = server.boto3_client("lambda")
        for name, code in (("steps", STEPS), ("waits", WAITS)):
            lam.create_function(
                FunctionName=name,
                Runtime="python3.13",
                Role=role,
                Handler="app.handler",
                Code={"ZipFile": _zip(code)},
                Timeout=30,
                DurableConfig={"ExecutionTimeout": 900},
            )
        lam.invoke(FunctionName="steps:$LATEST", Payload=b"{}")  # warm
        sync: list[float] = []
        for _ in range(rounds):
            began = time.perf_counter()
            lam.invoke(FunctionName="steps:$LATEST", Payload=b"{}")
            sync.append(time.perf_counter() - began)
        woke: list[float] = []
        for _ in range(rounds):
            arn = lam.invoke(FunctionName="waits:$LATEST", InvocationType="Event", Payload=b"{}")[
                "DurableExecutionArn"
            ]
            while lam.get_durable_execution_history(DurableExecutionArn=arn)["Events"][-1]["EventType"] != (
                "WaitStarted"
            ):
                time.sleep(0.02)
            began = time.perf_counter()
            server.advance_clock("1h")
            while lam.get_durable_execution(DurableExecutionArn=arn)["Status"] == "RUNNING":
                time.sleep(0.02)
            woke.append(time.perf_counter() - began)
        print(
            f"sync 5-step execution, invoke to answer: median {statistics.median(sync) * 1000:.0f} ms, "
            f"best {min(sync) * 1000:.0f} ms ({rounds} rounds)"
        )
        print(
            f"wait ended by a clock move to SUCCEEDED: median {statistics.median(woke) * 1000:.0f} ms, "
            f"best {min(woke) * 1000:.0f} ms ({rounds} rounds)"
        )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
