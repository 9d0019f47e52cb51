"""`sam deploy` (AWS SAM CLI) against labcloud: a SAM app with an SQS-triggered function, then `sam delete`.

SAM CLI pins newer boto3/botocore than the aws CLI v1 allows (awscli pins botocore exactly), so it is
not installed next to labcloud: it lives in its own virtualenv. Point ``LABCLOUD_SAM_CLI`` at that
``sam`` (e.g. ``python -m venv /opt/sam && /opt/sam/bin/pip install aws-sam-cli``) or put ``sam`` on PATH.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from cfn_helpers import wait_for

SAM = os.environ.get("LABCLOUD_SAM_CLI") or shutil.which("sam")
pytestmark = pytest.mark.skipif(
    SAM is None, reason="SAM CLI not available (set LABCLOUD_SAM_CLI; see module doc)"
)

TEMPLATE = """Transform: AWS::Serverless-2016-10-31
Resources:
  Jobs:
    Type: AWS::SQS::Queue
  Worker:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        def handler(event, context):
            print("GOT", len(event["Records"]))
            return len(event["Records"])
      Events:
        Jobs:
          Type: SQS
          Properties:
            Queue: !GetAtt Jobs.Arn
            BatchSize: 1
Outputs:
  QueueUrl:
    Value: !Ref Jobs
"""


def sam(labcloud: Any, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**labcloud.cli_env(), "SAM_CLI_TELEMETRY": "0"}
    assert SAM is not None
    result = subprocess.run(
        [SAM, *args, "--region", "us-east-1"], env=env, cwd=cwd, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result


def test_sam_deploy_and_delete(labcloud: Any, tmp_path: Path) -> None:
    (tmp_path / "template.yaml").write_text(TEMPLATE)
    out = sam(
        labcloud,
        tmp_path,
        "deploy",
        "--template-file",
        "template.yaml",
        "--stack-name",
        "samapp",
        "--capabilities",
        "CAPABILITY_IAM",
        "--no-confirm-changeset",
    ).stdout
    assert "Successfully created/updated stack - samapp in us-east-1" in out
    cfn = labcloud.boto3_client("cloudformation")
    stack = cfn.describe_stacks(StackName="samapp")["Stacks"][0]
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    url = stack["Outputs"][0]["OutputValue"]
    labcloud.boto3_client("sqs").send_message(QueueUrl=url, MessageBody=json.dumps({"n": 1}))

    def finished() -> Any:
        found = labcloud.get("/_labcloud/events?kind=lambda.invocation.finished")
        rows = found.get("events", found) if isinstance(found, dict) else found
        return [e for e in rows if e.get("data", {}).get("trigger") == "esm"]

    assert wait_for(finished, timeout=60)[0]["data"]["status"] == "success"
    sam(labcloud, tmp_path, "delete", "--stack-name", "samapp", "--no-prompts")
    assert labcloud.boto3_client("lambda").list_functions()["Functions"] == []
    assert labcloud.boto3_client("sqs").list_queues().get("QueueUrls", []) == []
