"""The dlq-isolation checks against the mistakes a learner makes: configuration mistakes on a real
server through ``labcloud lab check``, history mistakes on hand-built event histories."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from lab_runner import lab

from labcloud.labs.checker import Evidence
from labcloud.labs.scenarios.dlq_isolation.checks import check
from labcloud.testing.server_process import LabcloudProcess

ARN = "arn:aws:sqs:us-east-1:000000000000:"


@pytest.fixture
def started(labcloud: LabcloudProcess) -> Iterator[LabcloudProcess]:
    result = lab(labcloud.endpoint, "start", "dlq-isolation")
    assert result.returncode == 0, result.stderr
    yield labcloud
    lab(labcloud.endpoint, "reset")


def reason_of(server: LabcloudProcess, step: str) -> tuple[str, str]:
    report = json.loads(lab(server.endpoint, "check", "--json").stdout)
    found = {s["id"]: (s["status"], s["reason"]) for s in report["steps"]}
    return found[step]


def make_queues(
    server: LabcloudProcess,
    *,
    visibility: str = "3",
    receives: int = 3,
    allow: dict[str, Any] | None = None,
    redrive: bool = True,
) -> tuple[str, str]:
    sqs = server.boto3_client("sqs")
    dlq = sqs.create_queue(QueueName="labex-q02-jobs-dlq")["QueueUrl"]
    attributes = {"VisibilityTimeout": visibility}
    if redrive:
        attributes["RedrivePolicy"] = json.dumps(
            {"deadLetterTargetArn": ARN + "labex-q02-jobs-dlq", "maxReceiveCount": receives}
        )
    queue = sqs.create_queue(QueueName="labex-q02-jobs", Attributes=attributes)["QueueUrl"]
    policy = (
        allow
        if allow is not None
        else {"redrivePermission": "byQueue", "sourceQueueArns": [ARN + "labex-q02-jobs"]}
    )
    if policy:
        sqs.set_queue_attributes(QueueUrl=dlq, Attributes={"RedriveAllowPolicy": json.dumps(policy)})
    return queue, dlq


def test_a_source_queue_without_redrive_policy(started: LabcloudProcess) -> None:
    make_queues(started, redrive=False)
    status, reason = reason_of(started, "queues")
    assert status == "failed"
    assert reason.startswith(
        "labex-q02-jobs has no RedrivePolicy, so a job that always fails would be delivered again and again"
    )


def test_visibility_shorter_than_the_function_timeout(started: LabcloudProcess) -> None:
    make_queues(started, visibility="2")
    status, reason = reason_of(started, "queues")
    assert status == "failed"
    assert "VisibilityTimeout is 2 s but labex-q02-worker may run for 3 s" in reason
    assert "AWS refuses to map such a queue to the function" in reason
    # The rule is AWS's own: the mapping is refused with the same numbers.
    arn = ARN + "labex-q02-jobs"
    with pytest.raises(Exception) as refused:
        started.boto3_client("lambda").create_event_source_mapping(
            FunctionName="labex-q02-worker", EventSourceArn=arn, BatchSize=1
        )
    assert "Queue visibility timeout: 2 seconds is less than Function timeout: 3 seconds" in str(
        refused.value
    )


def test_an_unbounded_receive_count(started: LabcloudProcess) -> None:
    make_queues(started, receives=50)
    status, reason = reason_of(started, "queues")
    assert (status, reason.split(":")[0]) == ("failed", "maxReceiveCount is 50")


def test_a_dlq_open_to_every_queue(started: LabcloudProcess) -> None:
    make_queues(started, allow={})
    assert reason_of(started, "queues") == (
        "failed",
        "labex-q02-jobs-dlq has no RedriveAllowPolicy, so any queue may use it as its dead-letter queue. "
        "Allow only labex-q02-jobs (redrivePermission byQueue).",
    )
    sqs = started.boto3_client("sqs")
    dlq = sqs.get_queue_url(QueueName="labex-q02-jobs-dlq")["QueueUrl"]
    sqs.set_queue_attributes(
        QueueUrl=dlq, Attributes={"RedriveAllowPolicy": '{"redrivePermission":"allowAll"}'}
    )
    status, reason = reason_of(started, "queues")
    assert status == "failed" and "RedriveAllowPolicy is 'allowAll'; it must be byQueue" in reason


def test_a_batch_mapping_fails_connect(started: LabcloudProcess) -> None:
    make_queues(started)
    started.boto3_client("lambda").create_event_source_mapping(
        FunctionName="labex-q02-worker", EventSourceArn=ARN + "labex-q02-jobs", BatchSize=5
    )
    assert reason_of(started, "queues")[0] == "passed"
    status, reason = reason_of(started, "connect")
    assert status == "failed"
    assert reason.startswith("the mapping's batch size is 5: one poison job would fail the good jobs")


# ---------------------------------------------------------------------- history mistakes


class History:
    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.seq = 10
        self.current: dict[str, Any] = {
            "errors": {},
            "function": {"Timeout": 3},
            "mappings": [
                {"UUID": "m", "EventSourceArn": ARN + "labex-q02-jobs", "BatchSize": 1, "State": "Enabled"}
            ],
            "queue": {
                "url": "u",
                "attributes": {
                    "VisibilityTimeout": "3",
                    "RedrivePolicy": json.dumps(
                        {"deadLetterTargetArn": ARN + "labex-q02-jobs-dlq", "maxReceiveCount": 3}
                    ),
                },
            },
            "dlq": {
                "url": "d",
                "attributes": {
                    "ApproximateNumberOfMessages": "0",
                    "RedriveAllowPolicy": json.dumps(
                        {"redrivePermission": "byQueue", "sourceQueueArns": [ARN + "labex-q02-jobs"]}
                    ),
                },
            },
            "results": [],
        }

    def add(self, kind: str, **data: Any) -> History:
        self.seq += 1
        self.events.append({"seq": self.seq, "kind": kind, "resource": "", "data": data})
        return self

    def send(self, job: str, size: Any) -> History:
        return self.add(
            "sqs.message.sent",
            queue_name="labex-q02-jobs",
            message_id=f"m-{job}",
            body=json.dumps({"id": job, "size": size}),
        )

    def store(self, job: str, side: int) -> History:
        return self.add(
            "dynamodb.write.decided",
            table="labex-q02-results",
            operation="PutItem",
            key={"id": {"S": job}},
            outcome="Accepted",
            lambda_request_id="r",
            item_after={"id": {"S": job}, "area": {"N": str(side * side)}},
        )

    def poison_fails(self, times: int = 3) -> History:
        for count in range(1, times + 1):
            self.add(
                "sqs.message.received", queue_name="labex-q02-jobs", message_id="m-job-2", receive_count=count
            )
            self.add(
                "lambda.invocation.finished",
                function_name="labex-q02-worker",
                status="error",
                error={"errorType": "ValueError", "errorMessage": "size"},
            )
        return self

    def isolated(self) -> History:
        self.send("job-1", 2).send("job-2", "huge").send("job-3", 5).store("job-1", 2).store("job-3", 5)
        self.poison_fails()
        return self.add(
            "sqs.message.moved_to_dlq", queue_name="labex-q02-jobs", message_id="m-job-2", receive_count=3
        )

    def deploy(self) -> History:
        return self.add("lambda.function.updated", function_name="labex-q02-worker", change="code")

    def redrive(self) -> History:
        return self.add("sqs.message.redriven", queue_name="labex-q02-jobs-dlq", message_id="m-job-2")

    def results(self) -> dict[str, tuple[str, str]]:
        evidence = Evidence(self.events, {}, json.loads(json.dumps(self.current)))
        return {r.id: (r.status, r.reason) for r in check(evidence)}


def test_the_whole_lab_passes() -> None:
    results = History().isolated().deploy().redrive().store("job-2", 10).results()
    assert {s for s, _ in results.values()} == {"passed"}


def test_waiting_for_the_poison_job_counts_its_deliveries() -> None:
    history = History().send("job-1", 2).send("job-2", "huge").send("job-3", 5).poison_fails(2)
    assert history.results()["isolate"] == (
        "pending",
        "waiting: job-2 has been delivered 2 time(s); after 3 failed deliveries it moves to "
        "labex-q02-jobs-dlq (and job-1 and job-3 still to be stored).",
    )


def test_a_good_job_processed_twice_in_a_batch() -> None:
    history = History().isolated().store("job-1", 2)
    history.current["mappings"][0]["BatchSize"] = 10
    status, reason = history.results()["isolate"]
    assert status == "failed" and reason.startswith(
        "job-1 was stored 2 times: a good job was processed again "
        "because it shared a batch with the failing job."
    )


def test_a_redelivery_one_at_a_time_is_at_least_once_not_a_mistake() -> None:
    status, reason = History().isolated().store("job-1", 2).results()["isolate"]
    assert status == "passed" and "job-1 was delivered twice — SQS delivers at least once" in reason


def test_deleting_the_poison_job_instead_of_isolating_it() -> None:
    history = History().send("job-1", 2).send("job-2", "huge").send("job-3", 5).store("job-1", 2)
    history.add("sqs.message.deleted", queue_name="labex-q02-jobs", message_id="m-job-2")
    status, reason = history.results()["isolate"]
    assert status == "failed" and reason.startswith(
        "job-2 was deleted (or a queue purged) instead of being isolated"
    )


def test_moving_the_job_back_before_the_fix() -> None:
    history = History().isolated().redrive().poison_fails(3)
    history.add(
        "sqs.message.moved_to_dlq", queue_name="labex-q02-jobs", message_id="m-job-2", receive_count=3
    )
    status, reason = history.results()["redrive"]
    assert status == "failed"
    assert reason == (
        "job-2 was moved back before the fixed code was deployed, so it failed again and returned to "
        "labex-q02-jobs-dlq. Deploy the fix, then start another move task."
    )
    # Fixing and moving it again recovers the step.
    history.deploy().redrive().store("job-2", 10)
    assert history.results()["redrive"][0] == "passed"


def test_a_fix_that_computes_the_wrong_area() -> None:
    history = History().isolated().deploy().redrive().store("job-2", 7)
    status, reason = history.results()["redrive"]
    assert status == "failed" and reason.startswith("job-2 was stored with area 49")
