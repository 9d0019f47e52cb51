"""InvokeWithResponseStream (an event stream read by boto3's EventStream parser) and InvokeAsync."""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import events, wait_for

ECHO = "def handler(event, context):\n    print('seen', event.get('n'))\n    return {'echo': event}\n"
BIG = "def handler(event, context):\n    return 'x' * 200000\n"
FAILING = "def handler(event, context):\n    raise ValueError('bad input ' + str(event.get('n')))\n"


def _read(answer: dict[str, Any]) -> tuple[bytes, list[dict[str, Any]], list[str]]:
    chunks, completes, order = [], [], []
    for event in answer["EventStream"]:
        (kind,) = event.keys()
        order.append(kind)
        if kind == "PayloadChunk":
            chunks.append(event[kind]["Payload"])
        else:
            completes.append(event[kind])
    return b"".join(chunks), completes, order


def test_streamed_invoke_answers_chunks_then_complete(deploy: Any, lam: Any) -> None:
    deploy("echo", ECHO)
    answer = lam.invoke_with_response_stream(FunctionName="echo", Payload=json.dumps({"n": 7}))
    assert answer["StatusCode"] == 200
    assert answer["ExecutedVersion"] == "$LATEST"
    assert answer["ResponseStreamContentType"] == "application/vnd.amazon.eventstream"
    headers = answer["ResponseMetadata"]["HTTPHeaders"]
    assert headers["x-amz-executed-version"] == "$LATEST"
    body, completes, order = _read(answer)
    assert json.loads(body) == {"echo": {"n": 7}}
    assert order == ["PayloadChunk", "InvokeComplete"]
    assert completes == [{}]


def test_streamed_invoke_splits_a_large_response(deploy: Any, lam: Any) -> None:
    deploy("big", BIG)
    body, completes, order = _read(lam.invoke_with_response_stream(FunctionName="big"))
    assert json.loads(body) == "x" * 200000
    assert order == ["PayloadChunk"] * 4 + ["InvokeComplete"]


def test_streamed_invoke_function_error_and_log_tail(deploy: Any, lam: Any) -> None:
    deploy("failing", FAILING)
    answer = lam.invoke_with_response_stream(FunctionName="failing", Payload=b'{"n": 3}', LogType="Tail")
    assert answer["StatusCode"] == 200
    body, completes, order = _read(answer)
    assert body == b"" and order == ["InvokeComplete"]
    (complete,) = completes
    assert complete["ErrorCode"] == "ValueError"
    assert complete["ErrorDetails"] == "bad input 3"
    log = base64.b64decode(complete["LogResult"]).decode()
    assert "START RequestId:" in log and "REPORT RequestId:" in log


def test_streamed_invoke_dry_run_and_errors(deploy: Any, lam: Any) -> None:
    deploy("echo2", ECHO)
    dry = lam.invoke_with_response_stream(FunctionName="echo2", InvocationType="DryRun")
    assert dry["StatusCode"] == 204
    assert list(dry["EventStream"]) == []
    with pytest.raises(ClientError) as info:
        lam.invoke_with_response_stream(FunctionName="nope")
    error = info.value.response
    assert error["Error"]["Code"] == "ResourceNotFoundException"
    assert error["ResponseMetadata"]["HTTPStatusCode"] == 404
    assert (
        error["Error"]["Message"] == "Function not found: arn:aws:lambda:us-east-1:000000000000:function:nope"
    )
    with pytest.raises(ClientError) as info:
        lam.invoke_with_response_stream(FunctionName="echo2", Payload=b"{not json")
    assert info.value.response["Error"]["Code"] == "InvalidRequestContentException"


def test_invoke_async_queues_an_event_invocation(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("later", ECHO)
    answer = lam.invoke_async(FunctionName="later", InvokeArgs=json.dumps({"n": 42}))
    assert answer["Status"] == 202
    assert answer["ResponseMetadata"]["HTTPStatusCode"] == 202
    finished = wait_for(
        lambda: [
            e
            for e in events(labcloud, "lambda.invocation.finished")
            if e["data"]["function_name"] == "later" and e["data"]["trigger"] == "async"
        ]
    )
    assert finished[0]["data"]["result"] == {"echo": {"n": 42}}
    with pytest.raises(ClientError) as info:
        lam.invoke_async(FunctionName="missing", InvokeArgs=b"{}")
    assert info.value.response["Error"]["Code"] == "ResourceNotFoundException"
    with pytest.raises(ClientError) as info:
        lam.invoke_async(FunctionName="later", InvokeArgs=b"[not json")
    assert info.value.response["Error"]["Code"] == "InvalidRequestContentException"


def test_streamed_invoke_wire_frames(deploy: Any, lam: Any) -> None:
    """The messages as sent: no initial-response, a raw octet-stream chunk, a JSON completion."""
    from botocore.eventstream import EventStreamBuffer

    deploy("wire", ECHO)
    captured: list[bytes] = []

    def capture(response_dict: dict[str, Any], **_: Any) -> None:
        captured.append(response_dict["body"].read())

    lam.meta.events.register("before-parse.lambda.InvokeWithResponseStream", capture)
    answer = lam.invoke_with_response_stream(FunctionName="wire", Payload=b'{"n": 1}')
    assert answer["ResponseMetadata"]["HTTPHeaders"]["content-type"] == "application/vnd.amazon.eventstream"
    buffer = EventStreamBuffer()
    buffer.add_data(captured[0])
    messages = [(m.headers, m.payload) for m in buffer]
    assert messages == [
        (
            {
                ":message-type": "event",
                ":event-type": "PayloadChunk",
                ":content-type": "application/octet-stream",
            },
            b'{"echo": {"n": 1}}',
        ),
        (
            {":message-type": "event", ":event-type": "InvokeComplete", ":content-type": "application/json"},
            b"{}",
        ),
    ]
