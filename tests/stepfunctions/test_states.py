"""Every state type run end to end through boto3: Pass, Choice, Wait, Succeed, Fail, Parallel, Map, the
JSONPath pipeline (InputPath, Parameters, ResultSelector, ResultPath, OutputPath, the context object),
intrinsic functions, Retry and Catch (on Parallel states failing through Fail states), and the history
events each state writes."""

from __future__ import annotations

import json
import time
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from sfn_helpers import history, output, types, wait_done


def test_pass_with_result_and_paths(run: Any) -> None:
    result = run(
        {
            "StartAt": "A",
            "States": {
                "A": {
                    "Type": "Pass",
                    "InputPath": "$.in",
                    "Parameters": {"v.$": "$.value", "fixed": 1, "name.$": "$$.Execution.Name"},
                    "ResultPath": "$.out",
                    "OutputPath": "$.out",
                    "End": True,
                }
            },
        },
        {"in": {"value": 7}},
    )
    out = output(result)
    assert out == {"v": 7, "fixed": 1, "name": result["name"]}


def test_result_path_null_keeps_the_input_and_input_path_null_gives_an_empty_object(run: Any) -> None:
    out = output(
        run(
            {
                "StartAt": "A",
                "States": {
                    "A": {"Type": "Pass", "Result": "x", "ResultPath": None, "Next": "B"},
                    "B": {"Type": "Pass", "InputPath": None, "ResultPath": "$.seen", "End": True},
                },
            },
            {"k": 1},
        )
    )
    assert out == {"k": 1, "seen": {}}


def test_history_ids_and_previous_event_ids(sfn: Any, run: Any) -> None:
    result = run(
        {"StartAt": "A", "States": {"A": {"Type": "Pass", "Next": "B"}, "B": {"Type": "Succeed"}}}, {"a": 1}
    )
    events = history(sfn, result["executionArn"])
    assert [e["type"] for e in events] == [
        "ExecutionStarted",
        "PassStateEntered",
        "PassStateExited",
        "SucceedStateEntered",
        "SucceedStateExited",
        "ExecutionSucceeded",
    ]
    assert [e["id"] for e in events] == [1, 2, 3, 4, 5, 6]
    assert [e["previousEventId"] for e in events] == [0, 1, 2, 3, 4, 5]
    started = events[0]["executionStartedEventDetails"]
    assert json.loads(started["input"]) == {"a": 1} and started["roleArn"].endswith(":role/sfn-role")
    assert events[1]["stateEnteredEventDetails"]["name"] == "A"
    assert json.loads(events[2]["stateExitedEventDetails"]["output"]) == {"a": 1}
    assert json.loads(events[5]["executionSucceededEventDetails"]["output"]) == {"a": 1}


# ---------------------------------------------------------------------------------------------- Choice

