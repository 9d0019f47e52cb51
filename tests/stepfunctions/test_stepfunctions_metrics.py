"""AWS/States metrics in CloudWatch: ExecutionsStarted, ExecutionsSucceeded, ExecutionsFailed and
ExecutionTime per StateMachineArn, published from the executions' outcomes (lab-mode 1 s resolution)."""

from __future__ import annotations

import datetime as dt
import json
import time
from typing import Any

from botocore.config import Config
from sfn_helpers import ROLE, wait_done

from labcloud.testing.server_process import LabcloudProcess


def _sum(cw: Any, machine: str, name: str, statistic: str = "Sum") -> float:
    now = dt.datetime.now(dt.timezone.utc)
    points = cw.get_metric_statistics(
        Namespace="AWS/States",
        MetricName=name,
        Dimensions=[{"Name": "StateMachineArn", "Value": machine}],
        StartTime=now - dt.timedelta(minutes=5),
        EndTime=now + dt.timedelta(minutes=1),
        Period=60,
        Statistics=[statistic],
    )["Datapoints"]
    return float(sum(p[statistic] for p in points))


def test_execution_metrics() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--metrics-resolution", "1"]).start()
    try:
        sfn = server.boto3_client("stepfunctions", config=Config(inject_host_prefix=False))
        cw = server.boto3_client("cloudwatch")
        definition = {
            "StartAt": "C",
            "States": {
                "C": {
                    "Type": "Choice",
                    "Choices": [{"Variable": "$.ok", "BooleanEquals": True, "Next": "W"}],
                    "Default": "F",
                },
                "W": {"Type": "Wait", "Seconds": 1, "End": True},
                "F": {"Type": "Fail", "Error": "E"},
            },
        }
        machine = sfn.create_state_machine(name="measured", definition=json.dumps(definition), roleArn=ROLE)[
            "stateMachineArn"
        ]
        ok = [
            sfn.start_execution(stateMachineArn=machine, input='{"ok": true}')["executionArn"]
            for _ in range(2)
        ]
        bad = sfn.start_execution(stateMachineArn=machine, input='{"ok": false}')["executionArn"]
        assert [wait_done(sfn, arn)["status"] for arn in [*ok, bad]] == ["SUCCEEDED", "SUCCEEDED", "FAILED"]
        deadline = time.time() + 20
        while time.time() < deadline and _sum(cw, machine, "ExecutionsSucceeded") < 2:
            time.sleep(0.2)
        assert _sum(cw, machine, "ExecutionsStarted") == 3
        assert _sum(cw, machine, "ExecutionsSucceeded") == 2
        assert _sum(cw, machine, "ExecutionsFailed") == 1
        assert _sum(cw, machine, "ExecutionTime", "Maximum") >= 1000  # the succeeded runs waited 1 s
    finally:
        server.stop()
