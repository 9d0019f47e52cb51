"""STS's sessions as the rest of labcloud sees them: key resolution for ``hub.identity`` and the
:class:`~labcloud.services.sts.interfaces.RoleSessions` interface (Lambda's execution role,
CloudFormation's service role, IAM enforcement's session policies and secrets).

Session keys (``ASIA...``) resolve to their principal; expired ones are refused with ExpiredToken.
A role that does not exist can still get a minted session (Lambda may reference a role created later
or deleted): such a session has no policies, so every call it makes is denied by enforcement, which
is what AWS's outcome would be for a function whose role lost its permissions.
"""

from __future__ import annotations

import time
from typing import Any

from labcloud.context import Principal
from labcloud.identity import KeyExpired
from labcloud.services.iam.ids import access_key_id
from labcloud.services.iam.policy import Policy
from labcloud.services.sts import assume, minting
from labcloud.services.sts.state import StsState

#: How long a minted Lambda execution-role session lasts (re-mint for longer-lived sandboxes).
LAMBDA_SESSION_SECONDS = 12 * 3600


def resolve_key(state: StsState, access_key: str) -> Principal | None:
    session = state.sessions.by_key.get(access_key)
    if session is None:
        return None
    if session.expires <= time.time():
        raise KeyExpired(access_key)
    return session.principal


def known_key(state: StsState, access_key: str) -> Principal | None:
    """The principal of any key any service knows, expired sessions included (GetAccessKeyInfo)."""
    for resolver in state.identity.resolvers:
        try:
            principal = resolver(access_key)
        except KeyExpired:
            session = state.sessions.by_key.get(access_key)
            principal = session.principal if session is not None else None
        if principal is not None:
            return principal
    return None


class Sessions:
    """:class:`~labcloud.services.sts.interfaces.RoleSessions` over STS's state (offered on the hub)."""

    def __init__(self, state: StsState) -> None:
        self.state = state

    def role_principal(self, role_arn: str, session_name: str, access_key: str | None = None) -> Principal:
        """The principal of a session of ``role_arn`` (for ``hub.call(..., principal=...)``; no keys needed)."""
        return minting.role_principal(self.state.iam, role_arn, session_name, access_key)

    def trusts_service(self, role_arn: str, service_principal: str, external_id: str | None = None) -> bool:
        return assume.trusts_service(self.state.iam, role_arn, service_principal, external_id)

    def mint_role_session(
        self,
        role_arn: str,
        session_name: str,
        account_id: str | None = None,
        duration_seconds: int = LAMBDA_SESSION_SECONDS,
    ) -> dict[str, Any]:
        """Temporary credentials of ``role_arn`` without a trust check (Lambda's execution role).

        Returns ``{"AccessKeyId", "SecretAccessKey", "SessionToken", "Expiration" (aware datetime)}``.
        ``account_id`` is accepted for symmetry; the session belongs to the role ARN's account.
        """
        key = access_key_id("ASIA", assume.role_arn_account(role_arn) if role_arn.count(":") >= 5 else None)
        principal = self.role_principal(role_arn, session_name, key)
        return dict(minting.mint(self.state.store, self.state.sessions, principal, duration_seconds))

    def session_policies(self, access_key: str) -> tuple[Policy, ...] | None:
        """The session policies limiting a session (None when it has none)."""
        session = self.state.sessions.by_key.get(access_key)
        return None if session is None else session.policies

    def secret_for(self, access_key: str) -> tuple[str, str | None] | None:
        session = self.state.sessions.by_key.get(access_key)
        return None if session is None else (session.secret, session.token)
