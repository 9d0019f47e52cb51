"""Lambda in the service shape (``services/shape.py``): its operations table, its state and what it contributes.

Functions run in sandbox child processes (``runtime/``), never in the server. What Lambda adds to the
hub: the function policies' pipeline step and their lookup for IAM, the interfaces other services and
the app use (function URLs, kept code zips, the functions attached to VPC records), which invocation a
sandbox's access key serves, its internal routes, and background work: the Parameters and Secrets
extension's HTTP server, the sandboxes, the async invocation worker, the durable execution worker and
the event source mapping pollers (started in that order, stopped in the reverse).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from labcloud.services.lambda_ import async_worker, code_store, durable_worker
from labcloud.services.lambda_.interfaces import FunctionCode, FunctionNetworks, FunctionSdk, FunctionUrls
from labcloud.services.lambda_.repo import mappings as mapping_rows
from labcloud.services.lambda_.repo.schema import ALL_TABLES, MIGRATIONS, SCHEMA
from labcloud.services.lambda_.routes import lambda_routes
from labcloud.services.lambda_.sdk_packages import FunctionSdkPackages
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.tag_source import tag_sources
from labcloud.services.lambda_.vpc_config import AttachedFunctions
from labcloud.services.shape import (
    Background,
    Contributions,
    Offer,
    Operation,
    PipelineStep,
    PolicySource,
    Service,
    lazy_module,
)

if TYPE_CHECKING:
    from labcloud.protocol.wire import WireRequest, WireResponse
    from labcloud.services.lambda_ import (
        absent_features,
        account_settings,
        async_invoke,
        code_signing,
        durable,
        function_list,
        functions,
        invoke,
        invoke_variants,
        layer_policies,
        layers,
        mapping_ops,
        permissions,
        provisioned,
        records,
        recursion,
        runtime_management,
        url_configs,
        versions_aliases,
    )
    from labcloud.services.lambda_.url_http import FunctionUrlEndpoint
else:
    absent_features = lazy_module("labcloud.services.lambda_.absent_features")
    account_settings = lazy_module("labcloud.services.lambda_.account_settings")
    async_invoke = lazy_module("labcloud.services.lambda_.async_invoke")
    code_signing = lazy_module("labcloud.services.lambda_.code_signing")
    durable = lazy_module("labcloud.services.lambda_.durable")
    function_list = lazy_module("labcloud.services.lambda_.function_list")
    functions = lazy_module("labcloud.services.lambda_.functions")
    invoke = lazy_module("labcloud.services.lambda_.invoke")
    invoke_variants = lazy_module("labcloud.services.lambda_.invoke_variants")
    layer_policies = lazy_module("labcloud.services.lambda_.layer_policies")
    layers = lazy_module("labcloud.services.lambda_.layers")
    permissions = lazy_module("labcloud.services.lambda_.permissions")
    provisioned = lazy_module("labcloud.services.lambda_.provisioned")
    records = lazy_module("labcloud.services.lambda_.records")
    recursion = lazy_module("labcloud.services.lambda_.recursion")
    runtime_management = lazy_module("labcloud.services.lambda_.runtime_management")
    url_configs = lazy_module("labcloud.services.lambda_.url_configs")
    versions_aliases = lazy_module("labcloud.services.lambda_.versions_aliases")
    mapping_ops = lazy_module("labcloud.services.lambda_.mapping_ops")

#: Operation → the function answering it, in the module owning its concept (functions, versions and
#: aliases, invocation, event source mappings, layers, policies, URLs, concurrency and the per-function settings).
OPERATIONS: dict[str, Operation[LambdaState]] = {
    "AddLayerVersionPermission": layer_policies.add,
    "AddPermission": permissions.add_permission,
    "CheckpointDurableExecution": durable.checkpoint,
    "CreateAlias": versions_aliases.create_alias,
    "CreateCodeSigningConfig": code_signing.create,
    "CreateEventSourceMapping": mapping_ops.create_event_source_mapping,
    "CreateFunction": functions.create_function,
    "CreateFunctionUrlConfig": url_configs.create,
    "DeleteAlias": versions_aliases.delete_alias,
    "DeleteCodeSigningConfig": code_signing.delete,
    "DeleteDurableExecution": durable.delete,
    "DeleteEventSourceMapping": mapping_ops.delete_event_source_mapping,
    "DeleteFunction": functions.delete_function,
    "DeleteFunctionCodeSigningConfig": code_signing.delete_function,
    "DeleteFunctionConcurrency": functions.delete_function_concurrency,
    "DeleteFunctionEventInvokeConfig": async_invoke.delete_function_event_invoke_config,
    "DeleteFunctionUrlConfig": url_configs.delete,
    "DeleteLayerVersion": layers.delete_layer_version,
    "DeleteProvisionedConcurrencyConfig": provisioned.delete,
    "GetAccountSettings": account_settings.get_account_settings,
    "GetAlias": versions_aliases.get_alias,
    "GetCodeSigningConfig": code_signing.get,
    "GetDurableExecution": durable.get_execution,
    "GetDurableExecutionHistory": durable.get_history,
    "GetDurableExecutionState": durable.get_state,
    "GetEventSourceMapping": mapping_ops.get_event_source_mapping,
    "GetFunction": functions.get_function,
    "GetFunctionCodeSigningConfig": code_signing.get_function,
    "GetFunctionConcurrency": functions.get_function_concurrency,
    "GetFunctionConfiguration": functions.get_function_configuration,
    "GetFunctionEventInvokeConfig": async_invoke.get_function_event_invoke_config,
    "GetFunctionRecursionConfig": recursion.get,
    "GetFunctionUrlConfig": url_configs.get,
    "GetLayerVersion": layers.get_layer_version,
    "GetLayerVersionByArn": layers.get_layer_version_by_arn,
    "GetLayerVersionPolicy": layer_policies.get,
    "GetPolicy": permissions.get_policy,
    "GetProvisionedConcurrencyConfig": provisioned.get,
    "GetRuntimeManagementConfig": runtime_management.get,
    "Invoke": invoke.invoke,
    "InvokeAsync": invoke_variants.invoke_async,
    "InvokeWithResponseStream": invoke_variants.invoke_with_response_stream,
    "ListAliases": versions_aliases.list_aliases,
    "ListCodeSigningConfigs": code_signing.list_configs,
    "ListDurableExecutionsByFunction": durable.list_by_function,
    "ListEventSourceMappings": mapping_ops.list_event_source_mappings,
    "ListFunctionEventInvokeConfigs": async_invoke.list_function_event_invoke_configs,
    "ListFunctionUrlConfigs": url_configs.list_configs,
    "ListFunctions": function_list.list_functions,
    "ListFunctionsByCodeSigningConfig": code_signing.list_functions,
    "ListLayerVersions": layers.list_layer_versions,
    "ListLayers": layers.list_layers,
    "ListProvisionedConcurrencyConfigs": provisioned.list_configs,
    "ListTags": functions.list_tags,
    "ListVersionsByFunction": versions_aliases.list_versions_by_function,
    "PauseDurableExecution": durable.pause,
    "PublishLayerVersion": layers.publish_layer_version,
    "PublishVersion": versions_aliases.publish_version,
    "PutFunctionCodeSigningConfig": code_signing.put_function,
    "PutFunctionConcurrency": functions.put_function_concurrency,
    "PutFunctionEventInvokeConfig": async_invoke.put_function_event_invoke_config,
    "PutFunctionRecursionConfig": recursion.put,
    "PutProvisionedConcurrencyConfig": provisioned.put,
    "PutRuntimeManagementConfig": runtime_management.put,
    "RemoveLayerVersionPermission": layer_policies.remove,
    "RemovePermission": permissions.remove_permission,
    "ResumeDurableExecution": durable.resume,
    "SendDurableExecutionCallbackFailure": durable.callback_failure,
    "SendDurableExecutionCallbackHeartbeat": durable.callback_heartbeat,
    "SendDurableExecutionCallbackSuccess": durable.callback_success,
    "StopDurableExecution": durable.stop,
    "TagResource": functions.tag_resource,
    "UntagResource": functions.untag_resource,
    "UpdateAlias": versions_aliases.update_alias,
    "UpdateCodeSigningConfig": code_signing.update,
    "UpdateEventSourceMapping": mapping_ops.update_event_source_mapping,
    "UpdateFunctionCode": functions.update_function_code,
    "UpdateFunctionConfiguration": functions.update_function_configuration,
    "UpdateFunctionEventInvokeConfig": async_invoke.update_function_event_invoke_config,
    "UpdateFunctionUrlConfig": url_configs.update,
}


class _FunctionUrlDoor:
    """The function URL front door, whose HTTP machinery (``url_http.py``) is imported on its first request."""

    def __init__(self, state: LambdaState) -> None:
        self.state = state
        self.endpoint: FunctionUrlEndpoint | None = None

    async def handle(
        self, request: WireRequest, url_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        if self.endpoint is None:
            from labcloud.services.lambda_.url_http import FunctionUrlEndpoint

            state = self.state
            self.endpoint = FunctionUrlEndpoint(
                state.host, records.resolver(state), functools.partial(invoke.run_invocation, state)
            )
        return await self.endpoint.handle(request, url_id, path, too_large=too_large)


def _url_endpoint(state: LambdaState) -> FunctionUrls:
    # mypy checks the door keeps the interface's promise
    return _FunctionUrlDoor(state)


async def _start_pollers(state: LambdaState) -> None:
    """Start the mappings' pollers; their modules are imported only when a mapping is kept."""
    state.pollers = {}
    if mapping_rows.stored_any(state.store):
        await mapping_ops.start_pollers(state)


