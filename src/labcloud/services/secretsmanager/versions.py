"""Writing versions: a new value sealed under KMS, idempotent on its ClientRequestToken, labels moved.

Sealing awaits KMS; the check-then-write that follows is one synchronous transaction, so two writers
never both take a version id or both move AWSCURRENT.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timezone

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.secretsmanager import stages, values
from labcloud.services.secretsmanager.errors import (
    exists,
    invalid_parameter,
    limit_exceeded,
    marked_for_deletion,
)
from labcloud.services.secretsmanager.repo.secrets import Secret, Version
from labcloud.services.secretsmanager.state import SecretsState

#: A version created by RotateSecret before the rotation function stores its value.
PLACEHOLDER_KEY = ""


def when(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, timezone.utc)


def value_of(string: str | None, binary: bytes | None) -> tuple[bytes, bool] | None:
    if string is not None and binary is not None:
        raise invalid_parameter(
            "You can't specify both a binary secret value and a string secret value in the same secret."
        )
    if string is not None:
        return string.encode(), False
    if binary is not None:
        return binary, True
    return None


def labels_of(state: SecretsState, arn: str) -> dict[str, tuple[str, ...]]:
    return {v.version_id: v.stages for v in state.secrets.versions(arn)}


def apply_labels(
    state: SecretsState, arn: str, before: dict[str, tuple[str, ...]], after: dict[str, tuple[str, ...]]
) -> None:
    for version_id, labels in after.items():
        if len(labels) > stages.MAX_LABELS_PER_VERSION:
            raise limit_exceeded("A version can have at most 20 staging labels.")
        if before.get(version_id) != labels:
            state.secrets.set_stages(arn, version_id, labels)


def _trim(state: SecretsState, arn: str) -> None:
    versions = state.secrets.versions(arn)
    deprecated = [v for v in versions if not v.stages]
    for version in deprecated[: max(0, len(versions) - stages.MAX_VERSIONS)]:
        state.secrets.drop_version(arn, version.version_id)


async def write(
    state: SecretsState,
    ctx: RequestContext,
    secret: Secret,
    token: str | None,
    value: tuple[bytes, bool],
    labels: Sequence[str],
) -> tuple[Secret, Version, bool]:
    """Store ``value`` as version ``token`` (new if None) with ``labels``: (secret, version, created?)."""
    version_id = token or str(uuid.uuid4())
    existing = state.secrets.version(secret.arn, version_id)
    digest = values.digest(*value)
    if existing is not None and existing.key_arn != PLACEHOLDER_KEY:
        if existing.digest != digest:
            raise exists("You can't modify an existing version, you can only create a new version.")
        return secret, existing, False
    key_arn, data_key, sealed = await values.seal(state, ctx, secret, version_id, value[0], value[1])
    now = clock.now()
    with state.store.transaction():
        fresh = state.secrets.by_arn(secret.arn)
        if fresh is None:
            from labcloud.services.secretsmanager.errors import not_found

            raise not_found()
        if fresh.deleted is not None:
            raise marked_for_deletion()
        again = state.secrets.version(fresh.arn, version_id)
        if again is not None and again.key_arn != PLACEHOLDER_KEY:
            if again.digest != digest:
                raise exists("You can't modify an existing version, you can only create a new version.")
            return fresh, again, False
        before = labels_of(state, fresh.arn)
        kept = again.stages if again is not None else ()
        if again is not None:
            state.secrets.drop_version(fresh.arn, version_id)
        version = Version(fresh.arn, version_id, kept, now, None, value[1], key_arn, data_key, sealed, digest)
        state.secrets.insert_version(version)
        after = stages.attach({**before, version_id: kept}, version_id, list(labels))
        apply_labels(state, fresh.arn, {**before, version_id: kept}, after)
        fresh = state.secrets.update(fresh, changed=now)
        _trim(state, fresh.arn)
        state.bus.publish(
            "secretsmanager.secret.version_created",
            service="secretsmanager",
            account_id=fresh.account_id,
            region=fresh.region,
            resource=fresh.arn,
            data={"name": fresh.name, "version_id": version_id, "stages": list(after[version_id])},
        )
        return fresh, replace(version, stages=after[version_id]), True
