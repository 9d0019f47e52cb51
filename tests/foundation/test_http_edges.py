"""HTTP/1.1 edge cases on raw sockets (served by uvicorn): keep-alive, pipelining, chunked bodies, 100-continue, streams."""

from __future__ import annotations

import json
import socket
import time

import pytest

LIST_TABLES = (
    b"POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.ListTables\r\n"
    b"Content-Type: application/x-amz-json-1.0\r\nContent-Length: 2\r\n\r\n{}"
)


def _read_response(sock: socket.socket, buffer: bytearray) -> tuple[bytes, dict[str, str], bytes]:
    """One response (content-length or chunked) from ``sock``; leftover bytes stay in ``buffer``."""
    while b"\r\n\r\n" not in buffer:
        chunk = sock.recv(65536)
        assert chunk, "connection closed before a response head"
        buffer += chunk
    head, _, rest = bytes(buffer).partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    buffer[:] = rest
    length = int(headers.get("content-length", "0"))
    while len(buffer) < length:
        chunk = sock.recv(65536)
        assert chunk
        buffer += chunk
    body = bytes(buffer[:length])
    del buffer[:length]
    return lines[0].encode(), headers, body


def test_keep_alive_and_pipelined_requests_answer_in_order(labcloud_server):
    with socket.create_connection(("127.0.0.1", labcloud_server.port), timeout=10) as sock:
        health = b"GET /_labcloud/health HTTP/1.1\r\nHost: x\r\n\r\n"
        sock.sendall(LIST_TABLES + health + LIST_TABLES)
        buffer = bytearray()
        first = _read_response(sock, buffer)
        second = _read_response(sock, buffer)
        third = _read_response(sock, buffer)
    assert first[0] == b"HTTP/1.1 200 OK"
    assert "TableNames" in json.loads(first[2])
    assert first[1]["content-type"] == "application/x-amz-json-1.0"
    assert first[1]["x-amzn-requestid"]
    assert "date" in first[1]
    assert json.loads(second[2])["status"] == "ok"
    assert third[0] == b"HTTP/1.1 200 OK"
    assert first[1]["x-amzn-requestid"] != third[1]["x-amzn-requestid"]


def test_chunked_request_body_and_expect_continue(labcloud):
    with socket.create_connection(("127.0.0.1", labcloud.port), timeout=10) as sock:
        sock.sendall(
            b"POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.ListTables\r\n"
            b"Content-Type: application/x-amz-json-1.0\r\nExpect: 100-continue\r\n"
            b"Transfer-Encoding: chunked\r\n\r\n"
        )
        interim = sock.recv(65536)
        assert interim == b"HTTP/1.1 100 Continue\r\n\r\n"
        sock.sendall(b"1\r\n{\r\n1\r\n}\r\n0\r\n\r\n")
        status, _headers, body = _read_response(sock, bytearray())
    assert status == b"HTTP/1.1 200 OK"
    assert json.loads(body) == {"TableNames": []}


def test_connection_close_is_honoured(labcloud_server):
    with socket.create_connection(("127.0.0.1", labcloud_server.port), timeout=10) as sock:
        sock.sendall(b"GET /_labcloud/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        buffer = bytearray()
        status, headers, _body = _read_response(sock, buffer)
        assert status == b"HTTP/1.1 200 OK"
        assert headers["connection"] == "close"
        assert sock.recv(100) == b""  # the server closed its side


def test_malformed_request_is_a_400_and_a_close(labcloud_server):
    with socket.create_connection(("127.0.0.1", labcloud_server.port), timeout=10) as sock:
        sock.sendall(b"THIS IS NOT HTTP\r\n\r\n")
        data = b""
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    assert data.startswith(b"HTTP/1.1 400 Bad Request\r\n")
    assert labcloud_server.get("/_labcloud/health")["status"] == "ok"


def test_head_request_has_no_body(labcloud_server):
    with socket.create_connection(("127.0.0.1", labcloud_server.port), timeout=10) as sock:
        sock.sendall(
            b"HEAD /_labcloud/health HTTP/1.1\r\nHost: x\r\n\r\n"
            b"GET /_labcloud/health HTTP/1.1\r\nHost: x\r\n\r\n"
        )
        buffer = bytearray()
        while b"\r\n\r\n" not in buffer:
            buffer += sock.recv(65536)
        head, _, rest = bytes(buffer).partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 405") or head.startswith(b"HTTP/1.1 200")
        # the next bytes are the second response's head, not a body
        buffer = bytearray(rest)
        status, _headers, body = _read_response(sock, buffer)
    assert status == b"HTTP/1.1 200 OK"
    assert json.loads(body)["status"] == "ok"


@pytest.mark.timeout(30)
def test_event_stream_is_chunked_and_ends_when_the_client_leaves(labcloud):
    sqs = labcloud.boto3_client("sqs")
    with socket.create_connection(("127.0.0.1", labcloud.port), timeout=10) as sock:
        sock.sendall(b"GET /_labcloud/events/stream?after=0 HTTP/1.1\r\nHost: x\r\n\r\n")
        data = b""
        while b": ready" not in data:
            chunk = sock.recv(65536)
            assert chunk
            data += chunk
        assert data.startswith(b"HTTP/1.1 200 OK\r\n")
        assert b"transfer-encoding: chunked\r\n" in data
        assert b"content-type: text/event-stream\r\n" in data
        sqs.create_queue(QueueName="streamed")
        while b"sqs.queue.created" not in data:
            chunk = sock.recv(65536)
            assert chunk
            data += chunk
    # after the client left, the server still answers (the stream's subscriber is gone)
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        if labcloud.get("/_labcloud/health")["status"] == "ok":
            break
    assert labcloud.get("/_labcloud/health")["status"] == "ok"