async def _stop_pollers(state: LambdaState) -> None:
    if state.pollers:
        await mapping_ops.stop_pollers(state)


def _background(
    state: LambdaState,
    name: str,
    start: Callable[[], Coroutine[Any, Any, None]],
    stop: Callable[[], Coroutine[Any, Any, None]],
) -> Background:
    """Work whose start is asynchronous: it runs as a task of its own, which the stop waits for first."""
    started: list[asyncio.Task[None]] = []

    def begin() -> None:
        started[:] = [asyncio.get_running_loop().create_task(start())]

    async def end() -> None:
        for task in started:
            with contextlib.suppress(Exception):
                await task
        started.clear()
        await stop()

    return Background(name, begin, end)


async def _nothing() -> None:
    return None


async def _stop_sandboxes(state: LambdaState) -> None:
    await state.execution.stop()
    state.execution.broker.forget_principals()


def contributions(state: LambdaState) -> Contributions:
    policies = state.function_policies
    extension = state.execution.extension
    return Contributions(
        tag_sources=tag_sources(state),
        steps=(PipelineStep(policies.step, services=("lambda",)),),
        offers=(
            Offer(FunctionUrls, _url_endpoint(state)),
            Offer(FunctionCode, code_store.KeptZips(state)),
            Offer(FunctionNetworks, AttachedFunctions(state)),
            Offer(FunctionSdk, FunctionSdkPackages(state)),
        ),
        policy_sources=(PolicySource("lambda", policies.find, policies.active),),
        background=(
            _background(state, "lambda.secrets-extension", extension.start, extension.stop),
            _background(state, "lambda.sandboxes", _nothing, lambda: _stop_sandboxes(state)),
            _background(
                state,
                "lambda.async-invocations",
                lambda: async_worker.start_async_worker(state),
                lambda: async_worker.stop_async_worker(state),
            ),
            _background(
                state,
                "lambda.durable-executions",
                lambda: durable_worker.start(state),
                lambda: durable_worker.stop(state),
            ),
            _background(
                state,
                "lambda.mapping-pollers",
                lambda: _start_pollers(state),
                lambda: _stop_pollers(state),
            ),
        ),
        routes=tuple(lambda_routes(state)),
        # calls a sandbox makes back into labcloud are attributed to the invocation it is running
        invocation_lookups=(state.execution.current_request_for_access_key,),
    )


SERVICE: Service[LambdaState] = Service(
    name="lambda",
    state=LambdaState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=ALL_TABLES,
    schema=SCHEMA,
    migrations=MIGRATIONS,
    # capacity providers: answered as AWS answers an account without them
    absent=lambda state, operation: absent_features.handler(operation, records.resolver(state)),
)
