"""The ``aws`` CLI against CodeBuild, IAM deciding ``codebuild:`` actions on project ARNs (and passing the
service role), a build's timeout (a labcloud minute of a tenth of a second) ending it TIMED_OUT, and what
CodeBuild answered surviving a restart: a build running when the server stopped ends FAULT with the reason."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from tests.codebuild.builds_setup import ENVIRONMENT, phases, role, wait

from labcloud.testing.server_process import LabcloudProcess

SLEEPS = "version: 0.2\nphases:\n  build:\n    commands:\n      - echo started\n      - sleep 600\n"


def _iam_decides(server: LabcloudProcess, role_arn: str) -> None:
    iam = server.boto3_client("iam")
    iam.create_user(UserName="builder")
    key = iam.create_access_key(UserName="builder")["AccessKey"]
    base = "arn:aws:codebuild:us-east-1:000000000000:project/"
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": ["codebuild:StartBuild", "codebuild:BatchGetProjects"],
                "Resource": f"{base}cli",
            },
            {"Effect": "Allow", "Action": "codebuild:CreateProject", "Resource": f"{base}*"},
        ],
    }
    iam.put_user_policy(UserName="builder", PolicyName="p", PolicyDocument=json.dumps(policy))
    creds = {"aws_access_key_id": key["AccessKeyId"], "aws_secret_access_key": key["SecretAccessKey"]}
    codebuild: Any = server.boto3_client("codebuild", **creds)
    assert codebuild.batch_get_projects(names=["cli"])["projects"][0]["name"] == "cli"
    new = {
        "name": "by-builder",
        "source": {"type": "NO_SOURCE", "buildspec": SLEEPS},
        "artifacts": {"type": "NO_ARTIFACTS"},
        "environment": ENVIRONMENT,
        "serviceRole": role_arn,
    }
    for call, kwargs in (
        (codebuild.create_project, new),  # no iam:PassRole on the service role
        (codebuild.delete_project, {"name": "cli"}),
        (codebuild.batch_get_projects, {"names": ["sleeper"]}),
        (codebuild.list_projects, {}),
    ):
        with pytest.raises(ClientError) as caught:
            call(**kwargs)
        assert caught.value.response["Error"]["Code"] == "AccessDeniedException", call


def test_cli_iam_timeout_and_a_restart(tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = {**os.environ, "LABCLOUD_CODEBUILD_MINUTE_SECONDS": "0.1"}
    server = LabcloudProcess(data_dir=data, extra_args=["--enforce-iam"], env=env).start()
    try:
        role_arn = role(server.boto3_client("iam"))
        spec = "version: 0.2\nphases:\n  build:\n    commands:\n      - echo from the cli\n"
        codebuild: Any = server.boto3_client("codebuild")
        codebuild.create_project(
            name="cli",
            source={"type": "NO_SOURCE", "buildspec": spec},
            artifacts={"type": "NO_ARTIFACTS"},
            environment=ENVIRONMENT,
            serviceRole=role_arn,
        )
        started = server.aws_json("codebuild", "start-build", "--project-name", "cli")["build"]
        done = wait(codebuild, started["id"])
        assert done["buildStatus"] == "SUCCEEDED", done["phases"]
        _iam_decides(server, role_arn)
        codebuild.create_project(
            name="sleeper",
            source={"type": "NO_SOURCE", "buildspec": SLEEPS},
            artifacts={"type": "NO_ARTIFACTS"},
            environment=ENVIRONMENT,
            serviceRole=role_arn,
        )
        timed = wait(
            codebuild, codebuild.start_build(projectName="sleeper", timeoutInMinutesOverride=5)["build"]["id"]
        )
        assert timed["buildStatus"] == "TIMED_OUT" and ("BUILD", "TIMED_OUT") in phases(timed)
        interrupted = codebuild.start_build(projectName="sleeper")["build"]["id"]
        deadline = time.monotonic() + 30
        while wait(codebuild, interrupted, 0)["currentPhase"] != "BUILD":
            assert time.monotonic() < deadline
            time.sleep(0.1)
    finally:
        server.stop()
    restarted = LabcloudProcess(data_dir=data).start()
    try:
        codebuild = restarted.boto3_client("codebuild")
        assert codebuild.batch_get_projects(names=["cli"])["projects"][0]["serviceRole"] == role_arn
        assert wait(codebuild, started["id"], 0)["buildStatus"] == "SUCCEEDED"
        lost = wait(codebuild, interrupted, 0)
        assert lost["buildStatus"] == "FAULT" and lost["buildComplete"] is True
        assert ("BUILD", "FAULT") in phases(lost)
        assert "host was lost" in lost["phases"][6]["contexts"][0]["message"]
        assert codebuild.list_builds_for_project(projectName="sleeper")["ids"][0] == interrupted
        again = codebuild.start_build(projectName="cli")["build"]
        assert again["buildNumber"] == 2
        assert wait(codebuild, again["id"])["buildStatus"] == "SUCCEEDED"
    finally:
        restarted.stop()
