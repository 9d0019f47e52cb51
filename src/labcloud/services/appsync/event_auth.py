"""Who is calling an Events API, and may they: the request's headers (an HTTP publish's, or a WebSocket
message's ``authorization`` object, or the connection's ``header-`` subprotocol) pick one mode (SigV4 →
AWS_IAM, ``x-api-key`` → API_KEY, another ``Authorization`` → AMAZON_COGNITO_USER_POOLS), which must be one
the operation allows (the API's connection modes, the namespace's publish/subscribe modes else the API's
defaults). An AWS_IAM caller then needs ``appsync:EventConnect`` on the API's ARN, or
``appsync:EventPublish``/``appsync:EventSubscribe`` on the namespace's ARN (``.../channelNamespace/<name>``).
A refusal is :class:`~labcloud.services.appsync.callers.Unauthorized` (AppSync's 401
``UnauthorizedException``; an IAM denial is 403 ``AccessDeniedException`` with the policy's wording).
AWS_LAMBDA and OPENID_CONNECT requests are refused by name."""

from __future__ import annotations

import json
from typing import Any

from labcloud.protocol.wire import WireRequest
from labcloud.services.appsync.callers import (
    NO_HEADER,
    NOT_AUTHORIZED,
    Caller,
    Unauthorized,
    cognito_caller,
    signed_caller,
)
from labcloud.services.appsync.repo.records import Api
from labcloud.services.appsync.state import AppsyncState
from labcloud.services.iam.interfaces import IamDirectory

CONNECT, PUBLISH, SUBSCRIBE = "EventConnect", "EventPublish", "EventSubscribe"


def _kinds(modes: list[dict[str, Any]]) -> list[str]:
    return [str(mode.get("authType")) for mode in modes]


def allowed_modes(api: Api, action: str, namespace: dict[str, Any] | None) -> list[str]:
    """The auth modes ``action`` accepts on the API (and namespace, for publish and subscribe)."""
    config = api.body["eventConfig"]
    if action == CONNECT:
        return _kinds(config.get("connectionAuthModes") or [])
    own = "publishAuthModes" if action == PUBLISH else "subscribeAuthModes"
    default = "defaultPublishAuthModes" if action == PUBLISH else "defaultSubscribeAuthModes"
    if namespace is not None and namespace.get(own):
        return _kinds(namespace[own])
    return _kinds(config.get(default) or [])


def _provider(api: Api, kind: str) -> dict[str, Any]:
    for provider in api.body["eventConfig"].get("authProviders") or []:
        if provider.get("authType") == kind:
            return dict(provider)
    return {}


def authorize(
    state: AppsyncState,
    api: Api,
    signed: WireRequest,
    action: str,
    namespace: dict[str, Any] | None,
    signed_bodies: tuple[bytes, ...] = (),
) -> Caller:
    """The caller of ``action``, from the headers of ``signed`` (a WireRequest as it was signed, for
    AWS_IAM; ``signed_bodies``: other serializations of its body a client may have signed)."""
    modes = allowed_modes(api, action, namespace)
    headers = signed.headers
    authorization = headers.get("authorization", "")
    source_ip = [headers.get("x-forwarded-for", "127.0.0.1").split(",")[0].strip()]
    if authorization.startswith("AWS4-HMAC-SHA256"):
        if "AWS_IAM" not in modes:
            raise Unauthorized(NOT_AUTHORIZED)
        caller = _signed_caller(state, signed, authorization, source_ip, signed_bodies)
        _iam_decides(state, api, caller, action, namespace)
        return caller
    if authorization:
        if "AMAZON_COGNITO_USER_POOLS" in modes:
            provider = _provider(api, "AMAZON_COGNITO_USER_POOLS")
            config = {"userPoolConfig": provider.get("cognitoConfig") or {}, "owner": api.account_id}
            return cognito_caller(state, config, authorization, source_ip)
        if "AWS_LAMBDA" in modes or "OPENID_CONNECT" in modes:
            raise Unauthorized(
                "labcloud does not implement AWS_LAMBDA or OPENID_CONNECT authorization of Event API requests.",
                "UnsupportedAuthorizationException",
            )
    key = headers.get("x-api-key")
    if key is not None:
        if "API_KEY" not in modes:
            raise Unauthorized(NOT_AUTHORIZED)
        return _api_key(state, api, key)
    if authorization:
        raise Unauthorized(NOT_AUTHORIZED)
    raise Unauthorized(NO_HEADER)


def _api_key(state: AppsyncState, api: Api, key: str) -> Caller:
    from labcloud import clock
    from labcloud.services.appsync.repo.records import API_KEY

    found = state.records.item(api.api_id, API_KEY, key)
    if found is None or float(found["expires"]) <= clock.now():
        raise Unauthorized(NOT_AUTHORIZED)
    return Caller("API_KEY", None)


def _signed_caller(
    state: AppsyncState,
    signed: WireRequest,
    authorization: str,
    source_ip: list[str],
    bodies: tuple[bytes, ...],
) -> Caller:
    """The AWS_IAM caller whose signature matches ``signed`` with its body or one of ``bodies``."""
    failure: Unauthorized | None = None
    for body in (signed.body, *bodies):
        attempt = WireRequest(signed.method, signed.path, signed.query_string, signed.headers, body)
        attempt.raw_path = signed.raw_path
        try:
            return signed_caller(state, attempt, authorization, source_ip)
        except Unauthorized as refused:
            if refused.error_type != "InvalidSignatureException":
                raise
            failure = refused
    assert failure is not None
    raise failure


def _iam_decides(
    state: AppsyncState, api: Api, caller: Caller, action: str, namespace: dict[str, Any] | None
) -> None:
    directory = state.services.interface(IamDirectory)
    if directory is None or caller.principal is None:
        return
    arn = api.arn if action == CONNECT or namespace is None else str(namespace["channelNamespaceArn"])
    if not directory.is_allowed(caller.principal, f"appsync:{action}", arn).allowed:
        raise Unauthorized(
            f"User: {caller.principal.arn} is not authorized to perform: appsync:{action} on resource: {arn}",
            "AccessDeniedException",
            403,
        )


def header_request(fields: dict[str, Any], body: bytes) -> WireRequest:
    """A WebSocket message's ``authorization`` (or the connection's header subprotocol) as the POST to
    ``/event`` a client signed (AWS_IAM over WebSocket signs that request)."""
    headers = {str(k).lower(): str(v) for k, v in fields.items() if isinstance(v, (str, int, float))}
    request = WireRequest("POST", "/event", "", headers, body)
    request.raw_path = "/event"
    return request


def bodies_of(document: dict[str, Any]) -> tuple[bytes, bytes]:
    """The JSON texts a client may have signed for ``document`` (compact, as ``JSON.stringify``; spaced, as
    Python's ``json.dumps``)."""
    return (
        json.dumps(document, separators=(",", ":")).encode(),
        json.dumps(document).encode(),
    )
