"""Step Functions test fixtures: a boto3 client against the shared labcloud server, and ``run``: create a
machine from a definition, start it and wait for its end."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from typing import Any

import pytest
from botocore.config import Config
from sfn_helpers import ROLE, wait_done

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def sfn(labcloud: LabcloudProcess) -> Any:
    # StartSyncExecution's endpoint has the host prefix "sync-": against a local endpoint the prefix
    # is left out (there is no sync-127.0.0.1), as AWS's own docs advise for local testing
    config = Config(retries={"max_attempts": 1}, read_timeout=70, inject_host_prefix=False)
    return labcloud.boto3_client("stepfunctions", config=config)


@pytest.fixture
def run(sfn: Any) -> Callable[..., dict[str, Any]]:
    """Create a machine from ``definition``, start it with ``data`` and wait for its end."""

    def go(definition: dict[str, Any], data: Any = None, role: str = ROLE) -> dict[str, Any]:
        arn = sfn.create_state_machine(
            name=f"m-{uuid.uuid4().hex[:12]}", definition=json.dumps(definition), roleArn=role
        )["stateMachineArn"]
        started = sfn.start_execution(stateMachineArn=arn, input=json.dumps({} if data is None else data))
        return wait_done(sfn, started["executionArn"])

    return go
