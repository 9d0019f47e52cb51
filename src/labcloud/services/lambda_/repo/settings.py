"""Tables of Lambda's account and configuration APIs (code signing, provisioned concurrency, recursion, layer policies).

They belong to their own schema owner (``lambda_settings``) so they are created beside the function
tables without changing them: a function's code-signing config and recursion setting are rows of
``lambda_function_settings`` keyed by the function, removed with it (see :func:`forget_function`).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store
from labcloud.store.records import FrozenRecord

OWNER = "lambda_settings"

TABLES = (
    "lambda_code_signing_configs",
    "lambda_function_settings",
    "lambda_provisioned",
    "lambda_layer_policies",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS lambda_code_signing_configs (
        account_id TEXT NOT NULL, region TEXT NOT NULL, csc_id TEXT NOT NULL, doc TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '{}', created REAL NOT NULL,
        PRIMARY KEY (account_id, region, csc_id))""",
    # one row per (function, setting): 'code_signing' -> a config ARN, 'recursion' -> Allow/Terminate,
    # 'runtime:<version>' -> the runtime management config (JSON) of $LATEST or a published version
    """CREATE TABLE IF NOT EXISTS lambda_function_settings (
        account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL, setting TEXT NOT NULL,
        value TEXT NOT NULL, PRIMARY KEY (account_id, region, name, setting))""",
    """CREATE TABLE IF NOT EXISTS lambda_provisioned (
        account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL, qualifier TEXT NOT NULL,
        requested INTEGER NOT NULL, last_modified TEXT NOT NULL,
        PRIMARY KEY (account_id, region, name, qualifier))""",
    """CREATE TABLE IF NOT EXISTS lambda_layer_policies (
        account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL, version INTEGER NOT NULL,
        doc TEXT NOT NULL, PRIMARY KEY (account_id, region, name, version))""",
)


def ensure(store: Store) -> None:
    store.ensure_schema(OWNER, SCHEMA)


def forget_function(
    store: Store, account_id: str, region: str, name: str, qualifier: str | None = None
) -> None:
    """Drop what belongs to a deleted function (or, given a qualifier, to one deleted version or alias)."""
    if qualifier is not None:
        store.execute(
            "DELETE FROM lambda_provisioned WHERE account_id=? AND region=? AND name=? AND qualifier=?",
            (account_id, region, name, qualifier),
        )
        store.execute(
            "DELETE FROM lambda_function_settings WHERE account_id=? AND region=? AND name=? AND setting=?",
            (account_id, region, name, f"runtime:{qualifier}"),
        )
        return
    for table in ("lambda_function_settings", "lambda_provisioned"):
        store.execute(
            f"DELETE FROM {table} WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
        )


def get_setting(store: Store, account_id: str, region: str, name: str, setting: str) -> str | None:
    value = store.scalar(
        "SELECT value FROM lambda_function_settings WHERE account_id=? AND region=? AND name=? AND setting=?",
        (account_id, region, name, setting),
    )
    return None if value is None else str(value)


def put_setting(
    store: Store, account_id: str, region: str, name: str, setting: str, value: str | None
) -> None:
    """Set (or, with None, clear) one setting of a function."""
    with store.transaction():
        if value is None:
            store.execute(
                "DELETE FROM lambda_function_settings WHERE account_id=? AND region=? AND name=? AND setting=?",
                (account_id, region, name, setting),
            )
        else:
            store.execute(
                "INSERT INTO lambda_function_settings (account_id, region, name, setting, value) VALUES (?,?,?,?,?) "
                "ON CONFLICT(account_id, region, name, setting) DO UPDATE SET value=excluded.value",
                (account_id, region, name, setting, value),
            )


def users_of(store: Store, account_id: str, region: str, setting: str, value: str) -> list[str]:
    """The functions whose ``setting`` is ``value`` (those using a code signing config), by name."""
    return [
        str(r["name"])
        for r in store.all(
            "SELECT name FROM lambda_function_settings WHERE account_id=? AND region=? AND setting=? "
            "AND value=? ORDER BY name",
            (account_id, region, setting, value),
        )
    ]


