"""The JavaScript SDK v3's ``InvokeWithResponseStreamCommand`` reads a streaming function's chunks while it
runs (the handshake function of streaming_helpers.py goes on only once the client read its first chunk).
The SDK is the ``@aws-sdk/client-lambda`` labcloud fetches for its Node.js sandboxes (runtime/node_sdk.py)."""

from __future__ import annotations

import json
import os
import subprocess
from typing import Any

from streaming_helpers import HANDSHAKE, deploy_node

from labcloud.runtime import node_sdk

CLIENT = r"""
const net = require('net');
const { LambdaClient, InvokeWithResponseStreamCommand } = require('@aws-sdk/client-lambda');
const [endpoint, name, payload] = process.argv.slice(-3);
(async () => {
  const client = new LambdaClient({
    endpoint, region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  const answer = await client.send(new InvokeWithResponseStreamCommand({
    FunctionName: name, Payload: Buffer.from(payload),
  }));
  const chunks = [];
  const completes = [];
  for await (const event of answer.EventStream) {
    if (event.PayloadChunk) {
      chunks.push(Buffer.from(event.PayloadChunk.Payload).toString());
      if (chunks.length === 1) {
        const port = Number(/port:(\d+)/.exec(chunks[0])[1]);
        await new Promise((resolve, reject) => net.connect(port, '127.0.0.1', resolve).on('error', reject));
      }
    } else if (event.InvokeComplete) {
      completes.push(event.InvokeComplete);
    }
  }
  console.log(JSON.stringify({ status: answer.StatusCode, version: answer.ExecutedVersion, chunks, completes }));
})().catch((e) => { console.error(e); process.exit(1); });
"""


def _run(labcloud: Any, name: str, payload: str) -> dict[str, Any]:
    modules = node_sdk.ensure(["@aws-sdk/client-lambda"])
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
    env.update(NODE_PATH=str(modules), NODE_NO_WARNINGS="1")
    done = subprocess.run(
        ["node", "-e", CLIENT, labcloud.endpoint, name, payload],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_js_sdk_reads_chunks_while_the_function_runs(labcloud: Any, lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "js-stream", HANDSHAKE)
    result = _run(labcloud, "js-stream", "{}")
    assert (result["status"], result["version"]) == (200, "$LATEST")
    assert "".join(result["chunks"]).split("\n")[1:] == ["second", "done", ""]
    assert result["completes"] == [{}]


def test_js_sdk_sees_the_error_of_a_failed_stream(labcloud: Any, lam: Any, role_arn: str) -> None:
    deploy_node(lam, role_arn, "js-stream-fails", HANDSHAKE)
    result = _run(labcloud, "js-stream-fails", '{"fail": true}')
    assert "".join(result["chunks"]).split("\n")[1:] == ["second", ""]
    assert result["completes"] == [{"ErrorCode": "TypeError", "ErrorDetails": "broke after the first chunk"}]
