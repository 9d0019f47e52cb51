"""AWS::Batch::ComputeEnvironment, AWS::Batch::JobQueue, AWS::Batch::JobDefinition and
AWS::Batch::SchedulingPolicy through Batch's API (Ref: each one's ARN). labcloud's Batch runs no jobs
(docs/batch.md): these are its records.

Template properties are PascalCase and Batch's API camelCase: ``_api`` converts keys recursively, keeping
the free keys of maps (tags, parameters, log options). A compute environment is stable once VALID (a
second of labcloud's clock); environments and queues are disabled before they are deleted, as AWS's own
handlers do. Environments, queues and policies change in place; a job definition is replaced (a new
revision) on any change but its tags."""

from __future__ import annotations

import asyncio
from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall

#: Template keys whose lower-camel API name is not just the first letter lowered.
_NAMES = {"MaxvCpus": "maxvCpus", "MinvCpus": "minvCpus", "DesiredvCpus": "desiredvCpus"}
#: Maps whose keys are the user's (kept as written).
_FREE = frozenset({"Tags", "Parameters", "Options"})


def _api(value: Any) -> Any:
    if isinstance(value, list):
        return [_api(v) for v in value]
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, item in value.items():
            name = _NAMES.get(key) or (key[:1].lower() + key[1:])
            out[name] = (
                {str(k): str(v) for k, v in item.items()}
                if key in _FREE and isinstance(item, dict)
                else _api(item)
            )
        return out
    return value


