"""Helpers for response streaming tests: Node.js streaming functions and a handshake with them.

A handshake function writes its first chunk (``port:<n>``: a loopback port it listens on), then waits
for the test to connect to that port before it writes the rest. The test connects only once it has read
that first chunk, so the second chunk exists only if the first reached the client while the function was
still running: a buffered answer never gets there (the function times out instead).
"""

from __future__ import annotations

import re
import socket
from typing import Any

from lambda_helpers import make_zip

HANDSHAKE = """
const net = require('net');
exports.handler = awslambda.streamifyResponse(async (event, responseStream, context) => {
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
