"""The public API: dispatch by form, caching, and rejection of unparseable term patterns."""

from __future__ import annotations

import pytest

from labcloud.errors import AwsError
from labcloud.services.logs.filter_pattern import (
    INVALID_FILTER_PATTERN,
    DelimitedPattern,
    FilterPattern,
    JsonPattern,
    MatchAll,
    RegexPattern,
    TermPattern,
    compile_pattern,
)


@pytest.mark.parametrize(
    ("text", "kind", "cls"),
    [
        ("", "all", MatchAll),
        ("ERROR", "terms", TermPattern),
        ("  %ERR%  ", "regex", RegexPattern),
        ("  { $.a = 1 }", "json", JsonPattern),
        ("[a, b]  ", "delimited", DelimitedPattern),
    ],
)
def test_form_is_chosen_from_the_first_character(text, kind, cls):
    pattern = compile_pattern(text)
    assert isinstance(pattern, cls)
    assert isinstance(pattern, FilterPattern)
    assert pattern.kind == kind
    assert pattern.text == text


def test_compiled_patterns_are_cached():
    assert compile_pattern("ERROR Exception") is compile_pattern("ERROR Exception")
    assert compile_pattern("{ $.x = 1 }") is compile_pattern("{ $.x = 1 }")


def test_invalid_patterns_are_never_cached_as_match_all():
    for _ in range(2):
        with pytest.raises(AwsError):
            compile_pattern("{ $.a = }")


def test_error_shape_is_aws_invalid_parameter(assert_invalid):
    with pytest.raises(AwsError) as caught:
        compile_pattern("{ $.a = }")
    assert (caught.value.code, caught.value.message, caught.value.status) == (
        "InvalidParameterException",
        INVALID_FILTER_PATTERN,
        400,
    )
    assert INVALID_FILTER_PATTERN == "Invalid filter pattern"


@pytest.mark.parametrize(
    ("pattern", "bad_term"),
    [
        ("email@domain.com", "email@domain.com"),
        ("RequestId: abc", "RequestId:"),
        ("$LATEST", "$LATEST"),
        ("ERROR ?WARN! x", "WARN!"),
        ("na\u00efve", "na\u00efve"),
        ("a-b", "a-b"),
        ("?", ""),
    ],
)
def test_unquoted_terms_with_other_characters_are_rejected(pattern, bad_term, assert_invalid):
    if bad_term:
        assert_invalid(pattern, message=f"Invalid character(s) in term '{bad_term}'")
    else:
        assert_invalid(pattern)


@pytest.mark.parametrize(
    "pattern",
    [
        '"unterminated',
        '"abc"def',
        "ERROR -",
        "?-ERROR",
        "-?ERROR",
        "?%regex%",
        "-%regex%",
        "} ERROR",
        "ERROR ]",
    ],
)
def test_other_unparseable_term_patterns(pattern, assert_invalid):
    assert_invalid(pattern)


def test_quoting_makes_special_characters_acceptable():
    assert compile_pattern('"email@domain.com"').matches("from email@domain.com")
    assert compile_pattern('"$LATEST"').matches("Version: $LATEST")
    assert compile_pattern('"na\u00efve"').matches("a na\u00efve test")
