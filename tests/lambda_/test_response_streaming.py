"""Response streaming (Node.js ``awslambda.streamifyResponse``) through InvokeWithResponseStream and Invoke.

The handshake functions (streaming_helpers.py) go on only once the client read their first chunk, so a
test that gets their second chunk proves the first arrived while the function still ran.
"""

from __future__ import annotations

import base64
import json
from typing import Any

from streaming_helpers import HANDSHAKE, deploy_node, knock


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
