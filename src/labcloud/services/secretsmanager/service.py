"""Secrets Manager in the service shape (``services/shape.py``): its operations table, state and contributions.

Secrets with versions and staging labels, values sealed under the secret's KMS key through KMS's
KeyRing (``values.py``), deletion with a recovery window, resource policies enforced beside IAM,
GetRandomPassword, and rotation through a Lambda function's four steps (``rotation.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.secretsmanager import rotation
from labcloud.services.secretsmanager.repo.schema import SCHEMA, TABLES
from labcloud.services.secretsmanager.resolve import resolve
from labcloud.services.secretsmanager.state import SecretsState
from labcloud.services.secretsmanager.tag_source import tag_source
from labcloud.services.shape import (
    Background,
    Contributions,
    Operation,
    PolicySource,
    Service,
    Validator,
    lazy_module,
)

if TYPE_CHECKING:
    from labcloud.services.secretsmanager import password, policy_ops, replication, secret_ops, value_ops
else:
    password = lazy_module("labcloud.services.secretsmanager.password")
    policy_ops = lazy_module("labcloud.services.secretsmanager.policy_ops")
    replication = lazy_module("labcloud.services.secretsmanager.replication")
    secret_ops = lazy_module("labcloud.services.secretsmanager.secret_ops")
    value_ops = lazy_module("labcloud.services.secretsmanager.value_ops")

OPERATIONS: dict[str, Operation[SecretsState]] = {
    "CreateSecret": secret_ops.create_secret,
    "DescribeSecret": secret_ops.describe_secret,
    "UpdateSecret": secret_ops.update_secret,
    "DeleteSecret": secret_ops.delete_secret,
    "RestoreSecret": secret_ops.restore_secret,
    "ListSecrets": secret_ops.list_secrets,
    "TagResource": secret_ops.tag_resource,
    "UntagResource": secret_ops.untag_resource,
    "GetSecretValue": value_ops.get_secret_value,
    "PutSecretValue": value_ops.put_secret_value,
    "BatchGetSecretValue": value_ops.batch_get_secret_value,
    "ListSecretVersionIds": value_ops.list_secret_version_ids,
    "UpdateSecretVersionStage": value_ops.update_secret_version_stage,
    "GetRandomPassword": password.get_random_password,
    "PutResourcePolicy": policy_ops.put_resource_policy,
    "GetResourcePolicy": policy_ops.get_resource_policy,
    "DeleteResourcePolicy": policy_ops.delete_resource_policy,
    "ValidateResourcePolicy": policy_ops.validate_resource_policy,
    "RotateSecret": rotation.rotate_secret,
    "CancelRotateSecret": rotation.cancel_rotate_secret,
    "ReplicateSecretToRegions": replication.replicate_secret_to_regions,
    "RemoveRegionsFromReplication": replication.remove_regions_from_replication,
    "StopReplicationToReplica": replication.stop_replication_to_replica,
}

VALIDATORS: dict[str, Validator[SecretsState]] = {name: resolve for name in OPERATIONS}

#: How often secrets whose recovery window ended are removed.
DELETION_SWEEP_SECONDS = 60.0


def contributions(state: SecretsState) -> Contributions:
    async def stop_rotations() -> None:
        for task in list(state.rotations.values()):
            task.cancel()
        state.rotations.clear()

    return Contributions(
        tag_sources=(tag_source(state),),
        policy_sources=(
            PolicySource("secretsmanager", policy_ops.lookup(state), state.secrets.policies_active),
        ),
        periodic=(
            Periodic(
                "secretsmanager.deletions",
                DELETION_SWEEP_SECONDS,
                lambda now: secret_ops.remove_due(state, now),
            ),
            Periodic(
                "secretsmanager.rotations",
                rotation.SCHEDULE_SECONDS,
                lambda now: rotation.rotate_due(state, now),
            ),
        ),
        background=(Background("secretsmanager.rotations", lambda: None, stop_rotations),),
    )


def forget_caches(state: SecretsState) -> None:
    for task in state.rotations.values():
        task.cancel()
    state.rotations.clear()
    state.secrets.forget()


SERVICE: Service[SecretsState] = Service(
    name="secretsmanager",
    state=SecretsState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    validators=VALIDATORS,
    on_reset=forget_caches,
)
