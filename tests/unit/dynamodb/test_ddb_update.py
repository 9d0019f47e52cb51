"""UpdateExpression: applying SET / REMOVE / ADD / DELETE, runtime and validation errors."""

import pytest
from dynamodb_helpers import N, S, error_message

from labcloud.errors import AwsError
from labcloud.services.dynamodb.expressions import KeySchema, compile_request, project_paths

KEYS = KeySchema("id", "S", "sk", "N")
BASE = {
    "id": S("k"),
    "sk": N(1),
    "qty": N(5),
    "title": S("t"),
    "tags": {"SS": ["a", "b"]},
    "nums": {"NS": ["1", "2"]},
    "lst": {"L": [N(0), N(1), N(2), N(3)]},
    "m": {"M": {"a": {"M": {"b": N(1)}}, "arr": {"L": [S("x")]}}},
}


def apply(expression, item=None, names=None, **values):
    compiled = compile_request(
        update=expression,
        names=names,
        values={f":{k}": v for k, v in values.items()} or None,
        key_schema=KEYS,
    )
    assert compiled.update is not None
    source = BASE if item is None else item
    return compiled.update.apply(source)


def runtime_error(expression, item=None, **values):
    with pytest.raises(AwsError) as info:
        apply(expression, item, **values)
    assert info.value.code == "ValidationException"
    return info.value.message


def test_set_scalars_and_nested():
    new, paths = apply("SET qty = :q, m.a.c = :v, m.arr[0] = :v, newattr = :v", q=N(9), v=S("z"))
    assert new["qty"] == N(9)
    assert new["m"]["M"]["a"]["M"] == {"b": N(1), "c": S("z")}
    assert new["m"]["M"]["arr"] == {"L": [S("z")]}
    assert new["newattr"] == S("z")
    assert paths == [("qty",), ("m", "a", "c"), ("m", "arr", 0), ("newattr",)]
    assert BASE["qty"] == N(5), "input item must not be modified"
    assert BASE["m"]["M"]["a"]["M"] == {"b": N(1)}


def test_set_list_index_past_end_appends():
    new, paths = apply("SET lst[10] = :v", v=S("end"))
    assert new["lst"]["L"][-1] == S("end")
    assert len(new["lst"]["L"]) == 5
    assert paths == [("lst", 4)]
    assert project_paths(new, paths) == {"lst": {"L": [S("end")]}}


def test_arithmetic():
    assert apply("SET qty = qty + :d", d=N("1.5"))[0]["qty"] == N("6.5")
    assert apply("SET qty = qty - :d", d=N(10))[0]["qty"] == N(-5)
    assert apply("SET qty = :d - qty", d=N(10))[0]["qty"] == N(5)
    assert apply("SET c = if_not_exists(c, :zero) + :one", zero=N(0), one=N(1))[0]["c"] == N(1)
    assert apply("SET qty = if_not_exists(qty, :zero) + :one", zero=N(0), one=N(1))[0]["qty"] == N(6)
    assert apply("SET a = :x + :y", x=N("0.1"), y=N("0.2"))[0]["a"] == N("0.3")


def test_arithmetic_runtime_errors():
    assert runtime_error("SET qty = gone + :d", d=N(1)) == (
        "The provided expression refers to an attribute that does not exist in the item"
    )
    assert (
        runtime_error("SET qty = title + :d", d=N(1))
        == "An operand in the update expression has an incorrect data type"
    )
    assert runtime_error("SET qty = :d + :d", d=N("9.9E+125")).startswith("Number overflow")
    assert runtime_error("SET qty = qty + :d", d=N("9.9E+125")) == (
        "Attempting to store more than 38 significant digits in a Number"
    )


