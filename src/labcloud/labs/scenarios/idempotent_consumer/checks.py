"""The checks of the idempotent-consumer lab, computed from what happened.

Each step reads the event history since the lab started (mappings, code deployments, messages,
invocations and the DynamoDB write-decision ledger) plus the current state where the step is
about what exists now (cleanup). A step is ``pending`` while the learner has not acted on it,
``failed`` with a reason once the evidence contradicts the lab, and ``passed`` otherwise.
"""

from __future__ import annotations

import json
import re
from typing import Any

from labcloud import json_document
from labcloud.labs import kit
from labcloud.labs.checker import Evidence
from labcloud.labs.scenario import StepResult
from labcloud.labs.scenarios.idempotent_consumer.names import (
    EXPECTED,
    FIRST_ORDER,
    FUNCTION,
    LOG_GROUP,
    ORDERS,
    OTHER_ORDER,
    QUEUE,
    REFERENCE,
)

Event = dict[str, Any]
GUARD = "attribute_not_exists(id)"
LAB = "idempotent-consumer"
ACTIVE_STATES = ("Enabled", "Creating", "Enabling", "Updating")


# ---------------------------------------------------------------------- reading events


def _data(event: Event) -> dict[str, Any]:
    data = event.get("data")
    return data if isinstance(data, dict) else {}


def _is_queue(event: Event) -> bool:
    data = _data(event)
    return (
        str(event.get("resource", "")).endswith(":" + QUEUE)
        or data.get("queue_name") == QUEUE
        or str(data.get("queue_url", "")).endswith("/" + QUEUE)
    )


def _function_name(value: Any) -> str:
    text = str(value or "")
    found = re.search(r":function:([^:]+)", text)
    return found.group(1) if found else text


def _is_function(event: Event) -> bool:
    data = _data(event)
    return (
        _function_name(data.get("function_name") or data.get("function_arn") or event.get("resource"))
        == FUNCTION
    )


def _plain(value: Any) -> Any:
    """DynamoDB wire form → Python values (numbers as int when whole)."""
    if isinstance(value, dict) and len(value) == 1:
        ((kind, inner),) = value.items()
        if kind == "S":
            return inner
        if kind == "N":
            number = float(inner)
            return int(number) if number.is_integer() else number
        if kind == "BOOL":
            return bool(inner)
        if kind == "NULL":
            return None
        if kind == "M" and isinstance(inner, dict):
            return {k: _plain(v) for k, v in inner.items()}
        if kind == "L" and isinstance(inner, list):
            return [_plain(v) for v in inner]
        return inner
    return value


def _item(value: Any) -> dict[str, Any] | None:
    if not isinstance(value, dict):
        return None
    return {k: _plain(v) for k, v in value.items()}


def _key_id(write: Event) -> str:
    data = _data(write)
    key = data.get("key") or {}
    plain = _item(key) or {}
    if "id" in plain:
        return str(plain["id"])
    after = _item(data.get("item_after")) or _item(data.get("item_before")) or {}
    return str(after.get("id", ""))


def _body(event: Event) -> dict[str, Any]:
    try:
        body = json_document.loads(str(_data(event).get("body", "")))
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


def _condition(write: Event) -> str:
    return re.sub(r"\s+", "", str(_data(write).get("condition") or ""))


def _accepted(write: Event) -> bool:
    return _data(write).get("outcome") == "Accepted"


def _describe(item: dict[str, Any] | None) -> str:
    if item is None:
        return "nothing"
    return ", ".join(f"{k}={v}" for k, v in sorted(item.items()))


def _counted(items: list[str]) -> str:
    return ", ".join(items[:-1]) + (" and " if len(items) > 1 else "") + items[-1] if items else ""


