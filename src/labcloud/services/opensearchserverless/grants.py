"""What the stored policies say about one collection or index: the encryption policy a collection is made
under, and whether the data access policies grant a principal a permission on an index.

Resources name collections by name with ``*`` wildcards (``collection/logs-*``, ``index/logs-*/*``); a
principal is matched by its ARN, or, for a role session, by its role's ARN (as AWS matches Lambda roles)."""

from __future__ import annotations

import fnmatch
from collections.abc import Iterable
from typing import Any

from labcloud.context import Principal


def matches(pattern: str, resource: str) -> bool:
    """``*`` in ``pattern`` stands for any run of characters (no other wildcard exists)."""
    if "*" not in pattern:
        return pattern == resource
    return fnmatch.fnmatchcase(resource, pattern.replace("[", "[[]").replace("?", "[?]"))


def encryption_for(policies: Iterable[dict[str, Any]], collection: str) -> dict[str, Any] | None:
    """The encryption policy whose rules cover ``collection`` (the most specific one: an exact name beats a
    pattern, a longer pattern a shorter one), or None."""
    best: tuple[int, dict[str, Any]] | None = None
    for policy in policies:
        for rule in policy["policy"].get("Rules") or []:
            for pattern in rule.get("Resource") or []:
                if matches(pattern, f"collection/{collection}"):
                    rank = 10_000 if "*" not in pattern else len(pattern)
                    if best is None or rank > best[0]:
                        best = (rank, policy)
    return None if best is None else best[1]


def principal_names(principal: Principal) -> set[str]:
    names = {principal.arn}
    if principal.role_arn:
        names.add(principal.role_arn)
    if principal.kind == "root":
        names.add(f"arn:aws:iam::{principal.account_id}:root")
    return names


def granted(
    policies: Iterable[dict[str, Any]],
    principal: Principal,
    permission: str,
    resource_type: str,
    resource: str,
) -> bool:
    """Whether a data access policy gives ``principal`` the ``permission`` on ``resource`` (e.g.
    ``index/movies/films``) of type ``resource_type``."""
    names = principal_names(principal)
    for policy in policies:
        for statement in policy["policy"]:
            if not names & set(statement.get("Principal") or []):
                continue
            for rule in statement.get("Rules") or []:
                if rule.get("ResourceType") != resource_type:
                    continue
                allowed = set(rule.get("Permission") or [])
                if permission not in allowed and "aoss:*" not in allowed:
                    continue
                if any(matches(p, resource) for p in rule.get("Resource") or []):
                    return True
    return False
