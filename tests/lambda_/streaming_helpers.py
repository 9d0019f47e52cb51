"""Helpers for response streaming tests: Node.js streaming functions and a handshake with them.

A handshake function writes its first chunk (``port:<n>``: a loopback port it listens on), then waits
for the test to connect to that port before it writes the rest. The test connects only once it has read
that first chunk, so the second chunk exists only if the first reached the client while the function was
still running: a buffered answer never gets there (the function times out instead).
"""

from __future__ import annotations

import http.client
import re
import socket
from typing import Any
from urllib.parse import urlsplit

from lambda_helpers import make_zip

#: The input of a function called directly or through its URL (the URL event's body).
INPUT = """
const input = (event) => {
  if (!event || event.body === undefined) return event || {};
  return JSON.parse(event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString() : event.body);
};
"""
HANDSHAKE = (
    INPUT
    + """
const net = require('net');
exports.handler = awslambda.streamifyResponse(async (request, responseStream, context) => {
  const event = input(request);
  const server = net.createServer();
  const knocked = new Promise((resolve) => server.on('connection', (c) => { c.end(); resolve(); }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  if (event.http) {
    responseStream = awslambda.HttpResponseStream.from(responseStream, {
      statusCode: 201, headers: { 'x-stream': 'yes', 'content-type': 'text/plain' }, cookies: ['a=1'],
    });
  }
  responseStream.write(`port:${server.address().port}\\n`);
  await knocked;
  server.close();
  responseStream.write('second\\n');
  if (event.fail) throw new TypeError('broke after the first chunk');
  responseStream.end('done\\n');
});
"""
)


def deploy_node(lam: Any, role_arn: str, name: str, source: str, **kwargs: Any) -> None:
    """A nodejs20.x function whose ``index.js`` is ``source`` (handler ``index.handler``)."""
    lam.create_function(
        FunctionName=name,
        Runtime="nodejs20.x",
        Role=role_arn,
        Handler="index.handler",
        Code={"ZipFile": make_zip({"index.js": source})},
        Timeout=kwargs.pop("Timeout", 20),
        **kwargs,
    )


def knock(first_chunk: bytes) -> None:
    """Connect to the port a handshake function announced in its first chunk (it then goes on)."""
    found = re.search(rb"port:(\d+)", first_chunk)
    assert found is not None, first_chunk
    with socket.create_connection(("127.0.0.1", int(found.group(1))), timeout=10):
        pass


#: Writes ``early``, then never ends its stream: the function's timeout ends the invocation.
HANGS = """
exports.handler = awslambda.streamifyResponse(async (event, responseStream) => {
  responseStream.write('early');
  await new Promise(() => {});
});
"""
#: Pipes a generated body through stream/promises' pipeline, after setting its Content-Type.
PIPELINE = (
    INPUT
    + """
const { pipeline } = require('stream/promises');
const { Readable } = require('stream');
exports.handler = awslambda.streamifyResponse(async (request, responseStream) => {
  const event = input(request);
  responseStream.setContentType('text/csv');
  const rows = Array.from({ length: event.rows || 3 }, (_, i) => `row-${i},${'x'.repeat(event.width || 1)}\\n`);
  await pipeline(Readable.from(rows), responseStream);
});
"""
)
#: Sets the Content-Type after its first write: AWS's runtime refuses that.
LATE_TYPE = """
exports.handler = awslambda.streamifyResponse(async (event, responseStream) => {
  responseStream.write('one');
  responseStream.setContentType('text/plain');
  responseStream.end();
});
"""
#: A handler that is not streamified: its answer comes back whole.
BUFFERED = "exports.handler = async (event) => ({ buffered: true, got: event });\n"


def public_stream_url(lam: Any, name: str, mode: str = "RESPONSE_STREAM") -> str:
    """A NONE-auth function URL of ``mode`` anyone may call; its FunctionUrl."""
    url: str = lam.create_function_url_config(FunctionName=name, AuthType="NONE", InvokeMode=mode)[
        "FunctionUrl"
    ]
    for statement, action in (
        ("url-public", "lambda:InvokeFunctionUrl"),
        ("url-invoke", "lambda:InvokeFunction"),
    ):
        extra = {"FunctionUrlAuthType": "NONE"} if action.endswith("Url") else {"InvokedViaFunctionUrl": True}
        lam.add_permission(FunctionName=name, StatementId=statement, Action=action, Principal="*", **extra)
    return url


def call_url(labcloud: Any, url: str, body: bytes = b"{}") -> tuple[int, dict[str, str], bytes]:
    """POST ``body`` to a function URL (its Host on labcloud's port): status, headers (lower-cased), body."""
    conn = http.client.HTTPConnection("127.0.0.1", labcloud.port, timeout=30)
    try:
        conn.request("POST", "/", body=body, headers={"Host": urlsplit(url).netloc})
        response = conn.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        conn.close()
