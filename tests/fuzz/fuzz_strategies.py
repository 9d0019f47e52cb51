"""Hypothesis strategies for an operation's input, read from botocore's shape model.

``input_params(op)`` draws a parameter dict with every required member and a random subset of
the optional ones, each value drawn from its shape: enums and lengths and ranges are mostly
honoured (so requests get past model validation and reach the providers), with edge values
mixed in (empty and long strings, boundary and out-of-range numbers, NaN/Infinity). Recursive
shapes stop at a small depth.
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


def _string(shape: Shape, json_body: bool = False) -> st.SearchStrategy[Any]:
    enum = shape.enum if hasattr(shape, "enum") else None
    low = int(shape.metadata.get("min", 0) or 0)
    high = shape.metadata.get("max")
    sized = st.text(
        st.characters(codec="utf-8", exclude_categories=("Cs",)),
        min_size=min(low, 64),
        max_size=max(min(low, 64), min(int(high), 40) if high is not None else 40),
    )
    options = [sized, _EDGE_TEXT, _TEXT]
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


def _float() -> st.SearchStrategy[Any]:
    return st.one_of(st.floats(-1e9, 1e9), st.sampled_from([0.0, -0.0, 1e308, math.inf, -math.inf, math.nan]))


def _document(depth: int) -> st.SearchStrategy[Any]:
    leaves = st.one_of(st.none(), st.booleans(), st.integers(-100, 100), _TEXT)
    return st.recursive(
        leaves,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_TEXT, inner, max_size=3),
        max_leaves=6,
    )


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
        return structure(shape, depth, json_body)
    if isinstance(shape, ListShape):
        if depth >= MAX_DEPTH:
            return st.just([])
        low = int(shape.metadata.get("min", 0) or 0)
        return st.lists(
            for_shape(shape.member, depth + 1, json_body=json_body),
            min_size=min(low, 3),
            max_size=max(min(low, 3), 3),
        )
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
        return _float()
    if kind == "boolean":
        return st.booleans()
    if kind == "blob":
        return st.binary(max_size=64)
    if kind == "timestamp":
        return st.datetimes(
            dt.datetime(1970, 1, 2), dt.datetime(2200, 1, 1), timezones=st.just(dt.timezone.utc)
        )
    return st.none()


def structure(
    shape: StructureShape, depth: int = 0, json_body: bool = False
) -> st.SearchStrategy[dict[str, Any]]:
    required = set(shape.required_members)
    if depth >= MAX_DEPTH:
        optional: dict[str, st.SearchStrategy[Any]] = {}
    else:
        optional = {
            name: for_shape(member, depth + 1, name, json_body)
            for name, member in shape.members.items()
            if name not in required
        }
    must = {name: for_shape(shape.members[name], depth + 1, name, json_body) for name in required}
    return st.fixed_dictionaries(must, optional=optional)


def input_params(op: OperationModel) -> st.SearchStrategy[dict[str, Any]]:
    shape = op.input_shape
    if shape is None:
        return st.just({})
    payload = shape.serialization.get("payload")
    json_body = op.metadata["protocol"] in ("json", "rest-json") and not (
        payload and shape.members[payload].type_name in ("blob", "string")
    )
    return structure(shape, json_body=json_body)
