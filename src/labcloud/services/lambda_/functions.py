"""Function control plane: create, read, update code and configuration, delete, tags, concurrency
(ListFunctions is ``function_list.py``, kept light: it is most clients' first Lambda call)."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.runtime import node_sdk
from labcloud.services.lambda_ import (
    account_settings,
    appconfig_extension,
    code_signing,
    code_store,
    container_images,
    env_encryption,
    file_systems,
    logging_config,
    provisioned,
    public_layers,
    records,
    revisions,
    secrets_extension,
    tenancy,
    tracing,
    url_configs,
    validation,
    versions_aliases,
)
from labcloud.services.lambda_.account_settings import MIN_UNRESERVED
from labcloud.services.lambda_.core import Resolved, lambda_timestamp, public
from labcloud.services.lambda_.durable import config as durable
from labcloud.services.lambda_.function_config import FunctionConfig
from labcloud.services.lambda_.names import check_region, function_arn, split_function_name
from labcloud.services.lambda_.repo import async_queue as queue
from labcloud.services.lambda_.repo import durable as durable_rows
from labcloud.services.lambda_.repo import functions, settings
from labcloud.services.lambda_.repo import layers as layer_rows
from labcloud.services.lambda_.repo import mappings as mapping_rows
from labcloud.services.lambda_.s3_code import names_s3_code, zip_from_s3
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.unsupported import refuse, unsupported
from labcloud.services.lambda_.validation import invalid
from labcloud.services.lambda_.vpc_config import resolve as resolve_vpc

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        CreateFunctionRequest,
        CreateFunctionResponse,
        DeleteFunctionConcurrencyRequest,
        DeleteFunctionConcurrencyResponse,
        DeleteFunctionRequest,
        DeleteFunctionResponse,
        GetFunctionConcurrencyRequest,
        GetFunctionConcurrencyResponse,
        GetFunctionConfigurationRequest,
        GetFunctionConfigurationResponse,
        GetFunctionRequest,
        GetFunctionResponse,
        Layer,
        ListTagsRequest,
        ListTagsResponse,
        LoggingConfig,
        PutFunctionConcurrencyRequest,
        PutFunctionConcurrencyResponse,
        TagResourceRequest,
        TagResourceResponse,
        TracingConfigResponse,
        UntagResourceRequest,
        UntagResourceResponse,
        UpdateFunctionCodeRequest,
        UpdateFunctionCodeResponse,
        UpdateFunctionConfigurationRequest,
        UpdateFunctionConfigurationResponse,
        VpcConfigResponse,
    )


#: What UpdateFunctionConfiguration sets as given: request member -> FunctionConfig attribute.
_CONFIG_KEYS = {
    "Runtime": "runtime",
    "Handler": "handler",
    "Role": "role",
    "Timeout": "timeout",
    "MemorySize": "memory_size",
    "Description": "description",
    "Environment": "environment",
    "EphemeralStorage": "ephemeral_storage",
    "DeadLetterConfig": "dead_letter_config",
    "TracingConfig": "tracing_config",
    "LoggingConfig": "logging_config",
}


# -- checks that ask other services ----------------------------------------------------


async def check_role(state: LambdaState, ctx: RequestContext, role_arn: str) -> None:
    if not state.host.serves("iam"):
        return
    role_name = role_arn.split(":role/", 1)[1].rsplit("/", 1)[-1]
    try:
        await state.host.call(
            "iam", "GetRole", {"RoleName": role_name}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError as error:
        if error.code in ("NoSuchEntity", "NoSuchEntityException"):
            raise invalid("The role defined for the function cannot be assumed by Lambda.") from error


async def resolve_layers(
    state: LambdaState, ctx: RequestContext, arns: list[str], runtime: str | None
) -> tuple[list[dict[str, Any]], list[str]]:
    """The layers' descriptions and folders; AWS's public layers are built first when missing."""
    prepared = await public_layers.prepare(arns, runtime, state.settings.tuning)
    described: list[dict[str, Any]] = []
    paths: list[str] = []
    for arn in arns:
        if secrets_extension.is_extension_layer(arn) or appconfig_extension.is_extension_layer(arn):
            # AWS's published extension layers: their HTTP interfaces are served by labcloud itself
            described.append({"Arn": arn, "CodeSize": 0})
            continue
        if arn in prepared:  # AWS's public layer, built from the package registries
            described.append({"Arn": arn, "CodeSize": prepared[arn].size})
            paths.append(str(prepared[arn].path))
            continue
        parts = arn.split(":")
        doc = None
        if len(parts) == 8 and parts[5] == "layer" and is_digits(parts[7]):
            doc = layer_rows.get(state.store, (parts[4], parts[3], parts[6]), int(parts[7]))
        if doc is None:
            raise invalid(f"Layer version {arn} does not exist.")
        described.append({"Arn": arn, "CodeSize": doc["Content"]["CodeSize"]})
        paths.append(doc["_path"])
    return described, paths


# -- operations ------------------------------------------------------------------------


async def create_function(
    state: LambdaState, params: CreateFunctionRequest, ctx: RequestContext
) -> CreateFunctionResponse:
    name, qualifier = split_function_name(params["FunctionName"], max_name=140)
    validation.check_new_function_name(params["FunctionName"], name, qualifier)
    check_region(params["FunctionName"], ctx.region)
    await container_images.check(state.host, ctx, params, params.get("Code") or {})
    zip_bytes = validation.check_package(params)
    validation.check_zip_size(zip_bytes, "CreateFunction")
    if not zip_bytes:
        zip_bytes = await zip_from_s3(state.host, ctx, params["Code"])
    validation.check_runtime(params["Runtime"])
    validation.check_limits(params)
    if tenancy.config_of(params) is not None and durable.config_of(params) is not None:
        raise unsupported(tenancy.KEY, "tenant isolation for durable functions")
    if records.function_row(state, ctx, name) is not None:
        raise AwsError(
            "ResourceConflictException", f"Function already exist: {name}", status=409, Type="User"
        )
    await check_role(state, ctx, params["Role"])
    if params.get("CodeSigningConfigArn"):
        code_signing.check_exists(state.store, ctx, params["CodeSigningConfigArn"])
    layers, layer_paths = await resolve_layers(state, ctx, params.get("Layers") or [], params["Runtime"])
    vpc = resolve_vpc(state, ctx, params.get("VpcConfig"))
    mounts = file_systems.resolve(
        state.host, ctx.account_id, ctx.region, params.get("FileSystemConfigs"), vpc
    )
    sha, size, code_path, hex_digest = await code_store.store_code(state, zip_bytes)
    node_sdk.start_for(params["Runtime"], Path(code_path), [Path(p) for p in layer_paths])
    if records.function_row(state, ctx, name) is not None:  # created while we were extracting
        raise AwsError(
            "ResourceConflictException", f"Function already exist: {name}", status=409, Type="User"
        )
    arn = function_arn(ctx.region, ctx.account_id, name)
    config = FunctionConfig(
        function_name=name,
        function_arn=arn,
        runtime=params["Runtime"],
        role=params["Role"],
        handler=params["Handler"],
        code_size=size,
        description=params.get("Description", ""),
        timeout=params.get("Timeout", 3),
        memory_size=params.get("MemorySize", 128),
        last_modified=lambda_timestamp(),
        code_sha256=sha,
        version="$LATEST",
        tracing_config=cast("TracingConfigResponse", tracing.stored(params.get("TracingConfig"))),
        revision_id=str(uuid.uuid4()),
        state="Active",
        last_update_status="Successful",
        package_type="Zip",
        architectures=list(params.get("Architectures") or ["x86_64"]),
        ephemeral_storage=params.get("EphemeralStorage") or {"Size": 512},
        snap_start={"ApplyOn": "None", "OptimizationStatus": "Off"},  # anything else is refused
        logging_config=cast("LoggingConfig", logging_config.merged(None, params.get("LoggingConfig"), name)),
        code_path=code_path,
        zip_hex=hex_digest,
        layer_paths=layer_paths,
        environment=(
            {"Variables": dict(params["Environment"].get("Variables") or {})}
            if params.get("Environment") is not None
            else None
        ),
        layers=cast("list[Layer]", layers) or None,
        dead_letter_config=params.get("DeadLetterConfig") or None,
        vpc_config=cast("VpcConfigResponse", vpc) if vpc is not None and vpc["SubnetIds"] else None,
    )
    durable_config = durable.config_of(params)
    if durable_config is not None:
        config = config.but(extra={**config.extra, "DurableConfig": durable_config})
    if mounts:
        config = config.but(extra={**config.extra, "FileSystemConfigs": mounts})
    tenancy_config = tenancy.config_of(params)
    if tenancy_config is not None:
        config = config.but(extra={**config.extra, tenancy.KEY: tenancy_config})
    config = await env_encryption.seal(state, ctx, config, params.get("KMSKeyArn"))
    with state.store.transaction():
        functions.insert(
            state.store,
            (ctx.account_id, ctx.region, name),
            config,
            dict(params.get("Tags") or {}),
            clock.now(),
        )
        if params.get("CodeSigningConfigArn"):
            code_signing.attach(state.store, ctx, name, params["CodeSigningConfigArn"])
        if params.get("Publish"):
            config = versions_aliases.publish_version_locked(state, ctx, name, config, "")
        records.function_event(state, ctx, "lambda.function.created", config)
    answer = public(config)
    answer.update(State="Pending", StateReason="The function is being created.", StateReasonCode="Creating")
    answer.pop("LastUpdateStatus", None)
    return cast("CreateFunctionResponse", revisions.while_settling(answer))


def _rendered(state: LambdaState, ctx: RequestContext, resolved: Resolved) -> dict[str, Any]:
    """The configuration a read answers: asked by qualifier ($LATEST, version or alias), its ARN names it."""
    config = public(resolved.config)
    if resolved.qualifier:
        config["FunctionArn"] = function_arn(ctx.region, ctx.account_id, resolved.name, resolved.qualifier)
    return config


def get_function_configuration(
    state: LambdaState, params: GetFunctionConfigurationRequest, ctx: RequestContext
) -> GetFunctionConfigurationResponse:
    resolved = records.resolve(state, ctx, params["FunctionName"], params.get("Qualifier"))
    return cast("GetFunctionConfigurationResponse", _rendered(state, ctx, resolved))


def get_function(state: LambdaState, params: GetFunctionRequest, ctx: RequestContext) -> GetFunctionResponse:
    resolved = records.resolve(state, ctx, params["FunctionName"], params.get("Qualifier"))
    config = resolved.config
    answer: dict[str, Any] = {
        "Configuration": _rendered(state, ctx, resolved),
        "Code": {
            "RepositoryType": "S3",
            "Location": f"{ctx.endpoint}/_labcloud/lambda/code/{config.zip_hex}",
        },
    }
    tags = dict(resolved.row.tags)
    if tags:  # the function's tags, whichever version or alias is asked for
        answer["Tags"] = tags
    if resolved.row.reserved is not None:
        answer["Concurrency"] = {"ReservedConcurrentExecutions": resolved.row.reserved}
    return cast("GetFunctionResponse", answer)


def _check_revision(config: FunctionConfig, revision: str | None) -> None:
    revisions.check(config.revision_id, revision)


async def update_function_code(
    state: LambdaState, params: UpdateFunctionCodeRequest, ctx: RequestContext
) -> UpdateFunctionCodeResponse:
    name, row = records.require_function(state, ctx, params["FunctionName"])
    zip_bytes = params.get("ZipFile")
    await container_images.check(state.host, ctx, params, params)
    refuse(params)
    if zip_bytes and names_s3_code(params):
        raise invalid("Please do not provide other FunctionCode parameters when providing a ZipFile.")
    if not zip_bytes and names_s3_code(params):
        zip_bytes = await zip_from_s3(state.host, ctx, params)
    if not zip_bytes:
        raise invalid("Please provide a source for function code.")
    validation.check_zip_size(bytes(zip_bytes), "UpdateFunctionCode")
    _check_revision(row.config, params.get("RevisionId"))
    sha, size, code_path, hex_digest = await code_store.store_code(state, bytes(zip_bytes))
    if params.get("DryRun"):
        return cast("UpdateFunctionCodeResponse", public(row.config.but(code_sha256=sha, code_size=size)))
    name, row = records.require_function(state, ctx, name)  # re-read after the await
    node_sdk.start_for(
        row.config.runtime or "", Path(code_path), [Path(p) for p in row.config.layer_paths or ()]
    )
    config = row.config.but(
        code_sha256=sha,
        code_size=size,
        code_path=code_path,
        zip_hex=hex_digest,
        last_modified=lambda_timestamp(),
        revision_id=str(uuid.uuid4()),
    )
    if params.get("Architectures"):
        config = config.but(architectures=list(params["Architectures"]))
    with state.store.transaction():
        records.save_config(state, ctx, name, config)
        published = (
            versions_aliases.publish_version_locked(state, ctx, name, config, "")
            if params.get("Publish")
            else None
        )
        records.function_event(state, ctx, "lambda.function.updated", config, change="code")
    await state.execution.on_function_changed(name)
    if published is not None:
        return cast("UpdateFunctionCodeResponse", public(published))
    answer = public(config)
    answer.update(
        LastUpdateStatus="InProgress",
        LastUpdateStatusReason="The function is being created.",
        LastUpdateStatusReasonCode="Creating",
    )
    return cast("UpdateFunctionCodeResponse", revisions.while_settling(answer))


async def update_function_configuration(
    state: LambdaState, params: UpdateFunctionConfigurationRequest, ctx: RequestContext
) -> UpdateFunctionConfigurationResponse:
    name, row = records.require_function(state, ctx, params["FunctionName"])
    config = row.config
    _check_revision(config, params.get("RevisionId"))
    refuse(params)
    if params.get("Runtime"):
        validation.check_runtime(params["Runtime"])
    validation.check_limits(params)
    if params.get("Role") and params["Role"] != config.role:
        await check_role(state, ctx, params["Role"])
    layers = None
    if params.get("Layers") is not None:
        layers = await resolve_layers(state, ctx, params["Layers"], params.get("Runtime") or config.runtime)
    vpc = resolve_vpc(state, ctx, params.get("VpcConfig"))
    name, row = records.require_function(state, ctx, name)
    config = row.config
    fields: Mapping[str, Any] = params
    changes: dict[str, Any] = {}
    for key, attribute in _CONFIG_KEYS.items():
        if key in fields and fields[key] is not None:
            value = fields[key]
            if key == "Environment":
                value = {"Variables": dict(value.get("Variables") or {})}
            if key == "TracingConfig":
                value = tracing.stored(value, cast("dict[str, Any] | None", config.tracing_config))
            if key == "LoggingConfig":
                value = logging_config.merged(
                    cast("dict[str, Any] | None", config.logging_config), value, name
                )
            changes[attribute] = value
    if vpc is not None:
        changes["vpc_config"] = vpc
    kept_vpc = vpc if vpc is not None else config.vpc_config
    wanted = params["FileSystemConfigs"] if "FileSystemConfigs" in params else file_systems.configured(config)
    mounts = file_systems.resolve(state.host, ctx.account_id, ctx.region, wanted, kept_vpc)
    extra = {k: v for k, v in config.extra.items() if k != "FileSystemConfigs"}
    if mounts:
        extra["FileSystemConfigs"] = mounts
    if extra != config.extra:
        changes["extra"] = extra
    durable_config = durable.config_for_update(params, config.extra.get("DurableConfig"))
    if durable_config is not None:
        changes["extra"] = {**changes.get("extra", config.extra), "DurableConfig": durable_config}
    if layers is not None:
        changes["layers"] = layers[0] or None
        changes["layer_paths"] = layers[1]
    config = config.but(**changes, last_modified=lambda_timestamp(), revision_id=str(uuid.uuid4()))
    if "KMSKeyArn" in params:
        config = await env_encryption.seal(state, ctx, config, params.get("KMSKeyArn"))
    with state.store.transaction():
        records.save_config(state, ctx, name, config)
        records.function_event(state, ctx, "lambda.function.updated", config, change="configuration")
    await state.execution.on_function_changed(name)
    answer = public(config)
    answer.update(
        LastUpdateStatus="InProgress",
        LastUpdateStatusReason="The function is being created.",
        LastUpdateStatusReasonCode="Creating",
    )
    return cast("UpdateFunctionConfigurationResponse", revisions.while_settling(answer))


async def delete_function(
    state: LambdaState, params: DeleteFunctionRequest, ctx: RequestContext
) -> DeleteFunctionResponse:
    name, derived = split_function_name(params["FunctionName"])
    check_region(params["FunctionName"], ctx.region)
    qualifier = params.get("Qualifier") or derived
    name, row = records.require_function(state, ctx, name)
    config = row.config
    key = (ctx.account_id, ctx.region, name)
    if qualifier and qualifier != "$LATEST":
        if not is_digits(qualifier):
            raise invalid("Deletion of aliases is not supported by DeleteFunction; use DeleteAlias.")
        with state.store.transaction():
            deleted = functions.delete_version(state.store, key, int(qualifier))
            settings.forget_function(state.store, *key, qualifier)
        if not deleted:
            raise AwsError(
                "ResourceNotFoundException",
                f"Function not found: {function_arn(ctx.region, ctx.account_id, name, qualifier)}",
                status=404,
                Type="User",
            )
        return {"StatusCode": 204}
    if qualifier == "$LATEST":
        raise invalid("$LATEST version cannot be deleted without deleting the function.")
    with state.store.transaction():
        functions.delete(state.store, key)
        queue.forget_function(state.store, *key)
        url_configs.forget(state.store, *key)
        settings.forget_function(state.store, *key)
        durable_rows.forget_function(state.store, *key)
        records.function_event(state, ctx, "lambda.function.deleted", config)
    await state.execution.on_function_changed(name)
    return {"StatusCode": 204}


# -- tags ------------------------------------------------------------------------------


def _tag_target(state: LambdaState, ctx: RequestContext, resource: str) -> tuple[str, dict[str, str]]:
    """The tagged resource's key (a function name, or ``esm:<uuid>`` for a mapping) and its tags."""
    mapping_prefix = f"arn:aws:lambda:{ctx.region}:{ctx.account_id}:event-source-mapping:"
    if ":event-source-mapping:" in resource:
        mapping_uuid = resource[len(mapping_prefix) :] if resource.startswith(mapping_prefix) else ""
        mapping = mapping_rows.get(state.store, mapping_uuid, ctx.account_id, ctx.region)
        if mapping is None:
            raise AwsError(
                "ResourceNotFoundException",
                f"Event source mapping not found: {resource}",
                status=404,
                Type="User",
            )
        return f"esm:{mapping_uuid}", dict(mapping.tags or {})
    if ":code-signing-config:" in resource:
        return f"csc:{resource}", code_signing.tags_of(state.store, ctx, resource)
    name, qualifier = split_function_name(resource)
    check_region(resource, ctx.region)
    if qualifier:
        raise invalid(
            "Tags on function aliases and versions are not supported. Please specify a function ARN."
        )
    row = records.function_row(state, ctx, name)
    if row is None:
        raise AwsError(
            "ResourceNotFoundException",
            f"Function not found: {function_arn(ctx.region, ctx.account_id, name)}",
            status=404,
            Type="User",
        )
    return name, dict(row.tags)


