"""The APPSYNC_JS node workers stop with the server: the service's background work stops the running loop's
pool (checked in process: starting a server here would only hide the pool behind its process)."""

from __future__ import annotations

import asyncio
from typing import Any, cast

from labcloud.services.appsync import jsruntime
from labcloud.services.appsync.jsruntime import pool
from labcloud.services.appsync.service import SERVICE


def test_the_services_stop_ends_the_js_workers() -> None:
    async def scenario() -> tuple[list[int], list[int]]:
        outcome = await jsruntime.evaluate("export function request(ctx) { return 1; }", "request", {})
        assert outcome.value == 1
        running = pool.worker_pids()
        for work in SERVICE.contributes(cast(Any, None)).background:
            await work.stop()
        return running, pool.worker_pids()

    running, after = asyncio.run(scenario())
    assert running and after == []
