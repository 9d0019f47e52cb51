"""The saga lab's checks, each step judged by its own evidence.

The history of each execution comes from the state machine's events: ``stepfunctions.execution.*``
(how it ended, with the error) and ``stepfunctions.state.entered`` (the path it took); the step
function's ``lambda.invocation.finished`` say which step failed with what. The current definition
(DescribeStateMachine) lets the first step name a missing or misplaced Catch before anything runs,
and the orders table shows what each order's steps left behind.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from labcloud.labs import kit
from labcloud.labs.checker import Evidence
from labcloud.labs.scenario import StepResult
from labcloud.labs.scenarios.saga.names import (
    DECLINED_ERROR,
    DECLINED_ORDER,
    FAIL_STATE,
    FORWARD,
    FUNCTION,
    GOOD_ORDER,
    MACHINE,
    UNDO,
)

LAB = "saga"
UPDATE = (
    'update the state machine (aws stepfunctions update-state-machine --state-machine-arn "$MACHINE_ARN" '
    "--definition file://saga.json)"
)
ENDED = {
    "stepfunctions.execution.succeeded": "SUCCEEDED",
    "stepfunctions.execution.failed": "FAILED",
    "stepfunctions.execution.timed_out": "TIMED_OUT",
    "stepfunctions.execution.aborted": "ABORTED",
}


@dataclass(slots=True)
class Run:
    """One execution of the lab's state machine, as its events tell it."""

    arn: str
    name: str
    seq: int
    path: list[str] = field(default_factory=list)
    status: str = "RUNNING"
    error: str = ""


class Facts:
    """The lab's history, sorted out once for all steps."""

    def __init__(self, evidence: Evidence) -> None:
        events = evidence.events
        self.current = evidence.current
        self.errors: dict[str, str] = dict(self.current.get("errors") or {})
        self.created = [
            e
            for e in events
            if e["kind"] == "stepfunctions.state_machine.created" and kit.data(e).get("name") == MACHINE
        ]
        arns = {str(e.get("resource")) for e in self.created}
        self.runs: dict[str, Run] = {}
        for event in events:
            payload = kit.data(event)
            arn = str(payload.get("execution_arn") or "")
            if event["kind"] == "stepfunctions.execution.started" and str(event.get("resource")) in arns:
                self.runs[arn] = Run(
                    arn, str(payload.get("name") or arn.rsplit(":", 1)[-1]), int(event["seq"])
                )
            elif arn in self.runs and event["kind"] == "stepfunctions.state.entered":
                self.runs[arn].path.append(str(payload.get("state")))
            elif arn in self.runs and event["kind"] in ENDED:
                self.runs[arn].status = ENDED[event["kind"]]
                self.runs[arn].error = str(payload.get("error") or "")
        #: (step, error type, message) of every failed invocation of the step function.
        self.failures: list[tuple[str, str, str]] = []
        started = {
            str(kit.data(e).get("request_id")): kit.data(e).get("event")
            for e in kit.for_function(events, FUNCTION)
            if e["kind"] == "lambda.invocation.started"
        }
        for event in kit.for_function(events, FUNCTION):
            error = kit.data(event).get("error")
            if event["kind"] == "lambda.invocation.finished" and isinstance(error, dict):
                sent = started.get(str(kit.data(event).get("request_id")))
                step = str(sent.get("step")) if isinstance(sent, dict) else "?"
                self.failures.append((step, str(error.get("errorType")), str(error.get("errorMessage"))))

    def latest(self, order: str) -> Run | None:
        """The latest execution of an order (named after it, or after it and a suffix)."""
        found = [r for r in self.runs.values() if r.name == order or r.name.startswith(order + "-")]
        return max(found, key=lambda r: r.seq) if found else None

    def item(self, order: str) -> dict[str, Any] | None:
        for item in self.current.get("items") or []:
            plain = kit.item(item) or {}
            if plain.get("id") == order:
                return plain
        return None


# ---------------------------------------------------------------------- step 1


def definition_problem(definition: Any) -> str | None:
    """What keeps a definition from compensating a declined charge, in the learner's terms."""
    states = definition.get("States") if isinstance(definition, dict) else None
    if not isinstance(states, dict):
        return "the definition has no States"
    missing = [name for name in (*FORWARD, *UNDO.values(), FAIL_STATE) if name not in states]
    if missing:
        return f"the definition has no state {kit.listed(missing)}; write saga.json as step 1 shows"
    for forward, first_undo in (("Charge", "Release"), ("Ship", "Refund")):
        catchers = states[forward].get("Catch") if isinstance(states[forward], dict) else None
        if not catchers:
            return (
                f"{forward} has no Catch, so when it fails the execution stops there and nothing undoes the steps "
                f'before it. Add "Catch": [{{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", '
                f'"Next": "{first_undo}"}}] to {forward}, then {UPDATE}'
            )
        catcher = catchers[0] if isinstance(catchers[0], dict) else {}
        if catcher.get("Next") != first_undo:
            return (
                f"{forward}'s Catch goes to {catcher.get('Next')}, but the first step to undo after a failed "
                f"{forward} is {first_undo}"
                + (
                    " (a declined charge took no money, so there is nothing to refund)"
                    if forward == "Charge"
                    else ""
                )
                + f". Set its Next to {first_undo}, then {UPDATE}"
            )
        if catcher.get("ResultPath", "$") == "$":
            return (
                f"{forward}'s Catch has no ResultPath, so the caught error replaces the state's input: "
                f"{first_undo} would get the error instead of the order and could not tell which order to undo. "
                f'Add "ResultPath": "$.error" to the Catch, then {UPDATE}'
            )
    return None


