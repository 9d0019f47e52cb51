"""The JSONata query language (``QueryLanguage: "JSONata"``): Output, Assign and variables, Choice
``Condition``, Wait and Fail fields as expressions, Map ``Items``/``ItemSelector``, Parallel
``Arguments``, Catch ``Output`` with ``$states.errorOutput``, a JSONata state in a JSONPath machine,
and the definition errors AWS reports."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from sfn_helpers import ROLE, history, output


def test_output_assign_and_variables_across_states(run: Any) -> None:
    result = run(
        {
            "QueryLanguage": "JSONata",
            "StartAt": "Prepare",
            "States": {
                "Prepare": {
                    "Type": "Pass",
                    "Assign": {
                        "total": "{% $sum($states.input.prices) %}",
                        "who": "{% $states.input.name %}",
                    },
                    "Output": {"count": "{% $count($states.input.prices) %}"},
                    "Next": "Decide",
                },
                "Decide": {
                    "Type": "Choice",
                    "Choices": [
                        {
                            "Condition": "{% $total > 10 %}",
                            "Next": "Big",
                            "Assign": {"size": "big"},
                        }
                    ],
                    "Default": "Small",
                },
                "Big": {
                    "Type": "Pass",
                    "Output": "{% $states.input ~> |$|{'who': $who, 'total': $total, 'size': $size, 'state': $states.context.State.Name}| %}",
                    "End": True,
                },
                "Small": {"Type": "Fail", "Error": "TooSmall", "Cause": "{% 'only ' & $string($total) %}"},
            },
        },
        {"name": "Ann", "prices": [5, 7]},
    )
    assert output(result) == {"count": 2, "who": "Ann", "total": 12, "size": "big", "state": "Big"}


def test_fail_fields_as_expressions(run: Any) -> None:
    result = run(
        {
            "QueryLanguage": "JSONata",
            "StartAt": "F",
            "States": {
                "F": {
                    "Type": "Fail",
                    "Error": "{% $states.input.code %}",
                    "Cause": "{% 'n=' & $states.input.n %}",
                }
            },
        },
        {"code": "Custom.Code", "n": "3"},
    )
    assert (result["status"], result["error"], result["cause"]) == ("FAILED", "Custom.Code", "n=3")


def test_wait_seconds_expression_map_items_and_parallel_arguments(sfn: Any, run: Any) -> None:
    result = run(
        {
            "QueryLanguage": "JSONata",
            "StartAt": "W",
            "States": {
                "W": {"Type": "Wait", "Seconds": "{% $states.input.delay %}", "Next": "M"},
                "M": {
                    "Type": "Map",
                    "Items": "{% $states.input.orders %}",
                    "ItemSelector": {
                        "id": "{% $states.context.Map.Item.Value.id %}",
                        "position": "{% $states.context.Map.Item.Index %}",
                    },
                    "ItemProcessor": {
                        "ProcessorConfig": {"Mode": "INLINE"},
                        "StartAt": "Tag",
                        "States": {
                            "Tag": {
                                "Type": "Pass",
                                "Output": "{% $states.input.id & '#' & $states.input.position %}",
                                "End": True,
                            }
                        },
                    },
                    "Assign": {"tags": "{% $states.result %}"},
                    "Output": "{% $states.input %}",
                    "Next": "P",
                },
                "P": {
                    "Type": "Parallel",
                    "Arguments": {"tags": "{% $tags %}"},
                    "Branches": [
                        {
                            "StartAt": "First",
                            "States": {
                                "First": {
                                    "Type": "Pass",
                                    "Output": "{% $states.input.tags[0] %}",
                                    "End": True,
                                }
                            },
                        },
                        {
                            "StartAt": "Count",
                            "States": {
                                "Count": {
                                    "Type": "Pass",
                                    "Output": "{% $count($states.input.tags) %}",
                                    "End": True,
                                }
                            },
                        },
                    ],
                    "Output": {"first": "{% $states.result[0] %}", "count": "{% $states.result[1] %}"},
                    "End": True,
                },
            },
        },
        {"delay": 0, "orders": [{"id": "a"}, {"id": "b"}]},
    )
    assert output(result) == {"first": "a#0", "count": 2}
    types = [e["type"] for e in history(sfn, result["executionArn"])]
    assert types.count("MapIterationSucceeded") == 2 and "ParallelStateSucceeded" in types


def test_catch_output_and_a_jsonata_state_inside_a_jsonpath_machine(run: Any) -> None:
    result = run(
        {
            "StartAt": "Try",
            "States": {
                "Try": {
                    "Type": "Parallel",
                    "QueryLanguage": "JSONata",
                    "Branches": [
                        {
                            "StartAt": "Boom",
                            "States": {"Boom": {"Type": "Fail", "Error": "Boom", "Cause": "bad"}},
                        }
                    ],
                    "Catch": [
                        {
                            "ErrorEquals": ["States.ALL"],
                            "Output": {
                                "caught": "{% $states.errorOutput.Error %}",
                                "input": "{% $states.input %}",
                            },
                            "Next": "After",
                        }
                    ],
                    "End": True,
                },
                "After": {"Type": "Pass", "ResultPath": "$.seen", "Result": True, "End": True},
            },
        },
        {"k": 1},
    )
    assert output(result) == {"caught": "Boom", "input": {"k": 1}, "seen": True}


def test_a_failing_expression_is_a_query_evaluation_error(run: Any) -> None:
    result = run(
        {
            "QueryLanguage": "JSONata",
            "StartAt": "P",
            "States": {"P": {"Type": "Pass", "Output": "{% $number('x') %}", "End": True}},
        }
    )
    assert result["status"] == "FAILED" and result["error"] == "States.QueryEvaluationError"


@pytest.mark.parametrize(
    "state, expected",
    [
        (
            {"Type": "Pass", "InputPath": "$.a", "End": True},
            'The field "InputPath" is not supported for the JSONata query language',
        ),
        ({"Type": "Pass", "Output": "{% $states.input. %}", "End": True}, "is not valid"),
        (
            {"Type": "Choice", "Choices": [{"Variable": "$.x", "IsNull": True, "Next": "P"}]},
            "These fields are required: [Condition, Next]",
        ),
        ({"Type": "Wait", "Seconds": "soon", "End": True}, "Seconds"),
    ],
)
def test_jsonata_definition_errors(sfn: Any, state: dict[str, Any], expected: str) -> None:
    definition = {"QueryLanguage": "JSONata", "StartAt": "P", "States": {"P": state}}
    with pytest.raises(ClientError) as exc:
        sfn.create_state_machine(name="bad-jsonata", definition=json.dumps(definition), roleArn=ROLE)
    assert exc.value.response["Error"]["Code"] == "InvalidDefinition"
    assert expected in exc.value.response["Error"]["Message"]


def test_a_jsonpath_state_in_a_jsonata_machine_is_refused(sfn: Any) -> None:
    definition = {
        "QueryLanguage": "JSONata",
        "StartAt": "P",
        "States": {"P": {"Type": "Pass", "QueryLanguage": "JSONPath", "End": True}},
    }
    with pytest.raises(ClientError) as exc:
        sfn.create_state_machine(name="mixed", definition=json.dumps(definition), roleArn=ROLE)
    assert exc.value.response["Error"]["Code"] == "InvalidDefinition"
