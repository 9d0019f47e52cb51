"""Fixtures for event source mapping tests (shares the Lambda tests' helpers)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))

from lambda_helpers import create_role, deployer  # noqa: E402


@pytest.fixture
def role_arn(labcloud: Any) -> str:
    return create_role(labcloud)


@pytest.fixture
def deploy(labcloud: Any, role_arn: str) -> Callable[..., dict[str, Any]]:
    return deployer(labcloud, role_arn)


@pytest.fixture
def lam(labcloud: Any) -> Any:
    return labcloud.boto3_client("lambda")


@pytest.fixture
def sqs(labcloud: Any) -> Any:
    return labcloud.boto3_client("sqs")
