"""Function records: reading a function's row, resolving a qualifier (version or alias) to the
configuration that runs, weighted alias routing, saving ``$LATEST`` and the function events."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.lambda_.core import Resolved
from labcloud.services.lambda_.function_config import FunctionConfig
from labcloud.services.lambda_.names import check_region, function_arn, not_found, split_function_name
from labcloud.services.lambda_.repo import functions
from labcloud.services.lambda_.repo.functions import FunctionRow
from labcloud.services.lambda_.state import LambdaState


def function_row(state: LambdaState, ctx: RequestContext, name: str) -> FunctionRow | None:
    return functions.get(state.store, ctx.account_id, ctx.region, name)


def require_function(state: LambdaState, ctx: RequestContext, function_name: str) -> tuple[str, FunctionRow]:
    name, _ = split_function_name(function_name)
    check_region(function_name, ctx.region)
    row = function_row(state, ctx, name)
    if row is None:
        raise not_found(function_arn(ctx.region, ctx.account_id, name))
    return name, row


def function_namer(state: LambdaState) -> Callable[[RequestContext, str], str]:
    """``require_function``'s name, as the setting modules take it."""
    return lambda ctx, function_name: require_function(state, ctx, function_name)[0]


def resolver(state: LambdaState) -> Callable[[RequestContext, str, str | None], Resolved]:
    """:func:`resolve` bound to the state, as the setting modules take it."""

    def bound(ctx: RequestContext, function_name: str, qualifier: str | None = None) -> Resolved:
        return resolve(state, ctx, function_name, qualifier)

    return bound


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
        return Resolved(name, qualifier, "$LATEST", row.config, row)
    version = qualifier
    if not is_digits(qualifier):
        alias = functions.alias(state.store, row.key, qualifier)
        if alias is None:
            raise not_found(function_arn(ctx.region, ctx.account_id, name, qualifier))
        version = alias.function_version
        weights = alias.weights
        if version == "$LATEST":
            return Resolved(name, qualifier, "$LATEST", row.config, row)
        resolved = _version(state, ctx, name, qualifier, version, row)
        resolved.weights = weights
        return resolved
    return _version(state, ctx, name, qualifier, version, row)


def _version(
    state: LambdaState, ctx: RequestContext, name: str, qualifier: str, version: str, row: FunctionRow
) -> Resolved:
    found = functions.version(state.store, (ctx.account_id, ctx.region, name), int(version))
    if found is None:
        raise not_found(function_arn(ctx.region, ctx.account_id, name, qualifier))
    return Resolved(name, qualifier, version, found, row)


def route(state: LambdaState, ctx: RequestContext, resolved: Resolved, draw: float) -> Resolved:
    """The version a weighted alias sends this invocation to: ``draw`` (0 <= draw < 1) falls in
    the additional version's share, or else the alias's own version runs."""
    for version, weight in resolved.weights.items():
        if draw < float(weight):
            return _version(state, ctx, resolved.name, str(resolved.qualifier), version, resolved.row)
        draw -= float(weight)
    return resolved


def save_config(state: LambdaState, ctx: RequestContext, name: str, config: FunctionConfig) -> None:
    functions.save_config(state.store, (ctx.account_id, ctx.region, name), config)


def function_event(
    state: LambdaState, ctx: RequestContext, kind: str, config: FunctionConfig, **extra: Any
) -> None:
    state.publish(
        ctx,
        kind,
        resource=config.function_arn,
        function_name=config.function_name,
        function_arn=config.function_arn,
        code_sha256=config.code_sha256,
        runtime=config.runtime,
        handler=config.handler,
        **extra,
    )
