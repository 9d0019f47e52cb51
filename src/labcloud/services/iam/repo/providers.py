"""Identity providers: OpenID Connect (``iam_oidc_providers``) and SAML (``iam_saml_providers``)."""

from __future__ import annotations

from labcloud.services.iam.repo.records import OidcProviderRecord, SamlProviderRecord
from labcloud.store.db import Store

# ------------------------------------------------------------------ OpenID Connect


def oidc(store: Store, account_id: str, arn: str) -> OidcProviderRecord | None:
    row = store.one("SELECT * FROM iam_oidc_providers WHERE account_id=? AND arn=?", (account_id, arn))
    return None if row is None else OidcProviderRecord.of(row)


def oidc_arns(store: Store, account_id: str) -> list[str]:
    rows = store.all("SELECT arn FROM iam_oidc_providers WHERE account_id=? ORDER BY arn", (account_id,))
    return [r["arn"] for r in rows]


def insert_oidc(store: Store, provider: OidcProviderRecord) -> None:
    store.execute(
        "INSERT INTO iam_oidc_providers (account_id, arn, url, client_ids, thumbprints, created, tags)"
        " VALUES (?,?,?,?,?,?,?)",
        (
            provider.account_id,
            provider.arn,
            provider.url,
            provider.client_ids,
            provider.thumbprints,
            provider.created,
            provider.tags,
        ),
    )


def delete_oidc(store: Store, account_id: str, arn: str) -> None:
    store.execute("DELETE FROM iam_oidc_providers WHERE account_id=? AND arn=?", (account_id, arn))


def set_client_ids(store: Store, account_id: str, arn: str, stored: str) -> None:
    store.execute(
        "UPDATE iam_oidc_providers SET client_ids=? WHERE account_id=? AND arn=?", (stored, account_id, arn)
    )


def set_thumbprints(store: Store, account_id: str, arn: str, stored: str) -> None:
    store.execute(
        "UPDATE iam_oidc_providers SET thumbprints=? WHERE account_id=? AND arn=?", (stored, account_id, arn)
    )


# ------------------------------------------------------------------ SAML


def saml(store: Store, account_id: str, arn: str) -> SamlProviderRecord | None:
    row = store.one("SELECT * FROM iam_saml_providers WHERE account_id=? AND arn=?", (account_id, arn))
    return None if row is None else SamlProviderRecord.of(row)


def saml_providers(store: Store, account_id: str) -> list[SamlProviderRecord]:
    return [
        SamlProviderRecord.of(r)
        for r in store.all("SELECT * FROM iam_saml_providers WHERE account_id=? ORDER BY arn", (account_id,))
    ]


def insert_saml(store: Store, provider: SamlProviderRecord) -> None:
    store.execute(
        "INSERT INTO iam_saml_providers (account_id, arn, name, provider_uuid, metadata, valid_until,"
        " created, tags) VALUES (?,?,?,?,?,?,?,?)",
        (
            provider.account_id,
            provider.arn,
            provider.name,
            provider.provider_uuid,
            provider.metadata,
            provider.valid_until,
            provider.created,
            provider.tags,
        ),
    )


def set_metadata(store: Store, account_id: str, arn: str, metadata: str, valid_until: float | None) -> None:
    store.execute(
        "UPDATE iam_saml_providers SET metadata=?, valid_until=? WHERE account_id=? AND arn=?",
        (metadata, valid_until, account_id, arn),
    )


def delete_saml(store: Store, account_id: str, arn: str) -> None:
    store.execute("DELETE FROM iam_saml_providers WHERE account_id=? AND arn=?", (account_id, arn))
