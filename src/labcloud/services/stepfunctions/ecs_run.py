"""The optimized ECS integration (``arn:aws:states:::ecs:runTask`` and ``.sync``), with labcloud's ECS,
where a task is a record and no container runs (docs/ecs.md).

``runTask`` answers RunTask's result in PascalCase. ``.sync`` waits, as AWS does, until the task is
STOPPED, then answers its DescribeTasks description: since nothing runs, a task stops only when someone
stops it (StopTask, or its cluster's owner), so an execution waits until then. Stopping the execution
stops the task, as AWS does. A RunTask answering failures fails the Task with ``ECS.AmazonECSException``."""

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
    if answer.get("failures"):
        raise StatesError(
            "ECS.AmazonECSException", json.dumps(_plain(answer["failures"]), separators=(",", ":"))
        )
    if not wait:
        return _plain(sdk_names.response("ecs", "RunTask", answer))
    task = answer["tasks"][0]
    cluster, arn = str(task["clusterArn"]), str(task["taskArn"])
    delay = 0.05
    try:
        while True:
            found = (await call("DescribeTasks", {"cluster": cluster, "tasks": [arn]}))["tasks"]
            if not found or found[0]["lastStatus"] == "STOPPED":
                break
            await asyncio.sleep(delay)
            delay = min(delay * 2, 1.0)
    except asyncio.CancelledError:  # the execution stopped: as AWS does, the task it waits for is stopped
        with contextlib.suppress(Exception):
            await asyncio.wait_for(
                call(
                    "StopTask",
                    {"cluster": cluster, "task": arn, "reason": "Step Functions execution stopped"},
                ),
                5,
            )
        raise
    if not found:
        raise StatesError("States.TaskFailed", f"The task {arn} is no longer known to ECS")
    return _plain(sdk_names.response("ecs", "DescribeTasks", {"tasks": found}))["Tasks"][0]
