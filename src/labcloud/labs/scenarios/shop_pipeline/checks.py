"""The checks of the shop-pipeline project, judged only by what happened.

The front door from the gateway's own requests (``apigatewayv2.request``: a 500 the front function
never saw is a refused invoke) and the function's current resource policy; billing from the copies
each queue got (``sqs.message.sent``), the charges ledger and the consumer's invocations since its
last deployment; the nightly sweep from the schedule's firings, the sweep's scheduled runs (their
``"now"`` and result), the carts ledger's deletes and ``clock.moved``.
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.labs import kit
from labcloud.labs.checker import Evidence
from labcloud.labs.scenario import StepResult
from labcloud.labs.scenarios.retried_fanout.checks import order_of
from labcloud.labs.scenarios.shop_pipeline.names import (
    API,
    AUDIT,
    BILLING,
    CARTS,
    CHARGER,
    CHARGES,
    DECLINED,
    EXPRESSION,
    FAIL_STATE,
    FORWARD,
    FRONT,
    FULFIL,
    FULFILMENT,
    KEPT,
    KEY,
    POSTS,
    RETRIED,
    SCHEDULE,
    SCHEDULED_TIME,
    SCHEDULER_ROLE,
    SINGLE,
    SWEEPER,
    SWEPT,
    TOTAL_CENTS,
)

Event = kit.Event
LAB = "shop-pipeline"
ACTIVE_STATES = ("Enabled", "Creating", "Enabling", "Updating")
TRAFFIC = "the test traffic (o-3001, its retry, then o-3002)"
UPDATE = (
    'aws stepfunctions update-state-machine --state-machine-arn "$FULFIL_ARN" --definition file://fulfil.json'
)
ENDED = {
    "stepfunctions.execution.succeeded": "SUCCEEDED",
    "stepfunctions.execution.failed": "FAILED",
    "stepfunctions.execution.timed_out": "TIMED_OUT",
    "stepfunctions.execution.aborted": "ABORTED",
}


def _held(queue: dict[str, Any] | None) -> int:
    attributes = (queue or {}).get("attributes") or {}
    return int(attributes.get("ApproximateNumberOfMessages") or 0) + int(
        attributes.get("ApproximateNumberOfMessagesNotVisible") or 0
    )


class Facts:
    """The project's history, sorted out once for all goals."""

    def __init__(self, evidence: Evidence) -> None:
        events = evidence.events
        self.current = evidence.current
        self.api_id = str(evidence.baseline.get("api_id") or "")
        self.first_code = str(evidence.baseline.get("code_sha256") or "")
        # ---- the front door
        self.requests = [
            e
            for e in events
            if e["kind"] == "apigatewayv2.request" and str(kit.data(e).get("api_id")) == self.api_id
        ]
        invoked = set()
        for started in kit.for_function(events, FRONT):
            sent = kit.data(started).get("event") if started["kind"] == "lambda.invocation.started" else None
            context = sent.get("requestContext") if isinstance(sent, dict) else None
            if isinstance(context, dict):
                invoked.add(str(context.get("requestId")))
        #: 500s the front function never saw (API Gateway could not invoke it), and the answered requests.
        self.refused = [
            e
            for e in self.requests
            if kit.data(e).get("status") == 500 and str(kit.data(e).get("request_id")) not in invoked
        ]
        self.served = [e for e in self.requests if str(kit.data(e).get("request_id")) in invoked]
        # ---- billing
        self.sent: dict[str, list[tuple[int, str]]] = {}
        for name in (BILLING, AUDIT):
            found = [
                (e["seq"], order_of(kit.data(e).get("body")))
                for e in kit.for_queue(evidence.of("sqs.message.sent"), name)
            ]
            self.sent[name] = [(seq, order) for seq, order in found if order is not None]
        self.charges = kit.for_table(evidence.of("dynamodb.write.decided"), CHARGES)
        deployed = [
            e
            for e in kit.for_function(evidence.of("lambda.function.updated"), CHARGER)
            if kit.data(e).get("change") == "code"
        ]
        since = deployed[-1]["seq"] if deployed else 0
        self.charger_failures = [
            e
            for e in kit.for_function(evidence.of("lambda.invocation.finished"), CHARGER)
            if e["seq"] > since and kit.data(e).get("status") != "success"
        ]
        # ---- the nightly sweep
        mine = [e for e in events if str(e.get("resource") or "").endswith("/" + SCHEDULE)]
        self.schedule_created = [e for e in mine if e["kind"] == "scheduler.schedule.created"]
        self.fired = [e for e in mine if e["kind"] == "scheduler.target.invoked"]
        self.refused_firings = [e for e in mine if e["kind"] == "scheduler.target.failed"]
        self.moves = [e for e in events if e["kind"] == "clock.moved"]
        calls = kit.for_function(events, SWEEPER)
        begun = {
            str(kit.data(e).get("request_id")): e for e in calls if e["kind"] == "lambda.invocation.started"
        }
        #: (started, finished) of every finished run of the sweep.
        self.sweeps = [
            (begun[str(kit.data(e).get("request_id"))], e)
            for e in calls
            if e["kind"] == "lambda.invocation.finished" and str(kit.data(e).get("request_id")) in begun
        ]
        self.cart_deletes = [
            e
            for e in kit.for_table(evidence.of("dynamodb.write.decided"), CARTS)
            if kit.accepted(e) and kit.data(e).get("operation") == "DeleteItem"
        ]

        # ---- the fulfilment saga: each run's name, path and end (the machine's own events)
        self.machine_arn = str(evidence.baseline.get("machine_arn") or "")
        self.updated = [
            e
            for e in events
            if e["kind"] == "stepfunctions.state_machine.updated"
            and str(e.get("resource")) == self.machine_arn
        ]
        self.runs: dict[str, dict[str, Any]] = {}
        for event in events:
            payload = kit.data(event)
            execution = str(payload.get("execution_arn") or "")
            if (
                event["kind"] == "stepfunctions.execution.started"
                and str(event.get("resource")) == self.machine_arn
            ):
                name = str(payload.get("name") or execution.rsplit(":", 1)[-1])
                self.runs[execution] = {
                    "name": name,
                    "seq": event["seq"],
                    "path": [],
                    "status": "RUNNING",
                    "error": "",
                }
            elif execution in self.runs and event["kind"] == "stepfunctions.state.entered":
                self.runs[execution]["path"].append(str(payload.get("state")))
            elif execution in self.runs and event["kind"] in ENDED:
                self.runs[execution].update(
                    status=ENDED[event["kind"]], error=str(payload.get("error") or "")
                )

    def declined_run(self) -> dict[str, Any] | None:
        """The latest run of the declined order (named o-3010, or o-3010 and a suffix)."""
        found = [
            r for r in self.runs.values() if r["name"] == DECLINED or r["name"].startswith(DECLINED + "-")
        ]
        return max(found, key=lambda r: int(r["seq"])) if found else None

    def copies(self, name: str) -> list[str]:
        return [order for _, order in self.sent[name]]

    def tally(self) -> tuple[dict[str, int], dict[str, int]]:
        """(accepted, refused) writes to the charges table per order id."""
        accepted: dict[str, int] = {}
        refused: dict[str, int] = {}
        for write in self.charges:
            bucket = accepted if kit.accepted(write) else refused
            order = kit.key_value(write, KEY)
            bucket[order] = bucket.get(order, 0) + 1
        return accepted, refused


