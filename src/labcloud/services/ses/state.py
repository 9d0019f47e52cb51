"""SES's one state object, built alike for both APIs (``ses`` and ``sesv2``) over the same tables."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from labcloud.config import Settings
from labcloud.context import Principal
from labcloud.events.bus import EventBus
from labcloud.services.shape import Host
from labcloud.store.db import Store

#: Recipients a day (SES's default quota once out of the sandbox); ``LABCLOUD_SES_DAILY_QUOTA`` changes it.
DAILY_QUOTA = 50_000.0
#: Messages a second SES reports as the account's rate (reported, not enforced).
SEND_RATE = 14.0


class Caller(Protocol):
    """Another service's operation through the pipeline: how event destinations reach SNS and EventBridge."""

    async def __call__(
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
class SesState:
    store: Store
    bus: EventBus
    settings: Settings
    call: Caller
    daily_quota: float

    @staticmethod
    def build(host: Host) -> SesState:
        call: Caller = host.call
        quota = host.settings.tuning.number("LABCLOUD_SES_DAILY_QUOTA", DAILY_QUOTA, minimum=1.0)
        return SesState(host.store, host.bus, host.settings, call, quota)
