"""What API Gateway offers the rest of labcloud on the hub (``hub.offer``/``hub.interface``).

The app hands requests for an invoke URL (``protocol/execute_api.py`` tells which) to
:class:`ExecuteApi`. Nothing outside this package touches API Gateway's tables.
"""

from __future__ import annotations

from typing import Protocol

from labcloud.protocol.wire import WireRequest, WireResponse


class ExecuteApi(Protocol):
    async def handle(
        self, request: WireRequest, api_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        """Answer one HTTP request to the API ``api_id`` (``path``: ``/<stage>/...`` still percent-encoded)."""
        ...
