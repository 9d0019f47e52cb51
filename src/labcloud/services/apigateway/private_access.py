"""Requests that arrive "through a VPC endpoint", checked before the API's own authorization.

A private REST API's endpoint-specific host name, ``<api-id>-<vpce-id>.execute-api...`` (AWS's Route 53
alias form of the VPC endpoint's name): the endpoint must be an ``execute-api`` interface endpoint of the
API's account in labcloud's EC2 and the API PRIVATE, else 403 ``Forbidden``; the endpoint is then the
request's ``aws:SourceVpce``.

A request to a private custom domain name (``private_domain_ops.py``): the name must have a VPC endpoint associated with it (labcloud carries no VPC traffic, so
the request is taken as arriving through the first endpoint associated), and the name's ``policy`` must
allow ``execute-api:Invoke`` on the name's execute-api ARN (or below it: ``execute-api:/*``) with that
endpoint as ``aws:SourceVpce``; an explicit Deny, or no Allow, is AWS's 403. The endpoint is then the
request's ``aws:SourceVpce`` for the API's resource policy too (``resource_policy.decide``)."""

from __future__ import annotations

import re

from labcloud.errors import AwsError
from labcloud.services.apigateway import domains, private_domain_ops
from labcloud.services.apigateway.lambda_authorizer import Refused
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.resource_policy import ACTION
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.iam.policy import parse_resource_policy, resource_decision

_ENDPOINT_HOST = re.compile(
    r"^[a-z0-9]{1,64}-(?P<vpce>vpce-[0-9a-f]{1,32})\.execute-api(?:\.[a-z0-9-]+)?\.localhost$"
)


async def check(state: ApigwState, facts: Facts) -> None:
    """Raises Refused when the request came through a VPC endpoint, or by a private name, that may not
    be used so."""
    host = facts.request.headers.get("host", "")
    name = (host.rsplit(":", 1)[0] if not host.endswith("]") else host).lower().rstrip(".")
    endpoint = _ENDPOINT_HOST.match(name)
    if endpoint is not None:
        vpce = endpoint.group("vpce")
        types = (facts.api.doc.get("endpointConfiguration") or {}).get("types") or []
        if types != ["PRIVATE"] or not await _execute_api_endpoint(state, facts, vpce):
            raise Refused(403, "Forbidden", "ForbiddenException")
        facts.source_vpce = vpce
        return
    domain_key = state.private_hosts.get(name)
    if domain_key is None:
        return
    found = parts.find_part(state.store, domains.SCOPE, domains.KIND, domain_key)
    endpoints = domains.endpoints_of(state, domain_key)
    if found is None or not endpoints:
        raise Refused(403, "Forbidden", "ForbiddenException")
    facts.source_vpce = endpoints[0]
    arn = private_domain_ops.execute_arn(
        str(found.doc["_region"]),
        str(found.doc["_account"]),
        str(found.doc["domainName"]),
        str(found.doc["domainNameId"]),
    )
    text = found.doc.get("policy")
    decisions = []
    if text:
        policy = parse_resource_policy(
            private_domain_ops.expanded_policy(str(text), arn), name="domain name policy"
        )
        context: dict[str, object] = {
            "aws:SourceVpce": endpoints[0],
            "aws:SourceIp": facts.request.client_host,
        }
        decisions = [
            resource_decision(policy, "anonymous", ACTION, resource, context)
            for resource in (arn, f"{arn}/{facts.http_method}{facts.path}")
        ]
    message = f"User: anonymous is not authorized to perform: {ACTION} on resource: {arn}"
    if any(d.kind == "explicit_deny" for d in decisions):
        raise Refused(403, message + " with an explicit deny", "AccessDeniedException")
    if not any(d.allowed for d in decisions):
        raise Refused(403, message, "AccessDeniedException")


async def _execute_api_endpoint(state: ApigwState, facts: Facts, vpce: str) -> bool:
    """Whether ``vpce`` is an interface endpoint for ``execute-api`` in the API's account and region."""
    try:
        found = await state.calls.call(
            "ec2",
            "DescribeVpcEndpoints",
            {"VpcEndpointIds": [vpce]},
            account_id=facts.api.account_id,
            region=facts.api.region,
        )
    except AwsError:
        return False
    endpoints = found.get("VpcEndpoints") or []
    return (
        bool(endpoints)
        and endpoints[0].get("VpcEndpointType") == "Interface"
        and str(endpoints[0].get("ServiceName") or "").endswith(".execute-api")
    )
