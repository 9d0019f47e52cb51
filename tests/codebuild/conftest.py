"""CodeBuild test fixtures: a boto3 CodeBuild client against the shared labcloud server and a service role."""

from __future__ import annotations

from typing import Any

import pytest
from tests.codebuild.builds_setup import role

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def codebuild(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("codebuild")


@pytest.fixture
def service_role(labcloud: LabcloudProcess) -> str:
    return role(labcloud.boto3_client("iam"))
