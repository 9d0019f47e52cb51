"""A CA's resource policy (PutPolicy, GetPolicy, DeletePolicy: recorded, checked to be a JSON policy) and
the permissions it grants ACM (CreatePermission, ListPermissions, DeletePermission)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.acmpca.errors import (
    invalid_args,
    invalid_policy,
    invalid_state,
    not_found,
    permission_exists,
)
from labcloud.services.acmpca.events import publish
from labcloud.services.acmpca.names import find
from labcloud.services.acmpca.repo.records import Permission
from labcloud.services.acmpca.state import AcmPcaState
from labcloud.services.acmpca.views import when

if TYPE_CHECKING:
    from labcloud.services.acmpca.api import (
        CreatePermissionRequest,
        CreatePermissionResponse,
        DeletePermissionRequest,
        DeletePermissionResponse,
        DeletePolicyRequest,
        DeletePolicyResponse,
        GetPolicyRequest,
        GetPolicyResponse,
        ListPermissionsRequest,
        ListPermissionsResponse,
        PutPolicyRequest,
        PutPolicyResponse,
    )

ACM_PRINCIPAL = "acm.amazonaws.com"
PERMISSION_ACTIONS = ("IssueCertificate", "GetCertificate", "ListPermissions")


def _check_policy(text: str) -> None:
    try:
        document = json.loads(text)
    except ValueError:
        raise invalid_policy("The policy is not valid JSON.") from None
    statements = document.get("Statement") if isinstance(document, dict) else None
    if not isinstance(statements, list | dict) or not statements:
        raise invalid_policy("The policy must be a JSON object with a Statement.")


def put_policy(state: AcmPcaState, request: PutPolicyRequest, ctx: RequestContext) -> PutPolicyResponse:
    authority = find(state, ctx, request["ResourceArn"])
    if authority.status == "DELETED":
        raise invalid_state(f"The certificate authority {authority.arn} is DELETED.")
    _check_policy(request["Policy"])
    with state.store.transaction():
        changed = state.records.update(authority, policy=request["Policy"])
        publish(state, "acm-pca.policy.put", changed)
    return {}


def get_policy(state: AcmPcaState, request: GetPolicyRequest, ctx: RequestContext) -> GetPolicyResponse:
    authority = find(state, ctx, request["ResourceArn"])
    if authority.policy is None:
        raise not_found(f"Policy of {authority.arn}")
    return {"Policy": authority.policy}


def delete_policy(
    state: AcmPcaState, request: DeletePolicyRequest, ctx: RequestContext
) -> DeletePolicyResponse:
    authority = find(state, ctx, request["ResourceArn"])
    if authority.policy is None:
        raise not_found(f"Policy of {authority.arn}")
    with state.store.transaction():
        changed = state.records.update(authority, policy=None)
        publish(state, "acm-pca.policy.deleted", changed)
    return {}


def create_permission(
    state: AcmPcaState, request: CreatePermissionRequest, ctx: RequestContext
) -> CreatePermissionResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    if authority.status == "DELETED":
        raise invalid_state(f"The certificate authority {authority.arn} is DELETED.")
    if request["Principal"] != ACM_PRINCIPAL:
        raise invalid_args(f"Principal must be {ACM_PRINCIPAL}.")
    actions = tuple(dict.fromkeys(request["Actions"]))
    wrong = [a for a in actions if a not in PERMISSION_ACTIONS]
    if wrong or not actions:
        raise invalid_args(f"Actions must be among {', '.join(PERMISSION_ACTIONS)}.")
    if any(p.principal == request["Principal"] for p in state.records.permissions(authority.arn)):
        raise permission_exists(f"{request['Principal']} already has a permission on {authority.arn}.")
    permission = Permission(
        authority.arn,
        request["Principal"],
        request.get("SourceAccount") or ctx.account_id,
        actions,
        clock.now(),
    )
    with state.store.transaction():
        state.records.put_permission(permission)
        publish(state, "acm-pca.permission.created", authority, principal=permission.principal)
    return {}


def list_permissions(
    state: AcmPcaState, request: ListPermissionsRequest, ctx: RequestContext
) -> ListPermissionsResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    return {
        "Permissions": [
            {
                "CertificateAuthorityArn": p.authority_arn,
                "CreatedAt": when(p.created),
                "Principal": p.principal,
                "SourceAccount": p.source_account,
                "Actions": list(p.actions),
            }
            for p in state.records.permissions(authority.arn)
        ]
    }


def delete_permission(
    state: AcmPcaState, request: DeletePermissionRequest, ctx: RequestContext
) -> DeletePermissionResponse:
    authority = find(state, ctx, request["CertificateAuthorityArn"])
    with state.store.transaction():
        if not state.records.remove_permission(authority.arn, request["Principal"]):
            raise not_found(f"Permission of {request['Principal']} on {authority.arn}")
        publish(state, "acm-pca.permission.deleted", authority, principal=request["Principal"])
    return {}
