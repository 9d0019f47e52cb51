"""DescribeDocumentPermission and ModifyDocumentPermission: sharing a document with accounts (or all).

A shared document is readable by the accounts it is shared with (by its ARN), and by no other."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ssm import documents
from labcloud.services.ssm.state import SsmState

if TYPE_CHECKING:
    from labcloud.services.ssm.api import (
        DescribeDocumentPermissionRequest,
        DescribeDocumentPermissionResponse,
        ModifyDocumentPermissionRequest,
        ModifyDocumentPermissionResponse,
    )

#: AWS's quota: accounts a document can be shared with.
MAX_ACCOUNTS = 1000


def _account(given: str) -> str:
    return "all" if given.lower() == "all" else given


def describe_document_permission(
    state: SsmState, request: DescribeDocumentPermissionRequest, ctx: RequestContext
) -> DescribeDocumentPermissionResponse:
    document = documents.own(state, ctx, request["Name"])
    accounts = sorted(document.shared)
    out: dict[str, Any] = {
        "AccountIds": accounts,
        "AccountSharingInfoList": [
            {"AccountId": a, "SharedDocumentVersion": document.shared[a]} for a in accounts
        ],
    }
    return out  # type: ignore[return-value]


def modify_document_permission(
    state: SsmState, request: ModifyDocumentPermissionRequest, ctx: RequestContext
) -> ModifyDocumentPermissionResponse:
    adding = [_account(a) for a in request.get("AccountIdsToAdd") or []]
    removing = [_account(a) for a in request.get("AccountIdsToRemove") or []]
    if set(adding) & set(removing):
        raise AwsError("ValidationException", "An account can't be both added and removed in one request.")
    if ctx.account_id in adding:
        raise AwsError("InvalidPermissionType", "A document can't be shared with the account that owns it.")
    shared_version = request.get("SharedDocumentVersion", "$DEFAULT")
    with state.store.transaction():
        document = documents.own(state, ctx, request["Name"])
        shared = dict(document.shared)
        for account in adding:
            shared[account] = shared_version
        for account in removing:
            shared.pop(account, None)
        if len(shared) > MAX_ACCOUNTS:
            raise AwsError(
                "DocumentPermissionLimit",
                f"A document can be shared with at most {MAX_ACCOUNTS} accounts.",
            )
        state.documents.set_shared(ctx.account_id, ctx.region, document.name, shared)
        state.bus.publish(
            "ssm.document.shared",
            service="ssm",
            account_id=ctx.account_id,
            region=ctx.region,
            resource=documents.arn(ctx.region, ctx.account_id, document.name),
            data={"name": document.name, "accounts": sorted(shared)},
        )
    return {}
