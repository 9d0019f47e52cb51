"""What CloudFormation does to a template's scalars before a service sees them: a number or a boolean
where the API expects text becomes that text (an environment variable ``PORT: 8080`` is ``"8080"``,
``ENABLED: true`` is ``"true"``). The reverse (text where a number or boolean is expected) is the
operation reader's ``scalars_from_text``; both follow the operation's input shape in botocore's model."""

from __future__ import annotations

from typing import Any

from labcloud.protocol.shape_model import ListShape, MapShape, Shape, StructureShape


def as_text(value: bool | int | float) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def texts_where_strings(shape: Shape | None, value: Any) -> Any:
    """``value`` with every number or boolean that stands where ``shape`` wants a string turned to text."""
    if shape is None:
        return value
    kind = shape.type_name
    if kind == "string":
        return as_text(value) if isinstance(value, bool | int | float) else value
    if kind == "structure" and isinstance(value, dict):
        assert isinstance(shape, StructureShape)
        members = shape.members
        return {k: texts_where_strings(members.get(k), v) for k, v in value.items()}
    if kind == "list" and isinstance(value, list):
        assert isinstance(shape, ListShape)
        return [texts_where_strings(shape.member, item) for item in value]
    if kind == "map" and isinstance(value, dict):
        assert isinstance(shape, MapShape)
        return {k: texts_where_strings(shape.value, v) for k, v in value.items()}
    return value
