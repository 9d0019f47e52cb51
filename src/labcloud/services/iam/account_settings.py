"""Account-wide IAM settings and counts: the account password policy (Update/Get/DeleteAccountPasswordPolicy),
GetAccountSummary, and how IAM answers for credentials labcloud has no way to create (MFA devices,
SSH public keys, signing and server certificates): their listings are empty, as in an account without any.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.iam.core import no_such_entity
from labcloud.services.iam.lookups import require_user
from labcloud.services.iam.repo import account
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        DeleteAccountPasswordPolicyRequest,
        DeleteAccountPasswordPolicyResponse,
        GetAccountPasswordPolicyRequest,
        GetAccountPasswordPolicyResponse,
        GetAccountSummaryRequest,
        GetAccountSummaryResponse,
        UpdateAccountPasswordPolicyRequest,
        UpdateAccountPasswordPolicyResponse,
    )

#: UpdateAccountPasswordPolicy's defaults for members the request leaves out.
_DEFAULTS: dict[str, Any] = {
    "MinimumPasswordLength": 6,
    "RequireSymbols": False,
    "RequireNumbers": False,
    "RequireUppercaseCharacters": False,
    "RequireLowercaseCharacters": False,
    "AllowUsersToChangePassword": False,
    "HardExpiry": False,
}


def _missing(account: str) -> Exception:
    return no_such_entity(f"The Password Policy with domain name {account} cannot be found.")


def update_account_password_policy(
    state: IamState, request: UpdateAccountPasswordPolicyRequest, ctx: RequestContext
) -> UpdateAccountPasswordPolicyResponse:
    policy = {key: request.get(key, default) for key, default in _DEFAULTS.items()}
    for key in ("MaxPasswordAge", "PasswordReusePrevention"):
        if request.get(key):
            policy[key] = int(request[key])
    with state.store.transaction():
        account.put_password_policy(state.store, ctx.account_id, json.dumps(policy))
    return {}


def get_account_password_policy(
    state: IamState, request: GetAccountPasswordPolicyRequest, ctx: RequestContext
) -> GetAccountPasswordPolicyResponse:
    raw = account.password_policy(state.store, ctx.account_id)
    if raw is None:
        raise _missing(ctx.account_id)
    stored: dict[str, Any] = json.loads(raw)
    out = {key: stored[key] for key in _DEFAULTS if key != "HardExpiry"}
    out["ExpirePasswords"] = bool(stored.get("MaxPasswordAge"))
    for key in ("MaxPasswordAge", "PasswordReusePrevention"):
        if stored.get(key):
            out[key] = stored[key]
    out["HardExpiry"] = stored["HardExpiry"]
    return cast("GetAccountPasswordPolicyResponse", {"PasswordPolicy": out})


def delete_account_password_policy(
    state: IamState, request: DeleteAccountPasswordPolicyRequest, ctx: RequestContext
) -> DeleteAccountPasswordPolicyResponse:
    with state.store.transaction():
        if not account.delete_password_policy(state.store, ctx.account_id):
            raise _missing(ctx.account_id)
    return {}


#: GetAccountSummary's quotas: IAM's default quotas for an account.
QUOTAS = {
    "UsersQuota": 5000,
    "GroupsQuota": 300,
    "RolesQuota": 1000,
    "PoliciesQuota": 1500,
    "InstanceProfilesQuota": 1000,
    "ServerCertificatesQuota": 20,
    "AccessKeysPerUserQuota": 2,
    "AttachedPoliciesPerGroupQuota": 10,
    "AttachedPoliciesPerRoleQuota": 10,
    "AttachedPoliciesPerUserQuota": 10,
    "GroupsPerUserQuota": 10,
    "SigningCertificatesPerUserQuota": 2,
    "VersionsPerPolicyQuota": 5,
    "PolicyVersionsInUseQuota": 10000,
    "PolicySizeQuota": 6144,
    "UserPolicySizeQuota": 2048,
    "GroupPolicySizeQuota": 5120,
    "RolePolicySizeQuota": 10240,
    "AssumeRolePolicySizeQuota": 2048,
    "GlobalEndpointTokenVersion": 1,
}


def get_account_summary(
    state: IamState, request: GetAccountSummaryRequest, ctx: RequestContext
) -> GetAccountSummaryResponse:
    counts = account.counts(state.store, ctx.account_id)
    summary = {
        "Users": counts["Users"],
        "Groups": counts["Groups"],
        "Roles": counts["Roles"],
        "Policies": counts["Policies"],
        "InstanceProfiles": counts["InstanceProfiles"],
        "PolicyVersionsInUse": counts["PolicyVersionsInUse"],
        "Providers": counts["OidcProviders"] + counts["SamlProviders"],
        "AccountAccessKeysPresent": min(1, counts["RootKeys"]),
        "ServerCertificates": 0,
        "MFADevices": 0,
        "MFADevicesInUse": 0,
        "AccountMFAEnabled": 0,
        "AccountSigningCertificatesPresent": 0,
        **QUOTAS,
    }
    return {"SummaryMap": summary}


Answer = Callable[[RequestContext, dict[str, Any]], dict[str, Any]]


def _empty(key: str, *, user: bool) -> Callable[[IamState], Answer]:
    """A listing with nothing in it; for a user's listing, the user must exist (or be the caller)."""

    def bind(state: IamState) -> Answer:
        def answer(ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
            if user and params.get("UserName"):
                require_user(state, ctx, params["UserName"])
            return {key: [], "IsTruncated": False}

        return answer

    return bind


#: Operations answered as an account without any of these credentials has them answered.
EMPTY_LISTINGS = {
    "ListMFADevices": _empty("MFADevices", user=True),
    "ListVirtualMFADevices": _empty("VirtualMFADevices", user=False),
    "ListSSHPublicKeys": _empty("SSHPublicKeys", user=True),
    "ListSigningCertificates": _empty("Certificates", user=True),
    "ListServerCertificates": _empty("ServerCertificateMetadataList", user=False),
}


def absent(state: IamState, operation: str) -> Answer | None:
    """How IAM answers an operation outside the table: the empty listings above, else not implemented."""
    listing = EMPTY_LISTINGS.get(operation)
    return None if listing is None else listing(state)
