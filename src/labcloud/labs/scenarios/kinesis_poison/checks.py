"""The kinesis-poison lab's checks, each step judged by its own evidence.

``kinesis.records.put`` counts the readings put; the mapping's configuration (ListEventSourceMappings,
while it exists) says whether a poison record can be isolated; ``lambda.esm.stream.discarded`` says
which records the mapping gave up on, and where the note went; the table holds what was stored and
``sqs.message.received`` on the poison queue shows the learner read the trace.
"""

from __future__ import annotations

from typing import Any

from labcloud.labs import kit
from labcloud.labs.checker import Evidence
from labcloud.labs.scenario import StepResult
from labcloud.labs.scenarios.kinesis_poison.names import (
    FUNCTION,
    GOOD,
    POISON,
    POISON_QUEUE,
    READINGS,
    STREAM,
)

LAB = "kinesis-poison"
AGAIN = (
    'delete the mapping (aws lambda delete-event-source-mapping --uuid "$MAPPING_ID") and create it again '
    "as step 2 shows"
)


class Facts:
    """The lab's history, sorted out once for all steps."""

    def __init__(self, evidence: Evidence) -> None:
        events = evidence.events
        self.current = evidence.current
        self.errors: dict[str, str] = dict(self.current.get("errors") or {})
        self.queue_arn = str(evidence.baseline.get("queue_arn") or "")
        self.put = sum(
            int(kit.data(e).get("records") or 0)
            for e in events
            if e["kind"] == "kinesis.records.put" and kit.data(e).get("stream_name") == STREAM
        )
        created = [
            e
            for e in kit.for_function(events, FUNCTION)
            if e["kind"] == "lambda.esm.created"
            and str(kit.data(e).get("event_source_arn")).endswith("/" + STREAM)
        ]
        self.mapping_ids = {str(kit.data(e).get("uuid")) for e in created}
        self.discarded = [
            e
            for e in events
            if e["kind"] == "lambda.esm.stream.discarded" and str(kit.data(e).get("uuid")) in self.mapping_ids
        ]
        self.read_trace = [
            e for e in kit.for_queue(events, POISON_QUEUE) if e["kind"] == "sqs.message.received"
        ]

    def mapping(self) -> dict[str, Any] | None:
        for mapping in self.current.get("mappings") or []:
            if str(mapping.get("EventSourceArn") or "").endswith("/" + STREAM):
                return mapping
        return None

    def stored(self) -> list[str] | None:
        items = self.current.get("items")
        return None if items is None else sorted(str(kit.plain(i.get("id"))) for i in items)


# ---------------------------------------------------------------------- step 1


def _put(facts: Facts) -> tuple[str, str]:
    if facts.put >= READINGS:
        return "passed", f"{facts.put} readings went into {STREAM}, in order, on one shard."
    if facts.put:
        return (
            "pending",
            f"{facts.put} of the {READINGS} readings are in {STREAM}; run step 1's loop to the end.",
        )
    return "pending", f"put the {READINGS} readings into {STREAM} (step 1)."


# ---------------------------------------------------------------------- step 2


def mapping_problem(mapping: dict[str, Any], queue_arn: str) -> str | None:
    """What keeps a stream mapping from isolating a poison record, in the learner's terms."""
    retries = mapping.get("MaximumRetryAttempts", -1)
    if retries is None or retries == -1:
        return (
            "it retries a failing batch until its records expire (MaximumRetryAttempts -1, the default): the "
            f"poison record would hold the shard for its whole retention and nothing behind it would be "
            f"processed. Add --maximum-retry-attempts 3; {AGAIN}"
        )
    if not mapping.get("BisectBatchOnFunctionError"):
        return (
            "it does not bisect a failing batch, so when the retries run out the whole batch is given up, the good "
            f"readings with the poison one. Add --bisect-batch-on-function-error; {AGAIN}"
        )
    destination = ((mapping.get("DestinationConfig") or {}).get("OnFailure") or {}).get("Destination")
    if not destination:
        return (
            "it has no on-failure destination, so a record it gives up on would vanish without a trace. Add "
            f'--destination-config "OnFailure={{Destination=$POISON_ARN}}"; {AGAIN}'
        )
    if queue_arn and destination != queue_arn:
        return f"its on-failure destination is {destination}, not {POISON_QUEUE}; {AGAIN}"
    if int(retries) < 3:
        return (
            f"it gives up after {retries} retries, but bisecting six readings down to the poison one takes three "
            f"(the halves keep the count), so good readings would be given up too. Use --maximum-retry-attempts 3; {AGAIN}"
        )
    return None


