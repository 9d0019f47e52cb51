"""The scheduled-cleanup checks: each step's pass, its failures (with the learner-facing reason) and
pending, judged on hand-built histories shaped like the events labcloud publishes (the verbatim run
in tests/acceptance confirms them on a server with the clock really moved)."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from labcloud.labs.checker import Evidence
from labcloud.labs.scenarios.scheduled_cleanup.checks import check, schedule_problem
from labcloud.labs.scenarios.scheduled_cleanup.resources import expiries, next_run

SCHEDULE_ARN = "arn:aws:scheduler:us-east-1:000000000000:schedule/default/labex-c01-nightly"
FUNCTION_ARN = "arn:aws:lambda:us-east-1:000000000000:function:labex-c01-cleanup"
SCHEDULE = {
    "ScheduleExpression": "cron(0 3 * * ? *)",
    "State": "ENABLED",
    "Target": {"Arn": FUNCTION_ARN, "Input": '{"now": "<aws.scheduler.scheduled-time>"}'},
}


class History:
    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.current: dict[str, Any] = {
            "errors": {},
            "schedule": None,
            "items": [{"id": {"S": s}} for s in ("s-1", "s-2", "s-3")],
        }
        self.calls = 0

    def add(self, kind: str, resource: str, **data: Any) -> History:
        seq = len(self.events) + 1
        self.events.append({"seq": seq, "ts": 1000.0 + seq, "kind": kind, "resource": resource, "data": data})
        return self

    def results(self) -> dict[str, tuple[str, str]]:
        return {r.id: (r.status, r.reason) for r in check(Evidence(list(self.events), {}, self.current))}

    def schedule(self, **changes: Any) -> History:
        self.current["schedule"] = {**SCHEDULE, **changes}
        return self.add("scheduler.schedule.created", SCHEDULE_ARN, next_fire=1.0)

    def advance(self, offset: float = 86400.0) -> History:
        return self.add("clock.moved", "labcloud", offset_seconds=offset, moved_by=offset)

    def run(
        self, event: dict[str, Any], deleted: list[str], trigger: str = "async", error: str | None = None
    ) -> History:
        self.calls += 1
        rid = f"r{self.calls}"
        if trigger == "async":
            self.add("scheduler.target.invoked", SCHEDULE_ARN, target_arn=FUNCTION_ARN, attempts=1)
        self.add(
            "lambda.invocation.started",
            FUNCTION_ARN,
            function_name="labex-c01-cleanup",
            request_id=rid,
            trigger=trigger,
            event=event,
        )
        for session in deleted:
            self.add(
                "dynamodb.write.decided",
                "t",
                table="labex-c01-sessions",
                operation="DeleteItem",
                key={"id": {"S": session}},
                outcome="Accepted",
                lambda_request_id=rid,
            )
            self.current["items"] = [i for i in self.current["items"] if i["id"]["S"] != session]
        if error:
            finished = {"status": "error", "error": {"errorType": "ValueError", "errorMessage": error}}
        else:
            finished = {
                "status": "success",
                "result": {"now": event.get("now"), "deleted": deleted, "kept": ["s-3"]},
            }
        return self.add(
            "lambda.invocation.finished",
            FUNCTION_ARN,
            function_name="labex-c01-cleanup",
            request_id=rid,
            **finished,
        )


def test_the_whole_lab_passes() -> None:
    history = History().schedule().advance().run({"now": "2026-12-05T03:00:00Z"}, ["s-1", "s-2"])
    results = history.results()
    assert [s for s, _ in results.values()] == ["passed", "passed", "pending"]
    assert results["night"][1] == (
        "the run scheduled for 2026-12-05T03:00:00Z deleted s-1 and s-2 and kept s-3: the clock moved a day and "
        "the night's run happened at once."
    )
    history.current["schedule"] = None
    assert history.results()["cleanup"] == (
        "pending",
        "put the clock back to wall time: labcloud clock reset.",
    )
    history.advance(0.0)
    assert [s for s, _ in history.results().values()] == ["passed"] * 3


def test_before_the_clock_moves_the_night_is_pending() -> None:
    assert History().schedule().results()["night"] == (
        "pending",
        "move the clock past 03:00 UTC: labcloud clock advance 1d.",
    )


def test_schedule_mistakes_are_named() -> None:
    assert schedule_problem(SCHEDULE) is None
    assert str(schedule_problem({**SCHEDULE, "ScheduleExpression": "cron(0 3 * * *)"})).startswith(
        "its expression is cron(0 3 * * *), but the clean-up runs at 03:00 UTC every night: cron(0 3 * * ? *)"
    )
    assert str(schedule_problem({**SCHEDULE, "ScheduleExpressionTimezone": "Asia/Tokyo"})).startswith(
        "it runs at 03:00 in Asia/Tokyo, not UTC"
    )
    assert schedule_problem({**SCHEDULE, "State": "DISABLED"}) == (
        "it is DISABLED, so it never fires; update it with --state ENABLED"
    )
    no_input = {**SCHEDULE, "Target": {"Arn": FUNCTION_ARN}}
    assert str(schedule_problem(no_input)).startswith(
        "its target has no Input carrying <aws.scheduler.scheduled-time>, so the function would get {}"
    )


def test_a_run_without_now_fails_until_a_later_run_succeeds() -> None:
    history = History().schedule().advance().run({}, [], error='the event has no "now"')
    status, reason = history.results()["night"]
    assert status == "failed"
    assert reason.startswith('the night\'s run of labex-c01-cleanup failed: its event was {}, with no "now"')
    history.advance(2 * 86400.0).run({"now": "2026-12-06T03:00:00Z"}, ["s-1", "s-2"])
    assert history.results()["night"][0] == "passed"


def test_a_refused_firing_names_the_role() -> None:
    history = History().schedule().advance()
    history.add(
        "scheduler.target.failed",
        SCHEDULE_ARN,
        target_arn=FUNCTION_ARN,
        error_code="AccessDeniedException",
        error_message="not authorized",
    )
    status, reason = history.results()["night"]
    assert status == "failed"
    assert reason.startswith(
        "labex-c01-nightly fired but could not invoke labex-c01-cleanup: AccessDeniedException: not authorized. "
        "The schedule runs as its RoleArn"
    )


def test_a_clean_up_invoked_by_hand_cannot_count() -> None:
    history = History().schedule().run({"now": "2026-12-05T03:00:00Z"}, ["s-1", "s-2"], trigger="sync")
    status, reason = history.results()["night"]
    assert status == "failed"
    assert reason.startswith(
        "sessions were deleted by an invocation of labex-c01-cleanup you made yourself (sync), not by the schedule"
    )
    assert "This cannot be undone" in reason


def test_session_expiries_straddle_the_next_run_whatever_the_hour() -> None:
    for hour, minute in ((0, 0), (2, 59), (3, 0), (3, 1), (23, 59)):
        started = datetime(2026, 12, 4, hour, minute, 30, tzinfo=timezone.utc)
        run = next_run(started)
        expired, before_run, after = expiries(started)
        assert expired < started and before_run < run < after
        assert run.hour == 3 and run.minute == 0 and (run - started).total_seconds() <= 86400
