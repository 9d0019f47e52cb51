"""CloudFront's domain events (docs/events.md): published inside the caller's transaction."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudfront.state import CloudFrontState


def emit(state: CloudFrontState, account_id: str, kind: str, resource: str, **data: Any) -> None:
    state.bus.publish(
        kind, service="cloudfront", account_id=account_id, region="us-east-1", resource=resource, data=data
    )
