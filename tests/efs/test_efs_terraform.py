"""EFS managed by Terraform (hashicorp/aws 5.x): aws_efs_file_system, aws_efs_mount_target and
aws_efs_access_point with a function mounting the access point, applied, invoked (it writes a file and
reads it back), re-planned with no change, imported back, destroyed."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
from lambda_helpers import make_zip  # noqa: E402
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]

CODE = """
def handler(event, context):
    with open("/mnt/shared/hello.txt", "w") as f:
        f.write(event["text"])
    with open("/mnt/shared/hello.txt") as f:
        return {"read": f.read()}
"""


def test_terraform_apply_invoke_plan_import_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    (work / "fn.zip").write_bytes(make_zip({"app.py": CODE}))
    workspace = Workspace(
        work,
        terraform_env(tmp_path / "home"),
        [f"-var=endpoint={labcloud.endpoint}", "-var=function_zip=fn.zip"],
    )
    times = round_trip(workspace)
    lam: Any = labcloud.boto3_client("lambda")
    answer = lam.invoke(FunctionName="efs-tf-fn", Payload=json.dumps({"text": "from terraform"}).encode())
    assert json.loads(answer["Payload"].read()) == {"read": "from terraform"}
    efs: Any = labcloud.boto3_client("efs")
    (fs,) = efs.describe_file_systems()["FileSystems"]
    assert fs["Name"] == "tf-shared" and fs["ThroughputMode"] == "elastic" and fs["NumberOfMountTargets"] == 1
    (point,) = efs.describe_access_points(FileSystemId=fs["FileSystemId"])["AccessPoints"]
    assert point["RootDirectory"]["Path"] == "/fn" and point["PosixUser"]["Uid"] == 1001
    times["destroy"] = workspace.destroy().seconds
    print("efs: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert efs.describe_file_systems()["FileSystems"] == []
