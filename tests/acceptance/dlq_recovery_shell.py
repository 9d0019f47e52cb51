"""The dlq-recovery project typed by a learner: the worker's source, the redrive, starting the lab and
waiting on its checker. Shared by ``test_project_dlq_recovery.py`` (the correct recovery) and
``test_project_dlq_recovery_mistakes.py`` (two plausible wrong ones), two files so two xdist workers
run them (one file was among the suite's longest)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from labshell import Instructions, LabShell, step_states

from labcloud.testing.server_process import LabcloudProcess

WORKER = """cat > app.py <<'PY'
import json
import os

import boto3
from botocore.exceptions import ClientError

DISCOUNTS = {'WELCOME': 100, 'SPRING': 250}
orders = boto3.client('dynamodb')


def handler(event, context):
    for record in event['Records']:
        job = json.loads(record['body'])
        total = job['quantity'] * job['unit_cents'] - DISCOUNTS.get(job.get('coupon'), 0)
        try:
            orders.put_item(TableName=os.environ['ORDERS_TABLE'],
                            Item={'id': {'S': job['id']}, 'total_cents': {'N': str(total)}}GUARD)
        except ClientError as error:
            if error.response['Error']['Code'] != 'ConditionalCheckFailedException' or STRICT:
                raise
            print(f"ALREADY STORED {job['id']}")
        if 'gift' in job:
            print('GIFT NOTE ' + job['gift'].upper())
        print(f"CONFIRMED {job['id']} {total}")
    return {}
PY
zip -q function.zip app.py
aws lambda update-function-code --function-name labex-q07-worker --zip-file fileb://function.zip --query CodeSha256 --output text
aws lambda wait function-updated --function-name labex-q07-worker"""

GUARD = ",\n                            ConditionExpression='attribute_not_exists(id)'"

REDRIVE = """DLQ_URL=$(aws sqs get-queue-url --queue-name labex-q07-jobs-dlq --query QueueUrl --output text)
DLQ_ARN=$(aws sqs get-queue-attributes --queue-url "$DLQ_URL" --attribute-names QueueArn --query Attributes.QueueArn --output text)
aws sqs start-message-move-task --source-arn "$DLQ_ARN" --query TaskHandle --output text"""


def start(server: LabcloudProcess, home: Path) -> LabShell:
    doc = Instructions("dlq-recovery")
    shell = LabShell(server, home, [*doc.variables, "DLQ_URL", "DLQ_ARN"])
    started = shell.run("labcloud lab start dlq-recovery")
    assert started.stdout.startswith("# Project: recover from the DLQ without duplicates")
    shell.out(doc.block('cd "$(labcloud lab dir)"'))
    doc.assert_all_used()
    # The incident, as the instructions describe it.
    stored = shell.out(
        "aws dynamodb scan --table-name labex-q07-orders --query 'sort_by(Items, &id.S)[].id.S' --output text"
    ).split()
    assert stored == ["order-701", "order-702", "order-705", "order-706"]
    assert (
        shell.out(
            'aws sqs get-queue-attributes --queue-url "$(aws sqs get-queue-url --queue-name '
            'labex-q07-jobs-dlq --query QueueUrl --output text)" --attribute-names '
            "ApproximateNumberOfMessages --query Attributes.ApproximateNumberOfMessages "
            "--output text"
        ).strip()
        == "4"
    )
    assert 'DISCOUNTS = {"WELCOME": 100}' in shell.out("cat app.py")
    assert shell.check() == {"fix": "pending", "redrive": "pending", "once": "pending"}
    return shell


def settle(
    shell: LabShell, step: str, until: str, timeout: float = 45, mentions: tuple[str, ...] = ()
) -> dict[str, tuple[str, str]]:
    """The learner's check once ``step`` is ``until`` and its reason names ``mentions`` (or the time is
    up): LabShell.report_when."""

    def done(report: dict[str, Any]) -> bool:
        status, reason = step_states(report)[step]
        return status == until and all(word in reason for word in mentions)

    return step_states(shell.report_when(done, timeout))