# ---------------------------------------------------------------------- goal 1: the front door


def _grant_problem(policy: Any, api_id: str) -> tuple[bool, str]:
    """Whether the front function's policy lets API Gateway invoke it for the shop's API; else why not.

    Every statement for API Gateway is judged: a right one does not excuse another that opens the
    function to any API."""
    statements = policy.get("Statement") if isinstance(policy, dict) else None
    granted = False
    for statement in statements if isinstance(statements, list) else []:
        if not isinstance(statement, dict) or statement.get("Effect") != "Allow":
            continue
        principal = statement.get("Principal")
        service = principal.get("Service") if isinstance(principal, dict) else principal
        if service != "apigateway.amazonaws.com":
            continue
        sources = [
            str(value)
            for test in (statement.get("Condition") or {}).values()
            if isinstance(test, dict)
            for name, value in test.items()
            if name.lower() == "aws:sourcearn"
        ]
        if not sources:
            return False, (
                f"its statement {statement.get('Sid')} lets apigateway.amazonaws.com invoke it with no source "
                f"ARN, so any API in any account could call the shop's front function. Remove it (aws lambda "
                f"remove-permission) and grant it again with --source-arn naming {API} "
                f"(arn:aws:execute-api:<region>:<account>:{api_id}/*/POST/orders)"
            )
        if not any(f":{api_id}/" in source for source in sources):
            return False, (
                f"its statement {statement.get('Sid')} names {kit.listed(sources)}, not the API {API} "
                f"({api_id}). Remove it and grant it again with --source-arn naming {api_id}"
            )
        granted = True
    return granted, ""


