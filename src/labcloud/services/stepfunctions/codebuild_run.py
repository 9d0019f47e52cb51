"""The optimized CodeBuild integration (``arn:aws:states:::codebuild:startBuild`` and ``.sync``), with
labcloud's CodeBuild, whose builds really run (docs/codebuild.md).

``startBuild`` answers StartBuild's result in PascalCase (``{"Build": {...}}``). ``.sync`` waits until the
build is complete and answers it the same way; a build that did not succeed fails the Task with
``States.TaskFailed`` and the build as its cause. Stopping the execution stops the build, as AWS does."""

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
        return _plain(sdk_names.response("codebuild", "StartBuild", answer))
    build_id = str(answer["build"]["id"])
    delay = 0.05
    try:
        while True:
            found = (await call("BatchGetBuilds", {"ids": [build_id]}))["builds"]
            if not found or found[0]["buildComplete"]:
                break
            await asyncio.sleep(delay)
            delay = min(delay * 2, 1.0)
    except asyncio.CancelledError:  # the execution stopped: as AWS does, the build it waits for is stopped
        with contextlib.suppress(Exception):
            await asyncio.wait_for(call("StopBuild", {"id": build_id}), 5)
        raise
    if not found:
        raise StatesError("States.TaskFailed", f"The build {build_id} is no longer known to CodeBuild")
    described = _plain(sdk_names.response("codebuild", "StartBuild", {"build": found[0]}))
    if found[0]["buildStatus"] != "SUCCEEDED":
        raise StatesError("States.TaskFailed", json.dumps(described["Build"], separators=(",", ":")))
    return described
