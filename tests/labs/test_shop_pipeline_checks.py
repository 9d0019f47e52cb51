"""The shop-pipeline project's checks on hand-built histories shaped like the events labcloud
publishes: each deliberate mistake a learner makes is judged with its exact reason, and a fixed
mistake no longer fails its goal (the verbatim run in tests/acceptance confirms the same checks on a
real server with both CLIs)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.labs.checker import Evidence
from labcloud.labs.kit import start_over
from labcloud.labs.scenarios.shop_pipeline.checks import check

REGION, ACCOUNT = "us-east-1", "000000000000"
API_ID = "abc123"
FIRST_CODE, GUARDED = "sha-start", "sha-guarded"
ARN = {q: f"arn:aws:sqs:{REGION}:{ACCOUNT}:labex-p02-{q}" for q in ("billing", "audit")}
SCHEDULE_ARN = f"arn:aws:scheduler:{REGION}:{ACCOUNT}:schedule/default/labex-p02-nightly"
SWEEPER_ARN = f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:labex-p02-sweeper"
NIGHT = "2026-12-06T03:00:00Z"
MACHINE_ARN = f"arn:aws:states:{REGION}:{ACCOUNT}:stateMachine:labex-p02-fulfil"
UPDATE = (
    'aws stepfunctions update-state-machine --state-machine-arn "$FULFIL_ARN" --definition file://fulfil.json'
)


def task(step: str, after: str | None = None) -> dict[str, Any]:
    state: dict[str, Any] = {
        "Type": "Task",
        "Resource": "arn:aws:states:::lambda:invoke",
        "Parameters": {"FunctionName": "labex-p02-steps", "Payload": {"step": step, "order.$": "$"}},
        "ResultPath": None,
    }
    state.update({"Next": after} if after else {"End": True})
    return state


def definition(compensated: bool = True, result_path: bool = True) -> dict[str, Any]:
    """The handed-out fulfil.json (no compensation) or the learner's fix of it."""
    states = {"Reserve": task("reserve", "Charge"), "Charge": task("charge", "Ship"), "Ship": task("ship")}
    if compensated:
        for forward, undo in (("Charge", "Release"), ("Ship", "Refund")):
            catch: dict[str, Any] = {"ErrorEquals": ["States.ALL"], "Next": undo}
            if result_path:
                catch["ResultPath"] = "$.error"
            states[forward]["Catch"] = [catch]
        states["Refund"] = task("refund", "Release")
        states["Release"] = task("release", "OrderFailed")
        states["OrderFailed"] = {"Type": "Fail", "Error": "OrderFailed"}
    return {"StartAt": "Reserve", "States": states}


SCHEDULE = {
    "Name": "labex-p02-nightly",
    "State": "ENABLED",
    "ScheduleExpression": "cron(0 3 * * ? *)",
    "Target": {
        "Arn": SWEEPER_ARN,
        "RoleArn": f"arn:aws:iam::{ACCOUNT}:role/labex-p02-scheduler-role",
        "Input": '{"now": "<aws.scheduler.scheduled-time>"}',
    },
}


def grant(
    source: str | None = f"arn:aws:execute-api:{REGION}:{ACCOUNT}:{API_ID}/*/POST/orders",
) -> dict[str, Any]:
    statement: dict[str, Any] = {
        "Sid": "shop-invoke",
        "Effect": "Allow",
        "Principal": {"Service": "apigateway.amazonaws.com"},
        "Action": "lambda:InvokeFunction",
    }
    if source:
        statement["Condition"] = {"ArnLike": {"AWS:SourceArn": source}}
    return {"Version": "2012-10-17", "Statement": [statement]}


