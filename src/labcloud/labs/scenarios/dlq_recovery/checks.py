"""The checks of the dlq-recovery project: the fix, the redrive, and one effect per order.

The incident happened before the lab started (``provision`` replayed it); the baseline maps each
order to its SQS message id. After the start, the checks follow each failed order's message back
out of the DLQ and into the worker, and read the orders' write ledger: an order that already had its
effect during the incident must not get a second one.
"""

from __future__ import annotations

from labcloud.labs import kit
from labcloud.labs.checker import Evidence
from labcloud.labs.scenario import StepResult
from labcloud.labs.scenarios.dlq_recovery.names import (
    DLQ,
    FUNCTION,
    IN_DLQ,
    ORDERS,
    PARTLY_DONE,
    QUEUE,
    TOTALS,
)

Event = kit.Event
LAB = "dlq-recovery"
GUARD = "attribute_not_exists(id)"


def _messages(evidence: Evidence) -> dict[str, str]:
    """message id → order id, for the orders that ended in the DLQ."""
    recorded = evidence.baseline.get("messages") or {}
    return {str(message): order for order, message in recorded.items() if order in IN_DLQ}


def _deploys(evidence: Evidence) -> list[Event]:
    return [
        e
        for e in kit.for_function(evidence.of("lambda.function.updated"), FUNCTION)
        if kit.data(e).get("change") == "code"
    ]


def check_fix(evidence: Evidence) -> StepResult:
    deploys = _deploys(evidence)
    if not deploys:
        return StepResult(
            "fix", "", "pending", f"fix app.py (coupons and gift notes) and deploy it to {FUNCTION}."
        )
    last = deploys[-1]["seq"]
    code = evidence.current.get("code")
    if (
        isinstance(code, dict)
        and code.get("problem")
        and code.get("sha") == kit.data(deploys[-1]).get("code_sha256")
    ):
        return StepResult(
            "fix",
            "",
            "failed",
            f"the code you deployed (CodeSha256 {code.get('sha')}) cannot be loaded: {code['problem']}; "
            "then deploy again.",
        )
    failures = [
        e
        for e in kit.for_function(evidence.of("lambda.invocation.finished"), FUNCTION)
        if e["seq"] > last and kit.data(e).get("status") != "success"
    ]
    if failures:
        if kit.load_failure(failures[-1]):
            return StepResult(
                "fix",
                "",
                "failed",
                f"the deployed code could not be loaded ({kit.error_text(failures[-1])}): app.py must be at "
                "the root of function.zip (zip the file itself, from the folder that holds it); deploy again.",
            )
        return StepResult(
            "fix",
            "",
            "failed",
            f"the deployed worker still fails ({kit.error_text(failures[-1])}); read its log in the "
            "view, fix app.py and deploy again.",
        )
    writes = [
        w
        for w in kit.for_table(evidence.of("dynamodb.write.decided"), ORDERS)
        if w["seq"] > last
        and kit.data(w).get("lambda_request_id")
        and kit.data(w).get("operation") != "DeleteItem"
    ]
    unguarded = [w for w in writes if GUARD not in "".join(str(kit.data(w).get("condition") or "").split())]
    if unguarded:
        return StepResult(
            "fix",
            "",
            "failed",
            f"the deployed worker wrote {kit.key_value(unguarded[0])} without the condition {GUARD}: it is not "
            "idempotent by business key, so a replayed order is written again. Guard the write, treat a "
            "conditional failure as 'already done', and deploy again.",
        )
    if not writes:
        return StepResult(
            "fix",
            "",
            "pending",
            f"a new worker is deployed; its first writes show whether each one is guarded by {GUARD} "
            "(the recovery's orders reach it when you redrive the DLQ).",
        )
    return StepResult(
        "fix",
        "",
        "passed",
        f"the deployed worker guards every write with {GUARD} and none of its invocations failed.",
    )


