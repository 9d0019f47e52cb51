"""Lambda's tables and shared shapes: the schema, :class:`Resolved`, timestamps, config rendering, paging.

A function's ``$LATEST`` configuration is one JSON document (AWS's FunctionConfiguration members
plus private ``_``-prefixed keys such as the extracted code folder); published versions are
frozen copies of it. Reading and resolving those records is :mod:`records`; the state the
modules share is :class:`~labcloud.services.lambda_.state.LambdaState`.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from labcloud import clock
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.lambda_.names import (
    runtime_version_arn,
)

TABLES = (
    "lambda_functions",
    "lambda_versions",
    "lambda_aliases",
    "lambda_layers",
    "lambda_async_queue",
    "lambda_esm",
    "lambda_esm_shards",
    "lambda_function_urls",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS lambda_functions (
        account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL,
        config TEXT NOT NULL, tags TEXT NOT NULL DEFAULT '{}', policy TEXT,
        reserved INTEGER, invoke_configs TEXT NOT NULL DEFAULT '{}',
        last_version INTEGER NOT NULL DEFAULT 0, created REAL NOT NULL,
        PRIMARY KEY (account_id, region, name))""",
    """CREATE TABLE IF NOT EXISTS lambda_versions (
        account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL, version INTEGER NOT NULL,
        config TEXT NOT NULL, PRIMARY KEY (account_id, region, name, version))""",
    """CREATE TABLE IF NOT EXISTS lambda_aliases (
        account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL, alias TEXT NOT NULL,
        doc TEXT NOT NULL, PRIMARY KEY (account_id, region, name, alias))""",
    """CREATE TABLE IF NOT EXISTS lambda_layers (
        account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL, version INTEGER NOT NULL,
        doc TEXT NOT NULL, PRIMARY KEY (account_id, region, name, version))""",
    """CREATE TABLE IF NOT EXISTS lambda_async_queue (
        id TEXT PRIMARY KEY, account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL,
        qualifier TEXT NOT NULL, payload BLOB NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
        enqueued REAL NOT NULL, next_at REAL NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS lambda_async_due ON lambda_async_queue (next_at)",
    """CREATE TABLE IF NOT EXISTS lambda_esm (
        uuid TEXT PRIMARY KEY, account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL,
        source_arn TEXT NOT NULL, doc TEXT NOT NULL, created REAL NOT NULL)""",
    # stream mappings: per-shard checkpoints ("AT:<seq>"/"AFTER:<seq>"), tumbling-window state
    """CREATE TABLE IF NOT EXISTS lambda_esm_shards (
        uuid TEXT NOT NULL, shard_id TEXT NOT NULL, position TEXT, finished INTEGER NOT NULL DEFAULT 0,
        window_start REAL, state TEXT, PRIMARY KEY (uuid, shard_id))""",
)


def lambda_timestamp(when: datetime | None = None) -> str:
    """Lambda's LastModified text, e.g. ``2024-05-01T10:00:00.000+0000``."""
    moment = when or clock.now_datetime()
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}+0000"


def public(config: dict[str, Any]) -> dict[str, Any]:
    """The configuration without labcloud's private keys, with the runtime version Lambda reports."""
    out = {k: v for k, v in config.items() if not k.startswith("_")}
    if out.get("Version", "$LATEST") != "$LATEST":
        for key in ("LastUpdateStatus", "LastUpdateStatusReason", "LastUpdateStatusReasonCode"):
            out.pop(key, None)  # published versions never have a last update status
    if out.get("Runtime") and "RuntimeVersionConfig" not in out and out.get("FunctionArn"):
        region = str(out["FunctionArn"]).split(":")[3]
        out["RuntimeVersionConfig"] = {"RuntimeVersionArn": runtime_version_arn(region, out["Runtime"])}
    return out


#: What ListFunctions leaves out of each configuration (the API reference: "returns a subset of the
#: FunctionConfiguration fields"; GetFunction has them).
NOT_LISTED = (
    "State",
    "StateReason",
    "StateReasonCode",
    "LastUpdateStatus",
    "LastUpdateStatusReason",
    "LastUpdateStatusReasonCode",
    "RuntimeVersionConfig",
)


def listed(config: dict[str, Any]) -> dict[str, Any]:
    """A configuration as ListFunctions shows it."""
    out = public(config)
    for key in NOT_LISTED:
        out.pop(key, None)
    return out


def page(items: list[Any], params: dict[str, Any], key: str) -> dict[str, Any]:
    """One page of ``items`` under ``key``: ``Marker`` is the offset a previous page's ``NextMarker`` gave."""
    marker = params.get("Marker") or "0"
    if not is_digits(marker):
        raise AwsError("InvalidParameterValueException", f"Invalid marker: {marker}", status=400, Type="User")
    start, limit = int(marker), params.get("MaxItems") or 50
    answer: dict[str, Any] = {key: items[start : start + limit]}
    if start + limit < len(items):
        answer["NextMarker"] = str(start + limit)
    return answer


@dataclass
class Resolved:
    """A function addressed by an API call: its name, the qualifier asked for and the config that runs."""

    name: str
    qualifier: str | None
    version: str  # "$LATEST" or a version number
    config: dict[str, Any]
    row: sqlite3.Row
    weights: dict[str, float] = field(default_factory=dict)  # a weighted alias: other version -> share
