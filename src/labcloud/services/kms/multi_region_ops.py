"""Multi-Region keys: ReplicateKey and UpdatePrimaryRegion.

A multi-Region key (key id ``mrk-...``) is one row per Region sharing the key id: the primary and its
replicas share key material, spec, usage, origin and rotation; each has its own policy, description,
tags, state and grants' Region. labcloud serves every Region on one endpoint, so a replica lives beside
its primary in the same store.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.kms import key_policy
from labcloud.services.kms.access import check
from labcloud.services.kms.deletion import publish
from labcloud.services.kms.errors import already_exists, invalid_state, not_found, unsupported
from labcloud.services.kms.key_ops import _not_pending_deletion, _policy_lockout, _tags
from labcloud.services.kms.lookup import find_key, key_arn
from labcloud.services.kms.repo.keys import Key
from labcloud.services.kms.state import KmsState
from labcloud.services.kms.views import metadata

if TYPE_CHECKING:
    from labcloud.services.kms.api import (
        ReplicateKeyRequest,
        ReplicateKeyResponse,
        UpdatePrimaryRegionRequest,
        UpdatePrimaryRegionResponse,
    )


def _primary(key: Key, operation: str) -> None:
    if not key.multi_region:
        raise unsupported(
            f"{key.arn} is not a multi-Region key: {operation} needs a multi-Region primary key."
        )
    if key.is_replica:
        raise unsupported(f"{key.arn} is a replica key: {operation} needs the multi-Region primary key.")


def replicate_key(state: KmsState, request: ReplicateKeyRequest, ctx: RequestContext) -> ReplicateKeyResponse:
    region = request["ReplicaRegion"]  # its pattern is checked by the pipeline from the model
    with state.store.transaction():
        primary = find_key(state, ctx, request["KeyId"])
        check(state, ctx, primary, "ReplicateKey")
        _primary(primary, "ReplicateKey")
        _not_pending_deletion(primary)
        if primary.state not in ("Enabled", "Disabled"):
            raise invalid_state(f"{primary.arn} is {primary.state}.")
        if state.keys.by_id(primary.key_id, region) is not None:
            raise already_exists(f"Multi-Region key {primary.key_id} already has a key in {region}.")
        arn = key_arn(primary.account_id, region, primary.key_id)
        policy = request.get("Policy")
        if policy is None:
            policy = key_policy.default_policy(primary.account_id)
        else:
            key_policy.parse(policy, arn)
            _policy_lockout(policy, ctx, arn, bool(request.get("BypassPolicyLockoutSafetyCheck")))
        replica = replace(
            primary,
            region=region,
            arn=arn,
            description=request.get("Description") or "",
            created=clock.now(),
            deletion_date=None,
            pending_days=None,
            policy=policy,
            policy_extra=key_policy.has_extra(policy, primary.account_id),
            tags=_tags(request.get("Tags")),
        )
        state.keys.insert(replica)
        publish(state, "kms.key.replicated", replica, primary_region=primary.region)
        related = state.keys.related(primary.key_id)
    return {
        "ReplicaKeyMetadata": metadata(replica, related),
        "ReplicaPolicy": policy,
        "ReplicaTags": [{"TagKey": k, "TagValue": v} for k, v in sorted(replica.tags.items())],
    }


def update_primary_region(
    state: KmsState, request: UpdatePrimaryRegionRequest, ctx: RequestContext
) -> UpdatePrimaryRegionResponse:
    region = request["PrimaryRegion"]
    with state.store.transaction():
        primary = find_key(state, ctx, request["KeyId"])
        check(state, ctx, primary, "UpdatePrimaryRegion")
        _primary(primary, "UpdatePrimaryRegion")
        _not_pending_deletion(primary)
        if region == primary.region:
            return {}
        target = state.keys.by_id(primary.key_id, region)
        if target is None:
            raise not_found(f"Multi-Region key {primary.key_id} has no replica in {region}.")
        _not_pending_deletion(target)
        state.keys.share(primary.key_id, primary_region=region)
        publish(state, "kms.key.primary_region_updated", primary, primary_region=region)
    return {}