class Facts:
    """The lab's history, sorted out once for all steps."""

    def __init__(self, evidence: Evidence) -> None:
        self.evidence = evidence
        self.current = evidence.current
        self.errors: dict[str, str] = dict(self.current.get("errors") or {})
        baseline_sha = evidence.baseline.get("code_sha256")
        events = evidence.events
        self.queue_created = [e for e in events if e["kind"] == "sqs.queue.created" and _is_queue(e)]
        self.queue_deleted = [e for e in events if e["kind"] == "sqs.queue.deleted" and _is_queue(e)]
        self.sent = [e for e in events if e["kind"] == "sqs.message.sent" and _is_queue(e)]
        self.deleted_ids = {
            _data(e).get("message_id") for e in events if e["kind"] == "sqs.message.deleted" and _is_queue(e)
        }
        self.dlq_ids = {
            _data(e).get("message_id")
            for e in events
            if e["kind"] == "sqs.message.moved_to_dlq" and _is_queue(e)
        }
        self.deploys = [
            e
            for e in events
            if e["kind"] == "lambda.function.updated"
            and _is_function(e)
            and _data(e).get("code_sha256")
            and _data(e).get("code_sha256") != baseline_sha
        ]
        self.deploy_seq: int | None = self.deploys[0]["seq"] if self.deploys else None
        self.function_deleted = [
            e for e in events if e["kind"] == "lambda.function.deleted" and _is_function(e)
        ]
        self.mappings = [
            e
            for e in events
            if e["kind"] in ("lambda.esm.created", "lambda.esm.updated")
            and _function_name(_data(e).get("function_arn")) == FUNCTION
        ]
        self.mappings_deleted = [
            e
            for e in events
            if e["kind"] == "lambda.esm.deleted"
            and _function_name(_data(e).get("function_arn")) in (FUNCTION, "")
        ]
        self.finished = [e for e in events if e["kind"] == "lambda.invocation.finished" and _is_function(e)]
        self.writes = [
            e for e in events if e["kind"] == "dynamodb.write.decided" and _data(e).get("table") == ORDERS
        ]
        self.reference_writes = [
            e for e in events if e["kind"] == "dynamodb.write.decided" and _data(e).get("table") == REFERENCE
        ]
        self.log_group_deleted = [
            e for e in events if e["kind"] == "logs.group.deleted" and _data(e).get("log_group") == LOG_GROUP
        ]
        self.sent_ids = {_data(e).get("message_id") for e in self.sent}
        # request id → the SQS message ids its invocation was handed (from the invocation's event)
        self.messages_of: dict[Any, list[Any]] = {}
        for event in events:
            if event["kind"] == "lambda.invocation.started" and _is_function(event):
                records = (
                    (_data(event).get("event") or {}).get("Records")
                    if isinstance(_data(event).get("event"), dict)
                    else None
                )
                self.messages_of[_data(event).get("request_id")] = [
                    r.get("messageId") for r in records or [] if isinstance(r, dict)
                ]

    def handled(self, finished: Event) -> list[Any]:
        """The SQS message ids the invocation behind a ``lambda.invocation.finished`` event handled."""
        return self.messages_of.get(_data(finished).get("request_id"), [])

    def after_deploy(self, events: list[Event]) -> list[Event]:
        if self.deploy_seq is None:
            return []
        return [e for e in events if e["seq"] > self.deploy_seq]

    def sent_for(self, order: str, events: list[Event] | None = None) -> list[Event]:
        return [e for e in (self.sent if events is None else events) if _body(e).get("id") == order]

    def note(self, label: str) -> str:
        error = self.errors.get(label) or self.errors.get("observe")
        return f" (labcloud could not read it: {error})" if error else ""


# ---------------------------------------------------------------------- the steps


def check_connect(f: Facts) -> StepResult:
    matching = [e for e in f.mappings if str(_data(e).get("event_source_arn", "")).endswith(":" + QUEUE)]
    if not matching:
        others = sorted({str(_data(e).get("event_source_arn")) for e in f.mappings})
        if others:
            return StepResult(
                "connect",
                "",
                "failed",
                f"{FUNCTION} is mapped to {', '.join(others)}, not to the queue {QUEUE}: "
                f"create the mapping from the ARN of {QUEUE}.",
            )
        if not f.queue_created:
            return StepResult(
                "connect", "", "pending", f"create the queue {QUEUE}, then map it to {FUNCTION}."
            )
        return StepResult(
            "connect",
            "",
            "pending",
            f"the queue {QUEUE} exists; now create the event source mapping to {FUNCTION} with batch size 1.",
        )
    latest: dict[str, Event] = {}
    for event in matching:
        latest[str(_data(event).get("uuid"))] = event
    uuid, mapping = next(reversed(latest.items()))
    data = _data(mapping)
    if data.get("batch_size") != 1:
        return StepResult(
            "connect",
            "",
            "failed",
            f"the mapping's batch size is {data.get('batch_size')}; the lab needs --batch-size 1 so "
            "each invocation handles exactly one job.",
        )
    state = str(data.get("state") or "")
    for current in f.current.get("mappings") or []:
        if current.get("UUID") == uuid:
            state = str(current.get("State") or state)
    if state not in ACTIVE_STATES:
        return StepResult(
            "connect",
            "",
            "failed",
            f"the mapping is {state or 'not enabled'}; create it with --enabled so it polls the queue.",
        )
    early = [e for e in f.sent if f.deploy_seq is None or e["seq"] < f.deploy_seq]
    if early:
        return StepResult(
            "connect",
            "",
            "failed",
            f"{len(early)} job(s) were sent to {QUEUE} before the guarded code was deployed, so the "
            "original worker (which writes without any condition) handled them; send jobs only after "
            "step 2's deployment." + kit.start_over(LAB),
        )
    return StepResult(
        "connect",
        "",
        "passed",
        f"mapping {uuid} feeds {QUEUE} into {FUNCTION} one job at a time (batch size 1, {state}); "
        "no job was sent before the guard.",
    )


