"""One HTTP(S) request of an API destination or a connection's OAuth call: the answer's status and (bounded)
body, sent by labcloud's loopback client (``labcloud/loopback.py``); anything but loopback is refused with
EventBridge's words (``loopback.py``)."""

from __future__ import annotations

from labcloud import loopback as client
from labcloud.services.events.loopback import REFUSED

#: AWS's timeout of an API destination call.
TIMEOUT = 5.0
#: The most of an answer's body read (an OAuth token answer is small).
MAX_BODY = 64 * 1024


async def request(method: str, url: str, headers: dict[str, str], body: bytes) -> tuple[int, bytes]:
    try:
        answer = await client.request(method, url, headers, body, timeout=TIMEOUT, max_body=MAX_BODY)
    except client.NotLoopback:
        raise ValueError(REFUSED.format(url=url)) from None
    return answer.status, answer.body