def _door(facts: Facts) -> tuple[str, str]:
    granted, problem = _grant_problem(facts.current.get("policy"), facts.api_id)
    if problem:
        return "failed", f"{FRONT}'s resource policy is not right: {problem}."
    if granted:
        return (
            "passed",
            f"apigateway.amazonaws.com may invoke {FRONT} for {API} only: POST /orders answers again.",
        )
    if facts.refused:
        return "failed", (
            f"API Gateway answered 500 to {kit.data(facts.refused[-1]).get('route') or 'POST /orders'} without "
            f"invoking {FRONT}: the function's resource policy does not let apigateway.amazonaws.com invoke it "
            f"(that is the outage). Grant it with aws lambda add-permission and a --source-arn naming {API}; "
            "a refused request published nothing, so send it again afterwards."
        )
    return "pending", (
        f"goal 1: POST /orders on {API} answers 500 because API Gateway may not invoke {FRONT}; grant it "
        "(aws lambda add-permission)."
    )


# ---------------------------------------------------------------------- goal 2: billing


def _billing(facts: Facts) -> tuple[str, str]:
    accepted, refused = facts.tally()
    by_hand = [w for w in facts.charges if kit.accepted(w) and not kit.data(w).get("lambda_request_id")]
    if by_hand:
        return "failed", (
            f"{kit.key_value(by_hand[0], KEY)} was written to {CHARGES} from outside {CHARGER}: a charge must "
            "come from billing processing an order, not from editing the table." + kit.start_over(LAB)
        )
    twice = sorted(order for order, count in accepted.items() if count > 1)
    if twice:
        return "failed", (
            f"{kit.listed(twice)} was charged {max(accepted[o] for o in twice)} times: every copy the topic "
            f"delivered to {BILLING} changed {CHARGES} again. The consumer's write must be conditional on the "
            f"order not being charged yet (attribute_not_exists({KEY})), and a refused write means 'already "
            "charged'." + kit.start_over(LAB)
        )
    mappings = facts.current.get("mappings") or []
    if any(str(m.get("EventSourceArn", "")).endswith(":" + AUDIT) for m in mappings):
        return "failed", (
            f"{CHARGER} is mapped to {AUDIT}: it would take the audit's copies away and charge from the wrong "
            f"queue. Delete that mapping (aws lambda delete-event-source-mapping); billing reads {BILLING}."
        )
    code = facts.current.get("code")
    if code is None:
        return "failed", f"the function {CHARGER} is gone." + kit.start_over(LAB)
    if code.get("problem"):
        return "failed", f"the deployed {CHARGER} cannot be loaded: {code['problem']}; then deploy again."
    unchanged = str(code.get("sha") or "") == facts.first_code
    billing = [m for m in mappings if str(m.get("EventSourceArn", "")).endswith(":" + BILLING)]
    if unchanged:
        return "pending", (
            f"goal 2: {CHARGER} still runs the code the project started with, which charges every copy. "
            f"Guard the write in app.py, deploy it, then map {BILLING} to it."
        )
    if not billing:
        return "pending", f"new code of {CHARGER} is deployed; now map {BILLING} to it."
    if billing[0].get("State") not in ACTIVE_STATES:
        return "failed", f"the mapping of {BILLING} to {CHARGER} is {billing[0].get('State')}; enable it."
    if facts.charger_failures:
        last = facts.charger_failures[-1]
        text = kit.error_text(last)
        if kit.load_failure(last):
            return "failed", (
                f"the deployed {CHARGER} could not be loaded ({text}): app.py must be at the root of the zip; "
                "deploy again."
            )
        if "ConditionalCheckFailed" in text:
            return "failed", (
                f"the guard refused a second copy, but {CHARGER} let the refusal escape ({text}), so the copy "
                f"returns to {BILLING} and fails again. A refused write means the order is already charged: "
                "catch ConditionalCheckFailedException and return normally, then deploy again."
            )
        return (
            "failed",
            f"an invocation of {CHARGER} failed since its last deployment: {text}; fix and deploy again.",
        )
    billed = facts.copies(BILLING)
    if any(billed.count(order) < count for order, count in POSTS.items()):
        return "pending", f"send {TRAFFIC} with the block under goal 2."
    if any(accepted.get(order) != 1 for order in POSTS) or not refused.get(RETRIED):
        return "pending", f"waiting for {CHARGER} to handle every copy in {BILLING}."
    waiting = _held((facts.current.get("queues") or {}).get(BILLING))
    if waiting:
        return "pending", f"waiting: {waiting} message(s) still in {BILLING}."
    audit = facts.copies(AUDIT)
    kept = _held((facts.current.get("queues") or {}).get(AUDIT))
    if kept < len(audit):
        return "failed", (
            f"{AUDIT} got {len(audit)} copies but holds {kept}: something consumed or purged it. The audit keeps "
            f"every copy; nothing may read it. Send {TRAFFIC} again (new copies are kept; the charges stay once)."
        )
    return "passed", (
        f"{RETRIED} and {SINGLE} were charged once each ({TOTAL_CENTS} cents); the retried copy of {RETRIED} "
        f"was refused by the guard and handled as a duplicate; {AUDIT} keeps all {len(audit)} copies."
    )


