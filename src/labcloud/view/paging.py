"""How the view's panels read a listing through the hub: every page of one operation's answer, following its
pagination token (named as the service names it: ``NextToken``, ``nextToken``, ``Marker``) for at most a
panel's number of pages, the listed member of each page joined in order."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from labcloud.hub import Hub


async def every_page(
    hub: Hub,
    service: str,
    operation: str,
    member: str,
    params: dict[str, Any],
    *,
    token_name: str,
    max_pages: int,
) -> list[Any]:
    """``member`` of each page of ``operation`` called with ``params``, at most ``max_pages`` pages."""
    out: list[Any] = []
    token: str | None = None
    for _ in range(max_pages):
        page = await hub.call(service, operation, {**params, **({token_name: token} if token else {})})
        out += page.get(member) or []
        token = page.get(token_name)
        if not token:
            break
    return out
