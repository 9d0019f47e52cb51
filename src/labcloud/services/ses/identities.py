"""Identities (email addresses and domains): verified at once, as labcloud has no mail to confirm them, and the
sandbox's rule that a sender must be a verified identity (its address, or its domain or a parent domain)."""

from __future__ import annotations

import base64
import secrets

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ses import addresses, errors
from labcloud.services.ses.events import emit
from labcloud.services.ses.repo import identities
from labcloud.services.ses.repo.identities import Identity
from labcloud.services.ses.state import SesState

#: Identities an account may have in a region (AWS's limit is 10,000).
MAX_IDENTITIES = 10_000


def arn(ctx: RequestContext, identity: str) -> str:
    return ctx.arn("ses", f"identity/{identity}")


def verify(
    state: SesState,
    ctx: RequestContext,
    identity: str,
    kind: str,
    *,
    tags: dict[str, str] | None = None,
    config_set: str | None = None,
    exists_error: bool = False,
) -> Identity:
    """The identity, made (and verified) if it is new; v2's create refuses an existing one (``exists_error``)."""
    found = identities.find(state.store, ctx.account_id, ctx.region, identity)
    if found is not None:
        if exists_error:
            raise errors.already_exists(f"Email identity {identity} already exist.")
        return found
    if identities.count(state.store, ctx.account_id, ctx.region) >= MAX_IDENTITIES:
        fail = errors.v2_limit if exists_error else errors.limit_exceeded
        raise fail(f"Maximum number of identities ({MAX_IDENTITIES}) exceeded.")
    token = base64.b64encode(secrets.token_bytes(33)).decode()
    made = Identity(identity, kind, token, clock.now(), config_set, dict(tags or {}))
    identities.put(state.store, ctx.account_id, ctx.region, made)
    emit(
        state,
        "ses.identity.verified",
        ctx.account_id,
        ctx.region,
        arn(ctx, identity),
        identity=identity,
        identity_type=kind,
    )
    return made


def remove(state: SesState, ctx: RequestContext, identity: str) -> bool:
    gone = identities.delete(state.store, ctx.account_id, ctx.region, identity)
    if gone:
        emit(state, "ses.identity.deleted", ctx.account_id, ctx.region, arn(ctx, identity), identity=identity)
    return gone


def covering(state: SesState, ctx: RequestContext, bare: str) -> str | None:
    """The verified identity that lets ``bare`` send: the address itself, its domain or a parent domain."""
    domain = addresses.domain_of(bare)
    labels = domain.split(".")
    names = [bare, *(".".join(labels[i:]) for i in range(len(labels) - 1))]
    found = identities.find_many(state.store, ctx.account_id, ctx.region, names)
    if bare not in found:
        # email identities are matched as given and lower-cased (SES compares addresses case-insensitively)
        found.update(identities.find_many(state.store, ctx.account_id, ctx.region, [bare.lower()]))
    for name in names:
        if name in found or name.lower() in found:
            return name if name in found else name.lower()
    return None


def require_sender(state: SesState, ctx: RequestContext, source: str, v2: bool) -> str:
    """The verified identity covering the sender (MessageRejected if there is none, as in the sandbox)."""
    bare = addresses.address(source, v2)
    found = covering(state, ctx, bare)
    if found is None:
        raise errors.unverified([bare], ctx.region)
    return found
