"""Issue 2's "done when": after `eval "$(labcloud env)"` the plain aws CLI reaches labcloud for every service."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from labcloud.testing.server_process import LabcloudProcess


def _shell(labcloud: LabcloudProcess, tmp_path: Path, commands: str) -> subprocess.CompletedProcess[str]:
    script = f'eval "$(labcloud env --endpoint {labcloud.endpoint} --data-dir {tmp_path})"\n{commands}'
    return subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=180)


def test_every_service_answers_the_plain_cli(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    commands = [
        ("dynamodb list-tables", lambda doc: doc == {"TableNames": []}),
        ("lambda list-functions", lambda doc: doc == {"Functions": []}),
        ("logs describe-log-groups", lambda doc: doc == {"logGroups": []}),
        ("iam list-roles", lambda doc: doc["Roles"] == []),
        (
            "sts get-caller-identity",
            lambda doc: doc["Account"] == "000000000000" and doc["Arn"] == "arn:aws:iam::000000000000:root",
        ),
    ]
    for command, check in commands:
        result = _shell(labcloud, tmp_path, f"aws {command} --output json")
        assert result.returncode == 0, f"aws {command}: {result.stderr}"
        assert check(json.loads(result.stdout)), f"aws {command} printed {result.stdout!r}"
    # An empty account has no queues: AWS answers without a QueueUrls member, the CLI prints nothing.
    result = _shell(labcloud, tmp_path, "aws sqs list-queues")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""


def test_an_explicit_endpoint_flag_wins_over_the_shim(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    # The shim only adds --endpoint-url when the command names none: here a wrong one must be used (and fail).
    result = _shell(labcloud, tmp_path, "aws --endpoint-url http://127.0.0.1:9 sqs list-queues")
    assert result.returncode != 0
    assert "127.0.0.1:9" in result.stderr


def test_env_prints_exports_and_the_shim(tmp_path: Path) -> None:
    result = subprocess.run(
        ["labcloud", "env", "--data-dir", str(tmp_path)], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0
    assert "export AWS_ENDPOINT_URL=http://127.0.0.1:5000" in result.stdout
    assert "export AWS_DEFAULT_REGION=us-east-1" in result.stdout
    shim = tmp_path / "bin" / "aws"
    assert shim.exists() and shim.stat().st_mode & 0o111
    assert str(tmp_path / "bin") in result.stdout
