"""One log event as a query sees it: its system fields, the fields Logs Insights discovers in it
(Lambda's START/END/REPORT lines and request ids, JSON members), and fields commands add.

Discovery is lazy: a message is looked at only when a query asks for a field it could hold.
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone
from typing import Any

from labcloud import json_document

_REPORT = re.compile(
    r"REPORT RequestId: (?P<requestId>\S+)\s+Duration: (?P<duration>[\d.]+) ms\s+Billed Duration: "
    r"(?P<billedDuration>\d+) ms(?:\s+Memory Size: (?P<memorySize>\d+) MB)?"
    r"(?:\s+Max Memory Used: (?P<maxMemoryUsed>\d+) MB)?(?:\s+Init Duration: (?P<initDuration>[\d.]+) ms)?"
)
_START_END = re.compile(r"(START|END) RequestId: (\S+)")
_APP_LINE = re.compile(r"\[[A-Z]+\]\t[^\t]*\t([0-9a-f-]{36})\t")
_LAMBDA_FIELDS = frozenset(
    {"@requestId", "@duration", "@billedDuration", "@memorySize", "@maxMemoryUsed", "@initDuration", "@type"}
)
_MB = 1_048_576


def format_timestamp(ms: int) -> str:
    """Logs Insights' timestamp text: ``2024-05-01 12:00:00.000``."""
    return datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%d %H:%M:%S.") + f"{ms % 1000:03d}"


class Record:
    __slots__ = ("ts", "message", "stream", "group", "ingestion", "ptr", "extra", "_lambda", "_json")

    def __init__(
        self,
        ts: int | None = None,
        message: str | None = None,
        stream: str | None = None,
        group: str | None = None,
        ingestion: int | None = None,
        ptr: str | None = None,
    ) -> None:
        self.ts = ts
        self.message = message
        self.stream = stream
        self.group = group
        self.ingestion = ingestion
        self.ptr = ptr
        self.extra: dict[str, Any] = {}
        self._lambda: dict[str, Any] | None = None
        self._json: dict[str, Any] | None = None

    def get(self, name: str) -> Any:
        if name in self.extra:
            return self.extra[name]
        if name == "@timestamp":
            return self.ts
        if name == "@message":
            return self.message
        if name == "@logStream":
            return self.stream
        if name == "@log":
            return self.group
        if name == "@ingestionTime":
            return self.ingestion
        if name == "@ptr":
            return self.ptr
        if self.message is None:
            return None
        if name in _LAMBDA_FIELDS:
            return self._lambda_fields().get(name)
        return self._json_field(name)

    def _lambda_fields(self) -> dict[str, Any]:
        if self._lambda is None:
            found: dict[str, Any] = {}
            message = self.message or ""
            if message.startswith("REPORT"):
                match = _REPORT.match(message)
                if match is not None:
                    found["@type"] = "REPORT"
                    for key, value in match.groupdict().items():
                        if value is None:
                            continue
                        if key == "requestId":
                            found["@requestId"] = value
                        elif key in ("memorySize", "maxMemoryUsed"):
                            found[f"@{key}"] = int(value) * _MB
                        else:
                            found[f"@{key}"] = float(value)
            elif message.startswith(("START", "END")):
                match = _START_END.match(message)
                if match is not None:
                    found["@type"], found["@requestId"] = match.group(1), match.group(2)
            else:
                match = _APP_LINE.match(message)
                if match is not None:
                    found["@requestId"] = match.group(1)
            self._lambda = found
        return self._lambda

    def _json_field(self, name: str) -> Any:
        if self._json is None:
            self._json = {}
            text = (self.message or "").lstrip()
            if text.startswith("{"):
                try:
                    loaded = json_document.loads(text)
                except ValueError:
                    loaded = None
                if isinstance(loaded, dict):
                    self._json = loaded
        value: Any = self._json
        for part in name.split("."):
            if not isinstance(value, dict) or part not in value:
                return None
            value = value[part]
        return value

    def text(self, name: str) -> str | None:
        """A field's value as GetQueryResults shows it."""
        value = self.get(name)
        if value is None:
            return None
        if name in ("@timestamp", "@ingestionTime") and isinstance(value, int):
            return format_timestamp(value)
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, float):
            return (
                repr(value)
                if not value.is_integer()
                else str(int(value))
                if abs(value) < 1e15
                else repr(value)
            )
        if isinstance(value, (dict, list)):
            return json.dumps(value, separators=(",", ":"))
        return str(value)
