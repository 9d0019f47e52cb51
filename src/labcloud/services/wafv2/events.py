"""The events AWS WAF publishes (docs/events.md): names, ARNs and verdicts, never a request's content."""

from __future__ import annotations

from labcloud.services.wafv2.state import WafState


def publish(state: WafState, kind: str, account_id: str, region: str, resource: str, **data: object) -> None:
    state.bus.publish(
        kind, service="wafv2", account_id=account_id, region=region, resource=resource, data=data
    )
