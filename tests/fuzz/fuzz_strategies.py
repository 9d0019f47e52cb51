"""Hypothesis strategies for an operation's input, read from botocore's shape model.

``input_params(op)`` draws a parameter dict with every required member and a random subset of
the optional ones, each value drawn from its shape: enums and lengths and ranges are mostly
honoured (so requests get past model validation and reach the providers), with the edges of
each shape's type mixed in, read from the model:

- strings exactly at, one short of and one past the shape's length limits;
- numbers at and past the shape's range, 64-bit edges, NaN/Infinity;
- numbers written as text (DynamoDB's ``N``): huge and tiny exponents, many digits, leading
  zeros, signs, NaN/Infinity spellings (:data:`NUMBER_TEXTS`);
- timestamps from the epoch to far ahead (their out-of-range and every-format spellings are the
  ``timestamp_forms`` mutation, since botocore will not frame them);
- lists empty, at their bounds, and with a member duplicated;
- DynamoDB values nested at and past the 32-level limit;
- often, the name of a resource the fuzzing server already holds (:data:`EXISTING`), so that
  requests get past "not found" into the checks that run on a real table, bucket or group.

Recursive shapes otherwise stop at a small depth.
"""

from __future__ import annotations

import datetime as dt
import math
from typing import Any

from botocore.model import ListShape, MapShape, OperationModel, Shape, StructureShape
from hypothesis import strategies as st

MAX_DEPTH = 5
#: Members whose natural values make the server wait (a long poll): kept short so a fixed-seed run
#: stays inside its time budget. Out-of-range values for them still come from the mutations.
WAIT_MEMBERS = {"WaitTimeSeconds": st.integers(0, 1)}

_TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=24)
_EDGE_TEXT = st.sampled_from(
    [
        "",
        " ",
        "a" * 1025,
        "\u00e9\u4e2d\U0001f600",
        "../../etc/passwd",
        "%00",
        "<x>&'\"",
        "arn:aws:iam::000000000000:role/x",
        "http://127.0.0.1:5000/000000000000/q",
    ]
)
#: A lone surrogate: a JSON body carries it as an escape (``"\\ud83d"``), though nothing can store it;
#: URIs, headers, XML, forms and CBOR cannot carry it at all, so only JSON body members draw it.
_LONE_SURROGATE = st.just("half of a pair: \ud83d")


#: Number texts at DynamoDB's edges and past them: 38 digits, magnitudes 1E-130 and 9.99..E+125.
NUMBER_TEXT_VALUES = (
    "0",
    "-0",
    "+1",
    "00012",
    "-000.000",
    ".5",
    "5.",
    "1e5",
    "1E+125",
    "9.9999999999999999999999999999999999999E+125",
    "1E+126",
    "1E-130",
    "1E-131",
    "1E+9999999",
    "-1E+1000000",
    "1E-9999999",
    "1e99999999999999999999",
    "1" * 38,
    "1" * 39,
    "0." + "0" * 200 + "1",
    "1" + "0" * 200,
    "1" * 500,
    "NaN",
    "nan",
    "Infinity",
    "-Infinity",
    "inf",
    "1_000",
    "0x10",
    "1e",
    "--1",
    " 1",
    "",
)
NUMBER_TEXTS = st.sampled_from(NUMBER_TEXT_VALUES)
_NUMBER_SHAPES = frozenset({"NumberAttributeValue"})


def _number_text() -> st.SearchStrategy[str]:
    """DynamoDB numbers: the listed edges, or a sign, digits (leading zeros too) and an exponent."""
    composed = st.builds(
        lambda sign, whole, fraction, exponent: f"{sign}{whole}{fraction}{exponent}",
        st.sampled_from(["", "-", "+"]),
        st.text("0123456789", min_size=1, max_size=45),
        st.sampled_from(["", ".", ".5", ".000001", "." + "9" * 40]),
        st.one_of(
            st.just(""),
            st.integers(-140, 140).map(lambda e: f"E{e:+d}"),
            st.sampled_from(["e999999", "E-999999", "e1000001", "E-1000001", "e+0"]),
        ),
    )
    return st.one_of(NUMBER_TEXTS, composed)


