"""The checks of the bounded-retries challenge: the configuration the goals require, then the outcome
of the test traffic read from what happened — each batch the mapping delivered (which ids it
deleted and which it kept for a retry), each processing of an order in the ledger, and the bad
order's journey to the dead-letter queue.
"""

from __future__ import annotations

from typing import Any

from labcloud import json_document
from labcloud.labs import kit
from labcloud.labs.checker import Evidence
from labcloud.labs.scenario import StepResult
from labcloud.labs.scenarios.bounded_retries.names import (
    BAD,
    DLQ,
    FUNCTION,
    FUNCTION_TIMEOUT,
    GOOD,
    MAX_RECEIVES,
    MIN_BATCH,
    PROCESSED,
    QUEUE,
)

Event = kit.Event
ACTIVE_STATES = ("Enabled", "Creating", "Enabling", "Updating")


def _receives(current: dict[str, Any]) -> int | None:
    queue = current.get("queue") or {}
    try:
        policy = json_document.loads(str(queue.get("attributes", {}).get("RedrivePolicy") or ""))
    except ValueError:
        return None
    if not isinstance(policy, dict) or not str(policy.get("deadLetterTargetArn", "")).endswith(":" + DLQ):
        return None
    return int(policy.get("maxReceiveCount") or 0)


def check_isolation(evidence: Evidence) -> StepResult:
    current = evidence.current
    queue = current.get("queue")
    if queue is None:
        return StepResult("isolation", "", "failed", f"the queue {QUEUE} is gone; start the challenge again.")
    if current.get("dlq") is None:
        return StepResult("isolation", "", "pending", f"goal 1: a dead-letter queue named {DLQ}.")
    receives = _receives(current)
    if receives is None:
        return StepResult(
            "isolation",
            "",
            "pending",
            f"{DLQ} exists, but {QUEUE} does not send failed messages to it yet (RedrivePolicy).",
        )
    if receives > MAX_RECEIVES:
        return StepResult(
            "isolation",
            "",
            "failed",
            f"maxReceiveCount is {receives}: the bad order would be retried {receives} times. Bound it "
            f"to at most {MAX_RECEIVES}.",
        )
    visibility = int(queue["attributes"].get("VisibilityTimeout") or 30)
    timeout = int((current.get("function") or {}).get("Timeout") or FUNCTION_TIMEOUT)
    if visibility < timeout:
        return StepResult(
            "isolation",
            "",
            "failed",
            f"{QUEUE}'s visibility timeout ({visibility} s) is shorter than {FUNCTION}'s timeout "
            f"({timeout} s): a batch could reappear while it is still being processed.",
        )
    return StepResult(
        "isolation",
        "",
        "passed",
        f"{QUEUE} moves a message to {DLQ} after {receives} receives; visibility {visibility} s ≥ "
        f"function timeout {timeout} s.",
    )


def check_mapping(evidence: Evidence) -> StepResult:
    mappings = [
        m
        for m in evidence.current.get("mappings") or []
        if str(m.get("EventSourceArn", "")).endswith(":" + QUEUE)
    ]
    if not mappings:
        return StepResult("mapping", "", "pending", f"goal 2: {QUEUE} mapped to {FUNCTION}.")
    mapping = mappings[0]
    if int(mapping.get("BatchSize") or 0) < MIN_BATCH:
        return StepResult(
            "mapping",
            "",
            "failed",
            f"the mapping delivers at most {mapping.get('BatchSize')} message(s) per batch; the "
            f"challenge is about batches: use a batch size of at least {MIN_BATCH}.",
        )
    if "ReportBatchItemFailures" not in (mapping.get("FunctionResponseTypes") or []):
        return StepResult(
            "mapping",
            "",
            "failed",
            "the mapping does not read partial batch responses: without FunctionResponseTypes "
            "ReportBatchItemFailures, a failed batch is retried whole and a returned list is ignored.",
        )
    if mapping.get("State") not in ACTIVE_STATES:
        return StepResult("mapping", "", "failed", f"the mapping is {mapping.get('State')}; enable it.")
    return StepResult(
        "mapping", "", "passed", f"batches of up to {mapping.get('BatchSize')} with ReportBatchItemFailures."
    )


