"""Template rendering: the Handlebars subset SES templates use, ``{{name}}`` and ``{{a.b}}`` (also
``{{{name}}}``), ``{{#if x}}…{{else}}…{{/if}}``, ``{{#unless x}}…{{/unless}}`` and
``{{#each list}}…{{this}}…{{/each}}``. A value the data lacks is a :class:`Missing` (SES's
MissingRenderingAttribute on TestRenderTemplate, a Rendering Failure when sending)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

_TOKEN = re.compile(r"\{\{\{\s*([^}]*?)\s*\}\}\}|\{\{\s*([^}]*?)\s*\}\}")
#: How deep blocks may nest (a bound on a user's template).
MAX_DEPTH = 32


class Missing(Exception):
    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


class Malformed(Exception):
    pass


@dataclass
class _Block:
    kind: str  # "root", "if", "unless", "each"
    arg: str
    body: list[Any] = field(default_factory=list)
    other: list[Any] | None = None


def _parse(text: str) -> _Block:
    root = _Block("root", "")
    stack = [root]
    at = 0
    for match in _TOKEN.finditer(text):
        target = stack[-1].other if stack[-1].other is not None else stack[-1].body
        if match.start() > at:
            target.append(text[at : match.start()])
        at = match.end()
        raw = match.group(1) is not None
        inner = (match.group(1) if raw else match.group(2)) or ""
        if inner.startswith("!"):
            continue
        if inner.startswith("#"):
            kind, _, arg = inner[1:].partition(" ")
            if kind not in ("if", "unless", "each") or not arg.strip():
                raise Malformed(f"Unsupported block helper: {inner}")
            if len(stack) > MAX_DEPTH:
                raise Malformed("Template blocks are nested too deep.")
            block = _Block(kind, arg.strip())
            target.append(block)
            stack.append(block)
        elif inner == "else":
            if len(stack) == 1 or stack[-1].other is not None:
                raise Malformed("Unexpected {{else}}.")
            stack[-1].other = []
        elif inner.startswith("/"):
            if len(stack) == 1 or stack[-1].kind != inner[1:].strip():
                raise Malformed(f"Unexpected closing tag {{{{{inner}}}}}.")
            stack.pop()
        else:
            target.append(("var", inner))
    if len(stack) != 1:
        raise Malformed(f"Block {{{{#{stack[-1].kind}}}}} is not closed.")
    tail = stack[-1]
    (tail.other if tail.other is not None else tail.body).append(text[at:])
    return root


def _lookup(name: str, scopes: list[Any], strict: bool) -> Any:
    if name in ("this", "."):
        return scopes[-1]
    parts = name.removeprefix("this.").split(".")
    for scope in reversed(scopes):
        value: Any = scope
        for part in parts:
            if isinstance(value, dict) and part in value:
                value = value[part]
            else:
                break
        else:
            return value
    if strict:
        raise Missing(name)
    return None


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return json.dumps(value)
    return str(value)


def _truthy(value: Any) -> bool:
    return bool(value) and value != []


def _emit(nodes: list[Any], scopes: list[Any], out: list[str]) -> None:
    for node in nodes:
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, tuple):
            out.append(_text(_lookup(node[1], scopes, strict=True)))
        elif node.kind in ("if", "unless"):
            value = _truthy(_lookup(node.arg, scopes, strict=False))
            if node.kind == "unless":
                value = not value
            _emit(node.body if value else node.other or [], scopes, out)
        else:  # each
            items = _lookup(node.arg, scopes, strict=False)
            if isinstance(items, dict):
                items = list(items.values())
            if isinstance(items, list) and items:
                for item in items:
                    _emit(node.body, [*scopes, item], out)
            else:
                _emit(node.other or [], scopes, out)


def render(text: str | None, data: dict[str, Any]) -> str | None:
    """``text`` with its holes filled from ``data``; raises :class:`Missing` or :class:`Malformed`."""
    if text is None:
        return None
    out: list[str] = []
    _emit(_parse(text).body, [data], out)
    return "".join(out)


def check(text: str | None) -> None:
    """Raise :class:`Malformed` if ``text`` is not a template SES could render."""
    if text is not None:
        _parse(text)


def data_of(text: str) -> dict[str, Any]:
    """A TemplateData string as the object it must be (ValueError otherwise)."""
    value = json.loads(text)
    if not isinstance(value, dict):
        raise ValueError("TemplateData is not a JSON object")
    return value
