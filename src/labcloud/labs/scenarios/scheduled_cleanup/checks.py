"""The scheduled-cleanup lab's checks, each step judged by its own evidence.

The schedule's own events say when it was created, fired and whether its target was invoked or
failed; ``clock.moved`` says the learner moved time; the function's invocations (their ``trigger``:
``async`` for the scheduler's calls) carry the event's ``"now"`` and the run's result, and the ledger
shows which sessions each invocation deleted. The current schedule (GetSchedule) lets the first step
name a wrong expression, target or input before anything fires.
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.labs import kit
from labcloud.labs.checker import Evidence
from labcloud.labs.scenario import StepResult
from labcloud.labs.scenarios.scheduled_cleanup.names import (
    EXPIRED_BY_NEXT_NIGHT,
    EXPRESSION,
    FUNCTION,
    KEPT,
    SCHEDULE,
    SCHEDULED_TIME,
    TABLE,
)

LAB = "scheduled-cleanup"
Event = dict[str, Any]
UPDATE = (
    "aws scheduler update-schedule --name labex-c01-nightly --schedule-expression 'cron(0 3 * * ? *)' "
    "--flexible-time-window Mode=OFF --target file://target.json"
)


class Facts:
    """The lab's history, sorted out once for all steps."""

    def __init__(self, evidence: Evidence) -> None:
        events = evidence.events
        self.current = evidence.current
        self.errors: dict[str, str] = dict(self.current.get("errors") or {})
        mine = [e for e in events if str(e.get("resource") or "").endswith("/" + SCHEDULE)]
        self.created = [e for e in mine if e["kind"] == "scheduler.schedule.created"]
        self.invoked = [e for e in mine if e["kind"] == "scheduler.target.invoked"]
        self.failed = [e for e in mine if e["kind"] == "scheduler.target.failed"]
        self.moves = [e for e in events if e["kind"] == "clock.moved"]
        calls = kit.for_function(events, FUNCTION)
        started = {
            str(kit.data(e).get("request_id")): e for e in calls if e["kind"] == "lambda.invocation.started"
        }
        #: (started, finished) of every finished invocation of the clean-up function.
        self.runs: list[tuple[Event, Event]] = []
        for event in calls:
            begun = started.get(str(kit.data(event).get("request_id")))
            if event["kind"] == "lambda.invocation.finished" and begun is not None:
                self.runs.append((begun, event))
        self.deletes = [
            e
            for e in kit.for_table(events, TABLE)
            if e["kind"] == "dynamodb.write.decided"
            and kit.data(e).get("operation") == "DeleteItem"
            and kit.accepted(e)
        ]

    def scheduled(self) -> list[tuple[Event, Event]]:
        """Runs the scheduler started (asynchronous invocations after a firing)."""
        return [(s, f) for s, f in self.runs if kit.data(s).get("trigger") == "async"]

    def left(self) -> list[str] | None:
        items = self.current.get("items")
        return None if items is None else sorted(str(kit.plain(i.get("id"))) for i in items)


# ---------------------------------------------------------------------- step 1


def schedule_problem(
    schedule: dict[str, Any], function_arn_suffix: str = ":function:" + FUNCTION
) -> str | None:
    """What keeps a schedule from running the clean-up nightly with the firing's time."""
    expression = str(schedule.get("ScheduleExpression") or "")
    if expression != EXPRESSION:
        return (
            f"its expression is {expression}, but the clean-up runs at 03:00 UTC every night: {EXPRESSION} "
            "(EventBridge's cron has six fields and a ? in one day field). Run "
            f"{UPDATE}"
        )
    zone = schedule.get("ScheduleExpressionTimezone")
    if zone not in (None, "", "UTC", "Etc/UTC"):
        return (
            f"it runs at 03:00 in {zone}, not UTC; update it without --schedule-expression-timezone: {UPDATE}"
        )
    if schedule.get("State") == "DISABLED":
        return "it is DISABLED, so it never fires; update it with --state ENABLED"
    target = schedule.get("Target") or {}
    if not str(target.get("Arn") or "").endswith(function_arn_suffix):
        return f"its target is {target.get('Arn')}, not the function {FUNCTION}; write target.json as step 1 shows and run {UPDATE}"
    if SCHEDULED_TIME not in str(target.get("Input") or ""):
        return (
            f"its target has no Input carrying {SCHEDULED_TIME}, so the function would get {{}} and not know which "
            f"night it cleans up for. Write target.json as step 1 shows and run {UPDATE}"
        )
    return None


