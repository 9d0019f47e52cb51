"""Provisioned concurrency configs on published versions and aliases: Put/Get/Delete/List.

A config is stored and reported as Lambda reports it: Put answers ``IN_PROGRESS`` with nothing
allocated yet, later reads report ``READY`` with the requested executions allocated (labcloud
starts sandboxes on demand, so nothing is pre-warmed). The checks Lambda makes are made: no
config on $LATEST (or an alias pointing at it), the function's reserved concurrency and the
account's unreserved minimum bound it, and a version cannot be provisioned both directly and
through an alias.
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.lambda_ import account_settings
from labcloud.services.lambda_.core import lambda_timestamp, page
from labcloud.services.lambda_.names import check_region, function_arn, not_found, split_function_name
from labcloud.services.lambda_.validation import invalid
from labcloud.store.db import Store

_UNPUBLISHED = "Provisioned Concurrency Configs cannot be applied to unpublished function versions."
_NOT_PUBLISHED_OR_ALIAS = "The function resource provided must be an alias or a published version."


def _target(
    store: Store, ctx: RequestContext, params: dict[str, Any], latest_message: str
) -> tuple[str, str, Any]:
    """(function name, qualifier, the function's row) for a request naming a version or alias."""
    name, derived = split_function_name(params["FunctionName"])
    check_region(params["FunctionName"], ctx.region)
    qualifier = params.get("Qualifier") or derived
    if derived and params.get("Qualifier") and derived != params["Qualifier"]:
        raise invalid("The derived qualifier from the function name does not match the specified qualifier.")
    if not qualifier or qualifier == "$LATEST":
        raise invalid(latest_message)
    key = (ctx.account_id, ctx.region, name)
    row = store.one("SELECT * FROM lambda_functions WHERE account_id=? AND region=? AND name=?", key)
    arn = function_arn(ctx.region, ctx.account_id, name, qualifier)
    if is_digits(qualifier):
        exists = row is not None and store.one(
            "SELECT 1 FROM lambda_versions WHERE account_id=? AND region=? AND name=? AND version=?",
            (*key, int(qualifier)),
        )
        if not exists:
            raise not_found(arn)
    else:
        exists = row is not None and store.one(
            "SELECT 1 FROM lambda_aliases WHERE account_id=? AND region=? AND name=? AND alias=?",
            (*key, qualifier),
        )
        if not exists:
            raise AwsError(
                "ResourceNotFoundException", f"Cannot find alias arn: {arn}", status=404, Type="User"
            )
    return name, qualifier, row


def _aliases(store: Store, ctx: RequestContext, name: str) -> dict[str, str]:
    """Alias name -> the version it points at."""
    return {
        r["alias"]: json.loads(r["doc"])["FunctionVersion"]
        for r in store.all(
            "SELECT alias, doc FROM lambda_aliases WHERE account_id=? AND region=? AND name=?",
            (ctx.account_id, ctx.region, name),
        )
    }


def _configs(store: Store, ctx: RequestContext, name: str) -> dict[str, Any]:
    return {
        r["qualifier"]: r
        for r in store.all(
            "SELECT * FROM lambda_provisioned WHERE account_id=? AND region=? AND name=? ORDER BY qualifier",
            (ctx.account_id, ctx.region, name),
        )
    }


def put(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    name, qualifier, row = _target(store, ctx, params, _UNPUBLISHED)
    wanted = int(params["ProvisionedConcurrentExecutions"])
    aliases = _aliases(store, ctx, name)
    configs = _configs(store, ctx, name)
    if qualifier in aliases:
        version = aliases[qualifier]
        if version == "$LATEST":
            raise invalid(_UNPUBLISHED)
        if version in configs:
            raise AwsError(
                "ResourceConflictException",
                "Alias can't be used for Provisioned Concurrency configuration on an already Provisioned version",
                status=409,
                Type="User",
            )
    elif any(version == qualifier and alias in configs for alias, version in aliases.items()):
        raise AwsError(
            "ResourceConflictException",
            "Version is pointed by a Provisioned Concurrency alias",
            status=409,
            Type="User",
        )
    others = sum(int(c["requested"]) for q, c in configs.items() if q != qualifier)
    if row["reserved"] is not None and int(row["reserved"]) < others + wanted:
        raise invalid(
            "Requested Provisioned Concurrency should not be greater than the reservedConcurrentExecution for function"
        )
    if row["reserved"] is None:
        current = int(configs[qualifier]["requested"]) if qualifier in configs else 0
        left = account_settings.unreserved(store, ctx.account_id, ctx.region) + current - wanted
        if left < account_settings.MIN_UNRESERVED:
            raise invalid(
                "Specified ConcurrentExecutions for function decreases account's UnreservedConcurrentExecution "
                f"below its minimum value of [{account_settings.MIN_UNRESERVED}]."
            )
    modified = lambda_timestamp()
    with store.transaction():
        store.execute(
            "INSERT INTO lambda_provisioned (account_id, region, name, qualifier, requested, last_modified) "
            "VALUES (?,?,?,?,?,?) ON CONFLICT(account_id, region, name, qualifier) "
            "DO UPDATE SET requested=excluded.requested, last_modified=excluded.last_modified",
            (ctx.account_id, ctx.region, name, qualifier, wanted, modified),
        )
    return {
        "RequestedProvisionedConcurrentExecutions": wanted,
        "AvailableProvisionedConcurrentExecutions": 0,
        "AllocatedProvisionedConcurrentExecutions": 0,
        "Status": "IN_PROGRESS",
        "LastModified": modified,
    }


def _ready(row: Any) -> dict[str, Any]:
    requested = int(row["requested"])
    return {
        "RequestedProvisionedConcurrentExecutions": requested,
        "AvailableProvisionedConcurrentExecutions": requested,
        "AllocatedProvisionedConcurrentExecutions": requested,
        "Status": "READY",
        "LastModified": row["last_modified"],
    }


def get(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    name, qualifier, _ = _target(store, ctx, params, _NOT_PUBLISHED_OR_ALIAS)
    row = _configs(store, ctx, name).get(qualifier)
    if row is None:
        raise AwsError(
            "ProvisionedConcurrencyConfigNotFoundException",
            "No Provisioned Concurrency Config found for this function",
            status=404,
            Type="User",
        )
    return _ready(row)


def delete(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    name, qualifier, _ = _target(store, ctx, params, _NOT_PUBLISHED_OR_ALIAS)
    with store.transaction():
        store.execute(
            "DELETE FROM lambda_provisioned WHERE account_id=? AND region=? AND name=? AND qualifier=?",
            (ctx.account_id, ctx.region, name, qualifier),
        )
    return {}


def list_configs(store: Store, ctx: RequestContext, params: dict[str, Any], name: str) -> dict[str, Any]:
    items = [
        {"FunctionArn": function_arn(ctx.region, ctx.account_id, name, qualifier), **_ready(row)}
        for qualifier, row in _configs(store, ctx, name).items()
    ]
    return page(items, params, "ProvisionedConcurrencyConfigs")


def total(store: Store, ctx: RequestContext, name: str) -> int:
    """The function's provisioned concurrency over all its versions and aliases."""
    return sum(int(r["requested"]) for r in _configs(store, ctx, name).values())