def test_if_not_exists_and_list_append():
    new, _ = apply("SET title = if_not_exists(title, :v), alt = if_not_exists(alt, :v)", v=S("new"))
    assert new["title"] == S("t") and new["alt"] == S("new")
    new, _ = apply("SET lst = list_append(lst, :more)", more={"L": [N(4)]})
    assert new["lst"]["L"][-1] == N(4) and len(new["lst"]["L"]) == 5
    new, _ = apply("SET lst = list_append(:more, lst)", more={"L": [N(-1)]})
    assert new["lst"]["L"][0] == N(-1)
    new, _ = apply(
        "SET fresh = list_append(if_not_exists(fresh, :blank), :more)", blank={"L": []}, more={"L": [N(1)]}
    )
    assert new["fresh"] == {"L": [N(1)]}
    assert runtime_error("SET x = list_append(gone, :more)", more={"L": []}) == (
        "The provided expression refers to an attribute that does not exist in the item"
    )
    assert runtime_error("SET x = list_append(title, :more)", more={"L": []}) == (
        "An operand in the update expression has an incorrect data type"
    )


def test_set_values_read_the_old_item():
    new, _ = apply("SET qty = :v, dup = qty", v=N(100))
    assert new["dup"] == N(5) and new["qty"] == N(100)


def test_set_copy_is_independent():
    new, _ = apply("SET m2 = m")
    new["m2"]["M"]["a"]["M"]["b"] = N(99)
    assert new["m"]["M"]["a"]["M"]["b"] == N(1)


def test_invalid_document_paths():
    assert (
        runtime_error("SET gone.x = :v", v=N(1))
        == "The document path provided in the update expression is invalid for update"
    )
    assert (
        runtime_error("SET title.x = :v", v=N(1))
        == "The document path provided in the update expression is invalid for update"
    )
    assert (
        runtime_error("SET m[0] = :v", v=N(1))
        == "The document path provided in the update expression is invalid for update"
    )
    assert (
        runtime_error("SET lst.x = :v", v=N(1))
        == "The document path provided in the update expression is invalid for update"
    )


def test_remove():
    new, paths = apply("REMOVE title, gone, m.a.b, lst[1], lst[3], lst[9]")
    assert "title" not in new
    assert new["m"]["M"]["a"]["M"] == {}
    assert new["lst"] == {"L": [N(0), N(2)]}
    assert paths[0] == ("title",)


def test_add_numbers_and_sets():
    new, _ = apply(
        "ADD qty :n, tally :n, tags :t, nums :ns, fresh :t",
        n=N(2),
        t={"SS": ["b", "c"]},
        ns={"NS": ["2.0", "3"]},
    )
    assert new["qty"] == N(7)
    assert new["tally"] == N(2)
    assert new["tags"] == {"SS": ["a", "b", "c"]}
    assert new["nums"] == {"NS": ["1", "2", "3"]}
    assert new["fresh"] == {"SS": ["b", "c"]}
    assert (
        runtime_error("ADD title :n", n=N(1))
        == "An operand in the update expression has an incorrect data type"
    )
    assert (
        runtime_error("ADD tags :n", n={"NS": ["1"]})
        == "An operand in the update expression has an incorrect data type"
    )


def test_delete_from_sets():
    new, _ = apply("DELETE tags :t, nums :ns, gone :t", t={"SS": ["a", "zz"]}, ns={"NS": ["1", "2"]})
    assert new["tags"] == {"SS": ["b"]}
    assert "nums" not in new, "a set emptied by DELETE is removed"
    assert "gone" not in new
    assert (
        runtime_error("DELETE title :t", t={"SS": ["a"]})
        == "An operand in the update expression has an incorrect data type"
    )


def test_apply_to_missing_item():
    compiled = compile_request(
        update="SET a = :v ADD c :one", values={":v": S("x"), ":one": N(1)}, key_schema=KEYS
    )
    new, _ = compiled.update.apply(None)
    assert new == {"a": S("x"), "c": N(1)}


def test_updated_paths_projection():
    old = BASE
    new, paths = apply("SET m.a.b = :v, qty = :v", v=N(42))
    assert project_paths(new, paths) == {"m": {"M": {"a": {"M": {"b": N(42)}}}}, "qty": N(42)}
    assert project_paths(old, paths) == {"m": {"M": {"a": {"M": {"b": N(1)}}}}, "qty": N(5)}


