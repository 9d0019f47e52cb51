"""Scaling a target: a new capacity clamped to the target's min/max, set through the resource's owner (as the
account, standing for the service-linked role), and the scaling activity recorded (Successful, Failed, or
not scaled when the capacity is already right). :class:`Alarms` is what CloudWatch calls when an alarm whose
action is a policy's ARN fires."""

from __future__ import annotations

import uuid
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.applicationautoscaling import policies, resources
from labcloud.services.applicationautoscaling.state import MAX_ACTIVITIES, AutoScalingState
from labcloud.services.applicationautoscaling.views import target_key


async def scale(
    state: AutoScalingState, account: str, region: str, target: dict[str, Any], wanted: int | None, cause: str
) -> dict[str, Any]:
    """Bring the target within its min/max (and to ``wanted`` if given); answers the activity recorded."""
    resource = resources.parse(target["ServiceNamespace"], target["ResourceId"], target["ScalableDimension"])
    activity: dict[str, Any] = {
        "ActivityId": str(uuid.uuid4()),
        "ServiceNamespace": target["ServiceNamespace"],
        "ResourceId": target["ResourceId"],
        "ScalableDimension": target["ScalableDimension"],
        "Cause": cause,
        "StartTime": clock.now(),
    }
    try:
        current = await resources.capacity(state.services, resource, account, region, None)
        new = current if wanted is None else wanted
        new = max(int(target["MinCapacity"]), min(int(target["MaxCapacity"]), new))
        if new == current:
            activity.update(
                Description=f"No change: {target['ResourceId']} is at {current}, within {target['MinCapacity']}"
                f"-{target['MaxCapacity']}",
                StatusCode="Successful",
                StatusMessage="Capacity already matches the requested capacity.",
                NotScaledReasons=[{"Code": _not_scaled(target, current), "CurrentCapacity": current}],
                _scaled=False,
            )
        else:
            await resources.set_capacity(state.services, resource, new, account, region, None)
            activity.update(
                Description=f"Setting {target['ScalableDimension'].split(':')[-1]} of {target['ResourceId']} "
                f"to {new}.",
                StatusCode="Successful",
                StatusMessage=f"Successfully set {target['ScalableDimension'].split(':')[-1]} to {new}. "
                f"Change successfully fulfilled by {target['ServiceNamespace']}.",
            )
    except AwsError as error:
        activity.update(
            Description=f"Scaling {target['ResourceId']} failed.",
            StatusCode="Failed",
            StatusMessage=f"Failed to set capacity: {error.code}: {error.message}",
        )
    activity["EndTime"] = clock.now()
    key = target_key(target["ServiceNamespace"], target["ResourceId"], target["ScalableDimension"])
    with state.store.transaction():
        state.records.put(account, region, "activity", activity["ActivityId"], key, activity, clock.now())
        kept = state.records.listed(account, region, "activity", key)
        for old in kept[: max(0, len(kept) - MAX_ACTIVITIES)]:
            state.records.delete(account, region, "activity", old["ActivityId"])
        state.bus.publish(
            "appautoscaling.activity",
            service="application-autoscaling",
            account_id=account,
            region=region,
            resource=target["ResourceId"],
            data={"status": activity["StatusCode"], "description": activity["Description"]},
        )
    return activity


def _not_scaled(target: dict[str, Any], current: int) -> str:
    """AWS's NotScaledReason code for a capacity left as it was."""
    if current >= int(target["MaxCapacity"]):
        return "AlreadyAtMaxCapacity"
    if current <= int(target["MinCapacity"]):
        return "AlreadyAtMinCapacity"
    return "AlreadyAtDesiredCapacity"


class Alarms:
    """:class:`~labcloud.services.applicationautoscaling.interfaces.PolicyAlarms` on this state."""

    def __init__(self, state: AutoScalingState) -> None:
        self.state = state

    async def alarm_fired(
        self,
        account: str,
        region: str,
        policy_arn: str,
        alarm_name: str,
        value: float | None,
        threshold: float,
    ) -> None:
        policy = next(
            (p for p in self.state.records.listed(account, region, "policy") if p["PolicyARN"] == policy_arn),
            None,
        )
        if policy is None:
            return
        key = target_key(policy["ServiceNamespace"], policy["ResourceId"], policy["ScalableDimension"])
        target = self.state.records.get(account, region, "target", key)
        if target is None:
            return
        suspended = target.get("SuspendedState") or {}
        high = "AlarmHigh" in alarm_name or (value is not None and value > threshold)
        if suspended.get("DynamicScalingOutSuspended" if high else "DynamicScalingInSuspended"):
            return
        resource = resources.parse(
            policy["ServiceNamespace"], policy["ResourceId"], policy["ScalableDimension"]
        )
        cause = f"monitor alarm {alarm_name} in state ALARM triggered policy {policy['PolicyName']}"
        try:
            current = await resources.capacity(self.state.services, resource, account, region, None)
        except AwsError:  # the resource is gone or unreadable: scale() records the failed activity
            await scale(self.state, account, region, target, None, cause)
            return
        if policy["PolicyType"] == "TargetTrackingScaling":
            config = policy["TargetTrackingScalingPolicyConfiguration"]
            if not high and config.get("DisableScaleIn"):
                return
            wanted = policies.tracked_capacity(
                resource,
                current,
                float(config["TargetValue"]),
                value,
                high,
                custom=bool(config.get("CustomizedMetricSpecification")),
            )
            if not high:
                wanted = min(wanted, current)
        else:
            wanted = policies.stepped_capacity(
                policy["StepScalingPolicyConfiguration"], current, value, threshold
            )
        await scale(self.state, account, region, target, wanted, cause)
