"""Policy variables (``${aws:username}``, ``${aws:PrincipalTag/team, 'none'}``, ``${*}``...).

A string holding variables becomes a :class:`Template` at parse time. Resolving it against a
request gives *chunks*: ``(text, wild)`` pairs where ``wild`` says whether ``*`` and ``?`` in the
text are wildcards (policy text) or plain characters (substituted values and ``${*}``/``${?}``/
``${$}``). Variables exist only in version 2012-10-17 documents; older ones keep the text as is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from labcloud.services.iam.policy.context import RequestContext

Chunks = tuple[tuple[str, bool], ...]

_VARIABLE = re.compile(r"\$\{([^}]*)\}")
_KEY_AND_DEFAULT = re.compile(r"^\s*([^,'\s][^,']*?)\s*(?:,\s*'([^']*)'\s*)?$")
_SPECIAL = frozenset({"*", "?", "$"})


@dataclass(frozen=True, slots=True)
class Template:
    """A policy string with variables: parts are (kind, text, default), kind in t/c/v."""

    text: str
    parts: tuple[tuple[str, str, str | None], ...]

    def resolve(self, context: RequestContext) -> Chunks | None:
        """The chunks for this request, or None when a variable has no value and no default."""
        chunks: list[tuple[str, bool]] = []
        for kind, text, default in self.parts:
            if kind == "t":
                chunks.append((text, True))
            elif kind == "c":
                chunks.append((text, False))
            else:
                value = context.single(text)
                if value is None:
                    value = default
                if value is None:
                    return None
                chunks.append((value, False))
        return tuple(chunks)


def parse_template(text: str) -> Template | None:
    """A :class:`Template` when ``text`` uses variables, else None (the common, fast case)."""
    if "${" not in text:
        return None
    parts: list[tuple[str, str, str | None]] = []
    position = 0
    for found in _VARIABLE.finditer(text):
        if found.start() > position:
            parts.append(("t", text[position : found.start()], None))
        inner = found.group(1)
        key = _KEY_AND_DEFAULT.match(inner)
        if inner in _SPECIAL:
            parts.append(("c", inner, None))
        elif key is not None:
            parts.append(("v", key.group(1).lower(), key.group(2)))
        else:
            parts.append(("t", found.group(0), None))
        position = found.end()
    if position < len(text):
        parts.append(("t", text[position:], None))
    if all(kind == "t" for kind, _, _ in parts):
        return None
    return Template(text, tuple(parts))


def static_chunks(text: str) -> Chunks:
    """Chunks of a string without variables: all of it is policy text."""
    return ((text, True),)


def joined(chunks: Chunks) -> str:
    """The plain string of resolved chunks (for operators without wildcards)."""
    return "".join(text for text, _ in chunks)
