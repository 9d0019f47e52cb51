"""The checks of the dlq-isolation lab, computed from what happened.

``queues`` and ``connect`` read the current configuration (redrive policy, redrive-allow policy,
the visibility-timeout rule, the mapping); ``isolate`` and ``redrive`` read the history: the jobs
sent, each delivery of the poison job, its move to the DLQ and back, and the results ledger.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from labcloud import json_document
from labcloud.labs import kit
from labcloud.labs.checker import Evidence
from labcloud.labs.scenario import StepResult
from labcloud.labs.scenarios.dlq_isolation.names import (
    DLQ,
    FIXED_SIZES,
    FUNCTION,
    FUNCTION_TIMEOUT,
    GOOD_JOBS,
    MAX_RECEIVES,
    POISON_JOB,
    POISON_SIZE,
    QUEUE,
    RESULTS,
)

Event = kit.Event
ACTIVE_STATES = ("Enabled", "Creating", "Enabling", "Updating")
#: maxReceiveCount above this is not "bounded" for the lab: a poison job would block a worker too long.
MAX_BOUND = 5


def _attribute_json(attributes: dict[str, Any], name: str) -> Any:
    try:
        return json_document.loads(str(attributes.get(name) or ""))
    except ValueError:
        return None


@dataclass
class Facts:
    evidence: Evidence
    current: dict[str, Any] = field(init=False)
    sent: list[Event] = field(init=False)
    writes: list[Event] = field(init=False)

    def __post_init__(self) -> None:
        e = self.evidence
        self.current = e.current
        self.sent = kit.for_queue(e.of("sqs.message.sent"), QUEUE)
        self.writes = kit.for_table(e.of("dynamodb.write.decided"), RESULTS)

    def message_ids(self, job: str) -> set[str]:
        ids = set()
        for event in self.sent:
            body = kit.json_body(event)
            if isinstance(body, dict) and body.get("id") == job:
                ids.add(str(kit.data(event).get("message_id")))
        return ids

    def about(self, kind: str, queue: str, ids: set[str]) -> list[Event]:
        return [
            e for e in kit.for_queue(self.evidence.of(kind), queue) if kit.data(e).get("message_id") in ids
        ]

    def function_timeout(self) -> int:
        function = self.current.get("function") or {}
        return int(function.get("Timeout") or FUNCTION_TIMEOUT)

    def stored(self, job: str) -> list[Event]:
        return [
            w
            for w in self.writes
            if kit.key_value(w) == job and kit.accepted(w) and kit.data(w).get("operation") != "DeleteItem"
        ]


def check_queues(f: Facts) -> StepResult:
    dlq, queue = f.current.get("dlq"), f.current.get("queue")
    if dlq is None:
        return StepResult("queues", "", "pending", f"create the dead-letter queue {DLQ} first.")
    if queue is None:
        return StepResult("queues", "", "pending", f"{DLQ} exists; now create {QUEUE} with a RedrivePolicy.")
    attributes = queue["attributes"]
    policy = _attribute_json(attributes, "RedrivePolicy")
    if not isinstance(policy, dict):
        return StepResult(
            "queues",
            "",
            "failed",
            f"{QUEUE} has no RedrivePolicy, so a job that always fails would be delivered again and "
            f"again until it expires. Give it one whose deadLetterTargetArn is {DLQ}'s ARN.",
        )
    target = str(policy.get("deadLetterTargetArn") or "")
    if not target.endswith(":" + DLQ):
        return StepResult(
            "queues",
            "",
            "failed",
            f"{QUEUE}'s RedrivePolicy sends failed jobs to {target or 'nowhere'}, not to {DLQ}.",
        )
    receives = int(policy.get("maxReceiveCount") or 0)
    if receives > MAX_BOUND:
        return StepResult(
            "queues",
            "",
            "failed",
            f"maxReceiveCount is {receives}: a poison job would be tried {receives} times before it is "
            f"isolated. Keep the bound small (the lab uses {MAX_RECEIVES}).",
        )
    visibility = int(attributes.get("VisibilityTimeout") or 30)
    timeout = f.function_timeout()
    if visibility < timeout:
        return StepResult(
            "queues",
            "",
            "failed",
            f"{QUEUE}'s VisibilityTimeout is {visibility} s but {FUNCTION} may run for {timeout} s: a "
            "job would become visible again while its first invocation is still working, and AWS "
            "refuses to map such a queue to the function. Set VisibilityTimeout to at least "
            f"{timeout}.",
        )
    allow = _attribute_json(dlq["attributes"], "RedriveAllowPolicy")
    if not isinstance(allow, dict):
        return StepResult(
            "queues",
            "",
            "failed",
            f"{DLQ} has no RedriveAllowPolicy, so any queue may use it as its dead-letter queue. "
            f"Allow only {QUEUE} (redrivePermission byQueue).",
        )
    permission = allow.get("redrivePermission")
    sources = [str(s) for s in allow.get("sourceQueueArns") or []]
    if permission != "byQueue" or not any(s.endswith(":" + QUEUE) for s in sources):
        return StepResult(
            "queues",
            "",
            "failed",
            f"{DLQ}'s RedriveAllowPolicy is {permission!r}"
            + (f" for {', '.join(sources)}" if sources else "")
            + f"; it must be byQueue with {QUEUE}'s ARN as the only source.",
        )
    return StepResult(
        "queues",
        "",
        "passed",
        f"{QUEUE} sends a job to {DLQ} after {receives} receives; visibility {visibility} s ≥ "
        f"function timeout {timeout} s; {DLQ} accepts only {QUEUE}.",
    )


def check_connect(f: Facts) -> StepResult:
    mappings = [
        m for m in f.current.get("mappings") or [] if str(m.get("EventSourceArn", "")).endswith(":" + QUEUE)
    ]
    if not mappings:
        return StepResult(
            "connect", "", "pending", f"map {QUEUE} to {FUNCTION} with create-event-source-mapping."
        )
    mapping = mappings[0]
    if int(mapping.get("BatchSize") or 0) != 1:
        return StepResult(
            "connect",
            "",
            "failed",
            f"the mapping's batch size is {mapping.get('BatchSize')}: one poison job would fail the "
            "good jobs delivered with it. Use --batch-size 1 for this lab.",
        )
    if mapping.get("State") not in ACTIVE_STATES:
        return StepResult("connect", "", "failed", f"the mapping is {mapping.get('State')}; enable it.")
    return StepResult(
        "connect",
        "",
        "passed",
        f"mapping {mapping.get('UUID')} feeds {QUEUE} to {FUNCTION}, one job per invocation.",
    )


def check_isolate(f: Facts) -> StepResult:
    poison = f.message_ids(POISON_JOB)
    missing = [job for job in (*GOOD_JOBS, POISON_JOB) if not f.message_ids(job)]
    if missing:
        return StepResult("isolate", "", "pending", f"send the jobs {kit.listed(missing)} to {QUEUE}.")
    batched = [m for m in f.current.get("mappings") or [] if int(m.get("BatchSize") or 1) > 1]
    repeated = []
    for job, size in GOOD_JOBS.items():
        stored = f.stored(job)
        if len(stored) > 1:
            if batched:
                return StepResult(
                    "isolate",
                    "",
                    "failed",
                    f"{job} was stored {len(stored)} times: a good job was processed again because it "
                    "shared a batch with the failing job.",
                )
            repeated.append(job)
        if stored and (kit.item(kit.data(stored[0]).get("item_after")) or {}).get("area") != size * size:
            return StepResult("isolate", "", "failed", f"{job} was stored with the wrong area.")
    moved = f.about("sqs.message.moved_to_dlq", QUEUE, poison)
    isolated_at = moved[0]["seq"] if moved else None
    removed = [
        e
        for e in (*f.about("sqs.message.deleted", QUEUE, poison), *f.evidence.of("sqs.queue.purged"))
        if isolated_at is None or e["seq"] < isolated_at
    ]
    if removed:
        return StepResult(
            "isolate",
            "",
            "failed",
            f"{POISON_JOB} was deleted (or a queue purged) instead of being isolated: let the redrive "
            "policy move it to the dead-letter queue. Start the lab again.",
        )
    waiting_good = [job for job in GOOD_JOBS if not f.stored(job)]
    if not moved:
        deliveries = len(f.about("sqs.message.received", QUEUE, poison))
        return StepResult(
            "isolate",
            "",
            "pending",
            f"waiting: {POISON_JOB} has been delivered {deliveries} time(s); after {MAX_RECEIVES} failed "
            f"deliveries it moves to {DLQ}"
            + (f" (and {kit.listed(waiting_good)} still to be stored)." if waiting_good else "."),
        )
    if waiting_good:
        return StepResult("isolate", "", "pending", f"waiting for {kit.listed(waiting_good)} to be stored.")
    count = kit.data(moved[0]).get("receive_count")
    note = (
        (
            f" ({kit.listed(repeated)} was delivered twice — SQS delivers at least once; the idempotent-consumer "
            "lab makes a repeat harmless)"
        )
        if repeated
        else ""
    )
    return StepResult(
        "isolate",
        "",
        "passed",
        f"{kit.listed(list(GOOD_JOBS))} stored{'' if repeated else ' once each'}{note}; {POISON_JOB} "
        f"failed {count} times and moved to {DLQ}.",
    )


def check_redrive(f: Facts, isolate: StepResult) -> StepResult:
    if isolate.status != "passed":
        return StepResult("redrive", "", "pending", f"first isolate {POISON_JOB} in {DLQ} (step 3).")
    poison = f.message_ids(POISON_JOB)
    moved_in = f.about("sqs.message.moved_to_dlq", QUEUE, poison)
    first_move = moved_in[0]["seq"]
    fixes = [
        e
        for e in kit.for_function(f.evidence.of("lambda.function.updated"), FUNCTION)
        if kit.data(e).get("change") == "code" and e["seq"] > first_move
    ]
    back = f.about("sqs.message.redriven", DLQ, poison)
    stored = f.stored(POISON_JOB)
    if stored:
        area = (kit.item(kit.data(stored[-1]).get("item_after")) or {}).get("area")
        side = FIXED_SIZES[POISON_SIZE]
        if area != side * side:
            return StepResult(
                "redrive",
                "",
                "failed",
                f"{POISON_JOB} was stored with area {area}; the fixed worker reads '{POISON_SIZE}' as "
                f"{side}, so the area is {side * side}.",
            )
        dlq = (f.current.get("dlq") or {}).get("attributes", {})
        if str(dlq.get("ApproximateNumberOfMessages", "0")) != "0":
            return StepResult("redrive", "", "pending", f"waiting for {DLQ} to be empty.")
        return StepResult(
            "redrive",
            "",
            "passed",
            f"the fixed worker stored {POISON_JOB} (area {area}) after the move task brought it back; "
            f"{DLQ} is empty.",
        )
    if not back:
        if not fixes:
            return StepResult(
                "redrive",
                "",
                "pending",
                f"{POISON_JOB} waits in {DLQ}: deploy the fixed worker, then start a message move task.",
            )
        return StepResult(
            "redrive",
            "",
            "pending",
            f"the fix is deployed; move {POISON_JOB} back with start-message-move-task.",
        )
    if not fixes or fixes[-1]["seq"] > back[-1]["seq"]:
        again = [e for e in moved_in if e["seq"] > back[-1]["seq"]]
        if again or not fixes:
            return StepResult(
                "redrive",
                "",
                "failed",
                f"{POISON_JOB} was moved back before the fixed code was deployed, so it failed again"
                + (f" and returned to {DLQ}" if again else "")
                + ". Deploy the fix, then start another move task.",
            )
    failures = [
        e
        for e in kit.for_function(f.evidence.of("lambda.invocation.finished"), FUNCTION)
        if e["seq"] > back[-1]["seq"] and kit.data(e).get("status") != "success"
    ]
    if failures:
        return StepResult(
            "redrive",
            "",
            "failed",
            f"after the move the worker failed again ({kit.error_text(failures[-1])}).",
        )
    return StepResult("redrive", "", "pending", f"waiting for {FUNCTION} to process {POISON_JOB} again.")


def check(evidence: Evidence) -> list[StepResult]:
    f = Facts(evidence)
    queues = check_queues(f)
    connect = check_connect(f)
    isolate = check_isolate(f)
    redrive = check_redrive(f, isolate)
    return [queues, connect, isolate, redrive]
