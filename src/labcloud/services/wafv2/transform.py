"""The text transformations labcloud applies before a match (rules.TRANSFORMS), in priority order, as
AWS documents each one; and the parts of a request a FieldToMatch names."""

from __future__ import annotations

import base64
import binascii
import html
import posixpath
import re
from typing import Any
from urllib.parse import parse_qsl, unquote_plus

from labcloud.services.wafv2.interfaces import WafRequest

_SPACE = re.compile(r"[\s\x0b]+")


def _base64(text: str) -> str:
    try:
        return base64.b64decode(text + "=" * (-len(text) % 4)).decode("utf-8", "replace")
    except (binascii.Error, ValueError):
        return text


def _hex(text: str) -> str:
    try:
        return bytes.fromhex(text).decode("utf-8", "replace")
    except ValueError:
        return text


def _path(text: str) -> str:
    if not text:
        return text
    normal = posixpath.normpath(re.sub(r"/+", "/", text))
    return normal + "/" if text.endswith("/") and normal != "/" else normal


_STEPS: dict[str, Any] = {
    "NONE": lambda s: s,
    "LOWERCASE": str.lower,
    "UPPERCASE": str.upper,
    "URL_DECODE": unquote_plus,
    "HTML_ENTITY_DECODE": html.unescape,
    "COMPRESS_WHITE_SPACE": lambda s: _SPACE.sub(" ", s),
    "REMOVE_WHITESPACE": lambda s: _SPACE.sub("", s),
    "BASE64_DECODE": _base64,
    "HEX_DECODE": _hex,
    "REMOVE_NULLS": lambda s: s.replace("\x00", ""),
    "TRIM": str.strip,
    "TRIM_LEFT": str.lstrip,
    "TRIM_RIGHT": str.rstrip,
    "NORMALIZE_PATH": _path,
}


def transformed(text: str, steps: list[dict[str, Any]]) -> str:
    for step in sorted(steps, key=lambda s: int(s.get("Priority", 0))):
        text = _STEPS[str(step["Type"])](text)
    return text


def parts(request: WafRequest, ftm: dict[str, Any], body_limit: int) -> list[str] | bool:
    """The texts the FieldToMatch names (a request may hold several, as AllQueryArguments' values); or
    True/False when an oversize body's OversizeHandling is MATCH/NO_MATCH."""
    if "UriPath" in ftm:
        return [request.uri]
    if "QueryString" in ftm:
        return [request.query_string]
    if "Method" in ftm:
        return [request.method]
    if "SingleHeader" in ftm:
        value = request.headers.get(str(ftm["SingleHeader"]["Name"]).lower())
        return [] if value is None else [value]
    pairs = parse_qsl(request.query_string, keep_blank_values=True)
    if "SingleQueryArgument" in ftm:
        name = str(ftm["SingleQueryArgument"]["Name"]).lower()
        return [v for k, v in pairs if k.lower() == name]
    if "AllQueryArguments" in ftm:
        return [v for _, v in pairs]
    body = request.body
    if len(body) > body_limit:
        handling = str((ftm.get("Body") or {}).get("OversizeHandling") or "CONTINUE")
        if handling != "CONTINUE":
            return handling == "MATCH"
        body = body[:body_limit]
    return [body.decode("utf-8", "replace")]