def _first_order_write(f: Facts) -> Event | None:
    for write in f.writes:
        if _key_id(write) == FIRST_ORDER:
            return write
    return None


#: Outcomes that are not the worker's doing: a throttled delivery never ran the function (the queue
#: keeps the message and the mapping retries it).
_NOT_RUN = ("throttled",)


def _failures(events: list[Event]) -> list[Event]:
    return [e for e in events if _data(e).get("status") not in (None, "success", *_NOT_RUN)]


def _error_text(event: Event) -> str:
    data = _data(event)
    error = data.get("error") or {}
    if isinstance(error, dict) and (error.get("errorType") or error.get("errorMessage")):
        return f"{error.get('errorType', 'Error')}: {error.get('errorMessage', '')}"
    return str(data.get("status"))


REZIP = (
    "app.py must be at the root of function.zip: run `zip -q function.zip app.py` in the folder that "
    "holds app.py (`rm -f function.zip` first if an old zip is there), then update-function-code again."
)


def _hit_guard(run: Event, f: Facts) -> bool:
    request = _data(run).get("request_id")
    return any(
        _data(w).get("lambda_request_id") == request
        and _data(w).get("error_code") == "ConditionalCheckFailedException"
        for w in f.writes
    )


def _cause(failure: Event, f: Facts) -> str:
    """What an invocation's failure says about the learner's code, worded after its cause."""
    text = _error_text(failure)
    if kit.load_failure(failure):
        return f"the deployed code could not be loaded ({text}): {REZIP}"
    if _hit_guard(failure, f) or "ConditionalCheckFailed" in text or "already stored" in text:
        return (
            f"the worker failed on a repeated order ({text}); a duplicate must return normally so the "
            "mapping deletes its copy from the queue."
        )
    return f"the worker failed ({text}); open its invocation in the view to read the log lines."


def _code_problem(f: Facts) -> str | None:
    """Why the code deployed now cannot be loaded, if the lab can tell before it runs."""
    code = f.current.get("code")
    if not isinstance(code, dict) or not f.deploys:
        return None
    if code.get("sha") != _data(f.deploys[-1]).get("code_sha256"):
        return None
    problem = code.get("problem")
    return str(problem) if problem else None