def _at_limits(low: int, high: Any) -> st.SearchStrategy[str]:
    """Strings exactly at, one short of, and one past the shape's length limits."""
    sizes = {low, max(low - 1, 0)}
    if high is not None and int(high) <= 70_000:
        sizes |= {int(high), int(high) + 1}
    return st.sampled_from(sorted(sizes)).map(lambda n: "l" * n)


#: Names of resources the fuzz server is given before the run (``conftest.fuzz_server``), by the
#: shape names that refer to them.
EXISTING: dict[str, list[str]] = {
    "TableArn": ["fuzz-table"],
    "TableName": ["fuzz-table"],
    "AttributeName": ["pk", "sk"],
    "BucketName": ["fuzz-bucket"],
    "LogGroupName": ["fuzz-group"],
    "LogStreamName": ["fuzz-stream"],
}


def _string(shape: Shape, json_body: bool = False) -> st.SearchStrategy[Any]:
    if shape.name in _NUMBER_SHAPES:
        return _number_text()
    existing = EXISTING.get(shape.name)
    if existing:
        known = st.sampled_from(existing)
        return st.one_of(known, known, known, _string_from_model(shape, json_body))
    return _string_from_model(shape, json_body)


def _string_from_model(shape: Shape, json_body: bool) -> st.SearchStrategy[Any]:
    enum = shape.enum if hasattr(shape, "enum") else None
    low = int(shape.metadata.get("min", 0) or 0)
    high = shape.metadata.get("max")
    sized = st.text(
        st.characters(codec="utf-8", exclude_categories=("Cs",)),
        min_size=min(low, 64),
        max_size=max(min(low, 64), min(int(high), 40) if high is not None else 40),
    )
    options = [sized, _EDGE_TEXT, _TEXT, _at_limits(low, high)]
    if json_body:
        options.append(_LONE_SURROGATE)
    if enum:
        options.insert(0, st.sampled_from(list(enum)))
        options.insert(0, st.sampled_from(list(enum)))
    return st.one_of(*options)


def _integer(shape: Shape) -> st.SearchStrategy[Any]:
    low = shape.metadata.get("min")
    high = shape.metadata.get("max")
    inside = st.integers(int(low) if low is not None else -(2**31), int(high) if high is not None else 2**31)
    edges = [0, -1, 2**31, 2**63, -(2**63) - 1]
    if low is not None:
        edges.append(int(low) - 1)
    if high is not None:
        edges.append(int(high) + 1)
    return st.one_of(inside, inside, st.sampled_from(edges))


def _float(shape: Shape) -> st.SearchStrategy[Any]:
    edges = [0.0, -0.0, 1e308, -1e308, 5e-324, math.inf, -math.inf, math.nan, 2.0**63, -(2.0**63)]
    for bound in ("min", "max"):
        if shape.metadata.get(bound) is not None:
            value = float(shape.metadata[bound])
            edges += [value, math.nextafter(value, -math.inf), math.nextafter(value, math.inf)]
    return st.one_of(st.floats(-1e9, 1e9), st.sampled_from(edges))


def _document(depth: int) -> st.SearchStrategy[Any]:
    leaves = st.one_of(st.none(), st.booleans(), st.integers(-100, 100), _TEXT)
    return st.recursive(
        leaves,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_TEXT, inner, max_size=3),
        max_leaves=6,
    )


def _nested_value(levels: int) -> dict[str, Any]:
    value: dict[str, Any] = {"S": "bottom"}
    for index in range(levels):
        value = {"M": {"m": value}} if index % 2 else {"L": [value]}
    return value


#: DynamoDB values nested just under, at and past the 32-level limit of an item's documents.
_NESTED_SHAPES = frozenset({"AttributeValue"})
_NESTED_ITEMS = [_nested_value(levels) for levels in (31, 32, 33, 40)]


