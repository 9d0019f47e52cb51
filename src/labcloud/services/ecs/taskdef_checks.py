"""RegisterTaskDefinition's checks, as AWS makes them and words them (ClientException): container
names and images, unique names, memory for the EC2 launch type, Fargate's network mode and its CPU and
memory table, and the roles, which must be IAM roles that exist (read through ``hub.call``)."""

from __future__ import annotations

import re
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ecs import errors, fargate
from labcloud.services.ecs.state import EcsState

MAX_CONTAINERS = 10
_MODES = ("bridge", "host", "awsvpc", "none")
_COMPATIBILITIES = ("EC2", "FARGATE", "EXTERNAL", "MANAGED_INSTANCES")
_ROLE = re.compile(r"^arn:aws:iam::(\d{12}):role/(?:[\w+=,.@-]+/)*([\w+=,.@-]{1,64})$")
_NAME = re.compile(r"^[\w+=,.@-]{1,64}$")
#: Members of a task definition labcloud refuses by name (they need hosts or devices it does not have).
REFUSED = ("inferenceAccelerators", "proxyConfiguration", "trustedExecutionConfiguration")


def containers(given: list[dict[str, Any]], task_memory: str | None, fargate_only: bool) -> None:
    if not given:
        raise errors.client("Container list cannot be empty.")
    if len(given) > MAX_CONTAINERS:
        raise errors.client(f"Too many containers: a task definition holds at most {MAX_CONTAINERS}.")
    seen: set[str] = set()
    for container in given:
        name = container.get("name")
        if not name:
            raise errors.client("Container.name should not be null or empty.")
        if not re.match(r"^[A-Za-z0-9_-]{1,255}$", name):
            raise errors.client(
                f"Container name '{name}' is invalid: up to 255 letters, numbers, hyphens and underscores."
            )
        if name in seen:
            raise errors.client(f"Duplicate container name found: {name}")
        seen.add(name)
        if not container.get("image"):
            raise errors.client("Container.image should not be null or empty.")
        if (
            not task_memory
            and not fargate_only
            and not (container.get("memory") or container.get("memoryReservation"))
        ):
            raise errors.client(
                f"Invalid setting for container '{name}'. At least one of 'memory' or 'memoryReservation'"
                " must be specified."
            )
        for mapping in container.get("portMappings") or []:
            port = mapping.get("containerPort")
            if port is not None and not 0 < int(port) <= 65535:
                raise errors.client(f"Invalid container port {port} for container '{name}'.")


def network_and_size(request: dict[str, Any]) -> None:
    mode = request.get("networkMode")
    if mode is not None and mode not in _MODES:
        raise errors.client(f"Invalid networkMode '{mode}': one of {', '.join(_MODES)}.")
    wanted = list(request.get("requiresCompatibilities") or [])
    for one in wanted:
        if one not in _COMPATIBILITIES:
            raise errors.client(f"Invalid requiresCompatibilities value '{one}'.")
    cpu_text, memory_text = request.get("cpu"), request.get("memory")
    cpu = fargate.cpu_units(cpu_text) if cpu_text else None
    memory = fargate.memory_mib(memory_text) if memory_text else None
    if cpu_text and cpu is None:
        raise errors.client(f"Invalid 'cpu' setting for task: {cpu_text}.")
    if memory_text and memory is None:
        raise errors.client(f"Invalid 'memory' setting for task: {memory_text}.")
    if "FARGATE" not in wanted:
        return
    if mode != "awsvpc":
        raise errors.client("Fargate only supports network mode 'awsvpc'.")
    if cpu is None:
        raise errors.client("Fargate requires that 'cpu' be defined at the task level.")
    if memory is None:
        raise errors.client("Fargate requires that 'memory' be defined at the task level.")
    if not fargate.fits(cpu, memory):
        raise errors.client(
            f"No Fargate configuration exists for given values: {cpu_text} CPU, {memory_text} memory."
            " See the Amazon ECS documentation for the valid values."
        )


async def role(state: EcsState, ctx: RequestContext, member: str, arn: str) -> None:
    """A task or execution role must be an IAM role that exists, named by its ARN or (as AWS also takes,
    and CloudFormation's ``!Ref Role`` gives) its short name in the caller's account."""
    found = _ROLE.match(arn)
    if found is not None:
        account, name = found.group(1), found.group(2)
    elif _NAME.match(arn):
        account, name = ctx.account_id, arn
    else:
        raise errors.client(f"Role is not valid: {member} '{arn}' is not an IAM role ARN or name.")
    try:
        await state.services.call("iam", "GetRole", {"RoleName": name}, account_id=account, region=ctx.region)
    except AwsError as exc:
        raise errors.client(f"Role is not valid: {member} '{arn}' does not exist.") from exc
