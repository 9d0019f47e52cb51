"""``AWS_IAM`` authorization at the invoke URL: the caller signs the request with SigV4 (service
``execute-api``), the key says who they are (``identity.py``), the signature is checked for keys IAM or
STS minted (the root/test keys carry no secret here), and IAM decides ``execute-api:Invoke`` on the
request's method ARN from the caller's identity policies (``IamDirectory.is_allowed``, which governs
users and roles as everywhere in labcloud: under ``--enforce-iam``), together with the API's resource
policy (``resource_policy.py``).

AWS's answers, all 403: ``Missing Authentication Token`` (no Authorization header),
``The security token included in the request is invalid.`` (an unknown key),
the signature mismatch message (``InvalidSignatureException``), and
``User: <arn> is not authorized to perform: execute-api:Invoke on resource: <method ARN>``
(``AccessDeniedException``, ``with an explicit deny`` appended when a Deny decided)."""

from __future__ import annotations

import hmac
import re

from labcloud.errors import AwsError
from labcloud.protocol.wire import WireRequest
from labcloud.services.apigateway import resource_policy
from labcloud.services.apigateway.lambda_authorizer import Refused
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import Decision, Policy

_AUTH = re.compile(
    r"AWS4-HMAC-SHA256\s+Credential=(?P<key>[^/,\s]+)/(?P<date>\d{8})/(?P<region>[^/]+)/(?P<service>[^/]+)"
    r"/aws4_request,\s*SignedHeaders=(?P<signed>[^,\s]+),\s*Signature=(?P<signature>[0-9a-f]+)"
)
MISMATCH = (
    "The request signature we calculated does not match the signature you provided. Check your AWS "
    "Secret Access Key and signing method. Consult the service documentation for details."
)
INVALID_TOKEN = "The security token included in the request is invalid."


def _signature(request: WireRequest, secret: str, token: str | None, fields: dict[str, str]) -> str:
    from botocore.auth import SigV4Auth
    from botocore.awsrequest import AWSRequest
    from botocore.credentials import Credentials

    headers = {name: request.headers.get(name, "") for name in fields["signed"].split(";")}
    url = f"http://{request.headers.get('host', '127.0.0.1')}{request.raw_path or request.path}"
    if request.query_string:
        url += "?" + request.query_string
    signed = AWSRequest(method=request.method, url=url, data=request.body, headers=headers)
    signed.context["timestamp"] = request.headers.get("x-amz-date", "")
    auth = SigV4Auth(Credentials("", secret, token), fields["service"], fields["region"])
    string_to_sign = auth.string_to_sign(signed, auth.canonical_request(signed))
    return str(auth.signature(string_to_sign, signed))


def authorize(state: ApigwState, facts: Facts, policy: Policy | None = None) -> None:
    """Raises Refused unless the signed caller may invoke this request's method ARN (``policy``: the
    API's resource policy, combined as ``resource_policy.py`` describes)."""
    request = facts.request
    header = request.headers.get("authorization", "")
    if not header:
        raise Refused(403, "Missing Authentication Token", "MissingAuthenticationTokenException")
    match = _AUTH.search(header)
    if match is None:
        raise Refused(
            403,
            f"Authorization header requires 'Credential', 'SignedHeaders' and 'Signature' parameters. "
            f"Authorization={header.split(' ', 1)[0]}",
            "IncompleteSignatureException",
        )
    fields = match.groupdict()
    if state.identity is None:
        raise Refused(500, "Internal server error", "InternalServerErrorException")
    try:
        principal = state.identity.principal_for(fields["key"], "execute-api")
    except AwsError:
        raise Refused(403, INVALID_TOKEN, "UnrecognizedClientException") from None
    directory = state.calls.interface(IamDirectory)
    known = directory.secret_for(fields["key"]) if directory is not None else None
    if known is not None:
        secret, token = known
        if token is not None and request.headers.get("x-amz-security-token") != token:
            raise Refused(403, INVALID_TOKEN, "UnrecognizedClientException")
        if not hmac.compare_digest(_signature(request, secret, token, fields), fields["signature"]):
            raise Refused(403, MISMATCH, "InvalidSignatureException")
    method_arn = facts.method_arn()
    granted = resource_policy.decide(facts, policy, principal.arn, principal.account_id) if policy else None
    if granted is not None and granted.kind == "explicit_deny":
        raise resource_policy.refused(facts, principal.arn, True)
    decision = (
        directory.is_allowed(principal, "execute-api:Invoke", method_arn)
        if directory is not None
        else Decision(True, "allow")
    )
    if decision.kind == "explicit_deny":
        raise resource_policy.refused(facts, principal.arn, True)
    by_resource = granted is not None and granted.allowed
    if principal.account_id == facts.api.account_id:
        if not (decision.allowed or by_resource):
            raise resource_policy.refused(facts, principal.arn, False)
    elif not (decision.allowed and by_resource):  # another account: both must allow
        raise resource_policy.refused(facts, principal.arn, False)
    facts.caller = {
        "accountId": principal.account_id,
        "caller": principal.user_id or principal.account_id,
        "user": principal.user_id or principal.account_id,
        "userArn": principal.arn,
        "accessKey": fields["key"],
    }
