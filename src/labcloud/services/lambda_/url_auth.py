"""Who may call a function URL: AuthType NONE and AWS_IAM, decided the way Lambda decides them.

Since October 2025 a new function URL needs both ``lambda:InvokeFunctionUrl`` and
``lambda:InvokeFunction`` (labcloud's URLs are all new). The request context of both checks
carries ``lambda:FunctionUrlAuthType`` (the URL's AuthType) and ``lambda:InvokedViaFunctionUrl``
(``true``), so statements conditioned on either match as on AWS.

* ``NONE``: nobody is authenticated; the function's resource-based policy (of the alias, for an
  alias's URL) must allow an anonymous caller, i.e. grant ``Principal: "*"`` — what
  ``add-permission --principal "*" --function-url-auth-type NONE`` adds.
  CreateFunctionUrlConfig itself adds no statement, so a fresh NONE URL answers 403.
* ``AWS_IAM``: the request must be SigV4-signed (header or presigned query). The caller is the
  principal of its access key; its identity policies (where IAM governs it, as enforcement does
  elsewhere in labcloud) and the resource policy are combined as AWS combines them (same account:
  either may allow; another account: both must; an explicit deny wins). With
  ``--verify-signatures`` the signature of keys labcloud minted is checked too.

A refusal is AWS's ``403 {"Message":"Forbidden"}``; it is raised here as :class:`Forbidden`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import Principal, RequestContext, SignedRequest, secure_transport
from labcloud.errors import AwsError
from labcloud.services.iam.denials import combine
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import Decision, resource_decision
from labcloud.services.iam.signatures import SignatureVerifier
from labcloud.services.lambda_.resource_policy import policy_for

if TYPE_CHECKING:
    from labcloud.protocol.wire import WireRequest
    from labcloud.services.lambda_.host import LambdaHost
    from labcloud.services.lambda_.repo.urls import UrlConfig

ACTIONS = ("lambda:InvokeFunctionUrl", "lambda:InvokeFunction")
_CREDENTIAL = re.compile(
    r"Credential=(?P<key>[^/,\s]+)/\d{8}/(?P<region>[^/]+)/(?P<service>[^/]+)/aws4_request"
)
ANONYMOUS = "anonymous"
ALLOWED = Decision(True, "allow")


class Forbidden(Exception):
    """The request may not invoke the function through its URL (answered 403 Forbidden)."""


@dataclass(frozen=True)
class Caller:
    """The authenticated caller of an AWS_IAM URL (None for NONE)."""

    principal: Principal
    access_key: str


def _access_key(request: WireRequest) -> str | None:
    match = _CREDENTIAL.search(request.headers.get("authorization", ""))
    if match is None and "X-Amz-Credential" in request.query_string:
        for key, value in request.query:
            if key == "X-Amz-Credential":
                match = _CREDENTIAL.search("Credential=" + value)
    if match is None:
        return None
    return match.group("key")


def _context(
    principal: Principal | None, auth_type: str, request: WireRequest, region: str
) -> dict[str, object]:
    now = clock.now()
    values: dict[str, object] = {
        "aws:CurrentTime": datetime.fromtimestamp(now, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "aws:EpochTime": str(int(now)),
        "aws:SecureTransport": secure_transport(request.client_host),
        "aws:RequestedRegion": region,
        "aws:SourceIp": request.client_host or "127.0.0.1",
        "lambda:FunctionUrlAuthType": auth_type,
        "lambda:InvokedViaFunctionUrl": "true",
    }
    if principal is not None:
        values["aws:PrincipalAccount"] = principal.account_id
        values["aws:PrincipalArn"] = principal.role_arn or principal.arn
        values["aws:userid"] = principal.user_id or principal.account_id
    return values


def _verify_signature(host: LambdaHost, request: WireRequest, principal: Principal) -> None:
    iam = host.interface(IamDirectory)
    if not host.settings.verify_signatures or iam is None:
        return
    lookup = iam.secret_for
    ctx = RequestContext(
        service="lambda",
        operation="InvokeFunctionUrl",
        account_id=principal.account_id,
        region=host.settings.region,
        principal=principal,
        headers=request.headers,
        signed=SignedRequest(
            request.method,
            request.raw_path or request.path,
            request.query_string,
            request.headers,
            request.body,
        ),
    )
    try:
        SignatureVerifier(lookup).authorize(ctx, {})
    except AwsError:
        raise Forbidden from None


def authorize(host: LambdaHost, request: WireRequest, row: UrlConfig, auth_type: str) -> Caller | None:
    """Raise :class:`Forbidden` unless the request may invoke the function of config ``row``."""
    account, region, name, qualifier = row.account_id, row.region, row.name, row.qualifier
    resource = f"arn:aws:lambda:{region}:{account}:function:{name}" + (f":{qualifier}" if qualifier else "")
    policy = policy_for(host.store, account, region, name, qualifier)
    if auth_type == "NONE":
        if policy is None:
            raise Forbidden
        context = _context(None, auth_type, request, region)
        for action in ACTIONS:
            if not resource_decision(policy, ANONYMOUS, action, resource, context).allowed:
                raise Forbidden
        return None
    key = _access_key(request)
    if key is None:
        raise Forbidden
    try:
        principal = host.identity.principal_for(key, "lambda")
    except AwsError:
        raise Forbidden from None
    _verify_signature(host, request, principal)
    iam = host.interface(IamDirectory)
    context = _context(principal, auth_type, request, region)
    cross_account = principal.account_id != account
    if cross_account and policy is None:
        raise Forbidden
    for action in ACTIONS:
        # identity policies where IAM governs the caller (root and ungoverned callers are allowed)
        decision = iam.is_allowed(principal, action, resource, context) if iam is not None else ALLOWED
        if policy is not None:
            decision = combine(
                decision,
                resource_decision(policy, principal.arn, action, resource, context),
                cross_account,
            )
        if not decision.allowed:
            raise Forbidden
    return Caller(principal, key)
