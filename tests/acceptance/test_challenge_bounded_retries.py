"""The bounded-retries challenge: a scripted correct solution and three plausible wrong ones, each typed
in bash with the real ``aws`` CLI like a learner would, with the challenge's own traffic command taken
from its instructions; ``labcloud lab check`` must pass the right one and give each wrong one its
intended reason. Also: hints on request, the prerequisites note, the starting files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from labshell import Instructions, LabShell, step_states

from labcloud.testing.server_process import LabcloudProcess

QUEUES = """QUEUE_URL=$(aws sqs get-queue-url --queue-name labex-q06-orders --query QueueUrl --output text)
QUEUE_ARN=$(aws sqs get-queue-attributes --queue-url "$QUEUE_URL" --attribute-names QueueArn --query Attributes.QueueArn --output text)
DLQ_URL=$(aws sqs create-queue --queue-name labex-q06-orders-dlq --query QueueUrl --output text)
DLQ_ARN=$(aws sqs get-queue-attributes --queue-url "$DLQ_URL" --attribute-names QueueArn --query Attributes.QueueArn --output text)
cat > redrive.json <<EOF
{"VisibilityTimeout": "5", "RedrivePolicy": "{\\"deadLetterTargetArn\\":\\"$DLQ_ARN\\",\\"maxReceiveCount\\":2}"}
EOF
aws sqs set-queue-attributes --queue-url "$QUEUE_URL" --attributes file://redrive.json"""

PARTIAL = """cat > app.py <<'PY'
import json
import os

import boto3

table = boto3.client('dynamodb')


def process(order):
    if order['amount'] < 0:
        raise ValueError(f"order {order['id']}: amount {order['amount']} is negative")
    table.update_item(
        TableName=os.environ['PROCESSED_TABLE'], Key={'id': {'S': order['id']}},
        UpdateExpression='SET amount = :amount ADD times_processed :one',
        ExpressionAttributeValues={':amount': {'N': str(order['amount'])}, ':one': {'N': '1'}})


def handler(event, context):
    failed = []
    for record in event['Records']:
        try:
            process(json.loads(record['body']))
        except Exception as error:
            print(f"FAILED {record['messageId']}: {error}")
            if SWALLOW:
                continue
            failed.append({'itemIdentifier': record['messageId']})
    return {'batchItemFailures': failed}
PY
"""

DEPLOY = """zip -q function.zip app.py
aws lambda update-function-code --function-name labex-q06-consumer --zip-file fileb://function.zip --query CodeSha256 --output text
aws lambda wait function-updated --function-name labex-q06-consumer"""

MAP = (
    'aws lambda create-event-source-mapping --function-name labex-q06-consumer --event-source-arn "$QUEUE_ARN" '
    "--batch-size 5 {options}--query UUID --output text"
)


def start(server: LabcloudProcess, home: Path) -> tuple[Instructions, LabShell]:
    doc = Instructions("bounded-retries")
    shell = LabShell(server, home, [*doc.variables, "QUEUE_URL", "QUEUE_ARN", "DLQ_URL", "DLQ_ARN"])
    started = shell.run("labcloud lab start bounded-retries")
    assert started.stdout.startswith("# Challenge: isolate failures with bounded retries")
    assert (
        "note: bounded-retries builds on dlq-isolation, idempotent-consumer, which you have not passed yet; "
        "starting it anyway"
    ) in started.stderr
    shell.out(doc.block('cd "$(labcloud lab dir)"'))
    assert sorted(shell.out("ls").split()) == ["app.py", "batch.json"]
    return doc, shell


def outcome(shell: LabShell, until: str, timeout: float = 40) -> dict[str, tuple[str, str]]:
    """The learner's check once the outcome step is ``until`` (or the time is up): LabShell.report_when."""
    return step_states(shell.report_when(lambda r: step_states(r)["outcome"][0] == until, timeout))


def send(doc: Instructions, shell: LabShell) -> None:
    assert shell.out(doc.block("send-message-batch")).strip() == "5"