def check_guard(f: Facts) -> StepResult:
    if not f.deploys:
        return StepResult(
            "guard",
            "",
            "pending",
            f"{FUNCTION} still runs the code the lab provided: zip your guarded app.py and run "
            "update-function-code.",
        )
    sha = _data(f.deploys[-1]).get("code_sha256")
    write = _first_order_write(f)
    if write is None:
        problem = _code_problem(f)
        if problem:
            return StepResult(
                "guard",
                "",
                "failed",
                f"the code you deployed (CodeSha256 {sha}) cannot be loaded: {problem}; then deploy again.",
            )
        # Only the code deployed now is judged: failures of code since replaced were fixed.
        failed = [e for e in _failures(f.finished) if e["seq"] > f.deploys[-1]["seq"]]
        if failed:
            return StepResult(
                "guard", "", "failed", "while handling the first order, " + _cause(failed[-1], f)
            )
        replaced = [e for e in _failures(f.after_deploy(f.finished)) if e["seq"] < f.deploys[-1]["seq"]]
        if f.sent_for(FIRST_ORDER, f.after_deploy(f.sent)):
            return StepResult(
                "guard",
                "",
                "pending",
                f"waiting for {FUNCTION} to process the first {FIRST_ORDER} job"
                + (
                    " (it failed under the code you have replaced since; the queue hands it to the new "
                    "code once its visibility timeout of 30 s runs out)."
                    if replaced
                    else "."
                ),
            )
        return StepResult(
            "guard",
            "",
            "pending",
            f"new code is deployed (CodeSha256 {sha}); send the first {FIRST_ORDER} job to {QUEUE}: its "
            "write shows whether the guard is there.",
        )
    if f.deploy_seq is not None and write["seq"] < f.deploy_seq:
        return StepResult(
            "guard",
            "",
            "failed",
            f"{FIRST_ORDER} was first written by the original unconditional code, before your guarded "
            "code was deployed." + kit.start_over(LAB),
        )
    data = _data(write)
    condition = _condition(write)
    if not condition:
        return StepResult(
            "guard",
            "",
            "failed",
            f"the first {FIRST_ORDER} write had no condition: the running code writes unconditionally, "
            f"so a copy would overwrite the order (add ConditionExpression='{GUARD}' to put_item)."
            + kit.start_over(LAB),
        )
    if GUARD not in condition:
        return StepResult(
            "guard",
            "",
            "failed",
            f"the first {FIRST_ORDER} write used the condition {data.get('condition')!r}; the guard "
            f"must be {GUARD}, on the business key." + kit.start_over(LAB),
        )
    if not _accepted(write):
        return StepResult(
            "guard",
            "",
            "failed",
            f"the first {FIRST_ORDER} write was rejected ({data.get('error_code')}): an order with that "
            "id was already stored. The orders table must be empty when the lab starts."
            + kit.start_over(LAB),
        )
    if _item(data.get("item_before")) is not None:
        return StepResult(
            "guard",
            "",
            "failed",
            f"the first {FIRST_ORDER} write replaced an existing item "
            f"({_describe(_item(data.get('item_before')))}); it must create the order." + kit.start_over(LAB),
        )
    after = _item(data.get("item_after")) or {}
    quantity, total = EXPECTED[FIRST_ORDER]
    if after.get("quantity") != quantity or after.get("total_cents") != total:
        return StepResult(
            "guard",
            "",
            "failed",
            f"{FIRST_ORDER} was stored with quantity {after.get('quantity')} and total_cents "
            f"{after.get('total_cents')}; expected quantity {quantity} and total_cents {total} "
            "(quantity × 250 + 100)." + kit.start_over(LAB),
        )
    if not data.get("lambda_request_id"):
        return StepResult(
            "guard",
            "",
            "failed",
            f"{FIRST_ORDER} was written from outside the worker (the write has no Lambda request id); "
            "let the queue deliver the job to the function." + kit.start_over(LAB),
        )
    return StepResult(
        "guard",
        "",
        "passed",
        f"guarded code deployed (CodeSha256 {_guard_sha(f, write)}); the first {FIRST_ORDER} write was "
        f"Accepted with {GUARD}, no prior item, quantity {quantity}, total_cents {total}.",
    )


def _guard_sha(f: Facts, write: Event) -> Any:
    """The CodeSha256 that was deployed when the first order was written."""
    earlier = [d for d in f.deploys if d["seq"] < write["seq"]]
    return _data((earlier or f.deploys)[-1]).get("code_sha256")


