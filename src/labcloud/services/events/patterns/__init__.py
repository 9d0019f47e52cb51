"""The event-pattern language of EventBridge rules (and, nearly the same, SNS filter policies).

A pure module with no service state: ``parse(text)`` checks a pattern and returns its tree (or
raises :class:`PatternError` whose ``reason`` is AWS's wording), ``matches(tree, event)`` decides one
event given as a parsed JSON object. ``compile_document`` takes an already parsed pattern.
Operators: exact values (strings, numbers, true/false/null), ``prefix``/``suffix`` (also with
``equals-ignore-case``), ``equals-ignore-case``, ``wildcard``, ``anything-but`` (a value, a list,
``prefix``, ``suffix``, ``wildcard``, ``equals-ignore-case``), ``numeric`` ranges, ``exists``,
``cidr`` (IPv4 and IPv6) and ``$or``; matching reaches inside arrays.
"""

from __future__ import annotations

from .compiler import Leaf, Node, PatternError, compile_document, parse
from .evaluate import matches

__all__ = ["Leaf", "Node", "PatternError", "compile_document", "matches", "parse"]
