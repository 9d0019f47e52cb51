"""aiobotocore's async clients against labcloud: the smoke plan (SQS, DynamoDB, Lambda, S3, SNS, EventBridge,
Step Functions, Secrets Manager, SSM, KMS, Kinesis, API Gateway and the others it covers), each call made
through aiohttp, then an object streamed through S3 both ways.

aiobotocore runs in a virtualenv of its own (``sdks.py``: no release accepts the botocore the test extra
pins), so the plan runs as a child process of that interpreter, as the other old-SDK runners do.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from sdks import aiobotocore_python
from test_sdk_matrix import _function_zip

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent


@pytest.mark.timeout(900)
def test_every_service_answers_aiobotocore(labcloud: LabcloudProcess) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
    env["SMOKE_ZIP"] = _function_zip()
    env["PYTHONPATH"] = str(HERE)
    command = [aiobotocore_python(), str(HERE / "smoke_aiobotocore.py"), labcloud.endpoint, "aiobotocore"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    steps = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    planned = len(json.loads((HERE / "smoke_plan.json").read_text())["steps"])
    failures = [f"{s['step']}: {s['problem']}" for s in steps if not s["ok"]]
    assert not failures, "\n".join(failures)
    assert len(steps) == planned + 1, done.stderr[-3000:]  # the plan, then the streamed object
    assert {s["step"].split(" ", 1)[1].split(".")[0] for s in steps} >= {
        "sqs", "dynamodb", "lambda", "s3", "sns", "events", "stepfunctions",
        "secretsmanager", "ssm", "kms", "kinesis", "apigateway",
    }  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
