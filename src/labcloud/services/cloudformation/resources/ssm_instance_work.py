"""AWS::SSM::Association, AWS::SSM::MaintenanceWindow, AWS::SSM::MaintenanceWindowTarget and
AWS::SSM::MaintenanceWindowTask: SSM's records of instance work (nothing runs them here: no instances).

Updates happen in place with the full set of properties (UpdateAssociation resets what it is not given, as
CloudFormation relies on; the window calls use ``Replace``); tags of a window are reconciled. A task's
CloudFormation property names (``MaintenanceWindowLambdaParameters``, ``LoggingInfo.S3Bucket`` ...) are
mapped to the API's. ``WaitForSuccessTimeoutSeconds`` is refused: no association can succeed without instances.
"""

from __future__ import annotations

from typing import Any

from labcloud.errors import AwsError
from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed

_ASSOCIATION = (
    "Name",
    "DocumentVersion",
    "InstanceId",
    "Parameters",
    "Targets",
    "ScheduleExpression",
    "OutputLocation",
    "AssociationName",
    "AutomationTargetParameterName",
    "MaxErrors",
    "MaxConcurrency",
    "ComplianceSeverity",
    "SyncCompliance",
    "ApplyOnlyAtCronInterval",
    "CalendarNames",
    "ScheduleOffset",
)
_WINDOW = (
    "Name",
    "Description",
    "StartDate",
    "EndDate",
    "Schedule",
    "ScheduleTimezone",
    "ScheduleOffset",
    "Duration",
    "Cutoff",
    "AllowUnassociatedTargets",
)
_TARGET = ("Targets", "OwnerInformation", "Name", "Description")
_TASK = (
    "TaskArn",
    "Targets",
    "ServiceRoleArn",
    "TaskParameters",
    "Priority",
    "MaxConcurrency",
    "MaxErrors",
    "Name",
    "Description",
    "CutoffBehavior",
)
_INVOCATION = {
    "MaintenanceWindowRunCommandParameters": "RunCommand",
    "MaintenanceWindowAutomationParameters": "Automation",
    "MaintenanceWindowStepFunctionsParameters": "StepFunctions",
    "MaintenanceWindowLambdaParameters": "Lambda",
}


def _picked(props: dict[str, Any], members: tuple[str, ...]) -> dict[str, Any]:
    return {m: props[m] for m in members if m in props}


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {str(t["Key"]): str(t["Value"]) for t in props.get("Tags") or [] if isinstance(t, dict)}


async def _gone_ok(rc: ResourceCall, operation: str, params: dict[str, Any], code: str) -> None:
    """Delete, tolerating a resource already gone (``code``)."""
    try:
        await rc.call("ssm", operation, params)
    except ResourceFailed as failed:
        cause = failed.__cause__
        if not (isinstance(cause, AwsError) and cause.code == code):
            raise


class Association(Handler):
    type = "AWS::SSM::Association"
    known = frozenset({*_ASSOCIATION, "WaitForSuccessTimeoutSeconds"})

    def _params(self, rc: ResourceCall, props: dict[str, Any]) -> dict[str, Any]:
        self.check_known(rc.logical_id, props)
        if "WaitForSuccessTimeoutSeconds" in props:
            raise ResourceFailed(
                "WaitForSuccessTimeoutSeconds is not supported by labcloud: no managed instance runs an "
                "association, so it can never succeed."
            )
        return _picked(props, _ASSOCIATION)

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        made = await rc.call("ssm", "CreateAssociation", self._params(rc, props))
        ident = str(made["AssociationDescription"]["AssociationId"])
        return Created(ident, {"AssociationId": ident})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params = {"AssociationId": physical_id, **self._params(rc, new)}
        params.pop("InstanceId", None)
        await rc.call("ssm", "UpdateAssociation", params)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await _gone_ok(rc, "DeleteAssociation", {"AssociationId": physical_id}, "AssociationDoesNotExist")


