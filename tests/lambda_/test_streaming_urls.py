"""Function URLs with ``InvokeMode: RESPONSE_STREAM``: read with curl (and http.client) as the function writes."""

from __future__ import annotations

import json
import subprocess
from typing import Any
from urllib.parse import urlsplit

from streaming_helpers import (
    BUFFERED,
    HANDSHAKE,
    HANGS,
    PIPELINE,
    call_url,
    deploy_node,
    knock,
    public_stream_url,
)

FAILS_FIRST = """
exports.handler = awslambda.streamifyResponse(async (event, responseStream) => {
  responseStream = awslambda.HttpResponseStream.from(responseStream, { statusCode: 200 });
  throw new Error('nothing written');
});
"""
BAD_PRELUDE = """
exports.handler = awslambda.streamifyResponse(async (event, responseStream) => {
  responseStream.setContentType('application/vnd.awslambda.http-integration-response');
  responseStream.end('{"statusCode": "many"}\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000body');
});
"""


def _curl(labcloud: Any, url: str, body: str) -> subprocess.Popen[bytes]:
    host = urlsplit(url).hostname
    return subprocess.Popen(
        ["curl", "-sSN", "-D", "-", "--resolve", f"{host}:{labcloud.port}:127.0.0.1", "-d", body, url],
        stdout=subprocess.PIPE,
    )


def _head(out: Any) -> tuple[str, list[str]]:
    status = out.readline().decode().strip()
    headers = []
    while (line := out.readline().decode().strip()) != "":
        headers.append(line.lower())
    return status, headers


def test_curl_reads_the_body_while_the_function_writes(labcloud: Any, lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "url-live", HANDSHAKE)
    url = public_stream_url(lam, "url-live")
    curl = _curl(labcloud, url, "{}")
    assert curl.stdout is not None
    status, headers = _head(curl.stdout)
    assert status == "HTTP/1.1 200 OK"
    assert "transfer-encoding: chunked" in headers
    assert "content-type: application/octet-stream" in headers
    assert any(h.startswith("x-amzn-requestid: ") for h in headers)
    knock(curl.stdout.readline())
    assert curl.stdout.read() == b"second\ndone\n"
    assert curl.wait(30) == 0


def test_http_response_stream_metadata_sets_status_headers_and_cookies(
    labcloud: Any, lam: Any, role_arn: str
) -> None:
    deploy_node(lam, role_arn, "url-meta", HANDSHAKE)
    url = public_stream_url(lam, "url-meta")
    curl = _curl(labcloud, url, json.dumps({"http": True}))
    assert curl.stdout is not None
    status, headers = _head(curl.stdout)
    assert status == "HTTP/1.1 201 Created"
    assert "x-stream: yes" in headers and "set-cookie: a=1" in headers
    assert "content-type: text/plain" in headers and "transfer-encoding: chunked" in headers
    knock(curl.stdout.readline())
    assert curl.stdout.read() == b"second\ndone\n"
    assert curl.wait(30) == 0


def test_content_type_without_metadata_and_pipeline(labcloud: Any, lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "url-pipe", PIPELINE)
    url = public_stream_url(lam, "url-pipe")
    status, headers, body = call_url(labcloud, url, b'{"rows": 2}')
    assert (status, headers["content-type"], body) == (200, "text/csv", b"row-0,x\nrow-1,x\n")
    assert headers["transfer-encoding"] == "chunked" and "content-length" not in headers


def test_failures_before_the_first_byte_are_502(labcloud: Any, lam: Any, role_arn: str) -> None:
    for name, source in (("url-fails", FAILS_FIRST), ("url-bad-prelude", BAD_PRELUDE)):
        deploy_node(lam, role_arn, name, source)
        status, headers, body = call_url(labcloud, public_stream_url(lam, name))
        assert (status, body) == (502, b"Internal Server Error"), name


def test_a_timeout_ends_the_body_where_it_stopped(labcloud: Any, lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "url-hangs", HANGS, Timeout=2)
    status, headers, body = call_url(labcloud, public_stream_url(lam, "url-hangs"))
    assert (status, body) == (200, b"early")


def test_a_buffered_handler_behind_a_streaming_url_is_mapped_whole(
    labcloud: Any, lam: Any, role_arn: str
) -> None:
    deploy_node(lam, role_arn, "url-buffered", BUFFERED)
    status, headers, body = call_url(labcloud, public_stream_url(lam, "url-buffered"), b"hello")
    assert status == 200 and headers["content-type"] == "application/json"
    assert json.loads(body)["buffered"] is True


def test_an_iam_streaming_url_refuses_an_unsigned_caller(labcloud: Any, lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "url-iam", PIPELINE)
    url = lam.create_function_url_config(
        FunctionName="url-iam", AuthType="AWS_IAM", InvokeMode="RESPONSE_STREAM"
    )["FunctionUrl"]
    status, headers, body = call_url(labcloud, url)
    assert (status, headers["x-amzn-errortype"], json.loads(body)) == (
        403,
        "AccessDeniedException",
        {"Message": "Forbidden"},
    )
