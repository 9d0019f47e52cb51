"""Helpers of the CodeBuild tests: a role CodeBuild may assume, a project, waiting for a build to end."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "codebuild.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
ALLOW_ALL = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Action": ["s3:*", "logs:*", "ssm:*", "secretsmanager:*"], "Resource": "*"}
    ],
}


def unique(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8]}"


def role(iam: Any, policy: dict[str, Any] | None = None) -> str:
    name = unique("cb-role")
    arn = str(iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"])
    iam.put_role_policy(RoleName=name, PolicyName="build", PolicyDocument=json.dumps(policy or ALLOW_ALL))
    return arn


ENVIRONMENT = {
    "type": "LINUX_CONTAINER",
    "image": "aws/codebuild/standard:7.0",
    "computeType": "BUILD_GENERAL1_SMALL",
}


def project(codebuild: Any, role_arn: str, buildspec: str, **extra: Any) -> str:
    name = unique("proj")
    codebuild.create_project(
        name=name,
        source=extra.pop("source", {"type": "NO_SOURCE", "buildspec": buildspec}),
        artifacts=extra.pop("artifacts", {"type": "NO_ARTIFACTS"}),
        environment=extra.pop("environment", ENVIRONMENT),
        serviceRole=role_arn,
        **extra,
    )
    return name


def wait(codebuild: Any, build_id: str, seconds: float = 60) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while True:
        build = codebuild.batch_get_builds(ids=[build_id])["builds"][0]
        if build["buildComplete"] or time.monotonic() > deadline:
            return dict(build)
        time.sleep(0.1)


def phases(build: dict[str, Any]) -> list[tuple[str, str | None]]:
    return [(p["phaseType"], p.get("phaseStatus")) for p in build["phases"]]
