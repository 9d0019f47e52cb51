"""The events ACM publishes: a certificate's names and facts, never its private key (docs/events.md)."""

from __future__ import annotations

from labcloud.services.acm.repo.certificates import Certificate
from labcloud.services.acm.state import AcmState


def publish(state: AcmState, kind: str, certificate: Certificate, **data: object) -> None:
    state.bus.publish(
        kind,
        service="acm",
        account_id=certificate.account_id,
        region=certificate.region,
        resource=certificate.arn,
        data={"domain": certificate.domain, "type": certificate.type, **data},
    )
