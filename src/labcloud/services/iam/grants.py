"""The policies that apply to a principal (inline + attached + its groups'), parsed once and cached,
and the limits on them (a permissions boundary, a session's policies).

The caches (``IamState.grants``/``boundaries``) are keyed by (account, kind, name) and emptied whenever
any policy, attachment, role, user or group changes, so enforcement pays a dict lookup per request and
a re-parse only after changes.
"""

from __future__ import annotations

from functools import lru_cache

from labcloud.context import Principal
from labcloud.services.iam.boundaries import boundary_policies
from labcloud.services.iam.ids import parse_role_arn
from labcloud.services.iam.lookups import aws_managed, default_document
from labcloud.services.iam.policy import Policy, parse_policy
from labcloud.services.iam.repo import identities
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.state import IamState
from labcloud.services.sts.interfaces import RoleSessions

Limits = list[tuple[str, tuple[Policy, ...]]]

#: What the account's root may do, as a policy (a federated user the root created starts from it).
_ROOT_FEDERATION = (
    parse_policy(
        '{"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "*", "Resource": "*"}]}',
        name="root",
    ),
)


@lru_cache(maxsize=4096)
def _parsed(document: str, name: str) -> Policy:
    return parse_policy(document, name=name)


def limits_of(state: IamState, principal: Principal) -> Limits:
    """The permission limits of a principal: its permissions boundary, its session's policies."""
    limits: Limits = []
    owner: tuple[str, str, str] | None = None
    if principal.kind == "assumed-role":
        parsed = parse_role_arn(principal.role_arn or "")
        if parsed is not None:
            owner = (parsed[0], "role", parsed[1])
    elif principal.kind in ("user", "federated-user") and principal.name:
        owner = (principal.account_id, "user", principal.name)
    if owner is not None:
        key = (owner[0], owner[1], owner[2].lower())
        if key not in state.boundaries:
            state.boundaries[key] = boundary_policies(state, *owner)
        boundary = state.boundaries[key]
        if boundary is not None:
            limits.append(("permissions boundary", boundary))
    sessions = state.interfaces.interface(RoleSessions)
    if principal.access_key and sessions is not None:
        found = sessions.session_policies(principal.access_key)
        if found is not None:
            limits.append(("session policy", found))
    return limits


def policies_for(state: IamState, account_id: str, kind: str, name: str) -> tuple[Policy, ...]:
    """Inline and attached policies of the role, user or group ``name`` (``kind``: role | user | group)."""
    key = (account_id, kind, name.lower())
    found = state.grants.get(key)
    if found is not None:
        return found
    policies: list[Policy] = [
        _parsed(row.document, row.name) for row in stored.inline_policies(state.store, account_id, kind, name)
    ]
    for arn in stored.attached_arns(state.store, account_id, kind, name):
        managed = aws_managed(arn)
        if managed is not None:
            policies.append(managed.policy)
            continue
        current = default_document(state, arn)
        if current is not None:
            policies.append(_parsed(current[0], arn.rsplit("/", 1)[1]))
    if kind == "user":  # a user also carries the policies of its groups
        for group in identities.groups_of(state.store, account_id, name):
            policies.extend(policies_for(state, account_id, "group", group))
    found = tuple(policies)
    state.grants[key] = found
    return found


def policies_of(state: IamState, principal: Principal) -> tuple[Policy, ...] | None:
    """The identity policies of a role session or user principal; None for principals IAM does not govern."""
    if principal.kind == "assumed-role":
        parsed = parse_role_arn(principal.role_arn or "")
        if parsed is None:
            return ()
        return policies_for(state, parsed[0], "role", parsed[1])
    if principal.kind in ("user", "federated-user") and principal.name:
        return policies_for(state, principal.account_id, "user", principal.name)
    if principal.kind == "federated-user":
        return _ROOT_FEDERATION  # the root's federated users: only their session policies limit them
    return None
