"""One delivery to an API destination target: the target's role (it must allow
``events:InvokeApiDestination`` on the destination, as AWS requires), the connection's authorization,
the target's HttpParameters, the destination's rate limit, one HTTP call.

The request carries the (transformed) event as its body (none for GET and HEAD), the connection's
InvocationHttpParameters (headers, query string, and body members merged into a JSON object body),
the target's HttpParameters (``*`` in the endpoint replaced by PathParameterValues in order; header
and query values beginning ``$.`` read from the event) and the authorization: ``x-api-key``-style
header (API_KEY), ``Authorization: Basic`` (BASIC) or a bearer token fetched from the connection's
authorization endpoint with the client credentials (OAUTH_CLIENT_CREDENTIALS; kept until it expires
or the endpoint answers 401). A 2xx is a delivery; as AWS, 401, 407, 409, 429 and 5xx answers and
timeouts are retried per the target's RetryPolicy, other answers go straight to the dead-letter queue.
"""

from __future__ import annotations

import asyncio
import base64
import json
import time
from typing import Any
from urllib.parse import quote, urlencode

from labcloud.errors import AwsError
from labcloud.services.events import connection_ops, http_call, loopback, transform
from labcloud.services.events.repo import destinations
from labcloud.services.events.repo.destinations import ApiDestination, Connection
from labcloud.services.events.state import EventsState
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.sts.interfaces import RoleSessions

RETRIED_STATUSES = frozenset({401, 407, 409, 429})
USER_AGENT = "Amazon/EventBridge/ApiDestinations"


class EndpointError(AwsError):
    """A delivery the endpoint refused; ``retry``: whether AWS retries it."""

    def __init__(self, message: str, status: int, retry: bool) -> None:
        super().__init__("SDK_CLIENT_ERROR", message, status=status)
        self.retry = retry


def is_target(target: dict[str, Any]) -> bool:
    return ":api-destination/" in str(target.get("Arn", ""))


def _value(given: str, event: dict[str, Any]) -> str:
    if not given.startswith("$."):
        return given
    try:
        found = transform.resolve(event, given)
    except ValueError:
        return given
    if isinstance(found, str):
        return found
    if isinstance(found, int | float | bool | list | dict) or found is None:
        return json.dumps(found)
    return ""


def _url(destination: ApiDestination, http: dict[str, Any], query: list[tuple[str, str]]) -> str:
    url = destination.endpoint
    values = list(http.get("PathParameterValues") or [])
    if url.count("*") != len(values):
        raise EndpointError(
            f"The target's PathParameterValues ({len(values)}) do not match the wildcards of "
            f"{destination.endpoint} ({url.count('*')}).",
            400,
            False,
        )
    for value in values:
        url = url.replace("*", quote(str(value), safe=""), 1)
    if query:
        url += ("&" if "?" in url else "?") + urlencode(query)
    return url


def _parameters(
    given: dict[str, Any] | None,
) -> tuple[list[tuple[str, str]], list[tuple[str, str]], dict[str, Any]]:
    headers = [(str(p["Key"]), str(p.get("Value", ""))) for p in (given or {}).get("HeaderParameters") or []]
    query = [
        (str(p["Key"]), str(p.get("Value", ""))) for p in (given or {}).get("QueryStringParameters") or []
    ]
    body = {str(p["Key"]): p.get("Value", "") for p in (given or {}).get("BodyParameters") or []}
    return headers, query, body


async def _oauth_token(state: EventsState, connection: Connection, parameters: dict[str, Any]) -> str:
    cached = state.http.tokens.get(connection.arn)
    if cached is not None and cached[1] > time.monotonic():
        return cached[0]
    oauth = parameters["OAuthParameters"]
    client = oauth["ClientParameters"]
    headers, query, body = _parameters(oauth.get("OAuthHttpParameters"))
    basic = base64.b64encode(f"{client['ClientID']}:{client['ClientSecret']}".encode()).decode()
    sent_headers = {"Authorization": f"Basic {basic}", "User-Agent": USER_AGENT, **dict(headers)}
    form = {"grant_type": "client_credentials", **{k: str(v) for k, v in body.items()}}
    url = loopback.on_this_server(oauth["AuthorizationEndpoint"], state.settings.port)
    if query:
        url += ("&" if "?" in url else "?") + urlencode(query)
    payload = b""
    if oauth["HttpMethod"] == "GET":
        url += ("&" if "?" in url else "?") + urlencode(form)
    else:
        payload = urlencode(form).encode()
        sent_headers["Content-Type"] = "application/x-www-form-urlencoded"
    try:
        status, answer = await http_call.request(oauth["HttpMethod"], url, sent_headers, payload)
    except (OSError, ValueError, asyncio.TimeoutError) as error:  # noqa: UP041 - distinct before 3.11
        raise EndpointError(f"Failed to connect to the authorization endpoint: {error}", 502, True) from None
    if not 200 <= status < 300:
        retry = status in RETRIED_STATUSES or status >= 500
        raise EndpointError(f"The authorization endpoint responded with HTTP status {status}.", status, retry)
    try:
        document = json.loads(answer)
        token = str(document["access_token"])
    except (ValueError, KeyError, TypeError):
        raise EndpointError(
            "The authorization endpoint's answer holds no access_token.", 400, False
        ) from None
    expires = document.get("expires_in")
    lifetime = float(expires) if isinstance(expires, int | float) and expires > 0 else 3600.0
    state.http.tokens[connection.arn] = (token, time.monotonic() + lifetime)
    return token


