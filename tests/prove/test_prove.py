"""`labcloud prove` against consumers deployed as real functions behind a real queue and mapping.

The seed lab's guarded worker passes every fault (its conflicting copies are refused); the lab's
unguarded starting worker, a consumer deduplicating on the SQS messageId and a read-then-write
consumer are each caught with duplicated effects. Runs use the fast mode (3 s visibility).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from prove_helpers import ORDERS, guarded_worker, unguarded_worker

MESSAGE_ID_DEDUP = """
import json, os
import boto3
from botocore.exceptions import ClientError

ddb = boto3.client("dynamodb", endpoint_url=os.environ.get("AWS_ENDPOINT_URL"), region_name="us-east-1")


def handler(event, context):
    for record in event["Records"]:
        job = json.loads(record["body"])
        try:  # remember the SQS message id, so a redelivery of this message is skipped
            ddb.put_item(TableName=os.environ["SEEN_TABLE"], Item={"id": {"S": record["messageId"]}},
                         ConditionExpression="attribute_not_exists(id)")
        except ClientError as error:
            if error.response["Error"]["Code"] == "ConditionalCheckFailedException":
                continue
            raise
        ddb.update_item(TableName=os.environ["TABLE_NAME"], Key={"id": {"S": job["id"]}},
                        UpdateExpression="ADD units :q", ExpressionAttributeValues={":q": {"N": str(job["quantity"])}})
"""

READ_THEN_WRITE = """
import json, os
import boto3

ddb = boto3.client("dynamodb", endpoint_url=os.environ.get("AWS_ENDPOINT_URL"), region_name="us-east-1")


def handler(event, context):
    for record in event["Records"]:
        job = json.loads(record["body"])
        table = os.environ["TABLE_NAME"]
        found = ddb.get_item(TableName=table, Key={"id": {"S": job["id"]}}, ConsistentRead=True)
        if "Item" in found:
            continue  # already handled... unless another copy is between its read and its write
        ddb.put_item(TableName=table, Item={"id": {"S": job["id"]}, "quantity": {"N": str(job["quantity"])},
                                            "handled_by": {"S": context.aws_request_id}})
