"""The event-pattern language (services/events/patterns): every operator, arrays, $or, and AWS's reasons."""

from __future__ import annotations

import json
from typing import Any

import pytest

from labcloud.services.events.patterns import PatternError, matches, parse

EVENT: dict[str, Any] = {
    "version": "0",
    "id": "1",
    "detail-type": "Order Placed",
    "source": "com.shop",
    "account": "000000000000",
    "time": "2026-01-01T00:00:00Z",
    "region": "us-east-1",
    "resources": ["arn:aws:ec2:us-east-1:000000000000:instance/i-1"],
    "detail": {
        "state": "running",
        "price": 42.5,
        "count": 3,
        "flag": True,
        "nothing": None,
        "empty": "",
        "ip": "10.0.1.25",
        "ip6": "2001:db8::1",
        "name": "Alice.Smith@Example.com",
        "tags": ["red", "blue"],
        "items": [{"sku": "a", "qty": 1}, {"sku": "b", "qty": 5}],
        "nested": {"deep": {"value": "x"}},
        "filename": "photo.PNG",
    },
}


def check(pattern: Any, event: dict[str, Any] = EVENT) -> bool:
    return matches(parse(json.dumps(pattern)), event)


def reason(pattern: Any) -> str:
    with pytest.raises(PatternError) as caught:
        parse(pattern if isinstance(pattern, str) else json.dumps(pattern))
    return caught.value.reason


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ({"source": ["com.shop"]}, True),
        ({"source": ["other", "com.shop"]}, True),
        ({"source": ["COM.SHOP"]}, False),
        ({"detail": {"state": ["running"]}}, True),
        ({"detail": {"state": ["stopped"]}}, False),
        ({"detail": {"count": [3]}}, True),
        ({"detail": {"count": [3.0]}}, True),
        ({"detail": {"count": ["3"]}}, False),
        ({"detail": {"flag": [True]}}, True),
        ({"detail": {"flag": [False]}}, False),
        ({"detail": {"nothing": [None]}}, True),
        ({"detail": {"empty": [""]}}, True),
        ({"detail": {"missing": [None]}}, False),
        ({"detail": {"nested": {"deep": {"value": ["x"]}}}}, True),
        ({"source": ["com.shop"], "detail-type": ["Other"]}, False),
    ],
)
def test_exact_values(pattern: Any, expected: bool):
    assert check(pattern) is expected


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ({"source": [{"prefix": "com."}]}, True),
        ({"source": [{"prefix": "org."}]}, False),
        ({"source": [{"prefix": {"equals-ignore-case": "COM."}}]}, True),
        ({"detail": {"filename": [{"suffix": ".png"}]}}, False),
        ({"detail": {"filename": [{"suffix": ".PNG"}]}}, True),
        ({"detail": {"filename": [{"suffix": {"equals-ignore-case": ".png"}}]}}, True),
        ({"detail": {"name": [{"equals-ignore-case": "alice.smith@example.COM"}]}}, True),
        ({"detail": {"name": [{"equals-ignore-case": "bob"}]}}, False),
        ({"detail": {"count": [{"prefix": "3"}]}}, False),
    ],
)
def test_prefix_suffix_and_equals_ignore_case(pattern: Any, expected: bool):
    assert check(pattern) is expected


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ({"detail": {"name": [{"wildcard": "Alice*@*.com"}]}}, True),
        ({"detail": {"name": [{"wildcard": "*Smith*"}]}}, True),
        ({"detail": {"name": [{"wildcard": "Bob*"}]}}, False),
        ({"detail": {"name": [{"wildcard": "Alice.Smith@Example.com"}]}}, True),
        ({"detail": {"state": [{"wildcard": "r*n*g"}]}}, True),
        ({"detail": {"state": [{"wildcard": "r\\*"}]}}, False),
    ],
)
def test_wildcard(pattern: Any, expected: bool):
    assert check(pattern) is expected


