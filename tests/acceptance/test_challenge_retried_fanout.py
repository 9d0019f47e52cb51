"""The retried-fanout challenge: a scripted correct solution and two plausible wrong ones, each typed in
bash with the real ``aws`` CLI like a learner would, with the challenge's own traffic and reading
commands taken from its instructions; ``labcloud lab check`` must pass the right one and give each
wrong one its intended reason. Also: hints on request, the prerequisites note, the starting file."""

from __future__ import annotations

from pathlib import Path

import pytest
from labshell import Instructions, LabShell, events, step_states

from labcloud.testing.server_process import LabcloudProcess

STEPS = ("audit", "guard", "outcome")

AUDIT = """TOPIC_ARN=$(aws sns list-topics --query "Topics[?ends_with(TopicArn, ':labex-x01-orders')].TopicArn" --output text)
AUDIT_URL=$(aws sqs get-queue-url --queue-name labex-x01-audit --query QueueUrl --output text)
AUDIT_ARN=$(aws sqs get-queue-attributes --queue-url "$AUDIT_URL" --attribute-names QueueArn --query Attributes.QueueArn --output text)
cat > audit-policy.json <<JSON
{"Policy": "{\\"Version\\":\\"2012-10-17\\",\\"Statement\\":[{\\"Effect\\":\\"Allow\\",\\"Principal\\":{\\"Service\\":\\"sns.amazonaws.com\\"},\\"Action\\":\\"sqs:SendMessage\\",\\"Resource\\":\\"$AUDIT_ARN\\",\\"Condition\\":{\\"ArnEquals\\":{\\"aws:SourceArn\\":\\"$TOPIC_ARN\\"}}}]}"}
JSON
aws sqs set-queue-attributes --queue-url "$AUDIT_URL" --attributes file://audit-policy.json
aws sns subscribe --topic-arn "$TOPIC_ARN" --protocol sqs --notification-endpoint "$AUDIT_ARN" --query SubscriptionArn --output text"""

GUARDED = """cat > app.py <<'PY'
import json
import os

import boto3
from botocore.exceptions import ClientError

table = boto3.client('dynamodb')


def charge(order, request_id):
    try:
        table.put_item(
            TableName=os.environ['TABLE_NAME'],
            Item={'order_id': {'S': order['order_id']}, 'total_cents': {'N': str(order['total_cents'])},
                  'charged_by': {'S': request_id}},
            ConditionExpression='attribute_not_exists(order_id)')
    except ClientError as error:
        if CATCH and error.response['Error']['Code'] == 'ConditionalCheckFailedException':
            print(f"DUPLICATE {order['order_id']}")
            return
        raise
    print(f"CHARGED {order['order_id']}")


def handler(event, context):
    for record in event['Records']:
        order = json.loads(record['body'])
        # the key arrives twice, as the hints say: in the body and as a message attribute
        assert record['messageAttributes']['idempotency_key']['stringValue'] == order['order_id']
        charge(order, context.aws_request_id)
    return {}
PY
"""

DEPLOY = """zip -q function.zip app.py
aws lambda update-function-code --function-name labex-x01-charger --zip-file fileb://function.zip --query CodeSha256 --output text
aws lambda wait function-updated --function-name labex-x01-charger"""

MAP = """BILLING_ARN=$(aws sqs get-queue-attributes --queue-url "$(aws sqs get-queue-url --queue-name labex-x01-billing --query QueueUrl --output text)" --attribute-names QueueArn --query Attributes.QueueArn --output text)
aws lambda create-event-source-mapping --function-name labex-x01-charger --event-source-arn "$BILLING_ARN" --batch-size 1 --query UUID --output text"""

SENT = [
    '{"order_id": "o-2001", "status": "accepted"} HTTP 202',
    '{"order_id": "o-2001", "status": "accepted"} HTTP 202',
    '{"order_id": "o-2002", "status": "accepted"} HTTP 202',
]


def start(server: LabcloudProcess, home: Path) -> tuple[Instructions, LabShell]:
    doc = Instructions("retried-fanout")
    shell = LabShell(server, home, [*doc.variables, "TOPIC_ARN", "AUDIT_URL", "AUDIT_ARN", "BILLING_ARN"])
    started = shell.run("labcloud lab start retried-fanout")
    assert started.stdout.startswith("# Challenge: fan-out behind a retried front door")
    assert (
        "note: retried-fanout builds on sns-fanout, http-front-door, which you have not passed yet; "
        "starting it anyway"
    ) in started.stderr
    shell.out(doc.block('cd "$(labcloud lab dir)"'))
    assert shell.out("ls").split() == ["app.py"]
    return doc, shell


def outcome(shell: LabShell, until: str, timeout: float = 40) -> dict[str, tuple[str, str]]:
    """The learner's check once the outcome step is ``until`` (or the time is up): LabShell.report_when."""
    return step_states(shell.report_when(lambda r: step_states(r)["outcome"][0] == until, timeout))