"""


def _verdicts(report: dict[str, Any]) -> dict[str, str]:
    return {entry["key"]: entry["verdict"] for entry in report["keys"]}


def _applied(report: dict[str, Any]) -> set[tuple[str, str]]:
    return {(f["copy_id"], f["fault"]) for entry in report["keys"] for f in entry["faults_applied"]}


def test_guarded_worker_passes_every_fault(labcloud: Any, consumer: Any, tmp_path: Path) -> None:
    worker = consumer("prove-guarded", guarded_worker())
    code, report, stderr = worker.prove(tmp_path, "--faults", "all", "--rate", "0.5", "--seed", "59")
    assert report["state"] == "settled", stderr
    # seed 59 plans every fault kind (both crash points included) for these six orders
    planned = {f for c in report["plan"] for f in c["faults"]} | {c["kind"] for c in report["plan"]}
    assert {
        "redelivery",
        "crash",
        "error-after",
        "slow",
        "delay",
        "concurrent",
        "conflict",
        "duplicate",
    } <= planned
    assert {c["crash"] for c in report["plan"] if c["crash"]} == {"before", "after"}
    verdicts = _verdicts(report)
    assert set(verdicts) == {o["id"] for o in ORDERS}
    assert set(verdicts.values()) <= {"exactly-once effect", "conflict refused"}, report["keys"]
    conflicted = {c["key"] for c in report["plan"] if c["kind"] == "conflict"}
    assert conflicted
    assert {k for k, v in verdicts.items() if v == "conflict refused"} == conflicted
    assert report["verdict"] == "pass" and code == 0
    assert report["totals"]["exactly_once_fraction"] == 1.0
    # every kind of delivery fault was planned and applied through labcloud's own components
    applied = {fault for _, fault in _applied(report)}
    assert {"redelivery", "crash", "error-after", "slow", "delay", "concurrent"} <= applied, applied
    assert report["totals"]["faults_applied"].get("transient", 0) >= 1
    transient = [f for e in report["keys"] for f in e["faults_applied"] if f["fault"] == "transient"]
    assert all(
        f["detail"].split(" answered ")[1].split(" (")[0]
        in ("ProvisionedThroughputExceededException", "ThrottlingException", "InternalServerError")
        for f in transient
    )
    for entry in report["keys"]:
        assert entry["summary"]["effects"] == 1
        stored = entry["final_items"][0]["item"]
        quantity = next(o["quantity"] for o in ORDERS if o["id"] == entry["key"])
        assert stored == {
            "id": {"S": entry["key"]},
            "quantity": {"N": str(quantity)},
            "total_cents": {"N": str(quantity * 250 + 100)},
        }
    # nothing left behind: the queue is empty and no rule of the run remains
    attributes = labcloud.boto3_client("sqs").get_queue_attributes(
        QueueUrl=worker.queue_url, AttributeNames=["All"]
    )["Attributes"]
    assert attributes["ApproximateNumberOfMessages"] == "0"
    assert labcloud.get("/_labcloud/faults")["rules"] == []
    assert attributes["VisibilityTimeout"] == "30"


def test_unguarded_starting_worker_is_caught(labcloud: Any, consumer: Any, tmp_path: Path) -> None:
    worker = consumer("prove-unguarded", unguarded_worker())
    code, report, _ = worker.prove(
        tmp_path, "--faults", "duplicate,conflict,redelivery", "--rate", "0.5", "--seed", "7"
    )
    assert code == 1 and report["verdict"] == "fail"
    verdicts = _verdicts(report)
    conflicted = {c["key"] for c in report["plan"] if c["kind"] == "conflict"}
    assert conflicted
    assert {k for k, v in verdicts.items() if v == "duplicated effect"} == conflicted
    for entry in report["keys"]:
        if entry["key"] in conflicted:
            assert "conflicting copy was accepted" in entry["why"]
            assert entry["summary"]["effects"] == 2


def test_count_rewrites_makes_an_identical_rewrite_a_duplicate(
    labcloud: Any, consumer: Any, tmp_path: Path
) -> None:
    # The unguarded worker stores the very same item for every copy. By default prove forgives that
    # rewrite (reported, not counted); with --count-rewrites (the labs' definition) it is a duplicate,
    # so prove and the labs (dlq-recovery fails exactly this worker) never disagree.
    worker = consumer("prove-rewrites", unguarded_worker())
    code, report, _ = worker.prove(tmp_path, "--faults", "duplicate", "--rate", "1", "--seed", "3")
    assert code == 0 and report["count_rewrites"] is False
    assert set(_verdicts(report).values()) == {"exactly-once effect"}
    assert all(e["summary"]["unchanged_overwrites"] >= 1 for e in report["keys"])
    for order in ORDERS:  # a fresh table for the second run
        labcloud.boto3_client("dynamodb").delete_item(TableName=worker.table, Key={"id": {"S": order["id"]}})
    code, report, _ = worker.prove(
        tmp_path, "--faults", "duplicate", "--rate", "1", "--seed", "3", "--count-rewrites"
    )
    assert code == 1 and report["count_rewrites"] is True
    assert set(_verdicts(report).values()) == {"duplicated effect"}
    for entry in report["keys"]:
        copies = len(entry["copies"])
        assert entry["summary"]["effects"] == copies
        assert entry["why"].endswith(
            f"; {copies - 1} of them stored the same item again, a duplicate under --count-rewrites"
        )
    text = worker.prove_text(
        tmp_path, "--faults", "duplicate", "--rate", "1", "--seed", "3", "--count-rewrites"
    )
    assert text.returncode == 1
    assert " · rewrites count as duplicates" in text.stdout.splitlines()[0]


def test_message_id_dedup_is_caught_under_duplicate_send(
    labcloud: Any, consumer: Any, tmp_path: Path
) -> None:
    worker = consumer("prove-msgid", MESSAGE_ID_DEDUP, extra_tables=("prove-msgid-seen",))
    code, report, _ = worker.prove(tmp_path, "--faults", "duplicate", "--rate", "1", "--seed", "3")
    assert code == 1
    assert set(_verdicts(report).values()) == {"duplicated effect"}
    for entry in report["keys"]:
        copies = len(entry["copies"])
        assert copies in (2, 3)
        assert entry["summary"]["effects"] == copies  # one ADD per copy: each new messageId passed the guard


def test_read_then_write_is_caught_under_concurrent_duplicates(
    labcloud: Any, consumer: Any, tmp_path: Path
) -> None:
    worker = consumer("prove-rtw", READ_THEN_WRITE)
    code, report, _ = worker.prove(tmp_path, "--faults", "concurrent", "--rate", "1", "--seed", "5")
    assert code == 1
    released = [f for e in report["keys"] for f in e["faults_applied"] if f["fault"] == "concurrent"]
    assert len(released) == 2 * len(ORDERS)
    assert all(f["detail"].startswith("released together") for f in released)
    duplicated = [e for e in report["keys"] if e["verdict"] == "duplicated effect"]
    assert duplicated, report["keys"]
    assert set(_verdicts(report).values()) <= {"duplicated effect", "exactly-once effect"}


def test_same_seed_same_faults(labcloud: Any, consumer: Any, tmp_path: Path) -> None:
    worker = consumer("prove-seed", guarded_worker())
    faults = ("--faults", "duplicate,redelivery,crash,error-after,delay,conflict", "--rate", "0.5")
    _, first, _ = worker.prove(tmp_path, *faults, "--seed", "11")
    ddb = labcloud.boto3_client("dynamodb")
    for order in ORDERS:
        ddb.delete_item(TableName=worker.table, Key={"id": {"S": order["id"]}})
    _, second, _ = worker.prove(tmp_path, *faults, "--seed", "11")
    assert first["plan"] == second["plan"]
    assert _applied(first) == _applied(second) and _applied(first)  # the same faults hit the same copies
    # How many times each was applied is not the seed's to fix: on a loaded machine a delayed copy's
    # redelivery can begin before its first delivery has applied the delay, and both apply it (a CI run
    # counted 7 delays against 6). Each kind still shows up, at least once per copy it hit.
    for report in (first, second):
        totals = report["totals"]["faults_applied"]
        assert set(totals) == {fault for _, fault in _applied(first)}
        for kind, count in totals.items():
            assert count >= sum(1 for _, fault in _applied(first) if fault == kind)
    # (another seed gives another plan: tests/unit/test_prove_plan.py)


SWALLOWING = """
import json, os, boto3
from botocore.config import Config

