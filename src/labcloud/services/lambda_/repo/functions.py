"""Functions (``lambda_functions``), their published versions (``lambda_versions``) and aliases
(``lambda_aliases``). A function's ``$LATEST`` configuration, a version's and an alias's documents are
JSON texts; they come back decoded. ``Key`` is (account, region, function name)."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labcloud.store.db import Store
from labcloud.store.records import Record

if TYPE_CHECKING:
    from labcloud.services.lambda_.alias_record import Alias
    from labcloud.services.lambda_.function_config import FunctionConfig

Key = tuple[str, str, str]


def _config(text: str) -> FunctionConfig:
    # the typed record's module (~2 ms of dataclass building) is imported with the first function read,
    # so that building Lambda and an account's first ListFunctions with no function leave it unimported
    from labcloud.services.lambda_.function_config import FunctionConfig

    return FunctionConfig.from_doc(json.loads(text))


def _alias(text: str) -> Alias:
    from labcloud.services.lambda_.alias_record import Alias

    return Alias.from_doc(json.loads(text))


@dataclass(slots=True, eq=False, repr=False)
class FunctionRow(Record):
    """One function: its ``$LATEST`` configuration and what is kept beside it. Read on every invocation,
    so not a frozen dataclass (building one costs about four times a plain one); never changed in place."""

    account_id: str
    region: str
    name: str
    config: FunctionConfig
    tags: dict[str, str]
    #: The function policy's statements by Sid (JSON text), None when it has none.
    policy: str | None
    reserved: int | None
    #: Event invoke configs by qualifier.
    invoke_configs: dict[str, Any]
    last_version: int
    created: float

    @property
    def key(self) -> Key:
        return (self.account_id, self.region, self.name)


def _function(row: sqlite3.Row) -> FunctionRow:
    return FunctionRow(
        account_id=row["account_id"],
        region=row["region"],
        name=row["name"],
        config=_config(row["config"]),
        tags=json.loads(row["tags"]),
        policy=row["policy"],
        reserved=None if row["reserved"] is None else int(row["reserved"]),
        invoke_configs=json.loads(row["invoke_configs"]),
        last_version=int(row["last_version"]),
        created=float(row["created"]),
    )


# -- functions ------------------------------------------------------------------------------


def get(store: Store, account_id: str, region: str, name: str) -> FunctionRow | None:
    row = store.one(
        "SELECT * FROM lambda_functions WHERE account_id=? AND region=? AND name=?",
        (account_id, region, name),
    )
    return None if row is None else _function(row)


def exists(store: Store, key: Key) -> bool:
    return (
        store.one("SELECT 1 FROM lambda_functions WHERE account_id=? AND region=? AND name=?", key)
        is not None
    )


def every(store: Store) -> list[FunctionRow]:
    """Every function of every account and region, by account, region and name."""
    return [
        _function(r) for r in store.all("SELECT * FROM lambda_functions ORDER BY account_id, region, name")
    ]


def named_after(store: Store, account_id: str, region: str, start: str) -> list[tuple[str, FunctionConfig]]:
    """(name, $LATEST configuration) of the functions named after ``start``, by name."""
    return [
        (r["name"], _config(r["config"]))
        for r in store.all(
            "SELECT name, config FROM lambda_functions WHERE account_id=? AND region=? AND name>? ORDER BY name",
            (account_id, region, start),
        )
    ]


def latest_configs(store: Store, account_id: str, region: str) -> list[FunctionConfig]:
    return [
        _config(r["config"])
        for r in store.all(
            "SELECT config FROM lambda_functions WHERE account_id=? AND region=?", (account_id, region)
        )
    ]


def tagged(store: Store, account_id: str, region: str) -> list[tuple[str, dict[str, str]]]:
    """Each function of the account in ``region`` (its name) with its tags (the Tagging API's view)."""
    rows = store.all(
        "SELECT name, tags FROM lambda_functions WHERE account_id=? AND region=? ORDER BY name",
        (account_id, region),
    )
    return [(row["name"], json.loads(row["tags"])) for row in rows]


def insert(store: Store, key: Key, config: FunctionConfig, tags: dict[str, str], created: float) -> None:
    store.execute(
        "INSERT INTO lambda_functions (account_id, region, name, config, tags, created) VALUES (?,?,?,?,?,?)",
        (*key, json.dumps(config.to_doc()), json.dumps(tags), created),
    )


def save_config(store: Store, key: Key, config: FunctionConfig) -> None:
    store.execute(
        "UPDATE lambda_functions SET config=? WHERE account_id=? AND region=? AND name=?",
        (json.dumps(config.to_doc()), *key),
    )


def save_tags(store: Store, key: Key, tags: dict[str, str]) -> None:
    store.execute(
        "UPDATE lambda_functions SET tags=? WHERE account_id=? AND region=? AND name=?",
        (json.dumps(tags), *key),
    )


def save_policy(store: Store, key: Key, policy: str | None) -> None:
    store.execute(
        "UPDATE lambda_functions SET policy=? WHERE account_id=? AND region=? AND name=?", (policy, *key)
    )


def save_reserved(store: Store, key: Key, reserved: int | None) -> None:
    store.execute(
        "UPDATE lambda_functions SET reserved=? WHERE account_id=? AND region=? AND name=?", (reserved, *key)
    )


def save_invoke_configs(store: Store, key: Key, configs: dict[str, Any]) -> None:
    store.execute(
        "UPDATE lambda_functions SET invoke_configs=? WHERE account_id=? AND region=? AND name=?",
        (json.dumps(configs), *key),
    )


def last_version(store: Store, key: Key) -> int:
    value = store.scalar(
        "SELECT last_version FROM lambda_functions WHERE account_id=? AND region=? AND name=?", key
    )
    return int(value or 0)


def save_last_version(store: Store, key: Key, number: int) -> None:
    store.execute(
        "UPDATE lambda_functions SET last_version=? WHERE account_id=? AND region=? AND name=?",
        (number, *key),
    )


def policy(store: Store, account_id: str, region: str, name: str) -> str | None:
    """The function policy's text; None when the function does not exist or has none."""
    row = store.one(
        "SELECT policy FROM lambda_functions WHERE account_id=? AND region=? AND name=?",
        (account_id, region, name),
    )
    return None if row is None else row["policy"]


def count_with_policy(store: Store) -> int:
    return int(
        store.scalar(
            "SELECT COUNT(*) FROM lambda_functions WHERE policy IS NOT NULL AND policy NOT IN ('', '{}')"
        )
        or 0
    )


def reserved_total(store: Store, account_id: str, region: str) -> int:
    return int(
        store.scalar(
            "SELECT COALESCE(SUM(reserved), 0) FROM lambda_functions WHERE account_id=? AND region=?",
            (account_id, region),
        )
        or 0
    )


def provisioned_without_reserved(store: Store, account_id: str, region: str) -> int:
    """Provisioned concurrency of the functions with no reserved concurrency (it counts against the account)."""
    return int(
        store.scalar(
            "SELECT COALESCE(SUM(p.requested), 0) FROM lambda_provisioned p JOIN lambda_functions f "
            "ON f.account_id=p.account_id AND f.region=p.region AND f.name=p.name "
            "WHERE p.account_id=? AND p.region=? AND f.reserved IS NULL",
            (account_id, region),
        )
        or 0
    )


def delete(store: Store, key: Key) -> None:
    """The function with its versions and aliases."""
    for table in ("lambda_functions", "lambda_versions", "lambda_aliases"):
        store.execute(f"DELETE FROM {table} WHERE account_id=? AND region=? AND name=?", key)


# -- versions -------------------------------------------------------------------------------


def version(store: Store, key: Key, number: int) -> FunctionConfig | None:
    row = store.one(
        "SELECT config FROM lambda_versions WHERE account_id=? AND region=? AND name=? AND version=?",
        (*key, number),
    )
    return None if row is None else _config(row["config"])


def version_exists(store: Store, key: Key, number: int) -> bool:
    found = store.one(
        "SELECT 1 FROM lambda_versions WHERE account_id=? AND region=? AND name=? AND version=?",
        (*key, number),
    )
    return found is not None


def newest_version(store: Store, key: Key) -> FunctionConfig | None:
    row = store.one(
        "SELECT config FROM lambda_versions WHERE account_id=? AND region=? AND name=? ORDER BY version DESC LIMIT 1",
        key,
    )
    return None if row is None else _config(row["config"])


def versions(store: Store, key: Key, numbers: tuple[int, ...] | None = None) -> list[FunctionConfig]:
    """The published versions' configurations by number (only ``numbers``, when given)."""
    if numbers is None:
        rows = store.all(
            "SELECT config FROM lambda_versions WHERE account_id=? AND region=? AND name=? ORDER BY version",
            key,
        )
    else:
        marks = ",".join("?" * len(numbers))
        rows = store.all(
            "SELECT config FROM lambda_versions WHERE account_id=? AND region=? AND name=? "
            f"AND version IN ({marks}) ORDER BY version",
            (*key, *numbers),
        )
    return [_config(r["config"]) for r in rows]


def account_versions(store: Store, account_id: str, region: str) -> list[FunctionConfig]:
    return [
        _config(r["config"])
        for r in store.all(
            "SELECT config FROM lambda_versions WHERE account_id=? AND region=?", (account_id, region)
        )
    ]


def every_configuration(
    store: Store, account_id: str, region: str
) -> list[tuple[str, int | None, FunctionConfig]]:
    """(name, version or None for $LATEST, configuration) of every function and version of the account."""
    rows = store.all(
        "SELECT name, NULL AS version, config FROM lambda_functions WHERE account_id=? AND region=?"
        " UNION ALL SELECT name, version, config FROM lambda_versions WHERE account_id=? AND region=?",
        (account_id, region, account_id, region),
    )
    return [(r["name"], r["version"], _config(r["config"])) for r in rows]


def insert_version(store: Store, key: Key, number: int, config: FunctionConfig) -> None:
    store.execute(
        "INSERT INTO lambda_versions (account_id, region, name, version, config) VALUES (?,?,?,?,?)",
        (*key, number, json.dumps(config.to_doc())),
    )


def save_version(store: Store, key: Key, number: int, config: FunctionConfig) -> None:
    store.execute(
        "UPDATE lambda_versions SET config=? WHERE account_id=? AND region=? AND name=? AND version=?",
        (json.dumps(config.to_doc()), *key, number),
    )


def delete_version(store: Store, key: Key, number: int) -> bool:
    """Delete one published version; False when there was none."""
    deleted = store.execute(
        "DELETE FROM lambda_versions WHERE account_id=? AND region=? AND name=? AND version=?", (*key, number)
    ).rowcount
    return bool(deleted)


# -- aliases --------------------------------------------------------------------------------


def alias(store: Store, key: Key, name: str) -> Alias | None:
    row = store.one(
        "SELECT doc FROM lambda_aliases WHERE account_id=? AND region=? AND name=? AND alias=?", (*key, name)
    )
    return None if row is None else _alias(row["doc"])


def alias_exists(store: Store, key: Key, name: str) -> bool:
    found = store.one(
        "SELECT 1 FROM lambda_aliases WHERE account_id=? AND region=? AND name=? AND alias=?", (*key, name)
    )
    return found is not None


def aliases(store: Store, key: Key) -> list[tuple[str, Alias]]:
    """(alias name, alias) of the function's aliases, by name."""
    return [
        (r["alias"], _alias(r["doc"]))
        for r in store.all(
            "SELECT alias, doc FROM lambda_aliases WHERE account_id=? AND region=? AND name=? ORDER BY alias",
            key,
        )
    ]


def insert_alias(store: Store, key: Key, name: str, alias: Alias) -> None:
    store.execute(
        "INSERT INTO lambda_aliases (account_id, region, name, alias, doc) VALUES (?,?,?,?,?)",
        (*key, name, json.dumps(alias.to_doc())),
    )


def save_alias(store: Store, key: Key, name: str, alias: Alias) -> None:
    store.execute(
        "UPDATE lambda_aliases SET doc=? WHERE account_id=? AND region=? AND name=? AND alias=?",
        (json.dumps(alias.to_doc()), *key, name),
    )


def delete_alias(store: Store, key: Key, name: str) -> None:
    store.execute(
        "DELETE FROM lambda_aliases WHERE account_id=? AND region=? AND name=? AND alias=?", (*key, name)
    )