CHOICES = [
    ({"Variable": "$.s", "StringEquals": "abc"}, {"s": "abc"}, True),
    ({"Variable": "$.s", "StringEquals": "abc"}, {"s": 1}, False),
    ({"Variable": "$.s", "StringEqualsPath": "$.t"}, {"s": "a", "t": "a"}, True),
    ({"Variable": "$.s", "StringLessThan": "b"}, {"s": "a"}, True),
    ({"Variable": "$.s", "StringLessThanPath": "$.t"}, {"s": "c", "t": "b"}, False),
    ({"Variable": "$.s", "StringGreaterThan": "a"}, {"s": "b"}, True),
    ({"Variable": "$.s", "StringGreaterThanPath": "$.t"}, {"s": "b", "t": "a"}, True),
    ({"Variable": "$.s", "StringLessThanEquals": "a"}, {"s": "a"}, True),
    ({"Variable": "$.s", "StringLessThanEqualsPath": "$.t"}, {"s": "a", "t": "a"}, True),
    ({"Variable": "$.s", "StringGreaterThanEquals": "b"}, {"s": "a"}, False),
    ({"Variable": "$.s", "StringGreaterThanEqualsPath": "$.t"}, {"s": "b", "t": "b"}, True),
    ({"Variable": "$.s", "StringMatches": "log-*.txt"}, {"s": "log-2024.txt"}, True),
    ({"Variable": "$.s", "StringMatches": "a\\*b"}, {"s": "axxb"}, False),
    ({"Variable": "$.s", "StringMatches": "a\\*b"}, {"s": "a*b"}, True),
    ({"Variable": "$.n", "NumericEquals": 3}, {"n": 3.0}, True),
    ({"Variable": "$.n", "NumericEqualsPath": "$.m"}, {"n": 3, "m": 4}, False),
    ({"Variable": "$.n", "NumericLessThan": 3}, {"n": 2}, True),
    ({"Variable": "$.n", "NumericLessThanPath": "$.m"}, {"n": 2, "m": 1}, False),
    ({"Variable": "$.n", "NumericGreaterThan": 3}, {"n": 4}, True),
    ({"Variable": "$.n", "NumericGreaterThanPath": "$.m"}, {"n": 4, "m": 1}, True),
    ({"Variable": "$.n", "NumericLessThanEquals": 3}, {"n": 3}, True),
    ({"Variable": "$.n", "NumericLessThanEqualsPath": "$.m"}, {"n": 3, "m": 2}, False),
    ({"Variable": "$.n", "NumericGreaterThanEquals": 3}, {"n": 3}, True),
    ({"Variable": "$.n", "NumericGreaterThanEqualsPath": "$.m"}, {"n": 3, "m": 3}, True),
    ({"Variable": "$.n", "NumericEquals": 1}, {"n": "1"}, False),
    ({"Variable": "$.b", "BooleanEquals": True}, {"b": True}, True),
    ({"Variable": "$.b", "BooleanEqualsPath": "$.c"}, {"b": True, "c": False}, False),
    ({"Variable": "$.t", "TimestampEquals": "2024-01-01T00:00:00Z"}, {"t": "2024-01-01T00:00:00Z"}, True),
    (
        {"Variable": "$.t", "TimestampEqualsPath": "$.u"},
        {"t": "2024-01-01T00:00:00Z", "u": "2024-01-01T00:00:00+00:00"},
        True,
    ),
    ({"Variable": "$.t", "TimestampLessThan": "2024-01-02T00:00:00Z"}, {"t": "2024-01-01T00:00:00Z"}, True),
    (
        {"Variable": "$.t", "TimestampLessThanPath": "$.u"},
        {"t": "2024-01-03T00:00:00Z", "u": "2024-01-02T00:00:00Z"},
        False,
    ),
    (
        {"Variable": "$.t", "TimestampGreaterThan": "2024-01-01T00:00:00Z"},
        {"t": "2024-01-01T00:00:01Z"},
        True,
    ),
    (
        {"Variable": "$.t", "TimestampGreaterThanPath": "$.u"},
        {"t": "2024-01-02T00:00:00Z", "u": "2024-01-01T00:00:00Z"},
        True,
    ),
    (
        {"Variable": "$.t", "TimestampLessThanEquals": "2024-01-01T00:00:00Z"},
        {"t": "2024-01-01T00:00:00Z"},
        True,
    ),
    (
        {"Variable": "$.t", "TimestampLessThanEqualsPath": "$.u"},
        {"t": "2024-01-01T00:00:00Z", "u": "2024-01-01T00:00:00Z"},
        True,
    ),
    (
        {"Variable": "$.t", "TimestampGreaterThanEquals": "2024-01-02T00:00:00Z"},
        {"t": "2024-01-01T00:00:00Z"},
        False,
    ),
    (
        {"Variable": "$.t", "TimestampGreaterThanEqualsPath": "$.u"},
        {"t": "2024-01-02T00:00:00Z", "u": "2024-01-01T00:00:00Z"},
        True,
    ),
    ({"Variable": "$.t", "TimestampEquals": "2024-01-01T00:00:00Z"}, {"t": "not a time"}, False),
    ({"Variable": "$.x", "IsPresent": True}, {"x": None}, True),
    ({"Variable": "$.x", "IsPresent": False}, {}, True),
    ({"Variable": "$.x", "IsNull": True}, {"x": None}, True),
    ({"Variable": "$.x", "IsNumeric": True}, {"x": 1.5}, True),
    ({"Variable": "$.x", "IsNumeric": True}, {"x": True}, False),
    ({"Variable": "$.x", "IsString": True}, {"x": "s"}, True),
    ({"Variable": "$.x", "IsBoolean": False}, {"x": "true"}, True),
    ({"Variable": "$.x", "IsTimestamp": True}, {"x": "2024-05-06T07:08:09.123Z"}, True),
    ({"Variable": "$.x", "IsTimestamp": True}, {"x": "2024-05-06"}, False),
    (
        {"And": [{"Variable": "$.n", "NumericGreaterThan": 1}, {"Variable": "$.n", "NumericLessThan": 5}]},
        {"n": 3},
        True,
    ),
    (
        {"And": [{"Variable": "$.n", "NumericGreaterThan": 1}, {"Variable": "$.n", "NumericLessThan": 2}]},
        {"n": 3},
        False,
    ),
    (
        {"Or": [{"Variable": "$.n", "NumericEquals": 1}, {"Variable": "$.n", "NumericEquals": 3}]},
        {"n": 3},
        True,
    ),
    ({"Not": {"Variable": "$.s", "StringEquals": "x"}}, {"s": "y"}, True),
    ({"Variable": "$$.Execution.Input.s", "StringEquals": "ctx"}, {"s": "ctx"}, True),
]


