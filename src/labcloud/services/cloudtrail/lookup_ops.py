"""LookupEvents: the account's management events of a region, newest first, within 90 days."""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import json
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.cloudtrail.errors import invalid
from labcloud.services.cloudtrail.recording import write_pending
from labcloud.services.cloudtrail.state import RETENTION_DAYS, CloudTrailState

if TYPE_CHECKING:
    from labcloud.services.cloudtrail.api import Event, LookupEventsRequest, LookupEventsResponse

KEYS = (
    "EventId",
    "EventName",
    "ReadOnly",
    "Username",
    "ResourceType",
    "ResourceName",
    "EventSource",
    "AccessKeyId",
)
MAX_RESULTS = 50


def _seconds(value: Any) -> float:
    if isinstance(value, dt.datetime):
        return value.timestamp()
    return float(value)


def lookup_events(
    state: CloudTrailState, request: LookupEventsRequest, ctx: RequestContext
) -> LookupEventsResponse:
    attributes = request.get("LookupAttributes") or []
    if len(attributes) > 1:
        raise invalid(
            "InvalidLookupAttributesException", "You cannot specify more than one lookup attribute."
        )
    column: str | None = None
    value: object = None
    for attribute in attributes:
        column, text = attribute["AttributeKey"], attribute["AttributeValue"]
        if column not in KEYS:
            raise invalid(
                "InvalidLookupAttributesException", f"{column} is not a valid lookup attribute key."
            )
        value = text
        if column == "ReadOnly":
            if text not in ("true", "false"):
                raise invalid("InvalidLookupAttributesException", "ReadOnly must be true or false.")
            value = int(text == "true")
    category = request.get("EventCategory")
    if category is not None:
        if category != "insight":
            raise invalid("InvalidEventCategoryException", f"{category} is not a valid event category.")
        raise invalid(
            "InvalidEventCategoryException",
            "labcloud does not support CloudTrail Insights: no insight events.",
        )
    most = request.get("MaxResults", MAX_RESULTS)
    if most < 1 or most > MAX_RESULTS:
        raise invalid("InvalidMaxResultsException", f"MaxResults must be between 1 and {MAX_RESULTS}.")
    now = clock.now()
    start = _seconds(request["StartTime"]) if "StartTime" in request else now - RETENTION_DAYS * 86400.0
    end = _seconds(request["EndTime"]) if "EndTime" in request else now
    if start > end:
        raise invalid("InvalidTimeRangeException", "Start time must be before end time.")
    before = None
    token = request.get("NextToken")
    if token is not None:
        try:
            at, seq = json.loads(base64.urlsafe_b64decode(token.encode()))
            before = (float(at), int(seq))
        except (ValueError, TypeError, binascii.Error, UnicodeError):
            raise invalid("InvalidNextTokenException", "Invalid NextToken.") from None
    write_pending(state)  # the calls captured and not written yet
    found = state.events.lookup(ctx.account_id, ctx.region, start, end, column, value, before, most + 1)
    events: list[Event] = []
    for stored in found[:most]:
        event: Event = {
            "EventId": stored.event_id,
            "EventName": stored.event_name,
            "ReadOnly": "true" if stored.read_only else "false",
            "EventTime": dt.datetime.fromtimestamp(stored.at, dt.timezone.utc),
            "EventSource": stored.event_source,
            "Resources": json.loads(stored.resources),
            "CloudTrailEvent": stored.record,
        }
        if stored.access_key:
            event["AccessKeyId"] = stored.access_key
        if stored.username:
            event["Username"] = stored.username
        events.append(event)
    response: LookupEventsResponse = {"Events": events}
    if len(found) > most:
        last = found[most - 1]
        response["NextToken"] = base64.urlsafe_b64encode(json.dumps([last.at, last.seq]).encode()).decode()
    return response
