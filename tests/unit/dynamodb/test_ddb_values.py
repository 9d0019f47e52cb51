"""AttributeValue validation, number normalisation, ordering encodings and item size."""

import random
from decimal import Decimal

import pytest

from labcloud.errors import AwsError
from labcloud.services.dynamodb.values import (
    compare_values,
    item_size,
    key_bytes,
    key_hash,
    normalize_number,
    sort_key_bytes,
    validate_item,
    validate_key,
    validate_value,
    value_size,
    values_equal,
)


def message(fn, *args, **kwargs) -> str:
    with pytest.raises(AwsError) as info:
        fn(*args, **kwargs)
    assert info.value.code == "ValidationException"
    assert info.value.status == 400
    return info.value.message


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("1", "1"),
        ("1.50", "1.5"),
        ("1E+3", "1000"),
        ("1.1e3", "1100"),
        ("-0.00120", "-0.0012"),
        ("0", "0"),
        ("-0", "0"),
        ("0.000", "0"),
        ("+7", "7"),
        (".5", "0.5"),
        ("5.", "5"),
        ("00012.3400", "12.34"),
        ("1e-5", "0.00001"),
        ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
        ("1" + "0" * 100, "1" + "0" * 100),
    ],
)
def test_number_normalisation(text, canonical):
    assert normalize_number(text) == canonical
    assert validate_value({"N": text}) == {"N": canonical}


@pytest.mark.parametrize("text", ["abc", "", "1.2.3", "NaN", "Infinity", "1_000", " 1", "1e", "--1", "0x10"])
def test_number_syntax_errors(text):
    assert message(normalize_number, text) == f"The parameter cannot be converted to a numeric value: {text}"


def test_number_limits():
    assert (
        message(normalize_number, "1234567890123456789012345678901234567891")
        == "Attempting to store more than 38 significant digits in a Number"
    )
    # trailing zeros do not count as significant digits
    assert (
        normalize_number("12345678901234567890123456789012345678000")
        == "12345678901234567890123456789012345678000"
    )
    assert normalize_number("9.9999999999999999999999999999999999999E+125").startswith("99999")
    assert (
        message(normalize_number, "1E+126")
        == "Number overflow. Attempting to store a number with magnitude larger than supported range"
    )
    assert normalize_number("1E-130") == "0." + "0" * 129 + "1"
    assert (
        message(normalize_number, "9.9E-131")
        == "Number underflow. Attempting to store a number with magnitude smaller than supported range"
    )
    assert message(normalize_number, "-1E+126").startswith("Number overflow")


def test_value_shape_errors():
    assert message(validate_value, {}) == (
        "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"
    )
    assert message(validate_value, {"S": "a", "N": "1"}) == (
        "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes"
    )
    assert message(validate_value, {"X": "a"}).startswith("Supplied AttributeValue is empty")
    assert message(validate_value, {"NULL": False}) == (
        "One or more parameter values were invalid: Null attribute value types must have the value of true"
    )


@pytest.mark.parametrize(("kind", "word"), [("SS", "string"), ("NS", "number"), ("BS", "binary")])
def test_empty_sets_rejected(kind, word):
    assert (
        message(validate_value, {kind: []})
        == f"One or more parameter values were invalid: An {word} set  may not be empty"
    )


def test_duplicate_set_members():
    assert message(validate_value, {"SS": ["a", "a"]}) == (
        "One or more parameter values were invalid: Input collection [a, a] contains duplicates."
    )
    assert message(validate_value, {"NS": ["1", "1.0"]}) == (
        "One or more parameter values were invalid: Input collection [1, 1.0] contains duplicates."
    )
    assert "contains duplicates" in message(validate_value, {"BS": [b"x", b"x"]})


def test_sets_normalised_and_empty_members_allowed():
    assert validate_value({"NS": ["1.0", "2e1"]}) == {"NS": ["1", "20"]}
    assert validate_value({"SS": ["", "a"]}) == {"SS": ["", "a"]}


def test_nested_values_and_depth():
    nested = {"M": {"a": {"L": [{"N": "01"}, {"S": ""}, {"B": b""}]}}}
    assert validate_value(nested) == {"M": {"a": {"L": [{"N": "1"}, {"S": ""}, {"B": b""}]}}}
    value: dict = {"S": "leaf"}
    for _ in range(31):
        value = {"L": [value]}
    validate_value(value)  # 32 levels
    assert message(validate_value, {"L": [value]}) == "Nesting Levels have exceeded supported limits"


def test_validate_item_keys():
    keys = ["id", "sk"]
    types = {"id": "S", "sk": "N"}
    item = {"id": {"S": "a"}, "sk": {"N": "1.0"}, "empty": {"S": ""}}
    assert validate_item(item, key_schema_names=keys, key_types=types)["sk"] == {"N": "1"}
    assert message(validate_item, {"id": {"S": "a"}}, key_schema_names=keys) == (
        "One or more parameter values were invalid: Missing the key sk in the item"
    )
    assert message(
        validate_item, {"id": {"N": "1"}, "sk": {"N": "1"}}, key_schema_names=keys, key_types=types
    ) == ("One or more parameter values were invalid: Type mismatch for key id expected: S actual: N")
    assert message(validate_item, {"id": {"S": ""}, "sk": {"N": "1"}}, key_schema_names=keys) == (
        "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain "
        "an empty string value. Key: id"
    )
    assert "empty binary value. Key: id" in message(
        validate_item, {"id": {"B": b""}}, key_schema_names=["id"]
    )
    assert message(validate_item, {"id": {"S": "x" * 2049}}, key_schema_names=["id"]) == (
        "One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of2048 bytes"
    )
    assert message(validate_item, {"id": {"S": "x"}, "sk": {"S": "y" * 1025}}, key_schema_names=keys) == (
        "One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size limit "
        "of 1024 bytes"
    )


