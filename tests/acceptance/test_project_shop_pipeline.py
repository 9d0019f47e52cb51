"""The shop-pipeline project end to end, typed in bash with the real ``aws`` CLI (v1 and v2) like a
learner would: the project's own blocks run verbatim (the test traffic, the saga's ARN and its declined
order, the final reads), a scripted solution for each of the four goals, and two mistakes made on the
way and then repaired on the real server (the outage's 500 before the permission, a permission without
a source ARN), each judged with its exact reason; the repaired mistakes must not fail the goals
afterwards, and ``lab reset`` leaves nothing under the project's names. The other mistakes are judged
on hand-built histories in tests/labs/test_shop_pipeline_checks.py."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from labshell import Instructions, LabShell, events, step_states

from labcloud.testing.server_process import LabcloudProcess

STEPS = ("door", "billing", "nightly", "fulfil")
API_ID = """API_ID=$(aws apigatewayv2 get-apis --query "Items[?Name=='labex-p02-shop'].ApiId" --output text)
ACCOUNT=$(aws sts get-caller-identity --query Account --output text)"""
OPEN_TO_ALL = """aws lambda add-permission --function-name labex-p02-front --statement-id shop-any --action lambda:InvokeFunction --principal apigateway.amazonaws.com --query Statement --output text"""
CLOSE_AGAIN = "aws lambda remove-permission --function-name labex-p02-front --statement-id shop-any"
GRANT = """aws lambda add-permission --function-name labex-p02-front --statement-id shop-invoke --action lambda:InvokeFunction --principal apigateway.amazonaws.com --source-arn "arn:aws:execute-api:us-east-1:$ACCOUNT:$API_ID/*/POST/orders" --query Statement --output text"""

GUARDED = """cat > app.py <<'PY'
import json
import os

import boto3
from botocore.exceptions import ClientError

dynamodb = boto3.client('dynamodb')


def handler(event, context):
    for record in event['Records']:
        order = json.loads(record['body'])
        try:
            dynamodb.put_item(
                TableName=os.environ['CHARGES_TABLE'],
                Item={'order_id': {'S': order['order_id']}, 'total_cents': {'N': str(order['total_cents'])}},
                ConditionExpression='attribute_not_exists(order_id)')
        except ClientError as error:
            if error.response['Error']['Code'] != 'ConditionalCheckFailedException':
                raise
            print('ALREADY CHARGED ' + order['order_id'])
    return {}
PY
zip -q function.zip app.py
aws lambda update-function-code --function-name labex-p02-charger --zip-file fileb://function.zip --query CodeSha256 --output text
aws lambda wait function-updated --function-name labex-p02-charger"""

MAP = """BILLING_ARN=$(aws sqs get-queue-attributes --queue-url "$(aws sqs get-queue-url --queue-name labex-p02-billing --query QueueUrl --output text)" --attribute-names QueueArn --query Attributes.QueueArn --output text)
aws lambda create-event-source-mapping --function-name labex-p02-charger --event-source-arn "$BILLING_ARN" --batch-size 1 --query UUID --output text"""

SCHEDULE = """SWEEPER_ARN=$(aws lambda get-function --function-name labex-p02-sweeper --query Configuration.FunctionArn --output text)
ROLE_ARN=$(aws iam get-role --role-name labex-p02-scheduler-role --query Role.Arn --output text)
cat > target.json <<JSON
{"Arn": "$SWEEPER_ARN", "RoleArn": "$ROLE_ARN", "Input": "{\\"now\\": \\"<aws.scheduler.scheduled-time>\\"}"}
JSON
aws scheduler create-schedule --name labex-p02-nightly --schedule-expression 'cron(0 3 * * ? *)' --flexible-time-window Mode=OFF --target file://target.json --query ScheduleArn --output text"""