def _schedule(facts: Facts) -> tuple[str, str]:
    if not facts.created:
        return "pending", f"create the schedule {SCHEDULE} with aws scheduler create-schedule (step 1)."
    schedule = facts.current.get("schedule")
    if schedule is None:
        if _night(facts)[0] == "passed":
            return "passed", f"{SCHEDULE} ran the clean-up at 03:00 UTC (it is deleted now)."
        return "pending", f"the schedule {SCHEDULE} is gone; create it again as step 1 shows."
    problem = schedule_problem(schedule)
    if problem:
        return "failed", f"{SCHEDULE} will not clean up nightly: {problem}."
    return (
        "passed",
        f'{SCHEDULE} invokes {FUNCTION} at 03:00 UTC every night with the firing\'s time as "now".',
    )


# ---------------------------------------------------------------------- step 2


def _night(facts: Facts) -> tuple[str, str]:
    if not facts.created:
        return "pending", "create the schedule first (step 1)."
    first = facts.created[0]["seq"]
    by_hand = [
        s
        for s, _ in facts.runs
        if kit.data(s).get("trigger") != "async"
        and any(
            str(kit.data(d).get("lambda_request_id")) == str(kit.data(s).get("request_id"))
            for d in facts.deletes
        )
    ]
    if by_hand:
        return "failed", (
            f"sessions were deleted by an invocation of {FUNCTION} you made yourself "
            f"({kit.data(by_hand[0]).get('trigger')}), not by the schedule, so this run proves nothing about the "
            "nightly job." + kit.start_over(LAB)
        )
    runs = [(s, f) for s, f in facts.scheduled() if s["seq"] > first]
    good = [
        (s, f)
        for s, f in runs
        if kit.data(f).get("status") == "success"
        and set(EXPIRED_BY_NEXT_NIGHT) <= set((kit.data(f).get("result") or {}).get("deleted") or [])
    ]
    left = facts.left()
    if good and (left is None or left == [KEPT]):
        result = kit.data(good[-1][1]).get("result") or {}
        return "passed", (
            f"the run scheduled for {result.get('now')} deleted {kit.listed(list(EXPIRED_BY_NEXT_NIGHT))} and "
            f"kept {KEPT}: the clock moved a day and the night's run happened at once."
        )
    latest_failure = facts.failed[-1] if facts.failed else None
    if latest_failure is not None and (not facts.invoked or facts.invoked[-1]["seq"] < latest_failure["seq"]):
        failure = kit.data(latest_failure)
        return "failed", (
            f"{SCHEDULE} fired but could not invoke {FUNCTION}: {failure.get('error_code')}: "
            f"{failure.get('error_message')}. The schedule runs as its RoleArn; use labex-c01-scheduler-role as "
            f"step 1 shows, run {UPDATE} and advance the clock another day."
        )
    if runs and kit.data(runs[-1][1]).get("status") != "success":
        begun, ended = runs[-1]
        sent = kit.data(begun).get("event")
        if not (isinstance(sent, dict) and "now" in sent):
            return "failed", (
                f"the night's run of {FUNCTION} failed: its event was {json.dumps(sent, sort_keys=True)[:200]}, with no "
                f'"now", because the schedule\'s target has no Input {{"now": "{SCHEDULED_TIME}"}}. Write '
                f"target.json as step 1 shows, run {UPDATE}, then advance the clock another day "
                "(labcloud clock advance 1d)."
            )
        return "failed", f"the night's run of {FUNCTION} failed: {kit.error_text(ended)}."
    if good:
        return "failed", (
            f"the night's run deleted {kit.listed(list(EXPIRED_BY_NEXT_NIGHT))}, but {TABLE} now holds "
            f"{kit.listed(left or []) or 'nothing'}: only {KEPT} should be left."
        )
    if not [m for m in facts.moves if m["seq"] > first]:
        return "pending", "move the clock past 03:00 UTC: labcloud clock advance 1d."
    return "pending", f"the clock has moved; wait a few seconds for {SCHEDULE} to fire and {FUNCTION} to run."


# ---------------------------------------------------------------------- step 3


def _cleanup(facts: Facts) -> tuple[str, str]:
    if facts.errors:
        return "pending", "could not see the lab's resources: " + "; ".join(sorted(facts.errors.values()))
    if facts.current.get("schedule") is not None or not facts.created:
        return "pending", f"when the other steps have passed, delete the schedule {SCHEDULE}."
    if facts.moves and kit.data(facts.moves[-1]).get("offset_seconds") not in (0, 0.0):
        return "pending", "put the clock back to wall time: labcloud clock reset."
    return (
        "passed",
        f"{SCHEDULE} is gone and the clock shows wall time again; the function and its table stay.",
    )


STEPS = (("schedule", _schedule), ("night", _night), ("cleanup", _cleanup))


def check(evidence: Evidence) -> list[StepResult]:
    from labcloud.labs.scenarios.scheduled_cleanup import SCENARIO

    facts = Facts(evidence)
    return [
        StepResult(step_id, step.title(), *judge(facts))
        for (step_id, judge), step in zip(STEPS, SCENARIO.steps, strict=True)
    ]
