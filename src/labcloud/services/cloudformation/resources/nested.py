"""AWS::CloudFormation::Stack: a nested stack, made through CloudFormation's own API as the parent's principal.

The child is an ordinary stack (``{parent}-{Logical}-{RANDOM}``) whose template is read from its
``TemplateURL`` in labcloud's S3; the request carries the parent's id in the request context
(``PARENT_KEY``) so the child records ParentId/RootId and inherits the parent's capabilities. The
handler waits for the child to settle; a child that fails rolls itself back and fails the resource
with AWS's "Embedded stack ... was not successfully created: ..." reason. ``Fn::GetAtt Child.Outputs.X``
reads the child's outputs.
"""

from __future__ import annotations

import asyncio
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    handler_message,
)

#: Request-context key naming the parent stack of a CreateStack/UpdateStack made by this handler.
PARENT_KEY = "labcloud:ParentStackId"
_WAIT_SECONDS = 3600.0


def _parameter_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ",".join(_parameter_text(v) for v in value)
    return str(value)


class Stack(Handler):
    type = "AWS::CloudFormation::Stack"
    known = frozenset({"TemplateURL", "Parameters", "Tags", "TimeoutInMinutes", "NotificationARNs"})

    def has_attribute(self, name: str) -> bool:
        return name.startswith("Outputs.") and len(name) > len("Outputs.")

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        # the child's name (its id has a random part): recorded before the create, so a parent cut
        # short by a restart finds and deletes the child by name (delete() takes a name or an id)
        return self._name(rc)

    def _name(self, rc: ResourceCall) -> str:
        return rc.physical_name(128)

    async def _call(self, rc: ResourceCall, operation: str, params: dict[str, Any]) -> dict[str, Any]:
        return await rc.hub.call(
            "cloudformation",
            operation,
            params,
            principal=rc.principal,
            account_id=rc.account,
            region=rc.region,
            extra={PARENT_KEY: rc.stack_id},
        )

    def _request(self, props: dict[str, Any]) -> dict[str, Any]:
        self.check(props)
        parameters = props.get("Parameters") or {}
        if not isinstance(parameters, dict):
            raise ResourceFailed("Properties validation failed: Parameters must be an object")
        request: dict[str, Any] = {
            "TemplateURL": str(props["TemplateURL"]),
            "Parameters": [
                {"ParameterKey": str(k), "ParameterValue": _parameter_text(v)} for k, v in parameters.items()
            ],
            "Tags": [{"Key": str(t["Key"]), "Value": str(t["Value"])} for t in props.get("Tags") or []],
        }
        for name in ("TimeoutInMinutes", "NotificationARNs"):
            if props.get(name) not in (None, []):
                request[name] = props[name]
        return request

    async def _settled(self, rc: ResourceCall, stack_id: str) -> dict[str, Any]:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + _WAIT_SECONDS
        delay = 0.01
        while True:
            stack = (await self._call(rc, "DescribeStacks", {"StackName": stack_id}))["Stacks"][0]
            if not str(stack["StackStatus"]).endswith("_IN_PROGRESS"):
                return dict(stack)
            if loop.time() > deadline:
                raise ResourceFailed(f"Embedded stack {stack_id} did not settle within {_WAIT_SECONDS:.0f} s")
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.2)

    async def _failure_reason(self, rc: ResourceCall, stack_id: str) -> str:
        """The child's own reason for failing (its first failed/rollback status, newest first in events)."""
        events = (await self._call(rc, "DescribeStackEvents", {"StackName": stack_id}))["StackEvents"]
        for event in events:
            if event["ResourceType"] != self.type or event["PhysicalResourceId"] != stack_id:
                continue
            reason = str(event.get("ResourceStatusReason") or "")
            if event["ResourceStatus"] in (
                "ROLLBACK_IN_PROGRESS",
                "CREATE_FAILED",
                "UPDATE_ROLLBACK_IN_PROGRESS",
                "DELETE_FAILED",
            ):
                return reason.replace("Rollback requested by user.", "").strip()
        return ""

    @staticmethod
    def _outputs(stack: dict[str, Any]) -> dict[str, Any]:
        return {f"Outputs.{o['OutputKey']}": o["OutputValue"] for o in stack.get("Outputs") or []}

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        request = self._request(props)
        try:
            made = await self._call(rc, "CreateStack", {"StackName": self._name(rc), **request})
        except AwsError as error:
            raise ResourceFailed(handler_message("cloudformation", error)) from None
        stack_id = str(made["StackId"])
        stack = await self._settled(rc, stack_id)
        if stack["StackStatus"] != "CREATE_COMPLETE":
            reason = await self._failure_reason(rc, stack_id)
            raise ResourceFailed(
                f"Embedded stack {stack_id} was not successfully created: {reason}", physical_id=stack_id
            )
        return Created(stack_id, self._outputs(stack))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        request = self._request(new)
        try:
            await self._call(rc, "UpdateStack", {"StackName": physical_id, **request})
        except AwsError as error:
            if error.message != "No updates are to be performed.":
                raise ResourceFailed(handler_message("cloudformation", error)) from None
        stack = await self._settled(rc, physical_id)
        if stack["StackStatus"] not in ("UPDATE_COMPLETE", "CREATE_COMPLETE"):
            reason = await self._failure_reason(rc, physical_id)
            raise ResourceFailed(
                f"Embedded stack {physical_id} was not successfully updated. Currently in "
                f"{stack['StackStatus']} with reason: {reason}"
            )
        return self._outputs(stack)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        try:
            stack = await self._settled(rc, physical_id)  # a child still rolling back finishes first
        except AwsError:
            return  # never made
        if stack["StackStatus"] == "DELETE_COMPLETE":
            return
        stack_id = str(stack["StackId"])  # by id from here: a deleted stack is not found by name
        try:
            await self._call(rc, "DeleteStack", {"StackName": stack_id})
        except AwsError as error:
            raise ResourceFailed(handler_message("cloudformation", error)) from None
        stack = await self._settled(rc, stack_id)
        if stack["StackStatus"] != "DELETE_COMPLETE":
            reason = await self._failure_reason(rc, stack_id)
            raise ResourceFailed(f"Embedded stack {stack_id} was not successfully deleted: {reason}")
