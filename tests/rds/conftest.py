"""RDS test fixtures: boto3 clients against the shared labcloud server, and a Data API cluster (a real
postgres server)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from rds_helpers import cluster_with_secret, drop_cluster  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402


@pytest.fixture
def rds(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("rds")


@pytest.fixture
def data(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("rds-data")


@pytest.fixture
def database(labcloud: LabcloudProcess) -> Iterator[dict[str, str]]:
    """A cluster with the Data API on and a secret holding its master credentials: resourceArn, secretArn
    (each test's own: the server's state is reset between tests)."""
    made = cluster_with_secret(labcloud, "data")
    try:
        yield made
    finally:
        drop_cluster(labcloud, "data")
