"""Lambda functions mounting an EFS access point (FileSystemConfigs): one function writes a file a second
one reads, ``../`` stays inside the access point's root, the root is made with CreationInfo's owner and
mode, Lambda's configuration errors and Invoke's EFS errors, and the files surviving a restart."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
from lambda_helpers import create_role, make_zip  # noqa: E402

CODE = """
import json, os

def handler(event, context):
    out = {}
    if "write" in event:
        with open(event["write"], "w") as f:
            f.write(event["text"])
    if "read" in event:
        try:
            with open(event["read"]) as f:
                out["text"] = f.read()
        except OSError as exc:
            out["error"] = exc.__class__.__name__
    if "escape" in event:
        try:
            with open(event["escape"], "w") as f:
                f.write("out")
            out["escaped"] = True
        except OSError as exc:
            out["escaped"] = exc.__class__.__name__
    out["listing"] = sorted(os.listdir("/mnt/data"))
    out["uid"] = os.getuid()
    return out
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(data_dir=tmp_path_factory.mktemp("efs-data")).start()
    try:
        yield process
    finally:
        process.stop()


@pytest.fixture(scope="module")
def setup(server: LabcloudProcess) -> dict[str, Any]:
    ec2 = server.boto3_client("ec2")
    efs = server.boto3_client("efs")
    vpc = ec2.create_vpc(CidrBlock="10.30.0.0/16")["Vpc"]["VpcId"]
    subnet = ec2.create_subnet(VpcId=vpc, CidrBlock="10.30.1.0/24", AvailabilityZone="us-east-1a")["Subnet"]
    lonely = ec2.create_subnet(VpcId=vpc, CidrBlock="10.30.2.0/24", AvailabilityZone="us-east-1b")["Subnet"]
    group = ec2.create_security_group(GroupName="fn", Description="fn", VpcId=vpc)["GroupId"]
    fs = efs.create_file_system(CreationToken="lambda")["FileSystemId"]
    efs.create_mount_target(FileSystemId=fs, SubnetId=subnet["SubnetId"], SecurityGroups=[group])
    points = {
        name: efs.create_access_point(
            ClientToken=name,
            FileSystemId=fs,
            PosixUser={"Uid": 1001, "Gid": 1001},
            RootDirectory={
                "Path": f"/{name}",
                "CreationInfo": {"OwnerUid": 1001, "OwnerGid": 1001, "Permissions": "750"},
            },
        )["AccessPointArn"]
        for name in ("shared", "other")
    }
    role = create_role(server)
    lam = server.boto3_client("lambda")
    vpc_config = {"SubnetIds": [subnet["SubnetId"]], "SecurityGroupIds": [group]}
    mount = [{"Arn": points["shared"], "LocalMountPath": "/mnt/data"}]
    for name in ("writer", "reader"):
        lam.create_function(
            FunctionName=name,
            Runtime="python3.12",
            Role=role,
            Handler="app.handler",
            Code={"ZipFile": make_zip({"app.py": CODE})},
            VpcConfig=vpc_config,
            FileSystemConfigs=mount,
        )
    return {
        "fs": fs,
        "points": points,
        "role": role,
        "vpc_config": vpc_config,
        "lonely": lonely["SubnetId"],
        "group": group,
    }


def invoke(server: LabcloudProcess, name: str, event: dict[str, Any]) -> dict[str, Any]:
    answer = server.boto3_client("lambda").invoke(FunctionName=name, Payload=json.dumps(event).encode())
    body = json.loads(answer["Payload"].read())
    assert "FunctionError" not in answer, body
    return dict(body)


