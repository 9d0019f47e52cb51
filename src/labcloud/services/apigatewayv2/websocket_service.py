"""A WebSocket route's AWS service integration (``IntegrationType`` ``AWS``, ``IntegrationUri``
``arn:aws:apigateway:<region>:<service>:action/<Action>`` or ``...:path/...``, as REST APIs read it:
``apigateway/service_uri.py``): the route request mapped (``websocket_request.py``), read by the
service's protocol (``apigateway/service_wire.py``) and called through the pipeline as a session of the
integration's ``CredentialsArn`` role (``role_session.py``: it must trust ``apigateway.amazonaws.com``),
so IAM decides it on the role's policies.

The service's answer (or its error document, with its status) goes to the integration responses. A
role API Gateway cannot assume, an action IAM denies the role, a refused or failing request template
and the integration timeout are failures: the client gets AWS's "Internal server error" frame and the
reason goes to the server log and the message's event."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.apigateway import service_uri, service_wire
from labcloud.services.apigatewayv2.repo.apis import ApiRecord
from labcloud.services.apigatewayv2.role_session import ConfigurationError, principal_for
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.apigatewayv2.websocket_request import Inbound, Refused, parameters, payload, with_path

log = logging.getLogger("labcloud.apigatewayv2")

#: The error codes of IAM's denial, per protocol.
_DENIED = ("AccessDenied", "AccessDeniedException")


class Failed(Exception):
    """The integration could not be called or was denied: the client gets "Internal server error"."""


def _quiet(task: asyncio.Future[Any]) -> None:
    if not task.cancelled():
        task.exception()


def is_service(integration: dict[str, Any]) -> bool:
    """An ``AWS`` integration to a service (not to a Lambda function)."""
    return integration.get("IntegrationType") == "AWS" and (
        service_uri.parse(str(integration.get("IntegrationUri") or "")) is not None
    )


async def call(
    state: HttpApiState,
    api: ApiRecord,
    integration: dict[str, Any],
    inbound: Inbound,
    timeout: float,
) -> tuple[int, str]:
    """(the service's status, its answer's body); raise :class:`Failed` with the reason."""
    target = service_uri.parse(str(integration["IntegrationUri"]))
    if target is None:  # pragma: no cover - the control plane stores served URIs only
        raise Failed(f"the integration URI {integration['IntegrationUri']} names no service labcloud serves")
    context = inbound.context
    source = (
        f"arn:aws:execute-api:{api.region}:{api.account_id}:{api.id}/{context['stage']}/{context['routeKey']}"
    )
    role = str(integration.get("CredentialsArn") or "")
    if not role:
        raise Failed("Execution failed due to configuration error: the integration has no CredentialsArn")
    try:
        principal = principal_for(state, api.account_id, role, source)
    except ConfigurationError as exc:
        raise Failed(f"Execution failed due to configuration error: {exc}") from None
    mapped = parameters(integration, inbound)
    headers, query = mapped.headers, mapped.query
    if mapped.path:
        target = dataclasses.replace(target, path=with_path(target.path, mapped.path))
    try:
        body = payload(integration, inbound)
    except Refused as exc:
        raise Failed(f"Execution failed: {exc}") from None
    text = body.decode("utf-8", "replace") if isinstance(body, bytes) else body
    query_mode = service_wire.is_query(target, headers, query, text)
    request_id = str(context.get("requestId") or "")
    try:
        prepared = service_wire.prepare(
            target, str(integration.get("IntegrationMethod") or "POST"), headers, query, text
        )
        pending = asyncio.ensure_future(
            state.calls.call(
                target.service,
                prepared.op.name,
                prepared.params,
                account_id=api.account_id,
                region=target.region,
                principal=principal,
            )
        )
        try:  # never cancelled midway: past the timeout the call finishes unheard
            result = await asyncio.wait_for(asyncio.shield(pending), timeout)
        except asyncio.TimeoutError:
            pending.add_done_callback(_quiet)
            raise Failed(f"Execution failed: the integration timed out after {timeout:g}s") from None
    except AwsError as exc:
        if exc.code in _DENIED:
            raise Failed(
                f"Execution failed: {target.service} denied the role {role}: {exc.message}"
            ) from None
        log.info("WebSocket API %s: %s answered %s: %s", api.id, target.service, exc.code, exc.message)
        return service_wire.error(target.service, query_mode, exc, request_id)
    return service_wire.answer(prepared, result, request_id)
