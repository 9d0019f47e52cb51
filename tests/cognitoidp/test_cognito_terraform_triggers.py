"""A user pool's lambda_config through Terraform (hashicorp/aws 5.x): apply, a plan with no changes, the
import round and destroy; the function it names runs as the pool's PreSignUp trigger in between, and the
custom sender members (custom_sms_sender, custom_email_sender, kms_key_id) pass through."""

from __future__ import annotations

import io
import shutil
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from cognito_helpers import PASSWORD

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]
TRIGGER = """
def handler(event, context):
    if event["triggerSource"] == "PreSignUp_SignUp":
        event["response"]["autoConfirmUser"] = True
    return event
"""


def test_terraform_lambda_config(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform_triggers", work)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", TRIGGER)
    (work / "fn.zip").write_bytes(buffer.getvalue())
    workspace = Workspace(
        work,
        terraform_env(tmp_path / "home"),
        [f"-var=endpoint={labcloud.endpoint}", "-var=function_zip=fn.zip"],
    )
    times = round_trip(workspace)
    idp: Any = labcloud.boto3_client("cognito-idp")
    pool = idp.list_user_pools(MaxResults=60)["UserPools"][0]
    arn = "arn:aws:lambda:us-east-1:000000000000:function:tf-cognito-trigger"
    key = labcloud.boto3_client("kms").list_keys()["Keys"][0]["KeyArn"]
    sender = {"LambdaVersion": "V1_0", "LambdaArn": arn}
    assert pool["LambdaConfig"] == {
        "PreSignUp": arn,
        "PostConfirmation": arn,
        "PreTokenGeneration": arn,
        "PreTokenGenerationConfig": {"LambdaVersion": "V2_0", "LambdaArn": arn},
        "CustomSMSSender": sender,
        "CustomEmailSender": sender,
        "KMSKeyID": key,
    }
    client_id = idp.list_user_pool_clients(UserPoolId=pool["Id"])["UserPoolClients"][0]["ClientId"]
    assert idp.sign_up(ClientId=client_id, Username="alice", Password=PASSWORD)["UserConfirmed"] is True
    times["destroy"] = workspace.destroy().seconds
    print("cognito triggers: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert idp.list_user_pools(MaxResults=60)["UserPools"] == []