def check_repeat(f: Facts, guard: StepResult) -> StepResult:
    if guard.status != "passed":
        return StepResult("repeat", "", "pending", "finish step 2 first.")
    # Step 3's evidence: the lab's two orders sent after the first one was stored, the invocations
    # that handled them, and those invocations' writes. What happened before belongs to step 2; other
    # orders (a `labcloud prove` run, say) belong to no step.
    begins = next(w["seq"] for w in f.writes if _key_id(w) == FIRST_ORDER)
    sent = [e for e in f.sent if e["seq"] > begins and _body(e).get("id") in (FIRST_ORDER, OTHER_ORDER)]
    mine = {_data(e).get("message_id"): e for e in sent}
    runs = [e for e in f.finished if e["seq"] > begins and set(f.handled(e)) & set(mine)]
    requests = {_data(e).get("request_id") for e in runs}
    writes = [
        w
        for w in f.writes
        if w["seq"] > begins
        and _data(w).get("operation") != "DeleteItem"
        and (_data(w).get("lambda_request_id") in requests or not _data(w).get("lambda_request_id"))
        and _key_id(w) in (FIRST_ORDER, OTHER_ORDER, *f.sent_ids)
    ]
    copies = len(f.sent_for(FIRST_ORDER, sent))
    others = len(f.sent_for(OTHER_ORDER, sent))
    # Wrong keys and unguarded rewrites are errors as soon as they happen, and stay in the ledger.
    by_message = [w for w in writes if _key_id(w) in f.sent_ids]
    if by_message:
        return StepResult(
            "repeat",
            "",
            "failed",
            "messages are keyed by SQS messageId, so the repeated order was written twice: use the "
            "order's id from the message body as the item key." + kit.start_over(LAB),
        )
    rewritten = [w for w in writes if _accepted(w) and _item(_data(w).get("item_before")) is not None]
    if rewritten:
        order = _key_id(rewritten[0])
        return StepResult(
            "repeat",
            "",
            "failed",
            f"the second copy of {order} was written again: the write was accepted on an existing item "
            "— the guard is missing." + kit.start_over(LAB),
            trace_key=order,
        )
    # Each message is judged by its latest invocation: a failure that a redeployed worker then
    # got past is a fixed mistake.
    last_run: dict[Any, Event] = {}
    for run in runs:
        for message in f.handled(run):
            if message in mine:
                last_run[message] = run
    latest_deploy = f.deploys[-1]["seq"] if f.deploys else 0
    failing = _failures(list(last_run.values()))
    current = [run for run in failing if run["seq"] > latest_deploy]
    if current:
        worst = next((run for run in current if _hit_guard(run, f)), current[-1])
        return StepResult("repeat", "", "failed", _cause(worst, f))
    if copies < 2 or others < 1:
        return StepResult(
            "repeat",
            "",
            "pending",
            f"send two more copies of {FIRST_ORDER} and one {OTHER_ORDER} (so far after the first order: "
            f"{copies} {FIRST_ORDER}, {others} {OTHER_ORDER}).",
        )
    waiting = [
        m
        for m in mine
        if m not in last_run or last_run[m] in failing or _data(last_run[m]).get("status") in _NOT_RUN
    ]
    if waiting:
        return StepResult(
            "repeat",
            "",
            "pending",
            f"waiting: {len(waiting)} of {len(mine)} job(s) have not been handled by the code deployed now"
            + (
                " (they failed under code you have replaced since; the queue hands them to the new code "
                "once their visibility timeout of 30 s runs out)."
                if failing
                else "."
            ),
        )
    accepted = [w for w in writes if _accepted(w)]
    rejected = [w for w in writes if not _accepted(w)]
    wrong_codes = [w for w in rejected if _data(w).get("error_code") != "ConditionalCheckFailedException"]
    if wrong_codes:
        return StepResult(
            "repeat",
            "",
            "failed",
            f"a write was rejected with {_data(wrong_codes[0]).get('error_code')}, not "
            "ConditionalCheckFailedException.",
        )
    accepted_keys = sorted(_key_id(w) for w in accepted)
    if accepted_keys != [OTHER_ORDER]:
        return StepResult(
            "repeat",
            "",
            "failed",
            f"after the first order, only {OTHER_ORDER} may be stored, once; the ledger shows accepted "
            f"writes for {_counted(accepted_keys) or 'nothing'}." + kit.start_over(LAB),
        )
    duplicates = [w for w in rejected if _key_id(w) == FIRST_ORDER]
    if len(duplicates) < copies:
        return StepResult(
            "repeat",
            "",
            "failed",
            f"expected each of the {copies} repeated {FIRST_ORDER} writes to be rejected with "
            f"ConditionalCheckFailedException; the ledger shows {len(duplicates)}.",
        )
    for write in duplicates:
        data = _data(write)
        before, after = _item(data.get("item_before")), _item(data.get("item_after"))
        if after is not None and after != before:
            return StepResult(
                "repeat",
                "",
                "failed",
                f"a rejected {FIRST_ORDER} write changed the item ({_describe(before)} → "
                f"{_describe(after)}).",
            )
    stored = _item(_data(accepted[0]).get("item_after")) or {}
    quantity, total = EXPECTED[OTHER_ORDER]
    if stored.get("quantity") != quantity or stored.get("total_cents") != total:
        return StepResult(
            "repeat",
            "",
            "failed",
            f"{OTHER_ORDER} was stored as {_describe(stored)}; expected quantity {quantity} and "
            f"total_cents {total}." + kit.start_over(LAB),
        )
    results = [_data(last_run[m]).get("result") for m in mine if m in last_run]
    processed = sorted(
        str(r.get("id"))
        for r in results
        if isinstance(r, dict) and r.get("processed") is True and r.get("duplicate") is False
    )
    repeated = [
        r
        for r in results
        if isinstance(r, dict) and r.get("processed") is False and r.get("duplicate") is True
    ]
    if processed != [OTHER_ORDER] or len(repeated) != len(mine) - 1:
        return StepResult(
            "repeat",
            "",
            "failed",
            f"the worker should report processed for {OTHER_ORDER} and duplicate for each repeated "
            f"{FIRST_ORDER}; it returned {json.dumps(results)}.",
        )
    in_dlq = [m for m in mine if m in f.dlq_ids]
    if in_dlq:
        return StepResult(
            "repeat",
            "",
            "failed",
            f"{len(in_dlq)} job(s) went to a dead-letter queue instead of being confirmed.",
        )
    leftover = [m for m in mine if m not in f.deleted_ids]
    if leftover:
        return StepResult(
            "repeat",
            "",
            "pending",
            f"waiting: {len(leftover)} message(s) are still in {QUEUE} (not yet deleted by the mapping).",
        )
    queue = f.current.get("queue")
    if queue is not None:
        attributes = queue.get("attributes", {})
        visible = str(attributes.get("ApproximateNumberOfMessages", "0"))
        hidden = str(attributes.get("ApproximateNumberOfMessagesNotVisible", "0"))
        if visible != "0" or hidden != "0":
            return StepResult(
                "repeat",
                "",
                "pending",
                f"waiting: {QUEUE} still shows {visible} visible and {hidden} in-flight message(s).",
            )
    return StepResult(
        "repeat",
        "",
        "passed",
        f"{len(mine)} jobs handled; 1 accepted write ({OTHER_ORDER}); {len(duplicates)} "
        f"ConditionalCheckFailedException rejection(s) left {FIRST_ORDER} unchanged; the queue is drained.",
    )


