"""Syntax: tokens, grammar, AWS's syntax-error wording and structural errors."""

import pytest
from dynamodb_helpers import error_message

from labcloud.services.dynamodb.expressions.parser import parse_condition, parse_projection, parse_update


@pytest.mark.parametrize(
    ("expression", "token", "near"),
    [
        ("foo", "<EOF>", "foo"),
        ("a =", "<EOF>", "="),
        ("a == :v", "=", "=="),
        ("a = :v b", "b", ":v b"),
        ("a = :v AND", "<EOF>", "AND"),
        ("a ! :v", "!", "a !"),
        ("a BETWEEN :x OR :y", "OR", ":x OR"),
        ("a IN :x", ":x", "IN :x"),
        ("(a = :v", "<EOF>", ":v"),
        ("a = :v)", ")", ":v)"),
        ("a.1 = :v", "1", ".1"),
        ("a[x] = :v", "x", "[x"),
        ("a[-1] = :v", "-", "[-"),
        ("# = :v", "#", "#"),
        ("a = :", ":", "= :"),
        ("AND = :v", "AND", "AND"),
        ("a + :v = :w", "+", "a +"),
    ],
)
def test_condition_syntax_errors(expression, token, near):
    names = {"#a": "a"} if "#a" in expression else None
    assert error_message(condition=expression, names=names) == (
        f'Invalid ConditionExpression: Syntax error; token: "{token}", near: "{near}"'
    )


@pytest.mark.parametrize(
    ("expression", "token", "near"),
    [
        ("SET path = VALUE 1", "1", "VALUE 1"),
        ("SET a", "<EOF>", "a"),
        ("SET a = :v,", "<EOF>", ","),
        ("UPSERT a = :v", "UPSERT", "UPSERT"),
        ("REMOVE a = :v", "=", "a ="),
        ("ADD a b", "b", "a b"),
        ("DELETE a", "<EOF>", "a"),
        ("SET a = :v + :w + :x", "+", ":w +"),
        ("SET a = :v REMOVE", "<EOF>", "REMOVE"),
    ],
)
def test_update_syntax_errors(expression, token, near):
    assert error_message(update=expression, values={":v": {"N": "1"}}) == (
        f'Invalid UpdateExpression: Syntax error; token: "{token}", near: "{near}"'
    )


def test_projection_syntax_errors():
    assert error_message(projection="a, :v", values={":v": {"N": "1"}}) == (
        'Invalid ProjectionExpression: Syntax error; token: ":v", near: ", :v"'
    )
    assert (
        error_message(projection="a-b")
        == 'Invalid ProjectionExpression: Syntax error; token: "-", near: "a-"'
    )
    assert (
        error_message(projection="a,")
        == 'Invalid ProjectionExpression: Syntax error; token: "<EOF>", near: ","'
    )


def test_key_and_filter_labels():
    assert error_message(filter="a = ") == 'Invalid FilterExpression: Syntax error; token: "<EOF>", near: "="'


@pytest.mark.parametrize("kind", ["condition", "update", "projection", "filter"])
def test_empty_expression(kind):
    label = {
        "condition": "ConditionExpression",
        "update": "UpdateExpression",
        "projection": "ProjectionExpression",
        "filter": "FilterExpression",
    }[kind]
    assert error_message(**{kind: "  "}) == f"Invalid {label}: The expression can not be empty;"


def test_expression_size_limit():
    long_expression = " OR ".join(["a = :v"] * 700)
    assert error_message(condition=long_expression, values={":v": {"N": "1"}}) == (
        f"Invalid ConditionExpression: Expression size has exceeded the maximum allowed size; "
        f"expression size: {len(long_expression)}"
    )


def test_redundant_parentheses():
    assert error_message(condition="((a = :v))", values={":v": {"N": "1"}}) == (
        "Invalid ConditionExpression: The expression has redundant parentheses;"
    )
    parse_condition("(a = :v)")
    parse_condition("(a = :v) AND ((b = :v) OR c = :v)")


@pytest.mark.parametrize("clause", ["SET", "REMOVE", "ADD", "DELETE"])
def test_clause_used_twice(clause):
    actions = {"SET": "a = :v", "REMOVE": "a", "ADD": "a :v", "DELETE": "a :v"}[clause]
    expression = f"{clause} {actions} {clause.lower()} {actions.replace('a', 'b', 1)}"
    assert error_message(update=expression, values={":v": {"NS": ["1"]}}) == (
        f'Invalid UpdateExpression: The "{clause}" section can only be used once in an update expression;'
    )


def test_precedence_not_and_or():
    tree = parse_condition("NOT a = :a AND b = :b OR c = :c")
    assert type(tree).__name__ == "Or"
    assert type(tree.left).__name__ == "And"
    assert type(tree.left.left).__name__ == "Not"


def test_keywords_case_insensitive():
    lower = parse_condition("a = :a and b between :x AND :y or not c in (:z)")
    upper = parse_condition("a = :a AND b BETWEEN :x AND :y OR NOT c IN (:z)")
    assert lower == upper
    assert type(lower).__name__ == "Or"
    tree = parse_update("set a = :v remove b add c :n delete d :s")
    assert [type(a).__name__ for a in tree.actions] == [
        "SetAction",
        "RemoveAction",
        "AddAction",
        "DeleteAction",
    ]


def test_paths_parse_nested_and_indexes():
    tree = parse_projection("a.b[2].c, #x[0][1], d")
    assert [p.raw for p in tree.paths] == [("a", "b", 2, "c"), ("#x", 0, 1), ("d",)]


def test_parse_results_are_cached():
    assert parse_condition("a = :v") is parse_condition("a = :v")
