"""Runs a lab's checks: gathers the evidence (events since the lab started, the current state of its
resources) and turns each step into passed / failed / pending with a reason a learner can act on.

Checks read what happened (the event history: ledger decisions, invocations, messages) and not only
what exists now, so a step stays confirmed after the learner cleans up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError
from labcloud.labs.scenario import Scenario, StepResult
from labcloud.labs.state import ActiveLab
from labcloud.services.lambda_.interfaces import FunctionCode

if TYPE_CHECKING:
    from labcloud.hub import Hub

#: Event kinds the checks look at (the rest of the history is not loaded).
KINDS = (
    "sqs.queue.created",
    "sqs.queue.deleted",
    "sqs.message.sent",
    "sqs.message.received",
    "sqs.message.deleted",
    "sqs.message.moved_to_dlq",
    "lambda.function.created",
    "lambda.function.updated",
    "lambda.function.deleted",
    "lambda.esm.created",
    "lambda.esm.updated",
    "lambda.esm.deleted",
    "lambda.esm.batch",
    "lambda.invocation.started",
    "lambda.invocation.finished",
    "dynamodb.table.created",
    "dynamodb.table.deleted",
    "dynamodb.write.decided",
    "logs.group.created",
    "logs.group.deleted",
)


@dataclass(slots=True)
class Evidence:
    """Everything a scenario's checks may use; plain data, so checks are testable without a server."""

    #: Events after the lab's start, oldest first, as dicts (seq, ts, kind, resource, data, ...).
    events: list[dict[str, Any]]
    #: What the lab recorded when it started (e.g. the provisioned code's CodeSha256).
    baseline: dict[str, Any]
    #: The current state the scenario observed (its own keys), or errors under ``errors``.
    current: dict[str, Any] = field(default_factory=dict)

    def of(self, *kinds: str) -> list[dict[str, Any]]:
        return [event for event in self.events if event["kind"] in kinds]


class Caller:
    """Runs AWS operations inside labcloud for the checker (as the root of the lab's account)."""

    def __init__(self, hub: Hub, account_id: str | None = None) -> None:
        self.hub = hub
        self.account_id = account_id

    async def __call__(self, service: str, operation: str, params: dict[str, Any]) -> dict[str, Any]:
        return await self.hub.call(service, operation, params, account_id=self.account_id)

    def function_zip(self, location: str) -> bytes | None:
        code = self.hub.interface(FunctionCode)
        return None if code is None else code.zip_of(location)


async def gather(hub: Hub, scenario: Scenario, lab: ActiveLab) -> Evidence:
    kinds = tuple(dict.fromkeys((*KINDS, *scenario.event_kinds)))
    found = hub.bus.query(after=lab.started_seq, kinds=kinds, limit=100000, account_id=lab.account_id)
    events = [event.as_dict() for event in found]
    try:
        current = await scenario.observe(Caller(hub, lab.account_id))
    except AwsError as error:  # a service missing or failing: the checks say what they could not see
        current = {"errors": {"observe": f"{error.code}: {error.message}"}}
    return Evidence(events, lab.baseline, current)


def report(
    scenario: Scenario, lab: ActiveLab, results: list[StepResult], only: str | None = None
) -> dict[str, Any]:
    """The JSON answer of ``GET /_labcloud/labs/check``."""
    chosen = results
    if only is not None:
        step = scenario.step(only)
        if step is None:
            raise ValueError(
                f"the lab {scenario.name} has no step {only!r}; "
                f"its steps are {', '.join(s.id for s in scenario.steps)}"
            )
        chosen = [r for r in results if r.id == step.id]
    ok = (
        all(r.status == "passed" for r in chosen)
        if only is not None
        else all(r.status != "failed" for r in chosen)
    )
    return {
        "name": scenario.name,
        "title": scenario.title(lab.lang),
        "lang": lab.lang,
        "started_seq": lab.started_seq,
        "kind": scenario.kind,
        "steps": [r.as_dict() for r in chosen],
        "ok": ok,
        "passed": all(r.status == "passed" for r in results),
    }


async def check(hub: Hub, scenario: Scenario, lab: ActiveLab, only: str | None = None) -> dict[str, Any]:
    evidence = await gather(hub, scenario, lab)
    results = scenario.check(evidence)
    titled = [
        StepResult(
            r.id, (scenario.step(r.id) or _missing(r.id)).title(lab.lang), r.status, r.reason, r.trace_key
        )
        for r in results
    ]
    return report(scenario, lab, titled, only)


def _missing(step_id: str) -> Any:
    raise ValueError(f"unknown step {step_id!r}")
