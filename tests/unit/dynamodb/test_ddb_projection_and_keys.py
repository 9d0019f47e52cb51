"""ProjectionExpression application and KeyConditionExpression compilation."""

import pytest
from dynamodb_helpers import N, S, error_message

from labcloud.services.dynamodb.expressions import KeySchema, RangeCondition, compile_request
from labcloud.services.dynamodb.values import sort_key_bytes

ITEM = {
    "id": S("k"),
    "a": {"M": {"b": {"L": [N(0), {"M": {"c": S("c0"), "d": S("d0")}}, N(2), N(3)]}, "e": S("e")}},
    "f": S("f"),
    "g": {"L": [S("g0"), S("g1")]},
}


def project(expression, names=None):
    compiled = compile_request(projection=expression, names=names)
    assert compiled.projection is not None
    return compiled.projection.apply(ITEM)


def test_projection_top_level_and_nested():
    assert project("f, id") == {"f": S("f"), "id": S("k")}
    assert project("a.e") == {"a": {"M": {"e": S("e")}}}
    assert project("a.b[1].c") == {"a": {"M": {"b": {"L": [{"M": {"c": S("c0")}}]}}}}
    assert project("a.b[3], a.b[0]") == {"a": {"M": {"b": {"L": [N(0), N(3)]}}}}
    assert project("g[1], gone, a.zz, g[7], f.x") == {"g": {"L": [S("g1")]}}
    assert project("#x", names={"#x": "f"}) == {"f": S("f")}


def test_projection_result_is_a_copy():
    result = project("a")
    result["a"]["M"]["e"] = S("changed")
    assert ITEM["a"]["M"]["e"] == S("e")


def test_projection_top_level_names():
    compiled = compile_request(projection="a.b, f, a.e")
    assert compiled.projection.top_level_names == ["a", "f"]


def test_projection_errors():
    assert error_message(projection="a, a.b") == (
        "Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite one of "
        "these paths; path one: [a], path two: [a, b]"
    )
    assert error_message(projection="f, f") == (
        "Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite one of "
        "these paths; path one: [f], path two: [f]"
    )
    assert error_message(projection="a[0], a.b") == (
        "Invalid ProjectionExpression: Two document paths conflict with each other; must remove or rewrite one of "
        "these paths; path one: [a, [0]], path two: [a, b]"
    )
    assert error_message(projection="data") == (
        "Invalid ProjectionExpression: Attribute name is a reserved keyword; reserved keyword: data"
    )


KEYS = KeySchema("pk", "S", "sk", "N")
STRKEYS = KeySchema("pk", "S", "sk", "S")


def key(expression, schema=KEYS, names=None, **values):
    compiled = compile_request(
        key_condition=expression,
        names=names,
        values={f":{k}": v for k, v in values.items()},
        key_schema=schema,
    )
    assert compiled.key_condition is not None
    return compiled.key_condition


def test_hash_only():
    kc = key("pk = :p", p=S("x"))
    assert kc.hash_name == "pk" and kc.hash_value == S("x") and kc.range is None
    assert kc.hash_key_bytes == b"S:x"
    assert kc.matches({"pk": S("x"), "sk": N(1)}) and not kc.matches({"pk": S("y")})


@pytest.mark.parametrize(
    ("expression", "op", "count"),
    [
        ("pk = :p AND sk = :a", "=", 1),
        ("pk = :p AND sk < :a", "<", 1),
        ("pk = :p AND sk <= :a", "<=", 1),
        ("pk = :p AND sk > :a", ">", 1),
        ("pk = :p AND sk >= :a", ">=", 1),
        ("sk BETWEEN :a AND :b AND pk = :p", "BETWEEN", 2),
        (":a < sk AND :p = pk", ">", 1),
        ("(pk = :p) AND (sk <= :a)", "<=", 1),
    ],
)
def test_range_operators(expression, op, count):
    values = {"p": S("x"), "a": N(1)}
    if count == 2:
        values["b"] = N(5)
    kc = key(expression, **values)
    assert kc.range is not None and kc.range.op == op and kc.range.name == "sk"
    assert len(kc.range.values) == count


def test_range_matches_and_bounds():
    between = RangeCondition("sk", "BETWEEN", (N(1), N(5)))
    assert between.matches(N(1)) and between.matches(N("4.9")) and not between.matches(N(6))
    assert not between.matches(S("3")) and not between.matches(None)
    assert between.bounds() == (sort_key_bytes(N(1)), True, sort_key_bytes(N(5)), True)
    assert RangeCondition("sk", "<", (N(3),)).bounds() == (None, False, sort_key_bytes(N(3)), False)
    assert RangeCondition("sk", ">=", (N(3),)).bounds() == (sort_key_bytes(N(3)), True, None, False)
    prefix = RangeCondition("sk", "BEGINS_WITH", (S("ab"),))
    assert prefix.matches(S("abc")) and not prefix.matches(S("b"))
    assert prefix.bounds() == (b"ab", True, b"ac", False)
    assert RangeCondition("sk", "BEGINS_WITH", (S("a\xff"),)).bounds()[2] == "a\xff".encode()[:-1] + b"\xc0"
    assert RangeCondition("sk", "BEGINS_WITH", ({"B": b"\xff\xff"},)).bounds() == (
        b"\xff\xff",
        True,
        None,
        False,
    )


