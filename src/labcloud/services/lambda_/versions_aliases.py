"""Published versions (frozen copies of $LATEST) and aliases pointing at them: PublishVersion,
ListVersionsByFunction and the alias operations."""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.lambda_ import records, revisions, url_configs
from labcloud.services.lambda_.alias_record import Alias
from labcloud.services.lambda_.core import lambda_timestamp, page, public
from labcloud.services.lambda_.function_config import FunctionConfig
from labcloud.services.lambda_.names import function_arn
from labcloud.services.lambda_.repo import functions, settings
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.unsupported import refuse
from labcloud.services.lambda_.validation import invalid

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        CreateAliasRequest,
        CreateAliasResponse,
        DeleteAliasRequest,
        DeleteAliasResponse,
        GetAliasRequest,
        GetAliasResponse,
        ListAliasesRequest,
        ListAliasesResponse,
        ListVersionsByFunctionRequest,
        ListVersionsByFunctionResponse,
        PublishVersionRequest,
        PublishVersionResponse,
        UpdateAliasRequest,
        UpdateAliasResponse,
    )


def _same(config: FunctionConfig) -> tuple[Any, ...]:
    """What must differ from the newest version for a publish to make a new one."""
    return (
        config.code_sha256,
        config.runtime,
        config.handler,
        config.role,
        config.timeout,
        config.memory_size,
        config.environment,
        config.layers,
        config.ephemeral_storage,
        config.architectures,
    )


def publish_version_locked(
    state: LambdaState, ctx: RequestContext, name: str, config: FunctionConfig, description: str
) -> FunctionConfig:
    """Freeze ``config`` as the next version, inside the caller's transaction."""
    key = (ctx.account_id, ctx.region, name)
    previous = functions.newest_version(state.store, key)
    if previous is not None:
        if _same(previous) == _same(config):
            return previous
    number = functions.last_version(state.store, key) + 1
    version = config.but(
        version=str(number),
        function_arn=function_arn(ctx.region, ctx.account_id, name, str(number)),
        description=description or config.description,
        revision_id=str(uuid.uuid4()),
        last_modified=lambda_timestamp(),
    )
    functions.insert_version(state.store, key, number, version)
    functions.save_last_version(state.store, key, number)
    revisions.bump(state.store, ctx, name, None)  # publishing gives $LATEST a new RevisionId too
    return version


def publish_version(
    state: LambdaState, params: PublishVersionRequest, ctx: RequestContext
) -> PublishVersionResponse:
    refuse(params)
    name, row = records.require_function(state, ctx, params["FunctionName"])
    config = row.config
    if params.get("CodeSha256") and params["CodeSha256"] != config.code_sha256:
        raise invalid(
            f"CodeSHA256 ({params['CodeSha256']}) is different from current CodeSHA256 in "
            f"$LATEST ({config.code_sha256}). Please try again with the CodeSHA256 in $LATEST."
        )
    revisions.check(config.revision_id, params.get("RevisionId"))
    with state.store.transaction():
        version = publish_version_locked(state, ctx, name, config, params.get("Description", ""))
    answer = public(version)
    if int(version.version) > row.last_version:
        # a new version: Lambda answers while it is still being created
        answer.update(
            State="Pending", StateReason="The function is being created.", StateReasonCode="Creating"
        )
        revisions.while_settling(answer)
    return cast("PublishVersionResponse", answer)


def list_versions_by_function(
    state: LambdaState, params: ListVersionsByFunctionRequest, ctx: RequestContext
) -> ListVersionsByFunctionResponse:
    name, row = records.require_function(state, ctx, params["FunctionName"])
    versions = [public(row.config)]
    versions += [public(config) for config in functions.versions(state.store, row.key)]
    return cast("ListVersionsByFunctionResponse", page(versions, params, "Versions"))


# -- aliases ---------------------------------------------------------------------------


def _check_version(state: LambdaState, ctx: RequestContext, name: str, version: str) -> None:
    if version == "$LATEST":
        return
    exists = is_digits(version) and functions.version_exists(
        state.store, (ctx.account_id, ctx.region, name), int(version)
    )
    if not exists:
        raise AwsError(
            "ResourceNotFoundException",
            f"Function not found: {function_arn(ctx.region, ctx.account_id, name, version)}",
            status=404,
            Type="User",
        )


def _alias(state: LambdaState, ctx: RequestContext, name: str, alias: str) -> Alias:
    found = functions.alias(state.store, (ctx.account_id, ctx.region, name), alias)
    if found is None:
        raise AwsError(
            "ResourceNotFoundException",
            f"Alias not found: {function_arn(ctx.region, ctx.account_id, name, alias)}",
            status=404,
            Type="User",
        )
    return found


