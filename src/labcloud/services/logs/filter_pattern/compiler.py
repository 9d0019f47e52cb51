"""Choosing the pattern form from the pattern text, and caching compiled patterns."""

from __future__ import annotations

from functools import lru_cache

from .base import FilterPattern, MatchAll
from .delimited import parse_delimited_pattern
from .json_pattern import parse_json_pattern
from .terms import parse_unstructured


@lru_cache(maxsize=1024)
def compile_pattern(text: str) -> FilterPattern:
    """Parse ``text`` once; raise ``InvalidParameterException`` when it is not a valid pattern.

    ``{...}`` is a JSON pattern, ``[...]`` a space-delimited one, ``%...%`` a regex, anything
    else a list of terms; an empty (or blank) pattern matches every event.
    """
    stripped = text.strip()
    if not stripped:
        return MatchAll(text)
    if stripped.startswith("{"):
        return parse_json_pattern(text)
    if stripped.startswith("["):
        return parse_delimited_pattern(text)
    return parse_unstructured(text)
