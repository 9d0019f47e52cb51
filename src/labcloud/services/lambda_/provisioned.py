"""Provisioned concurrency configs on published versions and aliases: Put/Get/Delete/List.

A config is stored and reported as Lambda reports it: Put answers ``IN_PROGRESS`` with nothing
allocated yet, later reads report ``READY`` with the requested executions allocated (labcloud
starts sandboxes on demand, so nothing is pre-warmed). The checks Lambda makes are made: no
config on $LATEST (or an alias pointing at it), the function's reserved concurrency and the
account's unreserved minimum bound it, and a version cannot be provisioned both directly and
through an alias.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.lambda_ import account_settings, records, tenancy
from labcloud.services.lambda_.core import lambda_timestamp, page
from labcloud.services.lambda_.names import check_region, function_arn, not_found, split_function_name
from labcloud.services.lambda_.repo import functions, settings
from labcloud.services.lambda_.repo.functions import FunctionRow
from labcloud.services.lambda_.repo.settings import Provisioned
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.validation import invalid
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        DeleteProvisionedConcurrencyConfigRequest,
        DeleteProvisionedConcurrencyConfigResponse,
        GetProvisionedConcurrencyConfigRequest,
        GetProvisionedConcurrencyConfigResponse,
        ListProvisionedConcurrencyConfigsRequest,
        ListProvisionedConcurrencyConfigsResponse,
        PutProvisionedConcurrencyConfigRequest,
        PutProvisionedConcurrencyConfigResponse,
    )


_UNPUBLISHED = "Provisioned Concurrency Configs cannot be applied to unpublished function versions."
_NOT_PUBLISHED_OR_ALIAS = "The function resource provided must be an alias or a published version."


def _target(
    store: Store, ctx: RequestContext, params: Mapping[str, Any], latest_message: str
) -> tuple[str, str, FunctionRow]:
    """(function name, qualifier, the function's row) for a request naming a version or alias."""
    name, derived = split_function_name(params["FunctionName"])
    check_region(params["FunctionName"], ctx.region)
    qualifier = params.get("Qualifier") or derived
    if derived and params.get("Qualifier") and derived != params["Qualifier"]:
        raise invalid("The derived qualifier from the function name does not match the specified qualifier.")
    if not qualifier or qualifier == "$LATEST":
        raise invalid(latest_message)
    key = (ctx.account_id, ctx.region, name)
    row = functions.get(store, *key)
    arn = function_arn(ctx.region, ctx.account_id, name, qualifier)
    if is_digits(qualifier):
        if row is None or not functions.version_exists(store, key, int(qualifier)):
            raise not_found(arn)
    else:
        if row is None or not functions.alias_exists(store, key, qualifier):
            raise AwsError(
                "ResourceNotFoundException", f"Cannot find alias arn: {arn}", status=404, Type="User"
            )
    assert row is not None
    return name, qualifier, row


def _aliases(store: Store, ctx: RequestContext, name: str) -> dict[str, str]:
    """Alias name -> the version it points at."""
    return {
        name_: alias.function_version
        for name_, alias in functions.aliases(store, (ctx.account_id, ctx.region, name))
    }


def _configs(store: Store, ctx: RequestContext, name: str) -> dict[str, Provisioned]:
    return settings.provisioned(store, ctx.account_id, ctx.region, name)


def put(
    state: LambdaState, params: PutProvisionedConcurrencyConfigRequest, ctx: RequestContext
) -> PutProvisionedConcurrencyConfigResponse:
    store = state.store
    name, qualifier, row = _target(store, ctx, params, _UNPUBLISHED)
    tenancy.refuse_feature(row.config, "Provisioned concurrency configurations")
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
    others = sum(c.requested for q, c in configs.items() if q != qualifier)
    if row.reserved is not None and row.reserved < others + wanted:
        raise invalid(
            "Requested Provisioned Concurrency should not be greater than the reservedConcurrentExecution for function"
        )
    if row.reserved is None:
        current = configs[qualifier].requested if qualifier in configs else 0
        left = account_settings.unreserved(store, ctx.account_id, ctx.region) + current - wanted
        if left < account_settings.MIN_UNRESERVED:
            raise invalid(
                "Specified ConcurrentExecutions for function decreases account's UnreservedConcurrentExecution "
                f"below its minimum value of [{account_settings.MIN_UNRESERVED}]."
            )
    modified = lambda_timestamp()
    with store.transaction():
        settings.put_provisioned(store, ctx.account_id, ctx.region, name, qualifier, wanted, modified)
    return {
        "RequestedProvisionedConcurrentExecutions": wanted,
        "AvailableProvisionedConcurrentExecutions": 0,
        "AllocatedProvisionedConcurrentExecutions": 0,
        "Status": "IN_PROGRESS",
        "LastModified": modified,
    }


def _ready(row: Provisioned) -> dict[str, Any]:
    requested = row.requested
    return {
        "RequestedProvisionedConcurrentExecutions": requested,
        "AvailableProvisionedConcurrentExecutions": requested,
        "AllocatedProvisionedConcurrentExecutions": requested,
        "Status": "READY",
        "LastModified": row.last_modified,
    }


def get(
    state: LambdaState, params: GetProvisionedConcurrencyConfigRequest, ctx: RequestContext
) -> GetProvisionedConcurrencyConfigResponse:
    store = state.store
    name, qualifier, _ = _target(store, ctx, params, _NOT_PUBLISHED_OR_ALIAS)
    row = _configs(store, ctx, name).get(qualifier)
    if row is None:
        raise AwsError(
            "ProvisionedConcurrencyConfigNotFoundException",
            "No Provisioned Concurrency Config found for this function",
            status=404,
            Type="User",
        )
    return cast("GetProvisionedConcurrencyConfigResponse", _ready(row))


def delete(
    state: LambdaState, params: DeleteProvisionedConcurrencyConfigRequest, ctx: RequestContext
) -> DeleteProvisionedConcurrencyConfigResponse:
    store = state.store
    name, qualifier, _ = _target(store, ctx, params, _NOT_PUBLISHED_OR_ALIAS)
    with store.transaction():
        settings.delete_provisioned(store, ctx.account_id, ctx.region, name, qualifier)
    return {}


def list_configs(
    state: LambdaState, params: ListProvisionedConcurrencyConfigsRequest, ctx: RequestContext
) -> ListProvisionedConcurrencyConfigsResponse:
    store = state.store
    name = records.require_function(state, ctx, params["FunctionName"])[0]
    items = [
        {"FunctionArn": function_arn(ctx.region, ctx.account_id, name, qualifier), **_ready(row)}
        for qualifier, row in _configs(store, ctx, name).items()
    ]
    return cast(
        "ListProvisionedConcurrencyConfigsResponse", page(items, params, "ProvisionedConcurrencyConfigs")
    )


def total(store: Store, ctx: RequestContext, name: str) -> int:
    """The function's provisioned concurrency over all its versions and aliases."""
    return sum(r.requested for r in _configs(store, ctx, name).values())
