"""What IAM offers the rest of labcloud: the :class:`IamDirectory` interface (roles, managed policy
documents, "would IAM allow this?", key secrets) and the signature checks' secret lookup."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from labcloud.context import Principal
from labcloud.services.iam import grants, lookups
from labcloud.services.iam.answers import role_out
from labcloud.services.iam.enforcement import governs
from labcloud.services.iam.ids import parse_role_arn
from labcloud.services.iam.policy import Decision, Evaluator
from labcloud.services.iam.repo import identities
from labcloud.services.iam.state import IamState
from labcloud.services.sts.interfaces import RoleSessions

#: The decision for principals IAM does not govern (root, labcloud's service principals).
ALLOWED = Decision(True, "allow")


@dataclass(frozen=True, slots=True)
class Directory:
    """:class:`~labcloud.services.iam.interfaces.IamDirectory` over IAM's state."""

    state: IamState

    def find_role(self, account_id: str, name: str) -> dict[str, Any] | None:
        """The role as GetRole describes it (AssumeRolePolicyDocument as JSON text), or None."""
        row = identities.role(self.state.store, account_id, name)
        if row is None:
            return None
        out = role_out(row, with_trust=False)
        out["AssumeRolePolicyDocument"] = row.trust_policy
        return out

    def find_role_by_arn(self, arn: str) -> dict[str, Any] | None:
        parsed = parse_role_arn(arn)
        return None if parsed is None else self.find_role(*parsed)

    def default_document(self, arn: str) -> tuple[str, str] | None:
        return lookups.default_document(self.state, arn)

    def is_allowed(
        self, principal: Principal, action: str, resource: str, context: dict[str, object] | None = None
    ) -> Decision:
        """Would IAM let ``principal`` perform ``action`` on ``resource``? (Lambda checks an execution
        role's rights with it, e.g. before creating an SQS event source mapping.) Root and service
        principals are always allowed; users only under ``--enforce-iam``."""
        if not governs(self.state.settings, principal):
            return ALLOWED
        return Evaluator.evaluate_with_limits(
            grants.policies_of(self.state, principal) or (),
            grants.limits_of(self.state, principal),
            action,
            resource,
            context,
        )

    def secret_for(self, access_key: str) -> tuple[str, str | None] | None:
        """The secret (and session token) of a key IAM or STS minted, for signature checks."""
        return secret_for(self.state, access_key)


def secret_for(state: IamState, access_key: str) -> tuple[str, str | None] | None:
    record = state.keys.get(access_key)
    if record is not None:
        return record.secret, None
    sessions = state.interfaces.interface(RoleSessions)
    return sessions.secret_for(access_key) if sessions is not None else None
