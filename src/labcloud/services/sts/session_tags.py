"""Session tags: what a new session's principal carries, and what policies see of a request's tags.

A role session's principal tags are the role's own tags overlaid by its session tags (keys compare
without case). Transitive tags pass from a session to the sessions it assumes in a role chain; a
chained request may not set a key that it already inherits.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from labcloud.context import Principal
from labcloud.services.sts.validation import invalid_parameter

Pairs = tuple[tuple[str, str], ...]

INHERITED_CONFLICT = (
    "One of the specified transitive tag keys can't be set because it conflicts with a transitive "
    "tag key from the calling session."
)


def requested(params: Mapping[str, object]) -> tuple[Pairs, tuple[str, ...]]:
    """The request's ``Tags`` as pairs and its ``TransitiveTagKeys``."""
    tags = params.get("Tags") or []
    keys = params.get("TransitiveTagKeys") or []
    assert isinstance(tags, list) and isinstance(keys, list)
    return tuple((str(t["Key"]), str(t.get("Value", ""))) for t in tags), tuple(str(k) for k in keys)


def session_tags(caller: Principal, tags: Pairs, transitive_keys: Sequence[str]) -> tuple[Pairs, Pairs]:
    """(all session tags, the transitive ones) of a new session assumed by ``caller``."""
    inherited = caller.transitive_tags
    inherited_keys = {key.lower() for key, _ in inherited}
    if any(key.lower() in inherited_keys for key, _ in tags):
        raise invalid_parameter(INHERITED_CONFLICT)
    wanted = {key.lower() for key in transitive_keys}
    transitive = inherited + tuple((k, v) for k, v in tags if k.lower() in wanted)
    return inherited + tags, transitive


def overlay(base: Sequence[Mapping[str, str]] | Pairs, over: Pairs) -> Pairs:
    """``base`` tags (e.g. the role's) with ``over`` replacing any key they share, ignoring case."""
    pairs = [
        (str(t["Key"]), str(t.get("Value", ""))) if isinstance(t, Mapping) else (t[0], t[1]) for t in base
    ]
    replaced = {key.lower() for key, _ in over}
    return tuple((k, v) for k, v in pairs if k.lower() not in replaced) + over


def request_keys(tags: Pairs) -> dict[str, object]:
    """``aws:RequestTag/<key>`` and ``aws:TagKeys`` for evaluating a request that passes ``tags``."""
    keys: dict[str, object] = {f"aws:RequestTag/{key}": value for key, value in tags}
    if tags:
        keys["aws:TagKeys"] = [key for key, _ in tags]
    return keys


def principal_keys(principal: Principal) -> dict[str, object]:
    """``aws:PrincipalTag/<key>`` for every tag of ``principal``."""
    return {f"aws:PrincipalTag/{key}": value for key, value in principal.tags}