def _choice_machine(rules: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "StartAt": "C",
        "States": {
            "C": {
                "Type": "Choice",
                "Choices": [{**rule, "Next": f"R{i}"} for i, rule in enumerate(rules)],
                "Default": "None",
            },
            **{f"R{i}": {"Type": "Pass", "Result": i, "End": True} for i in range(len(rules))},
            "None": {"Type": "Pass", "Result": "none", "End": True},
        },
    }


def test_every_choice_operator(sfn: Any, run: Any) -> None:
    # one machine per rule would be slow: each case runs as its own execution of a one-rule machine
    import uuid

    arns = {}
    for i, (rule, data, _) in enumerate(CHOICES):
        arn = sfn.create_state_machine(
            name=f"choice-{i}-{uuid.uuid4().hex[:6]}",
            definition=json.dumps(_choice_machine([rule])),
            roleArn="arn:aws:iam::000000000000:role/sfn-role",
        )["stateMachineArn"]
        arns[i] = sfn.start_execution(stateMachineArn=arn, input=json.dumps(data))["executionArn"]
    wrong = []
    for i, (rule, data, expected) in enumerate(CHOICES):
        got = output(wait_done(sfn, arns[i]))
        if (got == 0) != expected:
            wrong.append((rule, data, got))
    assert wrong == []


def test_choice_default_and_no_match(sfn: Any, run: Any) -> None:
    machine = {
        "StartAt": "C",
        "States": {
            "C": {"Type": "Choice", "Choices": [{"Variable": "$.n", "NumericEquals": 1, "Next": "One"}]},
            "One": {"Type": "Succeed"},
        },
    }
    failed = run(machine, {"n": 2})
    assert failed["status"] == "FAILED"
    assert (failed["error"], failed["cause"]) == ("States.NoChoiceMatched", "No Matches!")
    assert types(sfn, failed["executionArn"])[-2:] == ["ChoiceStateEntered", "ExecutionFailed"]
    ok = run(machine, {"n": 1})
    assert types(sfn, ok["executionArn"]) == [
        "ExecutionStarted",
        "ChoiceStateEntered",
        "ChoiceStateExited",
        "SucceedStateEntered",
        "SucceedStateExited",
        "ExecutionSucceeded",
    ]


