"""API Gateway's one state object: what the service owns while it runs, passed explicitly to its behaviour."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, cast

from labcloud.config import Settings
from labcloud.context import Principal
from labcloud.events.bus import EventBus
from labcloud.identity import Identity
from labcloud.services.apigateway.domain_route import Route
from labcloud.services.apigateway.response_cache import Caches
from labcloud.services.apigateway.verdict import Verdict
from labcloud.services.shape import Host
from labcloud.store.db import Store

T = TypeVar("T")


class Calls(Protocol):
    """Other services' operations through the pipeline (the hub's ``call``): the data plane invokes
    functions and reads their policies this way, so IAM and events apply as for any caller."""

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
class Deployed:
    """A deployment's routes, parsed once (deployments never change after they are made)."""

    root: dict[str, Any]
    #: resource id → its children's documents: literals first, then ``{param}``, then ``{proxy+}``.
    children: dict[str, list[dict[str, Any]]]


@dataclass(slots=True)
class ApigwState:
    store: Store
    bus: EventBus
    settings: Settings
    calls: Calls
    #: (api id, deployment id) → parsed routes (memory only; rebuilt from the store when missing).
    deployed: dict[tuple[str, str], Deployed] = field(default_factory=dict)
    #: (function, source ARN) → until when a function's policy was seen to allow API Gateway
    #: (``permission.py``: allowances are re-read at most every second, refusals every time).
    allowed: dict[tuple[str, str], float] = field(default_factory=dict)
    #: Who an access key is (the invoke URL's AWS_IAM authorization); None where no hub gives one.
    identity: Identity | None = None
    #: (api, authorizer, identity source values) → (until when, the function's answer): Lambda
    #: authorizers' results cached for their ``authorizerResultTtlInSeconds`` (memory only, as on AWS).
    authorizer_results: dict[tuple[str, str, tuple[str, ...]], tuple[float, Verdict]] = field(
        default_factory=dict
    )

    #: (usage plan, API key id) → (tokens, when last filled): usage plans' throttles (memory only).
    buckets: dict[tuple[str, str], tuple[float, float]] = field(default_factory=dict)

    #: Stage caches' entries (``response_cache.py``; memory only, as AWS's cache clusters are).
    caches: Caches = field(default_factory=Caches)

    #: Custom domain name → its base path mappings' routes (``domains.py``); None until read from the store.
    domain_routes: dict[str, list[Route]] | None = None
    #: Private custom domain names' hosts → their stored keys (``<name>+<id>``), rebuilt with the routes.
    private_hosts: dict[str, str] = field(default_factory=dict)
    #: Custom domain names → (a tag of their TLS settings, their mutual TLS truststore's PEM or None),
    #: rebuilt with the routes, for the TLS listener (``domains.DomainRouter.tls``).
    domain_tls: dict[str, tuple[str, str | None]] = field(default_factory=dict)

    #: Access-log writes under way (``access_log.py``), held until they finish.
    log_tasks: set[asyncio.Task[None]] = field(default_factory=set)

    @staticmethod
    def build(host: Host) -> ApigwState:
        # The hub (the Host every service gets) also answers ``call``: the data plane's seam to Lambda.
        return ApigwState(host.store, host.bus, host.settings, cast(Calls, host), identity=host.identity)
