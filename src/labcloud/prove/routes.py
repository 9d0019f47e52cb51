"""``/_labcloud/prove``: start a prove run, follow it, read its report.

``POST /prove`` {mapping, key, messages, faults, rate, seed, table, timeout, fast, max_receives,
count_rewrites}
→ 202 with the run (its plan included); ``GET /prove/{run_id}`` → the run with progress and, once
it ended, the report; ``GET /prove`` → the recent runs (newest first). A finished run's document
is stored in ``prove_runs``, so its report survives a restart (a reset forgets them).
"""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING

from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)

if TYPE_CHECKING:
    from labcloud.hub import Hub
    from labcloud.prove.run import ProveRun  # imported with the first run: no part of the start

MAX_BODY = 8 * 1024 * 1024
KEEP_RUNS = 20
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS prove_runs (run_id TEXT PRIMARY KEY, started REAL NOT NULL, "
    "summary TEXT NOT NULL, doc TEXT NOT NULL)",
)


def routes(hub: Hub) -> list[InternalRoute]:
    runs: dict[str, ProveRun] = {}
    store = hub.store
    store.ensure_schema("prove", SCHEMA)

    def forget() -> None:
        for run in runs.values():
            run.on_finished = None  # a reset forgets it: nothing is stored when it ends
            if run.task is not None and not run.task.done():
                run.task.cancel()
        runs.clear()
        store.wipe(["prove_runs"])

    def save(run: ProveRun) -> None:
        with store.transaction():
            store.execute(
                "INSERT OR REPLACE INTO prove_runs (run_id, started, summary, doc) VALUES (?,?,?,?)",
                (
                    run.run_id,
                    run.started,
                    json.dumps(run.summary(), default=str),
                    json.dumps(run.document(), default=str),
                ),
            )
            store.execute(
                "DELETE FROM prove_runs WHERE run_id NOT IN "
                "(SELECT run_id FROM prove_runs ORDER BY started DESC LIMIT ?)",
                (KEEP_RUNS,),
            )

    hub.reset_hooks.append(forget)

    async def start(request: InternalRequest) -> InternalResponse:
        if len(request.body) > MAX_BODY:
            return error_response(
                413, "ValidationException", f"the request must be smaller than {MAX_BODY} bytes"
            )
        try:
            document = request.json()
        except ValueError:
            return error_response(400, "ValidationException", "the body must be a JSON object")
        from labcloud.prove.run import ProveRun

        run = ProveRun(hub, document)
        await run.prepare()
        runs[run.run_id] = run
        while len(runs) > KEEP_RUNS:
            oldest = next(iter(runs))
            if runs[oldest].task is not None and not runs[oldest].task.done():  # type: ignore[union-attr]
                break
            runs.pop(oldest)
        run.on_finished = save
        run.task = asyncio.create_task(run.run())
        return json_response(run.document(), 202)

    def show(request: InternalRequest) -> InternalResponse:
        run_id = request.params["run_id"]
        summary_only = request.arg("report") == "0"
        run = runs.get(run_id)
        if run is not None:
            return json_response(run.summary() if summary_only else run.document())
        row = store.one("SELECT summary, doc FROM prove_runs WHERE run_id=?", (run_id,))
        if row is None:
            return error_response(404, "ResourceNotFoundException", f"no prove run {run_id}")
        return InternalResponse(200, (row["summary"] if summary_only else row["doc"]).encode())

    def listing(_request: InternalRequest) -> InternalResponse:
        found = {r.run_id: (r.started, r.summary()) for r in runs.values()}
        for row in store.all(
            "SELECT run_id, started, summary FROM prove_runs ORDER BY started DESC LIMIT ?", (KEEP_RUNS,)
        ):
            found.setdefault(row["run_id"], (row["started"], json.loads(row["summary"])))
        ordered = sorted(found.values(), key=lambda item: item[0], reverse=True)[:KEEP_RUNS]
        return json_response({"runs": [summary for _, summary in ordered]})

    return [
        InternalRoute("POST", "/prove", start),
        InternalRoute("GET", "/prove", listing),
        InternalRoute("GET", "/prove/{run_id}", show),
    ]
