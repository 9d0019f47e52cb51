"""One batch of source records through a pipe: filter, enrichment, target.

Records no filter pattern matches are settled at once (deleted from the queue, or passed in the
stream). The rest go to the enrichment, if any, as one JSON array (after its InputTemplate, applied to
each record); its answer is the events the target gets (an array: each element; an object: one event;
nothing: the batch ends there). The target's InputTemplate is applied to each event before delivery.
A failed enrichment or target fails every record that passed the filter; a target's
``batchItemFailures`` (or some of one-at-a-time deliveries failing, without an enrichment in between)
fails only those records. One ``pipes.pipe.batch`` event on the bus tells what happened.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from labcloud.services.events import patterns
from labcloud.services.pipes import arns, deliver, filters, invoking, template
from labcloud.services.pipes.publish import emit
from labcloud.services.pipes.repo.pipes import Pipe
from labcloud.services.pipes.state import PipesState


@dataclass(slots=True)
class Outcome:
    #: Indexes of the records to settle (delivered or filtered out).
    done: list[int] = field(default_factory=list)
    #: Indexes of the records to leave for a retry.
    failed: list[int] = field(default_factory=list)
    error: str = ""


def _names(pipe: Pipe) -> template.Names:
    spec = pipe.spec
    return template.Names(pipe.arn, spec["Source"], spec.get("Enrichment") or "", spec["Target"])


async def _enrich(state: PipesState, pipe: Pipe, events: list[Any], calling: dict[str, Any]) -> list[Any]:
    spec = pipe.spec
    enrichment = arns.enrichment(spec["Enrichment"])
    where = {**calling, "region": enrichment.region or calling["region"]}
    if enrichment.service == "lambda":
        answer = await invoking.lambda_sync(state.services, enrichment.arn, events, where)
    else:
        answer = await invoking.states_sync(state.services, enrichment.arn, events, where)
    if answer is None or answer == "":
        return []
    return list(answer) if isinstance(answer, list) else [answer]


async def process(
    state: PipesState,
    pipe: Pipe,
    compiled: list[patterns.Node],
    records: list[dict[str, Any]],
    calling: dict[str, Any],
) -> Outcome:
    outcome = Outcome()
    began = time.monotonic()
    stage = "enrichment"
    kept = [i for i, record in enumerate(records) if filters.passes(compiled, record)]
    filtered = [i for i in range(len(records)) if i not in set(kept)]
    outcome.done += filtered
    names = _names(pipe)
    ingested = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
    events: list[Any] = [records[i] for i in kept]
    behind: list[dict[str, Any]] = list(events)
    enriched: int | None = None
    failed_at: set[int] = set()
    try:
        if events and pipe.spec.get("Enrichment"):
            shaped = (pipe.spec.get("EnrichmentParameters") or {}).get("InputTemplate")
            if shaped:
                events = [template.render(shaped, event, names, ingested) for event in events]
            events = await _enrich(state, pipe, events, calling)
            enriched = len(events)
            behind = []
        stage = "target"
        shaped = (pipe.spec.get("TargetParameters") or {}).get("InputTemplate")
        payloads = [template.render(shaped, event, names, ingested) for event in events] if shaped else events
        if events:
            failed_events = await deliver.deliver(
                state.services,
                pipe.spec,
                pipe.name,
                state.settings.endpoint,
                events,
                payloads,
                behind,
                calling,
            )
            if failed_events and behind and len(behind) == len(kept):
                failed_at = {kept[i] for i in failed_events}
            elif failed_events:
                failed_at = set(kept)
    except invoking.Failed as error:
        failed_at = set(kept)
        outcome.error = f"{error.code}: {error.message}"
    outcome.failed = sorted(failed_at)
    outcome.done += [i for i in kept if i not in failed_at]
    result = "Failed" if failed_at == set(kept) and kept else "PartialFailure" if failed_at else "Delivered"
    if not kept:
        result = "Filtered"
    emit(
        state,
        "pipes.pipe.batch",
        pipe.account_id,
        pipe.region,
        pipe.arn,
        source=pipe.spec["Source"],
        enrichment=pipe.spec.get("Enrichment"),
        target=pipe.spec["Target"],
        records=len(records),
        filtered=len(filtered),
        enriched=enriched,
        delivered=len(kept) - len(failed_at),
        failed=len(failed_at),
        ids=[deliver.record_id(record) for record in records],
        failed_ids=[deliver.record_id(records[i]) for i in sorted(failed_at)],
        outcome=result,
        error=outcome.error or None,
        failed_stage=stage if failed_at else None,
        size=sum(len(str(record.get("body") or record.get("data") or "")) for record in records),
        duration_ms=round((time.monotonic() - began) * 1000, 3),
    )
    return outcome
