"""Who calls a GraphQL endpoint, by the API's authorization modes: an API key (``x-api-key``, unexpired on
labcloud's clock), AWS_IAM (a SigV4 signature over service ``appsync`` from a key IAM or STS minted;
``appsync:GraphQL`` is decided per field in ``execution.py``), or a Cognito user pool token (checked by
the user pool through the hub's ``UserPoolTokens``). AWS_LAMBDA and OPENID_CONNECT requests are refused
by name. A refusal is AppSync's 401 ``UnauthorizedException``."""

from __future__ import annotations

import hmac
import re
from dataclasses import dataclass
from typing import Any

from labcloud import clock
from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.protocol.wire import WireRequest
from labcloud.services.appsync.repo.records import API_KEY, Api
from labcloud.services.appsync.state import AppsyncState
from labcloud.services.cognitoidp.interfaces import UserPoolTokens
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.signatures import AUTHORIZATION, INVALID_TOKEN, wire_signature

NOT_AUTHORIZED = "You are not authorized to make this call."
NO_HEADER = "Valid authorization header not provided."


class Unauthorized(Exception):
    """AppSync's 401: ``{"errors": [{"errorType": "UnauthorizedException", "message": ...}]}``."""

    def __init__(self, message: str, error_type: str = "UnauthorizedException", status: int = 401) -> None:
        super().__init__(message)
        self.message, self.error_type, self.status = message, error_type, status


@dataclass(frozen=True, slots=True)
class Caller:
    #: the authorization mode the request used
    mode: str
    #: ``$ctx.identity`` (None for API keys)
    identity: dict[str, Any] | None
    #: the signer of an AWS_IAM request, for ``appsync:GraphQL``
    principal: Principal | None = None
    #: Cognito groups of a user pool caller
    groups: tuple[str, ...] = ()


def modes(api: Api) -> dict[str, dict[str, Any]]:
    """Each mode the API accepts → its configuration (the default first)."""
    body = api.body
    found = {str(body["authenticationType"]): body}
    for provider in body.get("additionalAuthenticationProviders") or []:
        found.setdefault(str(provider["authenticationType"]), provider)
    return found


def identify(state: AppsyncState, api: Api, request: WireRequest) -> Caller:
    accepted = modes(api)
    headers = request.headers
    authorization = headers.get("authorization", "")
    source_ip = [headers.get("x-forwarded-for", "127.0.0.1").split(",")[0].strip()]
    if authorization.startswith("AWS4-HMAC-SHA256"):
        if "AWS_IAM" not in accepted:
            raise Unauthorized(NOT_AUTHORIZED)
        return signed_caller(state, request, authorization, source_ip)
    if authorization:
        if "AMAZON_COGNITO_USER_POOLS" in accepted:
            return cognito_caller(state, accepted["AMAZON_COGNITO_USER_POOLS"], authorization, source_ip)
        if "AWS_LAMBDA" in accepted or "OPENID_CONNECT" in accepted:
            raise Unauthorized(
                "labcloud does not implement AWS_LAMBDA or OPENID_CONNECT authorization of GraphQL requests.",
                "UnsupportedAuthorizationException",
            )
    key = headers.get("x-api-key")
    if key is not None:
        if "API_KEY" not in accepted:
            raise Unauthorized(NOT_AUTHORIZED)
        found = state.records.item(api.api_id, API_KEY, key)
        if found is None or float(found["expires"]) <= clock.now():
            raise Unauthorized(NOT_AUTHORIZED)
        return Caller("API_KEY", None)
    if authorization:
        raise Unauthorized(NOT_AUTHORIZED)
    raise Unauthorized(NO_HEADER)


def signed_caller(state: AppsyncState, request: WireRequest, header: str, source_ip: list[str]) -> Caller:
    """The AWS_IAM caller of a SigV4-signed request (401/403 :class:`Unauthorized` otherwise)."""
    match = AUTHORIZATION.search(header)
    if match is None:
        raise Unauthorized(NOT_AUTHORIZED)
    fields = match.groupdict()
    try:
        principal = state.identity.principal_for(fields["key"], "appsync")
    except AwsError:
        raise Unauthorized(INVALID_TOKEN) from None
    directory = state.services.interface(IamDirectory)
    known = directory.secret_for(fields["key"]) if directory is not None else None
    if known is not None:
        secret, token = known
        if token is not None and request.headers.get("x-amz-security-token") != token:
            raise Unauthorized(INVALID_TOKEN)
        if not hmac.compare_digest(wire_signature(request, secret, token, fields), fields["signature"]):
            raise Unauthorized(
                "The request signature we calculated does not match the signature you provided.",
                "InvalidSignatureException",
                403,
            )
    return iam_caller(principal, source_ip)


def iam_caller(principal: Principal, source_ip: list[str]) -> Caller:
    """The caller of an AWS_IAM request signed by ``principal`` (``$ctx.identity`` as AppSync gives it)."""
    who = principal.user_id or principal.account_id
    identity = {
        "accountId": principal.account_id,
        "cognitoIdentityAuthProvider": None,
        "cognitoIdentityAuthType": None,
        "cognitoIdentityId": None,
        "cognitoIdentityPoolId": None,
        "sourceIp": source_ip,
        "userArn": principal.arn,
        "username": who,
    }
    return Caller("AWS_IAM", identity, principal)


def cognito_caller(state: AppsyncState, config: dict[str, Any], token: str, source_ip: list[str]) -> Caller:
    """The caller a user pool token names, by the ``userPoolConfig`` of ``config`` (401 otherwise)."""
    pool = config.get("userPoolConfig") or {}
    pool_id = str(pool.get("userPoolId", ""))
    region = str(pool.get("awsRegion") or pool_id.split("_", 1)[0])
    tokens = state.services.interface(UserPoolTokens)
    account = str(config.get("owner") or "") or None
    arns = [f"arn:aws:cognito-idp:{region}:{account or '*'}:userpool/{pool_id}"]
    claims = tokens.pool_token_claims(token.removeprefix("Bearer ").strip(), arns) if tokens else None
    if claims is None:
        raise Unauthorized(NOT_AUTHORIZED)
    regex = pool.get("appIdClientRegex")
    client = claims.get("aud") or claims.get("client_id")
    if regex and not re.fullmatch(str(regex), str(client or "")):
        raise Unauthorized(NOT_AUTHORIZED)
    groups = tuple(claims.get("cognito:groups") or ())
    identity = {
        "sub": claims.get("sub"),
        "issuer": claims.get("iss"),
        "username": claims.get("cognito:username") or claims.get("username"),
        "claims": claims,
        "sourceIp": source_ip,
        "defaultAuthStrategy": str(pool.get("defaultAction") or "ALLOW"),
        "groups": list(groups) or None,
    }
    return Caller("AMAZON_COGNITO_USER_POOLS", identity, groups=groups)
