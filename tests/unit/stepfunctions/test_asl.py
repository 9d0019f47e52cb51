"""The pure Amazon States Language modules: the intrinsic-function grammar, JSONPath placement,
Retry/Catch matching and back-off, Task resources, definition diagnostics, and the interpreter run
against an in-memory host (no server, no clock: its sleeps are recorded, not waited)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from labcloud.services.stepfunctions.asl import definition, intrinsics, paths, resources, retry
from labcloud.services.stepfunctions.asl.errors import StatesError
from labcloud.services.stepfunctions.asl.interpreter import Interpreter, Resume, Run, TaskCall, Thread


def test_intrinsic_grammar_nests_and_reads_paths() -> None:
    data = {"a": [1, 2, 3], "s": "x,y"}
    ctx = {"Execution": {"Name": "n"}}

    def resolve(path: str) -> Any:
        return paths.read(path, data, ctx)

    assert intrinsics.evaluate("States.ArrayLength(States.StringSplit($.s, ','))", resolve) == 2
    assert intrinsics.evaluate("States.Format('{}-{}', $$.Execution.Name, $.a[1])", resolve) == "n-2"
    assert intrinsics.evaluate("States.Array( 1 , -2.5 , 'it\\'s' )", resolve) == [1, -2.5, "it's"]


@pytest.mark.parametrize("text", ["States.Nope()", "States.Format(", "Format('x')", "States.Array(1,,2)"])
def test_intrinsic_errors(text: str) -> None:
    with pytest.raises(StatesError) as exc:
        intrinsics.evaluate(text, lambda p: None)
    assert exc.value.error == "States.IntrinsicFailure"


def test_result_path_creates_nested_fields_and_keeps_the_input_unchanged() -> None:
    given = {"a": {"b": 1}}
    assert paths.place("$.a.c.d", given, 5) == {"a": {"b": 1, "c": {"d": 5}}}
    assert given == {"a": {"b": 1}}
    assert paths.place(None, given, 5) is given
    assert paths.place("$", given, [1]) == [1]
    with pytest.raises(StatesError):
        paths.place("$.x", [1, 2], 5)


def test_wildcard_paths_answer_lists_and_definite_paths_single_values() -> None:
    data = {"items": [{"v": 1}, {"v": 2}]}
    assert paths.read("$.items[*].v", data, {}) == [1, 2]
    assert paths.read("$.items[1].v", data, {}) == 2
    assert paths.payload({"x.$": "$.items[0]", "list": [{"y.$": "$.items[1].v"}]}, data, {}) == {
        "x": {"v": 1},
        "list": [{"y": 2}],
    }


@pytest.mark.parametrize(
    "equals, error, expected",
    [
        (["States.ALL"], "X", True),
        (["States.ALL"], "States.Runtime", False),
        (["States.TaskFailed"], "Lambda.Unknown", True),
        (["States.TaskFailed"], "States.Timeout", False),
        (["States.Timeout"], "States.Timeout", True),
        (["A", "B"], "B", True),
        (["A"], "B", False),
    ],
)
def test_error_matching(equals: list[str], error: str, expected: bool) -> None:
    assert retry.matches(equals, error) is expected


def test_backoff_and_its_cap() -> None:
    rule = {"IntervalSeconds": 2, "BackoffRate": 3.0, "MaxDelaySeconds": 10}
    assert [retry.delay(rule, n) for n in range(4)] == [2.0, 6.0, 10.0, 10.0]
    assert retry.delay({}, 0) == 1.0 and retry.delay({}, 2) == 4.0
    jittered = [retry.delay({**rule, "JitterStrategy": "FULL"}, 1) for _ in range(50)]
    assert all(0 <= d <= 6.0 for d in jittered) and len(set(jittered)) > 1
    assert retry.max_attempts({}) == 3


@pytest.mark.parametrize(
    "resource, expected",
    [
        ("arn:aws:lambda:us-east-1:000000000000:function:f", ("function", "lambda", "Invoke", "")),
        (
            "arn:aws:states:::lambda:invoke.waitForTaskToken",
            ("optimized", "lambda", "Invoke", "waitForTaskToken"),
        ),
        ("arn:aws:states:::dynamodb:updateItem", ("optimized", "dynamodb", "UpdateItem", "")),
        ("arn:aws:states:::aws-sdk:s3:getObject", ("sdk", "s3", "GetObject", "")),
        ("arn:aws:states:::aws-sdk:sfn:startExecution", ("sdk", "stepfunctions", "StartExecution", "")),
        ("arn:aws:states:::dynamodb:getItem.waitForTaskToken", None),
        ("arn:aws:states:::sns:publish", ("optimized", "sns", "Publish", "")),
        (
            "arn:aws:states:::events:putEvents.waitForTaskToken",
            ("optimized", "events", "PutEvents", "waitForTaskToken"),
        ),
        ("arn:aws:states:::aws-sdk:eventbridge:putRule", ("sdk", "events", "PutRule", "")),
        ("arn:aws:states:::sns:publish.sync", None),
        ("arn:aws:states:::sns:createTopic", None),
        ("arn:aws:states:::aws-sdk:athena:startQueryExecution", None),
        ("arn:aws:states:::aws-sdk:glue:startJobRun", ("sdk", "glue", "StartJobRun", "")),
        ("arn:aws:states:::glue:startJobRun.sync", ("optimized", "glue", "StartJobRun", "sync")),
        ("arn:aws:states:::glue:startJobRun.waitForTaskToken", None),
        (
            "arn:aws:states:us-east-1:000000000000:activity:a",
            ("activity", "stepfunctions", "GetActivityTask", ""),
        ),
        ("arn:aws:states:us-east-1:000000000000:activity:a:b", None),
    ],
)
def test_task_resources(resource: str, expected: tuple[str, str, str, str] | None) -> None:
    found = resources.parse(resource)
    assert (
        None if found is None else (found.kind, found.service, found.operation, found.pattern)
    ) == expected


def _codes(doc: dict[str, Any]) -> list[tuple[str, str]]:
    return [(d.code, d.location) for d in definition.parse(json.dumps(doc))[1]]


def test_definition_diagnostics() -> None:
    ok = {"StartAt": "A", "States": {"A": {"Type": "Pass", "End": True}}}
    assert _codes(ok) == []
    assert _codes({**ok, "Extra": 1}) == [("SCHEMA_VALIDATION_FAILED", "/")]
    assert _codes({"StartAt": "A", "States": {"A": {"Type": "Pass"}}}) == [
        ("SCHEMA_VALIDATION_FAILED", "/States/A")
    ]
    assert _codes(
        {"StartAt": "A", "States": {"A": {"Type": "Pass", "End": True, "Result": 1, "Seconds": 1}}}
    ) == [("SCHEMA_VALIDATION_FAILED", "/States/A")]
    choice = {
        "StartAt": "C",
        "States": {
            "C": {
                "Type": "Choice",
                "Choices": [{"Variable": "$.x", "NumericEquals": "1", "Next": "D"}],
                "Default": "E",
            },
            "D": {"Type": "Succeed"},
        },
    }
    assert _codes(choice) == [
        ("SCHEMA_VALIDATION_FAILED", "/States/C/Choices/0/NumericEquals"),
        ("MISSING_TRANSITION_TARGET", "/States/C/Default"),
    ]
    retrying = {
        "StartAt": "P",
        "States": {
            "P": {
                "Type": "Parallel",
                "Branches": [{"StartAt": "X", "States": {"X": {"Type": "Pass", "Next": "Y"}}}],
                "Retry": [{"ErrorEquals": ["States.ALL"], "BackoffRate": 0.5}, {"ErrorEquals": ["E"]}],
                "End": True,
            }
        },
    }
    assert _codes(retrying) == [
        ("MISSING_TRANSITION_TARGET", "/States/P/Branches/0/States/X/Next"),
        ("SCHEMA_VALIDATION_FAILED", "/States/P/Retry/0"),
        ("SCHEMA_VALIDATION_FAILED", "/States/P/Retry/0/BackoffRate"),
    ]
    distributed = {
        "StartAt": "M",
        "States": {"M": {"Type": "Map", "ItemReader": {}, "ItemProcessor": ok, "End": True}},
    }
    assert _codes(distributed) == [("SCHEMA_VALIDATION_FAILED", "/States/M/ItemReader")]


class Host:
    """An in-memory host: events in a list, sleeps recorded, Task calls answered by ``answers``."""

    def __init__(self, answers: list[Any]) -> None:
        self.events: list[tuple[int, int, str]] = []
        self.slept: list[float] = []
        self.answers = answers
        self.transitions: list[tuple[str, Any, Resume | None]] = []
        self.next_id = 1

    def event(self, thread: Thread, kind: str, details: dict[str, Any] | None = None) -> None:
        self.events.append((self.next_id, thread.last, kind))
        thread.last = self.next_id
        self.next_id += 1

    def now(self) -> float:
        return 1_000_000.0

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)

    async def task(self, call: TaskCall) -> Any:
        answer = self.answers.pop(0)
        if isinstance(answer, StatesError):
            raise answer
        return answer

    def new_token(self) -> str:
        return "token"

    def transition(
        self,
        next_state: str,
        data: Any,
        resume: Resume | None = None,
        variables: dict[str, Any] | None = None,
    ) -> None:
        self.transitions.append((next_state, data, resume))


def _run(
    machine: dict[str, Any], data: Any, host: Host, resume: Resume | None = None, start: str | None = None
) -> Any:
    interpreter = Interpreter(Run(host, {"Execution": {"Name": "e"}}, resume))
    return asyncio.run(interpreter.states(machine, data, Thread(1), top=True, start=start))


def test_retries_wait_with_backoff_then_the_task_succeeds() -> None:
    host = Host([StatesError("E", "1"), StatesError("E", "2"), {"ok": 1}])
    machine = {
        "StartAt": "T",
        "States": {
            "T": {
                "Type": "Task",
                "Resource": "arn:aws:states:::dynamodb:getItem",
                "Retry": [{"ErrorEquals": ["E"], "IntervalSeconds": 3, "BackoffRate": 2}],
                "End": True,
            }
        },
    }
    assert _run(machine, {}, host) == {"ok": 1}
    assert host.slept == [3.0, 6.0]


def test_a_top_level_wait_records_its_deadline_and_a_resume_keeps_it() -> None:
    machine = {
        "StartAt": "W",
        "States": {"W": {"Type": "Wait", "Seconds": 30, "Next": "P"}, "P": {"Type": "Pass", "End": True}},
    }
    host = Host([])
    _run(machine, {"a": 1}, host)
    assert host.transitions[0][0] == "W" and host.transitions[0][2] == Resume(
        wait_until=1_000_030.0, entered_time=1_000_000.0
    )
    assert host.slept == [30.0]
    resumed = Host([])
    _run(machine, {"a": 1}, resumed, Resume(wait_until=1_000_012.0, entered_time=999_990.0), start="W")
    assert resumed.slept == [12.0]
    assert [kind for _, _, kind in resumed.events] == [
        "WaitStateExited",
        "PassStateEntered",
        "PassStateExited",
    ]


def test_parallel_branch_events_chain_their_own_previous_ids() -> None:
    host = Host([])
    machine = {
        "StartAt": "P",
        "States": {
            "P": {
                "Type": "Parallel",
                "Branches": [
                    {"StartAt": "A", "States": {"A": {"Type": "Pass", "End": True}}},
                    {"StartAt": "B", "States": {"B": {"Type": "Pass", "End": True}}},
                ],
                "End": True,
            }
        },
    }
    assert _run(machine, 7, host) == [7, 7]
    by_id = {event_id: (previous, kind) for event_id, previous, kind in host.events}
    started = next(i for i, (_, kind) in by_id.items() if kind == "ParallelStateStarted")
    firsts = [i for i, (prev, kind) in by_id.items() if kind == "PassStateEntered"]
    assert all(by_id[i][0] == started for i in firsts)


def test_map_max_concurrency_bounds_iterations_in_flight() -> None:
    class Counting(Host):
        def __init__(self) -> None:
            super().__init__([])
            self.running = 0
            self.most = 0

        async def task(self, call: TaskCall) -> Any:
            self.running += 1
            self.most = max(self.most, self.running)
            await asyncio.sleep(0.01)
            self.running -= 1
            return call.parameters

    machine = {
        "StartAt": "M",
        "States": {
            "M": {
                "Type": "Map",
                "MaxConcurrency": 2,
                "ItemProcessor": {
                    "StartAt": "T",
                    "States": {
                        "T": {"Type": "Task", "Resource": "arn:aws:states:::dynamodb:getItem", "End": True}
                    },
                },
                "End": True,
            }
        },
    }
    host = Counting()
    assert _run(machine, list(range(7)), host) == list(range(7))
    assert host.most == 2
    unbounded = Counting()
    _run(
        {**machine, "States": {"M": {**machine["States"]["M"], "MaxConcurrency": 0}}},
        list(range(7)),
        unbounded,
    )
    assert unbounded.most == 7
