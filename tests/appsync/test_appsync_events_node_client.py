"""A JavaScript client of an Events API, as a browser's code is written: Node's ``WebSocket`` (undici) and
``fetch`` against the path forms on labcloud's port (``/_labcloud/appsync/<id>/event/realtime`` and
``/event``), the auth headers in the base64url ``header-`` subprotocol, and an event it publishes arriving
on its subscription."""

from __future__ import annotations

import json
import shutil
import subprocess
from typing import Any

import pytest
from appsync_events_helpers import new_events_api

from labcloud.testing.server_process import LabcloudProcess

CLIENT = r"""
const [base, key, host] = process.argv.slice(1); // node -e: the arguments follow argv[0]
const header = Buffer.from(JSON.stringify({ host, 'x-api-key': key })).toString('base64url');
const ws = new WebSocket(base.replace('http', 'ws') + '/event/realtime', ['aws-appsync-event-ws', 'header-' + header]);
const seen = [];
let published = null;
const timer = setTimeout(() => { console.log(JSON.stringify({ timeout: true, seen })); process.exit(1); }, 20000);
ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init' }));
ws.onmessage = async (m) => {
  const msg = JSON.parse(m.data);
  seen.push(msg.type);
  if (msg.type === 'connection_ack') {
    ws.send(JSON.stringify({ type: 'subscribe', id: 'sub-1', channel: '/default/*', authorization: { host, 'x-api-key': key } }));
  } else if (msg.type === 'subscribe_success') {
    published = fetch(base + '/event', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ channel: '/default/js', events: [JSON.stringify({ from: 'node' })] }),
    });
  } else if (msg.type === 'data') {
    // the event may reach the subscriber before the publisher has its answer
    seen.push('publish:' + (await published).status);
    clearTimeout(timer);
    console.log(JSON.stringify({ id: msg.id, event: JSON.parse(msg.event), seen, protocol: ws.protocol }));
    ws.close();
  }
};
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_nodes_websocket_and_fetch_subscribe_and_publish(appsync: Any, labcloud: LabcloudProcess) -> None:
    api = new_events_api(appsync, "node-client")
    appsync.create_channel_namespace(apiId=api["apiId"], name="default")
    key = appsync.create_api_key(apiId=api["apiId"])["apiKey"]["id"]
    base = f"{labcloud.endpoint}/_labcloud/appsync/{api['apiId']}"
    done = subprocess.run(
        ["node", "--experimental-websocket", "-e", CLIENT, base, key, api["dns"]["HTTP"]],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["id"] == "sub-1" and result["event"] == {"from": "node"}
    assert result["protocol"] == "aws-appsync-event-ws"
    assert result["seen"][0] == "connection_ack" and "subscribe_success" in result["seen"]
    assert "publish:200" in result["seen"]