class Shop:
    """A project's history, built the way the server would record it."""

    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.requests = 0
        self.current: dict[str, Any] = {
            "errors": {},
            "policy": None,
            "queues": {
                "labex-p02-billing": {"attributes": {}},
                "labex-p02-audit": {"attributes": {}},
            },
            "mappings": [],
            "code": {"sha": FIRST_CODE, "problem": None},
            "schedule": None,
            "carts": [{"id": {"S": c}} for c in ("c-1", "c-2", "c-3")],
            "machine": {"arn": MACHINE_ARN, "definition": definition(compensated=False)},
            "fulfilment": [],
        }

    def add(self, kind: str, resource: str = "", **data: Any) -> Shop:
        seq = len(self.events) + 1
        self.events.append({"seq": seq, "ts": 1000.0 + seq, "kind": kind, "resource": resource, "data": data})
        return self

    def results(self) -> dict[str, tuple[str, str]]:
        baseline = {
            "account": ACCOUNT,
            "region": REGION,
            "api_id": API_ID,
            "code_sha256": FIRST_CODE,
            "machine_arn": MACHINE_ARN,
        }
        return {
            r.id: (r.status, r.reason) for r in check(Evidence(list(self.events), baseline, self.current))
        }

    # ---- the front door
    def post(self, invoked: bool) -> Shop:
        self.requests += 1
        gateway_id = f"gw-{self.requests}"
        if invoked:
            self.add(
                "lambda.invocation.started",
                function_name="labex-p02-front",
                request_id=f"front-{self.requests}",
                event={"requestContext": {"apiId": API_ID, "requestId": gateway_id}},
            )
        return self.add(
            "apigatewayv2.request",
            api_id=API_ID,
            route="POST /orders",
            status=202 if invoked else 500,
            request_id=gateway_id,
        )

    # ---- billing
    def guard_and_map(self) -> Shop:
        self.add(
            "lambda.function.updated", function_name="labex-p02-charger", change="code", code_sha256=GUARDED
        )
        self.current["code"] = {"sha": GUARDED, "problem": None}
        self.current["mappings"] = [{"EventSourceArn": ARN["billing"], "State": "Enabled"}]
        return self

    def copy(self, order: str) -> Shop:
        body = json.dumps({"order_id": order, "sku": "mug", "quantity": 1, "total_cents": 1200})
        self.add("sqs.message.sent", queue_name="labex-p02-audit", body=body)
        return self.add("sqs.message.sent", queue_name="labex-p02-billing", body=body)

    def charge(self, order: str, outcome: str, request: str | None = "charger-1") -> Shop:
        return self.add(
            "dynamodb.write.decided",
            table="labex-p02-charges",
            operation="PutItem",
            key={"order_id": {"S": order}},
            outcome=outcome,
            lambda_request_id=request,
        )

    def charger_failed(self, error_type: str, message: str) -> Shop:
        return self.add(
            "lambda.invocation.finished",
            function_name="labex-p02-charger",
            request_id="charger-9",
            status="error",
            error={"errorType": error_type, "errorMessage": message},
        )

    def traffic(self, guarded: bool = True) -> Shop:
        for order in ("o-3001", "o-3001", "o-3002"):
            self.copy(order)
        self.charge("o-3001", "Accepted").charge("o-3001", "Rejected" if guarded else "Accepted")
        self.current["queues"]["labex-p02-audit"]["attributes"] = {"ApproximateNumberOfMessages": "3"}
        return self.charge("o-3002", "Accepted")

    # ---- the fulfilment saga
    def update(self, written: dict[str, Any]) -> Shop:
        self.current["machine"] = {"arn": MACHINE_ARN, "definition": written}
        return self.add("stepfunctions.state_machine.updated", MACHINE_ARN, name="labex-p02-fulfil")

    def run(self, name: str, path: list[str], ended: str, error: str = "", stock: str = "reserved") -> Shop:
        execution = f"arn:aws:states:{REGION}:{ACCOUNT}:execution:labex-p02-fulfil:{name}"
        self.add("stepfunctions.execution.started", MACHINE_ARN, execution_arn=execution, name=name)
        for state in path:
            self.add("stepfunctions.state.entered", MACHINE_ARN, execution_arn=execution, state=state)
        self.add(
            f"stepfunctions.execution.{ended}", MACHINE_ARN, execution_arn=execution, name=name, error=error
        )
        self.current["fulfilment"] = [{"id": {"S": "o-3010"}, "stock": {"S": stock}}]
        return self

    # ---- the nightly sweep
    def schedule(self, **changes: Any) -> Shop:
        self.current["schedule"] = {**SCHEDULE, **changes}
        return self.add("scheduler.schedule.created", SCHEDULE_ARN, name="labex-p02-nightly")

    def advance(self, offset: float = 86400.0) -> Shop:
        return self.add("clock.moved", offset_seconds=offset)

    def sweep(
        self, event: dict[str, Any], trigger: str = "async", deleted: tuple[str, ...] = ("c-1", "c-2")
    ) -> Shop:
        request = f"sweep-{len(self.events)}"
        self.add(
            "lambda.invocation.started",
            function_name="labex-p02-sweeper",
            request_id=request,
            event=event,
            trigger=trigger,
        )
        if "now" not in event:
            return self.add(
                "lambda.invocation.finished",
                function_name="labex-p02-sweeper",
                request_id=request,
                status="error",
                error={"errorType": "ValueError", "errorMessage": 'the event has no "now"'},
            )
        for cart in deleted:
            self.add(
                "dynamodb.write.decided",
                table="labex-p02-carts",
                operation="DeleteItem",
                key={"id": {"S": cart}},
                outcome="Accepted",
                lambda_request_id=request,
            )
        self.current["carts"] = [c for c in self.current["carts"] if c["id"]["S"] not in deleted]
        return self.add(
            "lambda.invocation.finished",
            function_name="labex-p02-sweeper",
            request_id=request,
            status="success",
            result={"now": event["now"], "deleted": list(deleted), "kept": ["c-3"]},
        )


