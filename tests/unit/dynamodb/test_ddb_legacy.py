"""Legacy parameters converted into expression trees."""

import pytest
from dynamodb_helpers import N, S, error_message

from labcloud.services.dynamodb.expressions import KeySchema, compile_request

ITEM = {"id": S("k"), "n": N(5), "s": S("hello"), "ss": {"SS": ["a", "b"]}, "l": {"L": [N(1)]}}


def legacy_filter(op, *values):
    spec = {"ComparisonOperator": op}
    if values:
        spec["AttributeValueList"] = list(values)
    return spec


@pytest.mark.parametrize(
    ("attribute", "spec", "expected"),
    [
        ("n", legacy_filter("EQ", N(5)), True),
        ("n", legacy_filter("NE", N(5)), False),
        ("gone", legacy_filter("NE", N(5)), True),
        ("n", legacy_filter("LT", N(6)), True),
        ("n", legacy_filter("LE", N(5)), True),
        ("n", legacy_filter("GT", N(5)), False),
        ("n", legacy_filter("GE", N(5)), True),
        ("n", legacy_filter("NOT_NULL"), True),
        ("gone", legacy_filter("NULL"), True),
        ("s", legacy_filter("CONTAINS", S("ell")), True),
        ("ss", legacy_filter("CONTAINS", S("a")), True),
        ("l", legacy_filter("CONTAINS", N(1)), True),
        ("ss", legacy_filter("NOT_CONTAINS", S("a")), False),
        ("s", legacy_filter("BEGINS_WITH", S("he")), True),
        ("n", legacy_filter("IN", N(1), N(5)), True),
        ("n", legacy_filter("BETWEEN", N(1), N(4)), False),
        ("n", legacy_filter("BETWEEN", N(5), N(9)), True),
    ],
)
def test_scan_filter_operators(attribute, spec, expected):
    compiled = compile_request(scan_filter={attribute: spec})
    assert compiled.filter.evaluate(ITEM) is expected


def test_conditional_operator():
    filters = {"n": legacy_filter("EQ", N(1)), "s": legacy_filter("EQ", S("hello"))}
    assert compile_request(scan_filter=filters).filter.evaluate(ITEM) is False
    assert compile_request(scan_filter=filters, conditional_operator="OR").filter.evaluate(ITEM) is True
    assert error_message(scan_filter=filters, conditional_operator="XOR") == (
        "One or more parameter values were invalid: Unsupported ConditionalOperator: XOR"
    )


def test_legacy_operator_errors():
    assert error_message(scan_filter={"n": legacy_filter("EQ")}) == (
        "One or more parameter values were invalid: Invalid number of argument(s) for the EQ ComparisonOperator"
    )
    assert error_message(scan_filter={"n": legacy_filter("BETWEEN", N(1))}) == (
        "One or more parameter values were invalid: Invalid number of argument(s) for the BETWEEN ComparisonOperator"
    )
    assert error_message(scan_filter={"n": legacy_filter("LT", {"SS": ["a"]})}) == (
        "One or more parameter values were invalid: ComparisonOperator LT is not valid for SS AttributeValue type"
    )
    assert error_message(scan_filter={"n": legacy_filter("NULL", N(1))}) == (
        "One or more parameter values were invalid: Invalid number of argument(s) for the NULL ComparisonOperator"
    )


def test_expected():
    compiled = compile_request(expected={"n": {"Value": N(5)}, "gone": {"Exists": False}})
    assert compiled.condition.evaluate(ITEM) is True
    assert compiled.condition.evaluate(None) is False
    compiled = compile_request(expected={"n": legacy_filter("GT", N(1))})
    assert compiled.condition.evaluate(ITEM) is True
    assert compile_request(expected={}).condition.evaluate(None) is True
    assert error_message(expected={"n": {"Exists": False, "Value": N(1)}}) == (
        "One or more parameter values were invalid: Value cannot be used when Exists is false for Attribute: n"
    )
    assert error_message(expected={"n": {"Exists": True}}) == (
        "One or more parameter values were invalid: Value must be provided when Exists is true for Attribute: n"
    )


def test_attribute_updates():
    compiled = compile_request(
        attribute_updates={
            "n": {"Action": "ADD", "Value": N(2)},
            "s": {"Action": "DELETE"},
            "ss": {"Action": "DELETE", "Value": {"SS": ["a"]}},
            "new": {"Value": S("v")},
        },
        key_schema=KeySchema("id"),
    )
    new, paths = compiled.update.apply(ITEM)
    assert new["n"] == N(7) and "s" not in new and new["ss"] == {"SS": ["b"]} and new["new"] == S("v")
    assert sorted(paths) == [("n",), ("new",), ("s",), ("ss",)]
    assert error_message(attribute_updates={"id": {"Value": S("x")}}, key_schema=KeySchema("id")) == (
        "One or more parameter values were invalid: Cannot update attribute id. This attribute is part of the key"
    )
    assert error_message(attribute_updates={"a": {"Action": "PUT"}}) == (
        "One or more parameter values were invalid: Only DELETE action is allowed when no attribute value is specified"
    )
    assert error_message(attribute_updates={"a": {"Action": "ADD", "Value": S("x")}}) == (
        "One or more parameter values were invalid: ADD action is not supported for the type S"
    )
    assert error_message(attribute_updates={"a": {"Action": "DELETE", "Value": S("x")}}) == (
        "One or more parameter values were invalid: DELETE action with value is not supported for the type S"
    )


def test_attributes_to_get():
    compiled = compile_request(attributes_to_get=["n", "gone", "s"])
    assert compiled.projection.apply(ITEM) == {"n": N(5), "s": S("hello")}
    assert error_message(attributes_to_get=["n", "n"]) == (
        "One or more parameter values were invalid: Duplicate value in attribute name: n"
    )


def test_key_conditions():
    schema = KeySchema("id", "S", "sk", "N")
    compiled = compile_request(
        key_conditions={
            "id": {"ComparisonOperator": "EQ", "AttributeValueList": [S("k")]},
            "sk": {"ComparisonOperator": "BETWEEN", "AttributeValueList": [N(1), N(3)]},
        },
        key_schema=schema,
    )
    kc = compiled.key_condition
    assert kc.hash_value == S("k") and kc.range.op == "BETWEEN"
    assert (
        error_message(
            key_conditions={"id": {"ComparisonOperator": "NE", "AttributeValueList": [S("k")]}},
            key_schema=schema,
        )
        == "Attempted conditional constraint is not an indexable operation"
    )
    assert (
        error_message(
            key_conditions={"sk": {"ComparisonOperator": "EQ", "AttributeValueList": [N(1)]}},
            key_schema=schema,
        )
        == "Query condition missed key schema element: id"
    )


def test_query_filter_cannot_use_keys():
    schema = KeySchema("id", "S", "sk", "N")
    assert (
        error_message(
            key_conditions={"id": {"ComparisonOperator": "EQ", "AttributeValueList": [S("k")]}},
            query_filter={"sk": legacy_filter("EQ", N(1))},
            key_schema=schema,
        )
        == "QueryFilter can only contain non-primary key attributes: Primary key attribute: sk"
    )
