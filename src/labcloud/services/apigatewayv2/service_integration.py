"""AWS service integrations in the data plane: the integration's ``RequestParameters`` rendered for this
request (``parameter_mapping.py``), typed by the operation's input shape (numbers, JSON lists and maps,
base64 blobs as the service's JSON protocol reads them), and the operation called through the pipeline
as a session of the integration's ``CredentialsArn`` role (``role_session.py``), so IAM decides it.

The service's answer is passed on: its JSON document with 200 (SQS's in AWS's
``{"<Op>Response": {"<Op>Result": ..., "ResponseMetadata": ...}}`` form), or its error document with the
error's status. A role API Gateway cannot assume is AWS's 500; the integration timeout, 503."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from labcloud.errors import AwsError
from labcloud.protocol.codec import codec_for
from labcloud.protocol.models import service_index
from labcloud.protocol.shape_model import ListShape, OperationModel, Shape, StructureShape
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.apigatewayv2.lambda_authorizer import route_arn
from labcloud.services.apigatewayv2.parameter_mapping import render, request_lookup, route_path
from labcloud.services.apigatewayv2.payload import Facts
from labcloud.services.apigatewayv2.repo.apis import ApiRecord
from labcloud.services.apigatewayv2.role_session import ConfigurationError, principal_for
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.apigatewayv2.subtypes import SUBTYPES, Subtype

log = logging.getLogger("labcloud.apigatewayv2")


def _message(status: int, message: str) -> WireResponse:
    return WireResponse(status, json.dumps({"message": message}).encode(), [], "application/json")


def _quiet(task: asyncio.Future[Any]) -> None:
    if not task.cancelled():
        task.exception()


def _typed(shape: Shape, value: str) -> Any:
    kind = shape.type_name
    if kind in ("integer", "long"):
        try:
            return int(value)
        except ValueError:
            return value  # the service's own validation answers
    if kind == "boolean":
        return value.lower() == "true"
    if kind in ("list", "map", "structure"):
        try:
            return json.loads(value)
        except ValueError:
            return [value] if kind == "list" else value
    return value


def _fields(shape: StructureShape, values: dict[str, str]) -> dict[str, Any]:
    """The members the parameters name (Step Functions spells them in lower camel case)."""
    names = {member.lower(): member for member in shape.members}
    out: dict[str, Any] = {}
    for name, value in values.items():
        member = names.get(name.lower())
        if member is not None and value:
            out[member] = _typed(shape.members[member], value)
    return out


def request_document(subtype: Subtype, op: OperationModel, values: dict[str, str]) -> dict[str, Any]:
    """The JSON request the service's protocol reads, from the rendered parameters."""
    shape = op.input_shape
    assert isinstance(shape, StructureShape)
    if subtype.operation == "PutEvents":
        entries = shape.members["Entries"]
        assert isinstance(entries, ListShape)
        entry = entries.member
        assert isinstance(entry, StructureShape)
        return {"Entries": [_fields(entry, values)]}
    return _fields(shape, values)


def _sqs_answer(op: OperationModel, result: dict[str, Any], request_id: str, body: bytes) -> bytes:
    members: dict[str, Any] = {name: None for name in op.output_shape.members} if op.output_shape else {}
    members.update(json.loads(body or b"{}"))
    document = {
        f"{op.name}Response": {f"{op.name}Result": members, "ResponseMetadata": {"RequestId": request_id}}
    }
    return json.dumps(document, separators=(",", ":")).encode()


async def call(
    state: HttpApiState, api: ApiRecord, facts: Facts, integration: dict[str, Any], timeout: float
) -> WireResponse:
    subtype = SUBTYPES[str(integration["IntegrationSubtype"])]
    lookup = request_lookup(facts)
    values = {k: render(v, lookup) for k, v in (integration.get("RequestParameters") or {}).items()}
    region = values.pop("Region", "") or api.region
    source = route_arn(facts, route_path(facts))
    try:
        principal = principal_for(state, api.account_id, str(integration["CredentialsArn"]), source)
    except ConfigurationError as exc:
        log.warning("HTTP API %s: integration %s: %s", api.id, integration["IntegrationId"], exc)
        return _message(500, "Internal Server Error")
    op = service_index(subtype.service).operation(subtype.operation)
    codec = codec_for(subtype.service)
    try:
        document = request_document(subtype, op, values)
        wire = WireRequest(
            "POST", "/", "", {"content-type": "application/x-amz-json-1.0"}, json.dumps(document).encode()
        )
        params = codec.parse(op, wire, {})
        pending = asyncio.ensure_future(
            state.calls.call(
                subtype.service,
                op.name,
                params,
                account_id=api.account_id,
                region=region,
                principal=principal,
            )
        )
        try:  # the call is never cancelled midway: past the timeout it finishes unheard
            result = await asyncio.wait_for(asyncio.shield(pending), timeout)
        except asyncio.TimeoutError:
            pending.add_done_callback(_quiet)
            return _message(503, "Service Unavailable")
    except AwsError as exc:
        log.info("HTTP API %s: %s answered %s: %s", api.id, subtype.service, exc.code, exc.message)
        failed = codec.serialize_error(exc, facts.request_id)
        return WireResponse(failed.status, bytes(failed.body), [], "application/json")
    answer = codec.serialize(op, result, facts.request_id)
    body = bytes(answer.body)
    if subtype.service == "sqs":
        body = _sqs_answer(op, result, facts.request_id, body)
    return WireResponse(200, body, [], "application/json")
