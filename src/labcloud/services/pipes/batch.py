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

from labcloud import clock
from labcloud.services.events import patterns
from labcloud.services.pipes import arns, deliver, execution_log, filters, invoking, log_delivery, template
from labcloud.services.pipes.execution_log import ExecutionLog
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


def _quiet(
    message_type: str,
    payload: Any = None,
    error: dict[str, Any] | None = None,
    request: Any = None,
    response: Any = None,
) -> None:
    """The step logger of a pipe that logs nothing."""


def _split(error: str) -> tuple[str, str]:
    code, _, message = (error or "ExecutionFailed").partition(": ")
    return code, message


def _names(pipe: Pipe) -> template.Names:
    spec = pipe.spec
    return template.Names(pipe.arn, spec["Source"], spec.get("Enrichment") or "", spec["Target"])


async def _enrich(
    state: PipesState, pipe: Pipe, events: list[Any], originals: list[Any], calling: dict[str, Any]
) -> tuple[list[Any], Any]:
    """The enriched events and the enrichment's raw answer (``originals``: the events before the
    InputTemplate, which an API destination's ``$.`` HttpParameters read)."""
    spec = pipe.spec
    enrichment = arns.enrichment(spec["Enrichment"])
    where = {**calling, "region": enrichment.region or calling["region"]}
    if enrichment.service == "events":
        http = (spec.get("EnrichmentParameters") or {}).get("HttpParameters") or {}
        answers = [
            await invoking.api_destination(
                state.services, enrichment.arn, spec["RoleArn"], http, event, original
            )
            for event, original in zip(events, originals, strict=True)
        ]
        enriched = [item for answer in answers for item in _events_of(answer)]
        return enriched, answers[0] if len(answers) == 1 else answers
    if enrichment.service == "lambda":
        answer = await invoking.lambda_sync(state.services, enrichment.arn, events, where)
    else:
        answer = await invoking.states_sync(state.services, enrichment.arn, events, where)
    return _events_of(answer), answer


def _events_of(answer: Any) -> list[Any]:
    """The events an enrichment's answer holds: an array's elements, else the answer itself; nothing
    for an empty answer (``""``, ``{}``, ``[]``), as AWS."""
    if answer is None or answer in ("", {}, []):
        return []
    return list(answer) if isinstance(answer, list) else [answer]


def _service(arn: str) -> str:
    return arns.parse(arn, "ARN").service


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
    ingested = (
        datetime.fromtimestamp(clock.now(), tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
    )
    events: list[Any] = [records[i] for i in kept]
    behind: list[dict[str, Any]] = list(events)
    enriched: int | None = None
    failed_at: set[int] = set()
    log = ExecutionLog.of(pipe.arn, pipe.spec) if kept else None
    step = log.step if log is not None else _quiet
    step("ExecutionStarted", payload=events)
    try:
        if events and pipe.spec.get("Enrichment"):
            service = _service(pipe.spec["Enrichment"])
            step("EnrichmentStageEntered", payload=events)
            originals = events
            shaped = (pipe.spec.get("EnrichmentParameters") or {}).get("InputTemplate")
            if shaped:
                step("EnrichmentTransformationStarted", payload=events)
                events = [template.render(shaped, event, names, ingested) for event in events]
                step("EnrichmentTransformationSucceeded", payload=events)
            step("EnrichmentInvocationStarted", payload=events)
            try:
                sent = events
                events, answer = await _enrich(state, pipe, events, originals, calling)
            except invoking.Failed as error:
                problem = execution_log.error_of(error.code, error.message, service)
                step("EnrichmentInvocationFailed", error=problem)
                step("EnrichmentStageFailed", error=problem)
                raise
            step("EnrichmentInvocationSucceeded", request=sent, response=answer)
            step("EnrichmentStageSucceeded", payload=events)
            enriched = len(events)
            behind = []
        stage = "target"
        service = _service(pipe.spec["Target"])
        if events:
            step("TargetStageEntered", payload=events)
            shaped = (pipe.spec.get("TargetParameters") or {}).get("InputTemplate")
            payloads = events
            if shaped:
                step("TargetTransformationStarted", payload=events)
                payloads = [template.render(shaped, event, names, ingested) for event in events]
                step("TargetTransformationSucceeded", payload=payloads)
            step("TargetInvocationStarted", payload=payloads)
            try:
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
            except invoking.Failed as error:
                problem = execution_log.error_of(error.code, error.message, service)
                step("TargetInvocationFailed", error=problem)
                step("TargetStageFailed", error=problem)
                raise
            if failed_events and behind and len(behind) == len(kept):
                failed_at = {kept[i] for i in failed_events}
            elif failed_events:
                failed_at = set(kept)
            if failed_events:
                problem = execution_log.error_of(
                    "PartialFailure", f"{len(failed_events)} of {len(events)} events failed.", service
                )
                step("TargetInvocationPartiallyFailed", error=problem)
                step("TargetStagePartiallyFailed", error=problem)
            else:
                step("TargetInvocationSucceeded")
                step("TargetStageSucceeded")
        elif kept:
            step("TargetStageSkipped")
    except invoking.Failed as error:
        failed_at = set(kept)
        outcome.error = f"{error.code}: {error.message}"
    outcome.failed = sorted(failed_at)
    outcome.done += [i for i in kept if i not in failed_at]
    result = "Failed" if failed_at == set(kept) and kept else "PartialFailure" if failed_at else "Delivered"
    if not kept:
        result = "Filtered"
    elif result == "Failed":
        step("ExecutionFailed", error=execution_log.error_of(*_split(outcome.error), _service(pipe.arn)))
    elif result == "PartialFailure":
        step("ExecutionPartiallyFailed")
    else:
        step("ExecutionSucceeded")
    await log_delivery.write(state, pipe, log)
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
