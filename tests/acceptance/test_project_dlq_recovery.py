"""The dlq-recovery project: the incident is replayed by ``lab start``; a scripted correct recovery passes
(the two plausible wrong ones are in ``test_project_dlq_recovery_mistakes.py``). Typed in bash with the
real ``aws`` CLI."""

from __future__ import annotations

from pathlib import Path

import pytest
from dlq_recovery_shell import GUARD, REDRIVE, WORKER, settle, start

from labcloud.testing.server_process import LabcloudProcess


@pytest.mark.timeout(180)
def test_the_correct_recovery_passes(server: LabcloudProcess, tmp_path: Path) -> None:
    shell = start(server, tmp_path)
    try:
        assert len(shell.out(WORKER.replace("GUARD", GUARD).replace("STRICT", "False")).strip()) == 44
        assert shell.check()["fix"] == "pending"  # guarded or not shows in its first writes
        shell.out(REDRIVE)
        steps = settle(shell, "once", "passed")
        assert steps["fix"] == (
            "passed",
            "the deployed worker guards every write with attribute_not_exists(id) and none of its "
            "invocations failed.",
        )
        assert steps["redrive"][0] == "passed", steps
        assert steps["once"] == (
            "passed",
            "every order has exactly one effect: order-703 and order-704 created once "
            "after the recovery, order-705 and order-706 kept from the incident "
            "without a second write; nothing is left in either queue.",
        )
        totals = shell.out(
            "aws dynamodb scan --table-name labex-q07-orders --query "
            "'sort_by(Items, &id.S)[].[id.S, total_cents.N]' --output text"
        ).splitlines()
        assert totals == [
            "order-701\t1000",
            "order-702\t1200",
            "order-703\t950",
            "order-704\t650",
            "order-705\t600",
            "order-706\t2500",
        ]
        summary = shell.out("labcloud lab check")
        assert "Passed: every step of dlq-recovery is confirmed." in summary
        assert "Next in the track: sns-fanout (lab)" in summary  # the second track follows
    except BaseException:
        print(shell.dump())
        raise
