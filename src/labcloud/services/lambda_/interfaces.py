"""What Lambda offers the rest of labcloud on the hub (``hub.offer``/``hub.interface``).

The app hands requests for a function URL (``protocol/function_urls.py`` tells which) to
:class:`FunctionUrls`; nothing outside this package touches Lambda's provider or tables.
"""

from __future__ import annotations

from typing import Protocol

from labcloud.protocol.wire import WireRequest, WireResponse


class FunctionUrls(Protocol):
    async def handle(
        self, request: WireRequest, url_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        """Answer one HTTP request to the function URL ``url_id`` (``path``: what the function sees)."""
        ...