def _check_routing(
    state: LambdaState, ctx: RequestContext, name: str, primary: str, routing: Mapping[str, Any] | None
) -> None:
    """A weighted alias: one additional published version, other than the alias's own, which
    must not be $LATEST; both versions share the execution role and dead-letter queue."""
    weights = (routing or {}).get("AdditionalVersionWeights") or {}
    if not weights:
        return
    if len(weights) > 1:
        raise invalid("Number of additional version weights exceeds the limit of 1.")
    if primary == "$LATEST":
        raise invalid("$LATEST is not supported for an alias pointing to more than 1 version")
    (other,) = weights
    if other == primary:
        raise invalid(f"The routing config of an alias cannot contain its own function version {primary}.")
    _check_version(state, ctx, name, other)
    configs = functions.versions(state.store, (ctx.account_id, ctx.region, name), (int(primary), int(other)))
    if len({c.role for c in configs}) > 1:
        raise invalid("Versions in the routing config of an alias must have the same execution role.")
    if len({json.dumps(c.dead_letter_config or {}, sort_keys=True) for c in configs}) > 1:
        raise invalid(
            "Versions in the routing config of an alias must have the same dead-letter queue configuration."
        )


def create_alias(state: LambdaState, params: CreateAliasRequest, ctx: RequestContext) -> CreateAliasResponse:
    name, _ = records.require_function(state, ctx, params["FunctionName"])
    alias = params["Name"]
    _check_version(state, ctx, name, params["FunctionVersion"])
    arn = function_arn(ctx.region, ctx.account_id, name, alias)
    if functions.alias_exists(state.store, (ctx.account_id, ctx.region, name), alias):
        raise AwsError("ResourceConflictException", f"Alias already exists: {arn}", status=409, Type="User")
    _check_routing(state, ctx, name, params["FunctionVersion"], params.get("RoutingConfig"))
    record = Alias(
        alias_arn=arn,
        name=alias,
        function_version=params["FunctionVersion"],
        description=params.get("Description", ""),
        revision_id=str(uuid.uuid4()),
        routing_config=(
            params["RoutingConfig"]
            if (params.get("RoutingConfig") or {}).get("AdditionalVersionWeights")
            else None
        ),
    )
    with state.store.transaction():
        functions.insert_alias(state.store, (ctx.account_id, ctx.region, name), alias, record)
    return cast("CreateAliasResponse", record.to_doc())


def get_alias(state: LambdaState, params: GetAliasRequest, ctx: RequestContext) -> GetAliasResponse:
    name, _ = records.require_function(state, ctx, params["FunctionName"])
    return cast("GetAliasResponse", _alias(state, ctx, name, params["Name"]).to_doc())


def list_aliases(state: LambdaState, params: ListAliasesRequest, ctx: RequestContext) -> ListAliasesResponse:
    name, _ = records.require_function(state, ctx, params["FunctionName"])
    aliases = [alias for _, alias in functions.aliases(state.store, (ctx.account_id, ctx.region, name))]
    if params.get("FunctionVersion"):
        aliases = [a for a in aliases if a.function_version == params["FunctionVersion"]]
    return cast("ListAliasesResponse", page([a.to_doc() for a in aliases], params, "Aliases"))


def update_alias(state: LambdaState, params: UpdateAliasRequest, ctx: RequestContext) -> UpdateAliasResponse:
    name, _ = records.require_function(state, ctx, params["FunctionName"])
    alias = _alias(state, ctx, name, params["Name"])
    revisions.check(alias.revision_id, params.get("RevisionId"))
    if params.get("FunctionVersion"):
        _check_version(state, ctx, name, params["FunctionVersion"])
        alias = alias.but(function_version=params["FunctionVersion"])
    routing = params["RoutingConfig"] if "RoutingConfig" in params else alias.routing_config
    _check_routing(state, ctx, name, alias.function_version, routing)
    if "Description" in params:
        alias = alias.but(description=params["Description"])
    # Lambda reports RoutingConfig only while it routes
    alias = alias.but(
        routing_config=routing if (routing or {}).get("AdditionalVersionWeights") else None,
        revision_id=revisions.new(),
    )
    with state.store.transaction():
        functions.save_alias(state.store, (ctx.account_id, ctx.region, name), params["Name"], alias)
    return cast("UpdateAliasResponse", alias.to_doc())


def delete_alias(state: LambdaState, params: DeleteAliasRequest, ctx: RequestContext) -> DeleteAliasResponse:
    name, _ = records.require_function(state, ctx, params["FunctionName"])
    with state.store.transaction():
        functions.delete_alias(state.store, (ctx.account_id, ctx.region, name), params["Name"])
        url_configs.forget(state.store, ctx.account_id, ctx.region, name, params["Name"])
        settings.forget_function(state.store, ctx.account_id, ctx.region, name, params["Name"])
    return {}
