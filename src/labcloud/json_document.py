"""JSON text from outside the server (policies, payloads, function responses, log lines), parsed safely.

A document nested deeper than :data:`MAX_DEPTH` levels is :class:`TooDeep`, a ``ValueError`` like any
other malformed JSON, so each service answers it with its own invalid-document error instead of a 500.
The bound is explicit because Python's own limit is not one: up to 3.11 ``json.loads`` raises
``RecursionError`` about a thousand levels down, while 3.12 and later decode far deeper documents that
the code walking them afterwards may not survive. No real policy or event comes near the bound.
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.protocol.bounds import json_too_deep

#: Deepest nesting (objects and arrays) of a JSON document sent inside a parameter.
MAX_DEPTH = 512


class TooDeep(ValueError):
    """The document nests more levels than :data:`MAX_DEPTH`."""


def loads(text: str | bytes | bytearray) -> Any:
    try:
        document = json.loads(text)
    except RecursionError:
        raise TooDeep(f"the JSON document nests deeper than {MAX_DEPTH} levels") from None
    if isinstance(text, str):
        if text.count("{") + text.count("[") <= MAX_DEPTH:  # too few brackets to nest that deep
            return document
        raw = text.encode("utf-8", "surrogatepass")
    else:
        raw = bytes(text)
    if json_too_deep(raw, document, MAX_DEPTH):
        raise TooDeep(f"the JSON document nests deeper than {MAX_DEPTH} levels")
    return document