# ---------------------------------------------------------------------- goal 3: the nightly sweep


def schedule_problem(schedule: dict[str, Any]) -> str | None:
    """What keeps the schedule from sweeping nightly with the firing's time."""
    expression = str(schedule.get("ScheduleExpression") or "")
    if expression != EXPRESSION:
        return f"its expression is {expression}; the sweep runs at 03:00 UTC every night: {EXPRESSION}"
    if schedule.get("ScheduleExpressionTimezone") not in (None, "", "UTC", "Etc/UTC"):
        return f"it runs at 03:00 in {schedule.get('ScheduleExpressionTimezone')}, not UTC"
    if schedule.get("State") == "DISABLED":
        return "it is DISABLED, so it never fires"
    target = schedule.get("Target") or {}
    if kit.function_name(target.get("Arn")) != SWEEPER:
        return f"its target is {target.get('Arn')}, not the function {SWEEPER}"
    if SCHEDULED_TIME not in str(target.get("Input") or ""):
        return (
            f'its target has no Input {{"now": "{SCHEDULED_TIME}"}}, so {SWEEPER} would not know which night it '
            "sweeps for"
        )
    return None


def _nightly(facts: Facts) -> tuple[str, str]:
    by_hand = [
        started
        for started, _ in facts.sweeps
        if kit.data(started).get("trigger") != "async"
        and any(
            str(kit.data(d).get("lambda_request_id")) == str(kit.data(started).get("request_id"))
            for d in facts.cart_deletes
        )
    ]
    outside = [d for d in facts.cart_deletes if not kit.data(d).get("lambda_request_id")]
    if by_hand or outside:
        how = (
            f"an invocation of {SWEEPER} you made yourself" if by_hand else "a delete from outside the sweep"
        )
        return "failed", (
            f"carts were deleted by {how}, not by the schedule, so nothing shows the nightly sweep works."
            + kit.start_over(LAB)
        )
    schedule = facts.current.get("schedule")
    if not facts.schedule_created and schedule is None:
        return "pending", f"goal 3: create the schedule {SCHEDULE} (aws scheduler create-schedule)."
    if schedule is not None:
        problem = schedule_problem(schedule)
        if problem:
            return "failed", (
                f"{SCHEDULE} will not sweep the carts nightly: {problem}. Fix it with aws scheduler "
                "update-schedule (it takes the whole schedule again)."
            )
    first = facts.schedule_created[0]["seq"] if facts.schedule_created else 0
    runs = [(s, f) for s, f in facts.sweeps if kit.data(s).get("trigger") == "async" and s["seq"] > first]
    good = [
        (s, f)
        for s, f in runs
        if kit.data(f).get("status") == "success"
        and set(SWEPT) <= set((kit.data(f).get("result") or {}).get("deleted") or [])
    ]
    items = facts.current.get("carts")
    left = None if items is None else sorted(str(kit.plain(i.get("id"))) for i in items)
    if good and left in (None, [KEPT]):
        offset = kit.data(facts.moves[-1]).get("offset_seconds") if facts.moves else 0
        if offset not in (0, 0.0):
            return "pending", "the night's sweep ran; put the clock back to wall time: labcloud clock reset."
        result = kit.data(good[-1][1]).get("result") or {}
        return "passed", (
            f"the run scheduled for {result.get('now')} swept {kit.listed(list(SWEPT))} and kept {KEPT}; the "
            "clock is back to wall time."
        )
    if facts.refused_firings and (
        not facts.fired or facts.fired[-1]["seq"] < facts.refused_firings[-1]["seq"]
    ):
        failure = kit.data(facts.refused_firings[-1])
        return "failed", (
            f"{SCHEDULE} fired but could not invoke {SWEEPER}: {failure.get('error_code')}: "
            f"{failure.get('error_message')}. A schedule runs as its RoleArn: use {SCHEDULER_ROLE} (Scheduler may "
            "assume it and it may invoke the sweep), update the schedule, and advance the clock another day."
        )
    if runs and kit.data(runs[-1][1]).get("status") != "success":
        started, ended = runs[-1]
        sent = kit.data(started).get("event")
        if not (isinstance(sent, dict) and "now" in sent):
            return "failed", (
                f"the night's run of {SWEEPER} failed: its event was {json.dumps(sent, sort_keys=True)[:200]}, "
                f'with no "now", because the schedule\'s target has no Input {{"now": "{SCHEDULED_TIME}"}}. '
                "Update the schedule, then advance the clock another day (labcloud clock advance 1d)."
            )
        return "failed", f"the night's run of {SWEEPER} failed: {kit.error_text(ended)}."
    if good:
        return "failed", (
            f"the night's sweep deleted {kit.listed(list(SWEPT))}, but {CARTS} now holds "
            f"{kit.listed(left or []) or 'nothing'}: only {KEPT} should be left."
        )
    if not [m for m in facts.moves if m["seq"] > first]:
        return "pending", "move the clock past 03:00 UTC instead of waiting: labcloud clock advance 1d."
    return "pending", f"the clock has moved; wait a few seconds for {SCHEDULE} to fire and {SWEEPER} to run."


