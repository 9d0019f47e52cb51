"""AWS::Scheduler::ScheduleGroup and AWS::Scheduler::Schedule (also what SAM's ``ScheduleV2`` events become)."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, tags_list

SCHEDULE_PROPERTIES = (
    "ScheduleExpression",
    "ScheduleExpressionTimezone",
    "StartDate",
    "EndDate",
    "Description",
    "State",
    "FlexibleTimeWindow",
    "Target",
    "KmsKeyArn",
)
#: Integer members a template may give as strings.
_NUMBERS = ("MaximumWindowInMinutes", "MaximumEventAgeInSeconds", "MaximumRetryAttempts")


def _numbers(value: Any) -> Any:
    if isinstance(value, dict):
        return {
            k: int(v) if k in _NUMBERS and isinstance(v, str) and v.isdigit() else _numbers(v)
            for k, v in value.items()
        }
    return value


def _lower_keys(items: Any) -> Any:
    return [
        {k[:1].lower() + k[1:]: v for k, v in item.items()} if isinstance(item, dict) else item
        for item in items or []
    ]


def _ecs_parameters(given: dict[str, Any]) -> dict[str, Any]:
    """The template's EcsParameters in the API's names (AwsvpcConfiguration is awsvpcConfiguration; the
    strategy and constraint items are lower camel case), which the model reader would otherwise drop."""
    out = dict(given)
    network = out.get("NetworkConfiguration")
    if isinstance(network, dict) and "AwsvpcConfiguration" in network:
        out["NetworkConfiguration"] = {"awsvpcConfiguration": network["AwsvpcConfiguration"]}
    for member in ("PlacementStrategy", "PlacementConstraints", "CapacityProviderStrategy"):
        if member in out:
            out[member] = _lower_keys(out[member])
    return out


#: the group's read-only properties (its schema's ``Fn::GetAtt`` names), as GetScheduleGroup answers them
_GROUP_ATTRIBUTES = ("Arn", "CreationDate", "LastModificationDate", "State")


class ScheduleGroup(Handler):
    type = "AWS::Scheduler::ScheduleGroup"
    known = frozenset({"Name", "Tags"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("Name") or rc.physical_name(64, prop="Name"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or rc.physical_name(64, prop="Name"))
        params: dict[str, Any] = {"Name": name}
        if props.get("Tags"):
            params["Tags"] = tags_list(props)
        await rc.call("scheduler", "CreateScheduleGroup", params)
        group = await rc.call("scheduler", "GetScheduleGroup", {"Name": name})
        return Created(name, {key: group.get(key) for key in _GROUP_ATTRIBUTES})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        arn = attributes["Arn"]
        gone = [t["Key"] for t in tags_list(old) if t["Key"] not in {n["Key"] for n in tags_list(new)}]
        if gone:
            await rc.call("scheduler", "UntagResource", {"ResourceArn": arn, "TagKeys": gone})
        if tags_list(new):
            await rc.call("scheduler", "TagResource", {"ResourceArn": arn, "Tags": tags_list(new)})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("scheduler", "DeleteScheduleGroup", {"Name": physical_id})


class Schedule(Handler):
    type = "AWS::Scheduler::Schedule"
    known = frozenset({"Name", "GroupName", *SCHEDULE_PROPERTIES})
    replace_on = frozenset({"GroupName"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("Name") or rc.physical_name(64, prop="Name"))

    @staticmethod
    def _params(name: str, props: dict[str, Any]) -> dict[str, Any]:
        params: dict[str, Any] = {"Name": name, "GroupName": str(props.get("GroupName") or "default")}
        params.update({key: _numbers(props[key]) for key in SCHEDULE_PROPERTIES if key in props})
        target = params.get("Target")
        if isinstance(target, dict) and isinstance(target.get("EcsParameters"), dict):
            params["Target"] = {**target, "EcsParameters": _ecs_parameters(target["EcsParameters"])}
        return params

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or rc.physical_name(64, prop="Name"))
        answer = await rc.call("scheduler", "CreateSchedule", self._params(name, props))
        return Created(name, {"Arn": answer["ScheduleArn"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        answer = await rc.call("scheduler", "UpdateSchedule", self._params(physical_id, new))
        return {"Arn": answer["ScheduleArn"]}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        params = {"Name": physical_id, "GroupName": str(props.get("GroupName") or "default")}
        await rc.call_quiet("scheduler", "DeleteSchedule", params)