def check_cleanup(f: Facts) -> StepResult:
    deleted_orders = [w for w in f.writes if _accepted(w) and _data(w).get("operation") == "DeleteItem"]
    started = f.mappings_deleted or f.queue_deleted or deleted_orders or f.log_group_deleted
    if not started:
        return StepResult(
            "cleanup",
            "",
            "pending",
            f"when you are done, delete the mapping, the queue {QUEUE}, both orders and the log group "
            f"{LOG_GROUP}.",
        )
    remaining: list[str] = []
    mappings = f.current.get("mappings")
    if mappings:
        remaining.append(f"the event source mapping {mappings[0].get('UUID')} still exists")
    elif mappings is None and "mappings" in f.errors:
        remaining.append("the mappings could not be listed" + f.note("mappings"))
    if f.current.get("queue") is not None or "queue" in f.errors:
        remaining.append(f"the queue {QUEUE} still exists" + f.note("queue"))
    orders = f.current.get("orders")
    if orders is None:
        remaining.append(f"the table {ORDERS} is gone{f.note('orders')}: delete its items, not the table")
    elif orders:
        ids = [str((_item(item) or {}).get("id")) for item in orders]
        remaining.append(f"{ORDERS} still holds {_counted(ids)}")
    groups = f.current.get("log_groups")
    if groups or "logs" in f.errors:
        remaining.append(f"the log group {LOG_GROUP} still exists" + f.note("logs"))
    if f.current.get("function") is None:
        remaining.append(
            f"the lab's function {FUNCTION} is gone{f.note('function')}: only remove what you created"
        )
    reference = f.current.get("reference")
    expected_reference = [_item(i) for i in f.evidence.baseline.get("reference_items", [])]
    if reference is None:
        remaining.append(f"the reference table {REFERENCE} is gone{f.note('reference')}")
    elif [_item(i) for i in reference] != expected_reference:
        remaining.append(
            f"{REFERENCE} changed: it must still hold only its item whose note is 'keep unchanged'"
        )
    elif f.reference_writes:
        remaining.append(f"something wrote to {REFERENCE}; the lab never touches it")
    if len(f.writes) < 4:
        remaining.append(
            "the write history of the orders is missing (the ledger should still show every decision)"
        )
    if remaining:
        return StepResult("cleanup", "", "failed", _counted(remaining) + ".")
    return StepResult(
        "cleanup",
        "",
        "passed",
        f"no mapping, no queue, {ORDERS} empty, the log group gone, {REFERENCE} unchanged; the ledger "
        f"still holds {len(f.writes)} write decisions.",
    )


def check(evidence: Evidence) -> list[StepResult]:
    facts = Facts(evidence)
    connect = check_connect(facts)
    guard = check_guard(facts)
    repeat = check_repeat(facts, guard)
    cleanup = check_cleanup(facts)
    return [connect, guard, repeat, cleanup]