def test_the_outage_then_the_fix() -> None:
    shop = Shop()
    assert shop.results()["door"][0] == "pending"
    shop.post(invoked=False)
    assert shop.results()["door"] == (
        "failed",
        "API Gateway answered 500 to POST /orders without invoking labex-p02-front: the function's resource "
        "policy does not let apigateway.amazonaws.com invoke it (that is the outage). Grant it with aws lambda "
        "add-permission and a --source-arn naming labex-p02-shop; a refused request published nothing, so send "
        "it again afterwards.",
    )
    shop.current["policy"] = grant()
    assert shop.results()["door"] == (
        "passed",
        "apigateway.amazonaws.com may invoke labex-p02-front for labex-p02-shop only: POST /orders answers again.",
    )


def test_a_permission_for_another_api_is_named() -> None:
    shop = Shop()
    shop.current["policy"] = grant(f"arn:aws:execute-api:{REGION}:{ACCOUNT}:other9/*/POST/orders")
    assert shop.results()["door"] == (
        "failed",
        "labex-p02-front's resource policy is not right: its statement shop-invoke names "
        f"arn:aws:execute-api:{REGION}:{ACCOUNT}:other9/*/POST/orders, not the API labex-p02-shop ({API_ID}). "
        f"Remove it and grant it again with --source-arn naming {API_ID}.",
    )


def test_a_permission_without_a_source_arn_is_named_even_beside_a_right_one() -> None:
    shop = Shop()
    shop.current["policy"] = grant(None)
    right = grant()["Statement"][0]
    shop.current["policy"]["Statement"].insert(0, {**right, "Sid": "shop-right"})
    status, reason = shop.results()["door"]
    assert status == "failed"
    assert reason == (
        "labex-p02-front's resource policy is not right: its statement shop-invoke lets apigateway.amazonaws.com "
        "invoke it with no source ARN, so any API in any account could call the shop's front function. Remove "
        "it (aws lambda remove-permission) and grant it again with --source-arn naming labex-p02-shop "
        f"(arn:aws:execute-api:<region>:<account>:{API_ID}/*/POST/orders)."
    )


def test_billing_passes_when_guarded() -> None:
    shop = Shop().guard_and_map()
    assert shop.results()["billing"] == (
        "pending",
        "send the test traffic (o-3001, its retry, then o-3002) with the block under goal 2.",
    )
    shop.traffic()
    assert shop.results()["billing"] == (
        "passed",
        "o-3001 and o-3002 were charged once each (1200 cents); the retried copy of o-3001 was refused by the "
        "guard and handled as a duplicate; labex-p02-audit keeps all 3 copies.",
    )


def test_an_unguarded_consumer_charges_twice_for_good() -> None:
    shop = Shop()
    shop.current["mappings"] = [{"EventSourceArn": ARN["billing"], "State": "Enabled"}]
    shop.traffic(guarded=False)
    expected = (
        "failed",
        "o-3001 was charged 2 times: every copy the topic delivered to labex-p02-billing changed "
        "labex-p02-charges again. The consumer's write must be conditional on the order not being charged yet "
        "(attribute_not_exists(order_id)), and a refused write means 'already charged'."
        + start_over("shop-pipeline"),
    )
    assert shop.results()["billing"] == expected
    shop.guard_and_map()  # deploying the guard afterwards cannot undo the second charge
    assert shop.results()["billing"] == expected


def test_an_escaping_refusal_is_named_and_a_later_deployment_clears_it() -> None:
    shop = Shop().guard_and_map()
    shop.copy("o-3001").copy("o-3001").copy("o-3002").charge("o-3001", "Accepted").charge(
        "o-3001", "Rejected"
    )
    shop.charger_failed(
        "ConditionalCheckFailedException",
        "An error occurred (ConditionalCheckFailedException) when calling the PutItem operation",
    )
    status, reason = shop.results()["billing"]
    assert status == "failed"
    assert reason == (
        "the guard refused a second copy, but labex-p02-charger let the refusal escape "
        "(ConditionalCheckFailedException: An error occurred (ConditionalCheckFailedException) when calling the "
        "PutItem operation), so the copy returns to labex-p02-billing and fails again. A refused write means the "
        "order is already charged: catch ConditionalCheckFailedException and return normally, then deploy again."
    )
    shop.guard_and_map().charge("o-3001", "Rejected").charge("o-3002", "Accepted")
    shop.current["queues"]["labex-p02-audit"]["attributes"] = {"ApproximateNumberOfMessages": "3"}
    assert shop.results()["billing"][0] == "passed"


