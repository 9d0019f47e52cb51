"""A request to a private custom domain name (``private_domain_ops.py``), checked before the API's own
authorization: the name must have a VPC endpoint associated with it (labcloud carries no VPC traffic, so
the request is taken as arriving through the first endpoint associated), and the name's ``policy`` must
allow ``execute-api:Invoke`` on the name's execute-api ARN (or below it: ``execute-api:/*``) with that
endpoint as ``aws:SourceVpce``; an explicit Deny, or no Allow, is AWS's 403. The endpoint is then the
request's ``aws:SourceVpce`` for the API's resource policy too (``resource_policy.decide``)."""

from __future__ import annotations

from labcloud.services.apigateway import domains, private_domain_ops
from labcloud.services.apigateway.lambda_authorizer import Refused
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.resource_policy import ACTION
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.iam.policy import parse_resource_policy, resource_decision


def check(state: ApigwState, facts: Facts) -> None:
    """Raises Refused when the request came by a private name that may not be invoked so."""
    host = facts.request.headers.get("host", "")
    name = (host.rsplit(":", 1)[0] if not host.endswith("]") else host).lower().rstrip(".")
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
