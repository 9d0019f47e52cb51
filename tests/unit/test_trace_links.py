"""Lab checks and ``labcloud prove`` link the key they talk about to its trace in the view (issue 43)."""

from __future__ import annotations

from typing import Any

from labcloud.labs.scenario import StepResult
from labcloud.prove.cli import render


def test_a_step_naming_a_key_links_to_its_trace() -> None:
    step = StepResult(
        "repeat", "Repeat", "failed", "the second copy of order #7 was written again", "order #7"
    )
    assert step.as_dict()["trace"] == "/_labcloud/view/trace?key=order%20%237"
    assert "trace" not in StepResult("repeat", "Repeat", "passed", "ok").as_dict()


def _report(passed: bool) -> dict[str, Any]:
    summary = {
        "copies": 2,
        "deliveries": 2,
        "invocations": 2,
        "accepted_writes": 2,
        "effects": 2,
        "unchanged_overwrites": 0,
        "rejected_writes": 0,
    }
    return {
        "run_id": "r1",
        "function": "worker",
        "seed": 1,
        "rate": 1.0,
        "faults": ["redelivery"],
        "totals": {
            "passed": int(passed),
            "keys": 1,
            "exactly_once_fraction": float(passed),
            "verdicts": {},
            "faults_applied": {},
        },
        "keys": [
            {
                "key": "o/1",
                "passed": passed,
                "verdict": "duplicated",
                "why": "two effects",
                "summary": summary,
                "faults_applied": [],
            }
        ],
        "verdict": "pass" if passed else "fail",
        "state": "settled",
    }


def test_prove_prints_the_trace_of_each_failed_key() -> None:
    text = render(_report(False), "http://127.0.0.1:5000")
    assert "       trace: http://127.0.0.1:5000/_labcloud/view/trace?key=o%2F1" in text.splitlines()
    assert "trace:" not in render(_report(True), "http://127.0.0.1:5000")
    assert "trace:" not in render(_report(False))