def _mapping(facts: Facts) -> tuple[str, str]:
    mapping = facts.mapping()
    if mapping is None:
        if facts.mapping_ids and _isolate(facts)[0] == "passed":
            return "passed", f"the mapping of {STREAM} bisected, bounded its retries and kept a trace."
        return "pending", f"map {STREAM} to {FUNCTION} with create-event-source-mapping (step 2)."
    problem = mapping_problem(mapping, facts.queue_arn)
    if problem:
        return "failed", f"the mapping of {STREAM} cannot isolate a poison record: {problem}."
    return "passed", (
        f"the mapping bisects failing batches, gives up after {mapping.get('MaximumRetryAttempts')} retries and "
        f"sends a note to {POISON_QUEUE}."
    )


# ---------------------------------------------------------------------- step 3


def _isolate(facts: Facts) -> tuple[str, str]:
    stored = facts.stored()
    for event in facts.discarded:
        sequences = kit.data(event).get("sequence_numbers") or []
        if len(sequences) > 1:
            lost = [r for r in GOOD if stored is not None and r not in stored]
            return "failed", (
                f"the mapping gave up on {len(sequences)} records at once ({kit.data(event).get('condition')}), good "
                f"readings with the poison one"
                + (f": {kit.listed(lost)} {'was' if len(lost) == 1 else 'were'} never stored" if lost else "")
                + f". Only {POISON} should be set aside; that takes bisection and enough retries (step 2). "
                "The mapping will not read those records again: to try once more, start over with "
                f"`labcloud lab start {LAB}` (it rebuilds the stream and forgets the lab's history; the files in "
                "your lab folder are moved aside, not deleted)."
            )
    if not facts.discarded:
        if stored is not None and set(GOOD) <= set(stored):
            return "pending", f"the good readings are stored; wait for the mapping to give up on {POISON}."
        return "pending", f"wait until the mapping has stored the good readings and set {POISON} aside."
    destination = kit.data(facts.discarded[-1]).get("destination")
    if not destination:
        return "failed", (
            f"the mapping gave up on {POISON} but had no on-failure destination, so it left no trace. Start over "
            f"with `labcloud lab start {LAB}` and create the mapping as step 2 shows."
        )
    if stored is not None and sorted(stored) != sorted(GOOD):
        missing = [r for r in GOOD if r not in stored]
        if missing:
            return "pending", f"{kit.listed(missing)} not stored yet; scan the table again in a moment."
    if not facts.read_trace:
        return "pending", f"{POISON} was set aside; read its trace from {POISON_QUEUE} (step 3)."
    return "passed", (
        f"the good readings are stored, {POISON} alone was given up after its retries, and you read its trace "
        f"from {POISON_QUEUE}."
    )


# ---------------------------------------------------------------------- step 4


def _cleanup(facts: Facts) -> tuple[str, str]:
    if facts.errors:
        return "pending", "could not see the lab's resources: " + "; ".join(sorted(facts.errors.values()))
    if facts.mapping() is not None or not facts.mapping_ids:
        return "pending", f"when the other steps have passed, delete the mapping of {STREAM}."
    return "passed", f"the mapping is gone; {STREAM}, {FUNCTION}, the table and {POISON_QUEUE} stay."


STEPS = (("put", _put), ("mapping", _mapping), ("isolate", _isolate), ("cleanup", _cleanup))


def check(evidence: Evidence) -> list[StepResult]:
    from labcloud.labs.scenarios.kinesis_poison import SCENARIO

    facts = Facts(evidence)
    return [
        StepResult(step_id, step.title(), *judge(facts))
        for (step_id, judge), step in zip(STEPS, SCENARIO.steps, strict=True)
    ]
