"""Space-delimited patterns: positional fields, ``...``, per-field conditions, extraction."""

from __future__ import annotations

import pytest

from labcloud.services.logs.filter_pattern import DelimitedPattern, compile_pattern, split_fields

APACHE = {"apache_ok", "apache_404", "apache_500"}
FIELDS7 = "ip, identity, user, timestamp, request"


def test_message_splitting_keeps_quoted_and_bracketed_fields_whole(corpus):
    assert split_fields(corpus["apache_404"]) == [
        "10.0.0.7",
        "-",
        "-",
        "10/Oct/2000:13:35:22 -0700",
        "GET /index.html HTTP/1.0",
        "404",
        "1534",
    ]
    assert split_fields("  a\tb   c  ") == ["a", "b", "c"]
    assert split_fields('x "" []') == ["x", "", ""]


def test_field_count_must_match_without_ellipsis(matching):
    # "[WARN] Retrying request to dynamodb (attempt 2)" has seven fields too.
    assert matching(f"[{FIELDS7}, status, bytes]") == APACHE | {"warn"}
    assert matching(f"[{FIELDS7}, status]") == set()
    assert matching(f"[{FIELDS7}, status, bytes, extra]") == {"timeout"}  # the only 8-field event
    assert isinstance(compile_pattern("[a]"), DelimitedPattern)


def test_ellipsis_positions(matching):
    assert "apache_ok" in matching("[..., status, bytes]")
    assert matching("[..., status = 404, bytes]") == {"apache_404"}
    assert matching("[ip = 10.0.0.7, ...]") == {"apache_404"}
    assert matching("[ip, identity, user = bob, ...]") == {"apache_500"}
    assert matching('[..., request = "POST *", ...]') == {"apache_500"}
    assert matching("[..., status = 5*, ..., bytes > 5000]") == {"apache_500"}
    assert matching("[w1 = END, ...]") == {"end"}


def test_string_conditions_with_wildcards(matching):
    assert matching(f"[{FIELDS7}, status = 4*, bytes]") == {"apache_404"}
    assert matching("[ip, identity, user, timestamp, request = *html*, status = 4*, bytes]") == {"apache_404"}
    assert matching("[ip, identity, user, timestamp, request = *.gif*, status, bytes]") == {"apache_ok"}
    assert matching(f"[{FIELDS7}, status != 200, bytes]") == {"apache_404", "apache_500", "warn"}
    assert matching("[ip = 10.*, ...]") == {"apache_404"}
    assert matching('[ip, identity, user = "frank", ...]') == {"apache_ok"}
    assert matching("[ip, identity, user = -, ...]") == {"apache_404"}


def test_numeric_conditions(matching):
    assert matching(f"[{FIELDS7}, status, bytes > 1000]") == APACHE
    assert matching(f"[{FIELDS7}, status, bytes > 2000]") == {"apache_ok", "apache_500"}
    assert matching(f"[{FIELDS7}, status >= 400, bytes < 5000]") == {"apache_404"}
    assert matching(f"[{FIELDS7}, status = 200, bytes <= 2326]") == {"apache_ok"}
    assert matching(f"[{FIELDS7}, status, bytes = 1534.0]") == {"apache_404"}
    assert matching("[ip > 5, ...]") == set()  # not numeric: never ordered


def test_and_or_within_one_field(matching):
    assert matching(f"[{FIELDS7}, status = 4* && status != 403, bytes]") == {"apache_404"}
    assert matching(f"[{FIELDS7}, status = 200 || status = 500, bytes]") == {"apache_ok", "apache_500"}
    assert matching(f"[{FIELDS7}, (status = 200 || status = 500) && status != 200, bytes]") == {"apache_500"}
    assert matching(f"[{FIELDS7}, status >= 200 && status < 300, bytes]") == {"apache_ok"}


def test_aws_documented_or_examples():
    events = ["ERROR WARN message", "ERROR message", "WARN message"]
    assert [compile_pattern("[w1=ERROR, w2]").matches(e) for e in events] == [False, True, False]
    assert [compile_pattern("[w1=ERROR || w1=WARN, w2]").matches(e) for e in events] == [False, True, True]
    assert [compile_pattern("[w1=ERROR, ...]").matches(e) for e in events] == [True, True, False]


def test_regex_conditions(matching):
    assert matching(r"[..., status = %^[45]\d\d$%, bytes]") == {"apache_404", "apache_500"}
    assert matching("[ip != %^1[29]%, ...]") & APACHE == {"apache_404"}
    assert matching("[ip = %^1[29]%, ...]") == {"apache_ok", "apache_500"}


def test_trailing_comma_adds_an_unnamed_field_and_extraction_follows_aws(corpus):
    pattern = compile_pattern("[..., request=*.html*, status_code=4*,]")
    message = '127.0.0.1 - frank [10/Oct/2000:13:25:15 -0700] "GET /index.html HTTP/1.0" 404 1534'
    assert pattern.matches(message)
    assert pattern.extracted_values(message) == {
        "$1": "127.0.0.1",
        "$2": "-",
        "$3": "frank",
        "$4": "10/Oct/2000:13:25:15 -0700",
        "$request": "GET /index.html HTTP/1.0",
        "$status_code": "404",
        "$7": "1534",
    }
    assert pattern.extracted_values(corpus["apache_ok"]) == {}
    assert compile_pattern("ERROR").extracted_values("ERROR") == {}


def test_lambda_report_line_fields(matching):
    # REPORT RequestId: <id> Duration: 1.23 ms ... split on whitespace (tabs included)
    assert matching("[type = REPORT, label, id, ...]") == {"report"}
    assert matching("[type = REPORT, label, id, dlabel, duration < 2, unit = ms, ...]") == {"report"}
    assert matching("[type = REPORT, label, id, dlabel, duration > 2, unit = ms, ...]") == set()


def test_multiline_message_fields_span_lines(corpus):
    pattern = compile_pattern('[kind = EVENT, ..., last = "*}"]')
    assert pattern.matches(corpus["multiline"])


@pytest.mark.parametrize(
    "pattern",
    [
        "[]",
        "[a,,b]",
        "[,a]",
        "[a b]",
        "[a = ]",
        "[a = x y]",
        "[a, a]",  # duplicate names
        "[1a]",
        "[a > x]",
        '[a < "5"]',
        "[a = a@b]",
        "[a = 1 &&]",
        "[a = 1 && b = 2]",  # a condition on another field: AWS rejects this documented example
        "[ip, user, username, timestamp, request, status_code = 4* && bytes > 1000]",
        "[a = 1 || a]",
        "[(a = 1]",
        "[a] x",
        "[a = %x%, b = %y%, c = %z%]",  # at most two regexes
        "[a = %(x)%]",
    ],
)
def test_invalid_delimited_patterns(pattern, assert_invalid):
    assert_invalid(pattern)


def test_unclosed_bracket(assert_invalid):
    assert_invalid("[a, b", message="If a filter pattern starts with '[' it must end with ']'")


def test_extraction_without_ellipsis_names_every_field(corpus):
    pattern = compile_pattern("[ip, identity, user, timestamp, request, status = 5*, bytes]")
    assert pattern.extracted_values(corpus["apache_500"]) == {
        "$ip": "192.168.1.20",
        "$identity": "-",
        "$user": "bob",
        "$timestamp": "10/Oct/2000:13:50:35 -0700",
        "$request": "POST /api/orders HTTP/1.1",
        "$status": "500",
        "$bytes": "5324",
    }
    assert pattern.extracted_values(corpus["apache_404"]) == {}
