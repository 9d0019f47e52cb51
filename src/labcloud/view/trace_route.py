"""``GET /_labcloud/trace?key=…``: one request's trace (:mod:`labcloud.view.trace`) as JSON.

``key`` is any id the events carry (an API Gateway or Lambda request id, a message id, an event id,
an execution ARN, an ``X-Amzn-Trace-Id`` or its ``Root=``) or a business key some event's data
mentions. The newest ``window`` events kept on the bus (default :data:`DEFAULT_WINDOW`, at most
:data:`MAX_WINDOW`) are searched, in SQLite, for the key and then for the ids of what was found
(:func:`labcloud.view.trace.gather`): only those events are decoded. The page ``/_labcloud/view/trace?key=…`` draws the answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)

if TYPE_CHECKING:
    from labcloud.hub import Hub

DEFAULT_WINDOW = 20_000
MAX_WINDOW = 100_000
MAX_KEY = 512
#: The most events one read of the store answers.
MAX_READ = 10_000


def trace_routes(hub: Hub) -> list[InternalRoute]:
    def trace(request: InternalRequest) -> InternalResponse:
        key = (request.arg("key") or "").strip()
        if not key:
            return error_response(400, "ValidationException", "key is required: an id or a business key")
        if len(key) > MAX_KEY:
            return error_response(400, "ValidationException", f"key is longer than {MAX_KEY} characters")
        window = request.int_arg("window", DEFAULT_WINDOW)
        if not 1 <= window <= MAX_WINDOW:
            return error_response(400, "ValidationException", f"window must be between 1 and {MAX_WINDOW}")
        after = max(0, hub.bus.last_seq() - window)
        from labcloud.view.trace import correlate, gather  # with the first trace: no part of the start

        events, cut = gather(
            lambda texts: hub.bus.containing(texts, after=after, limit=MAX_READ),
            key,
            read_all=lambda: hub.bus.query(after=after, limit=window),
        )
        document = correlate(events, key).as_dict()
        document["truncated"] = document["truncated"] or cut
        document["window"] = window
        document["read"] = len(events)
        return json_response(document)

    return [InternalRoute("GET", "/trace", trace)]