def check_outcome(evidence: Evidence, before: list[StepResult]) -> StepResult:
    sent: dict[str, str] = {}
    for event in kit.for_queue(evidence.of("sqs.message.sent"), QUEUE):
        body = kit.json_body(event)
        if isinstance(body, dict) and body.get("id") in (*GOOD, BAD):
            sent[str(kit.data(event).get("message_id"))] = str(body["id"])
    if len(set(sent.values())) < len(GOOD) + 1:
        return StepResult(
            "outcome", "", "pending", "send the test traffic: send-message-batch with batch.json."
        )
    bad_ids = {m for m, order in sent.items() if order == BAD}
    processed: dict[str, int] = {}
    for write in kit.for_table(evidence.of("dynamodb.write.decided"), PROCESSED):
        if kit.accepted(write) and kit.data(write).get("lambda_request_id"):
            processed[kit.key_value(write)] = processed.get(kit.key_value(write), 0) + 1
    again = sorted(order for order in GOOD if processed.get(order, 0) > 1)
    timed_out = [
        e
        for e in kit.for_function(evidence.of("lambda.invocation.finished"), FUNCTION)
        if kit.data(e).get("status") == "timeout"
    ]
    if again and timed_out:
        return StepResult(
            "outcome",
            "",
            "failed",
            f"{kit.listed(again)} {'was' if len(again) == 1 else 'were'} processed more than once "
            f"because a batch ran out of time ({kit.error_text(timed_out[0])}): a timed-out batch is "
            "retried whole. Keep the work per batch well inside the function's timeout.",
        )
    if again:
        return StepResult(
            "outcome",
            "",
            "failed",
            f"{kit.listed(again)} {'was' if len(again) == 1 else 'were'} processed more than once: the "
            "batch was retried with the good records in it. Catch the error per record and return "
            "only the failed messageId in batchItemFailures.",
        )
    batches = kit.for_function(evidence.of("lambda.esm.batch"), FUNCTION)
    deleted_bad = [b for b in batches if bad_ids & set(kit.data(b).get("deleted") or [])]
    if deleted_bad:
        return StepResult(
            "outcome",
            "",
            "failed",
            f"{BAD} was deleted as if it had succeeded: the function did not report it as failed "
            "(or the mapping ignored the report), so it never reached the dead-letter queue.",
        )
    invalid = [b for b in batches if kit.data(b).get("outcome") == "InvalidBatchResponse"]
    if invalid:
        return StepResult(
            "outcome",
            "",
            "failed",
            "the function's answer was not a valid partial batch response: return "
            '{"batchItemFailures": [{"itemIdentifier": <messageId>}]}.',
        )
    moved = [
        e
        for e in kit.for_queue(evidence.of("sqs.message.moved_to_dlq"), QUEUE)
        if kit.data(e).get("message_id") in bad_ids
    ]
    waiting = [order for order in GOOD if processed.get(order, 0) == 0]
    if not moved:
        tries = sum(1 for b in batches if bad_ids & set(kit.data(b).get("message_ids") or []))
        return StepResult(
            "outcome",
            "",
            "pending",
            f"waiting: {BAD} has been attempted {tries} time(s) and is not in {DLQ} yet"
            + (f"; {kit.listed(waiting)} not processed yet." if waiting else "."),
        )
    if waiting:
        return StepResult("outcome", "", "pending", f"waiting for {kit.listed(waiting)}.")
    tries = sum(1 for b in batches if bad_ids & set(kit.data(b).get("message_ids") or []))
    queue = (evidence.current.get("queue") or {}).get("attributes", {})
    left = int(queue.get("ApproximateNumberOfMessages") or 0) + int(
        queue.get("ApproximateNumberOfMessagesNotVisible") or 0
    )
    if left:
        return StepResult("outcome", "", "pending", f"waiting: {left} message(s) still in {QUEUE}.")
    if any(r.status != "passed" for r in before):
        return StepResult(
            "outcome",
            "",
            "failed",
            "the outcome is right but goals 1 and 2 are not met now; fix them (start the challenge "
            "again to replay the traffic).",
        )
    return StepResult(
        "outcome",
        "",
        "passed",
        f"{len(GOOD)} good orders processed exactly once; {BAD} was attempted {tries} times, reported "
        f"alone each time, and now waits in {DLQ}; {QUEUE} is empty.",
    )


def check(evidence: Evidence) -> list[StepResult]:
    isolation = check_isolation(evidence)
    mapping = check_mapping(evidence)
    return [isolation, mapping, check_outcome(evidence, [isolation, mapping])]
