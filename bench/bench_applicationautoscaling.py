"""Application Auto Scaling benchmark: what registering, describing and scaling cost.

Run: python bench/bench_applicationautoscaling.py   (starts its own labcloud; prints numbers, asserts nothing)

Printed, p50/p90/p99 over the rounds after a warm-up: RegisterScalableTarget of a new DynamoDB target
(it asks DynamoDB for the table), the same call updating it in place, DescribeScalableTargets with 200
targets registered, PutScalingPolicy with target tracking (two CloudWatch alarms put through the pipeline),
and an alarm's end-to-end scaling: SetAlarmState until DynamoDB answers the new provisioned reads.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

ROUNDS = 100
WARMUP = 10
READ = "dynamodb:table:ReadCapacityUnits"


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed(call: Callable[[int], Any], rounds: int = ROUNDS) -> list[float]:
    out: list[float] = []
    for index in range(rounds + WARMUP):
        started = time.perf_counter()
        call(index)
        if index >= WARMUP:
            out.append((time.perf_counter() - started) * 1000)
    return out


def show(name: str, values: list[float]) -> None:
    print(
        f"{name:38s} p50 {pct(values, 0.5):7.2f} ms  p90 {pct(values, 0.9):7.2f} ms  p99 {pct(values, 0.99):7.2f} ms"
    )


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        ddb, aas, cw = (server.boto3_client(s) for s in ("dynamodb", "application-autoscaling", "cloudwatch"))
        count = ROUNDS + WARMUP
        for index in range(count):
            ddb.create_table(
                TableName=f"b{index:04d}",
                AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
                KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
                ProvisionedThroughput={"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
            )

        def register(index: int, high: int = 100) -> None:
            aas.register_scalable_target(
                ServiceNamespace="dynamodb",
                ResourceId=f"table/b{index:04d}",
                ScalableDimension=READ,
                MinCapacity=5,
                MaxCapacity=high,
            )

        show("RegisterScalableTarget (new)", timed(register))
        show("RegisterScalableTarget (update)", timed(lambda i: register(i, 200)))
        show(
            "DescribeScalableTargets (110)",
            timed(lambda i: aas.describe_scalable_targets(ServiceNamespace="dynamodb")),
        )
        alarms: list[str] = []

        def policy(index: int) -> None:
            made = aas.put_scaling_policy(
                PolicyName="reads",
                ServiceNamespace="dynamodb",
                ResourceId=f"table/b{index:04d}",
                ScalableDimension=READ,
                PolicyType="TargetTrackingScaling",
                TargetTrackingScalingPolicyConfiguration={
                    "TargetValue": 50.0,
                    "PredefinedMetricSpecification": {
                        "PredefinedMetricType": "DynamoDBReadCapacityUtilization"
                    },
                },
            )
            alarms.append(made["Alarms"][0]["AlarmName"])

        show("PutScalingPolicy (target tracking)", timed(policy))

        def scaled(index: int) -> None:
            cw.set_alarm_state(
                AlarmName=alarms[index],
                StateValue="ALARM",
                StateReason="bench",
                StateReasonData=json.dumps({"recentDatapoints": [1200.0]}),
            )
            while True:
                table = ddb.describe_table(TableName=f"b{index:04d}")["Table"]
                if table["ProvisionedThroughput"]["ReadCapacityUnits"] == 40:
                    return
                time.sleep(0.001)

        show("alarm → table scaled (end to end)", timed(scaled))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