def test_a_file_one_function_writes_another_reads(server: LabcloudProcess, setup: dict[str, Any]) -> None:
    config = server.boto3_client("lambda").get_function_configuration(FunctionName="reader")
    assert config["FileSystemConfigs"] == [{"Arn": setup["points"]["shared"], "LocalMountPath": "/mnt/data"}]
    written = invoke(server, "writer", {"write": "/mnt/data/note.txt", "text": "hello efs"})
    assert written["listing"] == ["note.txt"]
    read = invoke(server, "reader", {"read": "/mnt/data/note.txt"})
    assert read["text"] == "hello efs"
    if os.geteuid() == 0:  # dedicated users: the sandbox runs as the access point's POSIX user
        assert read["uid"] == 1001
    root = server.data_dir / "efs" / setup["fs"] / "shared"
    assert (root / "note.txt").read_text() == "hello efs"
    assert oct(root.stat().st_mode & 0o777) == "0o750"
    if os.geteuid() == 0:
        assert (root.stat().st_uid, root.stat().st_gid) == (1001, 1001)


PAIR = """
import os, time

def handler(event, context):
    with open(f"/mnt/data/{event['mine']}", "w") as f:
        f.write(str(os.getpid()))
    for _ in range(1000):  # bounded: the other sandbox's file appears while both run
        if os.path.exists(f"/mnt/data/{event['theirs']}"):
            return {"saw": True, "pid": os.getpid()}
        time.sleep(0.01)
    return {"saw": False}
"""


def test_two_sandboxes_of_one_function_see_each_others_files(
    server: LabcloudProcess, setup: dict[str, Any]
) -> None:
    lam = server.boto3_client("lambda")
    lam.create_function(
        FunctionName="pair",
        Runtime="python3.12",
        Role=setup["role"],
        Handler="app.handler",
        Code={"ZipFile": make_zip({"app.py": PAIR})},
        VpcConfig=setup["vpc_config"],
        FileSystemConfigs=[{"Arn": setup["points"]["shared"], "LocalMountPath": "/mnt/data"}],
    )
    with ThreadPoolExecutor(2) as pool:
        answers = list(
            pool.map(
                lambda e: invoke(server, "pair", e),
                [{"mine": "left", "theirs": "right"}, {"mine": "right", "theirs": "left"}],
            )
        )
    assert [a["saw"] for a in answers] == [True, True]
    assert answers[0]["pid"] != answers[1]["pid"]  # two sandboxes, one folder


def test_dot_dot_stays_inside_the_access_point_root(server: LabcloudProcess, setup: dict[str, Any]) -> None:
    other = server.data_dir / "efs" / setup["fs"] / "other"
    other.mkdir(exist_ok=True)
    (other / "secret.txt").write_text("not yours")
    seen = invoke(
        server,
        "reader",
        {"read": "/mnt/data/../other/secret.txt", "escape": "/mnt/data/../../escaped.txt"},
    )
    assert seen["error"] == "FileNotFoundError" and seen["escaped"] in ("PermissionError", "OSError")
    assert not (server.data_dir / "efs" / "escaped.txt").exists()
    assert not (server.data_dir / "escaped.txt").exists()
    assert "note.txt" in seen["listing"] and "secret.txt" not in seen["listing"]


def test_lambda_refuses_mounts_it_cannot_reach(server: LabcloudProcess, setup: dict[str, Any]) -> None:
    lam = server.boto3_client("lambda")
    mount = [{"Arn": setup["points"]["shared"], "LocalMountPath": "/mnt/data"}]
    cases = [
        {"FileSystemConfigs": mount},  # no VPC
        {
            "FileSystemConfigs": mount,
            "VpcConfig": {"SubnetIds": [setup["lonely"]], "SecurityGroupIds": [setup["group"]]},
        },  # no mount target in the function's subnet
        {
            "FileSystemConfigs": [
                {
                    "Arn": setup["points"]["shared"].rsplit("/", 1)[0] + "/fsap-0123456789abcdef0",
                    "LocalMountPath": "/mnt/data",
                }
            ],
            "VpcConfig": setup["vpc_config"],
        },  # no such access point
    ]
    for extra in cases:
        with pytest.raises(ClientError) as caught:
            lam.create_function(
                FunctionName="refused",
                Runtime="python3.12",
                Role=setup["role"],
                Handler="app.handler",
                Code={"ZipFile": make_zip({"app.py": CODE})},
                **extra,
            )
        assert caught.value.response["Error"]["Code"] == "InvalidParameterValueException", extra
    with pytest.raises(ClientError) as caught:
        lam.update_function_configuration(
            FunctionName="reader", VpcConfig={"SubnetIds": [], "SecurityGroupIds": []}
        )
    assert caught.value.response["Error"]["Code"] == "InvalidParameterValueException"
    with pytest.raises(ClientError) as caught:
        lam.update_function_configuration(
            FunctionName="reader",
            FileSystemConfigs=[{"Arn": setup["points"]["shared"], "LocalMountPath": "/tmp/x"}],
        )
    assert caught.value.response["Error"]["Code"] == "ValidationException"