async def _retag(rc: ResourceCall, arn: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    before = dict(old.get("Tags") or {})
    after = {str(k): str(v) for k, v in (new.get("Tags") or {}).items()}
    gone = [k for k in before if k not in after]
    if gone:
        await rc.call("batch", "UntagResource", {"resourceArn": arn, "tagKeys": gone})
    if after and after != before:
        await rc.call("batch", "TagResource", {"resourceArn": arn, "tags": after})


async def _environment(rc: ResourceCall, arn: str) -> dict[str, Any] | None:
    found = await rc.call("batch", "DescribeComputeEnvironments", {"computeEnvironments": [arn]})
    listed = found.get("computeEnvironments") or []
    return dict(listed[0]) if listed else None


async def _stable(rc: ResourceCall, arn: str) -> None:
    """Until the compute environment reads VALID (CREATING and UPDATING last a second of the clock)."""
    delay = 0.05
    for _ in range(200):
        found = await _environment(rc, arn)
        if found is None or found["status"] == "VALID":
            return
        await asyncio.sleep(delay)
        delay = min(delay * 2, 0.5)


class ComputeEnvironment(Handler):
    type = "AWS::Batch::ComputeEnvironment"
    known = frozenset(
        {
            "ComputeEnvironmentName",
            "Type",
            "State",
            "ServiceRole",
            "ComputeResources",
            "UnmanagedvCpus",
            "UpdatePolicy",
            "Tags",
            "EksConfiguration",
            "ReplaceComputeEnvironment",
            "Context",
        }
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(
            props.get("ComputeEnvironmentName") or rc.physical_name(128, prop="ComputeEnvironmentName")
        )
        given = {
            k: v for k, v in props.items() if k not in ("ComputeEnvironmentName", "ReplaceComputeEnvironment")
        }
        params: dict[str, Any] = {"computeEnvironmentName": name, **_api(given)}
        made = await rc.call("batch", "CreateComputeEnvironment", params)
        arn = str(made["computeEnvironmentArn"])
        await _stable(rc, arn)
        return Created(arn, {"ComputeEnvironmentArn": arn})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"computeEnvironment": physical_id}
        for member in ("State", "ServiceRole", "UpdatePolicy"):
            if new.get(member) != old.get(member) and new.get(member) is not None:
                params[member[:1].lower() + member[1:]] = _api(new[member])
        if new.get("ComputeResources") != old.get("ComputeResources"):
            changed = {k: v for k, v in (new.get("ComputeResources") or {}).items() if k != "Type"}
            params["computeResources"] = _api(changed)
        if len(params) > 1:
            await _stable(rc, physical_id)
            await rc.call("batch", "UpdateComputeEnvironment", params)
            await _stable(rc, physical_id)
        await _retag(rc, physical_id, old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        found = await _environment(rc, physical_id)
        if found is None:
            return
        if found["state"] != "DISABLED":
            await _stable(rc, physical_id)
            await rc.call(
                "batch", "UpdateComputeEnvironment", {"computeEnvironment": physical_id, "state": "DISABLED"}
            )
        await rc.call("batch", "DeleteComputeEnvironment", {"computeEnvironment": physical_id})


class JobQueue(Handler):
    type = "AWS::Batch::JobQueue"
    known = frozenset(
        {
            "JobQueueName",
            "ComputeEnvironmentOrder",
            "Priority",
            "State",
            "SchedulingPolicyArn",
            "Tags",
            "JobStateTimeLimitActions",
            "ServiceEnvironmentOrder",
            "JobQueueType",
        }
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("JobQueueName") or rc.physical_name(128, prop="JobQueueName"))
        params: dict[str, Any] = {
            "jobQueueName": name,
            **_api({k: v for k, v in props.items() if k != "JobQueueName"}),
        }
        made = await rc.call("batch", "CreateJobQueue", params)
        arn = str(made["jobQueueArn"])
        return Created(arn, {"JobQueueArn": arn})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"jobQueue": physical_id}
        for member in ("Priority", "State", "ComputeEnvironmentOrder", "SchedulingPolicyArn"):
            if new.get(member) != old.get(member) and new.get(member) is not None:
                params[member[:1].lower() + member[1:]] = _api(new[member])
        if len(params) > 1:
            await rc.call("batch", "UpdateJobQueue", params)
        await _retag(rc, physical_id, old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        found = (await rc.call("batch", "DescribeJobQueues", {"jobQueues": [physical_id]})).get(
            "jobQueues"
        ) or []
        if not found:
            return
        if found[0]["state"] != "DISABLED":
            await rc.call("batch", "UpdateJobQueue", {"jobQueue": physical_id, "state": "DISABLED"})
        await rc.call("batch", "DeleteJobQueue", {"jobQueue": physical_id})


class JobDefinition(Handler):
    type = "AWS::Batch::JobDefinition"
    known = frozenset(
        {
            "JobDefinitionName",
            "Type",
            "ContainerProperties",
            "Parameters",
            "PlatformCapabilities",
            "PropagateTags",
            "RetryStrategy",
            "Timeout",
            "Tags",
            "SchedulingPriority",
            "NodeProperties",
            "EksProperties",
            "EcsProperties",
            "ConsumableResourceProperties",
            "ResourceRetentionPolicy",
        }
    )

    def needs_replacement(self, old: dict[str, Any], new: dict[str, Any]) -> bool:
        """Any change but the tags' is a new revision (a new physical id)."""
        return {k: v for k, v in old.items() if k != "Tags"} != {k: v for k, v in new.items() if k != "Tags"}

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("JobDefinitionName") or rc.physical_name(128, prop="JobDefinitionName"))
        given = {k: v for k, v in props.items() if k not in ("JobDefinitionName", "ResourceRetentionPolicy")}
        made = await rc.call("batch", "RegisterJobDefinition", {"jobDefinitionName": name, **_api(given)})
        arn = str(made["jobDefinitionArn"])
        return Created(arn, {"JobDefinitionArn": arn})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await _retag(rc, physical_id, old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        found = await rc.call("batch", "DescribeJobDefinitions", {"jobDefinitions": [physical_id]})
        if found.get("jobDefinitions"):
            await rc.call("batch", "DeregisterJobDefinition", {"jobDefinition": physical_id})


class SchedulingPolicy(Handler):
    type = "AWS::Batch::SchedulingPolicy"
    known = frozenset({"Name", "FairsharePolicy", "Tags"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or rc.physical_name(128, prop="Name"))
        made = await rc.call(
            "batch",
            "CreateSchedulingPolicy",
            {"name": name, **_api({k: v for k, v in props.items() if k != "Name"})},
        )
        arn = str(made["arn"])
        return Created(arn, {"Arn": arn})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if new.get("FairsharePolicy") != old.get("FairsharePolicy"):
            await rc.call(
                "batch",
                "UpdateSchedulingPolicy",
                {"arn": physical_id, "fairsharePolicy": _api(new.get("FairsharePolicy") or {})},
            )
        await _retag(rc, physical_id, old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        found = await rc.call("batch", "DescribeSchedulingPolicies", {"arns": [physical_id]})
        if found.get("schedulingPolicies"):
            await rc.call("batch", "DeleteSchedulingPolicy", {"arn": physical_id})


HANDLERS = (ComputeEnvironment(), JobQueue(), JobDefinition(), SchedulingPolicy())