LISTINGS = (
    "aws sns list-topics --query 'Topics[].TopicArn' --output text",
    "aws sns list-subscriptions --query 'Subscriptions[].Endpoint' --output text",
    "aws sqs list-queues",
    "aws apigatewayv2 get-apis --query 'Items[].Name' --output text",
    "aws lambda list-functions --query 'Functions[].FunctionName' --output text",
    "aws dynamodb list-tables --query TableNames --output text",
    "aws iam list-roles --query 'Roles[].RoleName' --output text",
    "aws scheduler list-schedules --query 'Schedules[].Name' --output text",
    "aws stepfunctions list-state-machines --query 'stateMachines[].name' --output text",
)
COMPENSATED = """python3 - <<'PY'
import json

with open('fulfil.json') as given:
    definition = json.load(given)
states = definition['States']


def task(step, after):
    return {'Type': 'Task', 'Resource': 'arn:aws:states:::lambda:invoke',
            'Parameters': {'FunctionName': 'labex-p02-steps', 'Payload': {'step': step, 'order.$': '$'}},
            'ResultPath': None, 'Next': after}


states['Charge']['Catch'] = [{'ErrorEquals': ['States.ALL'], 'ResultPath': '$.error', 'Next': 'Release'}]
states['Ship']['Catch'] = [{'ErrorEquals': ['States.ALL'], 'ResultPath': '$.error', 'Next': 'Refund'}]
states['Refund'] = task('refund', 'Release')
states['Release'] = task('release', 'OrderFailed')
states['OrderFailed'] = {'Type': 'Fail', 'Error': 'OrderFailed', 'Cause': 'a step failed; the steps before it were undone'}
with open('fulfil.json', 'w') as changed:
    json.dump(definition, changed, indent=2)
PY"""
UPDATE = 'aws stepfunctions update-state-machine --state-machine-arn "$FULFIL_ARN" --definition file://fulfil.json --query updateDate --output text'
SENT = [
    '{"order_id": "o-3001", "status": "accepted"} HTTP 202',
    '{"order_id": "o-3001", "status": "accepted"} HTTP 202',
    '{"order_id": "o-3002", "status": "accepted"} HTTP 202',
]
REFUSED = ['{"message": "Internal Server Error"} HTTP 500'] * 3


def steps_until(shell: LabShell, step: str, wanted: str, timeout: float = 45) -> dict[str, tuple[str, str]]:
    """The learner's check once ``step`` is ``wanted`` (or the time is up): LabShell.report_when."""
    return step_states(shell.report_when(lambda r: step_states(r)[step][0] == wanted, timeout))


