"""KMS's one state object: the store, the bus, the master key and the unwrapped material cache."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from labcloud.config import Settings
from labcloud.context import Principal
from labcloud.events.bus import EventBus
from labcloud.services.kms.errors import invalid_state
from labcloud.services.kms.master import MasterKey
from labcloud.services.kms.repo.keys import Keys
from labcloud.services.shape import Host
from labcloud.store.db import Store


@runtime_checkable
class Caller(Protocol):
    """Runs an operation through the pipeline (the hub's ``call``): KeyRing's calls of KMS itself."""

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


@dataclass(slots=True)
class KmsState:
    store: Store
    bus: EventBus
    settings: Settings
    keys: Keys
    master: MasterKey
    caller: Caller | None = None
    #: key id → unwrapped material (memory only; the store keeps it wrapped).
    material: dict[str, bytes] = field(default_factory=dict)

    @staticmethod
    def build(host: Host) -> KmsState:
        settings = host.settings
        master = MasterKey.load(None if settings.in_memory else settings.data_dir)
        caller = host if isinstance(host, Caller) else None
        return KmsState(host.store, host.bus, settings, Keys(host.store), master, caller)

    def material_of(self, key_id: str, wrapped: bytes) -> bytes:
        """The key's material; KMSInvalidStateException when this server's master key cannot unwrap it (a
        state snapshot or data dir from another server: docs/state.md)."""
        found = self.material.get(key_id)
        if found is None:
            from cryptography.exceptions import InvalidTag  # here: not at the service's build

            try:
                found = self.material[key_id] = self.master.unwrap(wrapped)
            except InvalidTag:
                raise invalid_state(
                    f"The key material of {key_id} is unavailable: it was wrapped by another labcloud server's "
                    "master key (a state snapshot or data dir from another server)"
                ) from None
        return found
