"""Identity providers: OpenID Connect providers (Create/Get/List/Delete, client ids, thumbprints) and
SAML providers (Create/Get/List/Update/Delete), with their tags.

labcloud verifies no federated tokens against them (AssumeRoleWithWebIdentity/SAML are STS's), but
tools create them beside the roles that trust them (Terraform's ``aws_iam_openid_connect_provider``,
EKS/GitHub Actions set-ups), and the roles' trust policies name their ARNs. An OIDC provider's ARN is
its URL without the scheme; GetOpenIDConnectProvider answers the URL that way too, as IAM does. The
tables are added by the IAM schema's migration 2.
"""

from __future__ import annotations

import json
import time
import uuid
from datetime import datetime
from typing import Any
from xml.etree import ElementTree

from labcloud.errors import AwsError
from labcloud.services.iam import tags
from labcloud.services.iam.core import already_exists, no_such_entity
from labcloud.services.iam.ids import from_epoch
from labcloud.store.db import Migration, Store

_TABLES_SQL = (
    """CREATE TABLE IF NOT EXISTS iam_oidc_providers (
        account_id TEXT NOT NULL,
        arn TEXT NOT NULL,
        url TEXT NOT NULL,
        client_ids TEXT NOT NULL DEFAULT '[]',
        thumbprints TEXT NOT NULL DEFAULT '[]',
        created REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (account_id, arn)
    )""",
    """CREATE TABLE IF NOT EXISTS iam_saml_providers (
        account_id TEXT NOT NULL,
        arn TEXT NOT NULL,
        name TEXT NOT NULL,
        provider_uuid TEXT NOT NULL,
        metadata TEXT NOT NULL,
        valid_until REAL,
        created REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (account_id, arn)
    )""",
)
MIGRATION = Migration(2, "iam_oidc_providers, iam_saml_providers: identity providers", _TABLES_SQL)
TABLES = ("iam_oidc_providers", "iam_saml_providers")

MAX_THUMBPRINTS = 5
MAX_CLIENT_IDS = 100


def _invalid(message: str) -> AwsError:
    return AwsError("InvalidInput", message, status=400)


# ------------------------------------------------------------------ OpenID Connect


def _oidc_row(store: Store, account: str, arn: str) -> Any:
    row = store.one("SELECT * FROM iam_oidc_providers WHERE account_id=? AND arn=?", (account, arn))
    if row is None:
        raise no_such_entity(f"OpenIDConnect Provider not found for arn {arn}")
    return row


def _checked_thumbprints(values: list[str]) -> list[str]:
    if len(values) > MAX_THUMBPRINTS:
        raise _invalid(f"Thumbprint list must contain fewer than {MAX_THUMBPRINTS} entries.")
    return list(dict.fromkeys(values))


def create_oidc(store: Store, account: str, params: dict[str, Any]) -> dict[str, Any]:
    url = str(params["Url"])
    if not url.startswith("https://") or len(url) <= len("https://"):
        raise _invalid("Invalid Open ID Connect Provider URL")
    client_ids = list(dict.fromkeys(params.get("ClientIDList") or []))
    if len(client_ids) > MAX_CLIENT_IDS:
        raise AwsError(
            "LimitExceeded",
            f"Cannot exceed quota for ClientIdsPerOpenIdConnectProvider: {MAX_CLIENT_IDS}",
            status=409,
        )
    thumbprints = _checked_thumbprints(list(params.get("ThumbprintList") or []))
    raw_tags = tags.initial(params.get("Tags"))
    arn = f"arn:aws:iam::{account}:oidc-provider/{url[len('https://') :]}"
    if store.one("SELECT 1 FROM iam_oidc_providers WHERE account_id=? AND arn=?", (account, arn)):
        raise already_exists(f"Provider with url {url} already exists.")
    with store.transaction():
        store.execute(
            "INSERT INTO iam_oidc_providers (account_id, arn, url, client_ids, thumbprints, created, tags)"
            " VALUES (?,?,?,?,?,?,?)",
            (account, arn, url, json.dumps(client_ids), json.dumps(thumbprints), time.time(), raw_tags),
        )
    out: dict[str, Any] = {"OpenIDConnectProviderArn": arn}
    listed = json.loads(raw_tags)
    if listed:
        out["Tags"] = listed
    return out


def get_oidc(store: Store, account: str, arn: str) -> dict[str, Any]:
    row = _oidc_row(store, account, arn)
    out: dict[str, Any] = {
        "Url": str(row["url"])[len("https://") :],
        "ClientIDList": json.loads(row["client_ids"]),
        "ThumbprintList": json.loads(row["thumbprints"]),
        "CreateDate": from_epoch(row["created"]),
    }
    listed = json.loads(row["tags"] or "[]")
    if listed:
        out["Tags"] = listed
    return out


def list_oidc(store: Store, account: str) -> dict[str, Any]:
    rows = store.all("SELECT arn FROM iam_oidc_providers WHERE account_id=? ORDER BY arn", (account,))
    return {"OpenIDConnectProviderList": [{"Arn": r["arn"]} for r in rows]}


def delete_oidc(store: Store, account: str, arn: str) -> None:
    _oidc_row(store, account, arn)
    with store.transaction():
        store.execute("DELETE FROM iam_oidc_providers WHERE account_id=? AND arn=?", (account, arn))


def _set(store: Store, account: str, arn: str, column: str, values: list[str]) -> None:
    with store.transaction():
        store.execute(
            f"UPDATE iam_oidc_providers SET {column}=? WHERE account_id=? AND arn=?",
            (json.dumps(values), account, arn),
        )


