"""Who signed a request to an invoke URL, and whether IAM lets them invoke it: the ``AWS_IAM``
authorization shared by REST API methods (``iam_authorization.py``) and HTTP API routes
(``apigatewayv2/authorize.py``). Stateless: the key lookup and IAM's directory are passed in.

The caller signs with SigV4 (service ``execute-api``); the key says who they are (``identity.py``);
the signature is checked for keys IAM or STS minted (the root/test keys carry no secret here); IAM
decides ``execute-api:Invoke`` on the request's ARN from the caller's identity policies, combined with
a resource policy's decision when the API has one (an explicit Deny refuses; a caller of the API's own
account needs one Allow; a caller of another account needs both).

AWS's refusals, all 403: ``Missing Authentication Token`` (no Authorization header; HTTP APIs say
``Forbidden``), ``The security token included in the request is invalid.`` (an unknown key), the
signature mismatch message, ``User: <arn> is not authorized to perform: execute-api:Invoke on
resource: <arn>`` (``with an explicit deny`` appended when a Deny decided)."""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from typing import Any, Protocol

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.protocol.wire import WireRequest
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import Decision
from labcloud.services.iam.signatures import AUTHORIZATION, INVALID_TOKEN, MISMATCH, wire_signature

ACTION = "execute-api:Invoke"


class Refusal(Exception):
    """A refused caller: the status, AWS's message and its ``x-amzn-ErrorType``."""

    def __init__(self, status: int, message: str, error_type: str) -> None:
        super().__init__(f"{status} {error_type}: {message}")
        self.status, self.message, self.error_type = status, message, error_type


class Keys(Protocol):
    """Who an access key is (``labcloud.identity.Identity``)."""

    def principal_for(self, access_key: str | None, service: str) -> Principal: ...


@dataclass(frozen=True, slots=True)
class Caller:
    """A signer whose signature held."""

    principal: Principal
    access_key: str

    def identity_members(self) -> dict[str, Any]:
        """``requestContext.identity`` members (REST APIs, HTTP APIs' payload 1.0)."""
        who = self.principal.user_id or self.principal.account_id
        return {
            "accountId": self.principal.account_id,
            "caller": who,
            "user": who,
            "userArn": self.principal.arn,
            "accessKey": self.access_key,
        }

    def iam_block(self, org_id: str | None = None) -> dict[str, Any]:
        """``requestContext.authorizer.iam`` of HTTP APIs' payload 2.0."""
        who = self.principal.user_id or self.principal.account_id
        return {
            "accessKey": self.access_key,
            "accountId": self.principal.account_id,
            "callerId": who,
            "cognitoIdentity": None,
            "principalOrgId": org_id,
            "userArn": self.principal.arn,
            "userId": who,
        }


def verify(
    request: WireRequest,
    keys: Keys | None,
    directory: IamDirectory | None,
    missing: str = "Missing Authentication Token",
) -> Caller:
    """The request's signer, or a Refusal (``missing``: the message when nothing is signed)."""
    header = request.headers.get("authorization", "")
    if not header:
        raise Refusal(403, missing, "MissingAuthenticationTokenException")
    match = AUTHORIZATION.search(header)
    if match is None:
        raise Refusal(
            403,
            f"Authorization header requires 'Credential', 'SignedHeaders' and 'Signature' parameters. "
            f"Authorization={header.split(' ', 1)[0]}",
            "IncompleteSignatureException",
        )
    fields = match.groupdict()
    if keys is None:
        raise Refusal(500, "Internal server error", "InternalServerErrorException")
    try:
        principal = keys.principal_for(fields["key"], "execute-api")
    except AwsError:
        raise Refusal(403, INVALID_TOKEN, "UnrecognizedClientException") from None
    known = directory.secret_for(fields["key"]) if directory is not None else None
    if known is not None:
        secret, token = known
        if token is not None and request.headers.get("x-amz-security-token") != token:
            raise Refusal(403, INVALID_TOKEN, "UnrecognizedClientException")
        if not hmac.compare_digest(wire_signature(request, secret, token, fields), fields["signature"]):
            raise Refusal(403, MISMATCH, "InvalidSignatureException")
    return Caller(principal, fields["key"])


def denied(who: str, arn: str, explicit: bool) -> Refusal:
    message = f"User: {who} is not authorized to perform: {ACTION} on resource: {arn}"
    return Refusal(403, message + (" with an explicit deny" if explicit else ""), "AccessDeniedException")


def decide(
    caller: Caller,
    directory: IamDirectory | None,
    arn: str,
    api_account: str,
    by_resource: Decision | None = None,
) -> None:
    """Raises Refusal unless IAM (with the API's resource policy's decision, if any) allows the Invoke."""
    principal = caller.principal
    if by_resource is not None and by_resource.kind == "explicit_deny":
        raise denied(principal.arn, arn, True)
    decision = (
        directory.is_allowed(principal, ACTION, arn) if directory is not None else Decision(True, "allow")
    )
    if decision.kind == "explicit_deny":
        raise denied(principal.arn, arn, True)
    granted = by_resource is not None and by_resource.allowed
    if principal.account_id == api_account:
        if not (decision.allowed or granted):
            raise denied(principal.arn, arn, False)
    elif not (decision.allowed and granted):  # another account: both must allow
        raise denied(principal.arn, arn, False)
