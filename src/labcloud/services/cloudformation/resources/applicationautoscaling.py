"""AWS::ApplicationAutoScaling::ScalableTarget and ::ScalingPolicy through Application Auto Scaling's API.

A target's ``Ref`` is AWS's ``<ResourceId>|<ScalableDimension>|<ServiceNamespace>`` (``GetAtt Id`` the
same); its ``ScheduledActions`` are put with it and kept in step on update; min, max, role and suspended
state change in place, the resource's identity replaces. A policy's ``Ref`` and ``GetAtt Arn`` are its ARN;
it names its target by ``ScalingTargetId`` (the target's Ref) or by the three members; its configuration
changes in place (PutScalingPolicy again), its name and target replace."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed

_SERVICE = "application-autoscaling"
_IDENTITY = ("ServiceNamespace", "ResourceId", "ScalableDimension")


def _some(props: dict[str, Any], *members: str) -> dict[str, Any]:
    return {m: props[m] for m in members if props.get(m) is not None}


def _identity_of(physical_id: str) -> dict[str, str]:
    resource_id, dimension, namespace = physical_id.rsplit("|", 2)
    return {"ServiceNamespace": namespace, "ResourceId": resource_id, "ScalableDimension": dimension}


class ScalableTarget(Handler):
    type = "AWS::ApplicationAutoScaling::ScalableTarget"
    known = frozenset(
        {*_IDENTITY, "MinCapacity", "MaxCapacity", "RoleARN", "SuspendedState", "ScheduledActions"}
    )
    replace_on = frozenset(_IDENTITY)

    async def _register(self, rc: ResourceCall, props: dict[str, Any]) -> None:
        params = {
            **_some(props, *_IDENTITY, "MinCapacity", "MaxCapacity", "RoleARN", "SuspendedState"),
        }
        await rc.call(_SERVICE, "RegisterScalableTarget", params)

    async def _schedule(
        self, rc: ResourceCall, identity: dict[str, str], old: list[dict[str, Any]], new: list[dict[str, Any]]
    ) -> None:
        for action in new:
            params = {
                **identity,
                **_some(action, "ScheduledActionName", "Schedule", "Timezone", "StartTime", "EndTime"),
            }
            if action.get("ScalableTargetAction") is not None:
                params["ScalableTargetAction"] = action["ScalableTargetAction"]
            await rc.call(_SERVICE, "PutScheduledAction", params)
        kept = {a["ScheduledActionName"] for a in new}
        for action in old:
            if action["ScheduledActionName"] not in kept:
                await rc.call_quiet(
                    _SERVICE,
                    "DeleteScheduledAction",
                    {**identity, "ScheduledActionName": action["ScheduledActionName"]},
                )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        await self._register(rc, props)
        identity = {k: str(props[k]) for k in _IDENTITY}
        physical = f"{props['ResourceId']}|{props['ScalableDimension']}|{props['ServiceNamespace']}"
        try:
            await self._schedule(rc, identity, [], list(props.get("ScheduledActions") or []))
        except ResourceFailed as failed:
            raise ResourceFailed(failed.reason, physical) from failed
        return Created(physical, {"Id": physical})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await self._register(rc, new)
        await self._schedule(
            rc,
            _identity_of(physical_id),
            list(old.get("ScheduledActions") or []),
            list(new.get("ScheduledActions") or []),
        )
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(_SERVICE, "DeregisterScalableTarget", _identity_of(physical_id))


class ScalingPolicy(Handler):
    type = "AWS::ApplicationAutoScaling::ScalingPolicy"
    known = frozenset(
        {
            *_IDENTITY,
            "PolicyName",
            "PolicyType",
            "ScalingTargetId",
            "StepScalingPolicyConfiguration",
            "TargetTrackingScalingPolicyConfiguration",
            "PredictiveScalingPolicyConfiguration",
        }
    )
    replace_on = frozenset({*_IDENTITY, "PolicyName", "ScalingTargetId"})

    def _identity(self, props: dict[str, Any]) -> dict[str, str]:
        if props.get("ScalingTargetId"):
            if any(props.get(k) for k in _IDENTITY):
                raise ResourceFailed(
                    "ScalingTargetId and ServiceNamespace/ResourceId/ScalableDimension cannot be given together"
                )
            return _identity_of(str(props["ScalingTargetId"]))
        if not all(props.get(k) for k in _IDENTITY):
            raise ResourceFailed(
                "Either ScalingTargetId or ServiceNamespace, ResourceId and ScalableDimension is required"
            )
        return {k: str(props[k]) for k in _IDENTITY}

    async def _put(self, rc: ResourceCall, props: dict[str, Any]) -> str:
        params = {
            **self._identity(props),
            **_some(
                props,
                "PolicyName",
                "PolicyType",
                "StepScalingPolicyConfiguration",
                "TargetTrackingScalingPolicyConfiguration",
                "PredictiveScalingPolicyConfiguration",
            ),
        }
        made = await rc.call(_SERVICE, "PutScalingPolicy", params)
        return str(made["PolicyARN"])

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        arn = await self._put(rc, props)
        return Created(arn, {"Arn": arn})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await self._put(rc, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        try:
            identity = self._identity(props)
        except ResourceFailed:
            return
        await rc.call_quiet(_SERVICE, "DeleteScalingPolicy", {**identity, "PolicyName": props["PolicyName"]})


HANDLERS = (ScalableTarget(), ScalingPolicy())
