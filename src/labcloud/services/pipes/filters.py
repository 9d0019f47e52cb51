"""A pipe's FilterCriteria: up to five patterns in EventBridge's event-pattern language
(``services/events/patterns``), matched against each source record as AWS shows it to filters (an SQS
``body`` or Kinesis ``data`` that is JSON is matched as JSON). A record passes when any pattern matches;
without patterns every record passes.

The pattern language (``events.patterns``, ~5 ms of CPU to import) is imported by the first pipe that
has filters, not when Pipes is built: ListPipes and pipes without filters never need it (issue 40)."""

from __future__ import annotations

import base64
import json
from typing import TYPE_CHECKING, Any

from labcloud.services.pipes.errors import validation

if TYPE_CHECKING:
    from labcloud.services.events import patterns

MAX_FILTERS = 5


def compile_criteria(criteria: dict[str, Any] | None) -> list[patterns.Node]:
    filters = (criteria or {}).get("Filters") or []
    if len(filters) > MAX_FILTERS:
        raise validation(f"The number of filters exceeds the limit of {MAX_FILTERS}.")
    compiled: list[patterns.Node] = []
    if not filters:
        return compiled
    from labcloud.services.events import patterns  # noqa: PLC0415 - on first use (module docstring)

    for item in filters:
        text = item.get("Pattern")
        if not text:
            raise validation("Filter pattern must not be empty.")
        try:
            compiled.append(patterns.parse(str(text)))
        except patterns.PatternError as error:
            raise validation(f"Invalid filter pattern definition: {error}") from None
    return compiled


def _json_or(text: Any) -> Any:
    if not isinstance(text, str):
        return text
    try:
        parsed = json.loads(text)
    except ValueError:
        return text
    return parsed if isinstance(parsed, (dict, list)) else text


def view(record: dict[str, Any]) -> dict[str, Any]:
    """What a filter pattern sees of one record."""
    if record.get("eventSource") == "aws:sqs":
        return {**record, "body": _json_or(record.get("body"))}
    if record.get("eventSource") == "aws:kinesis":
        try:
            data = base64.b64decode(str(record.get("data", "")), validate=True).decode()
        except ValueError:
            return record
        return {**record, "data": _json_or(data)}
    return record


def passes(compiled: list[patterns.Node], record: dict[str, Any]) -> bool:
    if not compiled:
        return True
    from labcloud.services.events import patterns  # noqa: PLC0415 - imported already by compile_criteria

    seen = view(record)
    return any(patterns.matches(node, seen) for node in compiled)
