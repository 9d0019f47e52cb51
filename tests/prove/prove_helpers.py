"""Helpers for prove and fault tests: deploy a consumer behind a real queue and mapping, run `labcloud prove`."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))

from lambda_helpers import create_role, deployer, make_zip  # noqa: E402

ORDERS = [{"id": f"order-{n}", "quantity": 1 + n % 9} for n in range(1, 7)]


def guarded_worker() -> str:
    """The seed lab's guarded worker, exactly as its English instructions hand it out."""
    text = (
        resources.files("labcloud.labs.scenarios.idempotent_consumer")
        .joinpath("instructions/en.md")
        .read_text()
    )
    found = re.search(r"cat > app\.py <<'PY'\n(.*?)\nPY\n", text, re.S)
    assert found is not None, "the lab's instructions no longer hold the guarded worker"
    return found.group(1) + "\n"


def unguarded_worker() -> str:
    """The seed lab's starting worker (an unconditional put)."""
    return (
        resources.files("labcloud.labs.scenarios.idempotent_consumer")
        .joinpath("starting_worker.py")
        .read_text()
    )


class Consumer:
    """A function deployed through the API, its table, its queue and its mapping (batch size 1)."""

    def __init__(
        self,
        server: Any,
        name: str,
        code: str,
        role_arn: str,
        *,
        visibility: int = 30,
        extra_tables: tuple[str, ...] = (),
        dlq_receives: int | None = None,
    ) -> None:
        self.server = server
        self.name = name
        self.table = f"{name}-orders"
        ddb = server.boto3_client("dynamodb")
        for table in (self.table, *extra_tables):
            ddb.create_table(
                TableName=table,
                BillingMode="PAY_PER_REQUEST",
                AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
                KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
            )
        env = {"TABLE_NAME": self.table, **({"SEEN_TABLE": extra_tables[0]} if extra_tables else {})}
        deployer(server, role_arn)(name, code, Timeout=15, Environment={"Variables": env})
        sqs = server.boto3_client("sqs")
        attributes = {"VisibilityTimeout": str(visibility)}
        if dlq_receives is not None:
            dlq = sqs.create_queue(QueueName=f"{name}-dlq")["QueueUrl"]
            dlq_arn = sqs.get_queue_attributes(QueueUrl=dlq, AttributeNames=["QueueArn"])["Attributes"][
                "QueueArn"
            ]
            attributes["RedrivePolicy"] = json.dumps(
                {"deadLetterTargetArn": dlq_arn, "maxReceiveCount": dlq_receives}
            )
        self.queue_url = sqs.create_queue(QueueName=f"{name}-jobs", Attributes=attributes)["QueueUrl"]
        arn = sqs.get_queue_attributes(QueueUrl=self.queue_url, AttributeNames=["QueueArn"])["Attributes"][
            "QueueArn"
        ]
        self.mapping = server.boto3_client("lambda").create_event_source_mapping(
            FunctionName=name, EventSourceArn=arn, BatchSize=1, Enabled=True
        )["UUID"]

    def prove_text(
        self, tmp_path: Path, *args: str, messages: list[dict[str, Any]] | None = None
    ) -> subprocess.CompletedProcess[str]:
        """Run `labcloud prove` with its text report."""
        path = tmp_path / f"{self.name}-orders.jsonl"
        path.write_text("".join(json.dumps(m) + "\n" for m in (messages or ORDERS)))
        return subprocess.run(
            [
                sys.executable,
                "-m",
                "labcloud.cli",
                "prove",
                "--endpoint",
                self.server.endpoint,
                "--mapping",
                self.mapping,
                "--messages",
                str(path),
                "--fast",
                "--table",
                self.table,
                *args,
            ],
            capture_output=True,
            text=True,
            timeout=200,
            env=dict(os.environ),
        )

    def prove(
        self, tmp_path: Path, *args: str, messages: list[dict[str, Any]] | None = None, table: bool = True
    ) -> tuple[int, dict[str, Any], str]:
        """Run `labcloud prove --json` as a user would; returns (exit code, report, stderr)."""
        path = tmp_path / f"{self.name}-orders.jsonl"
        path.write_text("".join(json.dumps(m) + "\n" for m in (messages or ORDERS)))
        command = [
            sys.executable,
            "-m",
            "labcloud.cli",
            "prove",
            "--endpoint",
            self.server.endpoint,
            "--mapping",
            self.mapping,
            "--key",
            "$.id",
            "--messages",
            str(path),
            "--fast",
            "--json",
            "--timeout",
            "90",
            *args,
        ]
        if table:
            command += ["--table", self.table]
        done = subprocess.run(command, capture_output=True, text=True, timeout=200, env=dict(os.environ))
        assert done.stdout.strip(), f"no report (exit {done.returncode}):\n{done.stderr}"
        return done.returncode, json.loads(done.stdout), done.stderr


@pytest.fixture
def role_arn(labcloud: Any) -> str:
    return create_role(labcloud)


@pytest.fixture
def consumer(labcloud: Any, role_arn: str) -> Callable[..., Consumer]:
    def make(name: str, code: str, **kwargs: Any) -> Consumer:
        return Consumer(labcloud, name, code, role_arn, **kwargs)

    return make


__all__ = ["ORDERS", "Consumer", "guarded_worker", "make_zip", "unguarded_worker"]
