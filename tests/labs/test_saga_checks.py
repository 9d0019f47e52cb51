"""The saga checks: each step's pass, its failures (with the learner-facing reason) and pending,
judged on hand-built histories shaped like the events labcloud publishes, and the definition
checks on hand-edited definitions (the verbatim run in tests/acceptance confirms them on a server)."""

from __future__ import annotations

import copy
from typing import Any

from labcloud.labs.checker import Evidence
from labcloud.labs.scenarios.saga.checks import check, definition_problem

MACHINE_ARN = "arn:aws:states:us-east-1:000000000000:stateMachine:labex-s01-saga"
FUNCTION_ARN = "arn:aws:lambda:us-east-1:000000000000:function:labex-s01-steps"


def task(step: str, **more: Any) -> dict[str, Any]:
    return {
        "Type": "Task",
        "Resource": "arn:aws:states:::lambda:invoke",
        "Parameters": {"FunctionName": "labex-s01-steps", "Payload": {"step": step, "order.$": "$"}},
        "ResultPath": None,
        **more,
    }


def catch(to: str) -> list[dict[str, Any]]:
    return [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", "Next": to}]


DEFINITION = {
    "StartAt": "Reserve",
    "States": {
        "Reserve": task("reserve", Next="Charge"),
        "Charge": task("charge", Next="Ship", Catch=catch("Release")),
        "Ship": task("ship", End=True, Catch=catch("Refund")),
        "Refund": task("refund", Next="Release"),
        "Release": task("release", Next="OrderFailed"),
        "OrderFailed": {"Type": "Fail", "Error": "OrderFailed"},
    },
}


class History:
    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.current: dict[str, Any] = {"errors": {}, "machine": None, "items": []}
        self.invocations = 0

    def add(self, kind: str, resource: str, **data: Any) -> History:
        seq = len(self.events) + 1
        self.events.append({"seq": seq, "ts": 1000.0 + seq, "kind": kind, "resource": resource, "data": data})
        return self

    def results(self) -> dict[str, tuple[str, str]]:
        return {r.id: (r.status, r.reason) for r in check(Evidence(list(self.events), {}, self.current))}

    def machine(self, definition: dict[str, Any] | None = None) -> History:
        self.add("stepfunctions.state_machine.created", MACHINE_ARN, name="labex-s01-saga")
        self.current["machine"] = {"arn": MACHINE_ARN, "definition": definition or DEFINITION}
        return self

    def run(
        self, name: str, path: list[str], end: str, error: str | None = None, failing: str = ""
    ) -> History:
        arn = f"{MACHINE_ARN.replace('stateMachine', 'execution')}:{name}"
        self.add("stepfunctions.execution.started", MACHINE_ARN, execution_arn=arn, name=name)
        for state in path:
            self.add("stepfunctions.state.entered", MACHINE_ARN, execution_arn=arn, state=state)
            if state == failing:
                self.invocations += 1
                rid = f"r{self.invocations}"
                self.add(
                    "lambda.invocation.started",
                    FUNCTION_ARN,
                    function_name="labex-s01-steps",
                    request_id=rid,
                    event={"step": state.lower()},
                )
                self.add(
                    "lambda.invocation.finished",
                    FUNCTION_ARN,
                    function_name="labex-s01-steps",
                    request_id=rid,
                    status="error",
                    error={"errorType": error, "errorMessage": "x"},
                )
        return self.add(
            f"stepfunctions.execution.{end}", MACHINE_ARN, execution_arn=arn, name=name, error=error
        )


def test_the_whole_lab_passes_and_stays_passed_after_cleanup() -> None:
    history = History().machine().run("o-201", ["Reserve", "Charge", "Ship"], "succeeded")
    history.run("o-202", ["Reserve", "Charge", "Release", "OrderFailed"], "failed", "OrderFailed")
    assert [s for s, _ in history.results().values()] == ["passed", "passed", "passed", "pending"]
    history.current["machine"] = None
    results = history.results()
    assert [s for s, _ in results.values()] == ["passed"] * 4
    assert results["compensate"][1] == (
        "o-202's charge failed with PaymentDeclined; the Catch ran Release and the saga ended in OrderFailed: "
        "its stock is released and it was never charged nor shipped."
    )


def test_a_fresh_lab_is_pending() -> None:
    results = History().results()
    assert {s for s, _ in results.values()} == {"pending"}
    assert results["machine"][1] == "create the state machine labex-s01-saga from saga.json (step 1)."


def test_definition_mistakes_are_named() -> None:
    assert definition_problem(DEFINITION) is None
    no_catch = copy.deepcopy(DEFINITION)
    del no_catch["States"]["Charge"]["Catch"]
    assert str(definition_problem(no_catch)).startswith(
        "Charge has no Catch, so when it fails the execution stops"
    )
    to_refund = copy.deepcopy(DEFINITION)
    to_refund["States"]["Charge"]["Catch"] = catch("Refund")
    assert str(definition_problem(to_refund)).startswith(
        "Charge's Catch goes to Refund, but the first step to undo after a failed Charge is Release (a declined "
        "charge took no money, so there is nothing to refund)."
    )
    no_path = copy.deepcopy(DEFINITION)
    del no_path["States"]["Ship"]["Catch"][0]["ResultPath"]
    assert str(definition_problem(no_path)).startswith("Ship's Catch has no ResultPath")
    missing = copy.deepcopy(DEFINITION)
    del missing["States"]["Refund"]
    assert (
        definition_problem(missing) == "the definition has no state Refund; write saga.json as step 1 shows"
    )


def test_a_stop_in_charge_is_named_and_a_rerun_under_a_new_name_fixes_it() -> None:
    history = (
        History().machine().run("o-202", ["Reserve", "Charge"], "failed", "PaymentDeclined", failing="Charge")
    )
    status, reason = history.results()["compensate"]
    assert status == "failed"
    assert reason.startswith(
        "o-202 failed in Charge with PaymentDeclined and nothing undid Reserve: the stock of o-202 stays "
        "reserved for an order that will never ship. Add the Catch on Charge that goes to Release (step 1)"
    )
    assert reason.endswith("(--name o-202-2 instead of --name o-202: an execution name is taken for good).")
    history.run("o-202-2", ["Reserve", "Charge", "Release", "OrderFailed"], "failed", "OrderFailed")
    assert history.results()["compensate"][0] == "passed"


def test_a_compensation_without_the_order_is_named() -> None:
    history = History().machine()
    history.run("o-202", ["Reserve", "Charge", "Release"], "failed", "MissingOrder", failing="Release")
    status, reason = history.results()["compensate"]
    assert status == "failed"
    assert reason.startswith(
        "o-202 failed in Release with MissingOrder: the compensation got the caught error instead of the order, "
        'because the Catch on Charge has no "ResultPath": "$.error"'
    )


def test_a_failed_good_order_names_the_failing_step() -> None:
    history = (
        History().machine().run("o-201", ["Reserve"], "failed", "AccessDeniedException", failing="Reserve")
    )
    status, reason = history.results()["success"]
    assert status == "failed"
    assert reason == (
        "the execution o-201 ended FAILED with AccessDeniedException after Reserve (reserve failed: "
        "AccessDeniedException: x); an order with a good card must go through Reserve, Charge and Ship."
    )


def test_a_running_execution_is_pending() -> None:
    history = History().machine()
    history.add("stepfunctions.execution.started", MACHINE_ARN, execution_arn="x:o-201", name="o-201")
    assert history.results()["success"] == (
        "pending",
        "o-201 is still running; describe it again in a moment.",
    )