def test_a_mapping_on_the_audit_queue_is_named() -> None:
    shop = Shop().guard_and_map()
    shop.current["mappings"].append({"EventSourceArn": ARN["audit"], "State": "Enabled"})
    assert shop.results()["billing"] == (
        "failed",
        "labex-p02-charger is mapped to labex-p02-audit: it would take the audit's copies away and charge from "
        "the wrong queue. Delete that mapping (aws lambda delete-event-source-mapping); billing reads "
        "labex-p02-billing.",
    )


def test_a_charge_written_by_hand_fails_for_good() -> None:
    shop = Shop().charge("o-3001", "Accepted", request=None)
    assert shop.results()["billing"] == (
        "failed",
        "o-3001 was written to labex-p02-charges from outside labex-p02-charger: a charge must come from billing "
        "processing an order, not from editing the table." + start_over("shop-pipeline"),
    )


def test_a_consumed_audit_queue_is_named() -> None:
    shop = Shop().guard_and_map().traffic()
    shop.current["queues"]["labex-p02-audit"]["attributes"] = {"ApproximateNumberOfMessages": "1"}
    assert shop.results()["billing"] == (
        "failed",
        "labex-p02-audit got 3 copies but holds 1: something consumed or purged it. The audit keeps every copy; "
        "nothing may read it. Send the test traffic (o-3001, its retry, then o-3002) again (new copies are kept; "
        "the charges stay once).",
    )


def test_the_night_passes_once_the_clock_is_back() -> None:
    shop = Shop().schedule()
    assert shop.results()["nightly"] == (
        "pending",
        "move the clock past 03:00 UTC instead of waiting: labcloud clock advance 1d.",
    )
    shop.advance().add("scheduler.target.invoked", SCHEDULE_ARN).sweep({"now": NIGHT})
    assert shop.results()["nightly"] == (
        "pending",
        "the night's sweep ran; put the clock back to wall time: labcloud clock reset.",
    )
    shop.advance(0.0)
    assert shop.results()["nightly"] == (
        "passed",
        f"the run scheduled for {NIGHT} swept c-1 and c-2 and kept c-3; the clock is back to wall time.",
    )


def test_a_target_without_the_input_is_named_before_and_after_the_night() -> None:
    shop = Shop().schedule(Target={**SCHEDULE["Target"], "Input": ""})
    before = shop.results()["nightly"]
    assert before == (
        "failed",
        'labex-p02-nightly will not sweep the carts nightly: its target has no Input {"now": '
        '"<aws.scheduler.scheduled-time>"}, so labex-p02-sweeper would not know which night it sweeps for. Fix '
        "it with aws scheduler update-schedule (it takes the whole schedule again).",
    )
    # fixed in the schedule, but the night already ran without "now": the run's failure is named
    shop.advance().add("scheduler.target.invoked", SCHEDULE_ARN).sweep({})
    shop.current["schedule"] = SCHEDULE
    assert shop.results()["nightly"] == (
        "failed",
        "the night's run of labex-p02-sweeper failed: its event was {}, with no \"now\", because the schedule's "
        'target has no Input {"now": "<aws.scheduler.scheduled-time>"}. Update the schedule, then advance the '
        "clock another day (labcloud clock advance 1d).",
    )
    # the next night, with the Input, repairs it
    shop.advance(2 * 86400.0).add("scheduler.target.invoked", SCHEDULE_ARN).sweep({"now": NIGHT}).advance(0.0)
    assert shop.results()["nightly"][0] == "passed"


def test_a_firing_refused_by_iam_names_the_role() -> None:
    shop = Shop().schedule().advance()
    shop.add(
        "scheduler.target.failed",
        SCHEDULE_ARN,
        error_code="AccessDeniedException",
        error_message="scheduler.amazonaws.com is not authorized to perform sts:AssumeRole",
    )
    assert shop.results()["nightly"] == (
        "failed",
        "labex-p02-nightly fired but could not invoke labex-p02-sweeper: AccessDeniedException: "
        "scheduler.amazonaws.com is not authorized to perform sts:AssumeRole. A schedule runs as its RoleArn: use "
        "labex-p02-scheduler-role (Scheduler may assume it and it may invoke the sweep), update the schedule, and "
        "advance the clock another day.",
    )


