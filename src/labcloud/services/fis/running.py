"""The running experiments as a fault source: which experiment's action applies to one invocation.

The sandbox manager asks (through ``hub.faults``) before each invoke; the experiments that may
still act are cached in memory and read again after a start or a stop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.events.bus import EventBus
from labcloud.faults.engine import publish_fault
from labcloud.services.fis.experiments import fault_for, schedule
from labcloud.services.fis.repo import experiments as rows
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.runtime.faults import SandboxFault
    from labcloud.runtime.spec import FunctionSpec


class LiveExperiments:
    """The experiments neither stopped nor failed whose actions have not all ended (None: read again)."""

    def __init__(self) -> None:
        self.docs: list[dict[str, Any]] | None = None

    def forget(self) -> None:
        self.docs = None

    def running(self, store: Store, now: float) -> list[dict[str, Any]]:
        if self.docs is None:
            self.docs = [
                d for d in rows.every(store) if d.get("stoppedAt") is None and d.get("failure") is None
            ]
        self.docs = [
            d
            for d in self.docs
            if now - d["startTime"] < max((e for _, e in schedule(d["actions"]).values()), default=0)
        ]
        return self.docs


def invocation_fault(
    store: Store, bus: EventBus, live: LiveExperiments, spec: FunctionSpec, request_id: str
) -> SandboxFault | None:
    now = clock.now()
    found = [
        d
        for d in live.running(store, now)
        if d["arn"].split(":")[3] == spec.region and d["arn"].split(":")[4] == spec.account_id
    ]
    if not found:
        return None

    def publish(doc: dict[str, Any], action: str, action_id: str, invocation: str) -> None:
        publish_fault(
            bus,
            "fis:" + action_id,
            spec.account_id,
            spec.region,
            resource=doc["arn"],
            experiment_id=doc["id"],
            action=action,
            function_arn=spec.function_arn,
            request_id=invocation,
        )

    return fault_for(found, spec, request_id, now, publish)
