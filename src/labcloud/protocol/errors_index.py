"""Lookup of a service's modeled error shapes by code, for status codes and extra members."""

from __future__ import annotations

from functools import cache

from labcloud.protocol.models import service_model
from labcloud.protocol.shape_model import StructureShape


@cache
def error_shapes(service: str) -> dict[str, StructureShape]:
    """Error code (shape name and any modeled ``error.code``) → the error's structure shape."""
    model = service_model(service)
    out: dict[str, StructureShape] = {}
    for name in model.shape_names:
        shape = model.shape_for(name)
        if not isinstance(shape, StructureShape) or not shape.metadata.get("exception"):
            continue
        out[name] = shape
        code = (shape.metadata.get("error") or {}).get("code")
        if code:
            out[code] = shape
    return out


def error_status(service: str, code: str, given: int | None, sender_fault: bool) -> int:
    if given is not None:
        return given
    shape = error_shapes(service).get(code)
    if shape is not None:
        status = (shape.metadata.get("error") or {}).get("httpStatusCode")
        if status:
            return int(status)
    return 400 if sender_fault else 500
