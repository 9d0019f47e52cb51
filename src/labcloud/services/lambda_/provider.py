"""The Lambda provider: the mixins of this package assembled, plus start/stop of background work.

The account and configuration APIs (account settings, code signing, provisioned concurrency,
recursion, layer policies) live in small modules taking explicit state; the provider maps each
operation to them.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.internal.routes import InternalRoute
from labcloud.services.lambda_ import (
    absent_features,
    account_settings,
    code_signing,
    invoke_variants,
    layer_policies,
    provisioned,
    recursion,
    runtime_management,
    settings_tables,
)
from labcloud.services.lambda_.async_invoke import AsyncInvokeMixin
from labcloud.services.lambda_.core import TABLES
from labcloud.services.lambda_.esm.mappings import MappingsMixin
from labcloud.services.lambda_.layers import LayersMixin
from labcloud.services.lambda_.permissions import PermissionsMixin
from labcloud.services.lambda_.resource_policy import FunctionPolicies
from labcloud.services.lambda_.routes import lambda_routes
from labcloud.services.lambda_.url_http import FunctionUrlEndpoint
from labcloud.services.lambda_.url_ops import UrlOps
from labcloud.services.lambda_.versions_aliases import VersionsAliasesMixin

if TYPE_CHECKING:
    from labcloud.hub import Hub

log = logging.getLogger("labcloud.lambda")


class LambdaProvider(
    UrlOps, MappingsMixin, AsyncInvokeMixin, LayersMixin, VersionsAliasesMixin, PermissionsMixin
):
    """AWS Lambda: functions run in local sandboxes; SQS event source mappings poll through SQS."""

    service = "lambda"
    tables = TABLES + settings_tables.TABLES

    def __init__(self, hub: Hub) -> None:
        super().__init__(hub)
        settings_tables.ensure(self.store)
        # Calls a sandbox makes back into labcloud are attributed to the invocation it is running.
        hub.identity.add_invocation_lookup(self.current_request_for_access_key)
        self.function_policies = FunctionPolicies(self.store)
        hub.resource_policies.register("lambda", self.function_policies.find, self.function_policies.active)
        hub.pipeline.add_step(self.function_policies.step)
        hub.offer(FunctionUrlEndpoint, FunctionUrlEndpoint(hub, self.resolve, self.run_invocation))

    async def start(self) -> None:
        await self.start_async_worker()
        await self.start_pollers()

    async def stop(self) -> None:
        await self.stop_pollers()
        await self.stop_async_worker()
        await self.stop_engine()
        self.broker.forget_principals()

    def internal_routes(self) -> list[InternalRoute]:
        return lambda_routes(self)

    def _function_name(self, ctx: RequestContext, function_name: str) -> str:
        return self.require_function(ctx, function_name)[0]

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


absent_features.install(LambdaProvider)  # capacity providers, durable functions: AWS's empty answers
PROVIDER = LambdaProvider
