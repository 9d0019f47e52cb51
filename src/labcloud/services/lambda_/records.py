"""Function records: reading a function's row, resolving a qualifier (version or alias) to the
configuration that runs, weighted alias routing, saving ``$LATEST`` and the function events."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.lambda_.core import Resolved
from labcloud.services.lambda_.names import check_region, function_arn, not_found, split_function_name
from labcloud.services.lambda_.state import LambdaState


def function_row(state: LambdaState, ctx: RequestContext, name: str) -> sqlite3.Row | None:
    return state.store.one(
        "SELECT * FROM lambda_functions WHERE account_id=? AND region=? AND name=?",
        (ctx.account_id, ctx.region, name),
    )


def require_function(state: LambdaState, ctx: RequestContext, function_name: str) -> tuple[str, sqlite3.Row]:
    name, _ = split_function_name(function_name)
    check_region(function_name, ctx.region)
    row = function_row(state, ctx, name)
    if row is None:
        raise not_found(function_arn(ctx.region, ctx.account_id, name))
    return name, row


def resolve(
    state: LambdaState, ctx: RequestContext, function_name: str, qualifier: str | None = None
) -> Resolved:
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
    row = function_row(state, ctx, name)
    if row is None:
        raise not_found(function_arn(ctx.region, ctx.account_id, name, qualifier))
    if qualifier in (None, "$LATEST"):
        return Resolved(name, qualifier, "$LATEST", json.loads(row["config"]), row)
    version = qualifier
    if not is_digits(qualifier):
        alias = state.store.one(
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
        resolved = _version(state, ctx, name, qualifier, version, row)
        resolved.weights = weights
        return resolved
    return _version(state, ctx, name, qualifier, version, row)


def _version(
    state: LambdaState, ctx: RequestContext, name: str, qualifier: str, version: str, row: sqlite3.Row
) -> Resolved:
    found = state.store.one(
        "SELECT config FROM lambda_versions WHERE account_id=? AND region=? AND name=? AND version=?",
        (ctx.account_id, ctx.region, name, int(version)),
    )
    if found is None:
        raise not_found(function_arn(ctx.region, ctx.account_id, name, qualifier))
    return Resolved(name, qualifier, version, json.loads(found["config"]), row)


def route(state: LambdaState, ctx: RequestContext, resolved: Resolved, draw: float) -> Resolved:
    """The version a weighted alias sends this invocation to: ``draw`` (0 <= draw < 1) falls in
    the additional version's share, or else the alias's own version runs."""
    for version, weight in resolved.weights.items():
        if draw < float(weight):
            return _version(state, ctx, resolved.name, str(resolved.qualifier), version, resolved.row)
        draw -= float(weight)
    return resolved


def save_config(state: LambdaState, ctx: RequestContext, name: str, config: dict[str, Any]) -> None:
    state.store.execute(
        "UPDATE lambda_functions SET config=? WHERE account_id=? AND region=? AND name=?",
        (json.dumps(config), ctx.account_id, ctx.region, name),
    )


def function_event(
    state: LambdaState, ctx: RequestContext, kind: str, config: dict[str, Any], **extra: Any
) -> None:
    state.publish(
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