def test_a_sweep_invoked_by_hand_fails_for_good() -> None:
    shop = Shop().schedule().sweep({"now": "2026-12-05T00:10:00Z"}, trigger="sync", deleted=("c-1",))
    expected = (
        "failed",
        "carts were deleted by an invocation of labex-p02-sweeper you made yourself, not by the schedule, so "
        "nothing shows the nightly sweep works." + start_over("shop-pipeline"),
    )
    assert shop.results()["nightly"] == expected
    shop.advance().add("scheduler.target.invoked", SCHEDULE_ARN).sweep({"now": NIGHT}, deleted=("c-2",))
    assert shop.results()["nightly"] == expected


def test_a_failed_sweep_by_hand_is_not_the_nights_run() -> None:
    """The learner tries the sweep by hand without "now" (it fails, deleting nothing): the night has not
    run yet, so the goal waits for the clock instead of blaming the schedule's Input."""
    shop = Shop().schedule().sweep({}, trigger="sync")
    assert shop.results()["nightly"] == (
        "pending",
        "move the clock past 03:00 UTC instead of waiting: labcloud clock advance 1d.",
    )


def test_the_handed_out_saga_waits_then_a_compensated_run_passes() -> None:
    shop = Shop()
    status, reason = shop.results()["fulfil"]
    assert status == "pending"
    assert reason.startswith(
        "goal 4: labex-p02-fulfil cannot undo a failed order yet: it has no state Release, Refund and OrderFailed"
    )
    shop.update(definition())
    assert shop.results()["fulfil"] == (
        "pending",
        "labex-p02-fulfil can compensate now; run the declined order o-3010 with the block under goal 4.",
    )
    shop.run("o-3010", ["Reserve", "Charge", "Release", "OrderFailed"], "failed", "OrderFailed", "released")
    assert shop.results()["fulfil"] == (
        "passed",
        "o-3010's charge was declined; the Catch ran Release and the saga ended in OrderFailed: the stock of "
        "o-3010 is released and it was never charged nor shipped.",
    )


def test_a_declined_run_before_the_fix_is_named_and_a_new_name_repairs_it() -> None:
    shop = Shop().run("o-3010", ["Reserve", "Charge"], "failed", "PaymentDeclined")
    status, reason = shop.results()["fulfil"]
    assert status == "failed"
    assert reason.startswith(
        "o-3010 failed in Charge with PaymentDeclined and nothing undid Reserve: the stock of o-3010 stays "
        "reserved for an order that will never ship. labex-p02-fulfil still cannot undo it: it has no state "
        "Release, Refund and OrderFailed"
    )
    assert reason.endswith(
        "Then run the declined order again under a new name (--name o-3010-2: an execution name is taken for good)."
    )
    shop.update(definition())
    assert shop.results()["fulfil"][1].startswith(
        "o-3010 failed in Charge with PaymentDeclined and nothing undid Reserve: the stock of o-3010 stays "
        "reserved for an order that will never ship. labex-p02-fulfil is fixed now. Then run"
    )
    shop.run("o-3010-2", ["Reserve", "Charge", "Release", "OrderFailed"], "failed", "OrderFailed", "released")
    assert shop.results()["fulfil"][0] == "passed"


def test_a_catch_without_result_path_is_named_before_anything_runs() -> None:
    shop = Shop().update(definition(result_path=False))
    assert shop.results()["fulfil"] == (
        "failed",
        "labex-p02-fulfil cannot undo a failed order: Charge's Catch has no ResultPath, so the caught error "
        'replaces the order: Release could not tell which order to undo. Add "ResultPath": "$.error" and '
        f"run {UPDATE}.",
    )


def test_a_catch_to_the_wrong_compensation_is_named() -> None:
    written = definition()
    written["States"]["Charge"]["Catch"][0]["Next"] = "Refund"
    shop = Shop().update(written)
    assert shop.results()["fulfil"] == (
        "failed",
        "labex-p02-fulfil cannot undo a failed order: Charge's Catch goes to Refund, but the first step to undo "
        f"after a failed Charge is Release. Set its Next to Release and run {UPDATE}.",
    )


def test_a_declined_order_run_with_a_good_card_is_named() -> None:
    shop = (
        Shop()
        .update(definition())
        .run("o-3010", ["Reserve", "Charge", "Ship"], "succeeded", stock="reserved")
    )
    assert shop.results()["fulfil"] == (
        "failed",
        "o-3010 succeeded after Reserve, Charge and Ship, but its card is declined: run it with the input the "
        "block under goal 4 shows. Then run the declined order again under a new name (--name o-3010-2: an "
        "execution name is taken for good).",
    )
