"""Replica regions, accepted and reported: AddReplicaRegions, ReplicateSecretToRegions,
RemoveRegionsFromReplication, StopReplicationToReplica.

labcloud records each replica region (and its KMS key id) and reports it ``InSync``; no copy of the secret
exists in the other region (documented in docs/secrets-kms.md), so every secret is a primary and
StopReplicationToReplica answers that the secret is not a replica.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.secretsmanager.errors import invalid_parameter, invalid_request
from labcloud.services.secretsmanager.events import publish
from labcloud.services.secretsmanager.names import live
from labcloud.services.secretsmanager.repo.secrets import Secret
from labcloud.services.secretsmanager.state import SecretsState

if TYPE_CHECKING:
    from labcloud.services.secretsmanager.api import (
        RemoveRegionsFromReplicationRequest,
        RemoveRegionsFromReplicationResponse,
        ReplicaRegionType,
        ReplicateSecretToRegionsRequest,
        ReplicateSecretToRegionsResponse,
        ReplicationStatusType,
        StopReplicationToReplicaRequest,
        StopReplicationToReplicaResponse,
    )

_REGION = re.compile(r"^[a-z]{2}(-[a-z]+)+-\d{1,2}$")


def merged(
    secret_region: str, existing: Sequence[dict[str, str]], added: Sequence[ReplicaRegionType]
) -> tuple[dict[str, str], ...]:
    out = {r["Region"]: dict(r) for r in existing}
    for replica in added:
        region = replica.get("Region") or ""
        if not _REGION.match(region):
            raise invalid_parameter(f"Invalid replica region: {region}")
        if region == secret_region:
            raise invalid_parameter("The replica region can't be the primary region of the secret.")
        entry = {"Region": region}
        if replica.get("KmsKeyId"):
            entry["KmsKeyId"] = str(replica["KmsKeyId"])
        out[region] = entry
    return tuple(out.values())


def status(secret: Secret) -> list[ReplicationStatusType]:
    return [
        {**r, "Status": "InSync", "StatusMessage": "Replication succeeded"}  # type: ignore[typeddict-item]
        for r in secret.replicas
    ]


def replicate_secret_to_regions(
    state: SecretsState, request: ReplicateSecretToRegionsRequest, ctx: RequestContext
) -> ReplicateSecretToRegionsResponse:
    with state.store.transaction():
        secret = live(state, ctx, request["SecretId"])
        replicas = merged(secret.region, secret.replicas, request["AddReplicaRegions"])
        secret = state.secrets.update(secret, replicas=replicas)
        publish(
            state, "secretsmanager.secret.replicas_changed", secret, regions=[r["Region"] for r in replicas]
        )
    return {"ARN": secret.arn, "ReplicationStatus": status(secret)}


def remove_regions_from_replication(
    state: SecretsState, request: RemoveRegionsFromReplicationRequest, ctx: RequestContext
) -> RemoveRegionsFromReplicationResponse:
    with state.store.transaction():
        secret = live(state, ctx, request["SecretId"])
        removed = set(request["RemoveReplicaRegions"])
        unknown = sorted(removed - {r["Region"] for r in secret.replicas})
        if unknown:
            raise invalid_parameter(f"The secret isn't replicated to {unknown[0]}.")
        secret = state.secrets.update(
            secret, replicas=tuple(r for r in secret.replicas if r["Region"] not in removed)
        )
        publish(
            state,
            "secretsmanager.secret.replicas_changed",
            secret,
            regions=[r["Region"] for r in secret.replicas],
        )
    return {"ARN": secret.arn, "ReplicationStatus": status(secret)}


def stop_replication_to_replica(
    state: SecretsState, request: StopReplicationToReplicaRequest, ctx: RequestContext
) -> StopReplicationToReplicaResponse:
    secret = live(state, ctx, request["SecretId"])
    raise invalid_request(f"The secret {secret.name} is a primary secret, not a replica.")
