"""StartLiveTail: the request's checks and groups, then the session (:mod:`.live_tail`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext

from . import live_tail
from .lookups import group_by_identifier
from .state import LogsState

if TYPE_CHECKING:
    from .api import StartLiveTailRequest, StartLiveTailResponse


def start_live_tail(
    state: LogsState, request: StartLiveTailRequest, ctx: RequestContext
) -> StartLiveTailResponse:
    live_tail.check_request(request)
    groups = tuple(
        (group_by_identifier(state, ctx, identifier).id, identifier)
        for identifier in request["logGroupIdentifiers"]
    )
    names, prefixes = request.get("logStreamNames"), request.get("logStreamNamePrefixes")
    tail = live_tail.TailRequest(
        groups,
        tuple(names) if names is not None else None,
        tuple(prefixes) if prefixes is not None else None,
        request.get("logEventFilterPattern"),
    )
    return cast(
        "StartLiveTailResponse", {"responseStream": live_tail.session(state.events, state.streams, tail)}
    )
