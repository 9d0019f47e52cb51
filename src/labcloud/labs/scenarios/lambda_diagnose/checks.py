"""The checks of the lambda-diagnose lab, computed from the function's invocations and configuration.

Each step wants the fault reproduced (an invocation that ended with that error), the configuration
fixed (read now), and a later invocation of the same kind of request that succeeded. A fix that does
not hold — the same error after the change — fails the step with what the log said.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from labcloud.labs import kit
from labcloud.labs.checker import Evidence
from labcloud.labs.scenario import StepResult
from labcloud.labs.scenarios.lambda_diagnose.names import (
    BIG_ROWS,
    ENV_NAME,
    FUNCTION,
    RIGHT_HANDLER,
    SLOW_WAIT,
    WRONG_HANDLER,
)

Event = kit.Event
#: The memory the big report needs (its rows plus the runtime).
ENOUGH_MEMORY = 256


@dataclass
class Run:
    seq: int
    payload: dict[str, Any]
    status: str
    error_type: str
    message: str
    log: str


@dataclass
class Facts:
    evidence: Evidence
    runs: list[Run] = field(init=False)
    config: dict[str, Any] = field(init=False)
    changes: list[Event] = field(init=False)

    def __post_init__(self) -> None:
        payloads = {}
        for event in kit.for_function(self.evidence.of("lambda.invocation.started"), FUNCTION):
            payload = kit.data(event).get("event")
            payloads[kit.data(event).get("request_id")] = payload if isinstance(payload, dict) else {}
        self.runs = []
        for event in kit.for_function(self.evidence.of("lambda.invocation.finished"), FUNCTION):
            data = kit.data(event)
            found = data.get("error")
            error: dict[str, Any] = found if isinstance(found, dict) else {}
            self.runs.append(
                Run(
                    event["seq"],
                    payloads.get(data.get("request_id"), {}),
                    str(data.get("status")),
                    str(error.get("errorType") or ""),
                    str(error.get("errorMessage") or ""),
                    str(data.get("log") or ""),
                )
            )
        self.config = self.evidence.current.get("function") or {}
        self.changes = kit.for_function(self.evidence.of("lambda.function.updated"), FUNCTION)

    def first(self, matches: Callable[[Run], bool]) -> Run | None:
        return next((run for run in self.runs if matches(run)), None)

    def after(self, seq: int, matches: Callable[[Run], bool]) -> list[Run]:
        return [run for run in self.runs if run.seq > seq and matches(run)]


def _code_replaced(f: Facts) -> StepResult | None:
    replaced = [e for e in f.changes if kit.data(e).get("change") == "code"]
    if replaced:
        return StepResult(
            "handler",
            "",
            "failed",
            f"the code of {FUNCTION} was replaced: this lab fixes the configuration only. Start the "
            "lab again and change the handler setting instead.",
        )
    return None


def check_handler(f: Facts) -> StepResult:
    if (mistake := _code_replaced(f)) is not None:
        return mistake
    seen = f.first(lambda r: r.error_type == "Runtime.ImportModuleError")
    if seen is None:
        return StepResult("handler", "", "pending", f"invoke {FUNCTION} and read the error in response.json.")
    handler = str(f.config.get("Handler") or "")
    later = f.after(seen.seq, lambda r: True)
    if handler != RIGHT_HANDLER:
        wrong = [r for r in later if r.error_type in ("Runtime.ImportModuleError", "Runtime.HandlerNotFound")]
        if handler != WRONG_HANDLER and wrong:
            return StepResult(
                "handler",
                "",
                "failed",
                f"the handler is now {handler!r} and the function still cannot start "
                f"({wrong[-1].error_type}: {wrong[-1].message}). The handler is <file name without "
                ".py>.<function name>: the package holds report.py with a function handler.",
            )
        return StepResult(
            "handler",
            "",
            "pending",
            f"the error says module '{WRONG_HANDLER.split('.')[0]}' does not exist: set the handler "
            f"to {RIGHT_HANDLER} with update-function-configuration.",
        )
    changed = [e for e in f.changes if e["seq"] > seen.seq]
    still = [
        r
        for r in later
        if changed
        and r.seq > changed[-1]["seq"]
        and r.error_type in ("Runtime.ImportModuleError", "Runtime.HandlerNotFound")
    ]
    if still:
        return StepResult(
            "handler",
            "",
            "failed",
            f"the function still cannot start ({still[-1].error_type}: {still[-1].message}).",
        )
    return StepResult(
        "handler",
        "",
        "passed",
        f"you reproduced Runtime.ImportModuleError and pointed the handler at {RIGHT_HANDLER}.",
    )


def check_environment(f: Facts) -> StepResult:
    seen = f.first(lambda r: r.error_type == "KeyError" and ENV_NAME in r.message)
    if seen is None:
        return StepResult(
            "environment",
            "",
            "pending",
            "after fixing the handler, invoke again and read the unhandled error (errorType and stackTrace).",
        )
    variables = (f.config.get("Environment") or {}).get("Variables") or {}
    since = f.after(seen.seq, lambda r: True)
    again = [r for r in since if r.error_type == "KeyError" and ENV_NAME in r.message]
    changed = [e for e in f.changes if e["seq"] > seen.seq]
    if again and changed and again[-1].seq > changed[-1]["seq"]:
        return StepResult(
            "environment",
            "",
            "failed",
            f"after your configuration change the function still fails with KeyError: '{ENV_NAME}'. "
            f"Names are case-sensitive and --environment replaces every variable: set "
            f"Variables={{{ENV_NAME}=EUR}}.",
        )
    if not variables.get(ENV_NAME):
        return StepResult(
            "environment",
            "",
            "pending",
            f"the code reads os.environ['{ENV_NAME}']: set that environment variable.",
        )
    if not [r for r in since if r.status == "success"]:
        return StepResult("environment", "", "pending", f"{ENV_NAME} is set; invoke the function again.")
    return StepResult(
        "environment",
        "",
        "passed",
        f"you read the KeyError and its stack trace; with {ENV_NAME}={variables[ENV_NAME]} the "
        "report succeeds.",
    )


def _slow(run: Run) -> bool:
    return float(run.payload.get("wait_seconds") or 0) >= SLOW_WAIT


def check_timeout(f: Facts) -> StepResult:
    seen = f.first(lambda r: r.status == "timeout")
    if seen is None:
        return StepResult(
            "timeout",
            "",
            "pending",
            f"invoke the slow report (wait_seconds {SLOW_WAIT}) and let it time out.",
        )
    timeout = int(f.config.get("Timeout") or 0)
    changes = [e for e in f.changes if e["seq"] > seen.seq]
    again = f.after(changes[-1]["seq"] if changes else seen.seq, lambda r: r.status == "timeout")
    if changes and again:
        return StepResult(
            "timeout",
            "",
            "failed",
            f"the slow report timed out again after your change (the log says 'Task timed out after "
            f"{timeout}.00 seconds'): it waits {SLOW_WAIT} s before it even starts, so the timeout "
            f"needs headroom above {SLOW_WAIT} s.",
        )
    if timeout <= SLOW_WAIT:
        return StepResult(
            "timeout",
            "",
            "pending",
            f"the function stops after {timeout} s; raise its timeout above {SLOW_WAIT} s.",
        )
    if not f.after(seen.seq, lambda r: r.status == "success" and _slow(r)):
        return StepResult("timeout", "", "pending", "the timeout is raised; invoke the slow report again.")
    return StepResult(
        "timeout",
        "",
        "passed",
        f"you found 'Task timed out after' in the logs; with a {timeout} s timeout the slow report "
        "completes.",
    )


def _big(run: Run) -> bool:
    return int(run.payload.get("rows") or 0) >= BIG_ROWS


def check_memory(f: Facts) -> StepResult:
    seen = f.first(lambda r: r.status == "oom")
    if seen is None:
        return StepResult(
            "memory", "", "pending", f"invoke the big report ({BIG_ROWS} rows) and watch it get killed."
        )
    memory = int(f.config.get("MemorySize") or 0)
    changes = [e for e in f.changes if e["seq"] > seen.seq]
    again = f.after(changes[-1]["seq"] if changes else seen.seq, lambda r: r.status == "oom")
    if changes and again:
        return StepResult(
            "memory",
            "",
            "failed",
            f"the big report was killed again with {memory} MB (Runtime.OutOfMemory): its rows alone "
            f"take about {BIG_ROWS // 1000} MB; give it {ENOUGH_MEMORY} MB.",
        )
    if memory < ENOUGH_MEMORY:
        return StepResult(
            "memory",
            "",
            "pending",
            f"the function has {memory} MB; raise its memory size to {ENOUGH_MEMORY} MB.",
        )
    if not f.after(seen.seq, lambda r: r.status == "success" and _big(r)):
        return StepResult("memory", "", "pending", "the memory is raised; invoke the big report again.")
    return StepResult(
        "memory",
        "",
        "passed",
        f"you reproduced the out-of-memory kill; with {memory} MB the big report completes.",
    )


def check(evidence: Evidence) -> list[StepResult]:
    f = Facts(evidence)
    return [check_handler(f), check_environment(f), check_timeout(f), check_memory(f)]
