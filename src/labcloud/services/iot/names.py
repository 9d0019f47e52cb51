"""IoT's ARNs, name rules and page tokens."""

from __future__ import annotations

import base64
import re
from datetime import datetime, timezone

from labcloud.context import RequestContext
from labcloud.services.iot.errors import invalid

_THING = re.compile(r"^[a-zA-Z0-9:_-]{1,128}$")
_POLICY = re.compile(r"^[\w+=,.@-]{1,128}$")
_RULE = re.compile(r"^[a-zA-Z0-9_]{1,128}$")
_SHADOW = re.compile(r"^[$a-zA-Z0-9:_-]{1,64}$")


def arn(ctx: RequestContext, kind: str, name: str) -> str:
    return f"arn:aws:iot:{ctx.region}:{ctx.account_id}:{kind}/{name}"


def check(kind: str, name: str) -> None:
    pattern = {"thing": _THING, "policy": _POLICY, "rule": _RULE, "shadow": _SHADOW}[kind]
    if not pattern.match(name or ""):
        raise invalid(f"Invalid {kind} name: {name!r} (it must match {pattern.pattern})")


def token(last: str) -> str:
    return base64.urlsafe_b64encode(last.encode()).decode()


def after(next_token: str | None) -> str:
    if not next_token:
        return ""
    try:
        return base64.urlsafe_b64decode(next_token.encode()).decode()
    except (ValueError, UnicodeDecodeError):
        raise invalid(f"Invalid nextToken: {next_token}") from None


def page_size(value: int | None, most: int = 250) -> int:
    if value is None:
        return 100
    if not 1 <= value <= most:
        raise invalid(f"maxResults must be between 1 and {most}")
    return value


def at(timestamp: float) -> datetime:
    return datetime.fromtimestamp(timestamp, tz=timezone.utc)
