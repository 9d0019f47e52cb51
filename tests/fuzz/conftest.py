"""The fuzzing server (one per run), the per-operation tally and the run's summary."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fuzz_tally import FAILURES, PEAK_RSS, TALLY

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="session")
def fuzz_server() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True).start()
    try:
        _existing_resources(server)
        yield server
    finally:
        server.stop()


def _existing_resources(server: LabcloudProcess) -> None:
    """The resources whose names the strategies draw often (``fuzz_strategies.EXISTING``)."""
    server.boto3_client("dynamodb").create_table(
        TableName="fuzz-table",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
        AttributeDefinitions=[
            {"AttributeName": "pk", "AttributeType": "S"},
            {"AttributeName": "sk", "AttributeType": "N"},
        ],
        BillingMode="PAY_PER_REQUEST",
    )
    server.boto3_client("s3").create_bucket(Bucket="fuzz-bucket")
    logs = server.boto3_client("logs")
    logs.create_log_group(logGroupName="fuzz-group")
    logs.create_log_stream(logGroupName="fuzz-group", logStreamName="fuzz-stream")


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not TALLY:
        return
    total = sum(TALLY.values())
    per_service: dict[str, int] = {}
    for key, count in TALLY.items():
        service = key.split(":", 1)[0]
        per_service[service] = per_service.get(service, 0) + count
    terminalreporter.write_sep(
        "-",
        f"fuzz: {total} requests over {len(TALLY)} operations; server peak RSS {PEAK_RSS[0] / 1e6:.0f} MB",
    )
    for service, count in sorted(per_service.items()):
        terminalreporter.write_line(f"  {service}: {count}")
    report = os.environ.get("LABCLOUD_FUZZ_REPORT")
    if report:
        Path(report).write_text(
            json.dumps(
                {
                    "total": total,
                    "peak_rss_bytes": PEAK_RSS[0],
                    "per_operation": dict(sorted(TALLY.items())),
                    "failures": FAILURES,
                },
                indent=1,
            )
        )