def _save_tags(state: LambdaState, ctx: RequestContext, name: str, tags: dict[str, str]) -> None:
    if len(tags) > 50:
        raise invalid("Number of tags exceeds resource tag limit.")
    with state.store.transaction():
        if name.startswith("csc:"):
            code_signing.save_tags(state.store, ctx, name[4:], tags)
            return
        if name.startswith("esm:"):
            mapping = mapping_rows.get(state.store, name[4:])
            if mapping is not None:
                mapping_rows.save(state.store, mapping.but(tags=tags))
            return
        functions.save_tags(state.store, (ctx.account_id, ctx.region, name), tags)
        revisions.bump(state.store, ctx, name, None)  # Lambda gives $LATEST a new RevisionId


def tag_resource(state: LambdaState, params: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    if not params.get("Tags"):
        raise invalid("An error occurred and the request cannot be processed.")
    name, tags = _tag_target(state, ctx, params["Resource"])
    tags.update(params.get("Tags") or {})
    _save_tags(state, ctx, name, tags)
    return {}


def untag_resource(
    state: LambdaState, params: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    name, tags = _tag_target(state, ctx, params["Resource"])
    for key in params.get("TagKeys") or []:
        tags.pop(key, None)
    _save_tags(state, ctx, name, tags)
    return {}


def list_tags(state: LambdaState, params: ListTagsRequest, ctx: RequestContext) -> ListTagsResponse:
    return {"Tags": _tag_target(state, ctx, params["Resource"])[1]}


# -- reserved concurrency --------------------------------------------------------------


def put_function_concurrency(
    state: LambdaState, params: PutFunctionConcurrencyRequest, ctx: RequestContext
) -> PutFunctionConcurrencyResponse:
    if split_function_name(params["FunctionName"])[1]:
        raise invalid(
            "This operation is permitted on Lambda functions only. Aliases and versions do not support this "
            "operation. Please specify either a function name or an unqualified function ARN."
        )
    name, row = records.require_function(state, ctx, params["FunctionName"])
    wanted = params["ReservedConcurrentExecutions"]
    total_provisioned = provisioned.total(state.store, ctx, name)
    if total_provisioned > wanted:
        raise invalid(
            f" ReservedConcurrentExecutions  {wanted} should not be lower than function's total provisioned "
            f"concurrency [{total_provisioned}]."
        )
    # what this function takes from the account now: its reservation, or else its provisioned concurrency
    current = row.reserved if row.reserved is not None else total_provisioned
    if (
        account_settings.unreserved(state.store, ctx.account_id, ctx.region) + current - wanted
        < MIN_UNRESERVED
    ):
        raise invalid(
            "Specified ReservedConcurrentExecutions for function decreases account's "
            f"UnreservedConcurrentExecution below its minimum value of [{MIN_UNRESERVED}]."
        )
    with state.store.transaction():
        functions.save_reserved(state.store, (ctx.account_id, ctx.region, name), wanted)
    return {"ReservedConcurrentExecutions": wanted}


def get_function_concurrency(
    state: LambdaState, params: GetFunctionConcurrencyRequest, ctx: RequestContext
) -> GetFunctionConcurrencyResponse:
    _, row = records.require_function(state, ctx, params["FunctionName"])
    return cast(
        "GetFunctionConcurrencyResponse",
        {} if row.reserved is None else {"ReservedConcurrentExecutions": row.reserved},
    )


def delete_function_concurrency(
    state: LambdaState, params: DeleteFunctionConcurrencyRequest, ctx: RequestContext
) -> DeleteFunctionConcurrencyResponse:
    name, _ = records.require_function(state, ctx, params["FunctionName"])
    with state.store.transaction():
        functions.save_reserved(state.store, (ctx.account_id, ctx.region, name), None)
    return {}
