"""SES's internal routes: the messages sent, newest first (``GET /_labcloud/ses/messages?limit=``), and one
message with its parts and raw text (``GET /_labcloud/ses/messages/{id}``): labcloud's stand-in for an inbox.
Receiving: ``POST /_labcloud/ses/inbound`` hands in a message from outside SES (the body is its raw MIME
text; ``?region=``, ``?ip=`` the sending server's address for the IP filters, ``?recipients=a,b`` instead of
its To/Cc headers, ``?source=`` instead of its From), and ``GET /_labcloud/ses/receipts[/{id}]`` shows what
the receipt rules did with each message received."""

from __future__ import annotations

import re
from email.utils import getaddresses, parseaddr

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.services.ses import compose, filter_ops, inbound, mail
from labcloud.services.ses.repo import messages, receipts
from labcloud.services.ses.state import SesState

_REGION = re.compile(r"[a-z]{2}(-[a-z]+)+-\d{1,2}")

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

    def receive(request: InternalRequest) -> InternalResponse:
        owner = account(request)
        region = request.arg("region") or state.settings.region
        if not _REGION.fullmatch(region):
            return error_response(400, "InvalidParameterValue", f"{region!r} is not a region name.")
        if len(request.body) > mail.MAX_MESSAGE_BYTES:
            return error_response(400, "MessageRejected", "The message is larger than 10 MB.")
        try:
            raw = compose.read(request.body, False)
        except AwsError as error:
            return error_response(400, error.code, error.message)
        named = request.arg("recipients")
        if named:
            recipients = [r.strip() for r in named.split(",") if r.strip()]
        else:
            recipients = [a for values in raw.recipients.values() for a in values]
        source = request.arg("source") or parseaddr(raw.sender or "")[1]
        if not recipients or not source:
            return error_response(400, "InvalidParameterValue", "The message needs a sender and a recipient.")
        if not filter_ops.admitted(state.store, owner, region, request.arg("ip") or "127.0.0.1"):
            return error_response(
                403, "MessageRejected", "The sending IP address is blocked by a receipt filter."
            )
        now = clock.now()
        mid = mail.message_id(now)
        with state.store.transaction():
            taken = inbound.plan(
                state,
                owner,
                region,
                mid,
                now,
                source,
                [address for _, address in getaddresses(recipients) if address],
                raw.source_text,
                from_ses=False,
            )
        return json_response({"MessageId": mid, "Recipients": taken})

    def receipt_list(request: InternalRequest) -> InternalResponse:
        limit = max(1, min(request.int_arg("limit", 100), MAX_LISTED))
        return json_response(
            {"receipts": [r.shown() for r in receipts.receipts(state.store, account(request), limit)]}
        )

    def receipt_one(request: InternalRequest) -> InternalResponse:
        found = receipts.find_receipt(state.store, account(request), request.params["message_id"])
        if found is None:
            return error_response(
                404, "MessageNotFound", f"No message {request.params['message_id']} was received."
            )
        return json_response(found.shown())

    return [
        InternalRoute("GET", PATH, listing),
        InternalRoute("GET", PATH + "/{message_id}", one),
        InternalRoute("POST", "/ses/inbound", receive),
        InternalRoute("GET", "/ses/receipts", receipt_list),
        InternalRoute("GET", "/ses/receipts/{message_id}", receipt_one),
    ]
