"""REST API resource policies (the API's ``policy``): stored with ``execute-api:/...`` resources expanded
to the API's ARN (``arn:aws:execute-api:<region>:<account>:<api>/...``) as AWS stores them, and evaluated
for each request against its method ARN with IAM's resource-policy evaluator (Deny wins; principals
``*`` or accounts/users/roles; conditions such as ``aws:SourceIp``). Callers without a signature are
``anonymous``.

How it combines with the method's authorization is AWS's: an explicit Deny always refuses; a method
with no authorization needs an Allow; an AWS_IAM caller of the API's own account needs an Allow from
either their identity policies or the resource policy (from another account: both); a Lambda
authorizer still decides when the resource policy does not deny. Refusals are 403 ``User: <who> is not
authorized to perform: execute-api:Invoke on resource: <method ARN>`` (``with an explicit deny``)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError
from labcloud.services.apigateway.errors import bad_request
from labcloud.services.apigateway.repo.apis import ApiRecord
from labcloud.services.iam.policy import Decision, Policy, parse_resource_policy, resource_decision

if (
    TYPE_CHECKING
):  # the data plane's types: the control plane (CreateRestApi, GetRestApis) imports this module
    from labcloud.services.apigateway.lambda_authorizer import Refused
    from labcloud.services.apigateway.request_facts import Facts

ACTION = "execute-api:Invoke"
_PARSED: dict[str, Policy] = {}


def _expand(value: Any, prefix: str) -> Any:
    if isinstance(value, str) and value.startswith("execute-api:/"):
        return prefix + value.removeprefix("execute-api:/")
    if isinstance(value, list):
        return [_expand(v, prefix) for v in value]
    return value


def normalised(text: str, account_id: str, region: str, api_id: str) -> str:
    """The policy as the API stores it (resources expanded), or BadRequestException when it is not one."""
    try:
        document = json.loads(text)
    except ValueError:
        raise bad_request("Invalid policy document: not JSON") from None
    if not isinstance(document, dict):
        raise bad_request("Invalid policy document")
    statements = document.get("Statement")
    prefix = f"arn:aws:execute-api:{region}:{account_id}:{api_id}/"
    for statement in statements if isinstance(statements, list) else [statements]:
        if isinstance(statement, dict):
            for key in ("Resource", "NotResource"):
                if key in statement:
                    statement[key] = _expand(statement[key], prefix)
    stored = json.dumps(document)
    try:
        parse_resource_policy(stored, name="resource policy")
    except AwsError as exc:
        raise bad_request(f"Invalid policy document: {exc.message}") from None
    return stored


def answered(doc: dict[str, Any]) -> dict[str, Any]:
    """The API as the control plane answers it (Create/Get/Update/Import/PutRestApi, GetRestApis): AWS
    answers the policy as its JSON text with each backslash and double quote escaped by a backslash
    (``{\\"Version\\":...}``), the form Terraform's provider unescapes. labcloud stores the plain JSON
    (what requests are evaluated against and exports carry)."""
    policy = doc.get("policy")
    if not policy:
        return doc
    return {**doc, "policy": str(policy).replace("\\", "\\\\").replace('"', '\\"')}


def policy_of(api: ApiRecord) -> Policy | None:
    text = api.doc.get("policy")
    if not text:
        return None
    found = _PARSED.get(text)
    if found is None:
        found = parse_resource_policy(text, name="resource policy")
        if len(_PARSED) > 1024:
            _PARSED.clear()
        _PARSED[text] = found
    return found


def decide(facts: Facts, policy: Policy, principal: str, account: str | None) -> Decision:
    context: dict[str, object] = {"aws:SourceIp": facts.request.client_host}
    if facts.source_vpce is not None:
        context["aws:SourceVpce"] = facts.source_vpce
    if account is not None:
        context.update({"aws:PrincipalArn": principal, "aws:PrincipalAccount": account})
    return resource_decision(policy, principal, ACTION, facts.method_arn(), context)


def refused(facts: Facts, who: str, explicit: bool) -> Refused:
    from labcloud.services.apigateway.lambda_authorizer import Refused

    message = f"User: {who} is not authorized to perform: {ACTION} on resource: {facts.method_arn()}"
    return Refused(403, message + (" with an explicit deny" if explicit else ""), "AccessDeniedException")
