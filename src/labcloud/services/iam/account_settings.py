"""Account-wide IAM settings and counts: the account password policy (Update/Get/DeleteAccountPasswordPolicy),
GetAccountSummary, and how IAM answers for credentials labcloud has no way to create (MFA devices,
SSH public keys, signing and server certificates): their listings are empty, as in an account without any.

The password policy table is added by the IAM schema's migration 4.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.iam.core import no_such_entity
from labcloud.store.db import Migration, Store

MIGRATION = Migration(
    4,
    "iam_password_policies: the account password policy",
    (
        """CREATE TABLE IF NOT EXISTS iam_password_policies (
            account_id TEXT PRIMARY KEY,
            policy TEXT NOT NULL
        )""",
    ),
)
TABLES = ("iam_password_policies",)

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


def update_password_policy(store: Store, account: str, params: dict[str, Any]) -> None:
    policy = {key: params.get(key, default) for key, default in _DEFAULTS.items()}
    for key in ("MaxPasswordAge", "PasswordReusePrevention"):
        if params.get(key):
            policy[key] = int(params[key])
    with store.transaction():
        store.execute(
            "INSERT OR REPLACE INTO iam_password_policies (account_id, policy) VALUES (?,?)",
            (account, json.dumps(policy)),
        )


def get_password_policy(store: Store, account: str) -> dict[str, Any]:
    raw = store.scalar("SELECT policy FROM iam_password_policies WHERE account_id=?", (account,))
    if raw is None:
        raise _missing(account)
    stored: dict[str, Any] = json.loads(raw)
    out = {key: stored[key] for key in _DEFAULTS if key != "HardExpiry"}
    out["ExpirePasswords"] = bool(stored.get("MaxPasswordAge"))
    for key in ("MaxPasswordAge", "PasswordReusePrevention"):
        if stored.get(key):
            out[key] = stored[key]
    out["HardExpiry"] = stored["HardExpiry"]
    return {"PasswordPolicy": out}


def delete_password_policy(store: Store, account: str) -> None:
    with store.transaction():
        if not store.execute("DELETE FROM iam_password_policies WHERE account_id=?", (account,)).rowcount:
            raise _missing(account)


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


def account_summary(store: Store, account: str) -> dict[str, Any]:
    def count(sql: str) -> int:
        return int(store.scalar(sql, (account,)) or 0)

    summary = {
        "Users": count("SELECT COUNT(*) FROM iam_users WHERE account_id=?"),
        "Groups": count("SELECT COUNT(*) FROM iam_groups WHERE account_id=?"),
        "Roles": count("SELECT COUNT(*) FROM iam_roles WHERE account_id=?"),
        "Policies": count("SELECT COUNT(*) FROM iam_policies WHERE account_id=?"),
        "InstanceProfiles": count("SELECT COUNT(*) FROM iam_instance_profiles WHERE account_id=?"),
        "PolicyVersionsInUse": count("SELECT COUNT(*) FROM iam_attachments WHERE account_id=?"),
        "Providers": count("SELECT COUNT(*) FROM iam_oidc_providers WHERE account_id=?")
        + count("SELECT COUNT(*) FROM iam_saml_providers WHERE account_id=?"),
        "AccountAccessKeysPresent": min(
            1, count("SELECT COUNT(*) FROM iam_access_keys WHERE account_id=? AND user_name=''")
        ),
        "ServerCertificates": 0,
        "MFADevices": 0,
        "MFADevicesInUse": 0,
        "AccountMFAEnabled": 0,
        "AccountSigningCertificatesPresent": 0,
        **QUOTAS,
    }
    return {"SummaryMap": summary}


def _empty(key: str, *, user: bool) -> Callable[[Any, RequestContext, dict[str, Any]], dict[str, Any]]:
    """A listing with nothing in it; for a user's listing, the user must exist (or be the caller)."""

    def answer(provider: Any, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        if user and params.get("UserName"):
            provider.require_user(ctx, params["UserName"])
        return {key: [], "IsTruncated": False}

    return answer


#: Operations answered as an account without any of these credentials has them answered.
EMPTY_LISTINGS = {
    "ListMFADevices": _empty("MFADevices", user=True),
    "ListVirtualMFADevices": _empty("VirtualMFADevices", user=False),
    "ListSSHPublicKeys": _empty("SSHPublicKeys", user=True),
    "ListSigningCertificates": _empty("Certificates", user=True),
    "ListServerCertificates": _empty("ServerCertificateMetadataList", user=False),
}
