"""JSON documents clients send inside parameters (policies, redrive policies, payloads), parsed safely.

``json.loads`` recurses once per nesting level, so a document nested a few thousand levels deep
raises ``RecursionError``, which no caller expects from bad input. :func:`loads` turns that into
:class:`TooDeep`, a ``ValueError`` like any other malformed JSON, so each service answers it with
its own invalid-document error instead of a 500.
"""

from __future__ import annotations

import json
from typing import Any


class TooDeep(ValueError):
    """The document nests more levels than the parser can follow."""


def loads(text: str | bytes | bytearray) -> Any:
    try:
        return json.loads(text)
    except RecursionError:
        raise TooDeep("the JSON document is nested too deeply") from None
