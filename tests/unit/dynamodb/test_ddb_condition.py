"""ConditionExpression / FilterExpression: evaluation semantics and validation messages."""

import pytest
from dynamodb_helpers import N, S, cond, error_message

ITEM = {
    "id": S("k1"),
    "n": N(10),
    "s": S("hello"),
    "b": {"B": b"\x01\x02\x03"},
    "t": {"BOOL": True},
    "z": {"NULL": True},
    "ss": {"SS": ["a", "b"]},
    "ns": {"NS": ["1", "2.5"]},
    "bs": {"BS": [b"x"]},
    "l": {"L": [S("x"), N(2), {"M": {"deep": S("d")}}]},
    "m": {"M": {"deepmap": {"M": {"v": N(7)}}, "lst": {"L": [N(1), N(2)]}}},
}


@pytest.mark.parametrize(
    ("expression", "values", "expected"),
    [
        ("n = :v", {"v": N("10.0")}, True),
        ("n = :v", {"v": S("10")}, False),
        ("n <> :v", {"v": S("10")}, True),
        ("n <> :v", {"v": N(10)}, False),
        ("gone <> :v", {"v": N(10)}, True),
        ("gone = :v", {"v": N(10)}, False),
        ("n < :v", {"v": N(11)}, True),
        ("n < :v", {"v": N(9)}, False),
        ("n <= :v", {"v": N(10)}, True),
        ("n > :v", {"v": N(9.5)}, True),
        ("n >= :v", {"v": N(11)}, False),
        ("n < :v", {"v": S("11")}, False),
        ("s > :v", {"v": S("hell")}, True),
        ("s < :v", {"v": S("help")}, True),
        ("b > :v", {"v": {"B": b"\x01\x02"}}, True),
        ("gone < :v", {"v": N(1)}, False),
        ("n BETWEEN :lo AND :hi", {"lo": N(1), "hi": N(10)}, True),
        ("n BETWEEN :lo AND :hi", {"lo": N(11), "hi": N(20)}, False),
        ("s BETWEEN :lo AND :hi", {"lo": S("a"), "hi": S("z")}, True),
        ("n BETWEEN :lo AND :hi", {"lo": S("a"), "hi": S("z")}, False),
        ("n IN (:a, :b)", {"a": N(1), "b": N(10)}, True),
        ("n IN (:a, :b)", {"a": N(1), "b": N(2)}, False),
        ("gone IN (:a)", {"a": N(1)}, False),
        ("ss = :v", {"v": {"SS": ["b", "a"]}}, True),
        ("l[1] = :v", {"v": N(2)}, True),
        ("l[2].deep = :v", {"v": S("d")}, True),
        ("l[9] = :v", {"v": N(2)}, False),
        ("m.deepmap.v = :v", {"v": N(7)}, True),
        ("m.lst[1] = :v", {"v": N(2)}, True),
        ("s.x = :v", {"v": N(2)}, False),
        ("s[0] = :v", {"v": N(2)}, False),
        ("m = :v", {"v": {"M": {"deepmap": {"M": {"v": N(7)}}, "lst": {"L": [N(1), N(2)]}}}}, True),
        ("t = :v", {"v": {"BOOL": True}}, True),
        ("z = :v", {"v": {"NULL": True}}, True),
        (":a = :b", {"a": N(1), "b": N("1.0")}, True),
        ("n = :v AND s = :w", {"v": N(10), "w": S("hello")}, True),
        ("n = :v AND s = :w", {"v": N(10), "w": S("nope")}, False),
        ("n = :v OR s = :w", {"v": N(1), "w": S("hello")}, True),
        ("NOT n = :v", {"v": N(10)}, False),
        ("NOT NOT n = :v", {"v": N(10)}, True),
        ("n = :x OR n = :y AND s = :w", {"x": N(10), "y": N(1), "w": S("no")}, True),
        ("(n = :x OR n = :y) AND s = :w", {"x": N(10), "y": N(1), "w": S("no")}, False),
        ("NOT (n = :x AND s = :w)", {"x": N(10), "w": S("no")}, True),
        ("n = size(s) AND :v = :v", {"v": N(1)}, False),
    ],
)
def test_comparisons(expression, values, expected):
    assert cond(expression, ITEM, **values) is expected


