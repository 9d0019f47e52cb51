"""CloudWatch Logs filter patterns (FilterLogEvents, metric and subscription filters).

``compile_pattern(text)`` parses a pattern (cached) and returns a :class:`FilterPattern` whose
``matches(message)`` decides one event; unparseable text raises
``AwsError("InvalidParameterException", ...)`` with status 400.
"""

from __future__ import annotations

from .base import FilterPattern, MatchAll
from .compiler import compile_pattern
from .delimited import DelimitedPattern, split_fields
from .errors import INVALID_FILTER_PATTERN, invalid_pattern
from .json_pattern import JsonPattern
from .terms import RegexPattern, TermPattern

__all__ = [
    "INVALID_FILTER_PATTERN",
    "DelimitedPattern",
    "FilterPattern",
    "JsonPattern",
    "MatchAll",
    "RegexPattern",
    "TermPattern",
    "compile_pattern",
    "invalid_pattern",
    "split_fields",
]
