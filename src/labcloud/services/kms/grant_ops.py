"""Grants: CreateGrant, ListGrants, ListRetirableGrants, RevokeGrant, RetireGrant.

A grant lets its grantee principal perform its operations on the key; enforcement reads grants as
statements beside the key policy (``key_policy.enforced_policy``). Grant constraints on the encryption
context are not supported (refused rather than ignored).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kms.access import check
from labcloud.services.kms.errors import not_found, pending_deletion, validation
from labcloud.services.kms.lookup import find_key, usable
from labcloud.services.kms.repo.keys import Grant
from labcloud.services.kms.state import KmsState
from labcloud.services.kms.views import paged, when

if TYPE_CHECKING:
    from labcloud.services.kms.api import (
        CreateGrantRequest,
        CreateGrantResponse,
        GrantListEntry,
        ListGrantsRequest,
        ListGrantsResponse,
        RetireGrantRequest,
        RetireGrantResponse,
        RevokeGrantRequest,
        RevokeGrantResponse,
    )

GRANT_OPERATIONS = frozenset(
    {
        "Decrypt",
        "Encrypt",
        "GenerateDataKey",
        "GenerateDataKeyWithoutPlaintext",
        "ReEncryptFrom",
        "ReEncryptTo",
        "Sign",
        "Verify",
        "GetPublicKey",
        "CreateGrant",
        "RetireGrant",
        "DescribeKey",
        "GenerateDataKeyPair",
        "GenerateDataKeyPairWithoutPlaintext",
        "GenerateMac",
        "VerifyMac",
        "DeriveSharedSecret",
    }
)
MAX_GRANTS_PER_KEY = 50000


def _dry_run(request: CreateGrantRequest | RetireGrantRequest | RevokeGrantRequest) -> None:
    if request.get("DryRun"):
        raise AwsError(
            "DryRunOperationException", "The request would have succeeded, but the DryRun option is set."
        )


def _entry(grant: Grant, account_id: str) -> GrantListEntry:
    out: GrantListEntry = {
        "KeyId": grant.key_id,
        "GrantId": grant.grant_id,
        "CreationDate": when(grant.created),
        "GranteePrincipal": grant.grantee,
        "IssuingAccount": f"arn:aws:iam::{account_id}:root",
        "Operations": list(grant.operations),
    }
    if grant.name:
        out["Name"] = grant.name
    if grant.retiree:
        out["RetiringPrincipal"] = grant.retiree
    return out


def create_grant(state: KmsState, request: CreateGrantRequest, ctx: RequestContext) -> CreateGrantResponse:
    if request.get("Constraints"):
        raise validation("Grant constraints are not supported by labcloud.")
    if request.get("GranteeServicePrincipal") or request.get("RetiringServicePrincipal"):
        raise validation("Service principals in grants are not supported by labcloud.")
    grantee = request.get("GranteePrincipal")
    if not grantee:
        raise validation("GranteePrincipal is required.")
    operations = list(dict.fromkeys(request["Operations"]))
    unknown = [op for op in operations if op not in GRANT_OPERATIONS]
    if unknown or not operations:
        raise validation(f"Invalid grant operations: {unknown or operations}")
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "CreateGrant")
        if key.state == "PendingDeletion":
            raise pending_deletion(key.arn)
        usable(key)
        name = request.get("Name")
        if name:
            for existing in state.keys.grants(key.key_id):
                if (
                    existing.name == name
                    and existing.grantee == grantee
                    and set(existing.operations) == set(operations)
                ):
                    return {"GrantToken": existing.token, "GrantId": existing.grant_id}
        _dry_run(request)
        grant = Grant(
            os.urandom(32).hex(),
            key.key_id,
            os.urandom(64).hex(),
            name,
            grantee,
            request.get("RetiringPrincipal"),
            tuple(operations),
            ctx.principal.arn,
            clock.now(),
        )
        state.keys.insert_grant(grant)
        state.bus.publish(
            "kms.grant.created",
            service="kms",
            account_id=key.account_id,
            region=key.region,
            resource=key.arn,
            data={
                "key_id": key.key_id,
                "grant_id": grant.grant_id,
                "grantee": grantee,
                "operations": operations,
            },
        )
    return {"GrantToken": grant.token, "GrantId": grant.grant_id}


def list_grants(state: KmsState, request: ListGrantsRequest, ctx: RequestContext) -> ListGrantsResponse:
    key = find_key(state, ctx, request["KeyId"])
    check(state, ctx, key, "ListGrants")
    grants = state.keys.grants(key.key_id)
    if request.get("GrantId"):
        grants = [g for g in grants if g.grant_id == request.get("GrantId")]
    if request.get("GranteePrincipal"):
        grants = [g for g in grants if g.grantee == request.get("GranteePrincipal")]
    items, marker = paged(
        [_entry(g, key.account_id) for g in grants], request.get("Limit"), request.get("Marker")
    )
    out: ListGrantsResponse = {"Grants": items, "Truncated": bool(marker)}
    if marker:
        out["NextMarker"] = marker
    return out


def _grant_not_found(grant_id: str) -> AwsError:
    return not_found(f"Grant ID {grant_id} not found")


def revoke_grant(state: KmsState, request: RevokeGrantRequest, ctx: RequestContext) -> RevokeGrantResponse:
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "RevokeGrant")
        grant_id = request["GrantId"]
        if not any(g.grant_id == grant_id for g in state.keys.grants(key.key_id)):
            raise _grant_not_found(grant_id)
        _dry_run(request)
        state.keys.delete_grant(grant_id)
    return {}


def retire_grant(state: KmsState, request: RetireGrantRequest, ctx: RequestContext) -> RetireGrantResponse:
    token, grant_id, key_id = request.get("GrantToken"), request.get("GrantId"), request.get("KeyId")
    with state.store.transaction():
        grant: Grant | None = None
        if token:
            grant = state.keys.grant_by_token(token)
            if grant is None:
                raise AwsError("InvalidGrantTokenException", "Grant token is not valid.")
        elif grant_id and key_id:
            key = find_key(state, ctx, key_id)
            grant = next((g for g in state.keys.grants(key.key_id) if g.grant_id == grant_id), None)
            if grant is None:
                raise _grant_not_found(grant_id)
        else:
            raise validation("Either GrantToken, or both KeyId and GrantId, must be specified.")
        principal = ctx.principal
        allowed = {grant.retiree, grant.grantee if "RetireGrant" in grant.operations else None}
        caller = {principal.arn, principal.role_arn, f"arn:aws:iam::{principal.account_id}:root"}
        issuer_account = grant.issuer.split(":")[4] if grant.issuer.count(":") >= 5 else ""
        if not (allowed & caller) and not (
            principal.kind == "root" and principal.account_id == issuer_account
        ):
            raise AwsError(
                "AccessDeniedException",
                f"User: {principal.arn} is not authorized to perform: kms:RetireGrant on this grant",
            )
        _dry_run(request)
        state.keys.delete_grant(grant.grant_id)
    return {}