@pytest.mark.timeout(120)
def test_the_correct_solution_passes_with_hints_on_the_way(server: LabcloudProcess, tmp_path: Path) -> None:
    doc, shell = start(server, tmp_path)
    try:
        assert shell.check() == {"isolation": "pending", "mapping": "pending", "outcome": "pending"}
        first = shell.out("labcloud lab hint")
        assert first.startswith(
            "Hints for isolation — Failed messages end in a DLQ after a bounded number of "
            "receives:\n  1. Create the DLQ first"
        )
        assert "(2 more: run `labcloud lab hint` again)" in first
        second = shell.out("labcloud lab hint")
        assert "  2. maxReceiveCount is the bound" in second and "(1 more" in second
        shell.out(QUEUES)
        shell.check("isolation")
        assert shell.out("labcloud lab hint").startswith("Hints for mapping")
        shell.out(PARTIAL.replace("SWALLOW", "False") + DEPLOY)
        assert len(shell.out(MAP.format(options="--function-response-types ReportBatchItemFailures "))) == 37
        shell.check("isolation", "mapping")
        send(doc, shell)
        steps = outcome(shell, "passed")
        assert steps["outcome"] == (
            "passed",
            "4 good orders processed exactly once; order-bad was attempted 2 times, "
            "reported alone each time, and now waits in labex-q06-orders-dlq; "
            "labex-q06-orders is empty.",
        )
        doc.assert_all_used()
        times = server.boto3_client("dynamodb").scan(TableName="labex-q06-processed")["Items"]
        assert sorted((i["id"]["S"], i["times_processed"]["N"]) for i in times) == [
            ("order-a", "1"),
            ("order-b", "1"),
            ("order-c", "1"),
            ("order-d", "1"),
        ]
        summary = shell.out("labcloud lab check")
        assert "Passed: every step of bounded-retries is confirmed." in summary
        assert shell.out("labcloud lab hint").strip() == "every step has passed: no hint needed"
    except BaseException:
        print(shell.dump())
        raise


@pytest.mark.timeout(120)
def test_wrong_partial_response_ignored_by_the_mapping(server: LabcloudProcess, tmp_path: Path) -> None:
    """The code reports the failure, but the mapping was created without ReportBatchItemFailures."""
    doc, shell = start(server, tmp_path)
    shell.out(QUEUES + "\n" + PARTIAL.replace("SWALLOW", "False") + DEPLOY)
    shell.out(MAP.format(options=""))
    send(doc, shell)
    steps = outcome(shell, "failed")
    assert steps["mapping"] == (
        "failed",
        "the mapping does not read partial batch responses: without "
        "FunctionResponseTypes ReportBatchItemFailures, a failed batch is retried "
        "whole and a returned list is ignored.",
    )
    assert steps["outcome"][0] == "failed"
    assert steps["outcome"][1].startswith("order-bad was deleted as if it had succeeded")


@pytest.mark.timeout(120)
def test_wrong_the_consumer_still_raises(server: LabcloudProcess, tmp_path: Path) -> None:
    """Partial responses turned on, but the code still fails the whole batch on the bad order."""
    doc, shell = start(server, tmp_path)
    shell.out(QUEUES)
    shell.out(MAP.format(options="--function-response-types ReportBatchItemFailures "))
    send(doc, shell)
    steps = outcome(shell, "failed")
    assert steps["isolation"][0] == "passed" and steps["mapping"][0] == "passed"
    assert steps["outcome"][0] == "failed"
    assert (
        "processed more than once: the batch was retried with the good records in it" in steps["outcome"][1]
    )


@pytest.mark.timeout(120)
def test_wrong_the_consumer_swallows_the_error(server: LabcloudProcess, tmp_path: Path) -> None:
    """The code catches the error and reports nothing, so the bad order vanishes instead of reaching the DLQ."""
    doc, shell = start(server, tmp_path)
    shell.out(QUEUES + "\n" + PARTIAL.replace("SWALLOW", "True") + DEPLOY)
    shell.out(MAP.format(options="--function-response-types ReportBatchItemFailures "))
    send(doc, shell)
    steps = outcome(shell, "failed")
    assert steps["outcome"][1].startswith(
        "order-bad was deleted as if it had succeeded: the function did not report it as failed"
    )
    report = json.loads(shell.out("labcloud lab check --json || true"))
    assert report["ok"] is False
