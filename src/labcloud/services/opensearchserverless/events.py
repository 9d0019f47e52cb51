"""The events OpenSearch Serverless publishes (docs/events.md): names, ids and counts, never documents."""

from __future__ import annotations

from labcloud.services.opensearchserverless.state import AossState


def publish(state: AossState, kind: str, account_id: str, region: str, resource: str, **data: object) -> None:
    state.bus.publish(
        kind, service="aoss", account_id=account_id, region=region, resource=resource, data=data
    )
