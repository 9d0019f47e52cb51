"""Step Functions distributed Map: child executions per second of one Map run, standard and express
children (each a one-state Pass machine), items from an S3 JSON object.

Run: python bench/bench_sfn_distributed.py [--items N] [--concurrency C]
     (starts its own labcloud with an on-disk data dir; prints numbers, asserts nothing)

The figure is N over the time from MapRunStarted to MapRunSucceeded in the parent's history
(server-side timestamps): reading the items, storing the run and its N child rows, starting and
finishing each child (a standard child stores its own execution, history and cursor) and the close.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from botocore.config import Config

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def machine(execution_type: str, bucket: str, concurrency: int) -> dict[str, Any]:
    return {
        "StartAt": "Map",
        "States": {
            "Map": {
                "Type": "Map",
                "ItemReader": {
                    "Resource": "arn:aws:states:::s3:getObject",
                    "ReaderConfig": {"InputType": "JSON"},
                    "Parameters": {"Bucket": bucket, "Key": "items.json"},
                },
                "ItemProcessor": {
                    "ProcessorConfig": {"Mode": "DISTRIBUTED", "ExecutionType": execution_type},
                    "StartAt": "P",
                    "States": {"P": {"Type": "Pass", "End": True}},
                },
                "MaxConcurrency": concurrency,
                "ResultSelector": {"n.$": "States.ArrayLength($)"},
                "End": True,
            }
        },
    }


def run(sfn: Any, arn: str) -> float:
    execution = sfn.start_execution(stateMachineArn=arn)["executionArn"]
    while sfn.describe_execution(executionArn=execution)["status"] == "RUNNING":
        time.sleep(0.05)
    events = sfn.get_execution_history(executionArn=execution, maxResults=1000)["events"]
    stamps = {e["type"]: e["timestamp"].timestamp() for e in events}
    return stamps["MapRunSucceeded"] - stamps["MapRunStarted"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=500)
    parser.add_argument("--concurrency", type=int, default=50)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        server = LabcloudProcess(data_dir=Path(tmp) / "data").start()
        try:
            sfn = server.boto3_client("stepfunctions", config=Config(retries={"max_attempts": 1}))
            s3 = server.boto3_client("s3")
            iam = server.boto3_client("iam")
            role = iam.create_role(RoleName="bench-dmap", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"][
                "Arn"
            ]
            policy = {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}],
            }
            iam.put_role_policy(RoleName="bench-dmap", PolicyName="s3", PolicyDocument=json.dumps(policy))
            s3.create_bucket(Bucket="bench-dmap")
            s3.put_object(Bucket="bench-dmap", Key="items.json", Body=json.dumps(list(range(args.items))))
            for kind in ("STANDARD", "EXPRESS"):
                arn = sfn.create_state_machine(
                    name=f"dmap-{kind.lower()}",
                    roleArn=role,
                    definition=json.dumps(machine(kind, "bench-dmap", args.concurrency)),
                )["stateMachineArn"]
                took = run(sfn, arn)
                print(
                    f"distributed Map, {kind.lower()} children: {args.items} items at MaxConcurrency "
                    f"{args.concurrency} in {took:.2f} s = {args.items / took:,.0f} child executions/s"
                )
        finally:
            server.stop()
    sys.stdout.flush()


if __name__ == "__main__":
    main()
