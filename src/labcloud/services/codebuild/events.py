"""The events CodeBuild publishes on labcloud's bus (docs/events.md): names, ids, phases and statuses,
never environment variable values or build output."""

from __future__ import annotations

from labcloud.services.codebuild.state import CodeBuildState


def publish(
    state: CodeBuildState, kind: str, account_id: str, region: str, resource: str, **data: object
) -> None:
    state.bus.publish(
        kind, service="codebuild", account_id=account_id, region=region, resource=resource, data=data
    )
