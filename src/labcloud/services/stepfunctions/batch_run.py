"""The optimized AWS Batch integration (``arn:aws:states:::batch:submitJob`` and ``.sync``), with labcloud's
Batch, where a job is a record that no container ever runs (docs/batch.md).

``submitJob`` answers SubmitJob's result in PascalCase. ``.sync`` waits, as AWS does, until the job is
SUCCEEDED or FAILED, then answers its DescribeJobs description; since nothing runs a job, it ends only when
someone terminates or cancels it, so an execution waits until then. A FAILED job fails the Task with
``States.TaskFailed`` and the description as its cause. Stopping the execution terminates the job, as AWS
does."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Awaitable, Callable
from typing import Any

from labcloud.services.stepfunctions import sdk_names
from labcloud.services.stepfunctions.asl.errors import StatesError

Call = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]


def _plain(value: Any) -> Any:
    return json.loads(json.dumps(value, default=str))


async def outcome(call: Call, answer: dict[str, Any], wait: bool) -> Any:
    if not wait:
        return _plain(sdk_names.response("batch", "SubmitJob", answer))
    job_id = str(answer["jobId"])
    delay = 0.05
    try:
        while True:
            found = (await call("DescribeJobs", {"jobs": [job_id]}))["jobs"]
            if not found or found[0]["status"] in ("SUCCEEDED", "FAILED"):
                break
            await asyncio.sleep(delay)
            delay = min(delay * 2, 1.0)
    except asyncio.CancelledError:  # the execution stopped: as AWS does, the job it waits for is ended
        with contextlib.suppress(Exception):
            await asyncio.wait_for(
                call("TerminateJob", {"jobId": job_id, "reason": "Step Functions execution stopped"}), 5
            )
        raise
    if not found:
        raise StatesError("States.TaskFailed", f"The job {job_id} is no longer known to Batch")
    described = _plain(sdk_names.response("batch", "DescribeJobs", {"jobs": found}))["Jobs"][0]
    if found[0]["status"] == "FAILED":
        raise StatesError("States.TaskFailed", json.dumps(described, separators=(",", ":")))
    return described
