""" "Batch Job State Change" events on the default EventBridge bus, as AWS sends them on each status a job
reaches (SUBMITTED, PENDING, RUNNABLE, FAILED): ``source: aws.batch``, the job's ARN as the resource and
its JobDetail (at that status) as the detail. A periodic task (rung by SubmitJob, CancelJob, TerminateJob
and DeleteJobQueue) finds jobs whose status on the clock moved past the one last announced, records the
new one and puts the events through the events service's PutEvents in the job's account; a failed put is
logged, never failing anything."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.batch import jobs
from labcloud.services.batch.state import BatchState

log = logging.getLogger("labcloud.batch")

#: Seconds between rounds while jobs are moving.
INTERVAL = 0.25
#: The announced mark of a job that waits on its dependencies (nothing moves it but a failure).
WAITING = "PENDING:dependencies"
SETTLED = ("RUNNABLE", "SUCCEEDED", "FAILED", WAITING)


def entry(doc: dict[str, Any], status: str, now: float) -> dict[str, Any]:
    detail = jobs.view(doc, now)
    detail["status"] = status
    if status not in jobs.DONE:
        detail.pop("stoppedAt", None)
        detail["statusReason"] = jobs.NOT_RUN
    return {
        "Source": "aws.batch",
        "DetailType": "Batch Job State Change",
        "Detail": json.dumps(detail, separators=(",", ":")),
        "Resources": [doc["jobArn"]],
    }


def announce(state: BatchState, now: float) -> bool:
    """One round: announce what moved; answers whether some job is still moving."""
    moving = False
    sends: list[tuple[str, str, list[dict[str, Any]]]] = []
    found = state.records.unannounced(SETTLED)
    if not found:
        return False
    with state.store.transaction():
        for account, region, doc in found:
            walked = jobs.reached(doc, now)
            told = str(doc.get("_announced") or "")
            last = told.lstrip("~").replace(WAITING, "PENDING")
            start = walked.index(last) + 1 if last in walked else 0
            fresh = walked[start:]
            current = walked[-1]
            mark = WAITING if current == "PENDING" and doc.get("dependsOn") else current
            if mark not in SETTLED:
                moving = True
            if fresh or mark != told:
                doc["_announced"] = mark
                state.records.update(str(doc["jobArn"]), doc)
            if fresh:
                sends.append((account, region, [entry(doc, s, now) for s in fresh]))
    for account, region, entries in sends:
        task = asyncio.get_running_loop().create_task(_put(state, account, region, entries))
        state.puts.add(task)
        task.add_done_callback(state.puts.discard)
    return moving


async def _put(state: BatchState, account: str, region: str, entries: list[dict[str, Any]]) -> None:
    try:
        answer = await state.services.call(
            "events", "PutEvents", {"Entries": entries}, account_id=account, region=region
        )
        if answer.get("FailedEntryCount"):
            log.warning("batch job state change not put: %s", answer.get("Entries"))
    except AwsError as exc:
        log.warning("batch job state change not put: %s", exc)