class MaintenanceWindow(Handler):
    type = "AWS::SSM::MaintenanceWindow"
    known = frozenset({*_WINDOW, "Tags"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        params = _picked(props, _WINDOW)
        tags = _tags(props)
        if tags:
            params["Tags"] = [{"Key": k, "Value": v} for k, v in tags.items()]
        made = await rc.call("ssm", "CreateMaintenanceWindow", params)
        return Created(str(made["WindowId"]), {"WindowId": str(made["WindowId"])})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        params = {"WindowId": physical_id, "Replace": True, **_picked(new, _WINDOW)}
        await rc.call("ssm", "UpdateMaintenanceWindow", params)
        before, after = _tags(old), _tags(new)
        where = {"ResourceType": "MaintenanceWindow", "ResourceId": physical_id}
        gone = [k for k in before if k not in after]
        if gone:
            await rc.call("ssm", "RemoveTagsFromResource", {**where, "TagKeys": gone})
        changed = [{"Key": k, "Value": v} for k, v in after.items() if before.get(k) != v]
        if changed:
            await rc.call("ssm", "AddTagsToResource", {**where, "Tags": changed})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ssm", "DeleteMaintenanceWindow", {"WindowId": physical_id})


class MaintenanceWindowTarget(Handler):
    type = "AWS::SSM::MaintenanceWindowTarget"
    known = frozenset({"WindowId", "ResourceType", *_TARGET})
    replace_on = frozenset({"WindowId", "ResourceType"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        params = {
            "WindowId": props.get("WindowId"),
            "ResourceType": props.get("ResourceType"),
            **_picked(props, _TARGET),
        }
        made = await rc.call("ssm", "RegisterTargetWithMaintenanceWindow", params)
        return Created(str(made["WindowTargetId"]), {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        params = {"WindowId": new.get("WindowId"), "WindowTargetId": physical_id, "Replace": True}
        await rc.call("ssm", "UpdateMaintenanceWindowTarget", {**params, **_picked(new, _TARGET)})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        params = {"WindowId": props.get("WindowId"), "WindowTargetId": physical_id}
        await _gone_ok(rc, "DeregisterTargetFromMaintenanceWindow", params, "DoesNotExistException")


def _task_params(props: dict[str, Any]) -> dict[str, Any]:
    params = _picked(props, _TASK)
    invocation = props.get("TaskInvocationParameters") or {}
    if invocation:
        params["TaskInvocationParameters"] = {_INVOCATION.get(k, k): v for k, v in invocation.items()}
    logging = props.get("LoggingInfo")
    if logging:
        params["LoggingInfo"] = {
            "S3BucketName": logging.get("S3Bucket"),
            "S3Region": logging.get("Region"),
            **({"S3KeyPrefix": logging["S3Prefix"]} if "S3Prefix" in logging else {}),
        }
    return params


class MaintenanceWindowTask(Handler):
    type = "AWS::SSM::MaintenanceWindowTask"
    known = frozenset({"WindowId", "TaskType", "TaskInvocationParameters", "LoggingInfo", *_TASK})
    replace_on = frozenset({"WindowId", "TaskType"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        params = {"WindowId": props.get("WindowId"), "TaskType": props.get("TaskType"), **_task_params(props)}
        made = await rc.call("ssm", "RegisterTaskWithMaintenanceWindow", params)
        return Created(str(made["WindowTaskId"]), {"WindowTaskId": str(made["WindowTaskId"])})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        params = {"WindowId": new.get("WindowId"), "WindowTaskId": physical_id, "Replace": True}
        await rc.call("ssm", "UpdateMaintenanceWindowTask", {**params, **_task_params(new)})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        params = {"WindowId": props.get("WindowId"), "WindowTaskId": physical_id}
        await _gone_ok(rc, "DeregisterTaskFromMaintenanceWindow", params, "DoesNotExistException")


HANDLERS = (Association(), MaintenanceWindow(), MaintenanceWindowTarget(), MaintenanceWindowTask())
