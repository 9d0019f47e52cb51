"""The dlq-recovery project's two plausible wrong recoveries — a fix without the business-key guard, a
guard that fails on the conditional check — get their intended reasons (the correct one is in
``test_project_dlq_recovery.py``). Each is typed in bash with the real ``aws`` CLI."""

from __future__ import annotations

from pathlib import Path

import pytest
from dlq_recovery_shell import GUARD, REDRIVE, WORKER, settle, start

from labcloud.testing.server_process import LabcloudProcess


@pytest.mark.timeout(180)
def test_wrong_a_fix_without_the_business_key_guard(server: LabcloudProcess, tmp_path: Path) -> None:
    shell = start(server, tmp_path)
    shell.out(WORKER.replace("GUARD", "").replace("STRICT", "False"))
    shell.out(REDRIVE)
    # both redriven orders must have been processed before the reason is final
    steps = settle(shell, "once", "failed", mentions=("order-705", "order-706"))
    assert steps["once"][0] == "failed"
    assert steps["once"][1].startswith(
        "order-705 and order-706 got a second effect: the worker wrote over an order "
        "that was already stored (these were stored during the incident"
    )
    assert steps["fix"][0] == "failed"
    assert steps["fix"][1].startswith("the deployed worker wrote order-70")
    assert "without the condition attribute_not_exists(id)" in steps["fix"][1]
    # The learner does what the message says: guard the write and deploy again. The fix step now
    # passes, but the second effects stay in the ledger, and the message says so and how to start over.
    shell.out(WORKER.replace("GUARD", GUARD).replace("STRICT", "False"))
    shell.run(
        'aws sqs send-message --queue-url "$(aws sqs get-queue-url --queue-name labex-q07-jobs '
        '--query QueueUrl --output text)" --message-body \'{"id":"order-706","quantity":1,'
        '"unit_cents":2500,"gift":"Congratulations"}\''
    )
    steps = settle(shell, "fix", "passed")
    assert steps["fix"][0] == "passed", steps
    assert steps["once"][0] == "failed"
    assert "This cannot be undone" in steps["once"][1]
    assert "start over with `labcloud lab start dlq-recovery`" in steps["once"][1]
    restarted = shell.run("labcloud lab start dlq-recovery")
    assert "files from the earlier attempt were moved to" in restarted.stderr
    # it recreated the queues it had just deleted, through SQS's 60 s name hold (the clock moved past it)
    assert "SQS keeps the name labex-q07-jobs" in restarted.stderr and shell.name_holds == 1
    assert {s["id"]: s["status"] for s in shell.report()["steps"]} == {
        "fix": "pending",
        "redrive": "pending",
        "once": "pending",
    }


@pytest.mark.timeout(180)
def test_wrong_a_guard_that_fails_the_repeat(server: LabcloudProcess, tmp_path: Path) -> None:
    shell = start(server, tmp_path)
    shell.out(WORKER.replace("GUARD", GUARD).replace("STRICT", "True"))
    shell.out(REDRIVE)
    # (On a loaded machine a coupon order may also time out once and then hit the guard: it is listed too.)
    steps = settle(shell, "redrive", "failed", mentions=("order-705", "order-706"))
    assert steps["fix"][0] == "failed"
    assert steps["fix"][1].startswith("the deployed worker still fails (ConditionalCheckFailedException")
    assert steps["redrive"][0] == "failed"
    assert steps["redrive"][1].endswith(
        "order-706 failed again after the move and went back to labex-q07-jobs-dlq: "
        "the deployed worker still rejects them. Fix and deploy, then start another "
        "move task."
    )