def test_choice_on_a_missing_variable_is_a_runtime_error(run: Any) -> None:
    result = run(
        {
            "StartAt": "C",
            "States": {
                "C": {
                    "Type": "Choice",
                    "Choices": [{"Variable": "$.nope", "StringEquals": "x", "Next": "D"}],
                    "Default": "D",
                },
                "D": {"Type": "Succeed"},
            },
        }
    )
    assert result["status"] == "FAILED" and result["error"] == "States.Runtime"
    assert "$.nope" in result["cause"]


# ---------------------------------------------------------------------------------------------- Wait


@pytest.mark.parametrize(
    "wait, data",
    [
        ({"Seconds": 1}, {}),
        ({"SecondsPath": "$.s"}, {"s": 1}),
        ({"TimestampPath": "$.t"}, "future"),
        ({"Timestamp": "2001-01-01T00:00:00Z"}, {}),
    ],
)
def test_wait_forms(sfn: Any, run: Any, wait: dict[str, Any], data: Any) -> None:
    if data == "future":
        data = {
            "t": (datetime.now(timezone.utc) + timedelta(seconds=1)).strftime("%Y-%m-%dT%H:%M:%S.%fZ")[:-4]
            + "Z"
        }
    began = time.monotonic()
    result = run({"StartAt": "W", "States": {"W": {"Type": "Wait", **wait, "End": True}}}, data)
    took = time.monotonic() - began
    assert output(result) == data
    assert types(sfn, result["executionArn"]) == [
        "ExecutionStarted",
        "WaitStateEntered",
        "WaitStateExited",
        "ExecutionSucceeded",
    ]
    if "Timestamp" not in wait:
        assert took >= 0.9  # the wait really waited (a lower bound, not a speed assertion)


def test_wait_seconds_path_that_is_not_an_integer_fails(run: Any) -> None:
    result = run(
        {"StartAt": "W", "States": {"W": {"Type": "Wait", "SecondsPath": "$.s", "End": True}}}, {"s": "x"}
    )
    assert result["status"] == "FAILED" and result["error"] == "States.Runtime"


# ---------------------------------------------------------------------------------------------- Fail


def test_fail_with_error_and_cause(sfn: Any, run: Any) -> None:
    result = run({"StartAt": "F", "States": {"F": {"Type": "Fail", "Error": "MyError", "Cause": "it broke"}}})
    assert (result["status"], result["error"], result["cause"]) == ("FAILED", "MyError", "it broke")
    events = history(sfn, result["executionArn"])
    assert [e["type"] for e in events] == ["ExecutionStarted", "FailStateEntered", "ExecutionFailed"]
    assert events[-1]["executionFailedEventDetails"] == {"error": "MyError", "cause": "it broke"}


def test_fail_with_error_path_and_cause_path(run: Any) -> None:
    result = run(
        {
            "StartAt": "F",
            "States": {
                "F": {"Type": "Fail", "ErrorPath": "$.e", "CausePath": "States.Format('code {}', $.c)"}
            },
        },
        {"e": "Custom.Error", "c": 42},
    )
    assert (result["error"], result["cause"]) == ("Custom.Error", "code 42")


# ---------------------------------------------------------------------------------------------- Parallel and Map


