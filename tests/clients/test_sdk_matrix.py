"""Every service answers each SDK generation the same: boto3 1.26 and the newest, the JavaScript SDK v2 and v3.

Each runner executes ``smoke_plan.json`` (per service: create, read, list, delete, and an error with its
exact code) against a running labcloud with its own SDK, so each SDK's own protocol choices are exercised:
SQS on the query protocol (boto3 1.26, JS v2) and on JSON (newest boto3, JS v3), CloudWatch on query, JSON
or CBOR, Lambda's collection URIs with and without their trailing slash, S3's checksums and chunked uploads.
"""

from __future__ import annotations

import base64
import io
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from sdks import js_modules, old_boto3_python

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent
RUNNERS = ("boto3-newest", "boto3-1.26", "js-v2", "js-v3")


def _function_zip() -> str:
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as archive:
        archive.writestr("app.py", "def handler(event, context):\n    return {'hello': event['name']}\n")
    return base64.b64encode(data.getvalue()).decode()


def _command(runner: str, endpoint: str) -> tuple[list[str], dict[str, str]]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
    env["SMOKE_ZIP"] = _function_zip()
    if runner == "boto3-newest":
        return [sys.executable, str(HERE / "smoke_boto3.py"), endpoint, runner], env
    if runner == "boto3-1.26":
        return [old_boto3_python(), str(HERE / "smoke_boto3.py"), endpoint, runner], env
    env["NODE_PATH"] = js_modules()
    env["NODE_NO_WARNINGS"] = "1"  # the SDKs' end-of-support notices
    return ["node", str(HERE / "js" / "smoke.js"), endpoint, runner], env


@pytest.mark.timeout(900)
@pytest.mark.parametrize("runner", RUNNERS)
def test_every_service_answers_the_sdk(labcloud: LabcloudProcess, runner: str) -> None:
    command, env = _command(runner, labcloud.endpoint)
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    steps = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    planned = len(json.loads((HERE / "smoke_plan.json").read_text())["steps"])
    failures = [f"{s['step']}: {s['problem']}" for s in steps if not s["ok"]]
    assert not failures, "\n".join(failures)
    assert len(steps) == planned, done.stderr[-3000:]
    assert done.returncode == 0, done.stderr[-3000:]
