"""Mapping templates in Velocity (VTL), rendered by the ``airspeed`` engine with API Gateway's variables:
``$input`` (``body``, ``json(path)``, ``path(path)``, ``params()``/``params(name)``), ``$context``,
``$stageVariables`` and ``$util`` (``escapeJavaScript``, ``base64Encode``/``Decode``, ``urlEncode``/``Decode``,
``parseJson``). JSONPath covers what templates use: ``$``, ``.member``, ``['member']`` and ``[index]``."""

from __future__ import annotations

import base64
import json
import re
from typing import Any
from urllib.parse import quote, unquote_plus

import airspeed

from labcloud import json_document

_STEP = re.compile(r"\.([A-Za-z_$][\w$-]*)|\[(\d+)\]|\['([^']*)'\]|\[\"([^\"]*)\"\]")


class TemplateError(Exception):
    """A template that does not parse or render: the gateway answers 500, as AWS does."""


def json_path(document: Any, path: str) -> Any:
    text = path.strip()
    if not text.startswith("$"):
        raise TemplateError(f"invalid JSONPath {path!r}")
    position, current = 1, document
    while position < len(text):
        match = _STEP.match(text, position)
        if match is None:
            raise TemplateError(f"invalid JSONPath {path!r}")
        position = match.end()
        member, index, quoted, double = match.groups()
        key = member if member is not None else quoted if quoted is not None else double
        if index is not None:
            current = current[int(index)] if isinstance(current, list) and int(index) < len(current) else None
        elif isinstance(current, dict):
            current = current.get(key)
        else:
            current = None
    return current


class Input:
    """``$input``: the payload (request or integration response body) and the method request's parameters."""

    def __init__(self, body: str, params: dict[str, dict[str, str]]) -> None:
        self.body = body
        self._params = params
        self._parsed: Any = None
        self._loaded = False

    def _document(self) -> Any:
        if not self._loaded:
            try:
                self._parsed = json_document.loads(self.body) if self.body.strip() else {}
            except ValueError:
                raise TemplateError("Unable to parse the body as JSON") from None
            self._loaded = True
        return self._parsed

    def json(self, path: str = "$") -> str:
        return json.dumps(json_path(self._document(), path), separators=(",", ":"))

    def path(self, path: str = "$") -> Any:
        found = json_path(self._document(), path)
        return "" if found is None else found  # API Gateway renders a missing member as nothing

    def params(self, name: str | None = None) -> Any:
        if name is None:
            return self._params
        for where in ("path", "querystring", "header"):
            found = self._params.get(where, {})
            if name in found:
                return found[name]
            if where == "header":
                for key, value in found.items():
                    if key.lower() == name.lower():
                        return value
        return ""


class Variables(dict[str, str]):
    """``$stageVariables``: a variable the stage does not set renders as nothing (not as its reference)."""

    def __missing__(self, key: str) -> str:
        return ""

    def __contains__(self, key: object) -> bool:
        return True


class Util:
    """``$util``."""

    def escapeJavaScript(self, text: Any) -> str:  # noqa: N802 - AWS's name
        return json.dumps(str(text))[1:-1].replace("'", "\\'")

    def base64Encode(self, text: Any) -> str:  # noqa: N802
        return base64.b64encode(str(text).encode()).decode("ascii")

    def base64Decode(self, text: Any) -> str:  # noqa: N802
        return base64.b64decode(str(text)).decode("utf-8", errors="replace")

    def urlEncode(self, text: Any) -> str:  # noqa: N802
        return quote(str(text), safe="")

    def urlDecode(self, text: Any) -> str:  # noqa: N802
        return unquote_plus(str(text))

    def parseJson(self, text: Any) -> Any:  # noqa: N802
        try:
            return json_document.loads(str(text))
        except ValueError:
            raise TemplateError("Unable to parse the string as JSON") from None


_CACHE: dict[str, airspeed.Template] = {}


def render(template: str, variables: dict[str, Any]) -> str:
    compiled = _CACHE.get(template)
    if compiled is None:
        compiled = airspeed.Template(template)
        if len(_CACHE) < 1024:
            _CACHE[template] = compiled
    try:
        return str(compiled.merge({**variables, "util": Util()}))
    except TemplateError:
        raise
    except Exception as exc:  # noqa: BLE001 - airspeed's syntax and evaluation errors alike
        raise TemplateError(str(exc)) from None
