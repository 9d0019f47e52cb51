"""HTTP/1.1 edge cases on raw sockets (served by labcloud.http): keep-alive, pipelining, chunked bodies, 100-continue, streams."""

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


def _read_until_closed(sock: socket.socket) -> bytes:
    data = b""
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            return data
        data += chunk


def test_too_large_body_with_expect_continue_is_refused_unread_and_closed(labcloud_server):
    with socket.create_connection(("127.0.0.1", labcloud_server.port), timeout=10) as sock:
        sock.sendall(
            b"POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.ListTables\r\n"
            b"Content-Type: application/x-amz-json-1.0\r\nExpect: 100-continue\r\n"
            b"Content-Length: 90000000\r\n\r\n"
        )
        data = _read_until_closed(sock)  # no 100 Continue: the final answer, then the server closes
    head, _, body = data.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 413 ")
    assert b"connection: close" in head.lower()
    assert json.loads(body)["__type"] == "RequestEntityTooLargeException"


def test_too_large_chunked_body_is_read_dropped_and_answered_413_then_the_connection_goes_on(labcloud_server):
    with socket.create_connection(("127.0.0.1", labcloud_server.port), timeout=30) as sock:
        sock.sendall(
            b"POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.ListTables\r\n"
            b"Content-Type: application/x-amz-json-1.0\r\nTransfer-Encoding: chunked\r\n\r\n"
        )
        piece = b"x" * (1024 * 1024)
        frame = b"%x\r\n%s\r\n" % (len(piece), piece)
        for _ in range(81):  # 81 MiB, past the 80 MiB cap, never declared
            sock.sendall(frame)
        sock.sendall(b"0\r\n\r\n" + LIST_TABLES)
        buffer = bytearray()
        status, _headers, body = _read_response(sock, buffer)
        assert status.startswith(b"HTTP/1.1 413 ")
        assert json.loads(body)["__type"] == "RequestEntityTooLargeException"
        status, _headers, body = _read_response(sock, buffer)  # the same connection still serves
    assert status == b"HTTP/1.1 200 OK"
    assert "TableNames" in json.loads(body)


def test_header_flood_is_a_431_and_a_close(labcloud_server):
    with socket.create_connection(("127.0.0.1", labcloud_server.port), timeout=10) as sock:
        flood = b"".join(b"X-Pad-%d: %s\r\n" % (i, b"y" * 1000) for i in range(100))  # ~100 KiB of head
        sock.sendall(b"GET /_labcloud/health HTTP/1.1\r\nHost: x\r\n" + flood + b"\r\n")
        data = _read_until_closed(sock)
    assert data.startswith(b"HTTP/1.1 431 Request Header Fields Too Large\r\n")
    assert b"too large" in data
    assert labcloud_server.get("/_labcloud/health")["status"] == "ok"


def test_a_deep_pipeline_is_answered_whole_and_in_order(labcloud_server):
    count = 60  # past the depth at which the server stops reading ahead
    requests = b"".join(
        b"POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.DescribeTable\r\n"
        b"Content-Type: application/x-amz-json-1.0\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body)
        for body in (json.dumps({"TableName": f"missing-{i}"}).encode() for i in range(count))
    )
    with socket.create_connection(("127.0.0.1", labcloud_server.port), timeout=10) as sock:
        sock.sendall(requests)
        buffer = bytearray()
        answers = [_read_response(sock, buffer) for _ in range(count)]
    for i, (status, _headers, body) in enumerate(answers):
        assert status.startswith(b"HTTP/1.1 400 ")
        assert f"missing-{i}" in json.loads(body)["message"]


def test_duplicate_request_headers_are_joined_with_commas(labcloud_server):
    # RFC 9110: repeated field lines are one list; the last one no longer silently wins
    with socket.create_connection(("127.0.0.1", labcloud_server.port), timeout=10) as sock:
        sock.sendall(
            b"POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.ListTables\r\n"
            b"X-Amz-Target: DynamoDB_20120810.DescribeLimits\r\n"
            b"Content-Type: application/x-amz-json-1.0\r\nContent-Length: 2\r\n\r\n{}"
        )
        status, _headers, body = _read_response(sock, bytearray())
    # "ListTables, DynamoDB_20120810.DescribeLimits" names no operation
    assert status.startswith(b"HTTP/1.1 400 ")
    assert json.loads(body)["__type"].endswith("UnknownOperationException")
