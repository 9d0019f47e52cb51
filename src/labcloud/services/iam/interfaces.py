"""What IAM offers other services on the hub (``hub.offer``/``hub.interface``).

STS reads roles and managed policy documents through :class:`IamDirectory`; CloudFormation asks it
whether a caller may pass a role. Other services import only this module (and the stateless policy
language, ``iam.policy``) of IAM, never its provider or tables.
"""

from __future__ import annotations

from typing import Any, Protocol

from labcloud.context import Principal
from labcloud.services.iam.policy import Decision


class IamDirectory(Protocol):
    def find_role(self, account_id: str, name: str) -> dict[str, Any] | None:
        """The role as GetRole describes it (AssumeRolePolicyDocument as JSON text), or None."""
        ...

    def find_role_by_arn(self, arn: str) -> dict[str, Any] | None: ...

    def default_document(self, arn: str) -> tuple[str, str] | None:
        """A managed policy's default version: (document, version id), or None when unknown."""
        ...

    def is_allowed(
        self, principal: Principal, action: str, resource: str, context: dict[str, object] | None = None
    ) -> Decision:
        """Would IAM let ``principal`` perform ``action`` on ``resource``?"""
        ...

    def secret_for(self, access_key: str) -> tuple[str, str | None] | None:
        """The secret (and session token) of a key IAM or STS minted, for signature checks."""
        ...