def test_item_size_limit():
    ok = {"id": {"S": "a"}, "blob": {"B": b"x" * (400 * 1024 - 2 - 4 - 1)}}
    assert item_size(ok) == 400 * 1024
    validate_item(ok, key_schema_names=["id"])
    too_big = {"id": {"S": "a"}, "blob": {"B": b"x" * (400 * 1024 - 2 - 4)}}
    assert (
        message(validate_item, too_big, key_schema_names=["id"])
        == "Item size has exceeded the maximum allowed size"
    )


def test_validate_key():
    assert validate_key({"id": {"N": "1.0"}}, key_schema_names=["id"], key_types={"id": "N"}) == {
        "id": {"N": "1"}
    }
    assert message(validate_key, {"id": {"S": "1"}, "x": {"S": "1"}}, key_schema_names=["id"]) == (
        "The provided key element does not match the schema"
    )
    assert message(validate_key, {"id": {"S": "1"}}, key_schema_names=["id"], key_types={"id": "N"}) == (
        "The provided key element does not match the schema"
    )
    assert "empty string value. Key: id" in message(validate_key, {"id": {"S": ""}}, key_schema_names=["id"])


@pytest.mark.parametrize(
    ("value", "size"),
    [
        ({"S": "abc"}, 3),
        ({"S": "é"}, 2),
        ({"B": b"\x00\x01"}, 2),
        ({"N": "1"}, 2),
        ({"N": "12"}, 2),
        ({"N": "123"}, 3),
        ({"N": "-123"}, 4),
        ({"N": "1000"}, 2),
        ({"BOOL": True}, 1),
        ({"NULL": True}, 1),
        ({"SS": ["ab", "c"]}, 3),
        ({"L": [{"S": "ab"}, {"N": "1"}]}, 3 + 1 + 2 + 1 + 2),
        ({"M": {"k": {"S": "ab"}}}, 3 + 1 + 1 + 2),
        ({"L": []}, 3),
    ],
)
def test_value_sizes(value, size):
    assert value_size(value) == size


def test_item_size_counts_names():
    assert item_size({"name": {"S": "abc"}, "n": {"N": "12"}}) == 4 + 3 + 1 + 2


def _random_number(rng: random.Random) -> str:
    sign = rng.choice(["", "-"])
    digits = str(rng.randint(0, 10 ** rng.randint(1, 38) - 1))
    exponent = rng.randint(-60, 60)
    return f"{sign}{digits}E{exponent}"


def test_number_sort_bytes_match_numeric_order():
    rng = random.Random(7)
    numbers = [_random_number(rng) for _ in range(3000)] + ["0", "-0", "1", "-1", "0.1", "-0.1", "10", "9.99"]
    values = [{"N": n} for n in numbers]
    by_bytes = sorted(values, key=sort_key_bytes)
    decimals = [Decimal(v["N"]) for v in by_bytes]
    assert decimals == sorted(decimals)
    assert sort_key_bytes({"N": "1.0"}) == sort_key_bytes({"N": "1"})
    assert sort_key_bytes({"N": "-0.12"}) > sort_key_bytes({"N": "-0.123"})
    assert sort_key_bytes({"N": "0.12"}) < sort_key_bytes({"N": "0.123"})


def test_string_and_binary_sort_bytes():
    words = ["a", "B", "é", "z", "aa", "", "\U0001f600", "\uffff"]
    by_bytes = sorted(words, key=lambda w: sort_key_bytes({"S": w}))
    assert by_bytes == sorted(words, key=lambda w: w.encode("utf-8"))
    assert sort_key_bytes({"B": b"\x00\xff"}) == b"\x00\xff"


def test_key_bytes_canonical():
    assert key_bytes({"N": "1.0"}) == key_bytes({"N": "1"}) == b"N:1"
    assert key_bytes({"S": "1"}) != key_bytes({"N": "1"})
    assert key_bytes({"B": b"1"}) == b"B:1"
    assert key_hash({"N": "10"}) == key_hash({"N": "1E1"})
    assert len(key_hash({"S": "x"})) == 16
    with pytest.raises(ValueError):
        key_bytes({"BOOL": True})


def test_equality_and_comparison():
    assert values_equal({"N": "1"}, {"N": "1.00"})
    assert not values_equal({"N": "1"}, {"S": "1"})
    assert values_equal({"SS": ["a", "b"]}, {"SS": ["b", "a"]})
    assert values_equal({"NS": ["1", "2"]}, {"NS": ["2.0", "1"]})
    assert values_equal({"M": {"a": {"L": [{"N": "1"}]}}}, {"M": {"a": {"L": [{"N": "1.0"}]}}})
    assert not values_equal({"L": [{"N": "1"}]}, {"L": [{"N": "1"}, {"N": "2"}]})
    assert compare_values({"N": "10"}, {"N": "9"}) == 1
    assert compare_values({"S": "a"}, {"S": "b"}) == -1
    assert compare_values({"B": b"a"}, {"B": b"a"}) == 0
    assert compare_values({"S": "1"}, {"N": "1"}) is None
    assert compare_values({"BOOL": True}, {"BOOL": True}) is None
