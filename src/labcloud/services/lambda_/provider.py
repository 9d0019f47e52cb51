"""The Lambda provider: one method per operation, each delegating to the module that owns it.

The provider creates the package's explicit :class:`~labcloud.services.lambda_.state.LambdaState`
and passes it (or just the store) to modules of plain functions: :mod:`functions`,
:mod:`versions_aliases`, :mod:`layers`, :mod:`permissions`, :mod:`invoke`, :mod:`async_invoke`,
:mod:`esm.mappings`, :mod:`url_configs` and the account/config modules. It also starts and stops
the background work (async worker, mapping pollers, sandboxes) and registers Lambda with the hub.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.internal.routes import InternalRoute
from labcloud.services.base import Provider
from labcloud.services.lambda_ import (
    absent_features,
    account_settings,
    async_invoke,
    code_signing,
    code_store,
    functions,
    invoke,
    invoke_variants,
    layer_policies,
    layers,
    permissions,
    provisioned,
    records,
    recursion,
    runtime_management,
    settings_tables,
    url_configs,
    versions_aliases,
)
from labcloud.services.lambda_.core import SCHEMA, TABLES, Resolved
from labcloud.services.lambda_.esm import mappings
from labcloud.services.lambda_.interfaces import FunctionCode, FunctionNetworks, FunctionUrls
from labcloud.services.lambda_.resource_policy import FunctionPolicies
from labcloud.services.lambda_.routes import lambda_routes
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.url_http import FunctionUrlEndpoint
from labcloud.services.lambda_.vpc_config import AttachedFunctions

if TYPE_CHECKING:
    from labcloud.hub import Hub
    from labcloud.store.db import Migration

log = logging.getLogger("labcloud.lambda")


class LambdaProvider(Provider):
    """AWS Lambda: functions run in local sandboxes; SQS event source mappings poll through SQS."""

    service = "lambda"
    tables = TABLES + settings_tables.TABLES

    def __init__(self, hub: Hub) -> None:
        super().__init__(hub)
        settings_tables.ensure(self.store)
        self.function_policies = FunctionPolicies(self.store)
        self.state = LambdaState.of(hub, self.function_policies)
        # Calls a sandbox makes back into labcloud are attributed to the invocation it is running.
        hub.identity.add_invocation_lookup(self.state.execution.current_request_for_access_key)
        hub.resource_policies.register("lambda", self.function_policies.find, self.function_policies.active)
        hub.pipeline.add_step(self.function_policies.step, services=("lambda",))
        urls: FunctionUrls = FunctionUrlEndpoint(
            hub, self.resolve, functools.partial(invoke.run_invocation, self.state)
        )  # mypy checks the endpoint keeps the interface's promise
        hub.offer(FunctionUrls, urls)
        code: FunctionCode = code_store.KeptZips(self.state)
        hub.offer(FunctionCode, code)
        hub.offer(FunctionNetworks, AttachedFunctions(self.state))

    def schema(self) -> Sequence[str]:
        return SCHEMA

    async def start(self) -> None:
        await self.state.execution.extension.start()
        await async_invoke.start_async_worker(self.state)
        await mappings.start_pollers(self.state)

    async def stop(self) -> None:
        await mappings.stop_pollers(self.state)
        await async_invoke.stop_async_worker(self.state)
        await self.state.execution.stop()
        await self.state.execution.extension.stop()
        self.state.execution.broker.forget_principals()

    def migrations(self) -> Sequence[Migration]:
        return (*super().migrations(), *url_configs.MIGRATIONS)

    def internal_routes(self) -> list[InternalRoute]:
        return lambda_routes(self.state)

    def absent_operation(self, operation: str) -> Callable[[RequestContext, dict[str, Any]], Any] | None:
        return absent_features.handler(operation, self.resolve)  # capacity providers, durable functions

    def resolve(self, ctx: RequestContext, function_name: str, qualifier: str | None = None) -> Resolved:
        """Function name (and qualifier) → the configuration that runs (``absent_features`` uses it)."""
        return records.resolve(self.state, ctx, function_name, qualifier)

    def _function_name(self, ctx: RequestContext, function_name: str) -> str:
        return records.require_function(self.state, ctx, function_name)[0]

    # -- invoke variants (InvokeWithResponseStream, InvokeAsync) through Invoke -------------

    async def invoke_with_response_stream(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return await invoke_variants.invoke_with_response_stream(self.invoke, ctx, params)

    async def invoke_async(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return await invoke_variants.invoke_async(self.invoke, ctx, params)

    # -- account settings ------------------------------------------------------------------

    def get_account_settings(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return account_settings.get_account_settings(self.store, ctx, params)

    # -- code signing (stored and reported, not enforced) -----------------------------------

    def create_code_signing_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return code_signing.create(self.store, ctx, params)

    def get_code_signing_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return code_signing.get(self.store, ctx, params)

    def update_code_signing_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return code_signing.update(self.store, ctx, params)

    def delete_code_signing_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return code_signing.delete(self.store, ctx, params)

    def list_code_signing_configs(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return code_signing.list_configs(self.store, ctx, params)

    def list_functions_by_code_signing_config(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return code_signing.list_functions(self.store, ctx, params)

    def put_function_code_signing_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return code_signing.put_function(self.store, ctx, params, self._function_name)

    def get_function_code_signing_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return code_signing.get_function(self.store, ctx, params, self._function_name)

    def delete_function_code_signing_config(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return code_signing.delete_function(self.store, ctx, params, self._function_name)

    # -- recursion -------------------------------------------------------------------------

    def put_function_recursion_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return recursion.put(self.store, ctx, params, self._function_name)

    def get_function_recursion_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return recursion.get(self.store, ctx, params, self._function_name)

    # -- runtime management ----------------------------------------------------------------

    def get_runtime_management_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return runtime_management.get(self.store, ctx, params, self.resolve)

    def put_runtime_management_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return runtime_management.put(self.store, ctx, params, self.resolve)

    # -- provisioned concurrency -----------------------------------------------------------

    def put_provisioned_concurrency_config(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return provisioned.put(self.store, ctx, params)

    def get_provisioned_concurrency_config(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return provisioned.get(self.store, ctx, params)

    def delete_provisioned_concurrency_config(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return provisioned.delete(self.store, ctx, params)

    def list_provisioned_concurrency_configs(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return provisioned.list_configs(
            self.store, ctx, params, self._function_name(ctx, params["FunctionName"])
        )

    # -- layer version policies ------------------------------------------------------------

    def add_layer_version_permission(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return layer_policies.add(self.store, ctx, params)

    def get_layer_version_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return layer_policies.get(self.store, ctx, params)

    def remove_layer_version_permission(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return layer_policies.remove(self.store, ctx, params)

    # -- function URLs (:mod:`url_configs`) -----------------------------------------------

    def create_function_url_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return url_configs.create(self.store, ctx, params, self.settings.endpoint)

    def get_function_url_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return url_configs.get(self.store, ctx, params)

    def update_function_url_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return url_configs.update(self.store, ctx, params)

    def delete_function_url_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return url_configs.delete(self.store, ctx, params)

    def list_function_url_configs(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return url_configs.list_configs(self.store, ctx, params)

    # -- resource policies (:mod:`permissions`) --------------------------------------------

    def add_permission(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return permissions.add_permission(self.state, ctx, params)

    def remove_permission(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return permissions.remove_permission(self.state, ctx, params)

    def get_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return permissions.get_policy(self.state, ctx, params)

    # -- versions and aliases (:mod:`versions_aliases`) -----------------------------------

    def publish_version(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return versions_aliases.publish_version(self.state, ctx, params)

    def list_versions_by_function(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return versions_aliases.list_versions_by_function(self.state, ctx, params)

    def create_alias(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return versions_aliases.create_alias(self.state, ctx, params)

    def get_alias(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return versions_aliases.get_alias(self.state, ctx, params)

    def list_aliases(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return versions_aliases.list_aliases(self.state, ctx, params)

    def update_alias(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return versions_aliases.update_alias(self.state, ctx, params)

    def delete_alias(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return versions_aliases.delete_alias(self.state, ctx, params)

    # -- layers (:mod:`layers`) ------------------------------------------------------------

    async def publish_layer_version(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return await layers.publish_layer_version(self.state, ctx, params)

    def get_layer_version(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return layers.get_layer_version(self.state, ctx, params)

    def get_layer_version_by_arn(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return layers.get_layer_version_by_arn(self.state, ctx, params)

    def delete_layer_version(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return layers.delete_layer_version(self.state, ctx, params)

    def list_layer_versions(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return layers.list_layer_versions(self.state, ctx, params)

    def list_layers(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return layers.list_layers(self.state, ctx, params)

    # -- functions (:mod:`functions`) -------------------------------------------------------

    async def create_function(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return await functions.create_function(self.state, ctx, params)

    async def update_function_code(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return await functions.update_function_code(self.state, ctx, params)

    async def update_function_configuration(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return await functions.update_function_configuration(self.state, ctx, params)

    async def delete_function(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return await functions.delete_function(self.state, ctx, params)

    def get_function_configuration(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return functions.get_function_configuration(self.state, ctx, params)

    def get_function(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return functions.get_function(self.state, ctx, params)

    def list_functions(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return functions.list_functions(self.state, ctx, params)

    def tag_resource(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return functions.tag_resource(self.state, ctx, params)

    def untag_resource(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return functions.untag_resource(self.state, ctx, params)

    def list_tags(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return functions.list_tags(self.state, ctx, params)

    def put_function_concurrency(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return functions.put_function_concurrency(self.state, ctx, params)

    def get_function_concurrency(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return functions.get_function_concurrency(self.state, ctx, params)

    def delete_function_concurrency(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return functions.delete_function_concurrency(self.state, ctx, params)

    # -- invoke (:mod:`invoke`, :mod:`async_invoke`) ---------------------------------------

    async def invoke(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return await invoke.invoke(self.state, ctx, params)

    def put_function_event_invoke_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return async_invoke.put_function_event_invoke_config(self.state, ctx, params)

    def update_function_event_invoke_config(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return async_invoke.update_function_event_invoke_config(self.state, ctx, params)

    def get_function_event_invoke_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return async_invoke.get_function_event_invoke_config(self.state, ctx, params)

    def delete_function_event_invoke_config(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return async_invoke.delete_function_event_invoke_config(self.state, ctx, params)

    def list_function_event_invoke_configs(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return async_invoke.list_function_event_invoke_configs(self.state, ctx, params)

    # -- event source mappings (:mod:`esm.mappings`) ---------------------------------------

    async def create_event_source_mapping(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return await mappings.create_event_source_mapping(self.state, ctx, params)

    def get_event_source_mapping(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return mappings.get_event_source_mapping(self.state, ctx, params)

    def list_event_source_mappings(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return mappings.list_event_source_mappings(self.state, ctx, params)

    async def update_event_source_mapping(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return await mappings.update_event_source_mapping(self.state, ctx, params)

    async def delete_event_source_mapping(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return await mappings.delete_event_source_mapping(self.state, ctx, params)


PROVIDER = LambdaProvider
