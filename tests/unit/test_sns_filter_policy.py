"""SNS subscription filter policies (``services/sns/filter_policy``): every operator, both scopes, and
AWS's limits and messages for policies that do not parse."""

from __future__ import annotations

import json
from typing import Any

import pytest

from labcloud.services.sns.filter_policy import (
    FilterPolicyError,
    compile_policy,
    matches_attributes,
    matches_body,
)


def attrs(policy: dict[str, Any], attributes: dict[str, tuple[str, str]]) -> bool:
    return matches_attributes(compile_policy(json.dumps(policy)), attributes)


def body(policy: dict[str, Any], message: Any) -> bool:
    text = message if isinstance(message, str) else json.dumps(message)
    return matches_body(compile_policy(json.dumps(policy), "MessageBody"), text)


S = "String"
N = "Number"


@pytest.mark.parametrize(
    ("policy", "attributes", "expected"),
    [
        ({"c": ["red", "blue"]}, {"c": (S, "red")}, True),
        ({"c": ["red"]}, {"c": (S, "green")}, False),
        ({"c": ["red"]}, {}, False),
        ({"n": [5]}, {"n": (N, "5.0")}, True),
        ({"n": [5]}, {"n": (S, "5")}, False),
        ({"c": [{"prefix": "re"}]}, {"c": (S, "red")}, True),
        ({"c": [{"suffix": "ed"}]}, {"c": (S, "red")}, True),
        ({"c": [{"suffix": "ed"}]}, {"c": (S, "blue")}, False),
        ({"c": [{"equals-ignore-case": "RED"}]}, {"c": (S, "rEd")}, True),
        ({"c": [{"prefix": {"equals-ignore-case": "RE"}}]}, {"c": (S, "red")}, True),
        ({"c": [{"anything-but": ["red", "blue"]}]}, {"c": (S, "green")}, True),
        ({"c": [{"anything-but": "red"}]}, {"c": (S, "red")}, False),
        ({"c": [{"anything-but": "red"}]}, {}, False),
        ({"c": [{"anything-but": {"prefix": "re"}}]}, {"c": (S, "red")}, False),
        ({"c": [{"anything-but": {"suffix": "ue"}}]}, {"c": (S, "red")}, True),
        ({"n": [{"anything-but": [1, 2]}]}, {"n": (N, "3")}, True),
        ({"n": [{"numeric": [">", 0, "<=", 5]}]}, {"n": (N, "5")}, True),
        ({"n": [{"numeric": [">", 0, "<=", 5]}]}, {"n": (N, "5.01")}, False),
        ({"n": [{"numeric": ["=", 3.5]}]}, {"n": (N, "3.5")}, True),
        ({"n": [{"numeric": ["<", 0]}]}, {"n": (S, "-1")}, False),
        ({"c": [{"exists": True}]}, {"c": ("Binary", "AA==")}, True),
        ({"c": [{"exists": False}]}, {}, True),
        ({"c": [{"exists": False}]}, {"c": (S, "x")}, False),
        ({"ip": [{"cidr": "10.0.0.0/24"}]}, {"ip": (S, "10.0.0.7")}, True),
        ({"ip": [{"cidr": "10.0.0.0/24"}]}, {"ip": (S, "10.0.1.7")}, False),
        ({"ip": [{"cidr": "2001:db8::/32"}]}, {"ip": (S, "2001:db8::1")}, True),
        ({"tags": ["b"]}, {"tags": ("String.Array", '["a", "b"]')}, True),
        ({"tags": ["z"]}, {"tags": ("String.Array", '["a", "b"]')}, False),
        ({"a": ["1"], "b": ["2"]}, {"a": (S, "1"), "b": (S, "2")}, True),
        ({"a": ["1"], "b": ["2"]}, {"a": (S, "1")}, False),
        ({"a": ["1"], "$or": [{"b": ["2"]}, {"c": ["3"]}]}, {"a": (S, "1"), "c": (S, "3")}, True),
        ({"a": ["1"], "$or": [{"b": ["2"]}, {"c": ["3"]}]}, {"a": (S, "1")}, False),
    ],
)
def test_attribute_scope(
    policy: dict[str, Any], attributes: dict[str, tuple[str, str]], expected: bool
) -> None:
    assert attrs(policy, attributes) is expected


