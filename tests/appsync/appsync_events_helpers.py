"""Helpers for AppSync Events tests: an Events API with a namespace and a key, HTTP publish as clients send
it (``urllib``), and a real-time WebSocket client speaking AppSync's Events protocol (``websockets``)."""

from __future__ import annotations

import base64
import json
import socket
import urllib.error
import urllib.request
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from websockets.sync.client import ClientConnection, connect

API_KEY_ONLY = {
    "authProviders": [{"authType": "API_KEY"}],
    "connectionAuthModes": [{"authType": "API_KEY"}],
    "defaultPublishAuthModes": [{"authType": "API_KEY"}],
    "defaultSubscribeAuthModes": [{"authType": "API_KEY"}],
}


def new_events_api(
    appsync: Any, name: str = "events", config: dict[str, Any] | None = None
) -> dict[str, Any]:
    api: dict[str, Any] = appsync.create_api(name=name, eventConfig=config or API_KEY_ONLY)["api"]
    return api


def http_url(api: dict[str, Any]) -> str:
    return f"http://{api['dns']['HTTP']}/event"


def realtime_url(api: dict[str, Any]) -> str:
    return f"ws://{api['dns']['REALTIME']}/event/realtime"


def _loopback(url: str) -> tuple[str, dict[str, str]]:
    """A ``*.localhost`` URL as sent to 127.0.0.1 with its Host header (this machine's resolver does not
    know names under .localhost; browsers and labcloud's own clients do)."""
    parts = urlsplit(url)
    if not (parts.hostname or "").endswith(".localhost"):
        return url, {}
    return urlunsplit(parts._replace(netloc=f"127.0.0.1:{parts.port}")), {"Host": parts.netloc}


def post(url: str, body: Any, headers: dict[str, str]) -> tuple[int, dict[str, Any]]:
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    url, host = _loopback(url)
    request = urllib.request.Request(
        url, data=data, headers={"content-type": "application/json", **host, **headers}, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def publish(api: dict[str, Any], key: str, channel: str, *events: Any) -> tuple[int, dict[str, Any]]:
    texts = [json.dumps(event) for event in events]
    return post(http_url(api), {"channel": channel, "events": texts}, {"x-api-key": key})


def connect_to(
    url: str, subprotocols: list[str] | None = None, headers: dict[str, str] | None = None
) -> ClientConnection:
    """A WebSocket to ``url`` (a ``*.localhost`` host reached at 127.0.0.1, its name still the Host)."""
    parts = urlsplit(url)
    sock = socket.create_connection(("127.0.0.1", parts.port or 80), timeout=10)
    return connect(
        url,
        sock=sock,
        subprotocols=subprotocols,  # type: ignore[arg-type]
        additional_headers=headers,
        open_timeout=10,
    )


def header_protocol(fields: dict[str, str]) -> str:
    text = base64.urlsafe_b64encode(json.dumps(fields).encode()).decode().rstrip("=")
    return f"header-{text}"


def open_realtime(api: dict[str, Any], auth: dict[str, str]) -> ClientConnection:
    """A connected client that has had its ``connection_ack`` (and the first ``ka``)."""
    fields = {"host": api["dns"]["HTTP"], **auth}
    ws = connect_to(realtime_url(api), ["aws-appsync-event-ws", header_protocol(fields)])
    ws.send(json.dumps({"type": "connection_init"}))
    ack = receive(ws)
    assert ack == {"type": "connection_ack", "connectionTimeoutMs": 300000}, ack
    assert receive(ws) == {"type": "ka"}
    return ws


def receive(ws: ClientConnection, timeout: float = 10.0) -> dict[str, Any]:
    message: dict[str, Any] = json.loads(ws.recv(timeout=timeout))
    return message


def subscribe(ws: ClientConnection, ident: str, channel: str, auth: dict[str, str]) -> dict[str, Any]:
    ws.send(json.dumps({"type": "subscribe", "id": ident, "channel": channel, "authorization": auth}))
    return receive(ws)
