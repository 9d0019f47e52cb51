"""``/_labcloud/clock``: read and move the server clock (``labcloud/clock.py``).

``GET /clock`` → ``{"now", "iso", "offset_seconds", "wall"}``; ``POST /clock/advance`` with
``{"by": "1h"}`` (or seconds: ``{"seconds": 3600}``), ``POST /clock/set`` with
``{"time": "2027-01-01T00:00:00Z"}`` (or epoch seconds) and ``POST /clock/reset`` move it and
answer the same document. A malformed body answers 400 ``ValidationException``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)

if TYPE_CHECKING:
    from labcloud.hub import Hub

MAX_BODY = 4096
#: The farthest the clock may be moved from wall time (100 years): datetimes stay representable.
MAX_OFFSET = 100 * 365 * 86400.0


def _body(request: InternalRequest) -> dict[str, Any]:
    if len(request.body) > MAX_BODY:
        raise ValueError(f"the body must be smaller than {MAX_BODY} bytes")
    try:
        document = request.json()
    except ValueError:
        raise ValueError("the body must be a JSON object") from None
    if not isinstance(document, dict):
        raise ValueError("the body must be a JSON object")
    return document


def _invalid(message: str) -> InternalResponse:
    return error_response(400, "ValidationException", message)


def routes(_hub: Hub) -> list[InternalRoute]:
    def show(_request: InternalRequest) -> InternalResponse:
        return json_response(clock.describe())

    def advance(request: InternalRequest) -> InternalResponse:
        try:
            document = _body(request)
            given = document.get("by", document.get("seconds"))
            if isinstance(given, bool) or not isinstance(given, str | int | float):
                raise ValueError('give "by" (e.g. "1h", "30m", "2d") or "seconds"')
            seconds = clock.parse_duration(str(given))
            if seconds < 0:
                raise ValueError("the clock only advances; use /clock/set to go to an earlier time")
            if abs(clock.offset() + seconds) > MAX_OFFSET:
                raise ValueError("the clock may be moved at most 100 years from wall time")
        except ValueError as error:
            return _invalid(str(error))
        clock.advance(seconds)
        return json_response(clock.describe())

    def set_time(request: InternalRequest) -> InternalResponse:
        try:
            document = _body(request)
            given = document.get("time")
            if isinstance(given, bool) or not isinstance(given, str | int | float):
                raise ValueError('give "time" (e.g. "2027-01-01T00:00:00Z" or epoch seconds)')
            moment = clock.parse_timestamp(str(given))
            if abs(moment - (clock.now() - clock.offset())) > MAX_OFFSET:
                raise ValueError("the clock may be moved at most 100 years from wall time")
        except ValueError as error:
            return _invalid(str(error))
        clock.set(moment)
        return json_response(clock.describe())

    def reset(_request: InternalRequest) -> InternalResponse:
        clock.reset()
        return json_response(clock.describe())

    return [
        InternalRoute("GET", "/clock", show),
        InternalRoute("POST", "/clock/advance", advance),
        InternalRoute("POST", "/clock/set", set_time),
        InternalRoute("POST", "/clock/reset", reset),
    ]
