"""AWS SDK integrations name members in PascalCase whatever the service's own API says: Parameters
are read back onto the model's member names (``StateMachineArn`` → ``stateMachineArn``) and results
answered in PascalCase (``executionArn`` → ``ExecutionArn``), walking the operation's shapes so map
keys (user data) are never renamed."""

from __future__ import annotations

from typing import Any

from labcloud.protocol.models import service_index
from labcloud.protocol.shape_model import ListShape, MapShape, Shape, StructureShape


def _pascal(name: str) -> str:
    return name[:1].upper() + name[1:]


def _to_model(shape: Shape, value: Any) -> Any:
    if isinstance(shape, StructureShape) and isinstance(value, dict):
        by_lower: dict[str, str] = {name.lower(): name for name in shape.members}
        out: dict[str, Any] = {}
        for key, item in value.items():
            name: str = by_lower.get(str(key).lower(), str(key))
            member = shape.members.get(name)
            out[name] = item if member is None else _to_model(member, item)
        return out
    if isinstance(shape, ListShape) and isinstance(value, list):
        return [_to_model(shape.member, item) for item in value]
    if isinstance(shape, MapShape) and isinstance(value, dict):
        return {key: _to_model(shape.value, item) for key, item in value.items()}
    return value


def _to_sdk(shape: Shape, value: Any) -> Any:
    if isinstance(shape, StructureShape) and isinstance(value, dict):
        return {
            _pascal(key): (item if key not in shape.members else _to_sdk(shape.members[key], item))
            for key, item in value.items()
        }
    if isinstance(shape, ListShape) and isinstance(value, list):
        return [_to_sdk(shape.member, item) for item in value]
    if isinstance(shape, MapShape) and isinstance(value, dict):
        return {key: _to_sdk(shape.value, item) for key, item in value.items()}
    return value


def exists(service: str, operation: str) -> bool:
    return service_index(service).has_operation(operation)


def request(service: str, operation: str, parameters: dict[str, Any]) -> dict[str, Any]:
    shape = service_index(service).operation(operation).input_shape
    return parameters if shape is None else dict(_to_model(shape, parameters))


def response(service: str, operation: str, answer: dict[str, Any]) -> dict[str, Any]:
    shape = service_index(service).operation(operation).output_shape
    return answer if shape is None else dict(_to_sdk(shape, answer))