def test_parallel_branches_and_result_selector(sfn: Any, run: Any) -> None:
    result = run(
        {
            "StartAt": "P",
            "States": {
                "P": {
                    "Type": "Parallel",
                    "Branches": [
                        {"StartAt": "A", "States": {"A": {"Type": "Pass", "Result": "a", "End": True}}},
                        {
                            "StartAt": "B",
                            "States": {
                                "B": {"Type": "Wait", "Seconds": 0, "Next": "B2"},
                                "B2": {"Type": "Pass", "InputPath": "$.x", "End": True},
                            },
                        },
                    ],
                    "ResultSelector": {"first.$": "$[0]", "second.$": "$[1]"},
                    "ResultPath": "$.r",
                    "End": True,
                }
            },
        },
        {"x": 5},
    )
    assert output(result) == {"x": 5, "r": {"first": "a", "second": 5}}
    seen = types(sfn, result["executionArn"])
    assert seen[:3] == ["ExecutionStarted", "ParallelStateEntered", "ParallelStateStarted"]
    assert seen[-3:] == ["ParallelStateSucceeded", "ParallelStateExited", "ExecutionSucceeded"]


def test_map_items_path_item_selector_and_max_concurrency(sfn: Any, run: Any) -> None:
    result = run(
        {
            "StartAt": "M",
            "States": {
                "M": {
                    "Type": "Map",
                    "ItemsPath": "$.items",
                    "MaxConcurrency": 2,
                    "ItemSelector": {
                        "value.$": "$$.Map.Item.Value",
                        "index.$": "$$.Map.Item.Index",
                        "k.$": "$.k",
                    },
                    "ItemProcessor": {
                        "ProcessorConfig": {"Mode": "INLINE"},
                        "StartAt": "Double",
                        "States": {
                            "Double": {
                                "Type": "Pass",
                                "Parameters": {
                                    "v.$": "States.MathAdd($.value, $.value)",
                                    "i.$": "$.index",
                                    "k.$": "$.k",
                                },
                                "End": True,
                            }
                        },
                    },
                    "End": True,
                }
            },
        },
        {"items": [1, 2, 3], "k": "z"},
    )
    assert output(result) == [
        {"v": 2, "i": 0, "k": "z"},
        {"v": 4, "i": 1, "k": "z"},
        {"v": 6, "i": 2, "k": "z"},
    ]
    events = history(sfn, result["executionArn"])
    started = [e for e in events if e["type"] == "MapStateStarted"]
    assert started[0]["mapStateStartedEventDetails"] == {"length": 3}
    iterations = [e["mapIterationStartedEventDetails"] for e in events if e["type"] == "MapIterationStarted"]
    assert sorted(i["index"] for i in iterations) == [0, 1, 2] and {i["name"] for i in iterations} == {"M"}
    assert [e["type"] for e in events].count("MapIterationSucceeded") == 3


def test_map_over_something_not_an_array_fails(run: Any) -> None:
    result = run(
        {
            "StartAt": "M",
            "States": {
                "M": {
                    "Type": "Map",
                    "ItemsPath": "$.items",
                    "Iterator": {"StartAt": "P", "States": {"P": {"Type": "Pass", "End": True}}},
                    "End": True,
                }
            },
        },
        {"items": {"not": "array"}},
    )
    assert result["status"] == "FAILED" and result["error"] == "States.Runtime"


# ---------------------------------------------------------------------------------------------- Retry and Catch


def _failing_parallel(error: str, extra: dict[str, Any]) -> dict[str, Any]:
    return {
        "StartAt": "P",
        "States": {
            "P": {
                "Type": "Parallel",
                "Branches": [
                    {"StartAt": "F", "States": {"F": {"Type": "Fail", "Error": error, "Cause": "c"}}}
                ],
                **extra,
            },
            **({"Handled": {"Type": "Pass", "End": True}} if "Catch" in extra else {}),
        },
    }


def test_catch_puts_error_and_cause_at_result_path(run: Any) -> None:
    result = run(
        _failing_parallel(
            "Oops",
            {"Catch": [{"ErrorEquals": ["Oops"], "ResultPath": "$.err", "Next": "Handled"}], "End": True},
        ),
        {"keep": 1},
    )
    assert output(result) == {"keep": 1, "err": {"Error": "Oops", "Cause": "c"}}


