"""The lambda-diagnose checks against a learner's mistakes, on event histories shaped like the ones
labcloud records (invocation started/finished, function updated) and the function's configuration."""

from __future__ import annotations

import json
from typing import Any

from labcloud.labs.checker import Evidence
from labcloud.labs.scenarios.lambda_diagnose.checks import check


class History:
    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.seq = 0
        self.config: dict[str, Any] = {"Handler": "app.handler", "Timeout": 1, "MemorySize": 128}

    def add(self, kind: str, **data: Any) -> None:
        self.seq += 1
        self.events.append({"seq": self.seq, "kind": kind, "resource": "", "data": data})

    def invoke(
        self, payload: dict[str, Any], status: str = "success", error: tuple[str, str] | None = None
    ) -> History:
        request = f"r{self.seq}"
        self.add(
            "lambda.invocation.started", function_name="labex-q04-report", request_id=request, event=payload
        )
        finished: dict[str, Any] = {"status": status}
        if error:
            finished["error"] = {"errorType": error[0], "errorMessage": error[1]}
        self.add(
            "lambda.invocation.finished", function_name="labex-q04-report", request_id=request, **finished
        )
        return self

    def configure(self, **changes: Any) -> History:
        self.config.update(changes)
        self.add(
            "lambda.function.updated",
            function_name="labex-q04-report",
            change="configuration",
            handler=self.config["Handler"],
        )
        return self

    def results(self) -> dict[str, tuple[str, str]]:
        evidence = Evidence(self.events, {}, {"errors": {}, "function": json.loads(json.dumps(self.config))})
        return {r.id: (r.status, r.reason) for r in check(evidence)}


IMPORT = ("Runtime.ImportModuleError", "Unable to import module 'app': No module named 'app'")
KEY = ("KeyError", "'CURRENCY'")


def diagnosed_until_timeout() -> History:
    history = History().invoke({"rows": 10}, "error", IMPORT).configure(Handler="report.handler")
    history.invoke({"rows": 10}, "error", KEY).configure(Environment={"Variables": {"CURRENCY": "EUR"}})
    return history.invoke({"rows": 10}).invoke(
        {"rows": 10, "wait_seconds": 2}, "timeout", ("Sandbox.Timedout", "Task timed out after 1.00 seconds")
    )


def test_the_whole_lab_passes() -> None:
    history = diagnosed_until_timeout().configure(Timeout=5).invoke({"rows": 10, "wait_seconds": 2})
    history.invoke({"rows": 150000}, "oom", ("Runtime.OutOfMemory", "signal: killed"))
    history.configure(MemorySize=256).invoke({"rows": 150000})
    assert {s for s, _ in history.results().values()} == {"passed"}


def test_a_handler_that_still_names_no_function() -> None:
    history = History().invoke({}, "error", IMPORT).configure(Handler="report.main")
    history.invoke({}, "error", ("Runtime.HandlerNotFound", "Handler 'main' missing on module 'report'"))
    status, reason = history.results()["handler"]
    assert status == "failed"
    assert reason.startswith(
        "the handler is now 'report.main' and the function still cannot start (Runtime.HandlerNotFound"
    )


def test_fixing_the_handler_by_replacing_the_code() -> None:
    history = History().invoke({}, "error", IMPORT)
    history.add("lambda.function.updated", function_name="labex-q04-report", change="code")
    status, reason = history.results()["handler"]
    assert status == "failed" and reason.startswith("the code of labex-q04-report was replaced")


def test_an_environment_variable_with_the_wrong_name() -> None:
    history = History().invoke({}, "error", IMPORT).configure(Handler="report.handler")
    history.invoke({}, "error", KEY).configure(Environment={"Variables": {"currency": "EUR"}})
    history.invoke({}, "error", KEY)
    status, reason = history.results()["environment"]
    assert status == "failed"
    assert reason.startswith(
        "after your configuration change the function still fails with KeyError: 'CURRENCY'. "
        "Names are case-sensitive"
    )


def test_a_timeout_without_headroom() -> None:
    history = diagnosed_until_timeout().configure(Timeout=2)
    history.invoke(
        {"rows": 10, "wait_seconds": 2}, "timeout", ("Sandbox.Timedout", "Task timed out after 2.00 seconds")
    )
    status, reason = history.results()["timeout"]
    assert status == "failed"
    assert "timed out again after your change" in reason and "needs headroom above 2 s" in reason


def test_too_little_memory_added() -> None:
    history = diagnosed_until_timeout().configure(Timeout=5).invoke({"rows": 10, "wait_seconds": 2})
    history.invoke({"rows": 150000}, "oom", ("Runtime.OutOfMemory", "killed")).configure(MemorySize=160)
    history.invoke({"rows": 150000}, "oom", ("Runtime.OutOfMemory", "killed"))
    status, reason = history.results()["memory"]
    assert status == "failed"
    assert reason.startswith("the big report was killed again with 160 MB (Runtime.OutOfMemory)")


def test_pending_until_each_fault_is_reproduced() -> None:
    results = History().results()
    assert results["handler"] == ("pending", "invoke labex-q04-report and read the error in response.json.")
    assert results["memory"] == ("pending", "invoke the big report (150000 rows) and watch it get killed.")
