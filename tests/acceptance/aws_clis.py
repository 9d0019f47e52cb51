"""The AWS CLI versions every lab is run with, verbatim: awscli v1 (pip, in the test venv) and v2.

A learner may have either. v2 is found at ``LABCLOUD_AWS_CLI_V2`` or where Debian's ``awscli``
package puts it (``/usr/bin/aws``, version 2.9: old enough to ignore ``AWS_ENDPOINT_URL``, which
``labcloud env``'s shim covers, and to carry the trailing-slash Lambda URIs). ``.ci/run`` installs it.
The one documented difference the labs ask a v2 learner to apply is ``--cli-binary-format
raw-in-base64-out`` on ``aws lambda invoke`` (v2 reads ``--payload`` as base64 by default).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path

import pytest

from labcloud.testing import warm_cli

VERSIONS = ("v1", "v2")
V2_CANDIDATES = ("/usr/bin/aws", "/usr/local/bin/aws")


def _version_of(binary: str) -> str:
    try:
        done = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=60)
    except OSError:
        return ""
    return (done.stdout or done.stderr).strip()


@cache
def cli_dir(version: str) -> str:
    """A folder whose ``aws`` is that CLI version, to put first on a learner shell's PATH: with
    ``LABCLOUD_WARM_CLI=1`` (tests/conftest.py) the same CLI, run warm (labcloud.testing.warm_cli)."""
    if version == "v1":
        v1 = Path(sys.executable).parent / "aws"  # awscli v1 comes with the test extras
        return warm_cli.folder_for(str(v1)) if warm_cli.enabled() else str(v1.parent)
    wanted = os.environ.get("LABCLOUD_AWS_CLI_V2")
    for binary in (wanted,) if wanted else V2_CANDIDATES:
        if binary and Path(binary).exists() and _version_of(binary).startswith("aws-cli/2."):
            if warm_cli.enabled():
                return warm_cli.folder_for(binary)
            folder = Path(tempfile.mkdtemp(prefix="labcloud-aws-cli-v2-"))
            (folder / "aws").symlink_to(binary)
            return str(folder)
    pytest.fail(
        "the labs run with AWS CLI v2 too, and none was found: `apt-get install awscli` (Debian's v2; .ci/run "
        "installs it) or set LABCLOUD_AWS_CLI_V2 to a v2 `aws`"
    )


def learner_path(version: str, rest: str) -> str:
    """A learner shell's PATH: that CLI version's ``aws``, then ``labcloud`` (warm too, like the CLI, with
    ``LABCLOUD_WARM_CLI=1``), the test Python's folder, then ``rest``."""
    here = Path(sys.executable).parent
    labcloud = f"{warm_cli.folder_for(str(here / 'labcloud'))}:" if warm_cli.enabled() else ""
    return f"{cli_dir(version)}:{labcloud}{here}:{rest}"


#: AWS CLI v2 ends a command that the service refused with 254, v1 with 255 (the labs say "non-zero").
SERVICE_ERROR_EXIT = {"v1": 255, "v2": 254}

_START_MOVE = 'aws sqs start-message-move-task --source-arn "$DLQ_ARN" --query TaskHandle --output text'
_LIST_MOVES = (
    'aws sqs list-message-move-tasks --source-arn "$DLQ_ARN"'
    " --query 'Results[0].[Status, ApproximateNumberOfMessagesMoved]' --output text"
)
#: What the labs tell a learner whose CLI predates the SQS message move API (June 2023; Debian's 2.9 does):
#: the same calls through boto3. The dlq-isolation lab's instructions carry these lines in every language.
MOVE_TASK_COMMANDS = {
    _START_MOVE: 'python3 -c \'import boto3, sys; print(boto3.client("sqs").start_message_move_task'
    '(SourceArn=sys.argv[1])["TaskHandle"])\' "$DLQ_ARN"',
    _LIST_MOVES: 'python3 -c \'import boto3, sys; t = boto3.client("sqs").list_message_move_tasks'
    '(SourceArn=sys.argv[1])["Results"][0]; print(t["Status"], t["ApproximateNumberOfMessagesMoved"],'
    ' sep="\\t")\' "$DLQ_ARN"',
}


def as_learner_types(command: str, version: str) -> str:
    """The command as a learner on that CLI version types it, following the labs' own notes for v2.

    v2 reads ``--payload`` as base64 unless told otherwise (the labs say to add the flag), and the
    2.9 under test predates the SQS message move API (the labs show the boto3 calls instead).
    """
    if version != "v2":
        return command
    command = command.replace(
        "aws lambda invoke ", "aws lambda invoke --cli-binary-format raw-in-base64-out "
    )
    for cli, boto3 in MOVE_TASK_COMMANDS.items():
        command = command.replace(cli, boto3)
    return command


def active() -> str:
    """The version the current test runs with (the ``aws_cli`` fixture of conftest.py sets it)."""
    return os.environ.get("LABCLOUD_TEST_AWS_CLI", "v1")
