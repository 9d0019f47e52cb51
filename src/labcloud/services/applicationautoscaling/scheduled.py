"""Scheduled actions on labcloud's clock: a periodic sweep finds each action whose next firing is due, sets
its target's min/max (unless the target's scheduled scaling is suspended), moves the action to its next
firing, and brings the resource's capacity within the new range (a scaling activity)."""

from __future__ import annotations

import asyncio
import logging

from labcloud import clock
from labcloud.services.applicationautoscaling.scaling import scale
from labcloud.services.applicationautoscaling.schedule_ops import next_firing
from labcloud.services.applicationautoscaling.state import AutoScalingState
from labcloud.services.applicationautoscaling.views import target_key

log = logging.getLogger("labcloud.applicationautoscaling")
SWEEP_SECONDS = 1.0


def sweep(state: AutoScalingState, now: float) -> None:
    for account, region, doc in state.records.everywhere("scheduled"):
        due = doc.get("_next")
        if due is None or float(due) > now:
            continue
        key = target_key(doc["ServiceNamespace"], doc["ResourceId"], doc["ScalableDimension"])
        target = state.records.get(account, region, "target", key)
        sid = f"{key}|{doc['ScheduledActionName']}"
        doc["_next"] = next_firing(doc, now)
        with state.store.transaction():
            state.records.put(account, region, "scheduled", sid, key, doc, clock.now())
            if target is None or (target.get("SuspendedState") or {}).get("ScheduledScalingSuspended"):
                continue
            action = doc["ScalableTargetAction"]
            target["MinCapacity"] = int(action.get("MinCapacity", target["MinCapacity"]))
            target["MaxCapacity"] = int(action.get("MaxCapacity", target["MaxCapacity"]))
            target["MaxCapacity"] = max(target["MaxCapacity"], target["MinCapacity"])
            state.records.put(account, region, "target", key, key, target, clock.now())
        cause = f"scheduled action name {doc['ScheduledActionName']} was triggered"
        task = asyncio.ensure_future(scale(state, account, region, target, None, cause))
        state.running.add(task)
        task.add_done_callback(state.running.discard)
