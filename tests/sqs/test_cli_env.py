"""``labcloud env`` in a plain shell: the aws shim makes ``aws sqs`` reach labcloud with awscli v1."""

from __future__ import annotations

import subprocess
from pathlib import Path

from labcloud.testing.server_process import LabcloudProcess


def test_eval_labcloud_env_then_aws_sqs(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    script = (
        f'eval "$(labcloud env --endpoint {labcloud.endpoint} --data-dir {tmp_path})"; '
        "aws sqs create-queue --queue-name q; aws sqs list-queues"
    )
    result = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    url = f"{labcloud.endpoint}/000000000000/q"
    assert result.stdout.count(url) == 2  # once from create-queue, once from list-queues