@pytest.mark.timeout(300)
def test_shop_pipeline_solved_with_two_repaired_mistakes(server: LabcloudProcess, tmp_path: Path) -> None:
    doc = Instructions("shop-pipeline")
    variables = [*doc.variables, "API_ID", "ACCOUNT", "BILLING_ARN", "SWEEPER_ARN", "ROLE_ARN"]
    shell = LabShell(server, tmp_path, variables)
    try:
        started = shell.run("labcloud lab start shop-pipeline")
        assert started.stdout.startswith("# Project: bring the shop's order pipeline back")
        assert (
            "note: shop-pipeline builds on retried-fanout, saga, scheduled-cleanup, which you have not passed yet; "
            "starting it anyway"
        ) in started.stderr
        assert shell.out(doc.block('cd "$(labcloud lab dir)"')) == ""
        assert shell.out("ls").split() == ["app.py", "fulfil.json"]
        assert shell.check() == dict.fromkeys(STEPS, "pending")
        hint = shell.out("labcloud lab hint")
        assert hint.startswith("Hints for door — POST /orders reaches the front function again:\n  1. A 500")

        # ---- the outage, seen with the project's own traffic block: named as the missing permission
        traffic = doc.peek("for key in o-3001 o-3001 o-3002")
        assert shell.out(traffic).splitlines() == REFUSED
        door = steps_until(shell, "door", "failed")["door"]
        assert door == (
            "failed",
            "API Gateway answered 500 to POST /orders without invoking labex-p02-front: the function's resource "
            "policy does not let apigateway.amazonaws.com invoke it (that is the outage). Grant it with aws "
            "lambda add-permission and a --source-arn naming labex-p02-shop; a refused request published "
            "nothing, so send it again afterwards.",
        )
        assert not events(server, "sns.message.published")

        # ---- a permission for any API: named, then removed and granted for the shop's API only
        shell.out(OPEN_TO_ALL)
        door = {s["id"]: (s["status"], s["reason"]) for s in shell.report()["steps"]}["door"]
        assert door[0] == "failed"
        assert door[1].startswith(
            "labex-p02-front's resource policy is not right: its statement shop-any lets apigateway.amazonaws.com "
            "invoke it with no source ARN, so any API in any account could call the shop's front function."
        )
        shell.out(CLOSE_AGAIN)
        shell.out(API_ID)
        assert "/*/POST/orders" in shell.out(GRANT)
        assert shell.check("door")["billing"] == "pending"

        # ---- billing: guard, deploy, map, then the traffic, once
        assert len(shell.out(GUARDED).split()[0]) == 44  # the new CodeSha256
        assert shell.check("door")["billing"] == "pending"
        assert len(shell.out(MAP).strip()) == 36
        billing = {s["id"]: s for s in shell.report()["steps"]}["billing"]
        assert (billing["status"], billing["reason"]) == (
            "pending",
            "send the test traffic (o-3001, its retry, then o-3002) with the block under goal 2.",
        )
        assert shell.out(doc.block("for key in o-3001 o-3001 o-3002")).splitlines() == SENT
        billing_result = steps_until(shell, "billing", "passed")["billing"]
        assert billing_result == (
            "passed",
            "o-3001 and o-3002 were charged once each (1200 cents); the retried copy of o-3001 was refused by "
            "the guard and handled as a duplicate; labex-p02-audit keeps all 3 copies.",
        )

        # ---- the nightly sweep on the moved clock
        assert shell.out(SCHEDULE).strip().endswith(":schedule/default/labex-p02-nightly")
        nightly = {s["id"]: s for s in shell.report()["steps"]}["nightly"]
        assert (nightly["status"], nightly["reason"]) == (
            "pending",
            "move the clock past 03:00 UTC instead of waiting: labcloud clock advance 1d.",
        )
        shell.out("labcloud clock advance 1d")
        nightly_result = steps_until(shell, "nightly", "pending")["nightly"]
        deadline = time.monotonic() + 45
        while "put the clock back" not in nightly_result[1] and time.monotonic() < deadline:
            time.sleep(0.5)
            nightly_result = {s["id"]: (s["status"], s["reason"]) for s in shell.report()["steps"]}["nightly"]
        assert nightly_result == (
            "pending",
            "the night's sweep ran; put the clock back to wall time: labcloud clock reset.",
        )
        shell.out("labcloud clock reset")
        final = {s["id"]: (s["status"], s["reason"]) for s in shell.report()["steps"]}
        assert final["nightly"][0] == "passed"
        assert final["nightly"][1].startswith("the run scheduled for 20")
        assert final["nightly"][1].endswith(
            "T03:00:00Z swept c-1 and c-2 and kept c-3; the clock is back to wall time."
        )
        assert final["door"][0] == "passed"  # the outage's 500s, repaired, do not fail the goal

        # ---- the saga: compensation added to the handed-out definition, then the declined order
        fulfil = {s["id"]: (s["status"], s["reason"]) for s in shell.report()["steps"]}["fulfil"]
        assert fulfil[0] == "pending"
        assert fulfil[1].startswith(
            "goal 4: labex-p02-fulfil cannot undo a failed order yet: it has no state Release, Refund and "
            "OrderFailed: a failed Charge must run Release (it undoes Reserve)"
        )
        machine = shell.out(doc.block('echo "$FULFIL_ARN"')).strip()
        assert machine == "arn:aws:states:us-east-1:000000000000:stateMachine:labex-p02-fulfil"
        shell.out(COMPENSATED)
        shell.out(UPDATE)
        fulfil = {s["id"]: (s["status"], s["reason"]) for s in shell.report()["steps"]}["fulfil"]
        assert fulfil == (
            "pending",
            "labex-p02-fulfil can compensate now; run the declined order o-3010 with the block under goal 4.",
        )
        assert shell.out(doc.block("--name o-3010")).strip().endswith(":o-3010")
        fulfil = steps_until(shell, "fulfil", "passed")["fulfil"]
        assert fulfil == (
            "passed",
            "o-3010's charge was declined; the Catch ran Release and the saga ended in OrderFailed: the stock of "
            "o-3010 is released and it was never charged nor shipped.",
        )

        summary = shell.out("labcloud lab check")
        assert "Passed: every step of shop-pipeline is confirmed." in summary
        assert shell.out(doc.block("aws dynamodb scan")).splitlines() == [
            "o-3001\t1200",
            "o-3002\t1200",
            "c-3",
            "o-3010\treleased\tNone",
        ]
        doc.assert_all_used()
        ledger = sorted(
            (e["data"]["key"]["order_id"]["S"], e["data"]["outcome"])
            for e in events(server, "dynamodb.write.decided")
            if e["data"].get("table") == "labex-p02-charges"
        )
        assert ledger == [("o-3001", "Accepted"), ("o-3001", "Rejected"), ("o-3002", "Accepted")]
        # `lab reset` removes everything under the project's names, what the learner created too
        reset = shell.run("labcloud lab reset")
        assert reset.stdout.startswith("shop-pipeline: resources removed; no lab is active")
        left = shell.out("\necho ---\n".join(LISTINGS)).split("---")
        assert len(left) == len(LISTINGS)
        assert [listing for listing, out in zip(LISTINGS, left, strict=True) if "labex-p02" in out] == []
        print(shell.timings())
    except BaseException:
        print(shell.dump())
        raise
