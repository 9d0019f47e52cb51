"""ECS benchmark: the control plane's calls, and how RunTask and DescribeTasks grow with the tasks held.

Run: python bench/bench_ecs.py   (starts its own labcloud; prints numbers, asserts nothing)

Printed, p50/p90/p99 over the rounds after a warm-up: RegisterTaskDefinition (a new revision each round),
RunTask of one Fargate task (an address drawn from a /20 subnet) and DescribeTasks of 10, first in an empty
cluster and again once 500 unstopped tasks are held (RunTask reads every unstopped task's address), then
CreateService with 10 tasks and UpdateService scaling it between 10 and 20 (tasks started or stopped in the
request), and DescribeServices."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

ROUNDS = 40
WARMUP = 5


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
        f"{name:48s} p50 {pct(values, 0.5):7.2f} ms  p90 {pct(values, 0.9):7.2f} ms  p99 {pct(values, 0.99):7.2f} ms"
    )


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        ec2: Any = server.boto3_client("ec2")
        ecs: Any = server.boto3_client("ecs")
        vpc = ec2.create_vpc(CidrBlock="10.90.0.0/16")["Vpc"]["VpcId"]
        subnet = ec2.create_subnet(VpcId=vpc, CidrBlock="10.90.0.0/20")["Subnet"]["SubnetId"]
        network = {"awsvpcConfiguration": {"subnets": [subnet]}}
        ecs.create_cluster(clusterName="bench")
        definition = {
            "family": "bench",
            "networkMode": "awsvpc",
            "requiresCompatibilities": ["FARGATE"],
            "cpu": "256",
            "memory": "512",
            "containerDefinitions": [
                {"name": "app", "image": "busybox", "portMappings": [{"containerPort": 80}]}
            ],
        }
        show("RegisterTaskDefinition", timed(lambda i: ecs.register_task_definition(**definition)))
        run = {
            "cluster": "bench",
            "taskDefinition": "bench",
            "launchType": "FARGATE",
            "networkConfiguration": network,
        }
        arns: list[str] = []
        show(
            "RunTask (empty cluster)",
            timed(lambda i: arns.append(ecs.run_task(**run)["tasks"][0]["taskArn"])),
        )
        show("DescribeTasks of 10", timed(lambda i: ecs.describe_tasks(cluster="bench", tasks=arns[:10])))
        while len(arns) < 500:
            arns.extend(t["taskArn"] for t in ecs.run_task(**run, count=10)["tasks"])
        show(
            "RunTask (500 tasks held)",
            timed(lambda i: arns.append(ecs.run_task(**run)["tasks"][0]["taskArn"])),
        )
        show(
            "DescribeTasks of 10 (500 tasks held)",
            timed(lambda i: ecs.describe_tasks(cluster="bench", tasks=arns[:10])),
        )
        for arn in arns:
            ecs.stop_task(cluster="bench", task=arn)
        service = {
            "cluster": "bench",
            "taskDefinition": "bench",
            "launchType": "FARGATE",
            "networkConfiguration": network,
        }
        show(
            "CreateService (10 tasks)",
            timed(lambda i: ecs.create_service(serviceName=f"s{i}", desiredCount=10, **service), rounds=10),
        )
        show(
            "UpdateService 10 <-> 20 tasks",
            timed(
                lambda i: ecs.update_service(
                    cluster="bench", service="s0", desiredCount=20 if i % 2 == 0 else 10
                )
            ),
        )
        show(
            "DescribeServices of 1", timed(lambda i: ecs.describe_services(cluster="bench", services=["s0"]))
        )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