@pytest.mark.parametrize(
    ("policy", "message", "expected"),
    [
        ({"order": {"total": [{"numeric": [">", 100]}]}}, {"order": {"total": 150}}, True),
        ({"order": {"total": [{"numeric": [">", 100]}]}}, {"order": {"total": 50}}, False),
        ({"order": {"kind": ["book"]}}, {"order": {"kind": ["pen", "book"]}}, True),
        ({"flag": [True]}, {"flag": True}, True),
        ({"flag": [True]}, {"flag": "true"}, False),
        ({"missing": [None]}, {"missing": None}, True),
        ({"a": [{"exists": False}]}, {"b": 1}, True),
        ({"a": [{"exists": True}]}, {"a": {"nested": 1}}, False),
        ({"a": ["x"]}, "not json", False),
        ({"a": [{"exists": False}]}, "not json", True),
        ({"$or": [{"a": ["x"]}, {"b": {"c": ["y"]}}]}, {"b": {"c": "y"}}, True),
    ],
)
def test_body_scope(policy: dict[str, Any], message: Any, expected: bool) -> None:
    assert body(policy, message) is expected


@pytest.mark.parametrize(
    ("text", "scope", "reason"),
    [
        ("{nope", "MessageAttributes", "failed to parse JSON. Unexpected character or end of input"),
        ("[]", "MessageAttributes", "Filter policy must be a JSON object"),
        ('{"a": "x"}', "MessageAttributes", '"a" must be an object or an array'),
        ('{"a": []}', "MessageAttributes", "Empty arrays are not allowed"),
        (
            '{"a": {"b": ["x"]}}',
            "MessageAttributes",
            "Filter policy scope MessageAttributes does not support nested filter policy",
        ),
        ('{"a": [{"wildcard": "x*"}]}', "MessageAttributes", "Unrecognized match type wildcard"),
        ('{"a": [{"prefix": 1}]}', "MessageAttributes", "prefix match pattern must be a string"),
        (
            '{"a": [{"exists": "yes"}]}',
            "MessageAttributes",
            "exists match pattern must be either true or false.",
        ),
        ('{"a": [{"numeric": [">", "1"]}]}', "MessageAttributes", "Value of > must be numeric"),
        ('{"a": [{"numeric": ["~", 1]}]}', "MessageAttributes", "Unrecognized numeric range operator: ~"),
        ('{"a": [{"numeric": [">", 5, "<", 1]}]}', "MessageAttributes", "Bottom must be less than top"),
        ('{"a": [{"numeric": ["<", 1, ">", 0]}]}', "MessageAttributes", "Bad numeric range operator"),
        (
            '{"a": [2000000000]}',
            "MessageAttributes",
            "Numeric value must be between -1.0E9 and 1.0E9 inclusive",
        ),
        ('{"a": [{"cidr": "10.0.0.1"}]}', "MessageAttributes", "Malformed CIDR, one '/' required"),
        ('{"a": [{"cidr": "999.0.0.1/8"}]}', "MessageAttributes", "Nonstandard IP address: 999.0.0.1"),
        (
            '{"a": [{"prefix": "x", "suffix": "y"}]}',
            "MessageAttributes",
            "Only one key allowed in match expression",
        ),
        (
            '{"a": [{"anything-but": ["x", 1]}]}',
            "MessageAttributes",
            "Inside anything but list, mixed types are not allowed",
        ),
        (
            '{"$or": [{"a": ["x"]}]}',
            "MessageAttributes",
            '"$or" must be an array of at least two non-empty JSON objects',
        ),
        (
            json.dumps({f"k{i}": ["v"] for i in range(6)}),
            "MessageAttributes",
            "Filter policy can not have more than 5 keys",
        ),
        (
            json.dumps({f"k{i}": [f"v{j}" for j in range(6)] for i in range(3)}),
            "MessageAttributes",
            "Filter policy is too complex",
        ),
    ],
)
def test_invalid_policies(text: str, scope: str, reason: str) -> None:
    with pytest.raises(FilterPolicyError) as info:
        compile_policy(text, scope)
    assert info.value.reason == reason


def test_limits_at_the_edge_are_accepted() -> None:
    compile_policy(json.dumps({f"k{i}": ["v"] for i in range(5)}))
    compile_policy(json.dumps({"a": [f"v{i}" for i in range(150)]}))
    compile_policy(json.dumps({"a": {"b": {"c": {"d": {"e": ["x"]}}}}}), "MessageBody")
    with pytest.raises(FilterPolicyError):
        compile_policy(json.dumps({"a": {"b": {"c": {"d": {"e": {"f": ["x"]}}}}}}), "MessageBody")