@pytest.mark.parametrize(
    "error, equals, caught",
    [
        ("Any.Thing", ["States.ALL"], True),
        ("Any.Thing", ["States.TaskFailed"], True),
        ("States.Timeout", ["States.TaskFailed"], False),
        ("States.Timeout", ["States.Timeout"], True),
        ("Other", ["Oops"], False),
    ],
)
def test_catch_matching(run: Any, error: str, equals: list[str], caught: bool) -> None:
    result = run(
        _failing_parallel(error, {"Catch": [{"ErrorEquals": equals, "Next": "Handled"}], "End": True})
    )
    assert (result["status"] == "SUCCEEDED") == caught
    if not caught:
        assert result["error"] == error


def test_retry_runs_again_with_backoff_then_catch(sfn: Any, run: Any) -> None:
    began = time.monotonic()
    result = run(
        _failing_parallel(
            "Flaky",
            {
                "Retry": [
                    {
                        "ErrorEquals": ["Flaky"],
                        "IntervalSeconds": 1,
                        "MaxAttempts": 2,
                        "BackoffRate": 1.5,
                        "MaxDelaySeconds": 1,
                    }
                ],
                "Catch": [{"ErrorEquals": ["States.ALL"], "Next": "Handled"}],
                "End": True,
            },
        )
    )
    assert output(result) == {"Error": "Flaky", "Cause": "c"}
    seen = types(sfn, result["executionArn"])
    assert seen.count("ParallelStateStarted") == 3  # the first try and two retries
    assert seen.count("ParallelStateFailed") == 3
    assert time.monotonic() - began >= 1.9  # two waits of 1 s (the second capped by MaxDelaySeconds)


def test_max_attempts_zero_never_retries(sfn: Any, run: Any) -> None:
    result = run(
        _failing_parallel("E", {"Retry": [{"ErrorEquals": ["States.ALL"], "MaxAttempts": 0}], "End": True})
    )
    assert result["status"] == "FAILED" and result["error"] == "E"
    assert types(sfn, result["executionArn"]).count("ParallelStateStarted") == 1


def test_runtime_errors_are_not_caught_by_states_all(run: Any) -> None:
    result = run(
        {
            "StartAt": "P",
            "States": {
                "P": {
                    "Type": "Parallel",
                    "Branches": [
                        {
                            "StartAt": "A",
                            "States": {"A": {"Type": "Pass", "InputPath": "$.missing", "End": True}},
                        }
                    ],
                    "Catch": [{"ErrorEquals": ["States.ALL"], "Next": "H"}],
                    "End": True,
                },
                "H": {"Type": "Succeed"},
            },
        }
    )
    assert result["status"] == "FAILED" and result["error"] == "States.Runtime"


def test_execution_timeout(sfn: Any, run: Any) -> None:
    result = run(
        {"TimeoutSeconds": 1, "StartAt": "W", "States": {"W": {"Type": "Wait", "Seconds": 30, "End": True}}}
    )
    assert result["status"] == "TIMED_OUT" and result["error"] == "States.Timeout"
    assert types(sfn, result["executionArn"])[-1] == "ExecutionTimedOut"


# ---------------------------------------------------------------------------------------------- intrinsics

INTRINSICS = {
    "format.$": "States.Format('Hello {}, you are {} ({})', $.name, $.age, $.flags)",
    "escaped.$": "States.Format('a \\{\\} b \\' {}', 'c')",
    "parsed.$": "States.StringToJson($.text)",
    "text.$": "States.JsonToString($.obj)",
    "array.$": "States.Array(1, 'two', $.obj, true, null)",
    "parts.$": "States.ArrayPartition(States.ArrayRange(1, 5, 1), 2)",
    "contains.$": "States.ArrayContains($.list, 3)",
    "range.$": "States.ArrayRange(10, 1, -3)",
    "item.$": "States.ArrayGetItem($.list, 1)",
    "length.$": "States.ArrayLength($.list)",
    "unique.$": "States.ArrayUnique($.dupes)",
    "b64.$": "States.Base64Encode('hello')",
    "plain.$": "States.Base64Decode('aGVsbG8=')",
    "sha256.$": "States.Hash('abc', 'SHA-256')",
    "md5.$": "States.Hash($.obj, 'MD5')",
    "merged.$": "States.JsonMerge($.obj, $.other, false)",
    "random.$": "States.MathRandom(5, 6)",
    "sum.$": "States.MathAdd($.age, -2)",
    "split.$": "States.StringSplit('a,b;;c', ',;')",
    "uuid.$": "States.UUID()",
    "ctx.$": "States.Format('{}', $$.State.Name)",
}


