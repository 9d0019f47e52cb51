"""dlq-recovery's first step from hand-built histories: it waits for the deployed worker's writes to
show the guard, fails an unguarded one, and words a load failure as a packaging problem."""

from __future__ import annotations

from typing import Any

from labcloud.labs.checker import Evidence
from labcloud.labs.scenarios.dlq_recovery.checks import check_fix

ARN = "arn:aws:lambda:us-east-1:000000000000:function:labex-q07-worker"


def event(seq: int, kind: str, **data: Any) -> dict[str, Any]:
    return {"seq": seq, "ts": 1000.0 + seq, "kind": kind, "resource": ARN, "data": data}


def deployed(sha: str = "fixed-sha") -> dict[str, Any]:
    return event(
        10, "lambda.function.updated", function_name="labex-q07-worker", change="code", code_sha256=sha
    )


def write(seq: int, order: str, condition: str | None, outcome: str = "Accepted") -> dict[str, Any]:
    return event(
        seq,
        "dynamodb.write.decided",
        table="labex-q07-orders",
        operation="PutItem",
        key={"id": {"S": order}},
        condition=condition,
        outcome=outcome,
        lambda_request_id=f"req-{seq}",
    )


def fix(*events: dict[str, Any], code: dict[str, Any] | None = None) -> tuple[str, str]:
    result = check_fix(Evidence(list(events), {}, {"errors": {}, "code": code}))
    return result.status, result.reason


def test_a_new_worker_is_not_called_fixed_before_its_writes_show_the_guard() -> None:
    assert fix(deployed()) == (
        "pending",
        "a new worker is deployed; its first writes show whether each one is guarded by "
        "attribute_not_exists(id) (the recovery's orders reach it when you redrive the DLQ).",
    )
    guarded = fix(deployed(), write(11, "order-703", "attribute_not_exists(id)"))
    assert guarded[0] == "passed"


def test_an_unguarded_worker_fails_the_first_step() -> None:
    status, reason = fix(deployed(), write(11, "order-703", None))
    assert status == "failed"
    assert reason.startswith(
        "the deployed worker wrote order-703 without the condition attribute_not_exists(id)"
    )


def test_a_zip_that_cannot_be_loaded() -> None:
    problem = {"sha": "fixed-sha", "problem": "the zip holds src/app.py, not app.py at its root"}
    assert fix(deployed(), code=problem) == (
        "failed",
        "the code you deployed (CodeSha256 fixed-sha) cannot be loaded: the zip holds src/app.py, not app.py "
        "at its root; then deploy again.",
    )
    failed = event(
        11,
        "lambda.invocation.finished",
        function_name="labex-q07-worker",
        status="error",
        error={"errorType": "Runtime.ImportModuleError", "errorMessage": "Unable to import module 'app'"},
    )
    status, reason = fix(deployed(), failed)
    assert status == "failed"
    assert reason.startswith("the deployed code could not be loaded (Runtime.ImportModuleError: ")
