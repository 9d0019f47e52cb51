"""The Lambda provider: the mixins of this package assembled, plus start/stop of background work."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from labcloud.internal.routes import InternalRoute
from labcloud.services.lambda_.absent_configs import AbsentConfigsMixin
from labcloud.services.lambda_.async_invoke import AsyncInvokeMixin
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
    UrlOps,
    MappingsMixin,
    AsyncInvokeMixin,
    LayersMixin,
    VersionsAliasesMixin,
    PermissionsMixin,
    AbsentConfigsMixin,
):
    """AWS Lambda: functions run in local sandboxes; SQS event source mappings poll through SQS."""

    service = "lambda"

    def __init__(self, hub: Hub) -> None:
        super().__init__(hub)
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


PROVIDER = LambdaProvider
