"""JSON patterns: selectors, string/numeric comparisons, IS/NOT EXISTS, && || and parentheses."""

from __future__ import annotations

import json

import pytest

from labcloud.services.logs.filter_pattern import JsonPattern, compile_pattern

DOC = json.dumps(
    {
        "eventType": "UpdateTrail",
        "sourceIPAddress": "111.111.111.111",
        "arrayKey": ["value", "another value"],
        "objectList": [{"name": "a", "id": 1}, {"name": "b", "id": 2}],
        "SomeObject": None,
        "ThisFlag": True,
        "OtherFlag": False,
        "user": {"id": 1, "email": "John.Stiles@example.com"},
        "users": [{"id": 2, "email": "John.Doe@example.com"}, {"id": 3, "email": "Jane.Doe@example.com"}],
        "actions": ["GET", "PUT", "DELETE"],
        "coordinates": [[0, 1, 2], [4, 5, 6], [7, 8, 9]],
        "latency": 1500,
        "ratio": 0.25,
        "count": "42",
    },
    indent=2,
)


def m(pattern: str, doc: str = DOC) -> bool:
    return compile_pattern(pattern).matches(doc)


def test_string_equality_against_the_corpus(matching):
    assert matching('{ $.level = "ERROR" }') == {"json_error"}
    assert matching("{ $.level = ERROR }") == {"json_error"}
    assert matching('{ $.level != "ERROR" }') == {"json_info"}
    assert matching('{$.user="admin"}') == {"json_info"}
    assert isinstance(compile_pattern('{ $.a = "b" }'), JsonPattern)


def test_non_json_and_non_object_events_never_match(matching):
    # json_array is a JSON array, json_broken is not JSON, the multi-line event embeds JSON.
    assert matching('{ $.level = "*" }') == {"json_info", "json_error"}
    assert matching("{ $.orderId = 42 }") == set()
    assert not m('{ $.level != "x" }', "ERROR not json")


def test_wildcards_at_start_and_end(matching):
    assert matching('{ $.user = "adm*" }') == {"json_info"}
    assert matching('{ $.errorCode = "*Denied" }') == {"json_error"}
    assert matching('{ $.errorCode = "*cessDen*" }') == {"json_error"}
    assert matching("{ $.ip != 123.123.* }") == set()
    assert matching("{ $.ip = 123.123.* }") == {"json_error"}
    assert m('{ $.eventType = "*Trail" }') and m('{ $.eventType = "Update*" }')
    assert not m('{ $.eventType = "Up*Trail" }')  # a * in the middle is literal
    assert m('{ $.eventType = "Up*Trail" }', '{"eventType": "Up*Trail"}')


def test_star_alone_means_any_value():
    assert m("{ $.latency = * }")
    assert m('{ $.eventType = "*" }')
    assert not m("{ $.missing = * }")
    assert not m("{ $.SomeObject = * }")  # null is not a value node


def test_aws_documented_examples():
    assert m('{ $.eventType = "UpdateTrail" }')
    assert m("{ $.sourceIPAddress != 123.123.* }")
    assert m('{ $.arrayKey[0] = "value" }')
    assert m("{ $.objectList[1].id = 2 }")
    assert m("{ $.SomeObject IS NULL }")
    assert m("{ $.SomeOtherObject NOT EXISTS }")
    assert m("{ $.ThisFlag IS TRUE }")
    assert m('{ ($.user.id = 1) && ($.users[0].email = "John.Doe@example.com") }')
    assert not m('{ ($.user.id = 2 && $.users[0].email = "nonmatch") || $.actions[2] = "GET" }')
    assert m(
        '{ $.user.email = "John.Stiles@example.com" || $.coordinates[0][1] = nonmatch && $.actions[2] = nomatch }'
    )
    assert not m(
        '{ ($.user.email = "John.Stiles@example.com" || $.coordinates[0][1] = nonmatch) && $.actions[2] = nomatch }'
    )


def test_selector_on_array_or_object_never_compares():
    assert not m("{ $.actions = GET }")
    assert not m("{ $.actions != GET }")
    assert not m("{ $.user = 1 }")
    assert not m("{ $.user != 1 }")


def test_missing_paths_and_bad_indexes():
    assert not m("{ $.nope = 1 }")
    assert not m("{ $.nope != 1 }")
    assert not m("{ $.arrayKey[5] = value }")
    assert not m("{ $.eventType[0] = U }")
    assert not m("{ $.eventType.sub = U }")
    assert m("{ $.arrayKey[5] NOT EXISTS }")
    assert not m("{ $.arrayKey[1] NOT EXISTS }")
    assert m("{ $.coordinates[2][2] = 9 }")


