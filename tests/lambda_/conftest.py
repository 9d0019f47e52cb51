"""Fixtures for Lambda tests: an execution role with logs/SQS/DynamoDB rights and a deploy helper."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from lambda_helpers import create_role, deployer


@pytest.fixture
def role_arn(labcloud: Any) -> str:
    return create_role(labcloud)


@pytest.fixture
def deploy(labcloud: Any, role_arn: str) -> Callable[..., dict[str, Any]]:
    return deployer(labcloud, role_arn)


@pytest.fixture
def lam(labcloud: Any) -> Any:
    return labcloud.boto3_client("lambda")
