"""AWS service integrations in the data plane: the client's request mapped (template, request
parameters) into a call of another service, made through the pipeline as the integration's
``credentials`` role, and the service's answer mapped back by the integration responses.

The role must trust ``apigateway.amazonaws.com`` (its trust policy, with ``aws:SourceAccount`` and
``aws:SourceArn`` of the method); otherwise, or without credentials, the gateway answers 500
``Internal server error`` as AWS does for a configuration error. The call itself is IAM's to allow:
a refusal is the service's error answer, and like every answer of the service it is selected by its
HTTP status code (``selectionPattern``), so an API with only a default integration response passes a
service error on with that response's status, as on AWS.

The request body is read by the service's own protocol (``service_wire.py``, shared with WebSocket
APIs).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.apigateway import mapping, service_wire
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.service_uri import ServiceTarget
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import parse_trust_policy, trust_allows
from labcloud.services.sts.interfaces import RoleSessions

log = logging.getLogger("labcloud.apigateway")

PRINCIPAL = "apigateway.amazonaws.com"
SESSION_NAME = "BackplaneAssumeRoleSession"


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
    query_mode = service_wire.is_query(target, headers, query, body)
    method = str(integration.get("httpMethod") or "POST")
    try:
        prepared = service_wire.prepare(target, method, headers, query, body)
        pending = asyncio.ensure_future(
            state.calls.call(
                target.service,
                prepared.op.name,
                prepared.params,
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
        return service_wire.error(target.service, query_mode, exc, facts.request_id)
    return service_wire.answer(prepared, result, facts.request_id)


def _quiet(task: asyncio.Future[Any]) -> None:
    if not task.cancelled():
        task.exception()
