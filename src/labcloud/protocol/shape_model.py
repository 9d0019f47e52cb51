"""Shapes, operations and services read from botocore's model documents.

The model *data* is botocore's (the JSON files it ships, see :mod:`labcloud.protocol.models`); this
module is labcloud's own object view of it, with the names and meanings botocore's classes use
(``type_name``, ``serialization``, ``metadata``, ``members`` ...), so every codec reads a model the
way botocore's own serializers do. Owning it keeps ``botocore.model`` off the start-up path: that
module imports botocore's whole HTTP stack (urllib3, ssl, http.client, email), ~45 ms of every start
that serving never uses.

Resolution is lazy (a structure's members are built on first use) and a plain reference to a named
shape resolves to one shared object per service, so per-shape caches stay small. A reference that
adds traits of its own (``locationName``, ``location``, ...) gets its own shape, named for the shape
it refers to, with the reference's traits laid over the shape's.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

#: Traits about where and how a value travels, gathered into ``serialization`` (``locationName``
#: is given there as ``name``).
SERIALIZED_TRAITS: tuple[str, ...] = (
    "locationName",
    "queryName",
    "flattened",
    "location",
    "payload",
    "streaming",
    "timestampFormat",
    "xmlNamespace",
    "resultWrapper",
    "xmlAttribute",
    "eventstream",
    "event",
    "eventheader",
    "eventpayload",
    "jsonvalue",
    "hostLabel",
)
#: Traits about what a value may be, gathered into ``metadata``.
METADATA_TRAITS: tuple[str, ...] = (
    "required",
    "min",
    "max",
    "pattern",
    "sensitive",
    "enum",
    "idempotencyToken",
    "error",
    "exception",
    "endpointdiscoveryid",
    "retryable",
    "document",
    "union",
    "contextParam",
    "clientContextParams",
    "requiresLength",
)


class UnknownShape(KeyError):
    """A model names a shape it does not define."""


class UnknownOperation(KeyError):
    """A service model has no operation of this name."""


class Shape:
    """One shape: its name, its type and its traits."""

    def __init__(self, name: str, model: dict[str, Any], resolver: ShapeResolver) -> None:
        self.name = name
        self.type_name: str = model["type"]
        self._model = model
        self._resolver = resolver
        serialization = {trait: model[trait] for trait in SERIALIZED_TRAITS if trait in model}
        if "locationName" in serialization:
            serialization["name"] = serialization.pop("locationName")
        self.serialization: dict[str, Any] = serialization
        self.metadata: dict[str, Any] = {trait: model[trait] for trait in METADATA_TRAITS if trait in model}
        self.required_members: list[str] = self.metadata.get("required", [])
        #: (min, max) when the shape bounds a length or a value, else None (read on every input value).
        low, high = self.metadata.get("min"), self.metadata.get("max")
        self.bounds: tuple[Any, Any] | None = None if low is None and high is None else (low, high)

    def __repr__(self) -> str:
        return f"<{type(self).__name__}({self.name})>"

    def named(self, name: str) -> Shape:
        """Another shape of the same service model, by name."""
        return self._resolver.named(name)


class StructureShape(Shape):
    @cached_property
    def members(self) -> dict[str, Shape]:
        refs: dict[str, dict[str, Any]] = self._model.get("members", {})
        return {name: self._resolver.resolve(ref) for name, ref in refs.items()}

    def member(self, name: str) -> Shape:
        """One member's shape, the others left unresolved (S3's router reads only the required members
        of its ~100 operations: resolving all of them was ~9 ms of S3's first call; issue 40)."""
        members: dict[str, Shape] | None = self.__dict__.get("members")
        if members is not None:
            return members[name]
        return self._resolver.resolve(self._model["members"][name])

    @cached_property
    def string_members(self) -> frozenset[str]:
        """The members whose shape is a string."""
        return frozenset(name for name, shape in self.members.items() if shape.type_name == "string")

    @cached_property
    def plain_string_members(self) -> frozenset[str]:
        """The string members with nothing to check but the type: no length, enum or pattern (an input
        reader takes such a value as it is, with no walk of its own)."""
        return frozenset(
            name
            for name in self.string_members
            if self.members[name].bounds is None
            and not self.members[name].metadata.get("enum")
            and not self.members[name].metadata.get("pattern")
        )

    @cached_property
    def event_stream_name(self) -> str | None:
        for name, member in self.members.items():
            if member.serialization.get("eventstream"):
                return name
        return None

    @cached_property
    def error_code(self) -> str | None:
        if not self.metadata.get("exception", False):
            return None
        return str(self.metadata.get("error", {}).get("code") or self.name)


