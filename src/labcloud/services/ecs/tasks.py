"""The task model: a task is a record, never a process. labcloud runs no containers.

A task's ``lastStatus`` follows the clock from its creation, PROVISIONING → PENDING → RUNNING (one
second each), and is STOPPED once stopped (StopTask, its service scaling in or deleted); its ENI is an
address from its subnet. Each container carries ``reason``: :data:`NOT_RUN` says that its image was
never pulled and its command never ran, so no exit code is ever reported. Stopped tasks stay
describable for an hour, as AWS keeps them (docs/ecs.md)."""

from __future__ import annotations

import secrets
import uuid
from typing import Any

from labcloud.services.ecs.tagging import listed
from labcloud.services.ecs.views import public, when

NOT_RUN = (
    "labcloud does not run containers: this container is a record, its image was never pulled or started"
)
#: Seconds in PROVISIONING, then in PENDING, before a task reads RUNNING.
STEP = 1.0
#: Seconds a stopped task stays describable (AWS: at least an hour).
KEPT = 3600.0


def status(doc: dict[str, Any], now: float) -> str:
    if doc.get("_stopped") is not None:
        return "STOPPED"
    age = now - float(doc["_created"])
    if age < STEP:
        return "PROVISIONING"
    if age < 2 * STEP:
        return "PENDING"
    return "RUNNING"


def new(
    *,
    arn: str,
    cluster: str,
    taskdef: dict[str, Any],
    launch: str,
    provider: str | None,
    subnet: dict[str, Any],
    groups: tuple[str, ...],
    ip: str,
    started_by: str | None,
    group: str,
    overrides: dict[str, Any],
    tags: dict[str, str],
    now: float,
) -> dict[str, Any]:
    """A task's record from its task definition and network (what RunTask and a service start)."""
    attachment = str(uuid.uuid4())
    eni = f"eni-{secrets.token_hex(9)[:17]}"
    containers = []
    for container in taskdef.get("containerDefinitions") or []:
        one: dict[str, Any] = {
            "containerArn": arn.replace(":task/", ":container/", 1) + f"/{uuid.uuid4()}",
            "taskArn": arn,
            "name": container["name"],
            "image": container["image"],
            "reason": NOT_RUN,
            "networkInterfaces": [{"attachmentId": attachment, "privateIpv4Address": ip}],
            "healthStatus": "UNKNOWN",
            "cpu": str(container.get("cpu", 0)),
        }
        if container.get("memory") is not None:
            one["memory"] = str(container["memory"])
        if container.get("memoryReservation") is not None:
            one["memoryReservation"] = str(container["memoryReservation"])
        containers.append(one)
    doc: dict[str, Any] = {
        "taskArn": arn,
        "clusterArn": cluster,
        "taskDefinitionArn": taskdef["taskDefinitionArn"],
        "launchType": launch,
        "platformVersion": "1.4.0",
        "platformFamily": "Linux",
        "availabilityZone": str(subnet.get("AvailabilityZone") or ""),
        "attachments": [
            {
                "id": attachment,
                "type": "ElasticNetworkInterface",
                "status": "ATTACHED",
                "details": [
                    {"name": "subnetId", "value": str(subnet["SubnetId"])},
                    {"name": "networkInterfaceId", "value": eni},
                    {"name": "privateIPv4Address", "value": ip},
                    {"name": "privateDnsName", "value": f"ip-{ip.replace('.', '-')}.ec2.internal"},
                ],
            }
        ],
        "containers": containers,
        "cpu": str(taskdef.get("cpu") or ""),
        "memory": str(taskdef.get("memory") or ""),
        "desiredStatus": "RUNNING",
        "group": group,
        "overrides": overrides or {"containerOverrides": []},
        "version": 1,
        "healthStatus": "UNKNOWN",
        "connectivity": "CONNECTED",
        "enableExecuteCommand": False,
        "_created": now,
        "_groups": list(groups),
        "_subnet": str(subnet["SubnetId"]),
        "_ip": ip,
        "_tags": tags,
        "_targets": [],
    }
    if provider:
        doc["capacityProviderName"] = provider
    if started_by:
        doc["startedBy"] = started_by
    return doc


def stop(doc: dict[str, Any], code: str, reason: str, now: float) -> None:
    doc["_stopped"] = now
    doc["desiredStatus"] = "STOPPED"
    doc["stopCode"] = code
    doc["stoppedReason"] = reason
    doc["version"] = int(doc.get("version", 1)) + 1


def view(doc: dict[str, Any], now: float, with_tags: bool) -> dict[str, Any]:
    """The wire's Task: its status on the clock, its containers' status with the note they did not run."""
    out = public(doc)
    last = status(doc, now)
    created = float(doc["_created"])
    out["lastStatus"] = last
    out["createdAt"] = when(created)
    out["connectivityAt"] = when(created)
    if last in ("RUNNING", "STOPPED") and (
        doc.get("_stopped") is None or doc["_stopped"] >= created + 2 * STEP
    ):
        out["startedAt"] = when(created + 2 * STEP)
    if doc.get("_stopped") is not None:
        stopped = when(float(doc["_stopped"]))
        out.update(stoppingAt=stopped, executionStoppedAt=stopped, stoppedAt=stopped)
        out["attachments"] = [{**a, "status": "DELETED"} for a in out.get("attachments") or []]
    out["containers"] = [{**c, "lastStatus": last} for c in out.get("containers") or []]
    if with_tags:
        out["tags"] = listed(doc.get("_tags") or {})
    return out
