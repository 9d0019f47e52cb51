"""S3 Control test fixtures: an S3 Control client and an S3 client that reach the shared labcloud server
through it as their HTTP proxy (botocore prefixes S3 Control's host with the account id and addresses an
access point ARN at ``<name>-<account>.<endpoint host>``: names no resolver knows for ``127.0.0.1``)."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.config import Config

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"


def proxied(labcloud: LabcloudProcess, service: str) -> Any:
    config = Config(retries={"max_attempts": 1}, proxies={"http": labcloud.endpoint})
    return labcloud.boto3_client(service, config=config)


@pytest.fixture
def control(labcloud: LabcloudProcess) -> Any:
    return proxied(labcloud, "s3control")


@pytest.fixture
def s3(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("s3")
