"""Pagination tokens: each names its query and where the next page starts, is good for the state's
``token_seconds`` on labcloud's clock (PaginationTokenExpiredException after), and is refused for another query,
account or region (InvalidParameterException)."""

from __future__ import annotations

import secrets

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.resourcegroupstaggingapi.errors import invalid_parameter, token_expired
from labcloud.services.resourcegroupstaggingapi.repo.tokens import Token
from labcloud.services.resourcegroupstaggingapi.state import TaggingState

MAX_TOKEN = 2048


def start(state: TaggingState, ctx: RequestContext, query: str, token: str | None) -> int:
    """Where the page a request asks for starts (0 without a token)."""
    if not token:
        return 0
    if len(token) > MAX_TOKEN:
        raise invalid_parameter("The pagination token is not valid.")
    found = state.tokens.find(token)
    if found is None or found.account_id != ctx.account_id or found.region != ctx.region:
        raise invalid_parameter("The pagination token is not valid.")
    if clock.now() - found.created > state.token_seconds:
        raise token_expired()
    if found.query != query:
        raise invalid_parameter("The pagination token was issued for a different request.")
    return found.position


def issue(state: TaggingState, ctx: RequestContext, query: str, position: int) -> str:
    """A token for the page starting at ``position`` (tokens long expired are forgotten meanwhile)."""
    now = clock.now()
    token = secrets.token_urlsafe(32)
    with state.store.transaction():
        state.tokens.forget_before(now - 4 * state.token_seconds)
        state.tokens.insert(Token(token, ctx.account_id, ctx.region, query, position, now))
    return token
