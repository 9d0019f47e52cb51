"""Secrets Manager's one state object, and what it reaches of the running system: KMS's KeyRing (values
are encrypted under the secret's key as the caller) and the pipeline (rotation functions are invoked
through Lambda's Invoke)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

from labcloud.config import Settings
from labcloud.context import Principal
from labcloud.events.bus import EventBus
from labcloud.services.kms.interfaces import KeyRing
from labcloud.services.secretsmanager.repo.secrets import Secrets
from labcloud.services.shape import Host
from labcloud.store.db import Store

T = TypeVar("T")


@runtime_checkable
class Reach(Protocol):
    """The hub's ``call`` and ``interface``: other services only through their APIs and interfaces."""

    async def call(
        self,
        service: str,
        operation: str,
        params: dict[str, Any],
        *,
        account_id: str | None = None,
        region: str | None = None,
        principal: Principal | None = None,
        extra: dict[str, Any] | None = None,
    ) -> dict[str, Any]: ...

    def interface(self, kind: type[T]) -> T | None: ...


@dataclass(slots=True)
class SecretsState:
    store: Store
    bus: EventBus
    settings: Settings
    secrets: Secrets
    reach: Reach | None = None
    #: rotations running now (memory only): secret ARN → its task
    rotations: dict[str, asyncio.Task[None]] = field(default_factory=dict)

    @staticmethod
    def build(host: Host) -> SecretsState:
        reach = host if isinstance(host, Reach) else None
        return SecretsState(host.store, host.bus, host.settings, Secrets(host.store), reach)

    def key_ring(self) -> KeyRing:
        found = None if self.reach is None else self.reach.interface(KeyRing)
        if found is None:
            raise RuntimeError("Secrets Manager needs KMS's KeyRing: KMS is not running")
        return found