def test_begins_with_key():
    kc = key("pk = :p AND begins_with(sk, :s)", STRKEYS, p=S("x"), s=S("2024-"))
    assert kc.range.op == "BEGINS_WITH"
    assert kc.matches({"pk": S("x"), "sk": S("2024-01")})
    assert not kc.matches({"pk": S("x"), "sk": S("2023-01")})


def test_key_names_through_placeholders():
    kc = key("#p = :p", names={"#p": "pk"}, p=S("x"))
    assert kc.hash_name == "pk"


def _kmessage(expression, schema=KEYS, **values):
    return error_message(
        key_condition=expression, values={f":{k}": v for k, v in values.items()} or None, key_schema=schema
    )


def test_key_condition_errors():
    assert _kmessage("sk = :a", a=N(1)) == "Query condition missed key schema element: pk"
    assert (
        _kmessage("pk = :p AND qty = :a", p=S("x"), a=N(1)) == "Query condition missed key schema element: sk"
    )
    assert (
        _kmessage("pk = :p AND qty = :a", KeySchema("pk"), p=S("x"), a=N(1))
        == "Query key condition not supported"
    )
    assert _kmessage("pk < :p", p=S("x")) == "Query key condition not supported"
    assert (
        _kmessage("pk = :p OR sk = :a", p=S("x"), a=N(1))
        == "Invalid operator used in KeyConditionExpression: OR"
    )
    assert _kmessage("NOT pk = :p", p=S("x")) == "Invalid operator used in KeyConditionExpression: NOT"
    assert _kmessage("pk IN (:p)", p=S("x")) == "Invalid operator used in KeyConditionExpression: IN"
    assert (
        _kmessage("pk = :p AND sk <> :a", p=S("x"), a=N(1))
        == "Invalid operator used in KeyConditionExpression: <>"
    )
    assert _kmessage("pk = :p AND attribute_exists(sk)", p=S("x")) == (
        "Invalid operator used in KeyConditionExpression: attribute_exists"
    )
    assert _kmessage("pk = :p AND contains(sk, :a)", p=S("x"), a=N(1)) == (
        "Invalid operator used in KeyConditionExpression: contains"
    )
    assert _kmessage("pk = :p AND size(sk) = :a", p=S("x"), a=N(1)) == (
        "Invalid operator used in KeyConditionExpression: size"
    )
    assert (
        _kmessage("pk = :p AND pk = :p", p=S("x"))
        == "KeyConditionExpressions must only contain one condition per key"
    )
    assert _kmessage("pk = :p AND sk = :a AND sk < :a", p=S("x"), a=N(1)) == (
        "KeyConditionExpressions must only contain one condition per key"
    )
    assert _kmessage("pk = :p", p=N(1)) == (
        "One or more parameter values were invalid: Condition parameter type does not match schema type"
    )
    assert _kmessage("pk = :p AND begins_with(sk, :a)", p=S("x"), a=S("1")) == (
        "One or more parameter values were invalid: Condition parameter type does not match schema type"
    )
    assert _kmessage("pk = :p AND begins_with(sk, :a)", p=S("x"), a=N(1)) == (
        "Invalid KeyConditionExpression: Incorrect operand type for operator or function; operator or function: "
        "begins_with, operand type: N"
    )
    assert _kmessage("pk = :p AND sk BETWEEN :b AND :a", p=S("x"), a=N(1), b=N(5)).startswith(
        "Invalid KeyConditionExpression: The BETWEEN operator requires upper bound"
    )
    assert _kmessage("pk.x = :p", p=S("x")).startswith(
        "Invalid KeyConditionExpression: Key conditions on nested"
    )
    assert (
        _kmessage("pk = sk")
        == "Invalid KeyConditionExpression: Key condition must compare a key attribute with a value"
    )


def test_index_key_schema_used_for_query():
    compiled = compile_request(
        key_condition="gpk = :g",
        values={":g": N(3)},
        key_schema=KEYS,
        index_key_schema=KeySchema("gpk", "N"),
    )
    assert compiled.key_condition.hash_name == "gpk"


def test_filter_cannot_use_query_keys():
    message = error_message(
        key_condition="pk = :p", filter="sk > :a", values={":p": S("x"), ":a": N(1)}, key_schema=KEYS
    )
    assert (
        message == "Filter Expression can only contain non-primary key attributes: Primary key attribute: sk"
    )
    compiled = compile_request(
        key_condition="pk = :p", filter="qty > :a", values={":p": S("x"), ":a": N(1)}, key_schema=KEYS
    )
    assert compiled.filter.evaluate({"qty": N(2)}) is True
