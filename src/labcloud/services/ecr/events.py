"""The events ECR publishes: a repository's name and what changed, never image bytes (docs/events.md)."""

from __future__ import annotations

from labcloud.services.ecr.repo.repositories import Repository
from labcloud.services.ecr.state import EcrState


def publish(state: EcrState, kind: str, repository: Repository, **data: object) -> None:
    state.bus.publish(
        kind,
        service="ecr",
        account_id=repository.account_id,
        region=repository.region,
        resource=repository.arn,
        data={"repository": repository.name, **data},
    )