def for_shape(
    shape: Shape, depth: int = 0, member_name: str = "", json_body: bool = False
) -> st.SearchStrategy[Any]:
    """Values for ``shape``; ``json_body``: it travels inside a JSON document (not a URI or header)."""
    if member_name in WAIT_MEMBERS:
        return WAIT_MEMBERS[member_name]
    kind = shape.type_name
    json_body = json_body and not shape.serialization.get("location")
    if shape.metadata.get("document"):
        return _document(depth)
    if isinstance(shape, StructureShape):
        if shape.name in _NESTED_SHAPES and depth < MAX_DEPTH:
            return st.one_of(structure(shape, depth, json_body), st.sampled_from(_NESTED_ITEMS))
        return structure(shape, depth, json_body)
    if isinstance(shape, ListShape):
        if depth >= MAX_DEPTH:
            return st.just([])
        low = int(shape.metadata.get("min", 0) or 0)
        high = shape.metadata.get("max")
        member = for_shape(shape.member, depth + 1, json_body=json_body)
        options = [
            st.lists(member, min_size=min(low, 3), max_size=max(min(low, 3), 3)),
            st.lists(member, min_size=1, max_size=3).map(lambda items: items + items[:1]),  # a duplicate
            st.just([]),
        ]
        if high is not None and int(high) <= 100:
            options.append(member.map(lambda item: [item] * (int(high) + 1)))  # one past the bound
        return st.one_of(*options)
    if isinstance(shape, MapShape):
        if depth >= MAX_DEPTH:
            return st.just({})
        return st.dictionaries(
            _string(shape.key, json_body), for_shape(shape.value, depth + 1, json_body=json_body), max_size=3
        )
    if kind == "string":
        return _string(shape, json_body)
    if kind in ("integer", "long"):
        return _integer(shape)
    if kind in ("double", "float"):
        return _float(shape)
    if kind == "boolean":
        return st.booleans()
    if kind == "blob":
        return st.binary(max_size=64)
    if kind == "timestamp":
        utc = dt.timezone.utc
        edges = [
            dt.datetime(1, 1, 1, tzinfo=utc),
            dt.datetime(1969, 12, 31, 23, 59, 59, tzinfo=utc),
            dt.datetime(1970, 1, 1, tzinfo=utc),
            dt.datetime(2038, 1, 19, 3, 14, 8, tzinfo=utc),
            dt.datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=utc),
        ]
        return st.one_of(
            st.datetimes(dt.datetime(1970, 1, 2), dt.datetime(2200, 1, 1), timezones=st.just(utc)),
            st.sampled_from(edges),
        )
    return st.none()


def structure(
    shape: StructureShape, depth: int = 0, json_body: bool = False
) -> st.SearchStrategy[dict[str, Any]]:
    # in the model's order, not a set's: a set's order follows PYTHONHASHSEED, and so would every draw
    required = [name for name in shape.members if name in shape.required_members]
    if depth >= MAX_DEPTH:
        optional: dict[str, st.SearchStrategy[Any]] = {}
    else:
        optional = {
            name: for_shape(member, depth + 1, name, json_body)
            for name, member in shape.members.items()
            if name not in required
        }
    must = {name: for_shape(shape.members[name], depth + 1, name, json_body) for name in required}
    drawn = st.fixed_dictionaries(must, optional=optional)
    if optional and not must and (shape.metadata.get("union") or shape.name in _UNION_SHAPES):
        # a union (one member set) mostly as the model means it, so the value reaches the checks
        # behind the "one type only" one; any subset still comes up now and then
        one = st.one_of(
            *(strategy.map(lambda value, name=name: {name: value}) for name, strategy in optional.items())
        )
        return st.one_of(one, one, one, drawn)
    return drawn


#: Structures documented as "exactly one member" that the model does not mark as unions.
_UNION_SHAPES = frozenset({"AttributeValue"})


def input_params(op: OperationModel) -> st.SearchStrategy[dict[str, Any]]:
    shape = op.input_shape
    if shape is None:
        return st.just({})
    payload = shape.serialization.get("payload")
    json_body = op.metadata["protocol"] in ("json", "rest-json") and not (
        payload and shape.members[payload].type_name in ("blob", "string")
    )
    return structure(shape, json_body=json_body)
