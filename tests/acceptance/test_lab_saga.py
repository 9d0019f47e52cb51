"""The saga lab end to end: every block of its instructions run verbatim in bash with the real
``aws`` CLI (v1 and v2), every promised output asserted, ``labcloud lab check`` after each step; and
two mistakes a learner makes in the definition: no Catch on Charge, and a Catch without ResultPath."""

from __future__ import annotations

from pathlib import Path

import pytest
from labshell import Instructions, LabShell, wait_for

from labcloud.testing.server_process import LabcloudProcess

STEPS = ("machine", "success", "compensate", "cleanup")


def _ends(shell: LabShell, run: str, wanted: str | None = None) -> None:
    """Wait for the execution in ``$run`` to reach ``wanted`` (any end when None), reading its status with
    boto3: no CLI start-up per try. The test then runs the learner's describe-execution once and asserts
    what it prints."""
    sfn, arn = shell.server.boto3_client("stepfunctions"), shell.var(run)

    def done() -> bool:
        status = sfn.describe_execution(executionArn=arn)["status"]
        return bool(status == wanted if wanted else status != "RUNNING")

    wait_for(f"{run} to reach {wanted or 'an end'}", done)


CATCH = '"Catch": [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", "Next": "Release"}]'


@pytest.mark.timeout(240)
def test_saga_verbatim(server: LabcloudProcess, tmp_path: Path) -> None:
    doc = Instructions("saga")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        started = shell.run("labcloud lab start saga")
        assert started.stdout.startswith("# A saga with compensation")
        assert shell.check() == dict.fromkeys(STEPS, "pending")
        assert shell.out(doc.block('cd "$(labcloud lab dir)"')) == ""
        assert "class PaymentDeclined(Exception)" in shell.out("cat app.py")

        # ---- step 1
        machine = shell.out(doc.block("cat > saga.json")).strip()
        assert machine == "arn:aws:states:us-east-1:000000000000:stateMachine:labex-s01-saga"
        assert shell.check("machine")["success"] == "pending"

        # ---- step 2
        assert shell.out(doc.block("--name o-201")) == ""
        _ends(shell, "GOOD_RUN", "SUCCEEDED")
        assert shell.out(doc.block('"$GOOD_RUN" --query status')).strip() == "SUCCEEDED"
        assert shell.out(doc.block('"$GOOD_RUN" --query \'events')).split() == ["Reserve", "Charge", "Ship"]
        shell.check("machine", "success")

        # ---- step 3
        assert shell.out(doc.block("--name o-202")) == ""
        _ends(shell, "BAD_RUN")
        assert shell.out(doc.block("'[status, error]'")).split() == ["FAILED", "OrderFailed"]
        path, caught = shell.out(doc.block("TaskFailed")).splitlines()
        assert path.split() == ["Reserve", "Charge", "Release", "OrderFailed"]
        assert caught.strip() == "PaymentDeclined"
        assert shell.out(doc.block("aws dynamodb scan")).splitlines() == [
            "o-201\treserved\tcharged\tshipped",
            "o-202\treleased\tNone\tNone",
        ]
        shell.check("machine", "success", "compensate")

        # ---- step 4
        assert shell.out(doc.block("delete-state-machine")) == ""
        summary = shell.out(doc.block("rm -f saga.json"))
        assert "Passed: every step of saga is confirmed." in summary
        assert set(shell.check(*STEPS).values()) == {"passed"}
        doc.assert_all_used()
        print(shell.timings())
    except BaseException:
        print(shell.dump())
        raise


def _declined_run(shell: LabShell, doc: Instructions, definition: str) -> dict[str, dict[str, str]]:
    shell.run("labcloud lab start saga")
    shell.run(doc.peek('cd "$(labcloud lab dir)"'))
    shell.run(definition)
    shell.run(doc.peek("--name o-202"))
    _ends(shell, "BAD_RUN")
    assert shell.out(doc.peek("'[status, error]'")).split()[0] != "RUNNING"
    return {s["id"]: s for s in shell.report()["steps"]}


@pytest.mark.timeout(180)
def test_no_catch_on_charge_is_named(server: LabcloudProcess, tmp_path: Path) -> None:
    """Charge without a Catch: the declined order stops in Charge with its stock still reserved."""
    doc = Instructions("saga")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        written = doc.peek("cat > saga.json")
        assert written.count(CATCH) == 1
        report = _declined_run(shell, doc, written.replace(",\n      " + CATCH, ""))
        assert report["machine"]["status"] == "failed"
        assert report["machine"]["reason"].startswith(
            "labex-s01-saga cannot undo a failed order: Charge has no Catch, so when it fails the execution "
            "stops there and nothing undoes the steps before it."
        )
        assert report["compensate"]["status"] == "failed"
        assert report["compensate"]["reason"].startswith(
            "o-202 failed in Charge with PaymentDeclined and nothing undid Reserve: the stock of o-202 stays "
            "reserved for an order that will never ship."
        )
        assert shell.out(doc.peek("aws dynamodb scan")).splitlines() == ["o-202\treserved\tNone\tNone"]
    except BaseException:
        print(shell.dump())
        raise


@pytest.mark.timeout(180)
def test_a_catch_without_result_path_is_named(server: LabcloudProcess, tmp_path: Path) -> None:
    """The Catch on Charge without ResultPath: Release gets the error instead of the order."""
    doc = Instructions("saga")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        written = doc.peek("cat > saga.json")
        report = _declined_run(
            shell, doc, written.replace(CATCH, CATCH.replace('"ResultPath": "$.error", ', ""))
        )
        assert report["machine"]["status"] == "failed"
        assert report["machine"]["reason"].startswith(
            "labex-s01-saga cannot undo a failed order: Charge's Catch has no ResultPath, so the caught error "
            "replaces the state's input"
        )
        assert report["compensate"]["status"] == "failed"
        assert report["compensate"]["reason"].startswith(
            "o-202 failed in Release with MissingOrder: the compensation got the caught error instead of the "
            "order"
        )
        assert "--name o-202-2" in report["compensate"]["reason"]
    except BaseException:
        print(shell.dump())
        raise
