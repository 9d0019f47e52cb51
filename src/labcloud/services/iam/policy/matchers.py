"""Pre-compiled matchers for a statement's Action/NotAction and Resource/NotResource lists.

Both split their patterns at parse time into an exact set (a dict lookup per request) and one
compiled regex for the wildcard ones. Actions compare case-insensitively; resources
case-sensitively, ARN segment by segment, with policy variables resolved per request.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from labcloud.services.iam.policy.context import RequestContext
from labcloud.services.iam.policy.variables import Template, parse_template, static_chunks
from labcloud.services.iam.policy.wildcards import compile_patterns, has_wildcard

_Match = Callable[[str], "re.Match[str] | None"]


class ActionMatcher:
    """Matches a lower-cased ``service:Operation`` against the statement's action patterns."""

    __slots__ = ("patterns", "match_all", "exact", "wild")

    def __init__(self, patterns: Sequence[str]) -> None:
        self.patterns = tuple(patterns)
        lowered = [p.lower() for p in patterns]
        self.match_all = "*" in lowered
        self.exact = frozenset(p for p in lowered if not has_wildcard(p))
        wild = tuple(static_chunks(p) for p in lowered if has_wildcard(p))
        self.wild: _Match | None = compile_patterns(wild, False, True).fullmatch if wild else None

    def matches(self, action: str) -> bool:
        """``action`` must already be lower-cased."""
        if self.match_all or action in self.exact:
            return True
        return self.wild is not None and self.wild(action) is not None


class ResourceMatcher:
    """Matches a resource ARN (or ``*``) against the statement's resource patterns."""

    __slots__ = ("patterns", "match_all", "exact", "wild", "templates")

    def __init__(self, patterns: Sequence[str], variables: bool) -> None:
        self.patterns = tuple(patterns)
        self.match_all = "*" in self.patterns
        templates: list[Template] = []
        exact: set[str] = set()
        wild = []
        for pattern in self.patterns:
            template = parse_template(pattern) if variables else None
            if template is not None:
                templates.append(template)
            elif has_wildcard(pattern):
                wild.append(static_chunks(pattern))
            else:
                exact.add(pattern)
        self.exact = frozenset(exact)
        self.wild: _Match | None = compile_patterns(tuple(wild), True, False).fullmatch if wild else None
        self.templates = tuple(templates)

    def matches(self, resource: str, context: RequestContext) -> bool:
        if self.match_all or resource in self.exact:
            return True
        if self.wild is not None and self.wild(resource) is not None:
            return True
        for template in self.templates:
            chunks = template.resolve(context)
            if chunks is not None and compile_patterns((chunks,), True, False).fullmatch(resource):
                return True
        return False