class ListShape(Shape):
    @cached_property
    def member(self) -> Shape:
        return self._resolver.resolve(self._model["member"])


class MapShape(Shape):
    @cached_property
    def key(self) -> Shape:
        return self._resolver.resolve(self._model["key"])

    @cached_property
    def value(self) -> Shape:
        return self._resolver.resolve(self._model["value"])


class StringShape(Shape):
    @cached_property
    def enum(self) -> list[str]:
        return list(self.metadata.get("enum", []))


_CLASSES: dict[str, type[Shape]] = {
    "structure": StructureShape,
    "list": ListShape,
    "map": MapShape,
    "string": StringShape,
}


class ShapeResolver:
    """Turns shape names and shape references into :class:`Shape` objects for one service."""

    def __init__(self, shapes: dict[str, dict[str, Any]]) -> None:
        self._shapes = shapes
        self._named: dict[str, Shape] = {}

    def named(self, name: str) -> Shape:
        found = self._named.get(name)
        if found is None:
            found = self._named[name] = self._build(name, None)
        return found

    def resolve(self, ref: dict[str, Any]) -> Shape:
        """The shape a reference (``{"shape": name, ...traits}``) stands for."""
        if len(ref) == 1:
            return self.named(ref["shape"])
        traits = {key: value for key, value in ref.items() if key != "shape"}
        return self._build(ref["shape"], traits)

    def _build(self, name: str, traits: dict[str, Any] | None) -> Shape:
        try:
            model = self._shapes[name]
        except KeyError:
            raise UnknownShape(name) from None
        if traits:
            model = {**model, **traits}
        return _CLASSES.get(model["type"], Shape)(name, model, self)


class OperationModel:
    """One operation: its HTTP binding, its input, output and error shapes."""

    def __init__(self, model: dict[str, Any], service: ServiceModel, name: str | None = None) -> None:
        self._model = model
        self.service_model = service
        self.wire_name: str | None = model.get("name")
        self.name: str = name or model.get("name", "")
        self.http: dict[str, Any] = model.get("http", {})
        self.metadata = service.metadata
        self.deprecated: bool = bool(model.get("deprecated", False))

    def __repr__(self) -> str:
        return f"OperationModel(name={self.name})"

    @cached_property
    def input_shape(self) -> StructureShape | None:
        return self._structure("input")

    @cached_property
    def output_shape(self) -> StructureShape | None:
        return self._structure("output")

    def _structure(self, key: str) -> StructureShape | None:
        ref = self._model.get(key)
        if ref is None:
            return None
        shape = self.service_model.resolver.resolve(ref)
        assert isinstance(shape, StructureShape)
        return shape

    @cached_property
    def error_shapes(self) -> list[Shape]:
        return [self.service_model.resolver.resolve(ref) for ref in self._model.get("errors", [])]

    @cached_property
    def has_streaming_input(self) -> bool:
        """Is the input's payload member a blob (a body streamed as it is)?"""
        shape = self.input_shape
        if shape is None:
            return False
        payload = shape.serialization.get("payload")
        return payload is not None and shape.members[payload].type_name == "blob"

    @cached_property
    def has_event_stream_output(self) -> bool:
        shape = self.output_shape
        return shape is not None and shape.event_stream_name is not None


class ServiceModel:
    """One service's model document, with its operations and shapes resolved on demand."""

    def __init__(self, description: dict[str, Any], service_name: str | None = None) -> None:
        self.metadata: dict[str, Any] = description.get("metadata", {})
        self.service_name = service_name or self.metadata.get("endpointPrefix", "")
        self._operations: dict[str, dict[str, Any]] = description.get("operations", {})
        self._shapes: dict[str, dict[str, Any]] = description.get("shapes", {})
        self.resolver = ShapeResolver(self._shapes)
        self.operation_names: tuple[str, ...] = tuple(self._operations)
        self._built: dict[str, OperationModel] = {}

    @property
    def protocol(self) -> str:
        return str(self.metadata.get("protocol", ""))

    @property
    def shape_names(self) -> tuple[str, ...]:
        return tuple(self._shapes)

    def shape_for(self, name: str) -> Shape:
        return self.resolver.named(name)

    def operation_model(self, name: str) -> OperationModel:
        found = self._built.get(name)
        if found is None:
            try:
                model = self._operations[name]
            except KeyError:
                raise UnknownOperation(name) from None
            found = self._built[name] = OperationModel(model, self, name)
        return found