@pytest.mark.timeout(180)
def test_the_correct_solution_passes_with_hints_on_the_way(server: LabcloudProcess, tmp_path: Path) -> None:
    doc, shell = start(server, tmp_path)
    try:
        assert shell.check() == dict.fromkeys(STEPS, "pending")
        first = shell.out("labcloud lab hint")
        assert first.startswith(
            "Hints for audit — The audit queue gets every copy the topic publishes:\n"
            "  1. aws sns subscribe --protocol sqs"
        )
        assert "(1 more: run `labcloud lab hint` again)" in first
        assert "  2. The queue must let the topic in" in shell.out("labcloud lab hint")
        assert shell.out(AUDIT).startswith(shell.var("TOPIC_ARN") + ":")
        shell.check("audit")
        guard_hint = shell.out("labcloud lab hint")
        assert guard_hint.startswith("Hints for guard") and "as order_id in the body" in guard_hint
        assert "attribute_not_exists(order_id)" in shell.out("labcloud lab hint")
        shell.out(GUARDED.replace("CATCH", "True") + DEPLOY)
        assert shell.check("audit")["guard"] == "pending"
        assert len(shell.out(MAP).strip()) == 36
        shell.check("audit", "guard")
        assert shell.out(doc.block("for key in o-2001 o-2001 o-2002")).splitlines() == SENT
        steps = outcome(shell, "passed")
        assert steps["outcome"] == (
            "passed",
            "o-2001 and o-2002 were charged once each; the retried copy of o-2001 was refused by the guard "
            "and handled as a duplicate; labex-x01-audit keeps all 3 copies (o-2001 2 times).",
        )
        assert shell.out(doc.block("aws dynamodb scan")).splitlines() == ["o-2001\t900", "o-2002\t900", "3"]
        doc.assert_all_used()
        ledger = [e["data"] for e in events(server, "dynamodb.write.decided")]
        decided = sorted((d["key"]["order_id"]["S"], d["outcome"]) for d in ledger)
        assert decided == [("o-2001", "Accepted"), ("o-2001", "Rejected"), ("o-2002", "Accepted")]
        summary = shell.out("labcloud lab check")
        assert "Passed: every step of retried-fanout is confirmed." in summary
        assert shell.out("labcloud lab hint").strip() == "every step has passed: no hint needed"
    except BaseException:
        print(shell.dump())
        raise


@pytest.mark.timeout(180)
def test_wrong_traffic_before_the_guard_charges_twice(server: LabcloudProcess, tmp_path: Path) -> None:
    """The learner maps the billing queue to the starting code and sends the traffic: o-2001 is charged
    twice, and the check says so, with the way to start over."""
    doc, shell = start(server, tmp_path)
    try:
        shell.out(AUDIT)
        shell.out(MAP)
        assert shell.out(doc.peek("for key in o-2001 o-2001 o-2002")).splitlines() == SENT
        steps = outcome(shell, "failed")
        assert steps["audit"][0] == "passed"
        assert steps["guard"] == (
            "pending",
            "goal 2: labex-x01-charger still runs the code the challenge started with, which charges every "
            "copy. Write the guard in app.py and deploy it.",
        )
        assert steps["outcome"][1].startswith(
            "o-2001 was charged 2 times: every copy the topic delivered changed labex-x01-charges again. The "
            "consumer's write must be conditional on the order not being charged yet "
            "(attribute_not_exists(order_id)). This cannot be undone"
        )
        assert "`labcloud lab start retried-fanout`" in steps["outcome"][1]
        # `lab reset` removes everything under the challenge's names, the learner's subscription too.
        shell.run("labcloud lab reset")
        assert shell.out("aws sns list-topics --query 'Topics[].TopicArn' --output text").strip() == ""
        assert (
            shell.out("aws sns list-subscriptions --query 'Subscriptions[].Endpoint' --output text").strip()
            == ""
        )
        assert "labex-x01" not in shell.out("aws sqs list-queues")
        assert "labex-x01" not in shell.out("aws apigatewayv2 get-apis --query 'Items[].Name' --output text")
        assert "labex-x01" not in shell.out(
            "aws lambda list-functions --query 'Functions[].FunctionName' --output text"
        )
        assert "labex-x01" not in shell.out("aws dynamodb list-tables --query TableNames --output text")
        assert "labex-x01" not in shell.out("aws iam list-roles --query 'Roles[].RoleName' --output text")
    except BaseException:
        print(shell.dump())
        raise


@pytest.mark.timeout(180)
def test_wrong_the_refusal_escapes_then_the_fix_counts(server: LabcloudProcess, tmp_path: Path) -> None:
    """A guard that does not catch ConditionalCheckFailedException: the retried copy fails again and again
    and the check names the missing catch; deploying the catch lets it pass (the earlier failures belong
    to the earlier code)."""
    doc, shell = start(server, tmp_path)
    try:
        shell.out(AUDIT)
        shell.out(GUARDED.replace("CATCH", "False") + DEPLOY)
        shell.out(MAP)
        shell.out(doc.peek("for key in o-2001 o-2001 o-2002"))
        steps = outcome(shell, "failed")
        assert steps["outcome"][1].startswith(
            "the guard refused the second copy of o-2001, but labex-x01-charger let the refusal escape "
            "(ConditionalCheckFailedException: An error occurred (ConditionalCheckFailedException)"
        )
        assert steps["outcome"][1].endswith("catch ConditionalCheckFailedException and return normally.")
        shell.out(GUARDED.replace("CATCH", "True") + DEPLOY)
        steps = outcome(shell, "passed", timeout=60)
        assert steps["outcome"][0] == "passed", steps
    except BaseException:
        print(shell.dump())
        raise
