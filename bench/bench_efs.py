"""EFS benchmark: the control plane's calls, and what a mount costs a Lambda function.

Run: python bench/bench_efs.py   (starts its own labcloud; prints numbers, asserts nothing)

Printed, p50/p90/p99 over the rounds after a warm-up: CreateFileSystem, DescribeFileSystems of one file
system holding 200 small files (its SizeInBytes is measured at each call), CreateAccessPoint; then a cold
start (a configuration change drains the sandbox) of a function in a VPC with and without an EFS mount, and
a warm invoke writing then reading 4 KiB through the mount beside the same through /tmp.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "lambda_"))
from lambda_helpers import create_role, make_zip  # noqa: E402

ROUNDS = 60
WARMUP = 5
CODE = """
def handler(event, context):
    path = event.get("dir", "/tmp") + "/" + event.get("name", "f.bin")
    if "count" in event:
        for i in range(event["count"]):
            with open(f"{event['dir']}/small-{i}.txt", "w") as f:
                f.write("x" * 100)
        return {}
    with open(path, "wb") as f:
        f.write(b"x" * 4096)
    with open(path, "rb") as f:
        return {"bytes": len(f.read())}
"""


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
        f"{name:44s} p50 {pct(values, 0.5):7.2f} ms  p90 {pct(values, 0.9):7.2f} ms  p99 {pct(values, 0.99):7.2f} ms"
    )


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        efs = server.boto3_client("efs")
        ec2 = server.boto3_client("ec2")
        lam = server.boto3_client("lambda")
        show("CreateFileSystem", timed(lambda i: efs.create_file_system(CreationToken=f"b{i}")))
        vpc = ec2.create_vpc(CidrBlock="10.70.0.0/16")["Vpc"]["VpcId"]
        subnet = ec2.create_subnet(VpcId=vpc, CidrBlock="10.70.1.0/24", AvailabilityZone="us-east-1a")
        subnet_id = subnet["Subnet"]["SubnetId"]
        group = ec2.create_security_group(GroupName="b", Description="b", VpcId=vpc)["GroupId"]
        fs = efs.create_file_system(CreationToken="bench")["FileSystemId"]
        efs.create_mount_target(FileSystemId=fs, SubnetId=subnet_id)
        point = efs.create_access_point(
            ClientToken="bench",
            FileSystemId=fs,
            RootDirectory={
                "Path": "/b",
                "CreationInfo": {"OwnerUid": 1001, "OwnerGid": 1001, "Permissions": "777"},
            },
            PosixUser={"Uid": 1001, "Gid": 1001},
        )["AccessPointArn"]
        show(
            "CreateAccessPoint",
            timed(
                lambda i: efs.create_access_point(
                    ClientToken=f"ap{i}", FileSystemId=fs, RootDirectory={"Path": f"/p{i}"}
                )
            ),
        )
        role = create_role(server)
        vpc_config = {"SubnetIds": [subnet_id], "SecurityGroupIds": [group]}
        for name, extra in (
            ("plain", {}),
            ("mounted", {"FileSystemConfigs": [{"Arn": point, "LocalMountPath": "/mnt/b"}]}),
        ):
            lam.create_function(
                FunctionName=name,
                Runtime="python3.12",
                Role=role,
                Handler="app.handler",
                Code={"ZipFile": make_zip({"app.py": CODE})},
                VpcConfig=vpc_config,
                **extra,
            )

        def invoke(name: str, event: dict[str, Any]) -> None:
            answer = lam.invoke(FunctionName=name, Payload=json.dumps(event).encode())
            assert "FunctionError" not in answer, answer["Payload"].read()

        invoke("mounted", {"dir": "/mnt/b", "count": 200})
        show("DescribeFileSystems (200 files)", timed(lambda i: efs.describe_file_systems(FileSystemId=fs)))
        for name, folder in (("plain", "/tmp"), ("mounted", "/mnt/b")):

            def cold(i: int, name: str = name, folder: str = folder) -> None:
                lam.update_function_configuration(FunctionName=name, Description=str(i))
                invoke(name, {"dir": folder})

            show(f"cold invoke, {name} ({folder})", timed(cold, 20))
            show(
                f"warm invoke 4 KiB write+read, {folder}",
                timed(lambda i, n=name, f=folder: invoke(n, {"dir": f})),
            )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
