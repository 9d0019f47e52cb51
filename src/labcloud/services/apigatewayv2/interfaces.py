"""What API Gateway v2 offers the rest of labcloud: the app hands an invoke-URL request whose API id
belongs to an HTTP API to :class:`HttpApis` (ids are unique across REST and HTTP APIs)."""

from __future__ import annotations

from typing import Protocol

from labcloud.protocol.wire import WireRequest, WireResponse


class HttpApis(Protocol):
    def owns(self, api_id: str) -> bool:
        """Whether ``api_id`` is an HTTP API's."""
        ...

    async def handle(
        self, request: WireRequest, api_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        """Answer one HTTP request to the API ``api_id`` (``path`` still percent-encoded)."""
        ...