# -- code signing configs -------------------------------------------------------------------


def code_signing_config(store: Store, account_id: str, region: str, csc_id: str) -> dict[str, Any] | None:
    row = store.one(
        "SELECT doc FROM lambda_code_signing_configs WHERE account_id=? AND region=? AND csc_id=?",
        (account_id, region, csc_id),
    )
    return None if row is None else dict(json.loads(row["doc"]))


def code_signing_configs(store: Store, account_id: str, region: str) -> list[dict[str, Any]]:
    return [
        json.loads(r["doc"])
        for r in store.all(
            "SELECT doc FROM lambda_code_signing_configs WHERE account_id=? AND region=? ORDER BY created, csc_id",
            (account_id, region),
        )
    ]


def insert_code_signing_config(
    store: Store,
    account_id: str,
    region: str,
    csc_id: str,
    doc: dict[str, Any],
    tags: dict[str, str],
    created: float,
) -> None:
    store.execute(
        "INSERT INTO lambda_code_signing_configs (account_id, region, csc_id, doc, tags, created) VALUES (?,?,?,?,?,?)",
        (account_id, region, csc_id, json.dumps(doc), json.dumps(tags), created),
    )


def save_code_signing_config(
    store: Store, account_id: str, region: str, csc_id: str, doc: dict[str, Any]
) -> None:
    store.execute(
        "UPDATE lambda_code_signing_configs SET doc=? WHERE account_id=? AND region=? AND csc_id=?",
        (json.dumps(doc), account_id, region, csc_id),
    )


def delete_code_signing_config(store: Store, account_id: str, region: str, csc_id: str) -> None:
    store.execute(
        "DELETE FROM lambda_code_signing_configs WHERE account_id=? AND region=? AND csc_id=?",
        (account_id, region, csc_id),
    )


def code_signing_tags(store: Store, account_id: str, region: str, csc_id: str) -> dict[str, str]:
    value = store.scalar(
        "SELECT tags FROM lambda_code_signing_configs WHERE account_id=? AND region=? AND csc_id=?",
        (account_id, region, csc_id),
    )
    return {} if value is None else dict(json.loads(value))


def save_code_signing_tags(
    store: Store, account_id: str, region: str, csc_id: str, tags: dict[str, str]
) -> None:
    store.execute(
        "UPDATE lambda_code_signing_configs SET tags=? WHERE account_id=? AND region=? AND csc_id=?",
        (json.dumps(tags), account_id, region, csc_id),
    )


# -- provisioned concurrency ----------------------------------------------------------------


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Provisioned(FrozenRecord):
    """One version's or alias's provisioned concurrency config."""

    qualifier: str
    requested: int
    last_modified: str


def _provisioned(row: sqlite3.Row) -> Provisioned:
    return Provisioned(row["qualifier"], int(row["requested"]), row["last_modified"])


def provisioned(store: Store, account_id: str, region: str, name: str) -> dict[str, Provisioned]:
    """The function's provisioned concurrency configs by qualifier, in qualifier order."""
    return {
        r["qualifier"]: _provisioned(r)
        for r in store.all(
            "SELECT * FROM lambda_provisioned WHERE account_id=? AND region=? AND name=? ORDER BY qualifier",
            (account_id, region, name),
        )
    }


def put_provisioned(
    store: Store, account_id: str, region: str, name: str, qualifier: str, requested: int, modified: str
) -> None:
    store.execute(
        "INSERT INTO lambda_provisioned (account_id, region, name, qualifier, requested, last_modified) "
        "VALUES (?,?,?,?,?,?) ON CONFLICT(account_id, region, name, qualifier) "
        "DO UPDATE SET requested=excluded.requested, last_modified=excluded.last_modified",
        (account_id, region, name, qualifier, requested, modified),
    )


def delete_provisioned(store: Store, account_id: str, region: str, name: str, qualifier: str) -> None:
    store.execute(
        "DELETE FROM lambda_provisioned WHERE account_id=? AND region=? AND name=? AND qualifier=?",
        (account_id, region, name, qualifier),
    )