# ---------------------------------------------------------------------- goal 4: the fulfilment saga


def definition_problem(definition: Any) -> str | None:
    """What keeps the fulfilment definition from undoing a failed order, in the learner's terms."""
    states = definition.get("States") if isinstance(definition, dict) else None
    if not isinstance(states, dict):
        return "the definition has no States"
    missing = [name for name in ("Release", "Refund", FAIL_STATE) if name not in states]
    if missing:
        return (
            f"it has no state {kit.listed(missing)}: a failed Charge must run Release (it undoes Reserve), a "
            f"failed Ship Refund then Release, and the saga must end in the Fail state {FAIL_STATE}. Add them to "
            f"fulfil.json (each task calls labex-p02-steps with its step, as Reserve does) and run {UPDATE}"
        )
    if not isinstance(states[FAIL_STATE], dict) or states[FAIL_STATE].get("Type") != "Fail":
        return f"{FAIL_STATE} is not a Fail state, so a compensated order would be reported as a success"
    for forward, first_undo in (("Charge", "Release"), ("Ship", "Refund")):
        catchers = states[forward].get("Catch") if isinstance(states[forward], dict) else None
        if not catchers or not isinstance(catchers[0], dict):
            return (
                f"{forward} has no Catch, so when it fails the execution stops there and nothing undoes the steps "
                f"before it. Give it a Catch of States.ALL to {first_undo} and run {UPDATE}"
            )
        if catchers[0].get("Next") != first_undo:
            return (
                f"{forward}'s Catch goes to {catchers[0].get('Next')}, but the first step to undo after a failed "
                f"{forward} is {first_undo}. Set its Next to {first_undo} and run {UPDATE}"
            )
        if catchers[0].get("ResultPath", "$") == "$":
            return (
                f"{forward}'s Catch has no ResultPath, so the caught error replaces the order: {first_undo} could "
                f'not tell which order to undo. Add "ResultPath": "$.error" and run {UPDATE}'
            )
    return None


