"""The events AWS Private CA publishes: a CA's ARN, type and status, never its key (docs/events.md)."""

from __future__ import annotations

from labcloud.services.acmpca.repo.records import Authority
from labcloud.services.acmpca.state import AcmPcaState


def publish(state: AcmPcaState, kind: str, authority: Authority, **data: object) -> None:
    state.bus.publish(
        kind,
        service="acm-pca",
        account_id=authority.account_id,
        region=authority.region,
        resource=authority.arn,
        data={"type": authority.type, "status": authority.status, **data},
    )