def test_invoke_answers_efs_errors_when_the_mount_is_gone(
    server: LabcloudProcess, setup: dict[str, Any]
) -> None:
    lam = server.boto3_client("lambda")
    efs = server.boto3_client("efs")
    lam.create_function(
        FunctionName="orphan",
        Runtime="python3.12",
        Role=setup["role"],
        Handler="app.handler",
        Code={"ZipFile": make_zip({"app.py": CODE})},
        VpcConfig=setup["vpc_config"],
        FileSystemConfigs=[{"Arn": setup["points"]["other"], "LocalMountPath": "/mnt/data"}],
    )
    efs.delete_access_point(AccessPointId=setup["points"]["other"].rsplit("/", 1)[1])
    with pytest.raises(ClientError) as caught:
        lam.invoke(FunctionName="orphan", Payload=b"{}")
    assert caught.value.response["Error"]["Code"] == "EFSMountFailureException"
    assert caught.value.response["ResponseMetadata"]["HTTPStatusCode"] == 403


def test_update_function_configuration_adds_and_removes_the_mount(
    server: LabcloudProcess, setup: dict[str, Any]
) -> None:
    lam = server.boto3_client("lambda")
    lam.create_function(
        FunctionName="later",
        Runtime="python3.12",
        Role=setup["role"],
        Handler="app.handler",
        Code={"ZipFile": make_zip({"app.py": CODE.replace('os.listdir("/mnt/data")', "[]")})},
        VpcConfig=setup["vpc_config"],
    )
    assert "FileSystemConfigs" not in lam.get_function_configuration(FunctionName="later")
    mount = [{"Arn": setup["points"]["shared"], "LocalMountPath": "/mnt/data"}]
    assert (
        lam.update_function_configuration(FunctionName="later", FileSystemConfigs=mount)["FileSystemConfigs"]
        == mount
    )
    lam.get_waiter("function_updated_v2").wait(FunctionName="later")
    assert invoke(server, "later", {"read": "/mnt/data/note.txt"})["text"] == "hello efs"
    lam.update_function_configuration(FunctionName="later", FileSystemConfigs=[])
    lam.get_waiter("function_updated_v2").wait(FunctionName="later")
    assert "FileSystemConfigs" not in lam.get_function_configuration(FunctionName="later")
    assert invoke(server, "later", {"read": "/mnt/data/note.txt"})["error"] == "FileNotFoundError"


def test_files_survive_a_restart(server: LabcloudProcess, setup: dict[str, Any]) -> None:
    invoke(server, "writer", {"write": "/mnt/data/kept.txt", "text": "still here"})
    server.stop()
    server.start()
    assert invoke(server, "reader", {"read": "/mnt/data/kept.txt"})["text"] == "still here"
    efs = server.boto3_client("efs")
    assert efs.describe_file_systems(FileSystemId=setup["fs"])["FileSystems"][0]["SizeInBytes"]["Value"] > 0


def test_a_reset_removes_the_files_with_their_file_systems(
    server: LabcloudProcess, setup: dict[str, Any]
) -> None:
    assert (server.data_dir / "efs" / setup["fs"]).is_dir()
    server.reset()
    assert not (server.data_dir / "efs").exists()
    assert server.boto3_client("efs").describe_file_systems()["FileSystems"] == []
