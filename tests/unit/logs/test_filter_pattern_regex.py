"""``%regex%`` patterns in AWS's restricted dialect."""

from __future__ import annotations

import pytest

from labcloud.errors import AwsError
from labcloud.services.logs.filter_pattern import RegexPattern, compile_pattern


def test_plain_regex_term(matching):
    assert matching("%AUTHORIZED%") == set()
    assert compile_pattern("%AUTHORIZED%").matches("[ERROR 401] UNAUTHORIZED REQUEST")
    assert matching("%Task timed%") == {"timeout"}
    assert isinstance(compile_pattern("%abc%"), RegexPattern)


def test_ip_address_example_from_aws(matching):
    assert matching(r"%\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}%") == {
        "apache_ok",
        "apache_404",
        "apache_500",
        "json_error",
    }


def test_alternation_and_character_classes(matching):
    assert matching("%[Ee]rror|[Ff]ail%") == {"lambda_error", "json_error"}  # errorCode too
    assert matching("%[Ee]rror |[Ff]ail%") == {"lambda_error"}
    assert matching("%START|END%") == {"start", "end"}
    assert matching("%RequestId: [0-9a-f]{8}-%") == {"start", "end", "report"}
    assert matching("%[^a-zA-Z0-9 ]LATEST%") == {"start"}


def test_anchors_apply_to_the_whole_message(matching):
    assert matching("%^START%") == {"start"}
    assert matching("%^RESULT%") == set()  # RESULT starts the second line, not the message
    assert matching("%seconds$%") == {"timeout"}


def test_quantifiers_and_shorthand_classes(matching):
    assert matching(r"%Duration: \d+\.\d+ ms%") == {"report"}
    assert matching(r"%Duration: \d{4,} ms%") == set()
    assert matching(r"%attempt\s\d%") == {"warn"}
    assert matching(r"%colou?r%") == set()
    assert compile_pattern("%colou?r%").matches("the color")
    assert compile_pattern("%colou?r%").matches("the colour")
    assert compile_pattern(r"%\W\w+\S%").matches("[WARN]")
    assert not compile_pattern(r"%^\D+$%").matches("abc1")
    assert compile_pattern("%a.*z%").matches("a then z")
    assert compile_pattern("%ab+c%").matches("abbbc")
    assert not compile_pattern("%ab{3}c%").matches("abbc")
    assert compile_pattern("%ab{2,}c%").matches("abbbbc")


def test_escaped_metacharacters_are_literal():
    assert compile_pattern(r"%10\.10\.0\.1%").matches("from 10.10.0.1")
    assert not compile_pattern(r"%10\.10\.0\.1%").matches("from 10x10.0.1")
    assert compile_pattern(r"%\(x\)%").matches("f(x)")
    assert compile_pattern(r"%100\%%").matches("at 100% load")


def test_regex_is_case_sensitive():
    assert not compile_pattern("%error%").matches("ERROR")


@pytest.mark.parametrize(
    "pattern",
    [
        "%(ERROR|WARN)%",  # sub-patterns are not supported
        "%something!%",  # '!' is not a supported symbol
        "%caf\u00e9%",  # multi-byte characters
        "%%",  # empty
        "%*abc%",  # nothing to repeat
        "%a{2,1}%",  # bad bounds
        "%a{x}%",  # brace that is not a quantifier
        "%[abc%",  # unterminated class
        "%[]%",  # empty class
        r"%\bword%",  # unsupported escape
        "%abc",  # unterminated regex
        "%abc% ERROR",  # a regex pattern stands alone
        "ERROR %abc%",
        '%"quoted"%',
        "%a++%",
    ],
)
def test_unsupported_regex_is_rejected(pattern):
    with pytest.raises(AwsError) as caught:
        compile_pattern(pattern)
    assert caught.value.code == "InvalidParameterException"
    assert caught.value.status == 400