@pytest.mark.parametrize(
    ("expression", "values", "expected"),
    [
        ("attribute_exists(n)", {}, True),
        ("attribute_exists(gone)", {}, False),
        ("attribute_exists(m.deepmap.v)", {}, True),
        ("attribute_exists(l[5])", {}, False),
        ("attribute_not_exists(gone)", {}, True),
        ("attribute_not_exists(id)", {}, False),
        ("attribute_type(n, :t)", {"t": S("N")}, True),
        ("attribute_type(n, :t)", {"t": S("S")}, False),
        ("attribute_type(z, :t)", {"t": S("NULL")}, True),
        ("attribute_type(gone, :t)", {"t": S("S")}, False),
        ("begins_with(s, :p)", {"p": S("he")}, True),
        ("begins_with(s, :p)", {"p": S("lo")}, False),
        ("begins_with(b, :p)", {"p": {"B": b"\x01"}}, True),
        ("begins_with(n, :p)", {"p": S("1")}, False),
        ("begins_with(gone, :p)", {"p": S("1")}, False),
        ("contains(s, :p)", {"p": S("ell")}, True),
        ("contains(s, :p)", {"p": S("xyz")}, False),
        ("contains(ss, :p)", {"p": S("a")}, True),
        ("contains(ss, :p)", {"p": S("c")}, False),
        ("contains(ns, :p)", {"p": N("2.50")}, True),
        ("contains(bs, :p)", {"p": {"B": b"x"}}, True),
        ("contains(l, :p)", {"p": N(2)}, True),
        ("contains(l, :p)", {"p": S("2")}, False),
        ("contains(b, :p)", {"p": {"B": b"\x02\x03"}}, True),
        ("contains(n, :p)", {"p": N(1)}, False),
        ("contains(gone, :p)", {"p": N(1)}, False),
        ("NOT contains(gone, :p)", {"p": N(1)}, True),
        ("size(s) = :v", {"v": N(5)}, True),
        ("size(b) = :v", {"v": N(3)}, True),
        ("size(ss) = :v", {"v": N(2)}, True),
        ("size(l) > :v", {"v": N(2)}, True),
        ("size(m) = :v", {"v": N(2)}, True),
        ("size(n) = :v", {"v": N(2)}, False),
        ("size(gone) = :v", {"v": N(0)}, False),
        ("size(gone) <> :v", {"v": N(0)}, True),
        ("size(l) BETWEEN :a AND :b", {"a": N(1), "b": N(3)}, True),
        ("size(s) IN (:a, :b)", {"a": N(1), "b": N(5)}, True),
    ],
)
def test_functions(expression, values, expected):
    assert cond(expression, ITEM, **values) is expected


def test_gone_item_is_empty():
    assert cond("attribute_not_exists(id)", None) is True
    assert cond("attribute_exists(id)", None) is False
    assert cond("id <> :v", None, v=S("x")) is True
    assert cond("id = :v", {}, v=S("x")) is False


def test_names_resolve_in_paths():
    assert (
        cond("#a.#b = :v", {"x.y": {"M": {"size": N(1)}}}, names={"#a": "x.y", "#b": "size"}, v=N(1)) is True
    )
    assert cond("#a = :v", {"name": S("n")}, names={"#a": "name"}, v=S("n")) is True


def test_size_result_is_a_number():
    assert cond("size(s) = :v", ITEM, v=S("5")) is False


