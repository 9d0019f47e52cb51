"""Cognito user pool test fixtures: boto3 clients against the shared labcloud server."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def idp(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("cognito-idp")


@pytest.fixture
def unsigned_idp(labcloud: LabcloudProcess) -> Any:
    """A client that sends no signature at all (as a browser app calling SignUp/InitiateAuth does)."""
    from botocore import UNSIGNED
    from botocore.config import Config

    return labcloud.boto3_client(
        "cognito-idp", config=Config(signature_version=UNSIGNED, retries={"max_attempts": 1})
    )