def test_wildcard_escaped_star_is_literal():
    event = {"detail": {"path": "a*b"}}
    assert check({"detail": {"path": [{"wildcard": "a\\*b"}]}}, event)
    assert not check({"detail": {"path": [{"wildcard": "a\\*b"}]}}, {"detail": {"path": "axb"}})


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ({"detail": {"state": [{"anything-but": "stopped"}]}}, True),
        ({"detail": {"state": [{"anything-but": "running"}]}}, False),
        ({"detail": {"state": [{"anything-but": ["stopped", "running"]}]}}, False),
        ({"detail": {"count": [{"anything-but": [1, 2]}]}}, True),
        ({"detail": {"count": [{"anything-but": 3}]}}, False),
        ({"detail": {"state": [{"anything-but": {"prefix": "run"}}]}}, False),
        ({"detail": {"state": [{"anything-but": {"prefix": "stop"}}]}}, True),
        ({"detail": {"filename": [{"anything-but": {"suffix": ".PNG"}}]}}, False),
        ({"detail": {"filename": [{"anything-but": {"suffix": ".jpg"}}]}}, True),
        ({"detail": {"state": [{"anything-but": {"wildcard": "r*g"}}]}}, False),
        ({"detail": {"state": [{"anything-but": {"wildcard": ["x*", "y*"]}}]}}, True),
        ({"detail": {"state": [{"anything-but": {"equals-ignore-case": "RUNNING"}}]}}, False),
        ({"detail": {"state": [{"anything-but": {"equals-ignore-case": ["a", "b"]}}]}}, True),
        ({"detail": {"missing": [{"anything-but": "x"}]}}, False),
    ],
)
def test_anything_but(pattern: Any, expected: bool):
    assert check(pattern) is expected


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ({"detail": {"price": [{"numeric": [">", 40]}]}}, True),
        ({"detail": {"price": [{"numeric": [">", 42.5]}]}}, False),
        ({"detail": {"price": [{"numeric": [">=", 42.5]}]}}, True),
        ({"detail": {"price": [{"numeric": ["<", 42.5]}]}}, False),
        ({"detail": {"price": [{"numeric": ["<=", 42.5]}]}}, True),
        ({"detail": {"price": [{"numeric": ["=", 42.5]}]}}, True),
        ({"detail": {"price": [{"numeric": [">", 0, "<=", 50]}]}}, True),
        ({"detail": {"price": [{"numeric": [">", 0, "<", 10]}]}}, False),
        ({"detail": {"state": [{"numeric": [">", 0]}]}}, False),
        ({"detail": {"flag": [{"numeric": [">", 0]}]}}, False),
    ],
)
def test_numeric(pattern: Any, expected: bool):
    assert check(pattern) is expected


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ({"detail": {"state": [{"exists": True}]}}, True),
        ({"detail": {"state": [{"exists": False}]}}, False),
        ({"detail": {"missing": [{"exists": False}]}}, True),
        ({"detail": {"missing": [{"exists": True}]}}, False),
        ({"detail": {"nothing": [{"exists": True}]}}, True),
        ({"detail": {"nested": [{"exists": True}]}}, False),
        ({"absent": {"inner": [{"exists": False}]}}, True),
    ],
)
def test_exists(pattern: Any, expected: bool):
    assert check(pattern) is expected


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ({"detail": {"ip": [{"cidr": "10.0.0.0/16"}]}}, True),
        ({"detail": {"ip": [{"cidr": "10.0.1.24/31"}]}}, True),
        ({"detail": {"ip": [{"cidr": "10.1.0.0/16"}]}}, False),
        ({"detail": {"ip6": [{"cidr": "2001:db8::/32"}]}}, True),
        ({"detail": {"ip6": [{"cidr": "10.0.0.0/8"}]}}, False),
        ({"detail": {"state": [{"cidr": "10.0.0.0/8"}]}}, False),
    ],
)
def test_cidr(pattern: Any, expected: bool):
    assert check(pattern) is expected


def test_arrays_match_when_any_element_matches():
    assert check({"detail": {"tags": ["blue"]}})
    assert not check({"detail": {"tags": ["green"]}})
    assert check({"resources": [{"prefix": "arn:aws:ec2"}]})
    assert check({"detail": {"items": {"sku": ["b"]}}})
    assert check({"detail": {"items": {"qty": [{"numeric": [">", 4]}]}}})


def test_a_nested_pattern_matches_within_one_array_element():
    assert check({"detail": {"items": {"sku": ["b"], "qty": [5]}}})
    assert not check({"detail": {"items": {"sku": ["a"], "qty": [5]}}})


def test_an_empty_array_counts_as_missing():
    event = {"detail": {"list": []}}
    assert check({"detail": {"list": [{"exists": False}]}}, event)
    assert not check({"detail": {"list": [{"exists": True}]}}, event)


def test_or_between_fields():
    pattern = {"detail": {"$or": [{"state": ["stopped"]}, {"count": [{"numeric": [">", 2]}]}]}}
    assert check(pattern)
    pattern = {"detail": {"$or": [{"state": ["stopped"]}, {"count": [{"numeric": [">", 5]}]}]}}
    assert not check(pattern)
    top = {"source": ["com.shop"], "$or": [{"detail-type": ["x"]}, {"detail": {"flag": [True]}}]}
    assert check(top)


