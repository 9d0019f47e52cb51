"""Service-specific credentials (CodeCommit HTTPS Git, Amazon Keyspaces): Create, List, Reset,
Update and Delete ServiceSpecificCredential for an IAM user, two per user and service.

Bedrock API keys (``CredentialAgeDays``, alias/secret members) are not modelled and are refused.
"""

from __future__ import annotations

import secrets
import string
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.core import date, no_such_entity
from labcloud.services.iam.ids import unique_id
from labcloud.services.iam.paging import page
from labcloud.services.iam.repo import account, identities
from labcloud.services.iam.repo.records import ServiceCredentialRecord
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        CreateServiceSpecificCredentialRequest,
        CreateServiceSpecificCredentialResponse,
        DeleteServiceSpecificCredentialRequest,
        DeleteServiceSpecificCredentialResponse,
        ListServiceSpecificCredentialsRequest,
        ListServiceSpecificCredentialsResponse,
        ResetServiceSpecificCredentialRequest,
        ResetServiceSpecificCredentialResponse,
        UpdateServiceSpecificCredentialRequest,
        UpdateServiceSpecificCredentialResponse,
    )

SERVICES = frozenset({"codecommit.amazonaws.com", "cassandra.amazonaws.com"})
PER_USER_AND_SERVICE = 2
_PASSWORD_CHARS = string.ascii_letters + string.digits + "+/="


def _password() -> str:
    return "".join(secrets.choice(_PASSWORD_CHARS) for _ in range(44))


def _out(row: ServiceCredentialRecord, account_id: str, with_password: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "CreateDate": date(row.created),
        "ServiceName": row.service,
        "ServiceUserName": f"{row.user_name}-at-{account_id}",
        "ServiceSpecificCredentialId": row.credential_id,
        "UserName": row.user_name,
        "Status": row.status,
    }
    if with_password:
        out["ServicePassword"] = row.password
    return out


def _user(state: IamState, account_id: str, name: str) -> str:
    row = identities.user(state.store, account_id, name)
    if row is None:
        raise no_such_entity(f"The user with name {name} cannot be found.")
    return str(row.name)


def _credential(
    state: IamState, account_id: str, credential_id: str, user: str | None
) -> ServiceCredentialRecord:
    row = account.credential(state.store, account_id, credential_id)
    if row is None or (user is not None and row.user_name.lower() != user.lower()):
        raise no_such_entity(f"No such credential {credential_id} exists")
    return row


def create_service_specific_credential(
    state: IamState, request: CreateServiceSpecificCredentialRequest, ctx: RequestContext
) -> CreateServiceSpecificCredentialResponse:
    account_id = ctx.account_id
    if request.get("CredentialAgeDays") is not None:
        raise AwsError(
            "ValidationError", "labcloud does not support CredentialAgeDays (Bedrock API keys).", status=400
        )
    user = _user(state, account_id, request["UserName"])
    service = request["ServiceName"]
    if service not in SERVICES:
        raise AwsError(
            "NotSupportedService",
            f"Service {service} is not supported for service-specific credentials.",
            status=404,
        )
    if account.credential_count(state.store, account_id, user, service) >= PER_USER_AND_SERVICE:
        raise AwsError(
            "LimitExceeded",
            f"Cannot exceed quota for ServiceSpecificCredentialsPerUserPerService: {PER_USER_AND_SERVICE}",
            status=409,
        )
    credential_id = unique_id("ACCA")
    with state.store.transaction():
        account.insert_credential(
            state.store,
            ServiceCredentialRecord(
                credential_id, account_id, user, service, _password(), "Active", clock.now()
            ),
        )
    row = _credential(state, account_id, credential_id, None)
    out = _out(row, account_id, with_password=True)
    return cast("CreateServiceSpecificCredentialResponse", {"ServiceSpecificCredential": out})


def list_service_specific_credentials(
    state: IamState, request: ListServiceSpecificCredentialsRequest, ctx: RequestContext
) -> ListServiceSpecificCredentialsResponse:
    account_id = ctx.account_id
    if request.get("AllUsers"):
        rows = account.credentials(state.store, account_id, None)
    else:
        caller = ctx.principal.name if ctx.principal.kind == "user" else None
        name = request.get("UserName") or caller
        if name is None:
            raise AwsError(
                "ValidationError", "UserName is required when the caller is not an IAM user.", status=400
            )
        rows = account.credentials(state.store, account_id, _user(state, account_id, name))
    service = request.get("ServiceName")
    items = [
        _out(r, account_id, with_password=False) for r in rows if service is None or r.service == service
    ]
    return cast("ListServiceSpecificCredentialsResponse", page(items, request, "ServiceSpecificCredentials"))


def reset_service_specific_credential(
    state: IamState, request: ResetServiceSpecificCredentialRequest, ctx: RequestContext
) -> ResetServiceSpecificCredentialResponse:
    row = _credential(state, ctx.account_id, request["ServiceSpecificCredentialId"], request.get("UserName"))
    with state.store.transaction():
        account.set_credential_password(state.store, row.credential_id, _password())
    row = _credential(state, ctx.account_id, row.credential_id, None)
    out = _out(row, ctx.account_id, with_password=True)
    return cast("ResetServiceSpecificCredentialResponse", {"ServiceSpecificCredential": out})


def update_service_specific_credential(
    state: IamState, request: UpdateServiceSpecificCredentialRequest, ctx: RequestContext
) -> UpdateServiceSpecificCredentialResponse:
    row = _credential(state, ctx.account_id, request["ServiceSpecificCredentialId"], request.get("UserName"))
    with state.store.transaction():
        account.set_credential_status(state.store, row.credential_id, request["Status"])
    return {}


def delete_service_specific_credential(
    state: IamState, request: DeleteServiceSpecificCredentialRequest, ctx: RequestContext
) -> DeleteServiceSpecificCredentialResponse:
    row = _credential(state, ctx.account_id, request["ServiceSpecificCredentialId"], request.get("UserName"))
    with state.store.transaction():
        account.delete_credential(state.store, row.credential_id)
    return {}
