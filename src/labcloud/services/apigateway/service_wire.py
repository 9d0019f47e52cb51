"""The wire of an AWS service integration, shared by REST APIs (``service_call.py``) and WebSocket APIs
(``apigatewayv2/websocket_service.py``): the integration request (rendered body, mapped headers and query
string) read as the service's own protocol reads it into an operation and its parameters, and the
service's answer or error written back as the text API Gateway receives. Stateless: the caller makes
the call (through the pipeline, as the integration's role) between :func:`prepare` and :func:`answer`.

JSON services take the operation from an ``action/`` URI or an ``X-Amz-Target`` header; the query form
(``Action=SendMessage&MessageBody=...``) serves SNS, and SQS when the integration request is
``application/x-www-form-urlencoded`` or names an ``Action``. Query services answer in the JSON form AWS
gives them (``{"SendMessageResponse": {"SendMessageResult": ..., "ResponseMetadata": ...}}``)."""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from urllib.parse import parse_qsl, urlencode

from labcloud.errors import AwsError
from labcloud.protocol.codec import Codec, codec_for
from labcloud.protocol.errors_index import error_status
from labcloud.protocol.models import service_index
from labcloud.protocol.router import rest_match
from labcloud.protocol.shape_model import OperationModel, UnknownOperation
from labcloud.protocol.wire import WireRequest
from labcloud.services.apigateway.service_uri import ServiceTarget

_FORM = "application/x-www-form-urlencoded"


@dataclass(slots=True)
class Prepared:
    """The service call an integration request stands for."""

    service: str
    op: OperationModel
    params: dict[str, Any]
    query_mode: bool
    codec: Codec


def _operation(service: str, name: str | None, query_mode: bool) -> OperationModel:
    try:
        if not name:
            raise KeyError(name)
        return service_index(service).operation(name)
    except (KeyError, UnknownOperation):
        if query_mode:
            raise AwsError(
                "InvalidAction", f"The action {name} is not valid for this endpoint.", status=400
            ) from None
        raise AwsError("UnknownOperationException", "", status=400) from None


def is_query(target: ServiceTarget, headers: dict[str, str], query: list[tuple[str, str]], body: str) -> bool:
    """Whether the request is in the query form (SNS always; SQS when form-encoded or naming an Action)."""
    form = headers.get("content-type", "").split(";", 1)[0].strip().lower() == _FORM
    fields = dict(query) | (dict(parse_qsl(body, keep_blank_values=True)) if form else {})
    return service_index(target.service).protocol == "query" or (
        target.service == "sqs" and (form or "Action" in fields)
    )


def prepare(
    target: ServiceTarget,
    method: str,
    headers: dict[str, str],
    query: list[tuple[str, str]],
    body: str,
) -> Prepared:
    """The operation and parameters of the integration request (raise the service's AwsError).

    ``headers``' names are lower case."""
    headers = {"host": f"{target.service}.{target.region}.localhost", **headers}
    query = list(query)
    query_mode = is_query(target, headers, query, body)
    if query_mode:
        form = headers.get("content-type", "").split(";", 1)[0].strip().lower() == _FORM
        fields = dict(query) | (dict(parse_qsl(body, keep_blank_values=True)) if form else {})
        action = target.action or fields.get("Action")
        if target.action and "Action" not in fields:
            query.append(("Action", target.action))
        op = _operation(target.service, action, True)
        codec = codec_for(target.service, query_mode=target.service == "sqs")
    wire = WireRequest(
        method=method.upper() or "POST",
        path=target.path,
        query_string=urlencode(query),
        headers=headers,
        body=body.encode(),
    )
    path_params: dict[str, str] = {}
    if not query_mode:
        action = target.action
        if action is None and "." in headers.get("x-amz-target", ""):
            action = headers["x-amz-target"].rsplit(".", 1)[1]
        if action is None and service_index(target.service).protocol.startswith("rest-"):
            # a path/ URI of a REST service (batch:path//v1/submitjob): the method and path name the operation
            matched = rest_match(target.service, wire, dict(query), target.path)
            if matched is not None:
                action, path_params = matched.operation, matched.path_params
        op = _operation(target.service, action, False)
        codec = codec_for(target.service)
    return Prepared(target.service, op, codec.parse(op, wire, path_params), query_mode, codec)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    if isinstance(value, bytes | bytearray):
        return base64.b64encode(bytes(value)).decode()
    if isinstance(value, datetime):
        return value.timestamp()
    return value


def query_answer(op: OperationModel, result: dict[str, Any], request_id: str) -> bytes:
    """A query service's answer in the JSON form API Gateway receives (absent members as null)."""
    shape = op.output_shape
    members: dict[str, Any] = {name: None for name in shape.members} if shape is not None else {}
    members.update(_plain(result))
    document = {
        f"{op.name}Response": {
            f"{op.name}Result": members,
            "ResponseMetadata": {"RequestId": request_id},
        }
    }
    return json.dumps(document, separators=(",", ":")).encode()


def query_error(error: AwsError, request_id: str) -> bytes:
    fault = "Sender" if error.sender_fault else "Receiver"
    document = {
        "Error": {"Code": error.query_code or error.code, "Message": error.message, "Type": fault},
        "RequestId": request_id,
    }
    return json.dumps(document, separators=(",", ":")).encode()


def answer(prepared: Prepared, result: dict[str, Any], request_id: str) -> tuple[int, str]:
    """(status, body) of the service's answer."""
    if prepared.query_mode:
        return 200, query_answer(prepared.op, result, request_id).decode()
    out = prepared.codec.serialize(prepared.op, result, request_id)
    return out.status, out.body.decode("utf-8", errors="replace")


def error(service: str, query_mode: bool, exc: AwsError, request_id: str) -> tuple[int, str]:
    """(status, body) of the service's error answer, in its protocol's form."""
    if query_mode:
        status = error_status(service, exc.code, exc.status, exc.sender_fault)
        return status, query_error(exc, request_id).decode()
    out = codec_for(service).serialize_error(exc, request_id)
    return out.status, out.body.decode("utf-8", errors="replace")
