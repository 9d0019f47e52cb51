"""Account-level rows: aliases (``iam_account_aliases``), the password policy (``iam_password_policies``),
the counts of GetAccountSummary, service-linked role deletion tasks (``iam_slr_deletions``), service-specific
credentials (``iam_service_credentials``), login profiles (``iam_login_profiles``), roles' last use
(``iam_role_last_used``) and the tags kept on the entities' rows."""

from __future__ import annotations

from labcloud.services.iam.repo.records import LastUseRecord, LoginProfileRecord, ServiceCredentialRecord
from labcloud.store.db import Store

# ------------------------------------------------------------------ aliases


def alias_owner(store: Store, alias: str) -> str | None:
    value = store.scalar("SELECT account_id FROM iam_account_aliases WHERE alias=?", (alias,))
    return None if value is None else str(value)


def replace_alias(store: Store, account_id: str, alias: str) -> None:
    """An account has one alias: a new one replaces it."""
    store.execute("DELETE FROM iam_account_aliases WHERE account_id=?", (account_id,))
    store.execute("INSERT INTO iam_account_aliases (alias, account_id) VALUES (?,?)", (alias, account_id))


def delete_alias(store: Store, account_id: str, alias: str) -> bool:
    return bool(
        store.execute(
            "DELETE FROM iam_account_aliases WHERE alias=? AND account_id=?", (alias, account_id)
        ).rowcount
    )


def aliases(store: Store, account_id: str) -> list[str]:
    return [
        r["alias"]
        for r in store.all("SELECT alias FROM iam_account_aliases WHERE account_id=?", (account_id,))
    ]


# ------------------------------------------------------------------ password policy and summary


def put_password_policy(store: Store, account_id: str, stored: str) -> None:
    store.execute(
        "INSERT OR REPLACE INTO iam_password_policies (account_id, policy) VALUES (?,?)", (account_id, stored)
    )


def password_policy(store: Store, account_id: str) -> str | None:
    value = store.scalar("SELECT policy FROM iam_password_policies WHERE account_id=?", (account_id,))
    return None if value is None else str(value)


def delete_password_policy(store: Store, account_id: str) -> bool:
    return bool(store.execute("DELETE FROM iam_password_policies WHERE account_id=?", (account_id,)).rowcount)


_COUNTED = {
    "Users": "iam_users",
    "Groups": "iam_groups",
    "Roles": "iam_roles",
    "Policies": "iam_policies",
    "InstanceProfiles": "iam_instance_profiles",
    "PolicyVersionsInUse": "iam_attachments",
    "OidcProviders": "iam_oidc_providers",
    "SamlProviders": "iam_saml_providers",
}


def counts(store: Store, account_id: str) -> dict[str, int]:
    """The account's rows per kind (keys of ``_COUNTED``) and ``RootKeys``: the root's own access keys."""
    out = {
        key: int(store.scalar(f"SELECT COUNT(*) FROM {table} WHERE account_id=?", (account_id,)) or 0)
        for key, table in _COUNTED.items()
    }
    out["RootKeys"] = int(
        store.scalar(
            "SELECT COUNT(*) FROM iam_access_keys WHERE account_id=? AND user_name=''", (account_id,)
        )
        or 0
    )
    return out


# ------------------------------------------------------------------ service-linked role deletions


def insert_deletion(store: Store, task: str, account_id: str, status: str, created: float) -> None:
    store.execute(
        "INSERT INTO iam_slr_deletions (task_id, account_id, status, created) VALUES (?,?,?,?)",
        (task, account_id, status, created),
    )


def deletion_status(store: Store, account_id: str, task: str) -> str | None:
    value = store.scalar(
        "SELECT status FROM iam_slr_deletions WHERE task_id=? AND account_id=?", (task, account_id)
    )
    return None if value is None else str(value)


# ------------------------------------------------------------------ service-specific credentials


def credential(store: Store, account_id: str, credential_id: str) -> ServiceCredentialRecord | None:
    row = store.one(
        "SELECT * FROM iam_service_credentials WHERE credential_id=? AND account_id=?",
        (credential_id, account_id),
    )
    return None if row is None else ServiceCredentialRecord.of(row)


def credentials(store: Store, account_id: str, user_name: str | None) -> list[ServiceCredentialRecord]:
    """The account's credentials (``user_name`` None), or one user's, oldest first."""
    if user_name is None:
        rows = store.all(
            "SELECT * FROM iam_service_credentials WHERE account_id=? ORDER BY created", (account_id,)
        )
    else:
        rows = store.all(
            "SELECT * FROM iam_service_credentials WHERE account_id=? AND user_name=? ORDER BY created",
            (account_id, user_name),
        )
    return [ServiceCredentialRecord.of(r) for r in rows]


