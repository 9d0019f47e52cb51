"""What API Gateway v2 offers the rest of labcloud: the app hands an invoke-URL request whose API id
belongs to an HTTP API to :class:`HttpApis` (ids are unique across REST and HTTP APIs), one for a
WebSocket API to :class:`WebSocketApis`; the management API reaches connections by
:class:`WebSocketConnections`. The contracts are front doors the core defines (``labcloud/front_doors.py``)."""

from __future__ import annotations

from labcloud.front_doors import ConnectionFacts, HttpApis, WebSocketApis, WebSocketConnections

__all__ = ["ConnectionFacts", "HttpApis", "WebSocketApis", "WebSocketConnections"]
