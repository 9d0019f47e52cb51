"""AppSync's identifiers and names: API ids, ARNs, the data plane's URIs and Events APIs' hosts, and finding
an API of the caller's account and region (NotFoundException otherwise)."""

from __future__ import annotations

import re
import secrets
import string

from labcloud.context import RequestContext
from labcloud.services.appsync.errors import bad_request, not_found
from labcloud.services.appsync.repo.records import Api
from labcloud.services.appsync.state import AppsyncState

_ALPHABET = string.ascii_lowercase + string.digits
#: AppSync's names of APIs, data sources and functions: ``[_A-Za-z][_0-9A-Za-z]*`` (APIs allow more).
NAME = re.compile(r"^[_A-Za-z][_0-9A-Za-z]{0,64}$")
API_NAME = re.compile(r"^[_A-Za-z][_0-9A-Za-z -]{0,64}$")
#: Events APIs' and channel namespaces' names (botocore's ``ApiName`` and ``Namespace`` patterns).
EVENT_API_NAME = re.compile(r"[A-Za-z0-9_\- ]{1,50}")
NAMESPACE_NAME = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9\-]{0,48}[A-Za-z0-9])?")
#: The path form of the GRAPHQL URI on labcloud's port.
PATH_PREFIX = "/_labcloud/appsync/"


def new_id(length: int = 26) -> str:
    """An id that starts with a letter: function ids are ResourceNames (``[_A-Za-z][_0-9A-Za-z]*``) in
    botocore's model, so one starting with a digit could not be named in GetFunction or DeleteFunction."""
    first = secrets.choice(string.ascii_lowercase)
    return first + "".join(secrets.choice(_ALPHABET) for _ in range(length - 1))


def api_arn(region: str, account_id: str, api_id: str) -> str:
    return f"arn:aws:appsync:{region}:{account_id}:apis/{api_id}"


def uris(state: AppsyncState, api_id: str) -> dict[str, str]:
    """GRAPHQL at the path form on labcloud's port (what a client reading the URIs can reach);
    REALTIME names the host form, though subscriptions are not served."""
    base = state.settings.endpoint.rstrip("/")
    port = base.rsplit(":", 1)[-1]
    return {
        "GRAPHQL": f"{base}{PATH_PREFIX}{api_id}/graphql",
        "REALTIME": f"ws://{api_id}.appsync-realtime-api.localhost:{port}/graphql",
    }


def event_dns(state: AppsyncState, api_id: str, region: str) -> dict[str, str]:
    """An Events API's ``dns``: the hosts (with labcloud's port) of its HTTP endpoint (``/event``) and its
    real-time endpoint (``/event/realtime``), as AWS's ``<id>.appsync-api.<region>.amazonaws.com`` are
    (``.localhost`` resolves to this machine; the scheme is ``http``/``ws``)."""
    port = state.settings.endpoint.rstrip("/").rsplit(":", 1)[-1]
    return {
        "HTTP": f"{api_id}.appsync-api.{region}.localhost:{port}",
        "REALTIME": f"{api_id}.appsync-realtime-api.{region}.localhost:{port}",
    }


def namespace_arn(api_arn_: str, name: str) -> str:
    return f"{api_arn_}/channelNamespace/{name}"


def find(state: AppsyncState, ctx: RequestContext, api_id: str) -> Api:
    """The caller's GraphQL API ``api_id`` (an Events API is not one: NotFoundException)."""
    api = find_any(state, ctx, api_id)
    if api.events:
        raise not_found(f"GraphQL API {api_id} not found.")
    return api


def find_any(state: AppsyncState, ctx: RequestContext, api_id: str) -> Api:
    """The caller's API ``api_id``, GraphQL or Events (API keys and data sources belong to either)."""
    api = state.records.api(api_id)
    if api is None or api.account_id != ctx.account_id or api.region != ctx.region:
        raise not_found(f"GraphQL API {api_id} not found.")
    return api


def find_events(state: AppsyncState, ctx: RequestContext, api_id: str) -> Api:
    """The caller's Events API ``api_id`` (NotFoundException for a GraphQL API or none)."""
    api = state.records.api(api_id)
    if api is None or api.account_id != ctx.account_id or api.region != ctx.region or not api.events:
        raise not_found(f"Api {api_id} not found.")
    return api


def check_name(name: str, what: str) -> None:
    if not NAME.match(name):
        raise bad_request(
            f"{what} name '{name}' is invalid: it must match the pattern [_A-Za-z][_0-9A-Za-z]*."
        )