@pytest.mark.parametrize(
    ("expression", "values", "detail"),
    [
        ("foo(a)", {}, "Invalid function name; function: foo"),
        ("SIZE(a) = :v", {"v": N(1)}, "Invalid function name; function: SIZE"),
        (
            "if_not_exists(a, :v) = :v",
            {"v": N(1)},
            "The function is not allowed in a condition expression; function: if_not_exists",
        ),
        (
            "list_append(a, :v) = :v",
            {"v": {"L": []}},
            "The function is not allowed in a condition expression; function: list_append",
        ),
        ("size(a)", {}, "The function is not allowed to be used this way in an expression; function: size"),
        (
            "attribute_exists(a) = :v",
            {"v": N(1)},
            "The function is not allowed to be used this way in an expression; function: attribute_exists",
        ),
        (
            "attribute_exists(a, b)",
            {},
            "Incorrect number of operands for operator or function; operator or function: attribute_exists, number of operands: 2",
        ),
        (
            "begins_with(a)",
            {},
            "Incorrect number of operands for operator or function; operator or function: begins_with, number of operands: 1",
        ),
        (
            "size(a, b) = :v",
            {"v": N(1)},
            "Incorrect number of operands for operator or function; operator or function: size, number of operands: 2",
        ),
        (
            "attribute_exists(:v)",
            {"v": N(1)},
            "Operator or function requires a document path; operator or function: attribute_exists",
        ),
        (
            "attribute_not_exists(:v)",
            {"v": N(1)},
            "Operator or function requires a document path; operator or function: attribute_not_exists",
        ),
        (
            "size(:v) = :v",
            {"v": N(1)},
            "Operator or function requires a document path; operator or function: size",
        ),
        (
            "attribute_type(a, :v)",
            {"v": N(1)},
            "Incorrect operand type for operator or function; operator or function: attribute_type, operand type: N",
        ),
        (
            "attribute_type(a, :v)",
            {"v": S("STRING")},
            "Invalid attribute type name found; type: STRING, valid types: { B,NULL,SS,BOOL,L,BS,N,NS,S,M }",
        ),
        (
            "begins_with(a, :v)",
            {"v": N(1)},
            "Incorrect operand type for operator or function; operator or function: begins_with, operand type: N",
        ),
        (
            "a < :v",
            {"v": {"BOOL": True}},
            "Incorrect operand type for operator or function; operator or function: <, operand type: BOOL",
        ),
        (
            "a >= :v",
            {"v": {"SS": ["x"]}},
            "Incorrect operand type for operator or function; operator or function: >=, operand type: SS",
        ),
        (
            "a BETWEEN :v AND :w",
            {"v": {"L": []}, "w": N(1)},
            "Incorrect operand type for operator or function; operator or function: BETWEEN, operand type: L",
        ),
        (
            "a BETWEEN :v AND :w",
            {"v": N(10), "w": N(1)},
            "The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {N:10}, upper bound operand: AttributeValue: {N:1}",
        ),
        (
            "a BETWEEN :v AND :w",
            {"v": S("b"), "w": S("a")},
            "The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {S:b}, upper bound operand: AttributeValue: {S:a}",
        ),
        (
            "a = a",
            {},
            "The first operand must be distinct from the remaining operands for this operator or function; operator: =, first operand: [a]",
        ),
        ("status = :v", {"v": N(1)}, "Attribute name is a reserved keyword; reserved keyword: status"),
        ("a.Size = :v", {"v": N(1)}, "Attribute name is a reserved keyword; reserved keyword: Size"),
        (
            "#nope = :v",
            {"v": N(1)},
            "An expression attribute name used in the document path is not defined; attribute name: #nope",
        ),
        (
            "a = :nope",
            {"v": N(1)},
            "An expression attribute value used in expression is not defined; attribute value: :nope",
        ),
    ],
)
def test_condition_validation_errors(expression, values, detail):
    message = error_message(condition=expression, values={f":{k}": v for k, v in values.items()} or None)
    assert message == f"Invalid ConditionExpression: {detail}"


def test_in_operand_limit():
    options = ", ".join(f":v{i}" for i in range(101))
    values = {f":v{i}": N(i) for i in range(101)}
    assert error_message(condition=f"a IN ({options})", values=values) == (
        "Invalid ConditionExpression: The IN operator is provided with too many operands; number of operands: 101"
    )
    options = ", ".join(f":v{i}" for i in range(100))
    values = {f":v{i}": N(i) for i in range(100)}
    assert cond(f"a IN ({options})", {"a": N(99)}, **{k[1:]: v for k, v in values.items()}) is True


def test_filter_uses_its_own_label():
    assert error_message(filter="size(a)") == (
        "Invalid FilterExpression: The function is not allowed to be used this way in an expression; function: size"
    )
