"""The Lambda provider's shared state: tables, function records, qualifier resolution and config rendering.

A function's ``$LATEST`` configuration is one JSON document (AWS's FunctionConfiguration members
plus private ``_``-prefixed keys such as the extracted code folder); published versions are
frozen copies of it. Every other Lambda module is a mixin over :class:`LambdaBase`.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, ClassVar

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.base import Provider
from labcloud.services.lambda_.names import (
    check_region,
    function_arn,
    not_found,
    runtime_version_arn,
    split_function_name,
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
    moment = when or datetime.now(timezone.utc)
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


def page(items: list[Any], params: dict[str, Any], key: str) -> dict[str, Any]:
    """One page of ``items`` under ``key``: ``Marker`` is the offset a previous page's ``NextMarker`` gave."""
    marker = params.get("Marker") or "0"
    if not marker.isdigit():
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


class LambdaBase(Provider):
    """Tables and record access shared by the Lambda mixins."""

    service = "lambda"
    tables: ClassVar[Sequence[str]] = TABLES

    def schema(self) -> Sequence[str]:
        return SCHEMA

    # -- records ---------------------------------------------------------------------------

    def function_row(self, ctx: RequestContext, name: str) -> sqlite3.Row | None:
        return self.store.one(
            "SELECT * FROM lambda_functions WHERE account_id=? AND region=? AND name=?",
            (ctx.account_id, ctx.region, name),
        )

    def require_function(self, ctx: RequestContext, function_name: str) -> tuple[str, sqlite3.Row]:
        name, _ = split_function_name(function_name)
        check_region(function_name, ctx.region)
        row = self.function_row(ctx, name)
        if row is None:
            raise not_found(function_arn(ctx.region, ctx.account_id, name))
        return name, row

    def resolve(self, ctx: RequestContext, function_name: str, qualifier: str | None = None) -> Resolved:
        """Find the function and the configuration the qualifier (version or alias) designates."""
        name, derived = split_function_name(function_name)
        check_region(function_name, ctx.region)
        if derived and qualifier and derived != qualifier:
            raise AwsError(
                "InvalidParameterValueException",
                "The derived qualifier from the function name does not match the specified qualifier.",
                status=400,
                Type="User",
            )
        qualifier = qualifier or derived
        row = self.function_row(ctx, name)
        if row is None:
            raise not_found(function_arn(ctx.region, ctx.account_id, name, qualifier))
        if qualifier in (None, "$LATEST"):
            return Resolved(name, qualifier, "$LATEST", json.loads(row["config"]), row)
        version = qualifier
        if not qualifier.isdigit():
            alias = self.store.one(
                "SELECT doc FROM lambda_aliases WHERE account_id=? AND region=? AND name=? AND alias=?",
                (ctx.account_id, ctx.region, name, qualifier),
            )
            if alias is None:
                raise not_found(function_arn(ctx.region, ctx.account_id, name, qualifier))
            doc = json.loads(alias["doc"])
            version = doc["FunctionVersion"]
            weights = dict((doc.get("RoutingConfig") or {}).get("AdditionalVersionWeights") or {})
            if version == "$LATEST":
                return Resolved(name, qualifier, "$LATEST", json.loads(row["config"]), row)
            resolved = self._version(ctx, name, qualifier, version, row)
            resolved.weights = weights
            return resolved
        return self._version(ctx, name, qualifier, version, row)

    def _version(
        self, ctx: RequestContext, name: str, qualifier: str, version: str, row: sqlite3.Row
    ) -> Resolved:
        found = self.store.one(
            "SELECT config FROM lambda_versions WHERE account_id=? AND region=? AND name=? AND version=?",
            (ctx.account_id, ctx.region, name, int(version)),
        )
        if found is None:
            raise not_found(function_arn(ctx.region, ctx.account_id, name, qualifier))
        return Resolved(name, qualifier, version, json.loads(found["config"]), row)

    def route(self, ctx: RequestContext, resolved: Resolved, draw: float) -> Resolved:
        """The version a weighted alias sends this invocation to: ``draw`` (0 <= draw < 1) falls in
        the additional version's share, or else the alias's own version runs."""
        for version, weight in resolved.weights.items():
            if draw < float(weight):
                return self._version(ctx, resolved.name, str(resolved.qualifier), version, resolved.row)
            draw -= float(weight)
        return resolved

    def save_config(self, ctx: RequestContext, name: str, config: dict[str, Any]) -> None:
        self.store.execute(
            "UPDATE lambda_functions SET config=? WHERE account_id=? AND region=? AND name=?",
            (json.dumps(config), ctx.account_id, ctx.region, name),
        )

    # -- hooks the mixins implement --------------------------------------------------------------

    async def on_function_changed(self, name: str) -> None:
        """Code or configuration changed (or the function is gone): drain its sandboxes."""

    def publish_version_locked(
        self, ctx: RequestContext, name: str, config: dict[str, Any], description: str
    ) -> dict[str, Any]:
        """Freeze ``config`` as the next version, inside the caller's transaction."""
        raise NotImplementedError

    def enqueue_async(self, ctx: RequestContext, resolved: Resolved, payload: bytes, request_id: str) -> None:
        """Queue an Event invocation durably."""
        raise NotImplementedError

    def function_event(self, ctx: RequestContext, kind: str, config: dict[str, Any], **extra: Any) -> None:
        self.publish(
            ctx,
            kind,
            resource=config["FunctionArn"],
            function_name=config["FunctionName"],
            function_arn=config["FunctionArn"],
            code_sha256=config.get("CodeSha256"),
            runtime=config.get("Runtime"),
            handler=config.get("Handler"),
            **extra,
        )