def credential_count(store: Store, account_id: str, user_name: str, service: str) -> int:
    return int(
        store.scalar(
            "SELECT COUNT(*) FROM iam_service_credentials WHERE account_id=? AND user_name=? AND service=?",
            (account_id, user_name, service),
        )
        or 0
    )


def insert_credential(store: Store, credential: ServiceCredentialRecord) -> None:
    store.execute(
        "INSERT INTO iam_service_credentials (credential_id, account_id, user_name, service, password,"
        " status, created) VALUES (?,?,?,?,?,?,?)",
        (
            credential.credential_id,
            credential.account_id,
            credential.user_name,
            credential.service,
            credential.password,
            credential.status,
            credential.created,
        ),
    )


def set_credential_password(store: Store, credential_id: str, password: str) -> None:
    store.execute(
        "UPDATE iam_service_credentials SET password=? WHERE credential_id=?", (password, credential_id)
    )


def set_credential_status(store: Store, credential_id: str, status: str) -> None:
    store.execute(
        "UPDATE iam_service_credentials SET status=? WHERE credential_id=?", (status, credential_id)
    )


def delete_credential(store: Store, credential_id: str) -> None:
    store.execute("DELETE FROM iam_service_credentials WHERE credential_id=?", (credential_id,))


# ------------------------------------------------------------------ login profiles


def login_profile(store: Store, account_id: str, user_name: str) -> LoginProfileRecord | None:
    row = store.one(
        "SELECT * FROM iam_login_profiles WHERE account_id=? AND user_name=?", (account_id, user_name)
    )
    return None if row is None else LoginProfileRecord.of(row)


def put_login_profile(store: Store, profile: LoginProfileRecord) -> None:
    store.execute(
        "INSERT INTO iam_login_profiles (account_id, user_name, password_hash, reset_required, created)"
        " VALUES (?,?,?,?,?)",
        (
            profile.account_id,
            profile.user_name,
            profile.password_hash,
            int(profile.reset_required),
            profile.created,
        ),
    )


def update_login_profile(
    store: Store, account_id: str, user_name: str, password_hash: str, reset_required: bool
) -> None:
    store.execute(
        "UPDATE iam_login_profiles SET password_hash=?, reset_required=? WHERE account_id=? AND user_name=?",
        (password_hash, int(reset_required), account_id, user_name),
    )


def delete_login_profile(store: Store, account_id: str, user_name: str) -> None:
    store.execute(
        "DELETE FROM iam_login_profiles WHERE account_id=? AND user_name=?", (account_id, user_name)
    )


# ------------------------------------------------------------------ roles' last use


def note_use(store: Store, account_id: str, role_name: str, used: float, region: str) -> None:
    store.execute(
        "INSERT INTO iam_role_last_used (account_id, name, used, region) VALUES (?,?,?,?)"
        " ON CONFLICT (account_id, name) DO UPDATE SET used=excluded.used, region=excluded.region",
        (account_id, role_name, used, region),
    )


def last_use(store: Store, account_id: str, role_name: str) -> LastUseRecord | None:
    row = store.one(
        "SELECT used, region FROM iam_role_last_used WHERE account_id=? AND name=?", (account_id, role_name)
    )
    return None if row is None else LastUseRecord(float(row["used"]), row["region"])


def forget_use(store: Store, account_id: str, role_name: str) -> None:
    store.execute("DELETE FROM iam_role_last_used WHERE account_id=? AND name=?", (account_id, role_name))


# ------------------------------------------------------------------ tags on entities' rows

#: entity kind → (table, the condition naming one row); the row's key fills the condition.
TAGGED = {
    "role": ("iam_roles", "account_id=? AND name=?"),
    "user": ("iam_users", "account_id=? AND name=?"),
    "policy": ("iam_policies", "arn=?"),
    "instance_profile": ("iam_instance_profiles", "account_id=? AND name=?"),
    "oidc": ("iam_oidc_providers", "account_id=? AND arn=?"),
    "saml": ("iam_saml_providers", "account_id=? AND arn=?"),
    "server_certificate": ("iam_server_certificates", "account_id=? AND name=?"),
}


def set_tags(store: Store, kind: str, key: tuple[str, ...], stored: str) -> None:
    table, where = TAGGED[kind]
    store.execute(f"UPDATE {table} SET tags=? WHERE {where}", (stored, *key))
