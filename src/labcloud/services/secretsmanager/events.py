"""The events Secrets Manager publishes: a secret's name and facts, never its value (docs/events.md)."""

from __future__ import annotations

from labcloud.services.secretsmanager.repo.secrets import Secret
from labcloud.services.secretsmanager.state import SecretsState


def publish(state: SecretsState, kind: str, secret: Secret, **data: object) -> None:
    state.bus.publish(
        kind,
        service="secretsmanager",
        account_id=secret.account_id,
        region=secret.region,
        resource=secret.arn,
        data={"name": secret.name, **data},
    )
