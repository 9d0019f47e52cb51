"""SES's internal routes: the messages sent, newest first (``GET /_labcloud/ses/messages?limit=``), and one
message with its parts and raw text (``GET /_labcloud/ses/messages/{id}``): labcloud's stand-in for an inbox."""

from __future__ import annotations

from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.services.ses.repo import messages
from labcloud.services.ses.state import SesState

PATH = "/ses/messages"
#: The most messages one listing answers.
MAX_LISTED = 1000


def routes(state: SesState) -> list[InternalRoute]:
    def account(request: InternalRequest) -> str:
        return request.account_id or state.settings.account_id

    def listing(request: InternalRequest) -> InternalResponse:
        limit = max(1, min(request.int_arg("limit", 100), MAX_LISTED))
        found = messages.recent(state.store, account(request), limit)
        return json_response({"messages": [one.summary() for one in found]})

    def one(request: InternalRequest) -> InternalResponse:
        found = messages.find(state.store, account(request), request.params["message_id"])
        if found is None:
            return error_response(
                404, "MessageNotFound", f"No message {request.params['message_id']} was sent."
            )
        return json_response(found.detail())

    return [InternalRoute("GET", PATH, listing), InternalRoute("GET", PATH + "/{message_id}", one)]