def test_names_in_update():
    new, _ = apply("SET #n = :v REMOVE #t", names={"#n": "name", "#t": "title"}, v=S("x"))
    assert new["name"] == S("x") and "title" not in new


def _message(expression, names=None, **values):
    return error_message(
        update=expression,
        names=names,
        values={f":{k}": v for k, v in values.items()} or None,
        key_schema=KEYS,
    )


@pytest.mark.parametrize(
    ("expression", "values", "detail"),
    [
        (
            "SET a = :v, a.b = :v",
            {"v": N(1)},
            "Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a], path two: [a, b]",
        ),
        (
            "SET a = :v REMOVE a",
            {"v": N(1)},
            "Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a], path two: [a]",
        ),
        (
            "SET a[0] = :v REMOVE a.b",
            {"v": N(1)},
            "Two document paths conflict with each other; must remove or rewrite one of these paths; path one: [a, [0]], path two: [a, b]",
        ),
        (
            "SET a = b + :v",
            {"v": S("x")},
            "Incorrect operand type for operator or function; operator or function: +, operand type: S",
        ),
        (
            "SET a = :v - b",
            {"v": {"SS": ["x"]}},
            "Incorrect operand type for operator or function; operator or function: -, operand type: SS",
        ),
        (
            "SET a = list_append(a, :v)",
            {"v": S("x")},
            "Incorrect operand type for operator or function; operator or function: list_append, operand type: S",
        ),
        (
            "SET a = if_not_exists(:v, b)",
            {"v": N(1)},
            "Operator or function requires a document path; operator or function: if_not_exists",
        ),
        (
            "SET a = if_not_exists(a)",
            {},
            "Incorrect number of operands for operator or function; operator or function: if_not_exists, number of operands: 1",
        ),
        ("SET a = size(b)", {}, "The function is not allowed in an update expression; function: size"),
        (
            "SET a = attribute_exists(b)",
            {},
            "The function is not allowed in an update expression; function: attribute_exists",
        ),
        ("SET a = nope(b)", {}, "Invalid function name; function: nope"),
        (
            "ADD a :v",
            {"v": S("x")},
            "Incorrect operand type for operator or function; operator: ADD, operand type: STRING",
        ),
        (
            "ADD a :v",
            {"v": {"L": []}},
            "Incorrect operand type for operator or function; operator: ADD, operand type: LIST",
        ),
        (
            "DELETE a :v",
            {"v": N(1)},
            "Incorrect operand type for operator or function; operator: DELETE, operand type: NUMBER",
        ),
        (
            "SET #n = :v",
            {"v": N(1)},
            "An expression attribute name used in the document path is not defined; attribute name: #n",
        ),
        (
            "SET a = :nope",
            {"v": N(1)},
            "An expression attribute value used in expression is not defined; attribute value: :nope",
        ),
        ("SET name = :v", {"v": N(1)}, "Attribute name is a reserved keyword; reserved keyword: name"),
        (
            "REMOVE a.#n",
            {},
            "An expression attribute name used in the document path is not defined; attribute name: #n",
        ),
    ],
)
def test_update_validation_errors(expression, values, detail):
    assert _message(expression, **values) == f"Invalid UpdateExpression: {detail}"


@pytest.mark.parametrize(
    "expression", ["SET id = :v", "REMOVE sk", "ADD sk :n", "SET id.x = :v", "SET #k = :v"]
)
def test_key_attributes_cannot_be_updated(expression):
    names = {"#k": "id"} if "#k" in expression else None
    values = {}
    if ":v" in expression:
        values[":v"] = S("x")
    if ":n" in expression:
        values[":n"] = N(1)
    message = error_message(update=expression, names=names, values=values or None, key_schema=KEYS)
    name = "sk" if "sk" in expression else "id"
    assert message == (
        f"One or more parameter values were invalid: Cannot update attribute {name}. This attribute is part of the key"
    )


def test_update_top_level_names():
    compiled = compile_request(
        update="SET a.b = :v REMOVE c[1] ADD d :v", values={":v": N(1)}, key_schema=KEYS
    )
    assert compiled.update.top_level_names == {"a", "c", "d"}
