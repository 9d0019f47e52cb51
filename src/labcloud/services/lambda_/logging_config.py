"""LoggingConfig {LogFormat, ApplicationLogLevel, SystemLogLevel, LogGroup}: AWS's checks and defaults.

The stored value is what GetFunctionConfiguration returns: ``Text`` functions have
``{LogFormat, LogGroup}``; ``JSON`` functions also have both levels (``INFO`` unless set).
LogGroup defaults to ``/aws/lambda/<name>``. A level may only be given with the JSON format;
switching back to Text drops the levels. How a sandbox applies it lives in
:mod:`labcloud.runtime.log_format`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from labcloud.errors import AwsError

LEVEL_WITH_TEXT = (
    'LogLevel is not supported when LogFormat is set to "Text". Remove LogLevel from your request or '
    'change the LogFormat to "JSON" and try again.'
)


def merged(current: dict[str, Any] | None, requested: Mapping[str, Any] | None, name: str) -> dict[str, Any]:
    """The LoggingConfig after a create (``current`` None) or update asking for ``requested``."""
    base = dict(current or {"LogFormat": "Text", "LogGroup": f"/aws/lambda/{name}"})
    asked = {k: v for k, v in (requested or {}).items() if v is not None}
    log_format = asked.get("LogFormat") or base.get("LogFormat") or "Text"
    levels = ("ApplicationLogLevel", "SystemLogLevel")
    if log_format == "Text" and any(asked.get(level) for level in levels):
        raise AwsError("InvalidParameterValueException", LEVEL_WITH_TEXT, status=400, Type="User")
    out: dict[str, Any] = {"LogFormat": log_format}
    if log_format == "JSON":
        for level in levels:
            out[level] = asked.get(level) or base.get(level) or "INFO"
    out["LogGroup"] = asked.get("LogGroup") or base.get("LogGroup") or f"/aws/lambda/{name}"
    return out
