"""Response streaming's bounds and durability, on a server of its own: a streamed answer past the limit
(made small here through ``LABCLOUD_LAMBDA_MAX_STREAMED_BYTES``; AWS's default is 200 MiB) and a
``RESPONSE_STREAM`` URL config surviving a restart."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from lambda_helpers import create_role
from streaming_helpers import PIPELINE, call_url, deploy_node, public_stream_url

from labcloud.testing.server_process import LabcloudProcess

LIMIT = 1000


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    env = {**os.environ, "LABCLOUD_LAMBDA_MAX_STREAMED_BYTES": str(LIMIT)}
    process = LabcloudProcess(data_dir=Path(tmp_path_factory.mktemp("streaming")) / "data", env=env).start()
    try:
        yield process
    finally:
        process.stop()


@pytest.fixture(scope="module")
def role(server: LabcloudProcess) -> str:
    return create_role(server)


def _read(answer: dict[str, Any]) -> tuple[bytes, list[dict[str, Any]]]:
    chunks, completes = [], []
    for event in answer["EventStream"]:
        if "PayloadChunk" in event:
            chunks.append(event["PayloadChunk"]["Payload"])
        else:
            completes.append(event["InvokeComplete"])
    return b"".join(chunks), completes


def test_a_stream_past_the_limit_is_cut_with_an_error(server: LabcloudProcess, role: str) -> None:
    lam = server.boto3_client("lambda")
    deploy_node(lam, role, "too-long", PIPELINE)
    whole = b"".join(f"row-{i},{'x' * 50}\n".encode() for i in range(100))
    body, completes = _read(
        lam.invoke_with_response_stream(FunctionName="too-long", Payload=b'{"rows": 100, "width": 50}')
    )
    assert body == whole[:LIMIT]
    assert completes == [
        {
            "ErrorCode": "Function.ResponseSizeTooLarge",
            "ErrorDetails": f"Response payload size exceeded maximum allowed payload size ({LIMIT} bytes).",
        }
    ]
    # the sandbox that was refused is replaced: the next invocation is answered
    body, completes = _read(lam.invoke_with_response_stream(FunctionName="too-long", Payload=b'{"rows": 1}'))
    assert (body, completes) == (b"row-0,x\n", [{}])


def test_a_plain_invoke_keeps_the_buffered_limit(server: LabcloudProcess, role: str) -> None:
    lam = server.boto3_client("lambda")
    deploy_node(lam, role, "too-big", PIPELINE, MemorySize=512)
    answer = lam.invoke(FunctionName="too-big", Payload=json.dumps({"rows": 7000, "width": 1000}))
    assert answer["FunctionError"] == "Unhandled"
    assert json.loads(answer["Payload"].read()) == {
        "errorType": "Function.ResponseSizeTooLarge",
        "errorMessage": "Response payload size exceeded maximum allowed payload size (6291556 bytes).",
    }


def test_a_streaming_url_config_survives_a_restart(server: LabcloudProcess, role: str) -> None:
    lam = server.boto3_client("lambda")
    deploy_node(lam, role, "kept-stream", PIPELINE)
    url = public_stream_url(lam, "kept-stream", "BUFFERED")
    updated = lam.update_function_url_config(FunctionName="kept-stream", InvokeMode="RESPONSE_STREAM")
    assert updated["InvokeMode"] == "RESPONSE_STREAM" and updated["AuthType"] == "NONE"
    server.kill()
    server.start()
    lam = server.boto3_client("lambda")
    got = lam.get_function_url_config(FunctionName="kept-stream")
    assert (got["FunctionUrl"], got["InvokeMode"]) == (url, "RESPONSE_STREAM")
    listed = lam.list_function_url_configs(FunctionName="kept-stream")["FunctionUrlConfigs"]
    assert [c["InvokeMode"] for c in listed] == ["RESPONSE_STREAM"]
    status, headers, body = call_url(server, url, b'{"rows": 1}')
    assert (status, headers["transfer-encoding"], body) == (200, "chunked", b"row-0,x\n")
