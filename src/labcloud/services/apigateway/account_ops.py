"""API Gateway's account settings (GetAccount, UpdateAccount): the CloudWatch role API Gateway would log
with, the account-level throttle AWS reports, and the features.

``/cloudwatchRoleArn`` must name a role of the account whose trust policy lets
``apigateway.amazonaws.com`` assume it, as AWS checks; an empty value clears it. labcloud writes access
logs itself (``access_log.py``), so the role is recorded and reported, not assumed. Other paths are
refused (BadRequestException)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigateway.errors import bad_request
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import parse_trust_policy, trust_allows

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        GetAccountRequest,
        GetAccountResponse,
        UpdateAccountRequest,
        UpdateAccountResponse,
    )

KIND = "account"
ACCOUNT_PATHS = Paths(scalars={"cloudwatchRoleArn": "str"})
DEFAULTS: dict[str, Any] = {
    "throttleSettings": {"burstLimit": 5000, "rateLimit": 10000.0},
    "features": ["UsagePlans"],
    "apiKeyVersion": "4",
}


def _scope(ctx: RequestContext) -> str:
    return f"account:{ctx.account_id}:{ctx.region}"


def _settings(state: ApigwState, ctx: RequestContext) -> dict[str, Any]:
    found = parts.find_part(state.store, _scope(ctx), KIND, "settings")
    return {**DEFAULTS, **(found.doc if found is not None else {})}


def cloudwatch_role(state: ApigwState, ctx: RequestContext) -> str | None:
    """The account's ``cloudwatchRoleArn`` in this region (what execution logging needs), if set."""
    return _settings(state, ctx).get("cloudwatchRoleArn") or None


def get_account(state: ApigwState, request: GetAccountRequest, ctx: RequestContext) -> GetAccountResponse:
    return cast("GetAccountResponse", _settings(state, ctx))


def _check_role(state: ApigwState, ctx: RequestContext, arn: str) -> None:
    directory = state.calls.interface(IamDirectory)
    role = directory.find_role_by_arn(arn) if directory is not None else None
    if role is None or arn.split(":")[4:5] != [ctx.account_id]:
        raise bad_request(f"The role ARN {arn} is not valid: no such role in this account")
    trust = parse_trust_policy(role["AssumeRolePolicyDocument"])
    if not trust_allows(
        trust, "apigateway.amazonaws.com", "sts:AssumeRole", {"aws:SourceAccount": ctx.account_id}
    ):
        raise bad_request("The role ARN does not have required permissions set to API Gateway")


def update_account(
    state: ApigwState, request: UpdateAccountRequest, ctx: RequestContext
) -> UpdateAccountResponse:
    with state.store.transaction():
        current = _settings(state, ctx)
        doc = apply(current, list(request.get("patchOperations") or []), ACCOUNT_PATHS)
        arn = str(doc.get("cloudwatchRoleArn") or "")
        if arn:
            _check_role(state, ctx, arn)
        else:
            doc.pop("cloudwatchRoleArn", None)
        kept = {k: v for k, v in doc.items() if k == "cloudwatchRoleArn"}
        record = PartRecord(_scope(ctx), KIND, "settings", kept)
        if parts.find_part(state.store, record.scope, KIND, "settings") is None:
            parts.insert_part(state.store, record, clock.now())
        else:
            parts.save_part(state.store, record)
    return cast("UpdateAccountResponse", doc)
