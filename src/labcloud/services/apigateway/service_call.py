"""AWS service integrations in the data plane: the client's request mapped (template, request
parameters) into a call of another service, made through the pipeline as the integration's
``credentials`` role, and the service's answer mapped back by the integration responses.

The role must trust ``apigateway.amazonaws.com`` (its trust policy, with ``aws:SourceAccount`` and
``aws:SourceArn`` of the method); otherwise, or without credentials, the gateway answers 500
``Internal server error`` as AWS does for a configuration error. The call itself is IAM's to allow:
a refusal is the service's error answer, and like every answer of the service it is selected by its
HTTP status code (``selectionPattern``), so an API with only a default integration response passes a
service error on with that response's status, as on AWS.

The request body is what the service's own protocol reads: JSON for the JSON services (the operation
from an ``action/`` URI or an ``X-Amz-Target`` header), the query form
(``Action=SendMessage&MessageBody=...``) for SNS and for SQS when the integration request is
``application/x-www-form-urlencoded`` or names an ``Action``. Query services answer in the JSON
form AWS gives them (``{"SendMessageResponse": {"SendMessageResult": ..., "ResponseMetadata": ...}}``).
"""

from __future__ import annotations

import asyncio
import base64
import json
import logging
from datetime import datetime
from typing import Any
from urllib.parse import parse_qsl, urlencode

from labcloud.errors import AwsError
from labcloud.protocol.codec import codec_for
from labcloud.protocol.errors_index import error_status
from labcloud.protocol.models import service_index
from labcloud.protocol.shape_model import OperationModel, UnknownOperation
from labcloud.protocol.wire import WireRequest
from labcloud.services.apigateway import mapping
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.service_uri import ServiceTarget
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import parse_trust_policy, trust_allows
from labcloud.services.sts.interfaces import RoleSessions

log = logging.getLogger("labcloud.apigateway")

PRINCIPAL = "apigateway.amazonaws.com"
SESSION_NAME = "BackplaneAssumeRoleSession"
_FORM = "application/x-www-form-urlencoded"


class ConfigurationError(Exception):
    """The integration cannot be called (no credentials, a role API Gateway may not assume): 500."""


class TimedOut(Exception):
    """The service did not answer within the integration's timeout: 504."""


def request_parameters(
    facts: Facts, integration: dict[str, Any]
) -> tuple[dict[str, str], list[tuple[str, str]]]:
    """(headers, query string) the integration's ``requestParameters`` give the service request."""
    headers: dict[str, str] = {}
    query: list[tuple[str, str]] = []
    for target, source in (integration.get("requestParameters") or {}).items():
        value = mapping.parameter(str(source), facts, "")
        if value is None:
            continue
        if target.startswith("integration.request.header."):
            headers[target[len("integration.request.header.") :].lower()] = value
        elif target.startswith("integration.request.querystring."):
            query.append((target[len("integration.request.querystring.") :], value))
    return headers, query


def principal_for(state: ApigwState, facts: Facts, role_arn: str | None) -> Any:
    """A session of the integration's role, once its trust policy lets API Gateway assume it."""
    if not role_arn:
        raise ConfigurationError("the integration has no credentials")
    directory = state.calls.interface(IamDirectory)
    sessions = state.calls.interface(RoleSessions)
    if directory is None or sessions is None:
        raise ConfigurationError("IAM or STS is not running")
    role = directory.find_role_by_arn(role_arn)
    if role is None:
        raise ConfigurationError(f"the role {role_arn} does not exist")
    trust = parse_trust_policy(role["AssumeRolePolicyDocument"])
    context = {"aws:SourceAccount": facts.api.account_id, "aws:SourceArn": facts.source_arn()}
    if not trust_allows(trust, PRINCIPAL, "sts:AssumeRole", context):
        raise ConfigurationError(
            f"API Gateway does not have permission to assume the provided role {role_arn}"
        )
    return sessions.role_principal(role_arn, SESSION_NAME)


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


async def call(
    state: ApigwState,
    facts: Facts,
    integration: dict[str, Any],
    target: ServiceTarget,
    body: str,
    timeout: float,
) -> tuple[int, str]:
    """(the service's HTTP status, its answer's body) for the rendered request ``body``.

    Raises :class:`ConfigurationError` or :class:`TimedOut` for the gateway's own answers."""
    principal = principal_for(state, facts, integration.get("credentials"))
    headers, query = request_parameters(facts, integration)
    headers.setdefault("host", f"{target.service}.{target.region}.localhost")
    index = service_index(target.service)
    form = headers.get("content-type", "").split(";", 1)[0].strip().lower() == _FORM
    fields = dict(query) | (dict(parse_qsl(body, keep_blank_values=True)) if form else {})
    query_mode = index.protocol == "query" or (target.service == "sqs" and (form or "Action" in fields))
    request_id = facts.request_id
    try:
        if query_mode:
            action = target.action or fields.get("Action")
            if target.action and "Action" not in fields:
                query.append(("Action", target.action))
            op = _operation(target.service, action, True)
            codec = codec_for(target.service, query_mode=target.service == "sqs")
        else:
            action = target.action
            if action is None and "." in headers.get("x-amz-target", ""):
                action = headers["x-amz-target"].rsplit(".", 1)[1]
            op = _operation(target.service, action, False)
            codec = codec_for(target.service)
        wire = WireRequest(
            method=str(integration.get("httpMethod") or "POST").upper(),
            path=target.path,
            query_string=urlencode(query),
            headers=headers,
            body=body.encode(),
        )
        params = codec.parse(op, wire, {})
        pending = asyncio.ensure_future(
            state.calls.call(
                target.service,
                op.name,
                params,
                account_id=facts.api.account_id,
                region=target.region,
                principal=principal,
            )
        )
        try:
            result = await asyncio.wait_for(asyncio.shield(pending), timeout)
        except asyncio.TimeoutError:
            pending.add_done_callback(_quiet)
            raise TimedOut() from None
    except AwsError as exc:
        log.info("API %s: %s answered %s: %s", facts.api.id, target.service, exc.code, exc.message)
        if query_mode:
            status = error_status(target.service, exc.code, exc.status, exc.sender_fault)
            return status, query_error(exc, request_id).decode()
        answer = codec_for(target.service).serialize_error(exc, request_id)
        return answer.status, answer.body.decode("utf-8", errors="replace")
    if query_mode:
        return 200, query_answer(op, result, request_id).decode()
    answer = codec.serialize(op, result, request_id)
    return answer.status, answer.body.decode("utf-8", errors="replace")


def _quiet(task: asyncio.Future[Any]) -> None:
    if not task.cancelled():
        task.exception()
