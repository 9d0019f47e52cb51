"""KMS in the service shape (``services/shape.py``): its operations table, its state and what it contributes.

Keys (symmetric AES-256-GCM, HMAC, RSA and ECC) with their material wrapped under the data dir's
master key (``master.py``) or imported (``import_ops.py``), multi-Region keys (``multi_region_ops.py``), aliases, grants, key policies enforced beside IAM (``key_policy.py``,
``access.py``), and the :class:`~labcloud.services.kms.interfaces.KeyRing` other services encrypt with.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.kms.access import lookup
from labcloud.services.kms.deletion import delete_due
from labcloud.services.kms.interfaces import KeyRing
from labcloud.services.kms.key_ring import PipelineKeyRing
from labcloud.services.kms.lookup import expire_material
from labcloud.services.kms.repo.schema import MIGRATIONS, SCHEMA, TABLES
from labcloud.services.kms.resolve import resolve
from labcloud.services.kms.state import KmsState
from labcloud.services.kms.tag_source import tag_source
from labcloud.services.shape import (
    Contributions,
    Offer,
    Operation,
    PolicySource,
    Service,
    Validator,
    lazy_module,
)

if TYPE_CHECKING:
    from labcloud.services.kms import alias_ops, crypto_ops, grant_ops, import_ops, key_ops, multi_region_ops
else:
    multi_region_ops = lazy_module("labcloud.services.kms.multi_region_ops")
    import_ops = lazy_module("labcloud.services.kms.import_ops")
    alias_ops = lazy_module("labcloud.services.kms.alias_ops")
    crypto_ops = lazy_module("labcloud.services.kms.crypto_ops")
    grant_ops = lazy_module("labcloud.services.kms.grant_ops")
    key_ops = lazy_module("labcloud.services.kms.key_ops")

OPERATIONS: dict[str, Operation[KmsState]] = {
    "CreateKey": key_ops.create_key,
    "DescribeKey": key_ops.describe_key,
    "ListKeys": key_ops.list_keys,
    "EnableKey": key_ops.enable_key,
    "DisableKey": key_ops.disable_key,
    "ScheduleKeyDeletion": key_ops.schedule_key_deletion,
    "CancelKeyDeletion": key_ops.cancel_key_deletion,
    "UpdateKeyDescription": key_ops.update_key_description,
    "EnableKeyRotation": key_ops.enable_key_rotation,
    "DisableKeyRotation": key_ops.disable_key_rotation,
    "GetKeyRotationStatus": key_ops.get_key_rotation_status,
    "RotateKeyOnDemand": key_ops.rotate_key_on_demand,
    "ListKeyRotations": key_ops.list_key_rotations,
    "GetKeyPolicy": key_ops.get_key_policy,
    "PutKeyPolicy": key_ops.put_key_policy,
    "ListKeyPolicies": key_ops.list_key_policies,
    "TagResource": key_ops.tag_resource,
    "UntagResource": key_ops.untag_resource,
    "ListResourceTags": key_ops.list_resource_tags,
    "CreateAlias": alias_ops.create_alias,
    "UpdateAlias": alias_ops.update_alias,
    "DeleteAlias": alias_ops.delete_alias,
    "ListAliases": alias_ops.list_aliases,
    "Encrypt": crypto_ops.encrypt,
    "Decrypt": crypto_ops.decrypt,
    "ReEncrypt": crypto_ops.re_encrypt,
    "GenerateDataKey": crypto_ops.generate_data_key,
    "GenerateDataKeyWithoutPlaintext": crypto_ops.generate_data_key_without_plaintext,
    "GenerateDataKeyPair": crypto_ops.generate_data_key_pair,
    "GenerateDataKeyPairWithoutPlaintext": crypto_ops.generate_data_key_pair_without_plaintext,
    "GenerateRandom": crypto_ops.generate_random,
    "Sign": crypto_ops.sign,
    "Verify": crypto_ops.verify,
    "GenerateMac": crypto_ops.generate_mac,
    "VerifyMac": crypto_ops.verify_mac,
    "GetPublicKey": crypto_ops.get_public_key,
    "CreateGrant": grant_ops.create_grant,
    "ListGrants": grant_ops.list_grants,
    "RevokeGrant": grant_ops.revoke_grant,
    "RetireGrant": grant_ops.retire_grant,
    "GetParametersForImport": import_ops.get_parameters_for_import,
    "ImportKeyMaterial": import_ops.import_key_material,
    "DeleteImportedKeyMaterial": import_ops.delete_imported_key_material,
    "ReplicateKey": multi_region_ops.replicate_key,
    "UpdatePrimaryRegion": multi_region_ops.update_primary_region,
}

#: Every operation naming a key has it resolved before authorization (``resolve.py``).
VALIDATORS: dict[str, Validator[KmsState]] = {
    name: resolve for name in OPERATIONS if name not in ("CreateKey", "ListKeys", "GenerateRandom")
}

#: How often keys whose deletion window ended are deleted.
DELETION_SWEEP_SECONDS = 60.0


def contributions(state: KmsState) -> Contributions:
    return Contributions(
        tag_sources=(tag_source(state),),
        offers=(Offer(KeyRing, PipelineKeyRing(state)),),
        policy_sources=(PolicySource("kms", lookup(state), state.keys.policies_active),),
        periodic=(
            Periodic("kms.deletions", DELETION_SWEEP_SECONDS, lambda now: delete_due(state, now)),
            Periodic("kms.expiries", DELETION_SWEEP_SECONDS, lambda now: expire_material(state, now)),
        ),
    )


def forget_caches(state: KmsState) -> None:
    state.material.clear()
    state.keys.changed()


SERVICE: Service[KmsState] = Service(
    name="kms",
    state=KmsState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    migrations=MIGRATIONS,
    validators=VALIDATORS,
    on_reset=forget_caches,
)
