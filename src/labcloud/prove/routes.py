"""``/_labcloud/prove``: start a prove run, follow it, read its report.

``POST /prove`` {mapping, key, messages, faults, rate, seed, table, timeout, fast, max_receives}
→ 202 with the run (its plan included); ``GET /prove/{run_id}`` → the run with progress and, once
it ended, the report; ``GET /prove`` → the runs of this server's life (newest first).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.prove.run import ProveRun

if TYPE_CHECKING:
    from labcloud.hub import Hub

MAX_BODY = 8 * 1024 * 1024
KEEP_RUNS = 20


def routes(hub: Hub) -> list[InternalRoute]:
    runs: dict[str, ProveRun] = {}

    def forget() -> None:
        for run in runs.values():
            if run.task is not None and not run.task.done():
                run.task.cancel()
        runs.clear()

    hub.reset_hooks.append(forget)

    async def start(request: InternalRequest) -> InternalResponse:
        if len(request.body) > MAX_BODY:
            return error_response(413, "ValidationException", f"the request must be smaller than {MAX_BODY} bytes")
        try:
            document = request.json()
        except ValueError:
            return error_response(400, "ValidationException", "the body must be a JSON object")
        run = ProveRun(hub, document)
        await run.prepare()
        runs[run.run_id] = run
        while len(runs) > KEEP_RUNS:
            oldest = next(iter(runs))
            if runs[oldest].task is not None and not runs[oldest].task.done():  # type: ignore[union-attr]
                break
            runs.pop(oldest)
        run.task = asyncio.create_task(run.run())
        return json_response(run.document(), 202)

    def show(request: InternalRequest) -> InternalResponse:
        run = runs.get(request.params["run_id"])
        if run is None:
            return error_response(404, "ResourceNotFoundException", f"no prove run {request.params['run_id']}")
        if request.arg("report") == "0":
            return json_response(run.summary())
        return json_response(run.document())

    def listing(_request: InternalRequest) -> InternalResponse:
        return json_response({"runs": [r.summary() for r in reversed(list(runs.values()))]})

    return [
        InternalRoute("POST", "/prove", start),
        InternalRoute("GET", "/prove", listing),
        InternalRoute("GET", "/prove/{run_id}", show),
    ]
