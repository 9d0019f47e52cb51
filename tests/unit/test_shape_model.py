"""labcloud's shape model reads every served operation exactly as botocore's own classes do."""

from __future__ import annotations

from typing import Any

import botocore.model
import pytest
from botocore.loaders import create_loader

from labcloud.protocol import shape_model
from labcloud.protocol.models import SERVICES, _drop_documentation


def _same(ours: Any, theirs: Any, path: str, seen: set[tuple[str, str]]) -> None:
    assert (ours.name, ours.type_name) == (theirs.name, theirs.type_name), path
    assert ours.serialization == theirs.serialization, path
    assert ours.metadata == theirs.metadata, path
    assert list(ours.required_members) == list(theirs.required_members), path
    key = (ours.name, repr(sorted(ours.serialization.items())))
    if key in seen:
        return
    seen.add(key)
    if ours.type_name == "structure":
        assert list(ours.members) == list(theirs.members), path
        assert ours.event_stream_name == theirs.event_stream_name, path
        assert ours.error_code == theirs.error_code, path
        for name in ours.members:
            _same(ours.members[name], theirs.members[name], f"{path}.{name}", seen)
    elif ours.type_name == "list":
        _same(ours.member, theirs.member, f"{path}[]", seen)
    elif ours.type_name == "map":
        _same(ours.key, theirs.key, f"{path}{{key}}", seen)
        _same(ours.value, theirs.value, f"{path}{{value}}", seen)
    elif ours.type_name == "string":
        assert list(ours.enum) == list(theirs.enum), path


@pytest.mark.parametrize("service", SERVICES)
def test_every_operation_and_shape_reads_as_botocore_reads_it(service: str) -> None:
    document = create_loader().load_service_model(service, "service-2")
    _drop_documentation(document)
    theirs = botocore.model.ServiceModel(document, service_name=service)
    ours = shape_model.ServiceModel(document, service_name=service)
    assert list(ours.operation_names) == list(theirs.operation_names)
    assert ours.metadata == theirs.metadata
    for name in theirs.operation_names:
        op, their_op = ours.operation_model(name), theirs.operation_model(name)
        assert (op.name, op.http, op.deprecated) == (their_op.name, their_op.http, their_op.deprecated)
        assert op.has_streaming_input == their_op.has_streaming_input, name
        assert op.has_event_stream_output == their_op.has_event_stream_output, name
        assert [e.name for e in op.error_shapes] == [e.name for e in their_op.error_shapes], name
        for side in ("input_shape", "output_shape"):
            mine, other = getattr(op, side), getattr(their_op, side)
            assert (mine is None) == (other is None), (name, side)
            if mine is not None:
                _same(mine, other, f"{name}.{side}", set())
    for name in theirs.shape_names:
        _same(ours.shape_for(name), theirs.shape_for(name), name, set())


def test_a_plain_reference_is_one_shared_shape_and_a_traited_one_its_own() -> None:
    model = shape_model.ServiceModel(
        {
            "metadata": {"protocol": "json"},
            "operations": {},
            "shapes": {
                "S": {"type": "string", "max": 3},
                "T": {
                    "type": "structure",
                    "members": {
                        "a": {"shape": "S"},
                        "b": {"shape": "S"},
                        "c": {"shape": "S", "locationName": "x"},
                    },
                },
            },
        }
    )
    members = model.shape_for("T").members  # type: ignore[attr-defined]
    assert members["a"] is members["b"] is model.shape_for("S")
    assert members["c"] is not members["a"]
    assert members["c"].serialization == {"name": "x"} and members["c"].metadata == {"max": 3}


def test_unknown_names_are_refused() -> None:
    model = shape_model.ServiceModel({"operations": {}, "shapes": {}})
    with pytest.raises(shape_model.UnknownOperation):
        model.operation_model("Nope")
    with pytest.raises(shape_model.UnknownShape):
        model.shape_for("Nope")
