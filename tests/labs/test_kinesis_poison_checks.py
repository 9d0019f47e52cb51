"""The kinesis-poison checks: each step's pass, its failures (with the learner-facing reason) and
pending, judged on hand-built histories shaped like the events labcloud publishes (the verbatim run
in tests/acceptance confirms them on a server)."""

from __future__ import annotations

from typing import Any

from labcloud.labs.checker import Evidence
from labcloud.labs.scenarios.kinesis_poison.checks import check, mapping_problem

STREAM_ARN = "arn:aws:kinesis:us-east-1:000000000000:stream/labex-k01-readings"
QUEUE_ARN = "arn:aws:sqs:us-east-1:000000000000:labex-k01-poison"
FUNCTION_ARN = "arn:aws:lambda:us-east-1:000000000000:function:labex-k01-meter"
MAPPING = {
    "UUID": "m-1",
    "EventSourceArn": STREAM_ARN,
    "BisectBatchOnFunctionError": True,
    "MaximumRetryAttempts": 3,
    "DestinationConfig": {"OnFailure": {"Destination": QUEUE_ARN}},
}


class History:
    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.current: dict[str, Any] = {"errors": {}, "mappings": [], "items": []}

    def add(self, kind: str, resource: str, **data: Any) -> History:
        seq = len(self.events) + 1
        self.events.append({"seq": seq, "ts": 1000.0 + seq, "kind": kind, "resource": resource, "data": data})
        return self

    def results(self) -> dict[str, tuple[str, str]]:
        baseline = {"queue_arn": QUEUE_ARN}
        return {
            r.id: (r.status, r.reason) for r in check(Evidence(list(self.events), baseline, self.current))
        }

    def put(self, count: int = 6) -> History:
        for _ in range(count):
            self.add("kinesis.records.put", STREAM_ARN, stream_name="labex-k01-readings", records=1, failed=0)
        return self

    def mapping(self, **changes: Any) -> History:
        self.current["mappings"] = [{**MAPPING, **changes}]
        return self.add(
            "lambda.esm.created",
            FUNCTION_ARN,
            uuid="m-1",
            function_arn=FUNCTION_ARN,
            event_source_arn=STREAM_ARN,
        )

    def store(self, *ids: str) -> History:
        self.current["items"] += [{"id": {"S": i}} for i in ids]
        return self

    def discard(self, *sequences: str, destination: str | None = QUEUE_ARN) -> History:
        return self.add(
            "lambda.esm.stream.discarded",
            FUNCTION_ARN,
            uuid="m-1",
            condition="RetryAttemptsExhausted",
            sequence_numbers=list(sequences),
            destination=destination,
        )


def test_the_whole_lab_passes_and_stays_passed_after_cleanup() -> None:
    history = History().put().mapping().store("r-1", "r-2", "r-3", "r-5", "r-6").discard("4")
    assert history.results()["isolate"] == (
        "pending",
        "r-4 was set aside; read its trace from labex-k01-poison (step 3).",
    )
    history.add("sqs.message.received", QUEUE_ARN, queue_name="labex-k01-poison")
    assert [s for s, _ in history.results().values()] == ["passed", "passed", "passed", "pending"]
    history.current["mappings"] = []
    assert [s for s, _ in history.results().values()] == ["passed"] * 4


def test_a_partial_put_is_pending() -> None:
    assert History().put(4).results()["put"] == (
        "pending",
        "4 of the 6 readings are in labex-k01-readings; run step 1's loop to the end.",
    )


def test_mapping_mistakes_are_named() -> None:
    assert mapping_problem(MAPPING, QUEUE_ARN) is None
    assert str(mapping_problem({**MAPPING, "MaximumRetryAttempts": -1}, QUEUE_ARN)).startswith(
        "it retries a failing batch until its records expire (MaximumRetryAttempts -1, the default)"
    )
    assert str(mapping_problem({**MAPPING, "BisectBatchOnFunctionError": False}, QUEUE_ARN)).startswith(
        "it does not bisect a failing batch"
    )
    assert str(mapping_problem({**MAPPING, "DestinationConfig": {}}, QUEUE_ARN)).startswith(
        "it has no on-failure destination, so a record it gives up on would vanish without a trace"
    )
    assert str(mapping_problem({**MAPPING, "MaximumRetryAttempts": 1}, QUEUE_ARN)).startswith(
        "it gives up after 1 retries, but bisecting six readings down to the poison one takes three"
    )


def test_a_whole_batch_given_up_names_the_lost_readings() -> None:
    history = History().put().mapping(BisectBatchOnFunctionError=False).store("r-1", "r-2", "r-3")
    history.discard("1", "2", "3", "4", "5", "6")
    status, reason = history.results()["isolate"]
    assert status == "failed"
    assert reason.startswith(
        "the mapping gave up on 6 records at once (RetryAttemptsExhausted), good readings with the poison one: "
        "r-5 and r-6 were never stored."
    )
    assert history.results()["mapping"][0] == "failed"


def test_a_record_given_up_without_a_destination_left_no_trace() -> None:
    history = (
        History().put().mapping().store("r-1", "r-2", "r-3", "r-5", "r-6").discard("4", destination=None)
    )
    assert history.results()["isolate"][1].startswith(
        "the mapping gave up on r-4 but had no on-failure destination, so it left no trace."
    )
