"""Response streaming (Node.js ``awslambda.streamifyResponse``) through InvokeWithResponseStream and Invoke.

The handshake functions (streaming_helpers.py) go on only once the client read their first chunk, so a
test that gets their second chunk proves the first arrived while the function still ran.
"""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from streaming_helpers import BUFFERED, HANDSHAKE, HANGS, LATE_TYPE, PIPELINE, deploy_node, knock


def _events(answer: dict[str, Any]) -> tuple[list[bytes], list[dict[str, Any]]]:
    """Read an event stream, knocking on the function's port once its first chunk is in."""
    chunks: list[bytes] = []
    completes: list[dict[str, Any]] = []
    for event in answer["EventStream"]:
        if "PayloadChunk" in event:
            chunks.append(event["PayloadChunk"]["Payload"])
            if len(chunks) == 1:
                knock(chunks[0])
        else:
            completes.append(event["InvokeComplete"])
    return chunks, completes


def test_chunks_reach_the_client_while_the_function_runs(lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "stream-live", HANDSHAKE)
    answer = lam.invoke_with_response_stream(FunctionName="stream-live", Payload=b"{}", LogType="Tail")
    assert answer["StatusCode"] == 200
    assert answer["ExecutedVersion"] == "$LATEST"
    assert answer["ResponseStreamContentType"] == "application/vnd.amazon.eventstream"
    chunks, completes = _events(answer)
    assert b"".join(chunks).split(b"\n")[1:] == [b"second", b"done", b""]
    (complete,) = completes
    assert set(complete) == {"LogResult"}
    log = base64.b64decode(complete["LogResult"]).decode()
    assert "START RequestId:" in log and "REPORT RequestId:" in log


def test_an_error_mid_stream_ends_it_with_the_error(lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "stream-fails", HANDSHAKE)
    answer = lam.invoke_with_response_stream(FunctionName="stream-fails", Payload=json.dumps({"fail": True}))
    chunks, completes = _events(answer)
    assert b"".join(chunks).split(b"\n")[1:] == [b"second", b""]
    assert completes == [{"ErrorCode": "TypeError", "ErrorDetails": "broke after the first chunk"}]


def test_a_timeout_mid_stream_keeps_what_was_sent(lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "stream-hangs", HANGS, Timeout=2)
    answer = lam.invoke_with_response_stream(FunctionName="stream-hangs")
    body, completes = _read(answer)
    assert body == b"early"
    (complete,) = completes
    assert complete["ErrorCode"] == "Sandbox.Timedout"
    assert complete["ErrorDetails"].endswith("Task timed out after 2.00 seconds")


def test_pipeline_and_content_type(lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "stream-pipe", PIPELINE)
    body, completes = _read(
        lam.invoke_with_response_stream(FunctionName="stream-pipe", Payload=b'{"rows": 4}')
    )
    assert body == b"row-0,x\nrow-1,x\nrow-2,x\nrow-3,x\n"
    assert completes == [{}]


def test_a_plain_invoke_of_a_streaming_function_gets_the_whole_body(lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "stream-plain", PIPELINE)
    answer = lam.invoke(FunctionName="stream-plain", Payload=b'{"rows": 2}')
    assert answer["StatusCode"] == 200 and "FunctionError" not in answer
    assert answer["Payload"].read() == b"row-0,x\nrow-1,x\n"


def test_a_buffered_node_handler_is_answered_whole(lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "stream-buffered", BUFFERED)
    body, completes = _read(
        lam.invoke_with_response_stream(FunctionName="stream-buffered", Payload=b'{"n": 1}')
    )
    assert json.loads(body) == {"buffered": True, "got": {"n": 1}}
    assert completes == [{}]


def test_setting_the_content_type_after_a_write_fails(lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "stream-late", LATE_TYPE)
    body, completes = _read(lam.invoke_with_response_stream(FunctionName="stream-late"))
    assert body == b"one"
    assert completes == [
        {
            "ErrorCode": "Runtime.InvalidStreamingOperation",
            "ErrorDetails": "Cannot set content-type, too late.",
        }
    ]
    answer = lam.invoke(FunctionName="stream-late")
    assert answer["FunctionError"] == "Unhandled"
    error = json.loads(answer["Payload"].read())
    assert error["errorType"] == "Runtime.InvalidStreamingOperation"


def _read(answer: dict[str, Any]) -> tuple[bytes, list[dict[str, Any]]]:
    chunks: list[bytes] = []
    completes: list[dict[str, Any]] = []
    for event in answer["EventStream"]:
        if "PayloadChunk" in event:
            chunks.append(event["PayloadChunk"]["Payload"])
        else:
            completes.append(event["InvokeComplete"])
    return b"".join(chunks), completes


def test_another_account_is_denied_a_streamed_invoke(labcloud: Any, lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "stream-private", PIPELINE)
    other = labcloud.boto3_client("lambda", aws_access_key_id="111122223333")
    arn = "arn:aws:lambda:us-east-1:000000000000:function:stream-private"
    with pytest.raises(ClientError) as info:
        other.invoke_with_response_stream(FunctionName=arn)
    error = info.value.response
    assert (error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"]) == (
        "AccessDeniedException",
        403,
    )
    assert error["Error"]["Message"] == (
        "User: arn:aws:iam::111122223333:root is not authorized to perform: lambda:InvokeFunction on resource: "
        f"{arn} because no resource-based policy allows the lambda:InvokeFunction action"
    )
    lam.add_permission(
        FunctionName="stream-private",
        StatementId="other",
        Action="lambda:InvokeFunction",
        Principal="111122223333",
    )
    body, completes = _read(other.invoke_with_response_stream(FunctionName=arn, Payload=b'{"rows": 1}'))
    assert (body, completes) == (b"row-0,x\n", [{}])
