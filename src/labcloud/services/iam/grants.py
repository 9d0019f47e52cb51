"""The policies that apply to a principal (inline + attached), parsed once and cached, and the
limits on them (a permissions boundary, a session's policies).

The cache is keyed by (account, kind, name) and emptied whenever any policy, attachment, role or
user changes, so enforcement pays a dict lookup per request and a re-parse only after changes.
"""

from __future__ import annotations

from functools import lru_cache

from labcloud.context import Principal
from labcloud.services.iam import groups
from labcloud.services.iam.boundaries import BoundaryOps
from labcloud.services.iam.ids import parse_role_arn
from labcloud.services.iam.policy import Policy, parse_policy
from labcloud.services.iam.users import UserOps
from labcloud.services.sts.interfaces import RoleSessions

Key = tuple[str, str, str]
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


class GrantOps(UserOps, BoundaryOps):
    """Which parsed policies a role or user carries."""

    _grants: dict[Key, tuple[Policy, ...]]
    _boundaries: dict[Key, tuple[Policy, ...] | None]

    def _forget_grants(self) -> None:
        self._grants = {}
        self._boundaries = {}
        self._key_principals = {}

    def limits_of(self, principal: Principal) -> Limits:
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
            if key not in self._boundaries:
                self._boundaries[key] = self.boundary_policies(*owner)
            boundary = self._boundaries[key]
            if boundary is not None:
                limits.append(("permissions boundary", boundary))
        sessions = self.hub.interface(RoleSessions)
        if principal.access_key and sessions is not None:
            found = sessions.session_policies(principal.access_key)
            if found is not None:
                limits.append(("session policy", found))
        return limits

    def policies_for(self, account_id: str, kind: str, name: str) -> tuple[Policy, ...]:
        """Inline and attached policies of the role or user ``name`` (``kind``: role | user)."""
        key = (account_id, kind, name.lower())
        found = self._grants.get(key)
        if found is not None:
            return found
        policies: list[Policy] = []
        for row in self.store.all(
            "SELECT name, document FROM iam_inline_policies WHERE account_id=? AND kind=? AND owner=? ORDER BY name",
            (account_id, kind, name),
        ):
            policies.append(_parsed(row["document"], row["name"]))
        for arn in self.attached_arns(account_id, kind, name):
            managed = self.aws_managed(arn)
            if managed is not None:
                policies.append(managed.policy)
                continue
            current = self.default_document(arn)
            if current is not None:
                policies.append(_parsed(current[0], arn.rsplit("/", 1)[1]))
        if kind == "user":  # a user also carries the policies of its groups
            for group in groups.groups_of(self.store, account_id, name):
                policies.extend(self.policies_for(account_id, "group", group))
        found = tuple(policies)
        self._grants[key] = found
        return found

    def policies_of(self, principal: Principal) -> tuple[Policy, ...] | None:
        """The identity policies of a role session or user principal; None for principals IAM does not govern."""
        if principal.kind == "assumed-role":
            parsed = parse_role_arn(principal.role_arn or "")
            if parsed is None:
                return ()
            return self.policies_for(parsed[0], "role", parsed[1])
        if principal.kind in ("user", "federated-user") and principal.name:
            return self.policies_for(principal.account_id, "user", principal.name)
        if principal.kind == "federated-user":
            return _ROOT_FEDERATION  # the root's federated users: only their session policies limit them
        return None