def test_boolean_and_null_keywords():
    assert m("{ $.OtherFlag IS FALSE }")
    assert not m("{ $.OtherFlag IS TRUE }")
    assert not m("{ $.ThisFlag IS FALSE }")
    assert not m("{ $.missing IS NULL }")
    assert not m("{ $.latency IS NULL }")
    assert not m("{ $.SomeObject NOT EXISTS }")  # present, though null
    assert m("{ $.SomeObject is null }")  # keywords are case-insensitive


def test_numeric_comparisons(matching):
    assert matching("{ $.latency > 100 }") == {"json_error"}
    assert matching("{ $.latency < 100 }") == {"json_info"}
    assert matching("{ $.latency >= 1500 }") == {"json_error"}
    assert matching("{ $.latency <= 87 }") == {"json_info"}
    assert matching("{ $.latency = 87 }") == {"json_info"}
    assert matching("{ $.latency != 87 }") == {"json_error"}
    assert matching("{ $.user > 1 }") == set()  # strings are never ordered against numbers
    assert m("{ $.latency = 1500.0 }")
    assert m("{ $.latency > +1000 }")
    assert m("{ $.latency < 10e3 }")
    assert m("{ $.ratio < 10e-1 }")
    assert m("{ $.ratio = .25 }")
    assert m("{ $.latency > -5 }")
    assert m("{ $.count = 42 }")  # numeric text compares as a number
    assert not m("{ $.ThisFlag = 1 }")


def test_numeric_and_string_equality_on_numbers():
    assert m('{ $.latency = "1500" }')
    assert m('{ $.latency = "15*" }')
    assert not m('{ $.latency = "1500.0" }')  # string form of the JSON number is 1500


def test_and_binds_tighter_than_or(matching):
    assert matching('{ $.level = "INFO" || $.level = "ERROR" && $.latency < 10 }') == {"json_info"}
    assert matching('{ ($.level = "INFO" || $.level = "ERROR") && $.latency > 10 }') == {
        "json_info",
        "json_error",
    }
    assert matching("{ (($.ok IS TRUE)) }") == {"json_info"}


def test_nested_selectors(matching):
    assert matching("{ $.nested.items[0].sku = A1 }") == {"json_info"}
    assert matching("{ $.nested.items[0].qty >= 2 && $.nested.id = 7 }") == {"json_info"}
    assert matching("{ $.tags[1] = b }") == {"json_info"}


def test_regex_values(matching):
    assert matching("{ $.errorCode = %Acc.ss% }") == {"json_error"}
    assert matching("{ $.path != %^/ord% }") == {"json_error"}
    assert matching("{ $.path = %^/ord% && $.user = %adm% }") == {"json_info"}


def test_leading_whitespace_before_the_object_is_allowed(matching):
    assert "json_error" in matching("{ $.ok IS FALSE }")


def test_string_escapes_in_json_values():
    assert m(r'{ $.msg = "say \"hi\"" }', '{"msg": "say \\"hi\\""}')
    assert m(r'{ $.msg = "lit\*" }', '{"msg": "lit*"}')
    assert not m(r'{ $.msg = "lit\*" }', '{"msg": "literal"}')


@pytest.mark.parametrize(
    "pattern",
    [
        "{ $.a = ",
        "{ }",
        "{ $.a }",
        "{ $ = 1 }",
        "{ $.a[x] = 1 }",
        "{ $[0] = 1 }",
        "{ a = 1 }",
        "{ $.a == 1 }",
        "{ $.a > abc }",
        '{ $.a >= "5" }',
        "{ $.a < %x% }",
        "{ $.a = a@b }",
        "{ $.a IS MAYBE }",
        "{ $.a NOT NULL }",
        "{ $.a = 1 && }",
        "{ ($.a = 1 }",
        "{ $.a = 1 } extra }",
        "{ $.a = 1 || $.b = 2 )}",
        "{ $.updates[*].name = x }",
        "{ $.* = x }",
        "{ $.a = %a% || $.b = %b% || $.c = %c% }",  # at most two regexes per pattern
    ],
)
def test_invalid_json_patterns(pattern, assert_invalid):
    assert_invalid(pattern)


def test_unclosed_brace_has_aws_message(assert_invalid):
    assert_invalid("{ $.a = 1", message="If a filter pattern starts with '{' it must end with '}'")
