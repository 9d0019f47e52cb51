"""The running labcloud: settings, store, event bus, identity, pipeline and the service providers.

Everything a provider needs reaches it through the hub; ``hub.call`` is how one service uses
another (an event source mapping receiving from SQS, Lambda writing its logs), through the same
pipeline as HTTP requests, so authorization and events stay real.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from labcloud.config import Settings
from labcloud.context import Principal, RequestContext
from labcloud.events.bus import EventBus
from labcloud.identity import Identity
from labcloud.pipeline import Pipeline
from labcloud.services.base import Provider
from labcloud.services.registry import provider_classes
from labcloud.store.db import Store

log = logging.getLogger("labcloud")


class Hub:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.store = Store(settings.database_path)
        self.bus = EventBus(self.store)
        self.identity = Identity(settings)
        self.pipeline = Pipeline(self)
        self.providers: dict[str, Provider] = {}
        #: service → the resource-based policy of a resource ARN (S3 bucket policies), for IAM enforcement
        self.resource_policies: dict[str, Callable[[str], Any]] = {}
        for service, cls in provider_classes().items():
            provider = cls(self)
            self.store.ensure_schema(service, provider.schema())
            self.providers[service] = provider
        #: State outside the providers that a reset also forgets (e.g. the active lab).
        self.reset_hooks: list[Callable[[], None]] = []
        self.started = False

    def provider(self, service: str) -> Provider:
        return self.providers[service]

    async def start(self) -> None:
        for provider in self.providers.values():
            await provider.start()
        self.started = True

    async def stop(self) -> None:
        for provider in reversed(list(self.providers.values())):
            try:
                await provider.stop()
            except Exception:  # noqa: BLE001 - shutdown must go on
                log.exception("stopping %s failed", provider.service)
        self.started = False

    def close(self) -> None:
        self.store.close()

    async def reset(self) -> None:
        """Forget every resource, all history and the active lab (``POST /_labcloud/reset``, used by tests)."""
        for provider in self.providers.values():
            await provider.stop()
        for provider in self.providers.values():
            provider.reset()
        self.bus.clear()
        for hook in self.reset_hooks:
            hook()
        for provider in self.providers.values():
            await provider.start()

    def context(
        self,
        service: str,
        operation: str,
        *,
        account_id: str | None = None,
        region: str | None = None,
        principal: Principal | None = None,
        lambda_request_id: str | None = None,
    ) -> RequestContext:
        account = account_id or (principal.account_id if principal else self.settings.account_id)
        return RequestContext(
            service=service,
            operation=operation,
            account_id=account,
            region=region or self.settings.region,
            principal=principal or self.identity.root(account),
            source="internal",
            endpoint=self.settings.endpoint,
            lambda_request_id=lambda_request_id,
        )

    async def call(
        self,
        service: str,
        operation: str,
        params: dict[str, Any],
        *,
        account_id: str | None = None,
        region: str | None = None,
        principal: Principal | None = None,
        lambda_request_id: str | None = None,
    ) -> dict[str, Any]:
        """Run one operation of a service from inside labcloud, through the pipeline."""
        ctx = self.context(service, operation, account_id=account_id, region=region, principal=principal,
                           lambda_request_id=lambda_request_id)
        return await self.pipeline.run(ctx, params)
