"""Answers started eagerly in the read callback (``http/eager.py``) that then wait: a request that opens an
event scope (a trace header, as a Lambda function's SDK sends) and awaits must close it in the context
it opened it in. A copy of that context for the steps after the wait made ``ContextVar.reset`` fail, and
such calls (a function's ``rds-data`` calls) answered InternalFailure."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import boto3
import pytest

from labcloud.testing.server_process import LabcloudProcess

TRACE = "Root=1-67891233-abcdef012345678912345678;Parent=53995c3f42cd8ad8;Sampled=1"


@pytest.fixture(scope="module")
def server() -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(in_memory=True).start()
    try:
        yield process
    finally:
        process.stop()


def _traced_sqs(server: LabcloudProcess) -> Any:
    client = boto3.client(
        "sqs",
        endpoint_url=server.endpoint,
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
    )

    def add_trace(request: Any, **_: Any) -> None:
        request.headers["X-Amzn-Trace-Id"] = TRACE

    client.meta.events.register("before-sign.sqs.*", add_trace)
    return client


def test_a_traced_call_that_waits_is_answered(server: LabcloudProcess) -> None:
    sqs = _traced_sqs(server)
    url = sqs.create_queue(QueueName="eager-traced")["QueueUrl"]
    # an empty queue's long poll awaits in the middle of the answer, inside the trace's scope
    assert sqs.receive_message(QueueUrl=url, WaitTimeSeconds=1).get("Messages", []) == []
    sqs.send_message(QueueUrl=url, MessageBody="after the wait")
    (message,) = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=1)["Messages"]
    assert message["Body"] == "after the wait"