def add_client_id(store: Store, account: str, arn: str, client_id: str) -> None:
    row = _oidc_row(store, account, arn)
    current: list[str] = json.loads(row["client_ids"])
    if client_id in current:
        return
    if len(current) >= MAX_CLIENT_IDS:
        raise AwsError(
            "LimitExceeded",
            f"Cannot exceed quota for ClientIdsPerOpenIdConnectProvider: {MAX_CLIENT_IDS}",
            status=409,
        )
    _set(store, account, arn, "client_ids", [*current, client_id])


def remove_client_id(store: Store, account: str, arn: str, client_id: str) -> None:
    row = _oidc_row(store, account, arn)
    current: list[str] = json.loads(row["client_ids"])
    _set(store, account, arn, "client_ids", [c for c in current if c != client_id])


def update_thumbprints(store: Store, account: str, arn: str, thumbprints: list[str]) -> None:
    _oidc_row(store, account, arn)
    _set(store, account, arn, "thumbprints", _checked_thumbprints(thumbprints))


# ------------------------------------------------------------------ SAML


def _saml_row(store: Store, account: str, arn: str) -> Any:
    row = store.one("SELECT * FROM iam_saml_providers WHERE account_id=? AND arn=?", (account, arn))
    if row is None:
        raise no_such_entity(f"Manifest not found for arn {arn}")
    return row


def _valid_until(metadata: str) -> float | None:
    """The metadata's ``validUntil`` (None when it names none); InvalidInput when it is not SAML
    metadata (an XML document whose root is an EntityDescriptor or EntitiesDescriptor)."""
    try:
        root = ElementTree.fromstring(metadata)
    except ElementTree.ParseError:
        raise _invalid("Could not parse metadata") from None
    if root.tag.rsplit("}", 1)[-1] not in ("EntityDescriptor", "EntitiesDescriptor"):
        raise _invalid("Could not parse metadata")
    text = root.get("validUntil")
    if not text:
        return None
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()
    except ValueError:
        raise _invalid("Could not parse metadata") from None


def create_saml(store: Store, account: str, params: dict[str, Any]) -> dict[str, Any]:
    name, metadata = str(params["Name"]), str(params["SAMLMetadataDocument"])
    valid_until = _valid_until(metadata)
    raw_tags = tags.initial(params.get("Tags"))
    arn = f"arn:aws:iam::{account}:saml-provider/{name}"
    if store.one("SELECT 1 FROM iam_saml_providers WHERE account_id=? AND arn=?", (account, arn)):
        raise already_exists(f"SAMLProvider {name} already exists")
    with store.transaction():
        store.execute(
            "INSERT INTO iam_saml_providers (account_id, arn, name, provider_uuid, metadata, valid_until,"
            " created, tags) VALUES (?,?,?,?,?,?,?,?)",
            (account, arn, name, str(uuid.uuid4()), metadata, valid_until, time.time(), raw_tags),
        )
    out: dict[str, Any] = {"SAMLProviderArn": arn}
    listed = json.loads(raw_tags)
    if listed:
        out["Tags"] = listed
    return out


def get_saml(store: Store, account: str, arn: str) -> dict[str, Any]:
    row = _saml_row(store, account, arn)
    out: dict[str, Any] = {
        "SAMLProviderUUID": row["provider_uuid"],
        "SAMLMetadataDocument": row["metadata"],
        "CreateDate": from_epoch(row["created"]),
    }
    if row["valid_until"] is not None:
        out["ValidUntil"] = from_epoch(row["valid_until"])
    listed = json.loads(row["tags"] or "[]")
    if listed:
        out["Tags"] = listed
    return out


def list_saml(store: Store, account: str) -> dict[str, Any]:
    rows = store.all("SELECT * FROM iam_saml_providers WHERE account_id=? ORDER BY arn", (account,))
    listed = []
    for row in rows:
        item: dict[str, Any] = {"Arn": row["arn"]}
        if row["valid_until"] is not None:
            item["ValidUntil"] = from_epoch(row["valid_until"])
        item["CreateDate"] = from_epoch(row["created"])
        listed.append(item)
    return {"SAMLProviderList": listed}


def update_saml(store: Store, account: str, params: dict[str, Any]) -> dict[str, Any]:
    arn = params["SAMLProviderArn"]
    _saml_row(store, account, arn)
    metadata = params.get("SAMLMetadataDocument")
    if metadata:
        valid_until = _valid_until(str(metadata))
        with store.transaction():
            store.execute(
                "UPDATE iam_saml_providers SET metadata=?, valid_until=? WHERE account_id=? AND arn=?",
                (metadata, valid_until, account, arn),
            )
    return {"SAMLProviderArn": arn}


def delete_saml(store: Store, account: str, arn: str) -> None:
    _saml_row(store, account, arn)
    with store.transaction():
        store.execute("DELETE FROM iam_saml_providers WHERE account_id=? AND arn=?", (account, arn))


# ------------------------------------------------------------------ tags (both kinds)

_KINDS = {
    "oidc": ("iam_oidc_providers", _oidc_row),
    "saml": ("iam_saml_providers", _saml_row),
}


def tag(store: Store, account: str, kind: str, arn: str, new: list[dict[str, str]]) -> None:
    table, lookup = _KINDS[kind]
    row = lookup(store, account, arn)
    tags.tag(store, table, "account_id=? AND arn=?", (account, arn), row["tags"], new)


def untag(store: Store, account: str, kind: str, arn: str, keys: list[str]) -> None:
    table, lookup = _KINDS[kind]
    row = lookup(store, account, arn)
    tags.untag(store, table, "account_id=? AND arn=?", (account, arn), row["tags"], keys)


def list_tags(store: Store, account: str, kind: str, arn: str, params: dict[str, Any]) -> dict[str, Any]:
    _table, lookup = _KINDS[kind]
    return tags.listed(lookup(store, account, arn)["tags"], params)
