"""Security configs (SAML, IAM Identity Center, IAM federation: none built here, so creating one is refused
and there is never one to get, update or delete) and the account's capacity settings (kept, never a limit)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.opensearchserverless import errors
from labcloud.services.opensearchserverless.state import AossState

if TYPE_CHECKING:
    from labcloud.services.opensearchserverless.api import (
        CreateSecurityConfigRequest,
        CreateSecurityConfigResponse,
        DeleteSecurityConfigRequest,
        DeleteSecurityConfigResponse,
        GetAccountSettingsRequest,
        GetAccountSettingsResponse,
        GetSecurityConfigRequest,
        GetSecurityConfigResponse,
        ListSecurityConfigsRequest,
        ListSecurityConfigsResponse,
        UpdateAccountSettingsRequest,
        UpdateAccountSettingsResponse,
        UpdateSecurityConfigRequest,
        UpdateSecurityConfigResponse,
    )


#: The capacity AWS gives an account that set none (OCUs).
DEFAULT_CAPACITY = {"maxIndexingCapacityInOCU": 10, "maxSearchCapacityInOCU": 10}


def create_security_config(
    state: AossState, request: CreateSecurityConfigRequest, ctx: RequestContext
) -> CreateSecurityConfigResponse:
    raise errors.validation(
        f"labcloud's OpenSearch Serverless does not support security configs (type {request['type']}): SAML,"
        " IAM Identity Center and IAM federation sign-in to collections are not built; use IAM principals"
        " in data access policies"
    )


def _missing(config_id: str) -> AwsError:
    return errors.not_found(f"Security config with id {config_id} does not exist")


def get_security_config(
    state: AossState, request: GetSecurityConfigRequest, ctx: RequestContext
) -> GetSecurityConfigResponse:
    raise _missing(request["id"])


def update_security_config(
    state: AossState, request: UpdateSecurityConfigRequest, ctx: RequestContext
) -> UpdateSecurityConfigResponse:
    raise _missing(request["id"])


def delete_security_config(
    state: AossState, request: DeleteSecurityConfigRequest, ctx: RequestContext
) -> DeleteSecurityConfigResponse:
    raise _missing(request["id"])


def list_security_configs(
    state: AossState, request: ListSecurityConfigsRequest, ctx: RequestContext
) -> ListSecurityConfigsResponse:
    return {"securityConfigSummaries": []}


def get_account_settings(
    state: AossState, request: GetAccountSettingsRequest, ctx: RequestContext
) -> GetAccountSettingsResponse:
    doc = state.records.get(ctx.account_id, ctx.region, "account", "settings")
    limits = dict(DEFAULT_CAPACITY) if doc is None else dict(doc["capacityLimits"])
    return {"accountSettingsDetail": {"capacityLimits": limits}}  # type: ignore[typeddict-item]


def update_account_settings(
    state: AossState, request: UpdateAccountSettingsRequest, ctx: RequestContext
) -> UpdateAccountSettingsResponse:
    current = get_account_settings(state, {}, ctx)["accountSettingsDetail"]["capacityLimits"]
    current.update(request.get("capacityLimits") or {})
    doc = {"capacityLimits": current}
    with state.store.transaction():
        if state.records.get(ctx.account_id, ctx.region, "account", "settings") is None:
            state.records.put(ctx.account_id, ctx.region, "account", "settings", "settings", doc, clock.now())
        else:
            state.records.update(ctx.account_id, ctx.region, "account", "settings", doc)
    return {"accountSettingsDetail": {"capacityLimits": current}}
