"""Cognito's domain events on labcloud's bus (kinds in docs/events.md); never a password or a token."""

from __future__ import annotations

from typing import Any

from labcloud.services.cognitoidp.repo.pools import Pool
from labcloud.services.cognitoidp.state import CognitoState


def emit(state: CognitoState, kind: str, pool: Pool, **data: Any) -> None:
    state.bus.publish(
        kind,
        service="cognito-idp",
        account_id=pool.account_id,
        region=pool.region,
        resource=pool.arn,
        data={"pool_id": pool.id, **data},
    )
