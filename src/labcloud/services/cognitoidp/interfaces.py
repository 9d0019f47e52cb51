"""What Cognito user pools offer other services on the hub: :class:`UserPoolTokens`, the checks API
Gateway's authorizers make of a pool's tokens (REST ``COGNITO_USER_POOLS`` authorizers and HTTP API
``JWT`` authorizers whose issuer is a labcloud pool), asked in-process rather than over HTTP; and the
:class:`~labcloud.front_doors.UserPoolDiscovery` front door (re-exported here)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from labcloud.front_doors import UserPoolDiscovery

__all__ = ["UserPoolDiscovery", "UserPoolTokens"]


class UserPoolTokens(Protocol):
    def issuer_keys(self, issuer: str) -> list[dict[str, Any]] | None:
        """The JSON Web Keys of the labcloud pool whose issuer URL is ``issuer``
        (``https://cognito-idp.<region>.amazonaws.com/<pool id>``), or None when no pool has it."""
        ...

    def pool_token_claims(self, token: str, pool_arns: Sequence[str]) -> dict[str, Any] | None:
        """The claims of ``token`` when it is an unexpired ID or access token signed by one of the pools
        ``pool_arns`` names, else None (as a REST API's ``COGNITO_USER_POOLS`` authorizer checks it)."""
        ...