def test_every_intrinsic(run: Any) -> None:
    import hashlib

    data = {
        "name": "Ann",
        "age": 30,
        "flags": [1, "x"],
        "text": '{"a":[1,2]}',
        "obj": {"k": "v"},
        "other": {"z": 1},
        "list": [1, 2, 3],
        "dupes": [1, "1", 1, {"a": 1}, {"a": 1}],
    }
    out = output(
        run({"StartAt": "I", "States": {"I": {"Type": "Pass", "Parameters": INTRINSICS, "End": True}}}, data)
    )
    uuid_value = out.pop("uuid")
    assert len(uuid_value) == 36 and uuid_value.count("-") == 4
    assert out == {
        "format": 'Hello Ann, you are 30 ([1,"x"])',
        "escaped": "a {} b ' c",
        "parsed": {"a": [1, 2]},
        "text": '{"k":"v"}',
        "array": [1, "two", {"k": "v"}, True, None],
        "parts": [[1, 2], [3, 4], [5]],
        "contains": True,
        "range": [10, 7, 4, 1],
        "item": 2,
        "length": 3,
        "unique": [1, "1", {"a": 1}],
        "b64": "aGVsbG8=",
        "plain": "hello",
        "sha256": hashlib.sha256(b"abc").hexdigest(),
        "md5": hashlib.md5(b'{"k":"v"}').hexdigest(),
        "merged": {"k": "v", "z": 1},
        "random": 5,
        "sum": 28,
        "split": ["a", "b", "c"],
        "ctx": "I",
    }


@pytest.mark.parametrize(
    "call",
    [
        "States.ArrayGetItem($.list, 9)",
        "States.StringToJson('{nope')",
        "States.Hash('a', 'SHA-999')",
        "States.JsonMerge($.obj, $.obj, true)",
        "States.MathAdd('a', 1)",
        "States.Format('{} {}', 'only one')",
    ],
)
def test_intrinsic_failures_are_states_intrinsic_failure(run: Any, call: str) -> None:
    result = run(
        {"StartAt": "I", "States": {"I": {"Type": "Pass", "Parameters": {"x.$": call}, "End": True}}},
        {"list": [1], "obj": {"a": 1}},
    )
    assert result["status"] == "FAILED" and result["error"] == "States.IntrinsicFailure", result


def test_a_parameters_path_that_matches_nothing_is_a_runtime_error_with_aws_wording(run: Any) -> None:
    result = run(
        {"StartAt": "A", "States": {"A": {"Type": "Pass", "Parameters": {"x.$": "$.nope"}, "End": True}}},
        {"a": 1},
    )
    assert result["error"] == "States.Runtime"
    assert (
        result["cause"]
        == "The JSONPath '$.nope' specified for the field 'x.$' could not be found in the input '{\"a\":1}'"
    )


def test_an_output_past_256_kib_is_data_limit_exceeded(run: Any) -> None:
    big = "x" * 150_000
    result = run(
        {
            "StartAt": "Twice",
            "States": {
                "Twice": {"Type": "Pass", "Parameters": {"a.$": "$.big", "b.$": "$.big"}, "End": True}
            },
        },
        {"big": big},
    )
    assert result["status"] == "FAILED" and result["error"] == "States.DataLimitExceeded"
