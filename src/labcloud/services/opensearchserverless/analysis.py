"""Text analysis as OpenSearch's standard analyzer does it, closely enough for matching: Unicode word runs,
lowercased. ``text`` fields are matched on these tokens; ``keyword`` fields on their whole value."""

from __future__ import annotations

import re

_WORD = re.compile(r"\w+", re.UNICODE)


def tokens(text: str) -> list[str]:
    return [t.lower() for t in _WORD.findall(text)]
