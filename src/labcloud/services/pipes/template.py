"""InputTemplate of a pipe's enrichment or target, and the dynamic (``$.``) target parameters.

A template is text with placeholders: ``<$.json.path>`` takes a value from the event (an SQS ``body``
or Kinesis ``data`` holding JSON is read as JSON, AWS's implicit body parsing) and the reserved
``<aws.pipes.pipe-arn>``, ``<aws.pipes.pipe-name>``, ``<aws.pipes.source-arn>``,
``<aws.pipes.enrichment-arn>``, ``<aws.pipes.target-arn>``, ``<aws.pipes.event.ingestion-time>``,
``<aws.pipes.event>`` and ``<aws.pipes.event.json>``. Inside a JSON string a value is put as text
(escaped for that string); outside one it is put as JSON (a missing path gives ``null``). The result
is JSON when it parses as JSON, else the text itself.
"""

from __future__ import annotations

import base64
import functools
import json
import re
from dataclasses import dataclass
from typing import Any

from jsonpath_ng import parse as parse_path
from jsonpath_ng.exceptions import JsonPathParserError

PLACEHOLDER = re.compile(r"<(\$[^<>]*|aws\.pipes\.[a-z.-]+)>")
_MISSING = object()


@dataclass(frozen=True, slots=True)
class Names:
    pipe_arn: str
    source_arn: str
    enrichment_arn: str
    target_arn: str

    @property
    def pipe_name(self) -> str:
        return self.pipe_arn.rsplit("/", 1)[-1]


def _parsed(value: Any) -> Any:
    if not isinstance(value, str):
        return value
    try:
        return json.loads(value)
    except ValueError:
        return value


def readable(event: Any) -> Any:
    """The event as paths read it: JSON bodies and data parsed."""
    if not isinstance(event, dict):
        return event
    if event.get("eventSource") == "aws:sqs" and "body" in event:
        return {**event, "body": _parsed(event["body"])}
    if event.get("eventSource") == "aws:kinesis" and "data" in event:
        try:
            return {**event, "data": _parsed(base64.b64decode(str(event["data"])).decode())}
        except ValueError:
            return event
    return event


@functools.lru_cache(maxsize=256)
def _compiled(path: str) -> Any:
    try:
        return parse_path(path)
    except (JsonPathParserError, Exception):  # noqa: BLE001 - any unparsable path reads as missing
        return None


def lookup(event: Any, path: str) -> Any:
    compiled = _compiled(path)
    if compiled is None:
        return _MISSING
    found = [match.value for match in compiled.find(readable(event))]
    if not found:
        return _MISSING
    return found[0] if len(found) == 1 else found


def dynamic(value: str | None, event: Any) -> str | None:
    """A target parameter: a ``$.`` path is read from the event, anything else is taken as written."""
    if value is None or not value.startswith("$."):
        return value
    found = lookup(event, value)
    if found is _MISSING or found is None:
        return None
    return found if isinstance(found, str) else json.dumps(found)


def _reserved(name: str, event: Any, names: Names, ingested: str) -> Any:
    return {
        "aws.pipes.pipe-arn": names.pipe_arn,
        "aws.pipes.pipe-name": names.pipe_name,
        "aws.pipes.source-arn": names.source_arn,
        "aws.pipes.enrichment-arn": names.enrichment_arn,
        "aws.pipes.target-arn": names.target_arn,
        "aws.pipes.event.ingestion-time": ingested,
        "aws.pipes.event": json.dumps(event),
        "aws.pipes.event.json": event,
    }.get(name, _MISSING)


def render(template: str, event: Any, names: Names, ingested: str) -> Any:
    out: list[str] = []
    in_string = False
    escaped = False
    last = 0
    for match in PLACEHOLDER.finditer(template):
        for char in template[last : match.start()]:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = in_string
            elif char == '"':
                in_string = not in_string
        out.append(template[last : match.start()])
        last = match.end()
        key = match.group(1)
        value = lookup(event, key) if key.startswith("$") else _reserved(key, event, names, ingested)
        if in_string:
            text = (
                ""
                if value is _MISSING or value is None
                else value
                if isinstance(value, str)
                else json.dumps(value)
            )
            out.append(json.dumps(text)[1:-1])
        else:
            out.append("null" if value is _MISSING else json.dumps(value))
    out.append(template[last:])
    return _parsed("".join(out))
