"""The events AppSync publishes for the view (docs/events.md): names and kinds, never keys or schemas."""

from __future__ import annotations

from labcloud.services.appsync.repo.records import Api
from labcloud.services.appsync.state import AppsyncState


def publish(state: AppsyncState, kind: str, api: Api, **data: object) -> None:
    state.bus.publish(
        kind,
        service="appsync",
        account_id=api.account_id,
        region=api.region,
        resource=api.arn,
        data={"api_id": api.api_id, "name": api.body.get("name"), **data},
    )