ddb = boto3.client("dynamodb", endpoint_url=os.environ.get("AWS_ENDPOINT_URL"), region_name="us-east-1",
                   config=Config(retries={"total_max_attempts": 1}))


def handler(event, context):
    for record in event["Records"]:
        job = json.loads(record["body"])
        try:
            ddb.put_item(TableName=os.environ["TABLE_NAME"], Item={"id": {"S": job["id"]}},
                         ConditionExpression="attribute_not_exists(id)")
        except Exception as error:  # "best effort": the message is acknowledged anyway
            print("could not store", job["id"], error)
"""

ALWAYS_FAILING = """
def handler(event, context):
    raise RuntimeError("cannot handle this job")
"""


def test_a_consumer_that_swallows_errors_loses_work(labcloud: Any, consumer: Any, tmp_path: Path) -> None:
    worker = consumer("prove-swallow", SWALLOWING)
    # the same fault rules prove uses, added on their own and scoped to this function's calls
    rule = labcloud.post(
        "/_labcloud/faults",
        {
            "service": "dynamodb",
            "operation": "PutItem",
            "caller": "lambda",
            "function": "prove-swallow",
            "error": {"code": "ProvisionedThroughputExceededException"},
        },
    )
    assert rule["function"] == "prove-swallow"
    code, report, _ = worker.prove(tmp_path, "--faults", "duplicate", "--rate", "0", "--seed", "1")
    assert code == 1
    assert set(_verdicts(report).values()) == {"lost"}
    assert all(
        entry["summary"]["rejected_writes"] == 0 for entry in report["keys"]
    )  # never reached the table
    assert all(c["state"] == "deleted" for entry in report["keys"] for c in entry["copies"])


def test_a_consumer_that_always_fails_ends_in_the_dlq(labcloud: Any, consumer: Any, tmp_path: Path) -> None:
    worker = consumer("prove-dlq", ALWAYS_FAILING, dlq_receives=1)
    done = worker.prove_text(
        tmp_path, "--faults", "duplicate", "--rate", "0", "--seed", "1", messages=ORDERS[:2]
    )
    assert done.returncode == 1, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("prove p-") and "seed 1" in lines[0]
    assert [line for line in lines if line.startswith("[")] == [
        "[FAIL] order-1: in DLQ — no write took effect; a copy was moved to the dead-letter queue",
        "[FAIL] order-2: in DLQ — no write took effect; a copy was moved to the dead-letter queue",
    ]
    assert lines[-1] == "verdict: FAIL"
    assert "settled" in done.stderr  # the progress line
    dlq = labcloud.boto3_client("sqs").get_queue_url(QueueName="prove-dlq-dlq")["QueueUrl"]
    attributes = labcloud.boto3_client("sqs").get_queue_attributes(QueueUrl=dlq, AttributeNames=["All"])
    assert attributes["Attributes"]["ApproximateNumberOfMessages"] == "2"


def test_redelivery_applies_even_when_the_first_delivery_fails(
    labcloud: Any, consumer: Any, tmp_path: Path
) -> None:
    worker = consumer("prove-redeliver", guarded_worker())
    # the handler's first write fails once, so the first delivery of the only copy is a failure
    labcloud.post(
        "/_labcloud/faults",
        {
            "service": "dynamodb",
            "operation": "PutItem",
            "caller": "lambda",
            "function": "prove-redeliver",
            "count": 1,
            "error": {"code": "AccessDeniedException"},  # not retried by the SDK
        },
    )
    code, report, stderr = worker.prove(
        tmp_path, "--faults", "redelivery", "--rate", "1", "--seed", "1", messages=ORDERS[:1]
    )
    assert report["state"] == "settled", stderr
    assert code == 0 and report["verdict"] == "pass"
    (entry,) = report["keys"]
    # the lost delete hit the first delivery the handler completed (the second receive)
    lost = [f for f in entry["faults_applied"] if f["fault"] == "redelivery"]
    assert len(lost) == 1 and lost[0]["detail"] == "delete dropped"
    assert {f["fault"] for f in entry["faults_applied"]} == {"rule", "redelivery"}
    assert max(c["receives"] for c in entry["copies"]) == 3
