"""Key lifecycle: CreateKey, DescribeKey, ListKeys, Enable/DisableKey, ScheduleKeyDeletion/CancelKeyDeletion,
UpdateKeyDescription, rotation settings, key policies and tags."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kms import key_policy, views
from labcloud.services.kms.access import check
from labcloud.services.kms.deletion import DAY, delete_due, publish
from labcloud.services.kms.errors import (
    disabled,
    invalid_state,
    malformed_policy,
    not_found,
    pending_deletion,
    tag_error,
    unsupported,
    validation,
)
from labcloud.services.kms.lookup import find_key, key_arn
from labcloud.services.kms.repo.keys import Key
from labcloud.services.kms.state import KmsState
from labcloud.services.kms.views import metadata, paged

if TYPE_CHECKING:
    from labcloud.services.kms.api import (
        CancelKeyDeletionRequest,
        CancelKeyDeletionResponse,
        CreateKeyRequest,
        CreateKeyResponse,
        DescribeKeyRequest,
        DescribeKeyResponse,
        DisableKeyRequest,
        DisableKeyResponse,
        DisableKeyRotationRequest,
        DisableKeyRotationResponse,
        EnableKeyRequest,
        EnableKeyResponse,
        EnableKeyRotationRequest,
        EnableKeyRotationResponse,
        GetKeyPolicyRequest,
        GetKeyPolicyResponse,
        GetKeyRotationStatusRequest,
        GetKeyRotationStatusResponse,
        ListKeyPoliciesRequest,
        ListKeyPoliciesResponse,
        ListKeyRotationsRequest,
        ListKeyRotationsResponse,
        ListKeysRequest,
        ListKeysResponse,
        ListResourceTagsRequest,
        ListResourceTagsResponse,
        PutKeyPolicyRequest,
        PutKeyPolicyResponse,
        RotateKeyOnDemandRequest,
        RotateKeyOnDemandResponse,
        ScheduleKeyDeletionRequest,
        ScheduleKeyDeletionResponse,
        Tag,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
        UpdateKeyDescriptionRequest,
        UpdateKeyDescriptionResponse,
    )

MAX_TAGS = 50


def _tags(tags: list[Tag] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for tag in tags or []:
        if tag["TagKey"].startswith("aws:"):
            raise tag_error("Tags beginning with aws: are reserved.")
        out[tag["TagKey"]] = tag["TagValue"]
    if len(out) > MAX_TAGS:
        raise tag_error("Too many tags: a key can have at most 50 tags.")
    return out


def _customer_managed(key: Key) -> None:
    if key.manager == "AWS":
        raise unsupported(f"{key.arn} is an AWS managed key: its settings cannot be changed.")


def _policy_lockout(text: str, ctx: RequestContext, key_arn_: str, bypass: bool) -> None:
    """AWS refuses a policy that would not let the caller change it again, unless told to bypass."""
    if bypass:
        return
    principal = ctx.principal
    if key_policy.delegates(text, ctx.account_id, "kms:PutKeyPolicy"):
        return
    if key_policy.direct_allow(text, ctx.account_id, key_arn_, (), principal.arn, "kms:PutKeyPolicy", {}):
        return
    raise malformed_policy("The new key policy will not allow you to update the key policy in the future.")


def _not_pending_deletion(key: Key) -> None:
    if key.state == "PendingDeletion":
        raise pending_deletion(key.arn)
    if key.state == "PendingReplicaDeletion":
        raise invalid_state(f"{key.arn} is pending replica deletion.")


def create_key(state: KmsState, request: CreateKeyRequest, ctx: RequestContext) -> CreateKeyResponse:
    from labcloud.services.kms import crypto  # cryptography: imported by the first call that needs it

    spec = request.get("KeySpec") or request.get("CustomerMasterKeySpec") or crypto.SYMMETRIC
    if request.get("KeySpec") and request.get("CustomerMasterKeySpec"):
        raise validation("You cannot specify KeySpec and CustomerMasterKeySpec in the same request.")
    if spec not in crypto.ALL_SPECS:
        raise unsupported(f"KeySpec {spec} is not supported by labcloud.")
    usage = request.get("KeyUsage") or "ENCRYPT_DECRYPT"  # AWS's default, whatever the spec
    if usage not in crypto.USAGES[spec]:
        raise validation(f"KeyUsage {usage} is not compatible with KeySpec {spec}")
    origin = request.get("Origin") or "AWS_KMS"
    if origin not in ("AWS_KMS", "EXTERNAL"):
        raise unsupported(f"Origin {origin} is not supported by labcloud: only AWS_KMS and EXTERNAL.")
    if origin == "EXTERNAL" and spec != crypto.SYMMETRIC:
        raise unsupported(f"labcloud imports key material into {crypto.SYMMETRIC} keys only, not {spec}.")
    if request.get("CustomKeyStoreId") or request.get("XksKeyId"):
        raise unsupported("Custom key stores are not supported by labcloud.")
    multi_region = bool(request.get("MultiRegion"))
    if multi_region and origin == "EXTERNAL":
        raise unsupported(
            "labcloud does not support multi-Region keys with imported key material (EXTERNAL)."
        )
    key_id = "mrk-" + uuid.uuid4().hex if multi_region else str(uuid.uuid4())
    arn = key_arn(ctx.account_id, ctx.region, key_id)
    policy = request.get("Policy")
    if policy is None:
        policy = key_policy.default_policy(ctx.account_id)
    else:
        key_policy.parse(policy, arn)
        _policy_lockout(policy, ctx, arn, bool(request.get("BypassPolicyLockoutSafetyCheck")))
    key = Key(
        key_id,
        ctx.account_id,
        ctx.region,
        arn,
        spec,
        usage,
        request.get("Description") or "",
        "PendingImport" if origin == "EXTERNAL" else "Enabled",
        "CUSTOMER",
        clock.now(),
        None,
        None,
        False,
        None,
        multi_region,
        policy,
        key_policy.has_extra(policy, ctx.account_id),
        _tags(request.get("Tags")),
        b"" if origin == "EXTERNAL" else state.master.wrap(crypto.new_material(spec)),
        origin,
        primary_region=ctx.region if multi_region else None,
    )
    with state.store.transaction():
        state.keys.insert(key)
        publish(
            state, "kms.key.created", key, key_spec=spec, key_usage=usage, manager="CUSTOMER", origin=origin
        )
    return {"KeyMetadata": metadata(key, [key] if multi_region else None)}


def describe_key(state: KmsState, request: DescribeKeyRequest, ctx: RequestContext) -> DescribeKeyResponse:
    key = find_key(state, ctx, request["KeyId"])
    check(state, ctx, key, "DescribeKey")
    return {"KeyMetadata": metadata(key, state.keys.related(key.key_id) if key.multi_region else None)}


def list_keys(state: KmsState, request: ListKeysRequest, ctx: RequestContext) -> ListKeysResponse:
    delete_due(state, clock.now())
    keys = state.keys.page(ctx.account_id, ctx.region, -1.0, 1_000_000)
    items, marker = paged(keys, request.get("Limit"), request.get("Marker"))
    out: ListKeysResponse = {
        "Keys": [{"KeyId": k.key_id, "KeyArn": k.arn} for k in items],
        "Truncated": bool(marker),
    }
    if marker:
        out["NextMarker"] = marker
    return out


def enable_key(state: KmsState, request: EnableKeyRequest, ctx: RequestContext) -> EnableKeyResponse:
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "EnableKey")
        _customer_managed(key)
        _not_pending_deletion(key)
        if key.state == "PendingImport":
            raise invalid_state(f"{key.arn} is pending import.")
        if key.state != "Enabled":
            state.keys.update(key, state="Enabled")
            publish(state, "kms.key.enabled", key)
    return {}


def disable_key(state: KmsState, request: DisableKeyRequest, ctx: RequestContext) -> DisableKeyResponse:
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "DisableKey")
        _customer_managed(key)
        _not_pending_deletion(key)
        if key.state == "PendingImport":
            raise invalid_state(f"{key.arn} is pending import.")
        if key.state != "Disabled":
            state.keys.update(key, state="Disabled")
            publish(state, "kms.key.disabled", key)
    return {}


def schedule_key_deletion(
    state: KmsState, request: ScheduleKeyDeletionRequest, ctx: RequestContext
) -> ScheduleKeyDeletionResponse:
    days = request.get("PendingWindowInDays", 30)
    if not 7 <= days <= 30:
        raise validation(
            f"1 validation error detected: Value '{days}' at 'pendingWindowInDays' failed to satisfy"
            " constraint: Member must have value "
            + ("greater than or equal to 7" if days < 7 else "less than or equal to 30")
        )
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "ScheduleKeyDeletion")
        _customer_managed(key)
        _not_pending_deletion(key)
        if key.primary_region == key.region and len(state.keys.related(key.key_id)) > 1:
            # a primary with replicas waits for them all to be deleted before its own window starts
            state.keys.update(key, state="PendingReplicaDeletion", deletion_date=None, pending_days=days)
            publish(state, "kms.key.deletion_scheduled", key, pending_days=days)
            return {"KeyId": key.arn, "KeyState": "PendingReplicaDeletion", "PendingWindowInDays": days}
        when = clock.now() + days * DAY
        state.keys.update(key, state="PendingDeletion", deletion_date=when, pending_days=days)
        publish(state, "kms.key.deletion_scheduled", key, pending_days=days)
    return {
        "KeyId": key.arn,
        "DeletionDate": views.when(when),
        "KeyState": "PendingDeletion",
        "PendingWindowInDays": days,
    }


def cancel_key_deletion(
    state: KmsState, request: CancelKeyDeletionRequest, ctx: RequestContext
) -> CancelKeyDeletionResponse:
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "CancelKeyDeletion")
        if key.state not in ("PendingDeletion", "PendingReplicaDeletion"):
            raise invalid_state(f"{key.arn} is not pending deletion.")
        # AWS leaves a key whose deletion is cancelled Disabled (PendingImport: an EXTERNAL key without material)
        after = "PendingImport" if key.origin == "EXTERNAL" and not key.material else "Disabled"
        state.keys.update(key, state=after, deletion_date=None, pending_days=None)
        publish(state, "kms.key.deletion_cancelled", key)
    return {"KeyId": key.arn}


def update_key_description(
    state: KmsState, request: UpdateKeyDescriptionRequest, ctx: RequestContext
) -> UpdateKeyDescriptionResponse:
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "UpdateKeyDescription")
        _customer_managed(key)
        if key.state == "PendingDeletion":
            raise pending_deletion(key.arn)
        state.keys.update(key, description=request["Description"])

    # --------------------------------------------------------------------------- rotation
    return {}


def _rotatable(key: Key) -> None:
    from labcloud.services.kms import crypto  # cryptography: imported by the first call that needs it

    if key.origin == "EXTERNAL":
        raise unsupported(f"{key.arn} origin is EXTERNAL which is not valid for this operation.")
    if key.spec != crypto.SYMMETRIC:
        raise unsupported(f"{key.arn} key usage or key spec does not support automatic key rotation.")
    if key.is_replica:
        raise unsupported(f"{key.arn} is a multi-Region replica key: rotate its primary key instead.")
    if key.state == "Disabled":
        raise disabled(key.arn)
    _not_pending_deletion(key)


def enable_key_rotation(
    state: KmsState, request: EnableKeyRotationRequest, ctx: RequestContext
) -> EnableKeyRotationResponse:
    days = request.get("RotationPeriodInDays", 365)
    if not 90 <= days <= 2560:
        raise validation(
            f"1 validation error detected: Value '{days}' at 'rotationPeriodInDays' failed to satisfy"
            " constraint: Member must have value "
            + ("greater than or equal to 90" if days < 90 else "less than or equal to 2560")
        )
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "EnableKeyRotation")
        _customer_managed(key)
        _rotatable(key)
        state.keys.update(key, rotation=True, rotation_days=days)
        if key.primary_region is not None:  # a shared property of multi-Region keys
            state.keys.share(key.key_id, rotation=True, rotation_days=days)
    return {}


def disable_key_rotation(
    state: KmsState, request: DisableKeyRotationRequest, ctx: RequestContext
) -> DisableKeyRotationResponse:
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "DisableKeyRotation")
        _customer_managed(key)
        _rotatable(key)
        state.keys.update(key, rotation=False, rotation_days=None)
        if key.primary_region is not None:
            state.keys.share(key.key_id, rotation=False, rotation_days=None)
    return {}


def get_key_rotation_status(
    state: KmsState, request: GetKeyRotationStatusRequest, ctx: RequestContext
) -> GetKeyRotationStatusResponse:
    from labcloud.services.kms import crypto  # cryptography: imported by the first call that needs it

    key = find_key(state, ctx, request["KeyId"])
    check(state, ctx, key, "GetKeyRotationStatus")
    if key.spec != crypto.SYMMETRIC:
        raise unsupported(f"{key.arn} key usage or key spec does not support automatic key rotation.")
    out: GetKeyRotationStatusResponse = {
        "KeyRotationEnabled": key.rotation,
        "KeyId": key.key_id,
    }
    if key.rotation and key.rotation_days:
        out["RotationPeriodInDays"] = key.rotation_days
        out["NextRotationDate"] = views.when(key.created + key.rotation_days * DAY)
    if key.state == "PendingDeletion":
        out["KeyRotationEnabled"] = False
    return out


#: AWS's limit of on-demand rotations per key.
MAX_ON_DEMAND_ROTATIONS = 10


def rotate_key_on_demand(
    state: KmsState, request: RotateKeyOnDemandRequest, ctx: RequestContext
) -> RotateKeyOnDemandResponse:
    """New key material now: Encrypt uses it from here on, Decrypt still opens older ciphertexts."""
    from labcloud.services.kms import crypto  # cryptography: imported by the first call that needs it

    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "RotateKeyOnDemand")
        _customer_managed(key)
        _rotatable(key)
        done = [r for r in state.keys.rotations(key.key_id) if r.kind == "ON_DEMAND"]
        if len(done) >= MAX_ON_DEMAND_ROTATIONS:
            raise AwsError(
                "LimitExceededException",
                "The on-demand rotations limit has been reached for the given keyId. "
                f"No more on-demand rotations can be performed for this key: {key.arn}",
                status=400,
            )
        state.keys.rotate(key, state.master.wrap(crypto.new_material(key.spec)), clock.now(), "ON_DEMAND")
    state.material.pop(key.key_id, None)  # the cached current material is now the earlier one
    return {"KeyId": key.key_id}


def list_key_rotations(
    state: KmsState, request: ListKeyRotationsRequest, ctx: RequestContext
) -> ListKeyRotationsResponse:
    from labcloud.services.kms import crypto  # cryptography: imported by the first call that needs it

    key = find_key(state, ctx, request["KeyId"])
    check(state, ctx, key, "ListKeyRotations")
    if key.spec != crypto.SYMMETRIC:
        raise unsupported(f"{key.arn} key usage or key spec does not support automatic key rotation.")
    entries = [
        {"KeyId": key.key_id, "RotationDate": views.when(r.rotated), "RotationType": r.kind}
        for r in state.keys.rotations(key.key_id)
    ]
    page, marker = paged(entries, request.get("Limit"), request.get("Marker"))
    out: ListKeyRotationsResponse = {"Rotations": page, "Truncated": marker is not None}  # type: ignore[typeddict-item]
    if marker is not None:
        out["NextMarker"] = marker
    return out


# --------------------------------------------------------------------------- policies


def _policy_name(name: str | None) -> None:
    if name not in (None, "default"):
        raise not_found("Policy name not found.")


def get_key_policy(
    state: KmsState, request: GetKeyPolicyRequest, ctx: RequestContext
) -> GetKeyPolicyResponse:
    _policy_name(request.get("PolicyName"))
    key = find_key(state, ctx, request["KeyId"])
    check(state, ctx, key, "GetKeyPolicy")
    return {"Policy": key.policy, "PolicyName": "default"}


def put_key_policy(
    state: KmsState, request: PutKeyPolicyRequest, ctx: RequestContext
) -> PutKeyPolicyResponse:
    _policy_name(request.get("PolicyName"))
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "PutKeyPolicy")
        _customer_managed(key)
        if key.state == "PendingDeletion":
            raise pending_deletion(key.arn)
        policy = request["Policy"]
        key_policy.parse(policy, key.arn)
        _policy_lockout(policy, ctx, key.arn, bool(request.get("BypassPolicyLockoutSafetyCheck")))
        state.keys.update(key, policy=policy, policy_extra=key_policy.has_extra(policy, key.account_id))
        publish(state, "kms.key.policy_changed", key)
    return {}


def list_key_policies(
    state: KmsState, request: ListKeyPoliciesRequest, ctx: RequestContext
) -> ListKeyPoliciesResponse:
    key = find_key(state, ctx, request["KeyId"])
    check(state, ctx, key, "ListKeyPolicies")
    return {"PolicyNames": ["default"], "Truncated": False}


# --------------------------------------------------------------------------- tags


def tag_resource(state: KmsState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "TagResource")
        if key.state == "PendingDeletion":
            raise pending_deletion(key.arn)
        tags = dict(key.tags)
        tags.update(_tags(request["Tags"]))
        if len(tags) > MAX_TAGS:
            raise tag_error("Too many tags: a key can have at most 50 tags.")
        state.keys.update(key, tags=tags)
    return {}


def untag_resource(
    state: KmsState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "UntagResource")
        if key.state == "PendingDeletion":
            raise pending_deletion(key.arn)
        removed = set(request["TagKeys"])
        state.keys.update(key, tags={k: v for k, v in key.tags.items() if k not in removed})
    return {}


def list_resource_tags(
    state: KmsState, request: ListResourceTagsRequest, ctx: RequestContext
) -> ListResourceTagsResponse:
    key = find_key(state, ctx, request["KeyId"])
    check(state, ctx, key, "ListResourceTags")
    tags = [{"TagKey": k, "TagValue": v} for k, v in sorted(key.tags.items())]
    items, marker = paged(tags, request.get("Limit"), request.get("Marker"))
    out: ListResourceTagsResponse = {"Tags": items, "Truncated": bool(marker)}  # type: ignore[typeddict-item]
    if marker:
        out["NextMarker"] = marker
    return out
