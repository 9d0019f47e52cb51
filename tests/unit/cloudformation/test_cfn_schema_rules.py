"""The schema constraint checks on their own: the checked-in schemas keep the keywords, every pattern
in them compiles (the list of those that do not is asserted, so a refresh that brings one shows here),
an unusable or pathological pattern is skipped rather than refusing or hanging, and ``$ref``s into
``definitions`` carry their rules (the wire behaviour is in tests/cloudformation/test_cfn_schema_constraints.py)."""

from __future__ import annotations

import json
import time
from importlib import resources

import pytest

from labcloud.protocol.shapes import any_text
from labcloud.services.cloudformation.resources import schema_rules
from labcloud.services.cloudformation.resources.property_schema import PropertyViolations, conform, facts_for


def _types() -> dict[str, object]:
    text = resources.files("labcloud.services.cloudformation.resources").joinpath("schemas.json").read_text()
    loaded: dict[str, object] = json.loads(text)["types"]
    return loaded


def test_the_checked_in_schemas_keep_the_constraint_keywords() -> None:
    text = json.dumps(_types())
    for keyword in (
        "enum",
        "minimum",
        "maximum",
        "minLength",
        "maxLength",
        "pattern",
        "minItems",
        "maxItems",
    ):
        assert f'"{keyword}"' in text, keyword
    assert '"closed": true' in text and '"oneOf"' in text and '"anyOf"' in text


def test_every_schema_pattern_compiles() -> None:
    assert schema_rules.unusable_patterns(_types()) == []  # type: ignore[arg-type]
    assert len(list(schema_rules.patterns_in(list(_types().values())))) > 100


def test_an_unusable_pattern_is_skipped_not_a_failure() -> None:
    assert schema_rules.compiled("([a-z]") is None
    assert schema_rules.scalar({"pattern": "([a-z]"}, "ANYTHING", "#/X") == []
    types = {"Demo::Type": {"props": {"X": {"scalar": "string", "pattern": "([a-z]"}}}}
    assert schema_rules.unusable_patterns(types) == [("Demo::Type", "([a-z]")]


def test_a_pathological_pattern_is_bounded() -> None:
    started = time.monotonic()
    assert schema_rules.scalar({"pattern": "^(a+)+$"}, "a" * 5000 + "!", "#/X") == []
    assert time.monotonic() - started < 5  # skipped after MATCH_SECONDS, not exponential


def test_ecmascript_spellings_are_translated() -> None:
    assert schema_rules.scalar({"pattern": r"^a\/b$"}, "a/b", "#/X") == []
    assert schema_rules.scalar({"pattern": r"^[^]+$"}, "x\ny", "#/X") == []
    assert schema_rules.scalar({"pattern": r"^\p{L}+$"}, "données", "#/X") == []


@pytest.mark.parametrize("pattern", ["^.*$", ".*", "^.+$", "^.{1,512}$"])
def test_a_pattern_of_the_dot_alone_takes_many_lines(pattern: str) -> None:
    """``^.*$`` says "any text" (Pipes' Description): multi-line values pass, as the API takes them."""
    assert schema_rules.scalar({"pattern": pattern}, "first line\nsecond line\n", "#/X") == []


def test_the_protocol_layer_and_the_schema_check_share_the_any_text_rule() -> None:
    assert [any_text(p) for p in ("^.*$", ".*", ".+", "^.{1,256}$")] == [True] * 4
    assert [any_text(p) for p in ("^[^_].*$", r".*\S.*", r"^(?!\s*$).+", "[.]*", r"\.*")] == [False] * 5


@pytest.mark.parametrize("pattern", ["^[^_].*$", "^[a-z ]+$", r"^(?!\s*$).+$", r"^.*\S.*$"])
def test_other_patterns_still_stop_at_a_line_end(pattern: str) -> None:
    assert schema_rules.scalar({"pattern": pattern}, "first line\n\nsecond", "#/X") == [
        "#/X: failed validation constraint for keyword [pattern]"
    ]


def test_keywords_apply_to_their_own_json_type_only() -> None:
    rules = {"minimum": 5, "pattern": "^x$", "minLength": 3}
    assert schema_rules.scalar(rules, True, "#/X") == []  # a boolean is not a number
    assert schema_rules.scalar({"enum": [1]}, True, "#/X") == [
        "#/X: failed validation constraint for keyword [enum]"
    ]
    assert schema_rules.scalar(rules, "{{resolve:ssm:p}}", "#/X") == []  # checked once resolved


def test_definitions_carry_their_rules() -> None:
    function = facts_for("AWS::Lambda::Function")
    assert function is not None
    with pytest.raises(PropertyViolations) as raised:
        conform(
            function,
            {
                "Role": "arn:aws:iam::000000000000:role/r",
                "Code": {"ZipFile": "x"},
                "EphemeralStorage": {"Size": 100},  # #/definitions/EphemeralStorage
                "Environment": {"Variables": {"PORT": 8080}, "Other": 1},
            },
        )
    assert raised.value.violations == [
        "#/EphemeralStorage/Size: failed validation constraint for keyword [minimum]",
        "#/Environment: extraneous key [Other] is not permitted",
    ]
