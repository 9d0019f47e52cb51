"""Translation of IAM wildcards (``*``, ``?``) to compiled regular expressions, cached.

Plain patterns (actions, ``StringLike``) let ``*`` match any run of characters. ARN patterns
(resources, ``ArnLike``) are matched segment by segment: in the first five colon-separated
segments a wildcard stays inside its segment, in the resource segment it may span ``:`` and ``/``
(``arn:aws:logs:*:*:*`` covers log streams). ``"*"`` alone matches everything.
"""

from __future__ import annotations

import re
from functools import lru_cache

from labcloud.services.iam.policy.variables import Chunks

_ARN_SEGMENTS_BEFORE_RESOURCE = 5


def chunks_to_regex(chunks: Chunks, arn: bool) -> str:
    """Regex source for one pattern; see the module docstring for the ARN rule."""
    total_colons = sum(text.count(":") for text, _ in chunks)
    arn = arn and total_colons >= _ARN_SEGMENTS_BEFORE_RESOURCE
    out: list[str] = []
    colons = 0
    for text, wild in chunks:
        for char in text:
            in_segment = arn and colons < _ARN_SEGMENTS_BEFORE_RESOURCE
            if char == ":":
                colons += 1
                out.append(":")
            elif wild and char == "*":
                out.append("[^:]*" if in_segment else ".*")
            elif wild and char == "?":
                out.append("[^:]" if in_segment else ".")
            else:
                out.append(re.escape(char))
    return "".join(out)


@lru_cache(maxsize=4096)
def compile_patterns(patterns: tuple[Chunks, ...], arn: bool, ignore_case: bool) -> re.Pattern[str]:
    """One compiled alternation of all ``patterns``; use with ``fullmatch``."""
    flags = re.DOTALL | (re.IGNORECASE if ignore_case else 0)
    if not patterns:
        return re.compile(r"(?!)")
    source = "|".join(f"(?:{chunks_to_regex(chunks, arn)})" for chunks in patterns)
    return re.compile(source, flags)


def has_wildcard(text: str) -> bool:
    return "*" in text or "?" in text
