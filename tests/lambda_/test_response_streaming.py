"""Response streaming (Node.js ``awslambda.streamifyResponse``) through InvokeWithResponseStream and Invoke.

The handshake functions (streaming_helpers.py) go on only once the client read their first chunk, so a
test that gets their second chunk proves the first arrived while the function still ran.
"""

from __future__ import annotations

import base64
import io
import json
import stat
import zipfile
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import events, make_zip
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


def test_pipeline_and_content_type(labcloud: Any, lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "stream-pipe", PIPELINE)
    body, completes = _read(
        lam.invoke_with_response_stream(FunctionName="stream-pipe", Payload=b'{"rows": 4}')
    )
    assert body == b"row-0,x\nrow-1,x\nrow-2,x\nrow-3,x\n"
    assert completes == [{}]
    (finished,) = [e["data"] for e in events(labcloud, "lambda.invocation.finished")]
    assert (finished["status"], finished["streamed_bytes"], "result" in finished) == ("success", 32, False)


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


#: A custom runtime (``provided.al2023``) streaming through the Runtime API itself, as AWS documents for
#: runtimes other than Node.js: a chunked POST in streaming mode, an error in the trailers.
CUSTOM_BOOTSTRAP = r"""#!/usr/bin/env python3
import base64, http.client, json, os, socket
host, port = os.environ["AWS_LAMBDA_RUNTIME_API"].split(":")
api = http.client.HTTPConnection(host, int(port))
while True:
    api.request("GET", "/2018-06-01/runtime/invocation/next")
    answer = api.getresponse()
    event, request_id = json.loads(answer.read()), answer.getheader("Lambda-Runtime-Aws-Request-Id")
    listener = socket.create_server(("127.0.0.1", 0))
    api.putrequest("POST", f"/2018-06-01/runtime/invocation/{request_id}/response")
    api.putheader("Lambda-Runtime-Function-Response-Mode", "streaming")
    api.putheader("Transfer-Encoding", "chunked")
    api.endheaders()
    def chunk(data):
        api.send(b"%x\r\n%s\r\n" % (len(data), data))
    chunk(b"port:%d\n" % listener.getsockname()[1])
    listener.accept()[0].close()
    chunk(b"custom\n")
    if event.get("fail"):
        error = json.dumps({"errorType": "Custom.Broken", "errorMessage": "custom runtime broke"}).encode()
        api.send(b"0\r\nLambda-Runtime-Function-Error-Type: Custom.Broken\r\n"
                 b"Lambda-Runtime-Function-Error-Body: " + base64.b64encode(error) + b"\r\n\r\n")
    else:
        api.send(b"0\r\n\r\n")
    api.getresponse().read()
"""


def test_a_custom_runtime_streams_through_the_runtime_api(lam: Any, role_arn: str) -> None:
    info = zipfile.ZipInfo("bootstrap")
    info.external_attr = (stat.S_IFREG | 0o755) << 16
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(info, CUSTOM_BOOTSTRAP)
    lam.create_function(
        FunctionName="custom-stream",
        Runtime="provided.al2023",
        Role=role_arn,
        Handler="stream.handler",
        Code={"ZipFile": buffer.getvalue()},
        Timeout=20,
    )
    chunks, completes = _events(lam.invoke_with_response_stream(FunctionName="custom-stream", Payload=b"{}"))
    assert b"".join(chunks).split(b"\n")[1:] == [b"custom", b""]
    assert completes == [{}]
    chunks, completes = _events(
        lam.invoke_with_response_stream(FunctionName="custom-stream", Payload=b'{"fail": 1}')
    )
    assert b"".join(chunks).split(b"\n")[1:] == [b"custom", b""]
    assert completes == [{"ErrorCode": "Custom.Broken", "ErrorDetails": "custom runtime broke"}]


ESM = """
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
export const handler = awslambda.streamifyResponse(async (event, responseStream) => {
  await pipeline(Readable.from(['es ', 'module']), responseStream);
});
"""


def test_an_es_module_handler_streams(lam: Any, role_arn: str) -> None:
    lam.create_function(
        FunctionName="stream-esm",
        Runtime="nodejs22.x",
        Role=role_arn,
        Handler="index.handler",
        Code={"ZipFile": make_zip({"index.mjs": ESM})},
    )
    assert _read(lam.invoke_with_response_stream(FunctionName="stream-esm")) == (b"es module", [{}])


SYNC = """
exports.handler = awslambda.streamifyResponse((event, responseStream) => { responseStream.end('never'); });
"""
RETURNS = """
exports.handler = awslambda.streamifyResponse(async (event, responseStream) => {
  responseStream.end('ended');
  return { ignored: true };
});
"""


def test_a_streaming_handler_must_be_async_and_its_value_is_ignored(lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "stream-sync", SYNC)
    body, completes = _read(lam.invoke_with_response_stream(FunctionName="stream-sync"))
    assert completes == [
        {"ErrorCode": "string", "ErrorDetails": "Streaming does not support non-async handlers."}
    ]
    deploy_node(lam, role_arn, "stream-returns", RETURNS)
    answer = lam.invoke_with_response_stream(FunctionName="stream-returns", LogType="Tail")
    body, completes = _read(answer)
    assert body == b"ended"
    (complete,) = completes
    assert (
        "WARN\tStreaming handlers ignore return values." in base64.b64decode(complete["LogResult"]).decode()
    )
