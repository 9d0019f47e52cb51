"""Step Functions' part of the view's resource map: state machines, the functions, tables and queues their
Task states name, the buckets their distributed Maps read and write, and the role they run as, with the last minute's executions (started, failed).

A machine with a failed, timed-out or aborted execution in the last minute is marked failing.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, arn, unless_gone

KINDS: dict[str, tuple[str, ...]] = {
    "stepfunctions.execution.started": (),
    "stepfunctions.execution.failed": (),
    "stepfunctions.execution.timed_out": (),
    "stepfunctions.execution.aborted": (),
}
_FAILED = (
    "stepfunctions.execution.failed",
    "stepfunctions.execution.timed_out",
    "stepfunctions.execution.aborted",
)


def _states(machine: Any) -> Iterator[dict[str, Any]]:
    if not isinstance(machine, dict):
        return
    for state in (machine.get("States") or {}).values():
        if not isinstance(state, dict):
            continue
        yield state
        for branch in state.get("Branches") or []:
            yield from _states(branch)
        yield from _states(state.get("ItemProcessor") or state.get("Iterator"))


def _function_arn(name: str, region: str, account: str) -> str:
    return name if name.startswith("arn:") else arn("lambda", region, account, f"function:{name}")


def task_targets(definition: Any, region: str, account: str) -> list[tuple[str, str]]:
    """(what the Task does, the resource it names) for each Task whose target is written in the definition
    (targets given through ``.$`` paths are only known when the execution runs)."""
    out: list[tuple[str, str]] = []
    for state in _states(definition):
        out += _distributed_buckets(state)
        resource = state.get("Resource")
        if state.get("Type") != "Task" or not isinstance(resource, str):
            continue
        given = state.get("Parameters")
        params: dict[str, Any] = given if isinstance(given, dict) else {}
        if ":lambda:" in resource and ":function:" in resource:
            out.append(("invoke", resource))
        elif resource.startswith("arn:aws:states:::lambda:invoke") and isinstance(
            params.get("FunctionName"), str
        ):
            out.append(("invoke", _function_arn(params["FunctionName"].split(":$")[0], region, account)))
        elif resource.startswith(("arn:aws:states:::dynamodb:", "arn:aws:states:::aws-sdk:dynamodb:")):
            table = params.get("TableName")
            if isinstance(table, str):
                out.append((resource.rsplit(":", 1)[-1], arn("dynamodb", region, account, f"table/{table}")))
        elif resource.startswith("arn:aws:states:::states:startExecution"):
            child = params.get("StateMachineArn")
            if isinstance(child, str):
                out.append(("startExecution", child))
        elif resource.startswith(("arn:aws:states:::sqs:", "arn:aws:states:::aws-sdk:sqs:")):
            url = params.get("QueueUrl")
            if isinstance(url, str):
                out.append((resource.rsplit(":", 1)[-1], url))
    return out


def _distributed_buckets(state: dict[str, Any]) -> list[tuple[str, str]]:
    """A distributed Map's ItemReader and ResultWriter buckets (when written in the definition)."""
    out: list[tuple[str, str]] = []
    for field, label in (("ItemReader", "itemReader"), ("ResultWriter", "resultWriter")):
        spec = state.get(field)
        params = spec.get("Parameters") if isinstance(spec, dict) else None
        if isinstance(params, dict) and isinstance(params.get("Bucket"), str):
            out.append((label, f"arn:aws:s3:::{params['Bucket']}"))
    return out


async def _machines(hub: Services) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    token: str | None = None
    while True:
        page = await hub.call(
            "stepfunctions",
            "ListStateMachines",
            {"maxResults": 1000, **({"nextToken": token} if token else {})},
        )
        out += page.get("stateMachines") or []
        token = page.get("nextToken")
        if not token:
            return out


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    started = recent.count_by(["stepfunctions.execution.started"], "resource")
    failed = recent.count_by(list(_FAILED), "resource")
    for listed in await _machines(hub):
        machine_arn = listed["stateMachineArn"]
        found = await unless_gone(
            hub.call("stepfunctions", "DescribeStateMachine", {"stateMachineArn": machine_arn})
        )
        if found is None:
            continue
        node = MapNode(
            "stepfunctions.state_machine",
            machine_arn,
            found["name"],
            refs=(found["name"],),
            resource=found["name"],
            facts={
                "type": found.get("type", "STANDARD"),
                "executions_last_minute": started.get(machine_arn, 0),
            },
        )
        if failed.get(machine_arn):
            node.fail(f"{failed[machine_arn]} failed execution(s) in the last minute")
        part.nodes.append(node)
        part.edges.append(MapEdge("role", machine_arn, found["roleArn"], placeholder=False))
        region, account = machine_arn.split(":")[3], machine_arn.split(":")[4]
        try:
            definition = json.loads(found["definition"])
        except ValueError:
            continue
        for label, target in dict.fromkeys(task_targets(definition, region, account)):
            part.edges.append(MapEdge("task", machine_arn, target, label))
    return part