def _fulfil(facts: Facts) -> tuple[str, str]:
    machine = facts.current.get("machine")
    if machine is None:
        return "failed", f"the state machine {FULFIL} is gone." + kit.start_over(LAB)
    problem = definition_problem(machine.get("definition"))
    run = facts.declined_run()
    again = (
        f" Then run the declined order again under a new name (--name {DECLINED}-2: an execution name is taken "
        "for good)."
    )
    if run is not None and run["status"] != "RUNNING" and run["path"][-1:] == ["Charge"]:
        return "failed", (
            f"{run['name']} failed in Charge with {run['error'] or 'an error'} and nothing undid Reserve: the stock of "
            f"{DECLINED} stays reserved for an order that will never ship. "
            + (f"{FULFIL} still cannot undo it: {problem}." if problem else f"{FULFIL} is fixed now.")
            + again
        )
    if problem:
        if not facts.updated:
            return "pending", f"goal 4: {FULFIL} cannot undo a failed order yet: {problem}."
        return "failed", f"{FULFIL} cannot undo a failed order: {problem}."
    if run is None:
        return (
            "pending",
            f"{FULFIL} can compensate now; run the declined order {DECLINED} with the block under goal 4.",
        )
    if run["status"] == "RUNNING":
        return "pending", f"{run['name']} is still running; check again in a moment."
    if run["status"] == "SUCCEEDED":
        return "failed", (
            f"{run['name']} succeeded after {kit.listed(run['path'])}, but its card is declined: run it with the "
            f"input the block under goal 4 shows.{again}"
        )
    if run["error"] != FAIL_STATE or run["path"] != [*FORWARD[:2], "Release", FAIL_STATE]:
        return "failed", (
            f"{run['name']} took the path {kit.listed(run['path'])} and ended with {run['error'] or run['status']}; a "
            f"declined card must go Reserve, Charge, Release and end in {FAIL_STATE}.{again}"
        )
    items = {
        str((kit.item(i) or {}).get("id")): kit.item(i) or {} for i in facts.current.get("fulfilment") or []
    }
    item = items.get(DECLINED) or {}
    if item.get("stock") != "released" or item.get("payment") is not None:
        return "failed", (
            f"{DECLINED} shows stock {item.get('stock')} and payment {item.get('payment')} in {FULFILMENT}; after a "
            "declined card its stock is released and nothing was charged."
        )
    return "passed", (
        f"{run['name']}'s charge was declined; the Catch ran Release and the saga ended in {FAIL_STATE}: the "
        f"stock of {DECLINED} is released and it was never charged nor shipped."
    )


def check(evidence: Evidence) -> list[StepResult]:
    from labcloud.labs.scenarios.shop_pipeline import SCENARIO

    facts = Facts(evidence)
    verdicts = (_door(facts), _billing(facts), _nightly(facts), _fulfil(facts))
    return [
        StepResult(step.id, step.title(), status, reason)
        for step, (status, reason) in zip(SCENARIO.steps, verdicts, strict=True)
    ]
