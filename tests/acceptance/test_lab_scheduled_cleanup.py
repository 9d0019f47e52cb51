"""The scheduled-cleanup lab end to end: every block of its instructions run verbatim in bash with the
real ``aws`` CLI (v1 and v2), the clock moved with ``labcloud clock advance`` as the text says, every
promised output asserted, ``labcloud lab check`` after each step; and two mistakes: a target without
the scheduled-time Input, and a schedule that runs as the function's own role."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from labshell import Instructions, LabShell, events, table_rows, wait_for

from labcloud.testing.server_process import LabcloudProcess

STEPS = ("schedule", "night", "cleanup")
INPUT = ', "Input": "{\\"now\\": \\"<aws.scheduler.scheduled-time>\\"}"'


@pytest.mark.timeout(240)
def test_scheduled_cleanup_verbatim(server: LabcloudProcess, tmp_path: Path) -> None:
    doc = Instructions("scheduled-cleanup")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        started = shell.run("labcloud lab start scheduled-cleanup")
        assert started.stdout.startswith("# A nightly clean-up on a schedule")
        assert shell.check() == dict.fromkeys(STEPS, "pending")
        assert shell.out(doc.block('cd "$(labcloud lab dir)"')) == ""
        assert "ConditionExpression" in shell.out("cat app.py")

        # ---- step 1
        sessions, clock = shell.out(doc.block("--output text\nlabcloud clock")).split("now", 1)
        assert [line.split("\t")[0] for line in sessions.splitlines()] == ["s-1", "s-2", "s-3"]
        assert "offset  0 (wall time)" in clock
        created = shell.out(doc.block("cat > target.json")).strip()
        assert created == "arn:aws:scheduler:us-east-1:000000000000:schedule/default/labex-c01-nightly"
        assert (
            json.loads(shell.out("cat target.json"))["Input"] == '{"now": "<aws.scheduler.scheduled-time>"}'
        )
        assert shell.out(doc.block("get-schedule")).rstrip("\n").split("\t") == [
            "ENABLED",
            "cron(0 3 * * ? *)",
            '{"now": "<aws.scheduler.scheduled-time>"}',
        ]
        assert shell.check("schedule")["night"] == "pending"

        # ---- step 2
        advanced = shell.out(doc.block("labcloud clock advance 1d"))
        assert "offset  +1d 0h 0m 0s" in advanced
        # the wait reads the table with boto3 (no CLI start-up per try); the learner's scan is asserted below
        wait_for("the night's run", lambda: table_rows(server, "labex-c01-sessions", "id") == [["s-3"]])
        assert shell.out(doc.block("[].id.S'")).split() == ["s-3"]
        (line,) = shell.out(doc.block("filter-log-events")).split("\n", 1)[:1]
        result = json.loads(line.strip().removeprefix("RESULT "))
        assert result["deleted"] == ["s-1", "s-2"] and result["kept"] == ["s-3"]
        assert result["now"].endswith("T03:00:00Z")
        assert len(events(server, "scheduler.target.invoked")) == 1
        shell.check("schedule", "night")

        # ---- step 3
        assert "offset  0 (wall time)" in shell.out(doc.block("delete-schedule"))
        summary = shell.out(doc.block("rm -f target.json"))
        assert "Passed: every step of scheduled-cleanup is confirmed." in summary
        assert set(shell.check(*STEPS).values()) == {"passed"}
        doc.assert_all_used()
        print(shell.timings())
    except BaseException:
        print(shell.dump())
        raise


def _night_with(shell: LabShell, doc: Instructions, block: str) -> dict[str, dict[str, str]]:
    shell.run("labcloud lab start scheduled-cleanup")
    shell.run(doc.peek('cd "$(labcloud lab dir)"'))
    shell.run(block)
    shell.run(doc.peek("labcloud clock advance 1d"))
    return {s["id"]: s for s in shell.report()["steps"]}


@pytest.mark.timeout(180)
def test_a_target_without_the_scheduled_time_is_named(server: LabcloudProcess, tmp_path: Path) -> None:
    """No Input: the function gets {} and refuses; the schedule step names it before the night, and
    the night step names the failed run."""
    doc = Instructions("scheduled-cleanup")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        written = doc.peek("cat > target.json")
        assert INPUT in written
        _night_with(shell, doc, written.replace(INPUT, ""))
        wait_for(
            "the failed run",
            lambda: any(e["data"]["status"] == "error" for e in events(server, "lambda.invocation.finished")),
        )
        report = {s["id"]: s for s in shell.report()["steps"]}
        assert report["schedule"]["status"] == "failed"
        assert report["schedule"]["reason"].startswith(
            "labex-c01-nightly will not clean up nightly: its target has no Input carrying "
            "<aws.scheduler.scheduled-time>, so the function would get {} and not know which night it cleans up for."
        )
        assert report["night"]["status"] == "failed"
        assert report["night"]["reason"].startswith(
            'the night\'s run of labex-c01-cleanup failed: its event was {}, with no "now", because the '
            "schedule's target has no Input"
        )
        assert shell.out(doc.peek("[].id.S'")).split() == ["s-1", "s-2", "s-3"]
    except BaseException:
        print(shell.dump())
        raise


@pytest.mark.timeout(180)
def test_a_schedule_running_as_the_functions_role_is_named(server: LabcloudProcess, tmp_path: Path) -> None:
    """RoleArn set to the function's execution role, which trusts only Lambda: Scheduler cannot assume
    it, the firing fails, and the night step names the role to use."""
    doc = Instructions("scheduled-cleanup")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        written = doc.peek("cat > target.json")
        assert written.count("--role-name labex-c01-scheduler-role") == 1
        _night_with(shell, doc, written.replace("labex-c01-scheduler-role", "labex-c01-cleanup-role"))
        wait_for("the refused firing", lambda: len(events(server, "scheduler.target.failed")) == 1)
        report = {s["id"]: s for s in shell.report()["steps"]}
        assert report["schedule"]["status"] == "passed"
        assert report["night"]["status"] == "failed"
        assert report["night"]["reason"].startswith(
            "labex-c01-nightly fired but could not invoke labex-c01-cleanup: AccessDeniedException: "
            "scheduler.amazonaws.com is not authorized to perform sts:AssumeRole on resource "
            "arn:aws:iam::000000000000:role/labex-c01-cleanup-role."
        )
        assert "use labex-c01-scheduler-role as step 1 shows" in report["night"]["reason"]
    except BaseException:
        print(shell.dump())
        raise
