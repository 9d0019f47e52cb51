"""What STS offers other services on the hub: role sessions (``hub.offer``/``hub.interface``).

Lambda mints its execution role's credentials, CloudFormation acts as a stack's service role, and
IAM enforcement reads a session's policies and secret through :class:`RoleSessions`; no other
service imports STS's provider or session tables.
"""

from __future__ import annotations

from typing import Any, Protocol

from labcloud.context import Principal
from labcloud.services.iam.policy import Policy


class RoleSessions(Protocol):
    def role_principal(self, role_arn: str, session_name: str, access_key: str | None = None) -> Principal:
        """The principal of a session of ``role_arn`` (for ``hub.call(..., principal=...)``)."""
        ...

    def trusts_service(self, role_arn: str, service_principal: str, external_id: str | None = None) -> bool:
        """Whether the role exists and its trust policy lets ``service_principal`` (``scheduler.amazonaws.com``)
        assume it, as a service checks before acting as the role (presenting ``external_id`` as
        ``sts:ExternalId`` when given)."""
        ...

    def mint_role_session(
        self,
        role_arn: str,
        session_name: str,
        account_id: str | None = None,
        duration_seconds: int = ...,
    ) -> dict[str, Any]:
        """Temporary credentials of ``role_arn`` without a trust check (Lambda's execution role)."""
        ...

    def session_policies(self, access_key: str) -> tuple[Policy, ...] | None:
        """The session policies limiting a session (None when it has none)."""
        ...

    def secret_for(self, access_key: str) -> tuple[str, str | None] | None:
        """A session's secret and token (signature checks)."""
        ...
