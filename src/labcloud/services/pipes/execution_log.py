"""A pipe's execution log (``LogConfiguration``): one record per execution step, in AWS's shape.

An execution is one batch that passed the filters. Each step (``ExecutionStarted``,
``EnrichmentStageEntered``, ``TargetInvocationFailed``...) has the level AWS gives it: ERROR for
failures, INFO for the execution and its stages, TRACE for transformations and invocations; a pipe
logs the steps at or above its ``Level``. A record holds ``resourceArn``, ``timestamp`` (milliseconds),
``executionId``, ``messageType``, ``logLevel`` (the pipe's level) and, on a failure, ``error``; with
``IncludeExecutionData: ["ALL"]`` also ``payload`` (the batch at that step, as JSON text) and, for an
enrichment's invocation, ``awsRequest``/``awsResponse``; a field above 256 KiB is cut and named in
``truncatedFields``. ``log_delivery.py`` writes the records when the execution ends.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from typing import Any

from labcloud import clock

RANK = {"OFF": 0, "ERROR": 1, "INFO": 2, "TRACE": 3}
ERROR_STEPS = (
    "ExecutionFailed",
    "ExecutionPartiallyFailed",
    "EnrichmentTransformationFailed",
    "EnrichmentInvocationFailed",
    "EnrichmentStageFailed",
    "TargetTransformationFailed",
    "TargetInvocationFailed",
    "TargetInvocationPartiallyFailed",
    "TargetStageFailed",
    "TargetStagePartiallyFailed",
)
INFO_STEPS = (
    "ExecutionStarted",
    "ExecutionSucceeded",
    "EnrichmentStageEntered",
    "EnrichmentStageSucceeded",
    "TargetStageEntered",
    "TargetStageSucceeded",
    "TargetStageSkipped",
)
TRACE_STEPS = (
    "EnrichmentTransformationStarted",
    "EnrichmentTransformationSucceeded",
    "EnrichmentInvocationStarted",
    "EnrichmentInvocationSucceeded",
    "TargetTransformationStarted",
    "TargetTransformationSucceeded",
    "TargetInvocationStarted",
    "TargetInvocationSucceeded",
)
LEVEL_OF = {
    **{step: "ERROR" for step in ERROR_STEPS},
    **{step: "INFO" for step in INFO_STEPS},
    **{step: "TRACE" for step in TRACE_STEPS},
}
MAX_FIELD = 256 * 1024


@dataclass(slots=True)
class ExecutionLog:
    pipe_arn: str
    level: str
    include_data: bool
    execution_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    records: list[dict[str, Any]] = field(default_factory=list)

    @staticmethod
    def of(pipe_arn: str, spec: dict[str, Any]) -> ExecutionLog | None:
        """The log of a new execution of the pipe, or None when it logs nothing."""
        config = spec.get("LogConfiguration") or {}
        level = str(config.get("Level") or "OFF")
        if RANK.get(level, 0) == 0:
            return None
        return ExecutionLog(pipe_arn, level, "ALL" in (config.get("IncludeExecutionData") or []))

    def step(
        self,
        message_type: str,
        payload: Any = None,
        error: dict[str, Any] | None = None,
        request: Any = None,
        response: Any = None,
    ) -> None:
        if RANK[LEVEL_OF[message_type]] > RANK[self.level]:
            return
        record: dict[str, Any] = {
            "resourceArn": self.pipe_arn,
            "timestamp": int(clock.now() * 1000),
            "executionId": self.execution_id,
            "messageType": message_type,
            "logLevel": self.level,
        }
        if self.include_data:
            cut: list[str] = []
            for name, value in (("payload", payload), ("awsRequest", request), ("awsResponse", response)):
                if value is None:
                    continue
                text = value if isinstance(value, str) else json.dumps(value)
                if len(text) > MAX_FIELD:
                    text = text[:MAX_FIELD]
                    cut.append(name)
                record[name] = text
            if cut:
                record["truncatedFields"] = cut
        if error is not None:
            record["error"] = error
        self.records.append(record)


def error_of(code: str, message: str, service: str) -> dict[str, Any]:
    """The ``error`` member of a failure's record."""
    status = 500 if code.startswith(("Internal", "ServiceUnavailable")) else 400
    return {
        "httpStatusCode": status,
        "message": f"{code}: {message}" if message else code,
        "details": "",
        "awsService": service,
        "requestId": "",
    }