def check_redrive(evidence: Evidence, fix: StepResult) -> StepResult:
    messages = _messages(evidence)
    redriven = [
        e
        for e in kit.for_queue(evidence.of("sqs.message.redriven"), DLQ)
        if kit.data(e).get("message_id") in messages
    ]
    returned = [
        e
        for e in kit.for_queue(evidence.of("sqs.message.moved_to_dlq"), QUEUE)
        if kit.data(e).get("message_id") in messages
    ]
    deploys = _deploys(evidence)
    back_in_dlq = []
    for message, order in messages.items():
        moves = [e["seq"] for e in redriven if kit.data(e).get("message_id") == message]
        returns = [e["seq"] for e in returned if kit.data(e).get("message_id") == message]
        if moves and returns and returns[-1] > moves[-1]:
            early = not deploys or deploys[0]["seq"] > moves[-1]
            back_in_dlq.append((order, early))
    if back_in_dlq:
        orders = [order for order, _ in back_in_dlq]
        early = any(flag for _, flag in back_in_dlq)
        return StepResult(
            "redrive",
            "",
            "failed",
            f"{kit.listed(sorted(orders))} failed again after the move and went back to {DLQ}"
            + (
                ": they were moved before the fixed worker was deployed."
                if early
                else ": the deployed worker still rejects them."
            )
            + " Fix and deploy, then start another move task.",
        )
    moved = {kit.data(e).get("message_id") for e in redriven}
    if not moved:
        return StepResult(
            "redrive",
            "",
            "pending",
            f"when the fix is deployed, move the {len(messages)} orders from {DLQ} back with "
            "start-message-move-task.",
        )
    if fix.status != "passed" and not deploys:
        return StepResult("redrive", "", "failed", f"{DLQ} was redriven before any fix was deployed.")
    missing = sorted(order for message, order in messages.items() if message not in moved)
    if missing:
        return StepResult("redrive", "", "pending", f"{kit.listed(missing)} still wait in {DLQ}.")
    deleted = {
        kit.data(e).get("message_id") for e in kit.for_queue(evidence.of("sqs.message.deleted"), QUEUE)
    }
    waiting = sorted(order for message, order in messages.items() if message not in deleted)
    if waiting:
        return StepResult(
            "redrive", "", "pending", f"waiting for the worker to finish {kit.listed(waiting)}."
        )
    for label, name in (("queue", QUEUE), ("dlq", DLQ)):
        attributes = (evidence.current.get(label) or {}).get("attributes") or {}
        left = sum(
            int(attributes.get(k) or 0)
            for k in ("ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible")
        )
        if left:
            return StepResult("redrive", "", "pending", f"{left} message(s) still in {name}.")
    return StepResult(
        "redrive",
        "",
        "passed",
        f"all {len(messages)} failed orders came back from {DLQ} and the worker confirmed them; both "
        "queues are empty.",
    )


def check_once(evidence: Evidence, redrive: StepResult) -> StepResult:
    writes = [w for w in kit.for_table(evidence.of("dynamodb.write.decided"), ORDERS)]
    by_hand = [w for w in writes if kit.accepted(w) and not kit.data(w).get("lambda_request_id")]
    if by_hand:
        return StepResult(
            "once",
            "",
            "failed",
            f"{kit.key_value(by_hand[0])} was written from outside the worker: the effects must come "
            "from processing the orders, not from editing the table." + kit.start_over(LAB),
        )
    repeated = sorted(
        {kit.key_value(w) for w in writes if kit.accepted(w) and kit.data(w).get("item_before") is not None}
    )
    if repeated:
        partly = [order for order in repeated if order in PARTLY_DONE]
        return StepResult(
            "once",
            "",
            "failed",
            f"{kit.listed(repeated)} got a second effect: the worker wrote over an order that was "
            "already stored"
            + (
                " (these were stored during the incident, before the worker crashed on the gift note)"
                if partly
                else ""
            )
            + " (the write needs the condition attribute_not_exists(id), and a conditional failure means "
            "'already done')." + kit.start_over(LAB),
        )
    created: dict[str, int] = {}
    for write in writes:
        if kit.accepted(write):
            created[kit.key_value(write)] = created.get(kit.key_value(write), 0) + 1
    if redrive.status != "passed":
        return StepResult(
            "once", "", "pending", "finish the recovery first; this step then reads the ledger."
        )
    items = {
        str((kit.item(i) or {}).get("id")): kit.item(i) or {} for i in evidence.current.get("orders") or []
    }
    wrong = [order for order, total in TOTALS.items() if (items.get(order) or {}).get("total_cents") != total]
    if wrong:
        order = wrong[0]
        return StepResult(
            "once",
            "",
            "failed",
            f"{order} is stored with total_cents {(items.get(order) or {}).get('total_cents')}; it "
            f"must be {TOTALS[order]}"
            + (" (the SPRING coupon takes 250 cents off)." if order in ("order-703", "order-704") else ".")
            + kit.start_over(LAB),
        )
    extra = sorted(set(items) - set(TOTALS))
    if extra:
        return StepResult(
            "once",
            "",
            "failed",
            f"{ORDERS} holds orders nobody placed: {kit.listed(extra)}." + kit.start_over(LAB),
        )
    return StepResult(
        "once",
        "",
        "passed",
        f"every order has exactly one effect: {kit.listed(sorted(created))} created once after the "
        f"recovery, {kit.listed(list(PARTLY_DONE))} kept from the incident without a second write; "
        "nothing is left in either queue.",
    )


def check(evidence: Evidence) -> list[StepResult]:
    fix = check_fix(evidence)
    redrive = check_redrive(evidence, fix)
    return [fix, redrive, check_once(evidence, redrive)]
