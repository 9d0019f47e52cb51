"""The model check of an internal call's parameters (``hub.call``), the same as an HTTP request's.

A service calling another (an event source mapping receiving from SQS, CloudFormation creating a
queue, a lab's checker) passes Python values; they are read along the operation's input shape by
the reader the HTTP codecs use, in its ``native`` mode, and a call that does not fit the model is
refused with the service's own validation error, before the pipeline runs. A member the model does
not know is refused too (HTTP bodies drop them, but an internal caller naming one has a bug).
"""

from __future__ import annotations

from typing import Any

from labcloud.errors import AwsError
from labcloud.protocol.models import service_index
from labcloud.protocol.shape_model import UnknownOperation
from labcloud.protocol.validation_codes import codes_for, raise_invalid, reader_for


def checked_params(service: str, operation: str, params: dict[str, Any]) -> dict[str, Any]:
    """``params`` read along the operation's input shape; raises the service's validation error."""
    try:
        model = service_index(service).operation(operation)
    except (KeyError, UnknownOperation):
        return params  # not an operation of the model: the dispatch answers "not implemented"
    shape = model.input_shape
    if shape is None:
        if params:
            raise _unknown(service, sorted(params))
        return params
    reader = reader_for(service, native=True)
    checked = reader.read_structure(shape, params)
    if reader.unknown:
        raise _unknown(service, reader.unknown)
    raise_invalid(service, reader, model)
    return checked


def _unknown(service: str, names: list[str]) -> AwsError:
    return AwsError(
        codes_for(service).validation_code,
        "Unknown parameter in input: " + ", ".join(f'"{name}"' for name in names),
        status=400,
    )
