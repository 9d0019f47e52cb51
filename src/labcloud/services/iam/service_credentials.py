"""Service-specific credentials (CodeCommit HTTPS Git, Amazon Keyspaces): Create, List, Reset,
Update and Delete ServiceSpecificCredential for an IAM user, two per user and service.

Functions take the store and the account explicitly; the provider's thin methods call them.
Bedrock API keys (``CredentialAgeDays``, alias/secret members) are not modelled and are refused.
"""

from __future__ import annotations

import secrets
import string
import time
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.iam.core import no_such_entity
from labcloud.services.iam.ids import from_epoch, unique_id
from labcloud.services.iam.paging import page
from labcloud.store.db import Store

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS iam_service_credentials (
        credential_id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        user_name TEXT NOT NULL COLLATE NOCASE,
        service TEXT NOT NULL,
        password TEXT NOT NULL,
        status TEXT NOT NULL,
        created REAL NOT NULL
    )""",
)
TABLES = ("iam_service_credentials",)

SERVICES = frozenset({"codecommit.amazonaws.com", "cassandra.amazonaws.com"})
PER_USER_AND_SERVICE = 2
_PASSWORD_CHARS = string.ascii_letters + string.digits + "+/="


def _out(row: Any, account: str, with_password: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "CreateDate": from_epoch(row["created"]),
        "ServiceName": row["service"],
        "ServiceUserName": f"{row['user_name']}-at-{account}",
        "ServiceSpecificCredentialId": row["credential_id"],
        "UserName": row["user_name"],
        "Status": row["status"],
    }
    if with_password:
        out["ServicePassword"] = row["password"]
    return out


def _user(store: Store, account: str, name: str) -> str:
    row = store.one("SELECT name FROM iam_users WHERE account_id=? AND name=?", (account, name))
    if row is None:
        raise no_such_entity(f"The user with name {name} cannot be found.")
    return str(row["name"])


def _credential(store: Store, account: str, credential_id: str, user: str | None) -> Any:
    row = store.one(
        "SELECT * FROM iam_service_credentials WHERE credential_id=? AND account_id=?",
        (credential_id, account),
    )
    if row is None or (user is not None and row["user_name"].lower() != user.lower()):
        raise no_such_entity(f"No such credential {credential_id} exists")
    return row


def create(store: Store, account: str, params: dict[str, Any]) -> dict[str, Any]:
    if params.get("CredentialAgeDays") is not None:
        raise AwsError(
            "ValidationError", "labcloud does not support CredentialAgeDays (Bedrock API keys).", status=400
        )
    user = _user(store, account, params["UserName"])
    service = params["ServiceName"]
    if service not in SERVICES:
        raise AwsError(
            "NotSupportedService",
            f"Service {service} is not supported for service-specific credentials.",
            status=404,
        )
    count = store.scalar(
        "SELECT COUNT(*) FROM iam_service_credentials WHERE account_id=? AND user_name=? AND service=?",
        (account, user, service),
    )
    if int(count or 0) >= PER_USER_AND_SERVICE:
        raise AwsError(
            "LimitExceeded",
            f"Cannot exceed quota for ServiceSpecificCredentialsPerUserPerService: {PER_USER_AND_SERVICE}",
            status=409,
        )
    credential_id = unique_id("ACCA")
    with store.transaction():
        store.execute(
            "INSERT INTO iam_service_credentials (credential_id, account_id, user_name, service, password,"
            " status, created) VALUES (?,?,?,?,?,?,?)",
            (
                credential_id,
                account,
                user,
                service,
                "".join(secrets.choice(_PASSWORD_CHARS) for _ in range(44)),
                "Active",
                time.time(),
            ),
        )
    row = _credential(store, account, credential_id, None)
    return {"ServiceSpecificCredential": _out(row, account, with_password=True)}


def list_for(store: Store, account: str, params: dict[str, Any], caller: str | None) -> dict[str, Any]:
    if params.get("AllUsers"):
        rows = store.all(
            "SELECT * FROM iam_service_credentials WHERE account_id=? ORDER BY created", (account,)
        )
    else:
        name = params.get("UserName") or caller
        if name is None:
            raise AwsError(
                "ValidationError", "UserName is required when the caller is not an IAM user.", status=400
            )
        user = _user(store, account, name)
        rows = store.all(
            "SELECT * FROM iam_service_credentials WHERE account_id=? AND user_name=? ORDER BY created",
            (account, user),
        )
    service = params.get("ServiceName")
    items = [
        _out(r, account, with_password=False) for r in rows if service is None or r["service"] == service
    ]
    return page(items, params, "ServiceSpecificCredentials")


def reset(store: Store, account: str, params: dict[str, Any]) -> dict[str, Any]:
    row = _credential(store, account, params["ServiceSpecificCredentialId"], params.get("UserName"))
    with store.transaction():
        store.execute(
            "UPDATE iam_service_credentials SET password=? WHERE credential_id=?",
            ("".join(secrets.choice(_PASSWORD_CHARS) for _ in range(44)), row["credential_id"]),
        )
    row = _credential(store, account, row["credential_id"], None)
    return {"ServiceSpecificCredential": _out(row, account, with_password=True)}


def update(store: Store, account: str, params: dict[str, Any]) -> None:
    row = _credential(store, account, params["ServiceSpecificCredentialId"], params.get("UserName"))
    with store.transaction():
        store.execute(
            "UPDATE iam_service_credentials SET status=? WHERE credential_id=?",
            (params["Status"], row["credential_id"]),
        )


def delete(store: Store, account: str, params: dict[str, Any]) -> None:
    row = _credential(store, account, params["ServiceSpecificCredentialId"], params.get("UserName"))
    with store.transaction():
        store.execute("DELETE FROM iam_service_credentials WHERE credential_id=?", (row["credential_id"],))
