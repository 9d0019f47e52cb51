"""The HTTP/1.1 server (``labcloud.http``) against raw bytes on real sockets (issue 42).

Every test writes exact bytes to a running labcloud and reads the answer off the wire. Where
RFC 9112 leaves the server a choice, the choice and what h11 and nginx do for the same bytes are
in docs/http.md; each test names the rule it holds.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from raw_http import RawClient, Response, sigv4

from labcloud.testing.server_process import LabcloudProcess

HOST = b"Host: 127.0.0.1\r\n"
HEALTH = b"GET /_labcloud/health HTTP/1.1\r\n" + HOST + b"\r\n"
LIST_TABLES = b"{}"


def _dynamodb(body: bytes, *, extra: bytes = b"", length: bool = True) -> bytes:
    head = (
        b"POST / HTTP/1.1\r\n"
        + HOST
        + b"X-Amz-Target: DynamoDB_20120810.ListTables\r\n"
        + b"Content-Type: application/x-amz-json-1.0\r\n"
        + sigv4("dynamodb")
        + extra
    )
    if length:
        head += b"Content-Length: %d\r\n" % len(body)
    return head + b"\r\n" + body


def _s3(method: str, path: str, body: bytes = b"", extra: bytes = b"") -> bytes:
    return (
        f"{method} {path} HTTP/1.1\r\n".encode()
        + HOST
        + sigv4("s3")
        + b"x-amz-content-sha256: UNSIGNED-PAYLOAD\r\n"
        + extra
        + b"Content-Length: %d\r\n\r\n" % len(body)
        + body
    )


@pytest.fixture(scope="module")
def server() -> Iterator[LabcloudProcess]:
    """Short connection timeouts, so the timeout tests stay fast (the defaults are 30 s each)."""
    process = LabcloudProcess(
        in_memory=True, extra_args=["--http-head-timeout", "1", "--http-idle-timeout", "2"]
    ).start()
    try:
        yield process
    finally:
        process.stop()


def _exchange(server: LabcloudProcess, data: bytes, **read: bool) -> tuple[Response, bool]:
    """Send ``data`` on a fresh connection: the answer, and whether the server then closed."""
    with RawClient(server.port) as client:
        client.send(data)
        response = client.read_response(**read)
        return response, client.at_eof()


# ---------------------------------------------------------------------------- request smuggling


@pytest.mark.parametrize(
    "framing",
    [
        b"Content-Length: 4\r\nTransfer-Encoding: chunked\r\n",
        b"Transfer-Encoding: chunked\r\nContent-Length: 4\r\n",
    ],
    ids=["cl-then-te", "te-then-cl"],
)
def test_content_length_with_transfer_encoding_is_refused_and_the_connection_closed(
    server: LabcloudProcess, framing: bytes
) -> None:
    # RFC 9112 6.1 lets a server reject this outright (h11 lets chunked win); labcloud rejects it
    request = b"POST /_labcloud/health HTTP/1.1\r\n" + HOST + framing + b"\r\n0\r\n\r\n" + HEALTH
    response, closed = _exchange(server, request)
    assert response.status == 400
    assert closed, "the bytes after a refused framing must never be read as a request"


@pytest.mark.parametrize(
    "lengths",
    [
        b"Content-Length: 2\r\nContent-Length: 3\r\n",
        b"Content-Length: 2\r\nContent-Length: 2\r\n",
        b"Content-Length: 2, 2\r\n",
        b"Content-Length: +2\r\n",
        b"Content-Length: -1\r\n",
    ],
    ids=["conflicting", "duplicate", "list", "signed", "negative"],
)
def test_duplicate_or_conflicting_content_length_is_refused(server: LabcloudProcess, lengths: bytes) -> None:
    request = b"POST /_labcloud/health HTTP/1.1\r\n" + HOST + lengths + b"\r\nabc" + HEALTH
    response, closed = _exchange(server, request)
    assert response.status == 400
    assert closed


def test_obs_fold_is_refused(server: LabcloudProcess) -> None:
    # RFC 9112 5.2: a server may reject obs-fold with 400 (h11 unfolds it; nginx rejects it)
    request = b"GET /_labcloud/health HTTP/1.1\r\n" + HOST + b"X-Folded: a\r\n b\r\n\r\n"
    response, closed = _exchange(server, request)
    assert response.status == 400
    assert closed


@pytest.mark.parametrize(
    ("coding", "status"),
    [(b"gzip, chunked", 501), (b"identity", 400), (b"chunked, gzip", 400), (b"deflate", 501)],
)
def test_transfer_codings_other_than_chunked_are_refused(
    server: LabcloudProcess, coding: bytes, status: int
) -> None:
    # RFC 9112 6.1: a coding the server does not understand is 501 (as h11 and nginx answer); llhttp
    # itself refuses a coding after chunked, and identity (obsolete) next to a length, with 400
    request = (
        b"POST /_labcloud/health HTTP/1.1\r\n"
        + HOST
        + b"Transfer-Encoding: "
        + coding
        + b"\r\nContent-Length: 0\r\n\r\n"
        if coding == b"identity"
        else b"POST /_labcloud/health HTTP/1.1\r\n"
        + HOST
        + b"Transfer-Encoding: "
        + coding
        + b"\r\n\r\n0\r\n\r\n"
    )
    response, closed = _exchange(server, request)
    assert response.status == status
    assert closed


@pytest.mark.parametrize("hosts", [b"", b"Host: a\r\nHost: b\r\n"], ids=["no-host", "two-hosts"])
def test_an_http_1_1_request_needs_exactly_one_host(server: LabcloudProcess, hosts: bytes) -> None:
    response, closed = _exchange(server, b"GET /_labcloud/health HTTP/1.1\r\n" + hosts + b"\r\n")
    assert response.status == 400
    assert b"exactly one Host" in response.body
    assert closed


@pytest.mark.parametrize(
    "line",
    [b"X-Space : 1\r\n", b"X-Nul: a\x00b\r\n", b"Bad\x01Name: 1\r\n"],
    ids=["space-before-colon", "nul-in-value", "control-in-name"],
)
def test_malformed_header_lines_are_400(server: LabcloudProcess, line: bytes) -> None:
    response, closed = _exchange(server, b"GET /_labcloud/health HTTP/1.1\r\n" + HOST + line + b"\r\n")
    assert response.status == 400
    assert closed


def test_bare_line_feeds_are_refused(server: LabcloudProcess) -> None:
    # RFC 9112 2.2 allows reading a bare LF as a line end; llhttp (and so labcloud) refuses it, as
    # strict servers do, since a front end that does not would frame the request differently
    response, closed = _exchange(server, b"GET /_labcloud/health HTTP/1.1\nHost: x\n\n")
    assert response.status == 400
    assert closed


# ---------------------------------------------------------------------------- chunked bodies


def test_chunked_body_with_extensions_and_a_trailer_is_read_and_the_trailer_dropped(
    server: LabcloudProcess,
) -> None:
    body = b'2;name=value;quoted="a b"\r\n{}\r\n0;last\r\nX-Amz-Target: DynamoDB_20120810.CreateTable\r\n\r\n'
    request = _dynamodb(b"", extra=b"Transfer-Encoding: chunked\r\n", length=False).removesuffix(b"") + body
    with RawClient(server.port) as client:
        client.send(request)
        response = client.read_response()
        assert response.status == 200, response.body
        # the trailer did not join the head's X-Amz-Target (that would be "ListTables, CreateTable")
        assert b"TableNames" in response.body
        client.send(HEALTH)  # the connection stays usable after a chunked body
        assert client.read_response().status == 200


@pytest.mark.parametrize(
    "chunks",
    [
        b"zz\r\nab\r\n0\r\n\r\n",
        b"-2\r\nab\r\n0\r\n\r\n",
        b"fffffffffffffffffffff\r\nab\r\n0\r\n\r\n",
        b"2\r\nabX\r\n0\r\n\r\n",
    ],
    ids=["not-hex", "negative", "overflow", "no-crlf-after-data"],
)
def test_invalid_chunk_sizes_are_400(server: LabcloudProcess, chunks: bytes) -> None:
    request = b"POST /_labcloud/health HTTP/1.1\r\n" + HOST + b"Transfer-Encoding: chunked\r\n\r\n" + chunks
    response, closed = _exchange(server, request)
    assert response.status == 400
    assert closed


# ---------------------------------------------------------------------------- Expect: 100-continue


def test_expect_100_continue_is_answered_before_the_body_is_sent(server: LabcloudProcess) -> None:
    with RawClient(server.port) as client:
        head = _dynamodb(LIST_TABLES, extra=b"Expect: 100-continue\r\n")
        client.send(head.removesuffix(LIST_TABLES))
        interim = client.read_response(interim=True)
        assert (interim.status, interim.body) == (100, b"")
        client.send(LIST_TABLES)
        response = client.read_response()
        assert response.status == 200 and b"TableNames" in response.body
        client.send(HEALTH)
        assert client.read_response().status == 200


def test_expect_100_continue_on_an_s3_upload_then_the_object_reads_back(server: LabcloudProcess) -> None:
    with RawClient(server.port) as client:
        client.send(_s3("PUT", "/expect-bucket"))
        assert client.read_response().status == 200
        data = bytes(range(256)) * 4096  # 1 MiB, streamed to the operation as it arrives
        head = _s3("PUT", "/expect-bucket/key", data, extra=b"Expect: 100-continue\r\n")
        client.send(head.removesuffix(data))
        assert client.read_response(interim=True).status == 100
        client.send(data)
        assert client.read_response().status == 200
        client.send(_s3("GET", "/expect-bucket/key"))
        fetched = client.read_response()
        assert fetched.status == 200 and fetched.body == data


@pytest.mark.parametrize("service", ["dynamodb", "s3"])
def test_a_body_sent_without_waiting_for_100_continue_is_read_as_the_body(
    server: LabcloudProcess, service: str
) -> None:
    # RFC 9110 10.1.1: a client may send the body without waiting; the 100 may still come first
    with RawClient(server.port) as client:
        if service == "s3":
            client.send(_s3("PUT", "/eager-bucket"))
            assert client.read_response().status == 200
            request = _s3("PUT", "/eager-bucket/k", b"hello", extra=b"Expect: 100-continue\r\n")
        else:
            request = _dynamodb(LIST_TABLES, extra=b"Expect: 100-continue\r\n")
        client.send(request + HEALTH)
        assert client.read_response().status == 200
        assert client.read_response().status == 200  # the next request on the same connection
        if service == "s3":
            client.send(_s3("GET", "/eager-bucket/k"))
            assert client.read_response().body == b"hello"


# ---------------------------------------------------------------------------- pipelining and HEAD


def test_pipelined_requests_with_mixed_methods_are_answered_in_order(server: LabcloudProcess) -> None:
    requests = [
        (HEALTH, 200, False),
        (b"HEAD /_labcloud/health HTTP/1.1\r\n" + HOST + b"\r\n", 200, True),
        (_dynamodb(LIST_TABLES), 200, False),
        (_s3("PUT", "/pipelined"), 200, False),
        (_s3("PUT", "/pipelined/obj", b"x" * 1000), 200, False),
        (_s3("HEAD", "/pipelined/obj"), 200, True),
        (_s3("GET", "/pipelined/obj"), 200, False),
        (_s3("DELETE", "/pipelined/obj"), 204, False),
        (_s3("HEAD", "/pipelined/obj"), 404, True),
        (_s3("DELETE", "/pipelined"), 204, False),
        (HEALTH, 200, False),
    ]
    with RawClient(server.port) as client:
        client.send(b"".join(data for data, _status, _head in requests))
        answers = [client.read_response(head_only=head) for _data, _status, head in requests]
        assert [a.status for a in answers] == [status for _data, status, _head in requests]
        assert answers[6].body == b"x" * 1000
        assert answers[5].header("content-length") == "1000"
        assert b"TableNames" in answers[2].body
        client.send(HEALTH)
        assert client.read_response().status == 200  # nothing was left over from a HEAD answer


def test_a_head_answer_carries_the_length_but_no_body(server: LabcloudProcess) -> None:
    with RawClient(server.port) as client:
        client.send(b"HEAD /_labcloud/health HTTP/1.1\r\n" + HOST + b"Connection: close\r\n\r\n")
        response = client.read_response(head_only=True)
        assert response.status == 200
        assert int(response.header("content-length") or 0) > 0
        assert client.at_eof()  # and not one body byte before the close


# ---------------------------------------------------------------------------- keep-alive and close


def test_connections_are_kept_alive_by_default(server: LabcloudProcess) -> None:
    with RawClient(server.port) as client:
        for _ in range(3):
            client.send(HEALTH)
            response = client.read_response()
            assert response.status == 200
            assert response.header("connection") is None


def test_connection_close_from_the_client_is_honoured(server: LabcloudProcess) -> None:
    with RawClient(server.port) as client:
        client.send(b"GET /_labcloud/health HTTP/1.1\r\n" + HOST + b"Connection: close\r\n\r\n" + HEALTH)
        response = client.read_response()
        assert response.status == 200
        assert response.header("connection") == "close"
        assert client.at_eof()  # the pipelined request after it is not answered


def test_the_server_says_connection_close_when_it_closes(server: LabcloudProcess) -> None:
    with RawClient(server.port) as client:
        client.send(b"GET /_labcloud/health HTTP/1.1\r\n" + HOST + b"X-Bad : 1\r\n\r\n")
        response = client.read_response()
        assert response.status == 400
        assert response.header("connection") == "close"
        assert client.at_eof()


@pytest.mark.parametrize("connection", [b"", b"Connection: keep-alive\r\n"], ids=["plain", "keep-alive"])
def test_http_1_0_closes_after_its_answer(server: LabcloudProcess, connection: bytes) -> None:
    response, closed = _exchange(server, b"GET /_labcloud/health HTTP/1.0\r\n" + connection + b"\r\n")
    assert response.status == 200
    assert response.header("connection") == "close"
    assert closed


def test_an_upgrade_is_answered_without_switching_then_closed(server: LabcloudProcess) -> None:
    request = b"GET /_labcloud/health HTTP/1.1\r\n" + HOST + b"Connection: Upgrade\r\nUpgrade: h2c\r\n\r\n"
    response, closed = _exchange(server, request)
    assert response.status == 200
    assert closed


def test_an_http2_preface_is_400(server: LabcloudProcess) -> None:
    response, closed = _exchange(server, b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n")
    assert response.status == 400
    assert closed


# ---------------------------------------------------------------------------- slow and idle clients


def test_a_head_that_trickles_in_is_cut_off_after_the_head_timeout(server: LabcloudProcess) -> None:
    """A client sending its headers a byte at a time holds no connection for ever: past the head
    timeout (1 s here, 30 s by default) it is answered 408 and closed."""
    with RawClient(server.port) as client:
        client.send(b"GET /_labcloud/health HTTP/1.1\r\n")
        answered = b""
        for _ in range(100):  # 20 s of trickling at most: far past the timeout
            try:
                client.send(b"X")
            except (BrokenPipeError, ConnectionResetError):
                break
            client.sock.settimeout(0.2)
            try:
                answered += client.sock.recv(65536)
            except TimeoutError:
                continue
            if answered:
                break
        assert answered.startswith(b"HTTP/1.1 408 Request Timeout\r\n"), answered[:100]
        client.sock.settimeout(15)
        client.buffer = answered
        assert client.read_response().body.startswith(b"The request head did not arrive within 1 seconds")
        assert client.at_eof()


def test_a_body_that_stops_arriving_is_cut_off(server: LabcloudProcess) -> None:
    with RawClient(server.port) as client:
        client.send(b"POST /_labcloud/health HTTP/1.1\r\n" + HOST + b"Content-Length: 10\r\n\r\nab")
        response = client.read_response()  # waits through the idle timeout (2 s here)
        assert response.status == 408
        assert client.at_eof()


def test_an_idle_keep_alive_connection_is_closed(server: LabcloudProcess) -> None:
    with RawClient(server.port) as client:
        client.send(HEALTH)
        assert client.read_response().status == 200
        assert client.at_eof()  # after the idle timeout (2 s here); the read itself is bounded


# ---------------------------------------------------------------------------- limits


def test_header_count_limit(server: LabcloudProcess) -> None:
    fields = b"".join(b"X-F%d: v\r\n" % index for index in range(99))  # with Host: 100 fields
    response, _closed = _exchange(server, b"GET /_labcloud/health HTTP/1.1\r\n" + HOST + fields + b"\r\n")
    assert response.status == 200
    fields += b"X-One-Too-Many: v\r\n"
    response, closed = _exchange(server, b"GET /_labcloud/health HTTP/1.1\r\n" + HOST + fields + b"\r\n")
    assert response.status == 431
    assert closed


def test_header_size_limit(server: LabcloudProcess) -> None:
    fitting = b"X-Big: " + b"v" * (60 * 1024) + b"\r\n"
    response, _closed = _exchange(server, b"GET /_labcloud/health HTTP/1.1\r\n" + HOST + fitting + b"\r\n")
    assert response.status == 200
    too_big = b"X-Big: " + b"v" * (64 * 1024) + b"\r\n"
    response, closed = _exchange(server, b"GET /_labcloud/health HTTP/1.1\r\n" + HOST + too_big + b"\r\n")
    assert response.status == 431
    assert closed


def test_two_thousand_concurrent_idle_connections(server: LabcloudProcess) -> None:
    clients = [RawClient(server.port) for _ in range(2000)]
    try:
        with RawClient(server.port) as fresh:  # a new client is still served
            fresh.send(HEALTH)
            assert fresh.read_response().status == 200
        for client in clients[::250]:  # and so is each idle one
            client.send(HEALTH)
            assert client.read_response().status == 200
    finally:
        for client in clients:
            client.close()


# ---------------------------------------------------------------------------- half-closed and gone clients


def test_a_half_closed_client_still_gets_its_answers(server: LabcloudProcess) -> None:
    with RawClient(server.port) as client:
        client.send(HEALTH + _dynamodb(LIST_TABLES))
        client.shutdown_write()
        assert client.read_response().status == 200
        assert b"TableNames" in client.read_response().body
        assert client.at_eof()


def test_a_client_that_half_closes_mid_request_is_closed_without_an_answer(server: LabcloudProcess) -> None:
    with RawClient(server.port) as client:
        client.send(b"POST /_labcloud/health HTTP/1.1\r\n" + HOST + b"Content-Length: 10\r\n\r\nab")
        client.shutdown_write()
        assert client.at_eof()


def test_clients_that_leave_mid_response_do_not_harm_the_server(server: LabcloudProcess) -> None:
    big = b"z" * (16 * 1024 * 1024)
    with RawClient(server.port) as client:
        client.send(_s3("PUT", "/leaving"))
        assert client.read_response().status == 200
        client.send(_s3("PUT", "/leaving/big", big))
        assert client.read_response().status == 200
    for _ in range(5):
        with RawClient(server.port) as client:  # a streamed S3 object, left after its first bytes
            client.send(_s3("GET", "/leaving/big"))
            assert client.read_some(65536).startswith(b"HTTP/1.1 200 OK\r\n")
        with RawClient(server.port) as client:  # server-sent events, left after the head
            client.send(b"GET /_labcloud/events/stream HTTP/1.1\r\n" + HOST + b"\r\n")
            assert client.read_some(64).startswith(b"HTTP/1.1 200 OK\r\n")
    time.sleep(0.5)
    with RawClient(server.port) as client:
        client.send(_s3("GET", "/leaving/big"))
        whole = client.read_response()
        assert whole.status == 200 and whole.body == big
    assert "Traceback" not in server.log_path.read_text(errors="replace")
