"""A function's LoggingConfig applied to its sandbox's log: platform records and level filtering.

``Text`` (the default) keeps Lambda's plain ``INIT_START`` / ``START`` / ``END`` / ``REPORT``
lines. ``JSON`` writes them as Lambda's structured system records, one JSON object per event,
``{"time": ..., "type": "platform.start", "record": {...}}`` (``platform.initStart``,
``platform.start``, ``platform.runtimeDone``, ``platform.report``, ``platform.initReport``), and
filters both kinds of log by level:

* system records by ``SystemLogLevel`` (DEBUG < INFO < WARN): ``platform.runtimeDone`` is a
  DEBUG record (so ``END`` has no JSON counterpart at the default INFO), the others are INFO;
* application records by ``ApplicationLogLevel`` (TRACE < DEBUG < INFO < WARN < ERROR < FATAL):
  a telemetry frame carries its record's level in its type; a plain line that is a JSON object
  with a ``level`` key has that level; any other line counts as INFO, as Lambda counts it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud import json_document
from labcloud.runtime.logs import end_line, iso_now, report_line, start_line

#: Application log levels, least severe first (Lambda's names).
APP_LEVELS = {
    "TRACE": 1,
    "DEBUG": 2,
    "INFO": 3,
    "WARN": 4,
    "WARNING": 4,
    "ERROR": 5,
    "FATAL": 6,
    "CRITICAL": 6,
}
SYSTEM_LEVELS = {"DEBUG": 2, "INFO": 3, "WARN": 4}
_INFO = 3


def line_level(message: str) -> int:
    """The level Lambda gives a plain log line: a JSON object's ``level``, else INFO."""
    text = message.strip()
    if text.startswith("{") and '"level"' in text:
        try:
            value = json_document.loads(text)
        except ValueError:
            return _INFO
        if isinstance(value, dict) and isinstance(value.get("level"), str):
            return APP_LEVELS.get(value["level"].upper(), _INFO)
    return _INFO


@dataclass(frozen=True)
class LogFormat:
    """How one function's sandbox writes platform records and which records it keeps."""

    json: bool = False
    application_level: str = "INFO"
    system_level: str = "INFO"
    #: A tenant-isolated function's tenant: its ``platform.start`` and ``platform.report`` records carry
    #: it as ``tenantId`` (as AWS's do), so Logs Insights finds a tenant's records.
    tenant_id: str | None = None

    def keep_application(self, frame: int | None, message: str) -> bool:
        """Whether an application record (a frame's level, or None for a plain line) is delivered."""
        if not self.json:
            return True
        level = frame if frame is not None else line_level(message)
        return level >= APP_LEVELS.get(self.application_level, _INFO)

    def _system(self, kind: str, record: dict[str, Any], level: int = _INFO) -> str | None:
        if level < SYSTEM_LEVELS.get(self.system_level, _INFO):
            return None
        return json.dumps({"time": iso_now(), "type": kind, "record": record}, separators=(",", ":"))

    # -- the records -----------------------------------------------------------------------------

    def init_start(
        self, runtime_version: str, runtime_arn: str, function_name: str, version: str
    ) -> str | None:
        if not self.json:
            return f"INIT_START Runtime Version: {runtime_version}\tRuntime Version ARN: {runtime_arn}\n"
        return self._system(
            "platform.initStart",
            {
                "initializationType": "on-demand",
                "phase": "init",
                "runtimeVersion": runtime_version,
                "runtimeVersionArn": runtime_arn,
                "functionName": function_name,
                "functionVersion": version,
            },
        )

    def init_error(self, duration_ms: float, error_type: str) -> str | None:
        if not self.json:
            return (
                f"INIT_REPORT Init Duration: {duration_ms:.2f} ms\tPhase: init\tStatus: error\t"
                f"Error Type: {error_type}\n"
            )
        return self._system(
            "platform.initReport",
            {
                "initializationType": "on-demand",
                "phase": "init",
                "status": "error",
                "errorType": error_type,
                "metrics": {"durationMs": round(duration_ms, 3)},
            },
        )

    def start(self, request_id: str, version: str) -> str | None:
        if not self.json:
            return start_line(request_id, version)
        record = {"requestId": request_id, "version": version}
        if self.tenant_id is not None:
            record["tenantId"] = self.tenant_id
        return self._system("platform.start", record)

    def end(self, request_id: str, outcome: str, duration_ms: float, error_type: str | None) -> str | None:
        if not self.json:
            return end_line(request_id)
        record: dict[str, Any] = {
            "requestId": request_id,
            "status": outcome,
            "metrics": {"durationMs": round(duration_ms, 3)},
        }
        if error_type:
            record["errorType"] = error_type
        return self._system("platform.runtimeDone", record, level=SYSTEM_LEVELS["DEBUG"])

    def report(
        self,
        request_id: str,
        duration_ms: float,
        billed_ms: int,
        memory_mb: int,
        max_used_mb: int,
        init_ms: float | None,
        status: str | None,
        error_type: str | None,
        outcome: str = "success",
    ) -> str | None:
        """``status`` is the text REPORT's Status field (timeouts and crashes only); ``outcome`` the
        JSON record's status (success, error or timeout)."""
        if not self.json:
            return report_line(
                request_id, duration_ms, billed_ms, memory_mb, max_used_mb, init_ms, status, error_type
            )
        metrics: dict[str, Any] = {
            "durationMs": round(duration_ms, 3),
            "billedDurationMs": billed_ms,
            "memorySizeMB": memory_mb,
            "maxMemoryUsedMB": max_used_mb,
        }
        if init_ms is not None:
            metrics["initDurationMs"] = round(init_ms, 3)
        record: dict[str, Any] = {"requestId": request_id, "metrics": metrics, "status": outcome}
        if error_type:
            record["errorType"] = error_type
        if self.tenant_id is not None:
            record["tenantId"] = self.tenant_id
        return self._system("platform.report", record)
