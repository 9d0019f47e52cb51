"""API Gateway v2's (HTTP APIs) one state object: what the service owns while it runs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, cast

from labcloud.config import Settings
from labcloud.context import Principal
from labcloud.events.bus import EventBus
from labcloud.identity import Identity
from labcloud.services.apigatewayv2.authorizer_cache import AuthorizerCaches
from labcloud.services.apigatewayv2.repo.apis import Apis
from labcloud.services.apigatewayv2.repo.vpclinks import VpcLinks
from labcloud.services.shape import Host
from labcloud.store.db import Store

T = TypeVar("T")


class Calls(Protocol):
    """Other services' operations through the pipeline (the hub's ``call``): Lambda's Invoke and GetPolicy."""

    async def call(
        self,
        service: str,
        operation: str,
        params: dict[str, Any],
        *,
        account_id: str | None = None,
        region: str | None = None,
        principal: Principal | None = None,
    ) -> dict[str, Any]: ...

    def interface(self, kind: type[T]) -> T | None:
        """Another service's offered interface (IAM's roles and STS's sessions for credentials)."""
        ...


@dataclass(slots=True)
class HttpApiState:
    store: Store
    bus: EventBus
    settings: Settings
    calls: Calls
    apis: Apis
    vpclinks: VpcLinks
    caches: AuthorizerCaches = field(default_factory=AuthorizerCaches)
    #: Route throttling buckets: (api id, stage, route key) → (tokens, when last counted) (route_settings.py).
    buckets: dict[tuple[str, str, str], tuple[float, float]] = field(default_factory=dict)
    #: Who an access key is (routes with AWS_IAM authorization); None where no hub gives one.
    identity: Identity | None = None

    @staticmethod
    def build(host: Host) -> HttpApiState:
        return HttpApiState(
            host.store,
            host.bus,
            host.settings,
            cast(Calls, host),
            Apis(host.store),
            VpcLinks(host.store),
            identity=host.identity,
        )