def _machine(facts: Facts) -> tuple[str, str]:
    if not facts.created:
        return "pending", f"create the state machine {MACHINE} from saga.json (step 1)."
    machine = facts.current.get("machine")
    if machine is None:
        if _compensate(facts)[0] == "passed":
            return "passed", f"{MACHINE} reserved, charged and shipped, and compensated a declined charge."
        return "pending", f"the state machine {MACHINE} is gone; create it again as step 1 shows."
    problem = definition_problem(machine.get("definition"))
    if problem:
        return "failed", f"{MACHINE} cannot undo a failed order: {problem}."
    return (
        "passed",
        f"{MACHINE} goes Reserve → Charge → Ship, and a Catch sends each failure to its compensation.",
    )


# ---------------------------------------------------------------------- step 2


def _success(facts: Facts) -> tuple[str, str]:
    run = facts.latest(GOOD_ORDER)
    if run is None:
        return "pending", f"start an execution of {MACHINE} named {GOOD_ORDER} (step 2)."
    if run.status == "RUNNING":
        return "pending", f"{run.name} is still running; describe it again in a moment."
    if run.status != "SUCCEEDED":
        step_errors = [f for f in facts.failures if f[1] != DECLINED_ERROR]
        detail = (
            f" ({step_errors[-1][0]} failed: {step_errors[-1][1]}: {step_errors[-1][2]})"
            if step_errors
            else ""
        )
        return "failed", (
            f"the execution {run.name} ended {run.status}{' with ' + run.error if run.error else ''} after "
            f"{kit.listed(run.path) or 'no state'}{detail}; an order with a good card must go through Reserve, "
            "Charge and Ship."
        )
    if run.path != list(FORWARD):
        return "failed", f"{run.name} took the path {kit.listed(run.path)}, not Reserve, Charge and Ship."
    return "passed", f"{run.name} succeeded through Reserve, Charge and Ship."


# ---------------------------------------------------------------------- step 3


def _compensate(facts: Facts) -> tuple[str, str]:
    run = facts.latest(DECLINED_ORDER)
    if run is None:
        return (
            "pending",
            f"start an execution of {MACHINE} named {DECLINED_ORDER} with the declined card (step 3).",
        )
    if run.status == "RUNNING":
        return "pending", f"{run.name} is still running; describe it again in a moment."
    again = (
        f" and run the declined order again under a new name (--name {DECLINED_ORDER}-2 instead of "
        f"--name {DECLINED_ORDER}: an execution name is taken for good)"
    )
    if run.status == "SUCCEEDED":
        return "failed", (
            f"{run.name} succeeded after {kit.listed(run.path)}, but its card is declined: Charge must fail and "
            "the saga must end in OrderFailed. Check that the input is the one step 3 shows."
        )
    if run.path and run.path[-1] == "Charge" and "Release" not in run.path:
        return "failed", (
            f"{run.name} failed in Charge with {run.error or DECLINED_ERROR} and nothing undid Reserve: the "
            f"stock of {DECLINED_ORDER} stays reserved for an order that will never ship. Add the Catch on "
            f"Charge that goes to Release (step 1), {UPDATE}{again}."
        )
    if run.error == "MissingOrder" or (
        run.path[-1:] in (["Release"], ["Refund"]) and run.error != FAIL_STATE
    ):
        return "failed", (
            f"{run.name} failed in {run.path[-1]} with {run.error}: the compensation got the caught error instead "
            'of the order, because the Catch on Charge has no "ResultPath": "$.error" (without it the error '
            f"replaces the state's input). Add it, {UPDATE}{again}."
        )
    if run.path != ["Reserve", "Charge", "Release", FAIL_STATE] or run.error != FAIL_STATE:
        return "failed", (
            f"{run.name} took the path {kit.listed(run.path)} and ended with {run.error or run.status}; a declined "
            f"charge must go Reserve, Charge, Release and end in {FAIL_STATE}."
        )
    item = facts.item(DECLINED_ORDER)
    if item is not None and item.get("payment") not in (None,):
        return "failed", (
            f"{DECLINED_ORDER} shows payment {item.get('payment')} in the table, but its card was declined: a "
            "declined charge has nothing to refund."
        )
    return "passed", (
        f"{run.name}'s charge failed with {DECLINED_ERROR}; the Catch ran Release and the saga ended in "
        f"{FAIL_STATE}: its stock is released and it was never charged nor shipped."
    )


# ---------------------------------------------------------------------- step 4


def _cleanup(facts: Facts) -> tuple[str, str]:
    if facts.errors:
        return "pending", "could not see the lab's resources: " + "; ".join(sorted(facts.errors.values()))
    if facts.current.get("machine") is not None or not facts.created:
        return "pending", f"when the other steps have passed, delete the state machine {MACHINE}."
    return "passed", f"{MACHINE} is gone; the function, its table and the roles stay."


STEPS = (
    ("machine", _machine),
    ("success", _success),
    ("compensate", _compensate),
    ("cleanup", _cleanup),
)


def check(evidence: Evidence) -> list[StepResult]:
    from labcloud.labs.scenarios.saga import SCENARIO

    facts = Facts(evidence)
    return [
        StepResult(step_id, step.title(), *judge(facts))
        for (step_id, judge), step in zip(STEPS, SCENARIO.steps, strict=True)
    ]