async def _authorization(
    state: EventsState, connection: Connection, parameters: dict[str, Any]
) -> dict[str, str]:
    if connection.auth_type == "API_KEY":
        api_key = parameters["ApiKeyAuthParameters"]
        return {str(api_key["ApiKeyName"]): str(api_key["ApiKeyValue"])}
    if connection.auth_type == "BASIC":
        basic = parameters["BasicAuthParameters"]
        pair = f"{basic['Username']}:{basic['Password']}".encode()
        return {"Authorization": f"Basic {base64.b64encode(pair).decode()}"}
    return {"Authorization": f"Bearer {await _oauth_token(state, connection, parameters)}"}


def _check_role(state: EventsState, role_arn: str, destination: ApiDestination) -> None:
    """The target's role must allow events:InvokeApiDestination on the destination (AWS's rule)."""
    sessions = state.services.interface(RoleSessions)
    directory = state.services.interface(IamDirectory)
    if sessions is None or directory is None:
        raise AwsError(
            "AccessDeniedException", "IAM or STS is not running: the role cannot be used.", status=400
        )
    principal = sessions.role_principal(role_arn, "EventBridge")
    if not directory.is_allowed(principal, "events:InvokeApiDestination", destination.arn).allowed:
        raise AwsError(
            "AccessDeniedException",
            f"User: {principal.arn} is not authorized to perform: events:InvokeApiDestination on resource: "
            f"{destination.arn}",
            status=400,
        )


async def _take_slot(state: EventsState, destination: ApiDestination) -> None:
    """Wait for the destination's next slot: at most InvocationRateLimitPerSecond calls a second."""
    now = time.monotonic()
    start = max(now, state.http.next_slot.get(destination.arn, 0.0))
    state.http.next_slot[destination.arn] = start + 1.0 / destination.rate
    if start > now:
        await asyncio.sleep(start - now)


async def invoke(state: EventsState, target: dict[str, Any], payload: str, event: Any) -> tuple[int, bytes]:
    """One call of the API destination ``target["Arn"]`` as ``target["RoleArn"]``: its 2xx status and
    body, or :class:`EndpointError` (or a ResourceNotFound/AccessDenied :class:`AwsError`)."""
    arn = str(target["Arn"])
    destination = destinations.destination_by_arn(state.store, arn)
    if destination is None:
        raise AwsError("ResourceNotFoundException", f"API destination {arn} does not exist.", status=400)
    connection = destinations.connection_by_arn(state.store, destination.connection_arn)
    if connection is None:
        raise AwsError(
            "ResourceNotFoundException",
            f"Connection {destination.connection_arn} does not exist.",
            status=400,
        )
    if connection.state != "AUTHORIZED":
        raise EndpointError(
            f"The connection {connection.name} is {connection.state}: it must be AUTHORIZED to invoke "
            "the API destination.",
            400,
            False,
        )
    _check_role(state, str(target.get("RoleArn") or ""), destination)
    parameters = await connection_ops.secret_parameters(state, connection)
    own_headers, query, body_members = _parameters(parameters.get("InvocationHttpParameters"))
    http: dict[str, Any] = dict(target.get("HttpParameters") or {})
    readable = event if isinstance(event, dict) else {}
    # the connection's headers win over the target's (AWS: secrets live only on the connection)
    headers = [
        (k, _value(str(v), readable)) for k, v in (http.get("HeaderParameters") or {}).items()
    ] + own_headers
    query += [(k, _value(str(v), readable)) for k, v in (http.get("QueryStringParameters") or {}).items()]
    url = loopback.on_this_server(_url(destination, http, query), state.settings.port)
    body = b""
    if destination.method not in ("GET", "HEAD"):
        body = payload.encode()
        if body_members:
            try:
                document = json.loads(payload)
            except ValueError:
                document = None
            if isinstance(document, dict):
                body = json.dumps({**document, **body_members}).encode()
    sent = {"Content-Type": "application/json; charset=utf-8", "User-Agent": USER_AGENT, **dict(headers)}
    sent.update(await _authorization(state, connection, parameters))
    await _take_slot(state, destination)
    try:
        status, answer = await http_call.request(destination.method, url, sent, body)
    except (OSError, ValueError, asyncio.TimeoutError) as error:  # noqa: UP041 - distinct before 3.11
        raise EndpointError(
            f"Unable to invoke ApiDestination endpoint: {error or 'timed out'}", 502, True
        ) from None
    if 200 <= status < 300:
        return status, answer
    if status == 401:
        state.http.tokens.pop(connection.arn, None)
    raise EndpointError(
        f"Unable to invoke ApiDestination endpoint: The endpoint responded with HTTP status {status}.",
        status,
        status in RETRIED_STATUSES or status >= 500,
    )


async def deliver(
    state: EventsState, target: dict[str, Any], payload: str, event: dict[str, Any]
) -> dict[str, str]:
    status, _ = await invoke(state, target, payload, event)
    return {"status_code": str(status)}
