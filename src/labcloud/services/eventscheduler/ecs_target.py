"""An ECS cluster as a schedule's target (``EcsParameters``): each firing runs tasks through ECS's RunTask,
as the schedule's role. labcloud's tasks are records whose containers never run (docs/ecs.md)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.errors import AwsError

#: EcsParameters members → RunTask members taken as they are.
_SAME = {
    "TaskCount": "count",
    "LaunchType": "launchType",
    "PlatformVersion": "platformVersion",
    "Group": "group",
    "CapacityProviderStrategy": "capacityProviderStrategy",
    "EnableECSManagedTags": "enableECSManagedTags",
    "EnableExecuteCommand": "enableExecuteCommand",
    "PlacementConstraints": "placementConstraints",
    "PlacementStrategy": "placementStrategy",
    "PropagateTags": "propagateTags",
    "ReferenceId": "referenceId",
}


def run_task_params(target: dict[str, Any], execution_id: str) -> dict[str, Any]:
    """RunTask's parameters; ``startedBy`` names the firing (``scheduler/<execution id>``)."""
    given = dict(target.get("EcsParameters") or {})
    out: dict[str, Any] = {
        "cluster": str(target["Arn"]),
        "taskDefinition": given["TaskDefinitionArn"],
        "startedBy": f"scheduler/{execution_id}"[:128],
    }
    for member, name in _SAME.items():
        if given.get(member) is not None:
            out[name] = given[member]
    vpc = (given.get("NetworkConfiguration") or {}).get("awsvpcConfiguration")
    if vpc:
        out["networkConfiguration"] = {
            "awsvpcConfiguration": {
                "subnets": list(vpc.get("Subnets") or []),
                "securityGroups": list(vpc.get("SecurityGroups") or []),
                "assignPublicIp": vpc.get("AssignPublicIp") or "DISABLED",
            }
        }
    tags = [{"key": k, "value": v} for one in given.get("Tags") or [] for k, v in dict(one).items()]
    if tags:
        out["tags"] = tags
    return out


def task_arns(answer: dict[str, Any]) -> str:
    failures = answer.get("failures") or []
    if failures:
        raise AwsError("ECS.RunTaskFailure", json.dumps(failures, default=str), status=400)
    return " ".join(str(t["taskArn"]) for t in answer.get("tasks") or [])
