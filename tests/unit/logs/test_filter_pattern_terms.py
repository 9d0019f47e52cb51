"""Unstructured term patterns: AND, ?OR, -NOT, quoted phrases, the empty pattern."""

from __future__ import annotations

import pytest

from labcloud.services.logs.filter_pattern import MatchAll, TermPattern, compile_pattern


def test_empty_and_blank_patterns_match_everything(matching, corpus):
    assert matching("") == set(corpus)
    assert matching("   ") == set(corpus)
    assert isinstance(compile_pattern(""), MatchAll)
    assert compile_pattern("").matches("")


def test_single_term_is_a_case_sensitive_substring(matching):
    assert matching("ERROR") == {"lambda_error", "json_error", "json_array", "json_broken"}
    assert matching("Failed") == {"lambda_error"}
    assert matching("failed") == set()
    assert matching("RequestId") == {"start", "end", "report"}


def test_term_matches_inside_a_longer_word():
    # AWS: the pattern ERROR matches "Exiting with ERRORCODE: -1".
    assert compile_pattern("ERROR").matches("Exiting with ERRORCODE: -1")


def test_terms_are_anded(matching):
    assert matching("RequestId Version") == {"start"}
    assert matching("RequestId Duration") == {"report"}
    assert matching("Task timed out") == {"timeout"}
    assert matching("Task timed in") == set()


def test_question_mark_terms_are_ored(matching):
    assert matching("?START ?END") == {"start", "end"}
    assert matching("?WARN ?timed") == {"warn", "timeout"}
    assert matching("?NOPE ?ALSO_NOPE") == set()


def test_minus_excludes(matching):
    assert matching("RequestId -START") == {"end", "report"}
    assert matching("RequestId -START -END") == {"report"}
    # AWS's own example puts a space between the minus and the quoted term.
    assert matching('"RequestId" - "REPORT"') == {"start", "end"}


def test_required_optional_and_excluded_combine(corpus):
    pattern = compile_pattern("RequestId ?START ?REPORT -Init")
    assert pattern.matches(corpus["start"])
    assert not pattern.matches(corpus["report"])  # excluded by Init
    assert not pattern.matches(corpus["end"])  # neither optional term


def test_aws_documented_or_examples():
    events = ["ERROR WARN message", "ERROR message", "WARN message"]
    assert [compile_pattern("ERROR").matches(e) for e in events] == [True, True, False]
    assert [compile_pattern("?ERROR ?WARN").matches(e) for e in events] == [True, True, True]
    assert [compile_pattern("ERROR WARN").matches(e) for e in events] == [True, False, False]
    assert [compile_pattern("ERROR -WARN").matches(e) for e in events] == [False, True, False]


def test_quoted_phrase_is_one_exact_substring(matching):
    assert matching('"Failed to process"') == {"lambda_error"}
    assert matching('"process Failed"') == set()
    assert matching('"Version: $LATEST"') == {"start"}
    assert matching('"Duration: 1.23 ms"') == {"report"}


def test_quoted_phrase_escapes():
    pattern = compile_pattern(r'"say \"hi\""')
    assert pattern.matches('they say "hi" twice')
    assert not pattern.matches("they say hi twice")
    assert compile_pattern(r'"C:\\temp"').matches(r"path C:\temp ok")


def test_phrase_and_terms_mix(matching):
    assert matching('ERROR "order 42"') == {"lambda_error"}
    assert matching('?"timed out" ?"Retrying request"') == {"warn", "timeout"}


def test_multiline_event_is_one_event(matching):
    assert matching("EVENT RESULT") == {"multiline"}
    assert matching('"}\nRESULT"') == {"multiline"}  # a phrase may span the line break
    assert matching(r'"}\nRESULT"') == set()  # backslash-n is the letter n, not a newline
    assert matching('"RESULT {"') == {"multiline"}
    assert matching(r'"RESULT {\"status\""') == {"multiline"}


def test_asterisk_inside_a_quoted_term_is_literal():
    assert compile_pattern('"a*b"').matches("x a*b y")
    assert not compile_pattern('"a*b"').matches("x aXb y")


def test_compiled_form_exposes_its_terms():
    pattern = compile_pattern('ERROR ?WARN ?"Task timed" -DEBUG')
    assert isinstance(pattern, TermPattern)
    assert pattern.kind == "terms"
    assert (pattern.required, pattern.optional, pattern.excluded) == (
        ("ERROR",),
        ("WARN", "Task timed"),
        ("DEBUG",),
    )


@pytest.mark.parametrize("underscore_term", ["MAX_RETRIES", "_private", "abc123"])
def test_letters_digits_underscore_need_no_quotes(underscore_term):
    assert compile_pattern(underscore_term).matches(f"x {underscore_term} y")
