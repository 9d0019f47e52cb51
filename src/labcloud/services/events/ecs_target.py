"""An ECS cluster as a rule's target (``EcsParameters``): each matched event runs tasks through ECS's
RunTask, as a session of the target's role (PutTargets requires one, as AWS does). labcloud's tasks are
records whose containers never run (docs/ecs.md). The target's input, when it is a JSON object with
``containerOverrides``, becomes the tasks' overrides (what an InputTransformer usually produces)."""

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


def check(target: dict[str, Any]) -> str | None:
    """Why an ECS target cannot be put (None: it can)."""
    params = target.get("EcsParameters")
    if not params:
        return f"Parameter(s) EcsParameters must be specified for target: {target['Id']}."
    if not params.get("TaskDefinitionArn"):
        return f"Parameter(s) EcsParameters.TaskDefinitionArn must be specified for target: {target['Id']}."
    return None


def run_task_params(target: dict[str, Any], payload: str, rule_name: str) -> dict[str, Any]:
    given = dict(target.get("EcsParameters") or {})
    out: dict[str, Any] = {
        "cluster": str(target["Arn"]),
        "taskDefinition": given["TaskDefinitionArn"],
        "startedBy": f"events-rule/{rule_name}"[:128],
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
    if given.get("Tags"):
        out["tags"] = [{"key": t["Key"], "value": t.get("Value", "")} for t in given["Tags"]]
    try:
        document = json.loads(payload)
    except ValueError:
        document = None
    if isinstance(document, dict) and "containerOverrides" in document:
        out["overrides"] = document
    return out


def task_arns(answer: dict[str, Any]) -> str:
    failures = answer.get("failures") or []
    if failures:
        raise AwsError("ECS.RunTaskFailure", json.dumps(failures, default=str), status=400)
    return " ".join(str(t["taskArn"]) for t in answer.get("tasks") or [])