def test_several_matchers_in_one_list_are_alternatives():
    assert check({"detail": {"state": [{"prefix": "x"}, "running"]}})
    assert check({"detail": {"state": [{"exists": False}, {"prefix": "run"}]}})


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ("not json", "Filter is not valid JSON"),
        ([1], "Filter is not an object"),
        ({"source": "x"}, '"source" must be an object or an array'),
        ({"source": 5}, '"source" must be an object or an array'),
        ({"source": []}, "Empty arrays are not allowed"),
        ({"detail": {}}, "Empty objects are not allowed"),
        ({"source": [[1]]}, "Match value must be String, number, true, false, or null"),
        ({"source": [{"bogus": 1}]}, "Unrecognized match type bogus"),
        ({"source": [{"prefix": "a", "suffix": "b"}]}, "Only one key allowed in match expression"),
        ({"source": [{"prefix": 1}]}, "prefix match pattern must be a string"),
        ({"source": [{"suffix": None}]}, "suffix match pattern must be a string"),
        ({"source": [{"equals-ignore-case": 1}]}, "equals-ignore-case match pattern must be a string"),
        ({"source": [{"wildcard": 1}]}, "wildcard match pattern must be a string"),
        ({"source": [{"wildcard": "a**b"}]}, "Consecutive wildcard characters at pos 2"),
        ({"source": [{"wildcard": "a\\b"}]}, "Invalid escape character at pos 1"),
        ({"source": [{"exists": "yes"}]}, "exists match pattern must be either true or false."),
        ({"n": [{"numeric": 5}]}, "Value of numeric must be an array."),
        ({"n": [{"numeric": ["~", 5]}]}, 'Invalid member in numeric match: "~"'),
        ({"n": [{"numeric": [">", "5"]}]}, "Value of > must be numeric"),
        ({"n": [{"numeric": [">", 10, "<", 5]}]}, "Bottom must be less than top"),
        ({"n": [{"numeric": [">", 6e9]}]}, "Value of > must be between -5.0E9 and 5.0E9 inclusive"),
        ({"ip": [{"cidr": "10.0.0.0"}]}, "Malformed CIDR, one '/' required: 10.0.0.0"),
        ({"ip": [{"cidr": "10.0.0.300/8"}]}, "Nonstandard IP address: 10.0.0.300/8"),
        ({"s": [{"anything-but": [None]}]}, "Inside anything but list, start|null|boolean is not supported."),
        (
            {"s": [{"anything-but": True}]},
            "Value of anything-but must be an array or single string/number value.",
        ),
        ({"s": [{"anything-but": {"exists": True}}]}, "Unsupported anything-but pattern: exists"),
        ({"$or": [{"a": ["b"]}]}, "Or relationship must have at least two items"),
        ({"$or": {"a": ["b"]}}, "Or relationship must be an array of objects"),
        ('{"n": [NaN]}', "Match value must be String, number, true, false, or null"),
        ('{"n": [{"numeric": [">", Infinity]}]}', "Value of > must be numeric"),
        (
            '{"n": [{"anything-but": [1, NaN]}]}',
            "Inside anything but list, start|null|boolean is not supported.",
        ),
    ],
)
def test_invalid_patterns_say_why(pattern: Any, expected: str):
    assert reason(pattern).startswith(expected)


def test_deep_nesting_is_refused_not_a_recursion_error():
    pattern: dict[str, Any] = {"leaf": ["x"]}
    for _ in range(100):
        pattern = {"n": pattern}
    assert reason(pattern) == "Filter is nested too deeply"


@pytest.mark.parametrize(
    ("wildcard", "value", "expected"),
    [
        ("*", "", True),
        ("*", "anything", True),
        ("a*", "a", True),
        ("*a", "ba", True),
        ("a*a", "a", False),
        ("a*a", "aa", True),
        ("ab*ba", "aba", False),
        ("*x*y*", "ayxbyc", True),
        ("*x*y*", "ayb", False),
        ("a\\*b*", "a*bcd", True),
        ("a\\\\b", "a\\b", True),
    ],
)
def test_wildcard_pieces(wildcard: str, value: str, expected: bool):
    assert check({"v": [{"wildcard": wildcard}]}, {"v": value}) is expected


def test_a_hostile_wildcard_is_decided():
    # a backtracking regular expression would not finish this (the suite's timeout would end it)
    pattern = parse(json.dumps({"v": [{"wildcard": "*a" * 40 + "*b"}]}))
    assert not matches(pattern, {"v": "a" * 100_000})
