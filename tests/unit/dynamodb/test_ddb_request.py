"""Request-wide rules: shared placeholders, unused ones, the maps themselves, legacy mixing."""

import pytest
from dynamodb_helpers import N, S, error_message

from labcloud.services.dynamodb.expressions import KeySchema, compile_request, render_tree
from labcloud.services.dynamodb.expressions.render import render

KEYS = KeySchema("id")


def test_names_and_values_shared_across_expressions():
    compiled = compile_request(
        condition="#q > :zero",
        update="SET #q = #q - :one",
        names={"#q": "qty"},
        values={":zero": N(0), ":one": N(1)},
        key_schema=KEYS,
    )
    item = {"id": S("a"), "qty": N(1)}
    assert compiled.condition.evaluate(item) is True
    assert compiled.update.apply(item)[0]["qty"] == N(0)


def test_unused_names_and_values():
    assert error_message(condition="a = :v", values={":v": N(1), ":w": N(2), ":x": N(3)}) == (
        "Value provided in ExpressionAttributeValues unused in expressions: keys: {:w, :x}"
    )
    assert error_message(condition="a = :v", names={"#a": "a"}, values={":v": N(1)}) == (
        "Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}"
    )
    # used by the projection, not by the condition: fine
    compile_request(condition="a = :v", projection="#b", names={"#b": "b"}, values={":v": N(1)})


def test_maps_without_expressions():
    assert (
        error_message(names={"#a": "a"})
        == "ExpressionAttributeNames can only be specified when using expressions"
    )
    assert (
        error_message(values={":a": N(1)})
        == "ExpressionAttributeValues can only be specified when using expressions"
    )
    assert error_message(expected={"a": {"Exists": False}}, values={":a": N(1)}) == (
        "ExpressionAttributeValues can only be specified when using expressions"
    )


def test_map_shapes():
    assert error_message(condition="a = :v", values={}) == "ExpressionAttributeValues must not be empty"
    assert (
        error_message(condition="a = :v", names={}, values={":v": N(1)})
        == "ExpressionAttributeNames must not be empty"
    )
    assert error_message(condition="a = :v", values={"v": N(1)}) == (
        'ExpressionAttributeValues contains invalid key: Syntax error; key: "v"'
    )
    assert error_message(condition="#a = :v", names={"a": "a"}, values={":v": N(1)}) == (
        'ExpressionAttributeNames contains invalid key: Syntax error; key: "a"'
    )
    assert error_message(condition="a = :v", values={":v": {"SS": []}}) == (
        "ExpressionAttributeValues contains invalid value: One or more parameter values were invalid: "
        "An string set  may not be empty for key :v"
    )
    assert error_message(condition="a = :v", values={":v": {"N": "x"}}) == (
        "ExpressionAttributeValues contains invalid value: The parameter cannot be converted to a numeric value: x "
        "for key :v"
    )


def test_values_are_normalised_before_use():
    compiled = compile_request(update="SET a = :v", values={":v": N("1.500")})
    assert compiled.update.apply({})[0]["a"] == N("1.5")


@pytest.mark.parametrize(
    ("legacy", "expression", "legacy_name", "expression_name"),
    [
        ({"attributes_to_get": ["a"]}, {"projection": "a"}, "AttributesToGet", "ProjectionExpression"),
        (
            {"expected": {"a": {"Exists": False}}},
            {"condition": "attribute_exists(a)"},
            "Expected",
            "ConditionExpression",
        ),
        (
            {"attribute_updates": {"a": {"Action": "DELETE"}}},
            {"update": "REMOVE a"},
            "AttributeUpdates",
            "UpdateExpression",
        ),
        (
            {"scan_filter": {"a": {"ComparisonOperator": "NULL"}}},
            {"filter": "attribute_exists(a)"},
            "ScanFilter",
            "FilterExpression",
        ),
    ],
)
def test_mixing_legacy_and_expressions(legacy, expression, legacy_name, expression_name):
    assert error_message(**legacy, **expression) == (
        "Can not use both expression and non-expression parameters in the same request: "
        f"Non-expression parameters: {{{legacy_name}}} Expression parameters: {{{expression_name}}}"
    )


def test_mixing_lists_all_parameters():
    message = error_message(
        key_conditions={"id": {"ComparisonOperator": "EQ", "AttributeValueList": [S("a")]}},
        query_filter={"a": {"ComparisonOperator": "NULL"}},
        key_condition="id = :v",
        projection="a",
        values={":v": S("a")},
        key_schema=KEYS,
    )
    assert message == (
        "Can not use both expression and non-expression parameters in the same request: "
        "Non-expression parameters: {KeyConditions, QueryFilter} "
        "Expression parameters: {ProjectionExpression, KeyConditionExpression}"
    )


def test_render_substitutes_placeholders():
    assert render("attribute_not_exists(#k)", {"#k": "id"}) == "attribute_not_exists(id)"
    assert render("#q = :four", {"#q": "quantity"}, {":four": N(4)}) == "quantity = 4"
    assert (
        render(
            "SET a = :s, b = :l, c = :m",
            None,
            {
                ":s": S('say "hi"'),
                ":l": {"L": [N(1), {"BOOL": False}, {"NULL": True}]},
                ":m": {"M": {"k": {"SS": ["x"]}}},
            },
        )
        == 'SET a = "say \\"hi\\"", b = [1, false, null], c = {"k": <<"x">>}'
    )
    assert render("b = :b AND c = :u", None, {":b": {"B": b"\x00\x01"}}) == "b = b'AAE=' AND c = :u"
    assert render("a ! b", {}, {}) == "a ! b"


def test_render_tree_and_condition_text():
    compiled = compile_request(
        condition="NOT (#a = :v OR b < :w) AND size(c[1].d) BETWEEN :v AND :w",
        names={"#a": "alpha"},
        values={":v": N(1), ":w": N(2)},
    )
    assert compiled.condition.text == "NOT (alpha = 1 OR b < 2) AND size(c[1].d) BETWEEN 1 AND 2"
    compiled = compile_request(
        update="SET a = a + :v, b = if_not_exists(b, :v) REMOVE c ADD d :v", values={":v": N(1)}
    )
    assert render_tree(compiled.update.tree) == "SET a = a + 1, b = if_not_exists(b, 1) REMOVE c ADD d 1"
    compiled = compile_request(
        expected={"a": {"Value": S("x")}, "b": {"Exists": False}}, conditional_operator="OR"
    )
    assert compiled.condition.text == 'a = "x" OR attribute_not_exists(b)'
