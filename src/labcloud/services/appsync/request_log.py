"""What one AppSync request logs, as AppSync's ``logConfig`` decides (a GraphQL API's ``fieldLogLevel`` and
``excludeVerboseContent``, an Events API's ``logLevel``): the records are gathered while the request runs
and handed to ``log_delivery.py`` once it is answered.

Request-level records come whenever logging is on (a role ARN is set), whatever the level:
``RequestSummary`` and, for GraphQL, ``ExecutionSummary`` (parsing and validation offsets and durations,
in nanoseconds as AppSync writes them); verbose content (unless excluded) adds the request and response
headers and the GraphQL query as text lines. Field-level records follow the level: ``ALL`` writes a
``Tracing`` record and the ``RequestMapping``/``ResponseMapping`` records (the evaluated template and the
context) of every field with a resolver; ``ERROR``, ``INFO`` and ``DEBUG`` write the mapping records only
of fields in error; APPSYNC_JS code's ``console`` lines are written by level (``ERROR``: ``console.error``;
``INFO`` adds ``console.log``/``info``/``warn``; ``DEBUG`` and ``ALL`` add ``console.debug``; VTL has no
``$util.log`` here); ``NONE`` writes none. ``excludeVerboseContent`` drops ``context`` and
``transformedTemplate`` from the mapping records."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from labcloud import clock
from labcloud.services.appsync.repo.records import Api

#: levels that log the mapping records of the fields in error
_ERROR_LEVELS = ("ERROR", "INFO", "DEBUG", "ALL")
#: the code's console levels each logging level writes
_MESSAGES = {
    "ERROR": {"ERROR"},
    "INFO": {"ERROR", "WARN", "INFO"},
    "DEBUG": {"ERROR", "WARN", "INFO", "DEBUG"},
    "ALL": {"ERROR", "WARN", "INFO", "DEBUG"},
}
#: bytes of one verbose text (a query, the headers) kept in a record
MAX_TEXT = 16 * 1024


def _nanos(seconds: float) -> int:
    return int(seconds * 1_000_000_000)


def cut(text: str) -> str:
    data = text.encode("utf-8", "replace")
    return text if len(data) <= MAX_TEXT else data[:MAX_TEXT].decode("utf-8", "ignore") + " [TRUNCATED]"


@dataclass(slots=True)
class RequestLog:
    """One request's records; ``requestId`` is stamped on each when it is delivered."""

    role_arn: str
    level: str
    verbose: bool
    started: float = field(default_factory=time.monotonic)
    started_at: float = field(default_factory=clock.now)
    records: list[dict[str, Any] | str] = field(default_factory=list)

    def offset(self) -> int:
        """Nanoseconds since the request began."""
        return _nanos(time.monotonic() - self.started)

    def maps(self, in_error: bool) -> bool:
        """Whether a field's mapping records are written."""
        return self.level == "ALL" or (in_error and self.level in _ERROR_LEVELS)

    def traces(self) -> bool:
        return self.level == "ALL"

    def text(self, line: str) -> None:
        if self.verbose:
            self.records.append(cut(line))

    def add(self, record: dict[str, Any]) -> None:
        self.records.append(record)

    def messages(self, where: str, lines: Sequence[tuple[str, str]]) -> None:
        """The code's console lines the level writes, as ``<LEVEL> - <where>: <text>`` lines."""
        shown = _MESSAGES.get(self.level, set())
        for level, line in lines:
            if level in shown:
                self.records.append(cut(f"{level} - {where}: {line}"))


def of(api: Api) -> RequestLog | None:
    """The request's log when the API logs (its ``logConfig`` names a role), else None."""
    if api.events:
        config = (api.body.get("eventConfig") or {}).get("logConfig") or {}
        level, verbose = str(config.get("logLevel") or "NONE"), True
    else:
        config = api.body.get("logConfig") or {}
        level = str(config.get("fieldLogLevel") or "NONE")
        verbose = not bool(config.get("excludeVerboseContent"))
    role = str(config.get("cloudWatchLogsRoleArn") or "")
    return RequestLog(role, level, verbose) if role else None


def execution_summary(
    log: RequestLog, api_id: str, parsing: tuple[int, int], validation: tuple[int, int]
) -> None:
    ended = clock.now()
    log.add(
        {
            "logType": "ExecutionSummary",
            "graphQLAPIId": api_id,
            "startTime": _iso(log.started_at),
            "endTime": _iso(ended),
            "duration": log.offset(),
            "parsing": {"startOffset": parsing[0], "duration": parsing[1]},
            "validation": {"startOffset": validation[0], "duration": validation[1]},
            "version": 1,
        }
    )


def _iso(when: float) -> str:
    whole = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(when))
    return f"{whole}.{int((when % 1) * 1000):03d}Z"


def field_records(
    log: RequestLog,
    api: Api,
    where: dict[str, Any],
    mapped: list[tuple[str, Any, dict[str, Any]]],
    errors: list[dict[str, Any]],
    start: int,
    messages: Sequence[tuple[str, str]] = (),
) -> None:
    """A resolved field's records: ``where`` holds path, fieldName, parentType and returnType."""
    log.messages(f"{where['parentType']}.{where['fieldName']}", messages)
    in_error = bool(errors)
    resolver_arn = f"{api.arn}/types/{where['parentType']}/resolvers/{where['fieldName']}"
    base = {
        "path": where["path"],
        "fieldName": where["fieldName"],
        "parentType": where["parentType"],
        "resolverArn": resolver_arn,
        "graphQLAPIId": api.api_id,
    }
    if log.maps(in_error):
        for kind, transformed, context in mapped:
            record: dict[str, Any] = {"logType": kind, **base, "fieldInError": in_error, "errors": errors}
            if log.verbose:
                record["context"] = context
                record["transformedTemplate"] = transformed
            log.add(record)
    if log.traces():
        log.add(
            {
                "logType": "Tracing",
                **base,
                "returnType": where["returnType"],
                "startOffset": start,
                "duration": log.offset() - start,
            }
        )
