"""Response heads: framing headers, the Date line, and no header that could split the response."""

from __future__ import annotations

import pytest

from labcloud.http.head import InvalidHeader, encode_head, plain_response


def test_a_sized_head_has_its_length_and_no_chunking() -> None:
    head = encode_head(
        200, "application/json", [("x-amzn-RequestId", "r1")], length=12, chunked=False, close=False
    )
    text = head.decode()
    assert text.startswith("HTTP/1.1 200 OK\r\ndate: ")
    assert "content-length: 12\r\n" in text
    assert "transfer-encoding" not in text
    assert "x-amzn-RequestId: r1\r\n" in text
    assert text.endswith("\r\n\r\n")
    assert "connection" not in text


def test_a_chunked_closing_head() -> None:
    text = encode_head(200, "text/event-stream", [], length=None, chunked=True, close=True).decode()
    assert "transfer-encoding: chunked\r\n" in text
    assert "content-length" not in text
    assert "connection: close\r\n" in text


def test_an_unknown_status_still_has_a_status_line() -> None:
    assert encode_head(599, "text/plain", [], length=0, chunked=False, close=False).startswith(
        b"HTTP/1.1 599 \r\n"
    )


@pytest.mark.parametrize("header", [("x-a", "1\r\nx-injected: 2"), ("x-a\n", "1"), ("x-a", "1\0")])
def test_a_header_that_would_split_the_response_is_refused(header: tuple[str, str]) -> None:
    with pytest.raises(InvalidHeader):
        encode_head(200, "text/plain", [header], length=0, chunked=False, close=False)


def test_latin1_header_bytes_go_back_as_they_came() -> None:
    head = encode_head(200, "text/plain", [("x-amz-meta-a", "caf\xe9")], length=0, chunked=False, close=False)
    assert b"x-amz-meta-a: caf\xe9\r\n" in head


def test_plain_response_closes() -> None:
    data = plain_response(400, "bad")
    assert data.startswith(b"HTTP/1.1 400 Bad Request\r\n")
    assert data.endswith(b"connection: close\r\n\r\nbad")
